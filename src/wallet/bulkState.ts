/**
 * A bulk cancel's state, apart from how it runs: each order's status and
 * outcome, the counts a progress bar needs, and an order's identity.
 */
import type { CancelableOrder } from './cancelOrder.js'
import type { StepProgress } from './executeSteps.js'

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

/** An order's identity across chains, collections and marketplaces. */
export const orderKey = (order: CancelableOrder): string =>
  [
    order.chainId,
    order.collectionContractAddress?.toLowerCase(),
    order.marketplace,
    order.orderId,
  ].join(':')

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
