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
import { useArrivals } from './useArrivals.js'

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

/**
 * Rows that arrive above a list scrolled down in its own box do not push
 * what is read out of view: the box scrolls down by their estimated height.
 */
function useKeepPlace(
  items: readonly ActivityListItem[],
  viewportRef: RefObject<HTMLDivElement | null>,
  ownBox: boolean,
  rowEstimate: number,
) {
  const firstId = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const before = firstId.current
    firstId.current = items[0]?.id
    const box = viewportRef.current
    if (before === undefined || before === items[0]?.id || !ownBox || !box) return
    const above = items.findIndex((item) => item.id === before)
    if (above > 0 && box.scrollTop > 0) box.scrollTop += above * rowEstimate
  }, [items, ownBox, rowEstimate, viewportRef])
}

/** What the list's keys and focus need: the items, the tab stop, the rows' element and a scroll. */
interface RowFocusOptions {
  readonly items: readonly ActivityListItem[]
  readonly activeIndex: number
  /** Makes an item's row the tab stop. */
  readonly setActiveId: (id: string | undefined) => void
  readonly listRef: RefObject<HTMLDivElement | null>
  readonly scrollToRow: (index: number) => void
}

/**
 * The list's one tab stop: the keys move it (and the focus, once the row is
 * rendered) between rows, and a row focused by pointer or Tab becomes it.
 * Keys typed in inputs inside the list are left alone.
 */
function useRowFocus({ items, activeIndex, setActiveId, listRef, scrollToRow }: RowFocusOptions) {
  const count = items.length
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
  const moveTo = useCallback(
    (index: number) => {
      if (count === 0) return
      const next = Math.max(0, Math.min(index, count - 1))
      setActiveId(items[next]?.id)
      focusPending.current = items[next]?.id
      scrollToRow(next)
    },
    [count, items, scrollToRow, setActiveId],
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
  return { moveTo, onKeyDown, onFocus }
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

  useKeepPlace(items, viewportRef, scroll === 'self', rowEstimate)

  const { moveTo, onKeyDown, onFocus } = useRowFocus({
    items,
    activeIndex,
    setActiveId,
    listRef,
    scrollToRow: virtual.scrollToRow,
  })

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
