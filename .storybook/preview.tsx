import type { Decorator, Preview } from '@storybook/react-vite'
import { platformPreview } from 'platform-kit/storybook'
import 'platform-kit/ui/styles.css'

/**
 * The kit's own: a theme menu, and a page in the theme's colours around each
 * story, as tall as the window at least on its own (a dark story is not a
 * dark box on a white page), as tall as the story in the docs page.
 */
const themed: Decorator = (Story, context) => (
  <div
    data-pk-theme={context.parameters.theme ?? context.globals.theme}
    style={{
      background: 'var(--pk-bg)',
      color: 'var(--pk-text)',
      padding: 16,
      boxSizing: 'border-box',
      minHeight: context.viewMode === 'docs' ? undefined : '100vh',
      fontFamily: 'var(--pk-font)',
    }}
  >
    <Story />
  </div>
)

// As the README's "Prototyping in Storybook" shows, with a menu and a decorator of our own.
const platform = platformPreview()

const preview: Preview = {
  ...platform,
  decorators: [themed, ...platform.decorators],
  globalTypes: {
    ...platform.globalTypes,
    theme: {
      description: 'Colour theme of the components',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { ...platform.initialGlobals, theme: 'light' },
  // The a11y addon fails a story on any violation in Storybook's test widget (issue 12); in
  // `npm test`, test/e2e/stories.test.ts runs axe on every story instead (vitest.storybook.config.ts).
  parameters: { layout: 'fullscreen', controls: { expanded: true }, a11y: { test: 'error' } },
  tags: ['autodocs'],
}

export default preview
