/**
 * Cancelling many orders with one wallet — Sequence Market's in one
 * transaction per market, the others one after another — with a state an
 * app can draw: how many, how far, which order and step now, and each
 * order's outcome. Framework-free: a small store (`getState`, `subscribe`)
 * that React reads with `useSyncExternalStore` (`useBulkCancel`).
 */

import { cancelInBatches } from './bulkBatches.js'
import {
  type BulkCancelItem,
  type BulkCancelState,
  type BulkCancelStatus,
  orderKey,
  summarizeBulkCancel,
} from './bulkState.js'
import { type CancelableOrder, type CancelOrderOptions, cancelOrder } from './cancelOrder.js'
import { failedOutcome, reread } from './reread.js'

export {
  type BulkCancelItem,
  type BulkCancelState,
  type BulkCancelStatus,
  orderKey,
  summarizeBulkCancel,
} from './bulkState.js'

export interface BulkCancelOptions extends Omit<CancelOrderOptions, 'onProgress' | 'signal'> {
  /** Stop the run at the first failed or rejected order (default: go on with the others). */
  readonly stopOnFailure?: boolean
  /** Called when an order settles (after its state is published): to refresh what shows it. */
  readonly onSettled?: (item: BulkCancelItem) => void
}

/** A bulk cancel: its state, and the run's controls. */
export interface BulkCancel {
  getState(): BulkCancelState
  /** Calls `listener` at every change of the state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Starts a run over `orders` (duplicates once), replacing the last run's state; resolves with the final state. */
  start(orders: readonly CancelableOrder[]): Promise<BulkCancelState>
  /** Runs again every order not cancelled or skipped: the failed, the rejected, and those a stop left waiting. */
  retry(): Promise<BulkCancelState>
  /** Ends the run after the order at hand; the rest stay `waiting`. */
  stop(): void
}

/** The outcomes a retry leaves alone. */
const DONE_FOR_GOOD: ReadonlySet<BulkCancelStatus> = new Set(['cancelled', 'skipped'])

/**
 * Creates a bulk cancel: orders cancelled one after another with the
 * connected wallet (a wallet asks one thing at a time). Each order is first
 * re-read (`GetOrders`): one no longer live — cancelled in another tab, on
 * another device, on the chain, filled or expired — is skipped, never
 * cancelled twice. Then its cancel steps run (`cancelOrder`). A failure —
 * the server's, a reverted transaction, a network drop, an order of another
 * account — or a refusal at the wallet becomes that order's outcome, and the
 * run goes on unless `stopOnFailure`; `retry` runs the unsettled ones again.
 * Only the orders given are ever cancelled.
 *
 * @example
 * ```ts
 * import { createBulkCancel } from 'platform-kit/wallet'
 *
 * const bulk = createBulkCancel({ client, wagmiConfig })
 * bulk.subscribe(() => console.log(bulk.getState().done, '/', bulk.getState().total))
 * const { counts } = await bulk.start(selectedOrders)
 * if (counts.failed) await bulk.retry()
 * ```
 */
export function createBulkCancel(options: BulkCancelOptions): BulkCancel {
  const listeners = new Set<() => void>()
  let state: BulkCancelState = summarizeBulkCancel([], false, false)
  let stopRequested = false

  const publish = (items: readonly BulkCancelItem[], running: boolean) => {
    state = summarizeBulkCancel(items, running, running && stopRequested)
    for (const listener of listeners) listener()
  }
  const update = (key: string, change: Partial<BulkCancelItem>) =>
    publish(
      state.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
      true,
    )

  async function settle(item: BulkCancelItem): Promise<Partial<BulkCancelItem>> {
    const found = await reread(item.order, options.client)
    if (!('live' in found)) return found
    const live = found.live
    update(item.key, { status: 'cancelling' })
    try {
      await cancelOrder(live, {
        ...options,
        onProgress: (step) => update(item.key, { step }),
      })
      return { status: 'cancelled', message: undefined, error: undefined }
    } catch (error) {
      return failedOutcome(error)
    }
  }

  async function run(keys: ReadonlySet<string>): Promise<BulkCancelState> {
    if (state.running) throw new Error('a bulk cancel is already running')
    stopRequested = false
    publish(
      state.items.map((item) =>
        keys.has(item.key) ? { ...item, status: 'waiting', message: undefined } : item,
      ),
      true,
    )
    const failing = (status: BulkCancelStatus | undefined) =>
      options.stopOnFailure === true && (status === 'failed' || status === 'rejected')
    const statusOf = (key: string) => state.items.find((i) => i.key === key)?.status
    // Sequence Market's orders first, a transaction per market; then the rest one by one.
    const batched = await cancelInBatches(
      state.items.filter((item) => keys.has(item.key)),
      options,
      {
        update,
        settled: (key) => options.onSettled?.(state.items.find((i) => i.key === key)!),
        stopped: () => stopRequested || [...keys].some((key) => failing(statusOf(key))),
      },
    )
    let halt = [...batched].some((key) => failing(statusOf(key)))
    for (const key of keys) {
      if (stopRequested || halt) break
      if (batched.has(key)) continue
      const item = state.items.find((i) => i.key === key)!
      update(key, { status: 'checking', step: undefined, error: undefined })
      const outcome = await settle(item)
      update(key, outcome)
      options.onSettled?.(state.items.find((i) => i.key === key)!)
      halt = failing(outcome.status)
    }
    stopRequested = false
    publish(state.items, false)
    return state
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start(orders) {
      if (state.running) return Promise.reject(new Error('a bulk cancel is already running'))
      const unique = new Map<string, BulkCancelItem>()
      for (const order of orders) {
        const key = orderKey(order)
        if (!unique.has(key)) unique.set(key, { key, order, status: 'waiting' })
      }
      publish([...unique.values()], false)
      return run(new Set(unique.keys()))
    },
    retry() {
      const again = state.items.filter((i) => !DONE_FOR_GOOD.has(i.status))
      return run(new Set(again.map((i) => i.key)))
    },
    stop() {
      if (!state.running || stopRequested) return
      stopRequested = true
      publish(state.items, true)
    },
  }
}
