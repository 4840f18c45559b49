/**
 * The emulator's whole state: fixed facts (networks, projects) and one section
 * per domain, each generated from the seed and owning its data.
 */
import type { Rpc } from '../core/schemas/rpc/define.js'
import { type BuilderState, createBuilderState } from './builder/state.js'
import type { ChainWatcher } from './chain/watcher.js'
import type { Clock } from './clock.js'
import type { OperationHandler, RequestContext, SectionInit } from './context.js'
import {
  DEV_PROJECTS,
  type DevProject,
  EMULATED_NETWORKS,
  type EmulatedNetwork,
} from './data/catalog.js'
import { createIndexerState, type IndexerState } from './indexer/state.js'
import { createMarketplaceState, type MarketplaceState } from './marketplace/state.js'
import { createRandom } from './random.js'
import { createWalletState, type WalletState } from './wallets/state.js'
import type { WireAnswer } from './wire/types.js'

export interface EmulatorState {
  readonly seed: number
  readonly clock: Clock
  readonly networks: readonly EmulatedNetwork[]
  readonly projects: readonly DevProject[]
  readonly marketplace: MarketplaceState
  readonly builder: BuilderState
  readonly wallets: WalletState
  readonly indexer: IndexerState
  /** The chains the emulator follows, by chain id (see `attachChain`). */
  readonly chains: Map<number, ChainWatcher>
}

export interface StateOptions {
  readonly seed: number
  readonly clock: Clock
  readonly size: number
}

/** Generates the whole state from the seed; the same options give the same state. */
export function createState({ seed, clock, size }: StateOptions): EmulatorState {
  const random = createRandom(seed)
  const init = (label: string): SectionInit => ({
    random: random.fork(label),
    clock,
    t0: clock.now(),
    size,
  })
  const marketplace = createMarketplaceState(init('marketplace'))
  return {
    seed,
    clock,
    networks: EMULATED_NETWORKS,
    projects: DEV_PROJECTS,
    marketplace,
    builder: createBuilderState(init('builder')),
    wallets: createWalletState(init('wallets')),
    indexer: createIndexerState(init('indexer')),
    chains: new Map(),
  }
}

/** The context of a request to this emulator. */
export type Context = RequestContext<EmulatorState>

/** The handler of one operation, with the shape of its answer on the wire. */
export interface EmulatorHandler<R extends Rpc = Rpc> extends OperationHandler<EmulatorState, R> {
  /** How the real server's Go struct sends the answer (wire/types.ts), or `AS_IS`. */
  readonly answer: WireAnswer
}

/**
 * Declares the handler of one operation, in one place with its answer's wire
 * shape; the request arrives validated by the operation's own schema.
 */
export const defineHandler = <R extends Rpc>(
  rpc: R,
  answer: WireAnswer,
  handle: OperationHandler<EmulatorState, R>['handle'],
  coerce?: OperationHandler<EmulatorState, R>['coerce'],
): EmulatorHandler<R> => ({ rpc, answer, handle, ...(coerce ? { coerce } : {}) })
