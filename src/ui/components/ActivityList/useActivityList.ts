'use client'
/**
 * The logic of an activity list without its markup: the virtualized rows
 * (up to 10,000 and more, through `useVirtualGrid`), one tab stop moved by
 * the arrow keys, Home and End, the next page asked for near the end, and a
 * polite count of the rows that arrived live, at most one every few seconds.
 * `ActivityListView` draws it; an app can draw its own.
 */
import type { VirtualItem } from '@tanstack/react-virtual'
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLoadMoreNearEnd, useVirtualGrid } from '../../shared/useVirtualGrid.js'

/** What the hook reads of an item: its id, and whether it arrived live since the list opened. */
export interface ActivityListItem {
  readonly id: string
  readonly arrived: boolean
}

/** Options of {@link useActivityList}. */
export interface UseActivityListOptions {
  /** The items shown, newest first (`useActivity`'s `items`). */
  readonly items: readonly ActivityListItem[]
  readonly hasNextPage?: boolean
  /** Whether a page is loading, or the last one failed: then no page is asked for. */
  readonly busy?: boolean
  /** Asks for the next page (older items). */
  readonly onLoadMore?: (() => unknown) | undefined
  /** `self` (default): the list's own box scrolls; `window`: the page does. */
  readonly scroll?: 'self' | 'window'
  /** A row's height before it is measured (default 56). */
  readonly rowEstimate?: number
  /** Rows rendered beyond the visible ones, above and below (default 4). */
  readonly overscan?: number
  /** How many rows before the end the next page is asked for (default 5). */
  readonly threshold?: number
  /** The size of the scroll box before it can be measured (server rendering, jsdom; default 640 × 480). */
  readonly initialRect?: { readonly width: number; readonly height: number }
  /** The least time between two announcements, in milliseconds (default 5000). */
  readonly interval?: number
}

/** What {@link useActivityList} gives the markup. */
export interface UseActivityListResult {
  /** Put on the element that scrolls (`scroll: 'self'`) or holds the list. */
  readonly viewportRef: RefObject<HTMLDivElement | null>
  /** Put on the element the rows are positioned in (its height is `totalSize`). */
  readonly listRef: RefObject<HTMLDivElement | null>
  /** The rows to render now, each at `offsetOf(row)` with `data-index={row.index}` and `ref={measureRow}`. */
  readonly rows: readonly VirtualItem[]
  readonly totalSize: number
  readonly offsetOf: (row: VirtualItem) => number
  readonly measureRow: (element: Element | null) => void
  /** The row that holds the list's one tab stop. */
  readonly activeIndex: number
  /** A row's tab index: 0 for the tab stop, -1 for the others; the same for the links inside it. */
  readonly tabIndexOf: (index: number) => 0 | -1
  /** Put on the list element: the arrow keys, Page Up/Down, Home and End move between rows. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  /** Put on the list element: a row focused by pointer or Tab becomes the tab stop. */
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void
  /** Moves the tab stop and the focus to a row, scrolling it into view. */
  readonly moveTo: (index: number) => void
  /**
   * How many rows arrived since the last announcement: set at most once per
   * `interval` (gathering what comes within a second), back to 0 a moment
   * later so the same words can be said again. 0 when there is nothing to say.
   */
  readonly arrivedToAnnounce: number
}

/**
 * The row a key moves to in a list of `count` rows, or `undefined` for a key
 * the list does not handle: up and down (and Page Up, Page Down) one row,
 * Home the first, End the last loaded.
 *
 * @example
 * ```ts
 * nextActivityIndex('End', 3, 50) // 49
 * ```
 */
export function nextActivityIndex(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined
  const at = Math.max(0, Math.min(index, count - 1))
  switch (key) {
    case 'ArrowDown':
    case 'PageDown':
      return Math.min(at + 1, count - 1)
    case 'ArrowUp':
    case 'PageUp':
      return Math.max(at - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** What comes within this long after a quiet time is said together. */
const GATHER_MS = 1000
/** How long an announcement stays before the region is emptied. */
const SAID_MS = 2000

/**
 * Counts the rows that arrived (`arrived`, an id not seen before) and says
 * how many at most once per `interval`: the first gathered for a second, the
 * rest after the interval. Rows present when the list first shows items are
 * not news.
 */
function useArrivals(items: readonly ActivityListItem[], interval: number): number {
  const [said, setSaid] = useState(0)
  const memory = useRef<{ seen: Set<string> | undefined; pending: number; last: number }>({
    seen: undefined,
    pending: 0,
    last: Number.NEGATIVE_INFINITY,
  })
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  useEffect(() => {
    const m = memory.current
    if (!m.seen) {
      if (items.length > 0) m.seen = new Set(items.map((item) => item.id))
      return
    }
    let fresh = 0
    for (const item of items) {
      if (m.seen.has(item.id)) continue
      m.seen.add(item.id)
      if (item.arrived) fresh++
    }
    if (fresh === 0) return
    const flushing = m.pending > 0
    m.pending += fresh
    if (flushing) return
    const now = Date.now()
    const later = (ms: number, run: () => void) => {
      timers.current.push(setTimeout(run, ms))
    }
    later(Math.min(interval, Math.max(GATHER_MS, m.last + interval - now)), () => {
      m.last = Date.now()
      setSaid(m.pending)
      m.pending = 0
      later(Math.min(SAID_MS, interval / 2), () => setSaid(0))
    })
  }, [items, interval])
  return said
}

/**
 * The state and keyboard logic of a virtualized activity list: only the
 * visible rows (and `overscan`) are rendered, whatever the count; one tab
 * stop moved by the arrow keys, Page Up/Down, Home and End (the row is
 * scrolled into view and kept rendered, then focused); `onLoadMore` called
 * once per loaded list as the end comes within `threshold` rows (never while
 * `busy`); and `arrivedToAnnounce`, the rows that arrived live, for a polite
 * live region at most once per `interval`. Keys typed in inputs inside the
 * list are left alone.
 *
 * @example
 * ```tsx
 * const list = useActivityList({ items, hasNextPage, busy: isFetchingNextPage, onLoadMore: fetchNextPage })
 * <div ref={list.viewportRef} style={{ height: 480, overflowY: 'auto' }}>
 *   <div ref={list.listRef} role="feed" style={{ height: list.totalSize }} onKeyDown={list.onKeyDown} onFocus={list.onFocus}>
 *     {list.rows.map((row) => (
 *       <article key={row.key} ref={list.measureRow} data-index={row.index} tabIndex={list.tabIndexOf(row.index)}
 *         style={{ transform: `translateY(${list.offsetOf(row)}px)` }}>…</article>
 *     ))}
 *   </div>
 * </div>
 * ```
 */
export function useActivityList({
  items,
  hasNextPage = false,
  busy = false,
  onLoadMore,
  scroll = 'self',
  rowEstimate = 56,
  overscan = 4,
  threshold = 5,
  initialRect,
  interval = 5000,
}: UseActivityListOptions): UseActivityListResult {
  const viewportRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const width = initialRect?.width ?? 640
  const height = initialRect?.height ?? 480
  const fallback = useMemo(() => ({ width, height }), [width, height])
  const count = items.length
  // The tab stop follows its item when rows arrive above it.
  const [activeId, setActiveId] = useState<string | undefined>(undefined)
  const activeIndex = useMemo(() => {
    const at = activeId === undefined ? -1 : items.findIndex((item) => item.id === activeId)
    return Math.max(at, 0)
  }, [items, activeId])
  const virtual = useVirtualGrid({
    rowCount: count,
    rowEstimate,
    overscan,
    keepRow: count > 0 ? activeIndex : undefined,
    // Measured heights belong to items, not places: rows arrive at the top.
    getRowKey: useCallback((row: number) => items[row]?.id ?? row, [items]),
    scroll,
    viewport: viewportRef,
    grid: listRef,
    fallback,
  })
  useLoadMoreNearEnd({
    loaded: items,
    // The focused row counts as seen: End asks for the next page even before the scroll lands.
    lastRendered: Math.max(virtual.lastRendered, activeIndex),
    rowCount: count,
    threshold,
    hasNextPage,
    busy,
    fetchNextPage: onLoadMore,
  })

  // Rows that arrive above a list scrolled down do not push what is read out of view.
  const firstId = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const before = firstId.current
    firstId.current = items[0]?.id
    const box = viewportRef.current
    if (before === undefined || before === items[0]?.id || scroll !== 'self' || !box) return
    const above = items.findIndex((item) => item.id === before)
    if (above > 0 && box.scrollTop > 0) box.scrollTop += above * rowEstimate
  }, [items, scroll, rowEstimate])

  // Focus follows the keys once the row is the tab stop and rendered. The pending row is named
  // by its item: a render may come before the move's (the scroll's), and must not take the focus
  // to the row the tab stop is leaving.
  const focusPending = useRef<string | undefined>(undefined)
  useEffect(() => {
    const pending = focusPending.current
    if (pending === undefined || pending !== items[activeIndex]?.id) return
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
    if (!row) return
    focusPending.current = undefined
    row.focus({ preventScroll: true })
  })
  const { scrollToRow } = virtual
  const moveTo = useCallback(
    (index: number) => {
      if (count === 0) return
      const next = Math.max(0, Math.min(index, count - 1))
      setActiveId(items[next]?.id)
      focusPending.current = items[next]?.id
      scrollToRow(next)
    },
    [count, items, scrollToRow],
  )
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey || event.ctrlKey) return
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable]')) return
    const next = nextActivityIndex(event.key, activeIndex, count)
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    const index = Number(row?.dataset.index)
    if (Number.isInteger(index) && index !== activeIndex) setActiveId(items[index]?.id)
  }

  return {
    viewportRef,
    listRef,
    rows: virtual.rows,
    totalSize: virtual.totalSize,
    offsetOf: virtual.offsetOf,
    measureRow: virtual.measureRow,
    activeIndex,
    tabIndexOf: (index) => (index === activeIndex ? 0 : -1),
    onKeyDown,
    onFocus,
    moveTo,
    arrivedToAnnounce: useArrivals(items, interval),
  }
}
