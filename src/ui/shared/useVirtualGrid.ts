'use client'
/**
 * The virtualized rows of a grid of cards, scrolled by their own box or by
 * the window, and the request for the next page as the end comes near.
 */
import {
  elementScroll,
  measureElement as measureDefault,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  type Rect,
  useVirtualizer,
  type VirtualItem,
  type Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual'
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Options of {@link useVirtualGrid}. */
export interface VirtualGridOptions {
  /** Rows of items (0 while there is nothing to show). */
  readonly rowCount: number
  /** A row's height before it is measured. */
  readonly rowEstimate: number
  /** Rows rendered beyond the visible ones, above and below. */
  readonly overscan: number
  /** A row that stays rendered wherever the grid is scrolled (the one holding the tab stop). */
  readonly keepRow?: number
  /**
   * A row's identity (default: its index): a list whose rows arrive at the top keys them by
   * their items, so that a row's measured height moves with it.
   */
  readonly getRowKey?: (row: number) => string | number
  /** `self`: the `viewport` element scrolls; `window`: the page does. */
  readonly scroll: 'self' | 'window'
  /** The element that scrolls (`self`) or holds the grid. */
  readonly viewport: RefObject<HTMLElement | null>
  /** The element the rows are positioned in: its distance from the page's top is measured. */
  readonly grid: RefObject<HTMLElement | null>
  /** The size to assume until the viewport can be measured (server rendering, jsdom). */
  readonly fallback: Rect
}

/** What {@link useVirtualGrid} gives the markup. */
export interface VirtualGrid {
  /** The rows to render now. */
  readonly rows: readonly VirtualItem[]
  /** The height of all rows: the grid element's height. */
  readonly totalSize: number
  /** A row's offset from the top of the grid element (for its `translateY`). */
  readonly offsetOf: (row: VirtualItem) => number
  /** Put on each row element, with `data-index={row.index}`: measures its real height. */
  readonly measureRow: (element: Element | null) => void
  /** The last row in the DOM (or about to be). */
  readonly lastRendered: number
  /** Scrolls a row into view. */
  readonly scrollToRow: (row: number) => void
}

type Scroller = Virtualizer<Element, Element>
// The window's observers and scroll function stand in for an element's (cast so): the
// virtualizer calls them with the scroll target it was given.

/**
 * Virtualizes the rows of a grid with TanStack Virtual: scrolled by the
 * `viewport` element, or by the window (`scroll: 'window'`, the page scrolls
 * as one and the grid is as tall as its rows), keeping `keepRow` rendered so
 * the tab stop never leaves the DOM.
 *
 * @example
 * ```tsx
 * const grid = useVirtualGrid({ rowCount, rowEstimate: 320, overscan: 2, scroll: 'window', viewport, grid: gridRef, fallback })
 * <div ref={gridRef} style={{ height: grid.totalSize }}>
 *   {grid.rows.map((row) => <div key={row.key} ref={grid.measureRow} data-index={row.index} style={{ transform: `translateY(${grid.offsetOf(row)}px)` }} />)}
 * </div>
 * ```
 */
export function useVirtualGrid({
  rowCount,
  rowEstimate,
  overscan,
  keepRow,
  getRowKey,
  scroll,
  viewport,
  grid,
  fallback,
}: VirtualGridOptions): VirtualGrid {
  const onWindow = scroll === 'window'
  // In the window, rows start where the grid starts on the page.
  const [margin, setMargin] = useState(0)
  useLayoutEffect(() => {
    if (!onWindow || !grid.current) return
    const top = Math.round(grid.current.getBoundingClientRect().top + window.scrollY)
    if (top !== margin) setMargin(top)
  })

  const scrollMargin = onWindow ? margin : 0
  const observeRect = useCallback(
    (instance: Scroller, cb: (rect: Rect) => void) => {
      const withFallback = (rect: Rect) => cb(rect.width > 0 || rect.height > 0 ? rect : fallback)
      return onWindow
        ? (observeWindowRect as unknown as typeof observeElementRect)(instance, withFallback)
        : observeElementRect(instance, withFallback)
    },
    [fallback, onWindow],
  )
  const measureElement = useCallback(
    (element: Element, entry: ResizeObserverEntry | undefined, instance: Scroller) => {
      const size = measureDefault(element, entry, instance)
      return size > 0 ? size : rowEstimate
    },
    [rowEstimate],
  )
  const virtualizer = useVirtualizer<Element, Element>({
    count: rowCount,
    getScrollElement: () =>
      onWindow
        ? ((typeof window === 'undefined' ? null : window) as unknown as Element)
        : viewport.current,
    estimateSize: () => rowEstimate,
    overscan,
    initialRect: fallback,
    observeElementRect: observeRect,
    observeElementOffset: onWindow
      ? (observeWindowOffset as unknown as typeof observeElementOffset)
      : observeElementOffset,
    scrollToFn: onWindow ? (windowScroll as unknown as typeof elementScroll) : elementScroll,
    scrollMargin,
    measureElement,
    ...(getRowKey ? { getItemKey: getRowKey } : {}),
    useFlushSync: false,
  })
  // A new width or column count changes every row's height: measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the layout changes
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowEstimate])

  // The kept row is added to what the virtualizer renders (from its measurements, which
  // getVirtualItems has just brought up to date), not to its range: while it has no range (a box
  // of no height, as in a closed panel) it renders no row at all, and the focused row would leave
  // the DOM with the focus.
  const rendered = virtualizer.getVirtualItems()
  const kept =
    keepRow !== undefined && keepRow < rowCount && !rendered.some((row) => row.index === keepRow)
      ? virtualizer.measurementsCache[keepRow]
      : undefined
  const rows = kept ? [...rendered, kept].sort((a, b) => a.index - b.index) : rendered
  const lastRendered = Math.min(
    (virtualizer.range?.endIndex ?? rows.at(-1)?.index ?? 0) + overscan,
    rowCount - 1,
  )
  return {
    rows,
    totalSize: virtualizer.getTotalSize(),
    offsetOf: (row) => row.start - scrollMargin,
    measureRow: virtualizer.measureElement,
    lastRendered,
    scrollToRow: useCallback(
      (row: number) => virtualizer.scrollToIndex(row, { align: 'auto' }),
      [virtualizer],
    ),
  }
}

/** Options of {@link useLoadMoreNearEnd}. */
export interface LoadMoreOptions<T> {
  /** What is loaded: a new list means a page arrived, and the next may be asked for. */
  readonly loaded: readonly T[]
  readonly lastRendered: number
  readonly rowCount: number
  /** How many rows before the end the next page is asked for. */
  readonly threshold: number
  readonly hasNextPage: boolean
  /** Whether a page is loading or the last one failed: then nothing is asked. */
  readonly busy: boolean
  readonly fetchNextPage: (() => unknown) | undefined
}

/**
 * Asks for the next page once per loaded list when the last rendered row
 * comes within `threshold` rows of the end; never while a page loads or after
 * one failed (a retry button asks then).
 *
 * @example
 * ```ts
 * useLoadMoreNearEnd({ loaded: items, lastRendered, rowCount, threshold: 2, hasNextPage, busy: isFetchingNextPage, fetchNextPage })
 * ```
 */
export function useLoadMoreNearEnd<T>({
  loaded,
  lastRendered,
  rowCount,
  threshold,
  hasNextPage,
  busy,
  fetchNextPage,
}: LoadMoreOptions<T>): void {
  const requestedFor = useRef<readonly T[] | null>(null)
  useEffect(() => {
    if (loaded.length === 0 || !hasNextPage || !fetchNextPage || busy) return
    if (lastRendered < rowCount - 1 - threshold) return
    if (requestedFor.current === loaded) return
    requestedFor.current = loaded
    fetchNextPage()
  }, [loaded, hasNextPage, fetchNextPage, busy, lastRendered, rowCount, threshold])
}
