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
  /** Whether it is still among the account's orders (a cancelled one stays shown until the next run). */
  readonly listed: boolean
  /** The last run's outcome for it, when it was in that run. */
  readonly outcome?: BulkCancelItem | undefined
}

/** Where the desk is: choosing, asked to confirm, cancelling, or showing a run's outcome. */
export type SellerDeskPhase = 'idle' | 'confirming' | 'running' | 'done'

/** What to say politely, once: a run starting, a stop asked for, a run's end. */
export type SellerDeskAnnouncement =
  | { readonly kind: 'start'; readonly total: number }
  | { readonly kind: 'stopping' }
  | { readonly kind: 'end'; readonly counts: BulkCancelState['counts'] }

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
}

export interface UseSellerDeskResult {
  /** The rows to show, in the orders' order; a run's settled orders keep their place. */
  readonly rows: readonly SellerDeskRow[]
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

/** The run's orders that are not yet cancelled or skipped. */
const unsettled = (c: BulkCancelState['counts']) =>
  c.waiting + c.checking + c.cancelling + c.failed + c.rejected

/**
 * The state of a seller's desk for any markup: a selection of order keys
 * (toggle one, all or none of the listed rows; kept when the orders are read
 * again, pruned of those no longer listed), a confirmation step (`idle` →
 * `confirming` → `running` → `done`) with what it will ask of the wallet (a
 * transaction per native-marketplace order, a signature per other), "expires
 * soon" (within 24 hours of `now`), each row's outcome from the run, and an
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
}: UseSellerDeskOptions): UseSellerDeskResult {
  const [firstNow] = useState(() => Date.now())
  const now = givenNow ?? firstNow
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(defaultSelected))
  const [confirming, setConfirming] = useState(false)
  // The list when the run started: its settled orders keep their place when they leave the list.
  const [snapshot, setSnapshot] = useState<readonly AccountOrder[]>([])
  const [announcement, setAnnouncement] = useState<SellerDeskAnnouncement>()
  // The run's `running` and `stopping` last seen: an announcement is made at their changes only.
  const [seen, setSeen] = useState({ running: run.running, stopping: run.stopping })
  if (seen.running !== run.running || seen.stopping !== run.stopping) {
    setSeen({ running: run.running, stopping: run.stopping })
    if (run.running && !seen.running) {
      setAnnouncement({ kind: 'start', total: unsettled(run.counts) })
    } else if (run.running && run.stopping) {
      setAnnouncement({ kind: 'stopping' })
    } else if (!run.running && seen.running) {
      setAnnouncement({ kind: 'end', counts: run.counts })
    }
  }

  const listed = useMemo(() => {
    const byKey = new Map<string, AccountOrder>()
    for (const entry of orders) byKey.set(orderKey(entry.order), entry)
    return byKey
  }, [orders])
  const outcomes = useMemo(() => new Map(run.items.map((item) => [item.key, item])), [run.items])

  const rows = useMemo(() => {
    const make = (entry: AccountOrder, key: string): SellerDeskRow => ({
      ...entry,
      key,
      expiresSoon: expiresSoon(entry.order, now),
      listed: listed.has(key),
      outcome: outcomes.get(key),
    })
    const result: SellerDeskRow[] = []
    const placed = new Set<string>()
    for (const entry of snapshot) {
      const key = orderKey(entry.order)
      const fresh = listed.get(key)
      if (fresh || outcomes.has(key)) {
        result.push(make(fresh ?? entry, key))
        placed.add(key)
      }
    }
    for (const [key, entry] of listed) if (!placed.has(key)) result.push(make(entry, key))
    return result
  }, [snapshot, listed, outcomes, now])

  // Pruned as it is read: an order that left the list is no longer selected.
  const selected = useMemo(() => {
    const kept = new Set<string>()
    for (const key of chosen) if (listed.has(key)) kept.add(key)
    return kept.size === chosen.size ? chosen : kept
  }, [chosen, listed])

  const counts = useMemo(() => {
    // Sequence Market's orders: one transaction per market, whatever their number (a batch).
    const markets = new Set<string>()
    let signatures = 0
    for (const key of selected) {
      const { order } = listed.get(key)!
      if (cancelIsTransaction(order)) markets.add(`${order.chainId}:${order.marketplace}`)
      else signatures++
    }
    return { orders: selected.size, transactions: markets.size, signatures }
  }, [selected, listed])

  const selectAllState =
    selected.size === 0 ? 'none' : selected.size === listed.size ? 'all' : 'some'
  const phase: SellerDeskPhase = run.running
    ? 'running'
    : confirming
      ? 'confirming'
      : snapshot.length > 0 && run.total > 0
        ? 'done'
        : 'idle'

  const selectAll = useCallback(() => setChosen(new Set(listed.keys())), [listed])
  const selectNone = useCallback(() => setChosen(new Set()), [])
  const toggle = useCallback(
    (key: string) =>
      setChosen((old) => {
        const next = new Set(old)
        if (!next.delete(key)) next.add(key)
        return next
      }),
    [],
  )
  const toggleAll = selectAllState === 'all' ? selectNone : selectAll
  const ask = useCallback(() => {
    if (selected.size > 0 && !run.running) setConfirming(true)
  }, [selected, run.running])
  const dismiss = useCallback(() => setConfirming(false), [])
  const confirm = useCallback(() => {
    setConfirming(false)
    if (selected.size === 0 || run.running) return
    setSnapshot(orders)
    // A run's failures are its orders' outcomes; the start itself refuses only a second run.
    void Promise.resolve(
      onStart(rows.filter((row) => selected.has(row.key)).map((row) => row.order)),
    ).catch(() => undefined)
  }, [selected, run.running, orders, rows, onStart])
  const canRetry = !run.running && run.total > 0 && unsettled(run.counts) > 0
  const retryFailed = useCallback(() => {
    if (canRetry) void Promise.resolve(onRetry()).catch(() => undefined)
  }, [canRetry, onRetry])
  const stop = useCallback(() => {
    if (run.running) onStop()
  }, [run.running, onStop])

  return {
    rows,
    selected,
    selectAllState,
    phase,
    counts,
    canRetry,
    announcement,
    toggle,
    toggleAll,
    selectAll,
    selectNone,
    ask,
    dismiss,
    confirm,
    retryFailed,
    stop,
  }
}
