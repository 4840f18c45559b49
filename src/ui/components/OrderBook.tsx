'use client'
/**
 * One collectible's order book: its listings (asks) and offers (bids) side by
 * side, with a depth chart above them.
 */
import { type ForwardedRef, useMemo, useState } from 'react'
import type { Order } from '../../core/schemas/order.js'
import { type UseOrderBookParameters, useOrderBook } from '../../react/hooks/useOrderBook.js'
import { useLiveMarks } from '../hooks/useLiveMarks.js'
import { useNoticeFocus } from '../hooks/useNoticeFocus.js'
import { cx } from '../lib/format.js'
import { liveSummary } from '../lib/liveSummary.js'
import { formatPrice } from '../lib/price.js'
import { fill, withStrings } from '../lib/strings.js'
import { CancelOrderButton } from './CancelOrderButton.js'
import { DepthChart } from './DepthChart.js'
import { guarded } from './Guarded.js'
import { LiveAnnouncer, LiveStatusBadge } from './LiveStatusBadge.js'
import { orderLiveItems } from './orderbook/live.js'
import { OrderTable } from './orderbook/OrderTable.js'
import type { OrderBookStatus, OrderBookViewProps } from './orderbook/props.js'
import { ORDER_BOOK_STRINGS } from './orderbook/strings.js'
import { RetryAlert } from './RetryAlert.js'
import { useLocale } from './useLocale.js'

export type { OrderBookStatus, OrderBookViewProps } from './orderbook/props.js'
export { ORDER_BOOK_STRINGS, type OrderBookStrings } from './orderbook/strings.js'

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
    currencies,
    now = Date.now(),
    locale: givenLocale,
    account,
    onCancel,
    renderCancel,
    depthChart = true,
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
  const items = useMemo(
    () => (loaded ? orderLiveItems(listings, offers) : undefined),
    [loaded, listings, offers],
  )
  const live = useLiveMarks(items, {
    enabled: liveMarks,
    loadingMore: loadingMoreListings || loadingMoreOffers,
  })
  const sides = {
    currencies,
    now,
    locale,
    account,
    onCancel,
    renderCancel,
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
      {status === 'pending' && (
        <>
          <span className="pk-visually-hidden" role="status">
            {text.loading}
          </span>
          {depthChart && <div className="pk-skeleton pk-orderbook__chart-skeleton" />}
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
      )}
      {status === 'error' && (
        <RetryAlert
          className="pk-orderbook__error"
          message={text.error}
          retryLabel={text.retry}
          onRetry={onRetry}
        />
      )}
      {/* Empty, the book keeps its chart and tables: nothing jumps when the last order goes. */}
      {empty && <p className="pk-orderbook__empty">{text.empty}</p>}
      {status === 'success' && (
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

export type OrderBookProps = UseOrderBookParameters &
  Omit<
    OrderBookViewProps,
    | 'listings'
    | 'offers'
    | 'status'
    | 'onRetry'
    | 'hasMoreListings'
    | 'hasMoreOffers'
    | 'onLoadMoreListings'
    | 'onLoadMoreOffers'
    | 'loadingMoreListings'
    | 'loadingMoreOffers'
  > & {
    /**
     * Gives the `account`'s own orders a `CancelOrderButton`: the whole
     * cancellation with the connected wallet. Needs a `WagmiProvider`.
     */
    readonly cancelable?: boolean
  }

function OrderBookUnguarded(props: OrderBookProps, ref: ForwardedRef<HTMLElement>) {
  // The props are the hook's parameters and the view's; the book's lists and `hasMore…` flags
  // are the view's props of those names.
  const book = useOrderBook(props)
  const [cancelled, setCancelled] = useState<Order>()
  const text = withStrings(ORDER_BOOK_STRINGS, props.strings)
  const locale = useLocale(props.locale)
  const renderCancel =
    props.renderCancel ??
    (props.cancelable
      ? (order: Order) => (
          <CancelOrderButton
            order={order}
            label={fill(text.cancelLabel, {
              price: formatPrice(order, props.currencies, locale),
            })}
            onCancelled={() => setCancelled(order)}
          />
        )
      : undefined)
  const status: OrderBookStatus = book.isError ? 'error' : book.isPending ? 'pending' : 'success'
  return (
    <OrderBookView
      {...props}
      {...book}
      ref={ref}
      renderCancel={renderCancel}
      notice={
        props.notice ??
        (cancelled &&
          fill(text.cancelled, { price: formatPrice(cancelled, props.currencies, locale) }))
      }
      status={status}
      onRetry={book.refetch}
      onLoadMoreListings={book.fetchMoreListings}
      onLoadMoreOffers={book.fetchMoreOffers}
      loadingMoreListings={book.isFetchingMoreListings}
      loadingMoreOffers={book.isFetchingMoreOffers}
    />
  )
}

/**
 * The presentational order book: the listings (asks) and offers (bids) it is
 * given, as two tables side by side — price and currency, US dollars,
 * quantity, maker, marketplace and expiry — under a depth chart, with
 * "load more" buttons for further pages and loading, empty and error states.
 * The connected `account`'s orders are marked and, when `onCancel` is given,
 * carry a cancel button. Under a `LiveQueries` it shows the feed's state and
 * marks for a moment the rows a live update added or changed.
 *
 * @example
 * ```tsx
 * <OrderBookView status="success" listings={listings} offers={offers} currencies={currencies} />
 * ```
 */
export const OrderBookView = guarded(OrderBookViewUnguarded, 'OrderBookView', 'pk-orderbook')

/**
 * One collectible's order book, loaded with `useOrderBook`: its live offers
 * (bids, highest first) and listings (asks, cheapest first) side by side
 * under a depth chart, each side paging on its own. With `account` and
 * `cancelable`, the account's own orders get a `CancelOrderButton` that runs
 * the whole cancellation with the connected wallet (`useCancelOrder`, inside a
 * `WagmiProvider`); `onCancel` or `renderCancel` put your own control there.
 *
 * @example
 * ```tsx
 * <OrderBook
 *   network="polygon"
 *   contractAddress="0x…"
 *   tokenId={42n}
 *   currencies={{ [usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 } }}
 *   account={address}
 *   onCancel={(order) => startCancel(order)}
 * />
 * ```
 */
export const OrderBook = guarded(OrderBookUnguarded, 'OrderBook', 'pk-orderbook')
