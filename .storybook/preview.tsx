import type { Preview } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import { emulatorConfig } from '../src/emulator/index.js'
import { PlatformProvider } from '../src/react/index.js'
import '../src/ui/styles/index.css'
import { startEmulator } from './platform.js'

const config = emulatorConfig()

const preview: Preview = {
  loaders: [async () => ({ emulator: await startEmulator() })],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      // A fresh cache per story, so that each story shows its own loading state.
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      const theme = context.parameters.theme ?? context.globals.theme
      return (
        <PlatformProvider config={config} queryClient={queryClient}>
          <div
            data-pk-theme={theme}
            style={{
              background: 'var(--pk-bg)',
              color: 'var(--pk-text)',
              padding: 16,
              fontFamily: 'var(--pk-font)',
            }}
          >
            <Story />
          </div>
        </PlatformProvider>
      )
    },
  ],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
  tags: ['autodocs'],
}

export default preview
