'use client'
/**
 * A collection's collectibles as a virtualized, keyboard-navigable grid of
 * cards that renders what it is given and asks for the next page as the user
 * scrolls. Its logic is in hooks an app can use with its own markup:
 * `useGridLayout`, `useGridNavigation`, `useVirtualGrid`, `useLoadMoreNearEnd`.
 */
import type { CSSProperties, ForwardedRef } from 'react'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { LoadMoreFooter } from '../../shared/LoadMoreFooter.js'
import { liveSummary } from '../../shared/liveSummary.js'
import { LiveAnnouncer, LiveStatusBadge } from '../LiveStatusBadge/LiveStatusBadge.js'
import { GridRows } from './GridRows.js'
import { GridState } from './GridStates.js'
import type { CollectibleGridViewProps } from './props.js'
import { resultCount } from './strings.js'
import { useGridView } from './useGridView.js'

export type { CollectibleGridCardArgs, CollectibleGridViewProps } from './props.js'
export { COLLECTIBLE_GRID_STRINGS, type CollectibleGridStrings } from './strings.js'

/** The grid's frame: the count and live state above the viewport, which holds the cards or their state. */
function CollectibleGridViewUnguarded(
  props: CollectibleGridViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const {
    hasNextPage = false,
    isFetchingNextPage = false,
    isFetchNextPageError = false,
    fetchNextPage,
    minCardWidth,
    scroll = 'self',
    showCount = true,
    liveStatus = true,
    liveMarks = true,
    className,
    liveStrings,
  } = props
  const view = useGridView(props)
  const { text, locale, count, showData, state, live } = view
  const style = {
    '--pk-grid-columns': view.columns,
    '--pk-grid-min-card-width': minCardWidth === undefined ? undefined : `${minCardWidth}px`,
  } as CSSProperties

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
      <div ref={view.viewportRef} className="pk-grid__viewport">
        <div ref={view.probeRef} className="pk-grid__probe" aria-hidden="true" />
        <GridState grid={props} view={view} />
        {showData && (
          <>
            <GridRows grid={props} view={view} />
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
