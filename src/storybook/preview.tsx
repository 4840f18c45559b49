/**
 * The annotations a Storybook preview spreads in: the loader that makes each
 * story's platform, the decorator that provides it, the cleanup that stops
 * serving it, and the toolbar menu that flips every story between states.
 */
import type { Decorator, Loader, Preview, StoryContext } from '@storybook/react'
import { PlatformProvider } from '../react/PlatformProvider.js'
import {
  PLATFORM_GLOBAL,
  PLATFORM_TOOLBAR,
  type PlatformParameters,
  type PlatformToolbarState,
} from './parameters.js'
import {
  disposePlatform,
  loadPlatform,
  type PlatformContext,
  type PlatformOptions,
  type StoryPlatform,
} from './platform.js'

/** What `platformPreview` gives, for `.storybook/preview.tsx` to spread. */
export interface PlatformPreview {
  readonly loaders: Loader[]
  readonly beforeEach: ((context: StoryContext) => () => void)[]
  readonly decorators: Decorator[]
  readonly globalTypes: NonNullable<Preview['globalTypes']>
  readonly initialGlobals: NonNullable<Preview['initialGlobals']>
}

/** The story context as the platform reads it. */
const platformContext = (context: StoryContext): PlatformContext => ({
  parameters: context.parameters as { platform?: PlatformParameters },
  globals: context.globals,
  abortSignal: context.abortSignal,
})

/**
 * The decorator: the story inside `PlatformProvider`, with the story's
 * configuration and fresh QueryClient (from `loaded.platform`). A new
 * platform (the toolbar changed) mounts the story afresh. `platformPreview()`
 * includes it, with the loader it needs.
 *
 * @example
 * ```ts
 * const platform = platformPreview()
 * const preview: Preview = { ...platform, decorators: [withTheme, platformDecorator] }
 * ```
 */
export const platformDecorator: Decorator = (Story, context) => {
  const platform = (context.loaded as { platform?: StoryPlatform }).platform
  if (!platform) {
    throw new Error(
      'platform-kit/storybook: the story was not loaded by platformLoader. Spread platformPreview() into .storybook/preview.tsx.',
    )
  }
  return (
    <PlatformProvider
      key={platform.baseUrl}
      config={platform.config}
      queryClient={platform.queryClient}
    >
      <Story />
    </PlatformProvider>
  )
}

/**
 * The toolbar menu (`globals.platform`): live, slow, loading, empty,
 * unlisted, no-orders, failing, offline, hostile. `platformPreview()`
 * includes it; a story can pin a state.
 *
 * @example
 * ```ts
 * export const Offline: Story = { globals: { platform: 'offline' } }
 * ```
 */
export const platformGlobalTypes: NonNullable<Preview['globalTypes']> = {
  [PLATFORM_GLOBAL]: {
    description: "The emulator's state for every story",
    toolbar: {
      title: 'Platform',
      icon: 'lightning',
      dynamicTitle: true,
      items: Object.entries(PLATFORM_TOOLBAR).map(([value, { title }]) => ({ value, title })),
    },
  },
}

/**
 * Everything `.storybook/preview.tsx` needs to serve every story from its own
 * emulator through msw's service worker: spread it into the preview. Run
 * `npx msw init public/` once, so that Storybook serves the worker script.
 *
 * @example
 * ```tsx
 * // .storybook/preview.tsx
 * import type { Preview } from '@storybook/react-vite'
 * import { platformPreview } from 'platform-kit/storybook'
 * import 'platform-kit/ui/styles.css'
 *
 * const preview: Preview = { ...platformPreview() }
 * export default preview
 * ```
 */
export function platformPreview(options: PlatformOptions = {}): PlatformPreview {
  const initial: PlatformToolbarState = 'live'
  return {
    loaders: [
      async (context) => ({ platform: await loadPlatform(platformContext(context), options) }),
    ],
    beforeEach: [(context) => () => disposePlatform(platformContext(context))],
    decorators: [platformDecorator],
    globalTypes: platformGlobalTypes,
    initialGlobals: { [PLATFORM_GLOBAL]: initial },
  }
}
