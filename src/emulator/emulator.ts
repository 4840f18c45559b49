import { type AttachedChain, attachChain, type ChainOptions } from './chain/attach.js'
import type { Clock } from './clock.js'
import { createClock } from './clock.js'
import { createControls, type EmulatorControls } from './controls.js'
import {
  type CollectionSpec,
  DEV_PROJECTS,
  type DevProject,
  EMULATED_COLLECTIONS,
  EMULATED_NETWORKS,
  type EmulatedNetwork,
} from './data/catalog.js'
import { checkDeliveryOptions, type WebhookDeliveryOptions } from './indexer/delivery.js'
import { route } from './router.js'
import { createState, type EmulatorState } from './state.js'

export interface EmulatorOptions {
  /** The seed of all generated data (default 1). The same seed gives byte-identical answers. */
  readonly seed?: number
  /**
   * The clock: a fixed instant in milliseconds (frozen; the default is
   * 2026-01-01T00:00:00Z), or a function such as `Date.now` for a live clock.
   */
  readonly now?: number | (() => number)
  /** The number of tokens of the large collection (default 10,000). */
  readonly size?: number
  /**
   * How webhooks are delivered from an attached chain (decisions §10): retry
   * backoff (`retryBaseDelayMs`, default 1,000 ms, doubling), attempts
   * (`maxAttempts`, 8) and per-attempt time-out (`timeoutMs`, 10,000 ms).
   */
  readonly webhooks?: WebhookDeliveryOptions
  /**
   * How answers are serialized: `'go'` (the default) as the real servers'
   * webrpc-generated Go code does, with `null` for nil lists and pointers and
   * fields tagged `json:"-"` or empty `omitempty` left out (decisions.md §2);
   * `'plain'` with every member the kit knows filled in, as the kit reads it.
   */
  readonly wire?: 'go' | 'plain'
}

/** An in-process implementation of the whole interface. */
export interface Emulator {
  /**
   * Answers one HTTP request: the single entry point every adapter calls.
   * Like `fetch`, it rejects with a `TypeError` when the controls make the
   * connection fail, and with the request signal's reason when it aborts.
   */
  handle(request: Request): Promise<Response>
  readonly seed: number
  /** Read or move the emulator's time. */
  readonly clock: Clock
  readonly networks: readonly EmulatedNetwork[]
  readonly collections: readonly CollectionSpec[]
  /** The development projects: their public keys, and their secret keys' hashes (the keys: `DEV_SECRET_KEYS`, server side). */
  readonly projects: readonly DevProject[]
  /** The state, section by section, for tests: read it, or change it through its methods. */
  readonly state: EmulatorState
  /**
   * Latency, failures and data scenarios, for showing and testing a view slow,
   * failing, empty or hostile; the same behind every adapter.
   *
   * @example
   * ```ts
   * emulator.controls.set({
   *   latency: [200, 800],
   *   fail: { 'Marketplace/GetFloorOrder': { error: 'Unavailable', message: 'down for maintenance' } },
   *   scenario: 'unlisted',
   * })
   * emulator.controls.reset()
   * ```
   */
  readonly controls: EmulatorControls
  /**
   * Follows a local anvil chain of one of its networks: installs the native
   * marketplace contract there, cancels orders whose `cancel` transaction
   * is mined by their maker, and delivers the webhooks its logs match.
   */
  attachChain(options: ChainOptions): Promise<AttachedChain>
}

/**
 * Creates an emulator: every operation of the interface, offline and
 * deterministic, behind one fetch-style `handle(request)`. Serve it with
 * `startEmulatorServer` (Node), `emulatorHandlers` (msw) or the
 * `platformEmulator` Vite plugin, and point the kit at it with `emulatorConfig`.
 *
 * @example
 * ```ts
 * import { createEmulator, emulatorConfig } from 'platform-kit/emulator'
 * import { createClient } from 'platform-kit'
 *
 * const emulator = createEmulator({ seed: 7 })
 * const client = createClient({ ...emulatorConfig(), fetch: (input, init) => emulator.handle(new Request(input, init)) })
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const { seed = 1, now, size = 10_000, webhooks = {}, wire = 'go' } = options
  if (!Number.isSafeInteger(seed)) throw new TypeError('createEmulator: seed must be an integer')
  if (!Number.isSafeInteger(size) || size < 1 || size > 1_000_000) {
    throw new RangeError('createEmulator: size must be an integer from 1 to 1,000,000')
  }
  checkDeliveryOptions(webhooks)
  if (wire !== 'go' && wire !== 'plain') {
    throw new TypeError("createEmulator: wire must be 'go' or 'plain'")
  }
  const clock = createClock(now)
  const state = createState({ seed, clock, size })
  const controlled = createControls(seed, (scenario) => state.marketplace.setScenario(scenario))
  return {
    handle: (request) => controlled.handle(request, (r) => route(state, r, wire)),
    seed,
    clock,
    networks: EMULATED_NETWORKS,
    collections: EMULATED_COLLECTIONS,
    projects: DEV_PROJECTS,
    state,
    controls: controlled.controls,
    attachChain: (chainOptions) => attachChain(state, chainOptions, webhooks),
  }
}
