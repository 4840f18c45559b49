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
  const b: Bulk = {
    options,
    listeners: new Set(),
    state: summarizeBulkCancel([], false, false),
    stopRequested: false,
  }
  return {
    getState: () => b.state,
    subscribe(listener) {
      b.listeners.add(listener)
      return () => b.listeners.delete(listener)
    },
    start(orders) {
      if (b.state.running) return Promise.reject(new Error('a bulk cancel is already running'))
      const unique = new Map<string, BulkCancelItem>()
      for (const order of orders) {
        const key = orderKey(order)
        if (!unique.has(key)) unique.set(key, { key, order, status: 'waiting' })
      }
      publish(b, [...unique.values()], false)
      return run(b, new Set(unique.keys()))
    },
    retry() {
      const again = b.state.items.filter((i) => !DONE_FOR_GOOD.has(i.status))
      return run(b, new Set(again.map((i) => i.key)))
    },
    stop() {
      if (!b.state.running || b.stopRequested) return
      b.stopRequested = true
      publish(b, b.state.items, true)
    },
  }
}

/** A bulk cancel's options, its listeners, and its state. */
interface Bulk {
  readonly options: BulkCancelOptions
  readonly listeners: Set<() => void>
  state: BulkCancelState
  /** `stop` was called during the run. */
  stopRequested: boolean
}

/** Sets the state from its items and tells the listeners. */
function publish(b: Bulk, items: readonly BulkCancelItem[], running: boolean): void {
  b.state = summarizeBulkCancel(items, running, running && b.stopRequested)
  for (const listener of b.listeners) listener()
}

/** Changes one item of a running bulk cancel. */
const update = (b: Bulk, key: string, change: Partial<BulkCancelItem>) =>
  publish(
    b,
    b.state.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    true,
  )

/** The item of an order key. */
const itemOf = (b: Bulk, key: string) => b.state.items.find((i) => i.key === key)

/** Whether an outcome ends the run: a failure or a refusal, with `stopOnFailure`. */
const failing = (b: Bulk, status: BulkCancelStatus | undefined) =>
  b.options.stopOnFailure === true && (status === 'failed' || status === 'rejected')

/** Re-reads an order and, still live, cancels it: answers its outcome. */
async function settle(b: Bulk, item: BulkCancelItem): Promise<Partial<BulkCancelItem>> {
  const found = await reread(item.order, b.options.client)
  if (!('live' in found)) return found
  const live = found.live
  update(b, item.key, { status: 'cancelling' })
  try {
    await cancelOrder(live, {
      ...b.options,
      onProgress: (step) => update(b, item.key, { step }),
    })
    return { status: 'cancelled', message: undefined, error: undefined }
  } catch (error) {
    return failedOutcome(error)
  }
}

/** Runs over the orders of `keys`: Sequence Market's in batches, then the rest one by one. */
async function run(b: Bulk, keys: ReadonlySet<string>): Promise<BulkCancelState> {
  if (b.state.running) throw new Error('a bulk cancel is already running')
  b.stopRequested = false
  publish(
    b,
    b.state.items.map((item) =>
      keys.has(item.key) ? { ...item, status: 'waiting', message: undefined } : item,
    ),
    true,
  )
  // Sequence Market's orders first, a transaction per market; then the rest one by one.
  const batched = await cancelInBatches(
    b.state.items.filter((item) => keys.has(item.key)),
    b.options,
    {
      update: (key, change) => update(b, key, change),
      settled: (key) => b.options.onSettled?.(itemOf(b, key)!),
      stopped: () => b.stopRequested || [...keys].some((key) => failing(b, itemOf(b, key)?.status)),
    },
  )
  await cancelOneByOne(b, keys, batched)
  b.stopRequested = false
  publish(b, b.state.items, false)
  return b.state
}

/** Settles the orders of `keys` not batched, one after another, until a stop or a failure that halts. */
async function cancelOneByOne(
  b: Bulk,
  keys: ReadonlySet<string>,
  batched: ReadonlySet<string>,
): Promise<void> {
  let halt = [...batched].some((key) => failing(b, itemOf(b, key)?.status))
  for (const key of keys) {
    if (b.stopRequested || halt) break
    if (batched.has(key)) continue
    const item = itemOf(b, key)!
    update(b, key, { status: 'checking', step: undefined, error: undefined })
    const outcome = await settle(b, item)
    update(b, key, outcome)
    b.options.onSettled?.(itemOf(b, key)!)
    halt = failing(b, outcome.status)
  }
}
