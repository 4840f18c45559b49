'use client'
/**
 * What `CollectibleGridView` renders, derived from its props: its strings,
 * columns, rows in view, tab stop, live marks and state. It also asks for the
 * next page as the rendered rows near the end of what is loaded.
 */
import { useCallback, useMemo, useRef } from 'react'
import { withStrings } from '../../shared/strings.js'
import { useLiveMarks } from '../../shared/useLiveMarks.js'
import { useLocale } from '../../shared/useLocale.js'
import { useLoadMoreNearEnd, useVirtualGrid } from '../../shared/useVirtualGrid.js'
import { collectibleLiveItems } from './live.js'
import type { CollectibleGridViewProps } from './props.js'
import { COLLECTIBLE_GRID_STRINGS } from './strings.js'
import { useGridLayout } from './useGridLayout.js'
import { useGridNavigation } from './useGridNavigation.js'

/** The grid's layout, keyboard navigation, virtual rows and live marks; asks for the next page near the end. */
export function useGridView({
  collectibles,
  status,
  hasNextPage = false,
  isFetchingNextPage = false,
  isFetchNextPageError = false,
  fetchNextPage,
  renderCard,
  renderCardAction,
  locale: givenLocale,
  minCardWidth,
  scroll = 'self',
  overscan = 2,
  pageThreshold = 2,
  initialRect,
  liveMarks = true,
  strings,
}: CollectibleGridViewProps) {
  const text = withStrings(COLLECTIBLE_GRID_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const viewportRef = useRef<HTMLDivElement>(null)
  const probeRef = useRef<HTMLDivElement>(null)
  const fallbackWidth = initialRect?.width ?? 0
  const fallbackHeight = initialRect?.height ?? 0
  const fallback = useMemo(
    () => ({ width: fallbackWidth, height: fallbackHeight }),
    [fallbackWidth, fallbackHeight],
  )
  const layout = useGridLayout({
    container: viewportRef,
    probe: probeRef,
    minCardWidth,
    fallback,
    scroll,
    // An app's action: a button and the gap above it.
    footHeight: renderCardAction && !renderCard ? 40 : 0,
  })
  const { columns, rowEstimate } = layout
  const count = collectibles.length
  const showData = count > 0
  const rowCount = Math.ceil(count / columns)
  // The keys scroll through the virtualizer, which in turn keeps the tab stop's row rendered:
  // a ref breaks the circle between the two hooks.
  const scrollTo = useRef<(row: number) => void>(() => {})
  const nav = useGridNavigation({
    count,
    columns,
    pageRows: Math.max(1, Math.floor(layout.height / Math.max(rowEstimate, 1))),
    scrollToRow: useCallback((row: number) => scrollTo.current(row), []),
  })
  const virtual = useVirtualGrid({
    rowCount,
    rowEstimate,
    overscan,
    keepRow: nav.activeRow,
    scroll,
    viewport: viewportRef,
    grid: nav.gridRef,
    fallback,
  })
  scrollTo.current = virtual.scrollToRow
  const loaded = status === 'success'
  const items = useMemo(
    () => (loaded ? collectibleLiveItems(collectibles) : undefined),
    [loaded, collectibles],
  )
  const live = useLiveMarks(items, { enabled: liveMarks, loadingMore: isFetchingNextPage })
  useLoadMoreNearEnd({
    loaded: collectibles,
    lastRendered: virtual.lastRendered,
    rowCount,
    threshold: pageThreshold,
    hasNextPage,
    busy: isFetchingNextPage || isFetchNextPageError,
    fetchNextPage,
  })

  const state = showData ? 'data' : status === 'success' ? 'empty' : status
  return {
    text,
    locale,
    viewportRef,
    probeRef,
    columns,
    count,
    rowCount,
    showData,
    nav,
    virtual,
    live,
    state,
  }
}

/** What {@link useGridView} gives the grid's markup. */
export type GridView = ReturnType<typeof useGridView>

/** The props of `GridState` and `GridRows`: the view's props, and what {@link useGridView} derived from them. */
export interface GridPartProps {
  /** The view's props. */
  readonly grid: CollectibleGridViewProps
  readonly view: GridView
}
