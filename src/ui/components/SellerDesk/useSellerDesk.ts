'use client'
/**
 * The seller's desk without markup (issue 30): which of an account's orders
 * are selected, the confirmation before a bulk cancel, what that cancel will
 * ask of the wallet, each row's outcome, and what to announce. No strings:
 * `SellerDeskView` words it, or an app's own markup.
 */
import { useCallback, useMemo, useState } from 'react'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import { isSequenceMarket } from '../../../core/schemas/enums.js'
import type { Order } from '../../../core/schemas/order.js'
import type { BulkCancelItem, BulkCancelState } from '../../../wallet/bulkCancel.js'
import { orderKey } from '../../../wallet/bulkCancel.js'
import type { CancelableOrder } from '../../../wallet/cancelOrder.js'
import { nextSort, type SellerDeskSort, sortRows } from './deskSort.js'
import { unsettled, useAnnouncement, useSelection } from './deskState.js'

export type { SellerDeskSort } from './deskSort.js'

/** How close to its end an order "expires soon" (24 hours). */
export const EXPIRES_SOON_MS = 24 * 60 * 60 * 1000

/** Whether cancelling `order` is a transaction (Sequence Market's) rather than a signature. */
export const cancelIsTransaction = (order: Pick<Order, 'marketplace'>): boolean =>
  isSequenceMarket(order.marketplace)

/** Whether `order` ends within {@link EXPIRES_SOON_MS} after `now` (and has not ended yet). */
export function expiresSoon(order: Pick<Order, 'validUntil'>, now: number): boolean {
  const at = order.validUntil ? Date.parse(order.validUntil) : Number.NaN
  return at >= now && at - now <= EXPIRES_SOON_MS
}

/** One row of the desk: an order of the account, and where a run has taken it. */
export interface SellerDeskRow extends AccountOrder {
  /** The order's identity (`orderKey`). */
  readonly key: string
  /** Whether it ends within 24 hours. */
  readonly expiresSoon: boolean
  /** Whether it is still among the account's orders (one a run failed on may have left). */
  readonly listed: boolean
  /** The last run's outcome for it, when it was in that run. */
  readonly outcome?: BulkCancelItem | undefined
}

/** Where the desk is: choosing, asked to confirm, cancelling, or showing a run's outcome. */
export type SellerDeskPhase = 'idle' | 'confirming' | 'running' | 'done'

import type { SellerDeskAnnouncement } from './deskState.js'

export type { SellerDeskAnnouncement } from './deskState.js'

/** What the confirmation says: how many orders, and what the wallet will ask for them. */
export interface SellerDeskCounts {
  readonly orders: number
  /** Sequence Market's orders: one transaction per market (a batch of all of them). */
  readonly transactions: number
  /** Orders of other marketplaces: one signature each. */
  readonly signatures: number
}

export interface UseSellerDeskOptions {
  /** The account's orders (`useAccountOrders`). */
  readonly orders: readonly AccountOrder[]
  /** The bulk cancel's state (`useBulkCancel`). */
  readonly run: BulkCancelState
  /** Starts a run over the orders given (`useBulkCancel().start`). */
  readonly onStart: (orders: readonly CancelableOrder[]) => unknown
  /** Runs the failed, declined and left-over orders again (`useBulkCancel().retry`). */
  readonly onRetry: () => unknown
  /** Ends the run after the order at hand (`useBulkCancel().stop`). */
  readonly onStop: () => unknown
  /** The time "expires soon" is measured from (default: the first render's `Date.now()`). */
  readonly now?: number
  /** The order keys selected at first. */
  readonly defaultSelected?: Iterable<string>
  /** The rows' order at first (default: as read). */
  readonly defaultSort?: SellerDeskSort
}

export interface UseSellerDeskResult {
  /**
   * The rows to show, in the orders' order or `sort`'s: a run's cancelled and
   * skipped orders leave at once; its failed and declined ones stay, with why.
   */
  readonly rows: readonly SellerDeskRow[]
  /** The rows' order: undefined for the orders' own. */
  readonly sort: SellerDeskSort | undefined
  /** Sorts by a column: the direction given, else ascending first, then the other way. */
  readonly sortBy: (
    column: SellerDeskSort['column'],
    direction?: SellerDeskSort['direction'],
  ) => void
  /** Whether "Select all" is on: every order listed is selected, the ones still arriving too. */
  readonly everything: boolean
  /** The selected order keys (only orders still listed). */
  readonly selected: ReadonlySet<string>
  /** The "select all" box: every listed row selected, some, or none. */
  readonly selectAllState: 'all' | 'some' | 'none'
  readonly phase: SellerDeskPhase
  /** What cancelling the selection asks of the wallet. */
  readonly counts: SellerDeskCounts
  /** Whether "Retry failed" has something to do (a run ended with orders failed, declined or left). */
  readonly canRetry: boolean
  /** The last thing to announce, or undefined. */
  readonly announcement: SellerDeskAnnouncement | undefined
  readonly toggle: (key: string) => void
  /** Selects every listed row, or none when all are. */
  readonly toggleAll: () => void
  readonly selectAll: () => void
  readonly selectNone: () => void
  /** Opens the confirmation (when something is selected and no run is going on). */
  readonly ask: () => void
  /** Closes the confirmation. */
  readonly dismiss: () => void
  /** Starts the run over the selection. */
  readonly confirm: () => void
  readonly retryFailed: () => void
  readonly stop: () => void
}

/** A run's outcome after which the order is gone: its row leaves. */
const gone = (item: BulkCancelItem | undefined) =>
  item?.status === 'cancelled' || item?.status === 'skipped'

/**
 * The rows: the orders listed (those a run ended left out), then the run's
 * orders that left the list without being cancelled (a failure's reason stays
 * in view), in `sort`'s order.
 */
function useRows(
  listed: ReadonlyMap<string, AccountOrder>,
  snapshot: readonly AccountOrder[],
  outcomes: ReadonlyMap<string, BulkCancelItem>,
  now: number,
  sort: SellerDeskSort | undefined,
): readonly SellerDeskRow[] {
  return useMemo(() => {
    const make = (entry: AccountOrder, key: string): SellerDeskRow => ({
      ...entry,
      key,
      expiresSoon: expiresSoon(entry.order, now),
      listed: listed.has(key),
      outcome: outcomes.get(key),
    })
    const result: SellerDeskRow[] = []
    for (const [key, entry] of listed) result.push(make(entry, key))
    for (const entry of snapshot) {
      const key = orderKey(entry.order)
      const outcome = outcomes.get(key)
      if (!listed.has(key) && outcome && !gone(outcome)) result.push(make(entry, key))
    }
    return sortRows(result, sort)
  }, [snapshot, listed, outcomes, now, sort])
}

/** What cancelling the selection asks of the wallet. */
function countsOf(
  selected: ReadonlySet<string>,
  listed: ReadonlyMap<string, AccountOrder>,
): SellerDeskCounts {
  // Sequence Market's orders: one transaction per market, whatever their number (a batch).
  const markets = new Set<string>()
  let signatures = 0
  for (const key of selected) {
    const { order } = listed.get(key)!
    if (cancelIsTransaction(order)) markets.add(`${order.chainId}:${order.marketplace}`)
    else signatures++
  }
  return { orders: selected.size, transactions: markets.size, signatures }
}

/**
 * The state of a seller's desk for any markup: a selection of order keys
 * (toggle one; "Select all" takes every listed order, those that arrive later
 * too; kept when the orders are read again, pruned of those no longer
 * listed), a confirmation step (`idle` → `confirming` → `running` → `done`)
 * with what it will ask of the wallet (a transaction per native-marketplace
 * order, a signature per other), rows sorted by price or expiry when asked,
 * "expires soon" (within 24 hours of `now`), each row's outcome from the run
 * (a cancelled or skipped order leaves the rows at once), and an
 * announcement when a run starts, when a stop is asked and when it ends —
 * never per order. Feed it `useAccountOrders` and `useBulkCancel`.
 *
 * @example
 * ```tsx
 * const { orders } = useAccountOrders({ network, contractAddresses, account })
 * const bulk = useBulkCancel()
 * const desk = useSellerDesk({ orders, run: bulk.state, onStart: bulk.start, onRetry: bulk.retry, onStop: bulk.stop })
 * <button type="button" onClick={desk.ask} disabled={desk.selected.size === 0}>Cancel {desk.counts.orders}</button>
 * ```
 */
export function useSellerDesk({
  orders,
  run,
  onStart,
  onRetry,
  onStop,
  now: givenNow,
  defaultSelected,
  defaultSort,
}: UseSellerDeskOptions): UseSellerDeskResult {
  const [firstNow] = useState(() => Date.now())
  const now = givenNow ?? firstNow
  const [confirming, setConfirming] = useState(false)
  const [sort, setSort] = useState(defaultSort)
  // The list when the run started: its orders that fail keep a row when they leave the list.
  const [snapshot, setSnapshot] = useState<readonly AccountOrder[]>([])
  const announcement = useAnnouncement(run)
  const outcomes = useMemo(() => new Map(run.items.map((item) => [item.key, item])), [run.items])
  // What a run cancelled or skipped is gone, whatever a read still says.
  const listed = useMemo(() => {
    const byKey = new Map<string, AccountOrder>()
    for (const entry of orders) {
      const key = orderKey(entry.order)
      if (!gone(outcomes.get(key))) byKey.set(key, entry)
    }
    return byKey
  }, [orders, outcomes])
  const rows = useRows(listed, snapshot, outcomes, now, sort)
  const { selected, everything, selectAll, selectNone, toggle } = useSelection(
    listed,
    defaultSelected,
  )
  const counts = useMemo(() => countsOf(selected, listed), [selected, listed])
  const selectAllState =
    selected.size === 0 ? 'none' : selected.size === listed.size ? 'all' : 'some'
  const phase: SellerDeskPhase = run.running
    ? 'running'
    : confirming
      ? 'confirming'
      : snapshot.length > 0 && run.total > 0
        ? 'done'
        : 'idle'
  const ask = useCallback(() => {
    if (selected.size > 0 && !run.running) setConfirming(true)
  }, [selected, run.running])
  const confirm = useCallback(() => {
    setConfirming(false)
    if (selected.size === 0 || run.running) return
    setSnapshot(orders)
    // A run's failures are its orders' outcomes; the start itself refuses only a second run.
    const chosen = [...selected].map((key) => listed.get(key)!.order)
    void Promise.resolve(onStart(chosen)).catch(() => undefined)
  }, [selected, run.running, orders, listed, onStart])
  const canRetry = !run.running && run.total > 0 && unsettled(run.counts) > 0
  return {
    rows,
    sort,
    sortBy: useCallback(
      (column, direction) =>
        setSort((old) => (direction ? { column, direction } : nextSort(old, column))),
      [],
    ),
    everything,
    selected,
    selectAllState,
    phase,
    counts,
    canRetry,
    announcement,
    toggle,
    toggleAll: selectAllState === 'all' ? selectNone : selectAll,
    selectAll,
    selectNone,
    ask,
    dismiss: useCallback(() => setConfirming(false), []),
    confirm,
    retryFailed: useCallback(() => {
      if (canRetry) void Promise.resolve(onRetry()).catch(() => undefined)
    }, [canRetry, onRetry]),
    stop: useCallback(() => {
      if (run.running) onStop()
    }, [run.running, onStop]),
  }
}
