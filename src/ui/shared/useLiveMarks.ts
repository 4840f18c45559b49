'use client'
/**
 * What a live update just changed in a list: the items to mark for a moment,
 * and a summary for screen readers, at most one every few seconds. No markup
 * and no words: the order book and the grid draw the marks and write the
 * summary (`liveSummary`); an app's own list can do the same.
 */
import { useEffect, useState } from 'react'
import type { LiveStatus } from '../../query/live.js'
import { useLiveStatus } from '../../react/live/status.js'
import type { LiveChanges } from './liveSummary.js'

/** One item of a list watched by `useLiveMarks`. */
export interface LiveItem<K extends string = string> {
  /** What identifies the item across updates (an order id, a token id). */
  readonly key: string
  /** What is shown of it, as a string: when it differs from the previous data's, the item changed. */
  readonly version: string
  /** The kind of item, for the summary (`listings`, `offers`). */
  readonly kind: K
}

export interface UseLiveMarksOptions {
  /** `false` marks and announces nothing (default `true`; nothing either without a `LiveQueries` above). */
  readonly enabled?: boolean
  /**
   * Whether the list is loading more items (its next page): the items that
   * come with it are not a live change, and are not marked.
   */
  readonly loadingMore?: boolean
  /** How long an item stays marked, in milliseconds (default 2000). */
  readonly duration?: number
  /** The least time between two summaries, in milliseconds (default 5000). */
  readonly interval?: number
}

export interface UseLiveMarksResult<K extends string = string> {
  /** The live feed's state (`useLiveStatus()`); `undefined` without a `LiveQueries` above. */
  readonly status: LiveStatus | undefined
  /** The keys of the items added or changed in the last `duration` milliseconds. */
  readonly marked: ReadonlySet<string>
  /**
   * What changed since the last summary, per kind: set at most once per
   * `interval`, and emptied again after `duration` (at most half the
   * interval), so that the same words are said again next time.
   */
  readonly summary: readonly LiveChanges<K>[]
}

/** A summary gathers what changes in this long after a quiet time (both sides of a book refetch apart). */
const GATHER_MS = 1000
const NO_KEYS: ReadonlySet<string> = new Set()
const NO_CHANGES: readonly never[] = []

type Counts<K extends string> = { kind: K; added: number; changed: number; removed: number }

/**
 * The memory of one list across its data: compares each new list with the
 * previous one, marks and counts what changed, and ends marks and summaries
 * on timers (one that fires after unmounting changes nothing shown).
 */
function tracker<K extends string>(
  mark: (keys: ReadonlySet<string>) => void,
  say: (changes: readonly LiveChanges<K>[]) => void,
) {
  let previous: Map<string, LiveItem<K>> | undefined
  let wasPaging = false
  let last = Number.NEGATIVE_INFINITY
  let flushing = false
  let pending = new Map<K, Counts<K>>()
  const marks = new Map<string, number>()
  return (
    items: readonly LiveItem<K>[] | undefined,
    paging: boolean,
    duration: number,
    interval: number,
  ) => {
    const before = previous
    const after = items && new Map(items.map((item) => [item.key, item]))
    const skip = paging || wasPaging
    previous = after
    wasPaging = paging
    // Loading, or off: what was not said yet is about a list no longer shown.
    if (!after) pending.clear()
    if (!before || !after || skip) return

    const now = Date.now()
    const end = now + duration
    const count = ({ kind }: LiveItem<K>, type: 'added' | 'changed' | 'removed') => {
      const counts = pending.get(kind) ?? { kind, added: 0, changed: 0, removed: 0 }
      counts[type]++
      pending.set(kind, counts)
    }
    let fresh = false
    for (const [key, item] of after) {
      const old = before.get(key)
      if (old?.version === item.version) continue
      fresh = true
      marks.set(key, end)
      count(item, old ? 'changed' : 'added')
    }
    for (const [key, item] of before) if (!after.has(key)) count(item, 'removed')

    if (fresh) {
      mark(new Set(marks.keys()))
      setTimeout(() => {
        for (const [key, until] of marks) if (until <= end) marks.delete(key)
        mark(new Set(marks.keys()))
      }, duration)
    }
    if (pending.size > 0 && !flushing) {
      flushing = true
      // Once what comes together has come (GATHER_MS), and `interval` after the last summary.
      setTimeout(
        () => {
          flushing = false
          last = Date.now()
          say([...pending.values()])
          pending = new Map()
          setTimeout(() => say(NO_CHANGES), Math.min(duration, interval / 2))
        },
        Math.min(interval, Math.max(GATHER_MS, last + interval - now)),
      )
    }
  }
}

/**
 * Finds what a live update changed in a list: given the items shown now
 * (each with a key, a version string of what is shown, and a kind) it
 * compares them with the previous data and returns the keys of the items
 * added or changed, for `duration` (2 s), and a summary of the counts —
 * removed items included — at most once per `interval` (5 s), for a polite
 * live region. It does nothing on the first data, without a `LiveQueries`
 * above, or for a page loaded with `loadingMore`. Pass `undefined` while the
 * list loads (the next data is a new start), and a memoized array: it is
 * compared when its identity changes.
 *
 * @example
 * ```tsx
 * const items = useMemo(() => orders.map((o) => ({ key: o.orderId, version: o.priceAmount, kind: 'listings' as const })), [orders])
 * const { marked, summary } = useLiveMarks(isPending ? undefined : items)
 * <li data-live-mark={marked.has(order.orderId) || undefined}>…</li>
 * <p role="status">{liveSummary(summary, strings, 'en-US')}</p>
 * ```
 */
export function useLiveMarks<K extends string>(
  items: readonly LiveItem<K>[] | undefined,
  {
    enabled = true,
    loadingMore = false,
    duration = 2000,
    interval = 5000,
  }: UseLiveMarksOptions = {},
): UseLiveMarksResult<K> {
  const status = useLiveStatus()
  const on = enabled && status !== undefined
  const [marked, setMarked] = useState(NO_KEYS)
  const [summary, setSummary] = useState<readonly LiveChanges<K>[]>(NO_CHANGES)
  const [update] = useState(() => tracker<K>(setMarked, setSummary))
  useEffect(
    () => update(on ? items : undefined, loadingMore, duration, interval),
    [update, items, on, loadingMore, duration, interval],
  )

  return { status, marked: on ? marked : NO_KEYS, summary: on ? summary : NO_CHANGES }
}
