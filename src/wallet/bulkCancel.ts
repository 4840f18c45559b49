/**
 * Cancelling many orders with one wallet, one after another, with a state an
 * app can draw: how many, how far, which order and step now, and each
 * order's outcome. Framework-free: a small store (`getState`, `subscribe`)
 * that React reads with `useSyncExternalStore` (`useBulkCancel`).
 */

import { getOrders } from '../core/operations/getOrders.js'
import { isPlatformError } from '../core/transport/errors.js'
import { type CancelableOrder, type CancelOrderOptions, cancelOrder } from './cancelOrder.js'
import { isUserRejection, type StepProgress } from './executeSteps.js'
import { WalletFlowError } from './walletFlow.js'

/**
 * Where one order of a run is: waiting its turn, being re-read, being
 * cancelled, or settled — cancelled, skipped (already gone: cancelled
 * elsewhere, filled or expired), failed (the server's, the chain's or the
 * kit's reason in `message`) or rejected by the user at the wallet.
 */
export type BulkCancelStatus =
  | 'waiting'
  | 'checking'
  | 'cancelling'
  | 'cancelled'
  | 'skipped'
  | 'failed'
  | 'rejected'

/** One order of a run and where it is. */
export interface BulkCancelItem {
  /** The order's identity: chain, collection, marketplace and id. */
  readonly key: string
  readonly order: CancelableOrder
  readonly status: BulkCancelStatus
  /** The step at hand while cancelling, and the last one reached after. */
  readonly step?: StepProgress
  /** Why it was skipped, failed or rejected, in words. */
  readonly message?: string
  /** What it failed with. */
  readonly error?: unknown
}

/** A run's state: every order with its outcome, and the counts a progress bar needs. */
export interface BulkCancelState {
  readonly items: readonly BulkCancelItem[]
  readonly total: number
  /** How many have settled (cancelled, skipped, failed or rejected). */
  readonly done: number
  /** How many of each status. */
  readonly counts: Readonly<Record<BulkCancelStatus, number>>
  /** Whether a run is going on. */
  readonly running: boolean
  /** Whether `stop` was asked and the run ends after the order at hand. */
  readonly stopping: boolean
  /** The order being re-read or cancelled. */
  readonly current?: BulkCancelItem
}

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

/** The statuses of an order that can never come back to life. */
const GONE: ReadonlySet<string> = new Set(['cancelled', 'filled', 'expired'])

/** The outcomes a retry leaves alone. */
const DONE_FOR_GOOD: ReadonlySet<BulkCancelStatus> = new Set(['cancelled', 'skipped'])

/** An order's identity across chains, collections and marketplaces. */
export const orderKey = (order: CancelableOrder): string =>
  [
    order.chainId,
    order.collectionContractAddress?.toLowerCase(),
    order.marketplace,
    order.orderId,
  ].join(':')

const messageOf = (error: unknown): string =>
  isPlatformError(error) ? error.msg : error instanceof Error ? error.message : String(error)

/** A run's state from its items: the counts, how many settled, the order at hand. */
export function summarizeBulkCancel(
  items: readonly BulkCancelItem[],
  running: boolean,
  stopping: boolean,
): BulkCancelState {
  const counts: Record<BulkCancelStatus, number> = {
    waiting: 0,
    checking: 0,
    cancelling: 0,
    cancelled: 0,
    skipped: 0,
    failed: 0,
    rejected: 0,
  }
  for (const item of items) counts[item.status]++
  return {
    items,
    total: items.length,
    done: counts.cancelled + counts.skipped + counts.failed + counts.rejected,
    counts,
    running,
    stopping,
    current: items.find((i) => i.status === 'checking' || i.status === 'cancelling'),
  }
}

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
    const { order } = item
    const { chainId, collectionContractAddress } = order
    if (!chainId || !collectionContractAddress) {
      return { status: 'failed', message: 'the order does not say its chain and collection' }
    }
    let live: CancelableOrder & { status?: string }
    try {
      const { orders } = await getOrders(options.client, {
        network: chainId,
        input: [
          {
            contractAddress: collectionContractAddress,
            orderId: order.orderId,
            marketplace: order.marketplace,
          },
        ],
      })
      const found = orders.find((o) => o.orderId === order.orderId)
      if (!found) return { status: 'skipped', message: 'the order no longer exists' }
      // An order inactive for now (its maker's balance or approval) can come back: it is cancelled.
      // Any other status is left to the cancel, which the server refuses for an order not live.
      if (found.status && GONE.has(found.status)) {
        return { status: 'skipped', message: `the order is already ${found.status}` }
      }
      live = { ...order, ...found }
    } catch (error) {
      return { status: 'failed', message: messageOf(error), error }
    }
    update(item.key, { status: 'cancelling' })
    try {
      await cancelOrder(live, {
        ...options,
        onProgress: (step) => update(item.key, { step }),
      })
      return { status: 'cancelled', message: undefined, error: undefined }
    } catch (error) {
      // Gone between the re-read and the cancel: someone else was faster.
      if (isPlatformError(error, 'RequestConflict') || isPlatformError(error, 'NotFound')) {
        return { status: 'skipped', message: messageOf(error), error }
      }
      if (
        isUserRejection(error) ||
        (error instanceof WalletFlowError && error.reason === 'rejected')
      ) {
        return { status: 'rejected', message: 'declined in the wallet', error }
      }
      return { status: 'failed', message: messageOf(error), error }
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
    for (const key of keys) {
      if (stopRequested) break
      const item = state.items.find((i) => i.key === key)!
      update(key, { status: 'checking', step: undefined, error: undefined })
      const outcome = await settle(item)
      update(key, outcome)
      options.onSettled?.(state.items.find((i) => i.key === key)!)
      if (options.stopOnFailure && (outcome.status === 'failed' || outcome.status === 'rejected')) {
        break
      }
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
