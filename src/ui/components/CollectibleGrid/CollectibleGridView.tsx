'use client'
/**
 * A collection's collectibles as a virtualized, keyboard-navigable grid of
 * cards that renders what it is given and asks for the next page as the user
 * scrolls. Its logic is in hooks an app can use with its own markup:
 * `useGridLayout`, `useGridNavigation`, `useVirtualGrid`, `useLoadMoreNearEnd`.
 */
import { type CSSProperties, type ForwardedRef, useCallback, useMemo, useRef } from 'react'
import type { Collectible } from '../../../core/schemas/collectible.js'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { LoadMoreFooter } from '../../shared/LoadMoreFooter.js'
import { liveSummary } from '../../shared/liveSummary.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { withStrings } from '../../shared/strings.js'
import { useLiveMarks } from '../../shared/useLiveMarks.js'
import { useLocale } from '../../shared/useLocale.js'
import { useLoadMoreNearEnd, useVirtualGrid } from '../../shared/useVirtualGrid.js'
import { CollectibleCard, CollectibleCardSkeleton } from '../CollectibleCard/CollectibleCard.js'
import { LiveAnnouncer, LiveStatusBadge } from '../LiveStatusBadge/LiveStatusBadge.js'
import { collectibleLiveItems } from './live.js'
import type { CollectibleGridCardArgs, CollectibleGridViewProps } from './props.js'
import { COLLECTIBLE_GRID_STRINGS, resultCount } from './strings.js'
import { useGridLayout } from './useGridLayout.js'
import { useGridNavigation } from './useGridNavigation.js'

export type { CollectibleGridCardArgs, CollectibleGridViewProps } from './props.js'
export { COLLECTIBLE_GRID_STRINGS, type CollectibleGridStrings } from './strings.js'

function CollectibleGridViewUnguarded(
  {
    collectibles,
    status,
    hasNextPage = false,
    isFetchingNextPage = false,
    isFetchNextPageError = false,
    fetchNextPage,
    onRetry,
    onSelect,
    getHref,
    renderCard,
    renderCardAction,
    currencies,
    locale: givenLocale,
    contractType,
    ipfsGateway,
    minCardWidth,
    scroll = 'self',
    showCount = true,
    overscan = 2,
    pageThreshold = 2,
    loadingRows = 2,
    initialRect,
    liveStatus = true,
    liveMarks = true,
    className,
    strings,
    cardStrings,
    liveStrings,
  }: CollectibleGridViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
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
  const grid = useVirtualGrid({
    rowCount,
    rowEstimate,
    overscan,
    keepRow: nav.activeRow,
    scroll,
    viewport: viewportRef,
    grid: nav.gridRef,
    fallback,
  })
  scrollTo.current = grid.scrollToRow
  const loaded = status === 'success'
  const items = useMemo(
    () => (loaded ? collectibleLiveItems(collectibles) : undefined),
    [loaded, collectibles],
  )
  const live = useLiveMarks(items, { enabled: liveMarks, loadingMore: isFetchingNextPage })
  useLoadMoreNearEnd({
    loaded: collectibles,
    lastRendered: grid.lastRendered,
    rowCount,
    threshold: pageThreshold,
    hasNextPage,
    busy: isFetchingNextPage || isFetchNextPageError,
    fetchNextPage,
  })

  const style = {
    '--pk-grid-columns': columns,
    '--pk-grid-min-card-width': minCardWidth === undefined ? undefined : `${minCardWidth}px`,
  } as CSSProperties
  const state = showData ? 'data' : status === 'success' ? 'empty' : status

  const renderCell = (collectible: Collectible, index: number) => {
    const card: CollectibleGridCardArgs = {
      collectible,
      index,
      tabIndex: nav.tabIndexOf(index),
      href: getHref?.(collectible),
      onSelect: onSelect && (() => onSelect(collectible, index)),
    }
    return renderCard ? (
      renderCard(card)
    ) : (
      <CollectibleCard
        {...card}
        currencies={currencies}
        locale={locale}
        contractType={contractType}
        ipfsGateway={ipfsGateway}
        renderAction={renderCardAction}
        strings={cardStrings}
      />
    )
  }

  return (
    <div
      ref={ref}
      className={cx('pk-grid', className)}
      style={style}
      data-state={state}
      data-scroll={scroll}
      aria-busy={state === 'pending' || undefined}
    >
      {liveMarks && live.status && <LiveAnnouncer text={liveSummary(live.summary, text, locale)} />}
      {/* The count and the live state share a line: the state takes no room of its own. */}
      <div className="pk-grid__head">
        {showCount && (
          // Kept, empty, while nothing is shown, so the cards do not move down when the count comes.
          <p className="pk-grid__count" aria-live="polite">
            {showData && resultCount(count, hasNextPage, locale, text)}
          </p>
        )}
        {liveStatus && <LiveStatusBadge strings={liveStrings} />}
      </div>
      <div ref={viewportRef} className="pk-grid__viewport">
        <div ref={probeRef} className="pk-grid__probe" aria-hidden="true" />
        {state === 'pending' && (
          <div className="pk-grid__skeletons" role="status">
            <span className="pk-visually-hidden">{text.loading}</span>
            {Array.from({ length: columns * Math.max(1, loadingRows) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have nothing else to key on
              <CollectibleCardSkeleton key={i} decorative />
            ))}
          </div>
        )}
        {state === 'error' && (
          <RetryAlert
            className="pk-grid__message"
            message={text.error}
            retryLabel={text.retry}
            onRetry={onRetry}
          />
        )}
        {state === 'empty' && (
          <p className="pk-grid__message" role="status">
            {text.empty}
          </p>
        )}
        {showData && (
          <>
            {/* The ARIA grid: only the rendered rows, each positioned at its offset and measured. */}
            {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of cards, not a table */}
            <div
              ref={nav.gridRef}
              role="grid"
              className="pk-grid__grid"
              aria-label={text.label}
              aria-rowcount={rowCount}
              aria-colcount={columns}
              style={{ height: grid.totalSize }}
              onKeyDown={nav.onKeyDown}
              onFocus={nav.onFocus}
            >
              {grid.rows.map((row) => {
                const start = row.index * columns
                return (
                  // biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid
                  // biome-ignore lint/a11y/useFocusableInteractive: its cards take the focus
                  <div
                    key={row.key}
                    ref={grid.measureRow}
                    role="row"
                    className="pk-grid__row"
                    data-index={row.index}
                    aria-rowindex={row.index + 1}
                    style={{ transform: `translateY(${grid.offsetOf(row)}px)` }}
                  >
                    {collectibles.slice(start, start + columns).map((collectible, column) => (
                      // biome-ignore lint/a11y/useSemanticElements: cells of an ARIA grid
                      // biome-ignore lint/a11y/useFocusableInteractive: its card takes the focus
                      <div
                        key={collectible.metadata.tokenId}
                        role="gridcell"
                        className="pk-grid__cell"
                        aria-colindex={column + 1}
                        data-pk-index={start + column}
                        data-live-mark={live.marked.has(collectible.metadata.tokenId) || undefined}
                      >
                        {renderCell(collectible, start + column)}
                      </div>
                    ))}
                  </div>
                )
              })}
            </div>
            {/* Below the cards: "Loading more collectibles…" while a page loads, and its error with a retry. */}
            <LoadMoreFooter
              className="pk-grid__footer"
              statusClassName="pk-grid__more"
              errorClassName="pk-grid__more"
              isFetchingNextPage={isFetchingNextPage}
              failed={isFetchNextPageError}
              onRetry={fetchNextPage}
              loading={
                <>
                  <span className="pk-grid__spinner" aria-hidden="true" />
                  {text.loadingMore}
                </>
              }
              errorMessage={text.nextPageError}
              retryLabel={text.retry}
            />
          </>
        )}
      </div>
    </div>
  )
}

/**
 * A virtualized grid of collectible cards that renders what it is given:
 * skeletons while `pending`, the error state with a retry button, the empty
 * state, or the cards in rows of as many columns as fit. Only the visible rows
 * (plus `overscan`) are in the DOM, so 10,000 cards scroll like 20; nearing
 * the end of what is loaded calls `fetchNextPage` once. It is an ARIA grid
 * with one tab stop: the arrow keys move between cards (left and right follow
 * the reading order across rows), Home and End go to the start and end of the
 * row, Ctrl+Home and Ctrl+End to the first and last card, Page Up and Page
 * Down a screenful of rows, scrolling the focused card into view; Tab goes
 * from the focused card to its `renderCardAction`. Size it with
 * a height (the CSS variable `--pk-grid-height`, 600px by default). Under a
 * `LiveQueries` it shows the feed's state beside the count and marks for a
 * moment the cards a live update added or changed.
 *
 * @example
 * ```tsx
 * const { data, status, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useCollectibles(params)
 * const collectibles = useMemo(() => data?.pages.flatMap((p) => p.collectibles) ?? [], [data])
 * <CollectibleGridView
 *   collectibles={collectibles}
 *   status={status}
 *   hasNextPage={hasNextPage}
 *   isFetchingNextPage={isFetchingNextPage}
 *   fetchNextPage={fetchNextPage}
 *   onRetry={refetch}
 *   onSelect={(c) => navigate(`/token/${c.metadata.tokenId}`)}
 * />
 * ```
 */
export const CollectibleGridView = guarded(
  CollectibleGridViewUnguarded,
  'CollectibleGridView',
  'pk-grid',
)
