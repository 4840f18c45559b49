'use client'
/** The presentational order book: the sides, the chart, the live state and one empty state. */
import type { ForwardedRef } from 'react'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { liveSummary } from '../../shared/liveSummary.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { useNoticeFocus } from '../../shared/useNoticeFocus.js'
import { DepthChart } from '../DepthChart/DepthChart.js'
import { LiveAnnouncer, LiveStatusBadge } from '../LiveStatusBadge/LiveStatusBadge.js'
import { useOrderLiveMarks } from './live.js'
import { OrderTable } from './OrderTable.js'
import type { OrderBookViewProps } from './props.js'
import { ORDER_BOOK_STRINGS } from './strings.js'

/** While the first page loads: "Loading" said once, the chart's and the sides' shapes shown. */
function Skeleton({ loading, chart }: { loading: string; chart: boolean }) {
  return (
    <>
      <span className="pk-visually-hidden" role="status">
        {loading}
      </span>
      {chart && <div className="pk-skeleton pk-orderbook__chart-skeleton" />}
      <div className="pk-orderbook__sides" aria-hidden="true">
        {[0, 1].map((side) => (
          <div key={side} className="pk-orderbook__side">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="pk-skeleton pk-orderbook__row-skeleton" />
            ))}
          </div>
        ))}
      </div>
    </>
  )
}

function OrderBookViewUnguarded(
  {
    listings = [],
    offers = [],
    status,
    onRetry,
    hasMoreListings = false,
    hasMoreOffers = false,
    onLoadMoreListings,
    onLoadMoreOffers,
    loadingMoreListings = false,
    loadingMoreOffers = false,
    currencies: given,
    now = Date.now(),
    locale: givenLocale,
    account,
    onCancel,
    renderCancel,
    renderAction,
    depthChart = true,
    emptyMessage = true,
    liveStatus = true,
    liveMarks = true,
    className,
    strings,
    chartStrings,
    liveStrings,
    notice,
  }: OrderBookViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const text = withStrings(ORDER_BOOK_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const loaded = status === 'success'
  const currencies = useCurrencies([...listings, ...offers], { currencies: given })
  const loadingMore = loadingMoreListings || loadingMoreOffers
  const live = useOrderLiveMarks(listings, offers, { loaded, enabled: liveMarks, loadingMore })
  const sides = {
    currencies,
    now,
    locale,
    account,
    onCancel,
    renderCancel,
    renderAction,
    text,
    marked: live.marked,
  }
  const empty = loaded && listings.length === 0 && offers.length === 0
  const noticeRef = useNoticeFocus(notice, '.pk-orderbook')
  return (
    <section
      ref={ref}
      className={cx('pk-orderbook', className)}
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
    >
      {liveStatus && <LiveStatusBadge strings={liveStrings} />}
      {liveMarks && live.status && <LiveAnnouncer text={liveSummary(live.summary, text, locale)} />}
      <p className="pk-orderbook__notice" aria-live="polite" ref={noticeRef} tabIndex={-1}>
        {notice}
      </p>
      {status === 'pending' && <Skeleton loading={text.loading} chart={depthChart} />}
      {status === 'error' && (
        <RetryAlert
          className="pk-orderbook__error"
          message={text.error}
          retryLabel={text.retry}
          onRetry={onRetry}
        />
      )}
      {/* Empty, the book says so once: no chart of nothing, no two empty tables. */}
      {empty && emptyMessage && <p className="pk-orderbook__empty">{text.empty}</p>}
      {loaded && !empty && (
        <>
          {depthChart && (
            <DepthChart
              className="pk-orderbook__chart"
              listings={listings}
              offers={offers}
              locale={locale}
              strings={chartStrings}
            />
          )}
          <div className="pk-orderbook__sides">
            <OrderTable
              side="offer"
              orders={offers}
              hasMore={hasMoreOffers}
              loadingMore={loadingMoreOffers}
              onLoadMore={onLoadMoreOffers}
              {...sides}
            />
            <OrderTable
              side="listing"
              orders={listings}
              hasMore={hasMoreListings}
              loadingMore={loadingMoreListings}
              onLoadMore={onLoadMoreListings}
              {...sides}
            />
          </div>
        </>
      )}
    </section>
  )
}

/**
 * The presentational order book: the offers (bids, in `--pk-bid`) and
 * listings (asks, in `--pk-ask`) it is given, side by side under a depth
 * chart — price and currency, US dollars, quantity, maker, marketplace and
 * expiry — as tables on a desktop and as rows stacked on two lines when a
 * side's box is narrow (a phone), with "load more" buttons for further pages
 * and loading, error and one empty state. The connected `account`'s orders
 * are marked and, when `onCancel` is given, carry a cancel button;
 * `renderAction` puts the app's own action (Buy, Accept) in each order's row.
 * Under a `LiveQueries` it shows the feed's state and marks for a moment the
 * rows a live update added or changed.
 *
 * @example
 * ```tsx
 * <OrderBookView
 *   status="success"
 *   listings={listings}
 *   offers={offers}
 *   currencies={currencies}
 *   renderAction={(order, side) =>
 *     side === 'listing' ? (
 *       <button type="button" onClick={() => checkout(order)}>
 *         Buy <span className="pk-visually-hidden">for {formatPrice(order, currencies)}</span>
 *       </button>
 *     ) : null
 *   }
 * />
 * ```
 */
export const OrderBookView = guarded(OrderBookViewUnguarded, 'OrderBookView', 'pk-orderbook')
