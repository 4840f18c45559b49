'use client'
/**
 * Each story's platform: an emulator of its own (created on the story's
 * first request), a fresh QueryClient and the client configuration that
 * points at it, under a base URL no other story uses. A story rendered again
 * with the same settings (its args changed) keeps its platform; a new render,
 * a remount or other settings (the toolbar) get a fresh one.
 */
import { QueryClient } from '@tanstack/react-query'
import type { ClientConfig } from '../core/transport/client.js'
import { emulatorHandlers } from '../emulator/adapters/msw.js'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../emulator/config.js'
import { createEmulator, type Emulator } from '../emulator/emulator.js'
import {
  PLATFORM_GLOBAL,
  type PlatformParameters,
  type PlatformSettings,
  platformSettings,
} from './parameters.js'
import { serve, startWorker, unserve } from './worker.js'

/** A story's platform, as `loaded.platform` and `storyPlatform(context)` give it. */
export interface StoryPlatform {
  /** The story's emulator: read or change its state, or its controls, from a loader or a play function. */
  readonly emulator: Emulator
  /** The story's QueryClient, fresh for the story. */
  readonly queryClient: QueryClient
  /** The configuration `PlatformProvider` gets: the emulator's URLs under `baseUrl`, project 1's key. */
  readonly config: ClientConfig
  /** Where the story's emulator answers. */
  readonly baseUrl: string
  /** The settings it was made with: the story's parameters and the toolbar's state. */
  readonly settings: PlatformSettings
}

/** What the platform of a story needs from Storybook's story context. */
export interface PlatformContext {
  readonly parameters: { readonly platform?: PlatformParameters }
  readonly globals: Record<string, unknown>
  /** One per render of a story: a remount or another story has another. */
  readonly abortSignal: AbortSignal
}

/** How every story's platform is made (`platformPreview`'s options). */
export interface PlatformOptions {
  /** The base URL the stories' emulators answer under (default `http://127.0.0.1:4010`). */
  readonly baseUrl?: string
  /** Where the page finds msw's worker script (default `/mockServiceWorker.js`). */
  readonly workerUrl?: string
  /** Makes each story's QueryClient (default: reads retry as the kit says, without waiting between tries). */
  readonly queryClient?: () => QueryClient
}

interface Made {
  readonly key: string
  readonly platform: StoryPlatform
  readonly dispose: () => void
}

const byRender = new WeakMap<AbortSignal, Made>()
let counter = 0

/** The kit's retry policy stays; only the backoff goes, so that a failing story shows its error at once. */
const defaultQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })

function make(settings: PlatformSettings, options: PlatformOptions): Made {
  const id = ++counter
  const baseUrl = `${(options.baseUrl ?? DEFAULT_EMULATOR_URL).replace(/\/+$/, '')}/story-${id}`
  let emulator: Emulator | undefined
  const current = () => {
    if (!emulator) {
      const { seed, now, size } = settings.emulator
      emulator = createEmulator({ seed, size, now: now ?? Date.now })
      emulator.controls.set(settings.controls)
    }
    return emulator
  }
  const platform: StoryPlatform = {
    get emulator() {
      return current()
    },
    queryClient: (options.queryClient ?? defaultQueryClient)(),
    config: emulatorConfig(baseUrl),
    baseUrl,
    settings,
  }
  serve(id, emulatorHandlers(current, baseUrl))
  return {
    key: JSON.stringify(settings),
    platform,
    dispose() {
      unserve(id)
      platform.queryClient.clear()
    },
  }
}

/**
 * The platform of a story's render: made by the loader (`platformLoader`),
 * found again by its render. Throws when the preview has no platform loader.
 *
 * @example
 * ```ts
 * export const WithAudience: Story = {
 *   loaders: [async (context) => ({ audience: storyPlatform(context).emulator.state.builder.createAudience(1, 'VIP', Date.now()) })],
 * }
 * ```
 */
export function storyPlatform(context: Pick<PlatformContext, 'abortSignal'>): StoryPlatform {
  const made = byRender.get(context.abortSignal)
  if (!made) {
    throw new Error(
      'platform-kit/storybook: this story has no platform. Spread platformPreview() into .storybook/preview.tsx (it adds the loader that makes one).',
    )
  }
  return made.platform
}

/**
 * Starts msw's worker (once), then makes the story's platform from its
 * parameters and the toolbar's state, or keeps the one its render already
 * has with the same settings.
 */
export async function loadPlatform(
  context: PlatformContext,
  options: PlatformOptions = {},
): Promise<StoryPlatform> {
  await startWorker(options.workerUrl)
  const settings = platformSettings(context.parameters.platform, context.globals[PLATFORM_GLOBAL])
  const key = JSON.stringify(settings)
  const before = byRender.get(context.abortSignal)
  if (before?.key === key) return before.platform
  before?.dispose()
  const made = make(settings, options)
  byRender.set(context.abortSignal, made)
  return made.platform
}

/** Stops serving the platform of a story's render, when Storybook cleans the story up. */
export function disposePlatform(context: Pick<PlatformContext, 'abortSignal'>): void {
  const made = byRender.get(context.abortSignal)
  byRender.delete(context.abortSignal)
  made?.dispose()
}
