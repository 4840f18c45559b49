'use client'
import { type ForwardedRef, useMemo, useState } from 'react'
import type { Order } from '../../../core/schemas/order.js'
/**
 * One collectible's order book: its listings (asks) and offers (bids) side by
 * side, with a depth chart above them.
 */
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { type UseOrderBookParameters, useOrderBook } from '../../../react/hooks/useOrderBook.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { liveSummary } from '../../shared/liveSummary.js'
import { formatPrice, priceParts } from '../../shared/price.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLiveMarks } from '../../shared/useLiveMarks.js'
import { useLocale } from '../../shared/useLocale.js'
import { useNoticeFocus } from '../../shared/useNoticeFocus.js'
import { CancelOrderButton } from '../CancelOrderButton/CancelOrderButton.js'
import { DepthChart } from '../DepthChart/DepthChart.js'
import { LiveAnnouncer, LiveStatusBadge } from '../LiveStatusBadge/LiveStatusBadge.js'
import { orderLiveItems } from './live.js'
import { OrderTable } from './OrderTable.js'
import type { OrderBookStatus, OrderBookViewProps } from './props.js'
import { ORDER_BOOK_STRINGS } from './strings.js'

export type {
  OrderBookStatus,
  OrderBookViewProps,
  OrderSide,
  RenderOrderAction,
} from './props.js'
export { ORDER_BOOK_STRINGS, type OrderBookStrings } from './strings.js'

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
      {/* Empty, the book says so once: no chart of nothing, no two empty tables. */}
      {empty && <p className="pk-orderbook__empty">{text.empty}</p>}
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
  // The cancelled order leaves the book, but its notice still names its currency.
  const currencies = useCurrencies([...book.listings, ...book.offers, cancelled], {
    network: props.network,
    currencies: props.currencies,
  })
  const renderCancel =
    props.renderCancel ??
    (props.cancelable
      ? (order: Order) => (
          <CancelOrderButton
            order={order}
            label={fill(text.cancelLabel, { price: formatPrice(order, currencies, locale) })}
            onCancelled={() => setCancelled(order)}
          />
        )
      : undefined)
  const status: OrderBookStatus = book.isError ? 'error' : book.isPending ? 'pending' : 'success'
  // The price's symbol is outside text: isolated from the kit's words. One node per
  // cancelled price, so that the notice takes the focus once.
  const { amount, symbol } = cancelled ? priceParts(cancelled, currencies, locale) : {}
  const cancelledNotice = useMemo(
    () =>
      amount !== undefined &&
      fillIsolated(text.cancelled, {
        price: (
          <>
            {amount} <bdi>{symbol}</bdi>
          </>
        ),
      }),
    [amount, symbol, text.cancelled],
  )
  return (
    <OrderBookView
      {...props}
      {...book}
      ref={ref}
      currencies={currencies}
      renderCancel={renderCancel}
      notice={props.notice ?? (cancelledNotice || undefined)}
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

/**
 * One collectible's order book, loaded with `useOrderBook`: its live offers
 * (bids, highest first) and listings (asks, cheapest first) side by side
 * under a depth chart, each side paging on its own, stacked into two-line
 * rows on a phone. With `account` and `cancelable`, the account's own orders
 * get a `CancelOrderButton` that runs the whole cancellation with the
 * connected wallet (`useCancelOrder`, inside a `WagmiProvider`); `onCancel` or
 * `renderCancel` put your own control there, and `renderAction` the app's
 * own action for any order (say its checkout for a listing).
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
