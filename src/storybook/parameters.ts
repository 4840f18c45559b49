/**
 * What a story says about its platform (`parameters.platform`) and what the
 * toolbar menu overrides (the `platform` global): the emulator each story
 * gets, and the settings of its controls.
 */
import type { EmulatorControlSettings } from '../emulator/controls.js'
import type { EmulatorOptions } from '../emulator/emulator.js'

/**
 * A story's platform, as `parameters.platform` (Storybook merges it from the
 * preview, the component and the story, deepest last). Every member is
 * optional: by default, a live clock, seed 1 and 10,000 tokens in the large
 * collection, no latency, no failure, the generated data.
 *
 * @example
 * ```ts
 * export const Failing: Story = {
 *   parameters: {
 *     platform: {
 *       latency: [200, 600],
 *       fail: { 'Marketplace/ListCollectibles': { error: 'Unavailable', message: 'down for maintenance' } },
 *     },
 *   },
 * }
 * ```
 */
export interface PlatformParameters extends EmulatorControlSettings {
  /** The seed of the generated data (default 1). */
  readonly seed?: number
  /** A fixed instant (ms since the epoch) for a frozen clock; by default the clock is live. */
  readonly now?: number
  /** The number of tokens of the large collection (default 10,000). */
  readonly size?: number
}

/** The states of the toolbar menu; `live` leaves each story as its parameters say. */
export type PlatformToolbarState =
  | 'live'
  | 'slow'
  | 'loading'
  | 'empty'
  | 'unlisted'
  | 'no-orders'
  | 'failing'
  | 'offline'
  | 'hostile'

/** The name of the toolbar's global (`globals.platform`, `?globals=platform:slow`). */
export const PLATFORM_GLOBAL = 'platform'

/** One state of the toolbar menu: its title and the settings it puts over the story's. */
export interface PlatformToolbarItem {
  readonly title: string
  readonly settings: EmulatorControlSettings
}

/**
 * The toolbar's states. Each replaces the story's setting of the same name
 * (`latency`, `fail` or `scenario`) and keeps the others.
 */
export const PLATFORM_TOOLBAR: Readonly<Record<PlatformToolbarState, PlatformToolbarItem>> = {
  live: { title: 'Live (as the story says)', settings: {} },
  slow: { title: 'Slow (0.8 to 1.6 s per call)', settings: { latency: [800, 1600] } },
  loading: { title: 'Loading forever', settings: { fail: { '*': 'no-answer' } } },
  empty: { title: 'Empty collections', settings: { scenario: 'empty' } },
  unlisted: { title: 'No listings', settings: { scenario: 'unlisted' } },
  'no-orders': { title: 'Wallet without orders', settings: { scenario: 'no-orders' } },
  failing: {
    title: 'Failing (every call errs)',
    settings: {
      fail: {
        '*': { error: 'WebrpcInternalError', message: 'the emulator fails every call (failing)' },
      },
    },
  },
  offline: { title: 'Offline (no connection)', settings: { fail: { '*': 'network-error' } } },
  hostile: { title: 'Hostile metadata', settings: { scenario: 'hostile' } },
}

const isToolbarState = (value: unknown): value is PlatformToolbarState =>
  typeof value === 'string' && Object.hasOwn(PLATFORM_TOOLBAR, value)

/** What a story's platform is made of: the emulator's options and its controls' settings. */
export interface PlatformSettings {
  readonly emulator: Pick<EmulatorOptions, 'seed' | 'now' | 'size'>
  readonly controls: EmulatorControlSettings
}

/**
 * The settings of a story's platform: its parameters, with the toolbar's
 * state over them (an unknown state counts as `live`).
 */
export function platformSettings(
  parameters: PlatformParameters | undefined,
  state: unknown,
): PlatformSettings {
  const { seed, now, size, latency, fail, scenario } = parameters ?? {}
  const over = isToolbarState(state) ? PLATFORM_TOOLBAR[state].settings : {}
  const controls: EmulatorControlSettings = { latency, fail, scenario, ...over }
  return {
    emulator: { seed, now, size },
    controls: Object.fromEntries(
      Object.entries(controls).filter(([, value]) => value !== undefined),
    ) as EmulatorControlSettings,
  }
}
