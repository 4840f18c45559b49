/**
 * `platform-kit/storybook`: every story inside `PlatformProvider`, served by
 * an emulator of its own in the page through msw's service worker, with no
 * server and no network. Per-story `parameters.platform` and a toolbar menu
 * make any story slow, failing, empty or hostile. Storybook 10 with a React
 * framework (`@storybook/react-vite`); Storybook and msw are peers, never
 * bundled.
 */
export type { PlatformParameters, PlatformToolbarItem, PlatformToolbarState } from './parameters.js'
export { PLATFORM_GLOBAL, PLATFORM_TOOLBAR, type PlatformSettings } from './parameters.js'
export { type PlatformOptions, type StoryPlatform, storyPlatform } from './platform.js'
export {
  type PlatformPreview,
  platformDecorator,
  platformGlobalTypes,
  platformPreview,
} from './preview.js'
export { DEFAULT_WORKER_URL } from './worker.js'
