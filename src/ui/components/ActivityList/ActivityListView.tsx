'use client'
/**
 * The activity list's view (issue 31): the items it is given, newest first,
 * as a virtualized feed that loads older items as it scrolls and marks those
 * that arrived live. Its feed, rows and states are beside it, its logic in
 * `useActivityList`; `ActivityList` binds it to `useActivity`.
 */
import { type ForwardedRef, type RefObject, useId, useLayoutEffect, useMemo, useState } from 'react'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { ActivityFeed } from './ActivityFeed.js'
import { ActivityFilterBar } from './ActivityFilterBar.js'
import { ActivityHead } from './ActivityHead.js'
import type { ActivityListViewProps } from './props.js'
import { ActivitySkeleton } from './states.js'
import { ACTIVITY_LIST_STRINGS } from './strings.js'
import { useActivityList } from './useActivityList.js'
import { useActivityTokens } from './useActivityTokens.js'
import { announcement } from './words.js'

/**
 * The width of a box's scroll bar (0 where it overlays the content), measured
 * while `measuring` and again as the content's height changes.
 */
function useScrollGutter(
  viewportRef: RefObject<HTMLDivElement | null>,
  measuring: boolean,
  contentHeight: number,
): number {
  const [gutter, setGutter] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again as the content's height changes
  useLayoutEffect(() => {
    const box = viewportRef.current
    if (!box || !measuring) return
    setGutter(Math.max(0, box.offsetWidth - box.clientWidth - 2 * box.clientLeft))
  }, [viewportRef, measuring, contentHeight])
  return gutter
}

/** The market items' currencies, by symbol: the app's, else read on chain. */
function useItemCurrencies(
  items: ActivityListViewProps['items'],
  given: ActivityListViewProps['currencies'],
) {
  const priced = useMemo(
    () =>
      items.flatMap((item) =>
        item.currency ? [{ chainId: item.chainId, priceCurrencyAddress: item.currency }] : [],
      ),
    [items],
  )
  return useCurrencies(priced, { currencies: given })
}

function ActivityListViewUnguarded(
  props: ActivityListViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { items, status, now = Date.now(), scroll = 'self', filter = 'all', onFilterChange } = props
  const text = withStrings(ACTIVITY_LIST_STRINGS, props.strings)
  const locale = useLocale(props.locale)
  const idPrefix = useId()
  const currencies = useItemCurrencies(items, props.currencies)
  const shown = items.length > 0
  // A failed next page keeps the rows: the error is then the footer's, with its own retry.
  const failed = status === 'error'
  const list = useActivityList({ ...props, busy: props.isFetchingNextPage || failed })
  const state = shown ? 'data' : status === 'success' ? 'empty' : status
  // The scroll bar's width (0 where it overlays the rows): the column names keep its room.
  const gutter = useScrollGutter(list.viewportRef, state === 'data', list.totalSize)
  // The tokens of the rows rendered: what the app knows, else one read per contract.
  const tokenOf = useActivityTokens({
    shown: list.rows.flatMap((row) => items[row.index] ?? []),
    known: props.tokens,
    read: props.readTokens,
  })
  return (
    <div
      ref={ref}
      className={cx('pk-activity', props.className)}
      data-state={state}
      data-scroll={scroll}
      aria-busy={state === 'pending' || undefined}
    >
      {/* One polite region: "Loading…" first, then how many rows arrived, at most every few seconds. */}
      <p className="pk-visually-hidden" role="status">
        {state === 'pending' ? text.loading : announcement(list.arrivedToAnnounce, text, locale)}
      </p>
      {onFilterChange && <ActivityFilterBar value={filter} onChange={onFilterChange} text={text} />}
      {state === 'data' && <ActivityHead text={text} gutter={gutter} />}
      <div ref={list.viewportRef} className="pk-activity__viewport">
        {state === 'pending' && <ActivitySkeleton />}
        {state === 'error' && (
          <RetryAlert
            className="pk-activity__message"
            message={text.error}
            retryLabel={text.retry}
            onRetry={props.onRetry}
          />
        )}
        {state === 'empty' && (
          <p className="pk-activity__message">
            {filter === 'all' ? text.empty : text.emptyOf[filter]}
          </p>
        )}
        {shown && (
          <ActivityFeed
            {...props}
            list={list}
            failed={failed}
            idPrefix={idPrefix}
            tokenOf={tokenOf}
            now={now}
            locale={locale}
            currencies={currencies}
            text={text}
          />
        )}
      </div>
    </div>
  )
}

/**
 * The presentational activity list: the items it is given, newest first, as
 * a virtualized feed (10,000 rows render as twenty), as a marketplace's
 * Activity tab shows them — each row the kind in words beside an icon, never
 * cut ("Other" and the event's name for a kind the kit does not know), the
 * token (name and media from `tokens`, else from `readTokens` — one read per
 * contract for the rows shown — else `#id`; a batch's first token and "+N
 * more"), the price in its currency's symbol with its value in US dollars
 * where the currency has an `exchangeRate`, the quantity, from and to as
 * shortened addresses (whole in their titles and for screen readers), the
 * relative time (the full date in its title) and the transaction, linked to
 * the network's block explorer only when it has one whose URL passes the
 * kit's rules. A wide list is one line of columns under their names; a
 * narrow one puts each row on three lines, without the names. With
 * `onFilterChange`, a filter by kind above it (All, Sales, Listings, Offers,
 * Transfers). Rows that arrived live say "New". Skeleton rows while loading,
 * "No activity yet", or one error with a retry, all in the same box. The
 * arrow keys, Page Up/Down, Home and End move between rows; the next page is
 * asked for as the end comes near; arrivals are announced politely, at most
 * every five seconds. Scrolls in its own box, as tall as its rows up to
 * `--pk-activity-height` (30rem), unless `scroll="window"`; loading, empty
 * and failed share `--pk-activity-state-height` (12rem).
 *
 * @example
 * ```tsx
 * const activity = useActivity({ url: '/api/activity', network: 'polygon', contractAddress })
 * <ActivityListView
 *   {...activity}
 *   onLoadMore={activity.fetchNextPage}
 *   onRetry={activity.refetch}
 *   network="polygon"
 * />
 * ```
 */
export const ActivityListView = guarded(
  ActivityListViewUnguarded,
  'ActivityListView',
  'pk-activity',
)
