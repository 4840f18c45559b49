/**
 * One collectible's order book: its listings (asks) and offers (bids) side by
 * side, with a depth chart above them.
 */
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react'
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import type { Order } from '../../core/schemas/order.js'
import { type UseOrderBookParameters, useOrderBook } from '../../react/hooks/useOrderBook.js'
import {
  type CurrencyMap,
  cx,
  formatAmount,
  formatPrice,
  formatUSD,
  fullPrice,
  MARKETPLACE_NAMES,
  relativeTime,
  shortenAddress,
} from '../lib/format.js'
import { clampText } from '../lib/safety.js'
import { fill, withStrings } from '../lib/strings.js'
import { CancelOrderButton } from './CancelOrderButton.js'
import { DepthChart, type DepthChartStrings } from './DepthChart.js'
import { type GuardProps, guarded } from './Guarded.js'
import { RetryAlert } from './RetryAlert.js'

export const ORDER_BOOK_STRINGS = {
  /** The accessible name of the whole book. */
  label: 'Order book',
  /** Said once the account's order is cancelled (its row then leaves the book); `{price}` is its price. */
  cancelled: 'Your order at {price} is cancelled.',
  /** The caption of the listings table. */
  listings: 'Listings (asks)',
  /** The caption of the offers table. */
  offers: 'Offers (bids)',
  price: 'Price',
  usd: 'USD',
  quantity: 'Quantity',
  maker: 'Maker',
  marketplace: 'Marketplace',
  expires: 'Expires',
  /** The header of the column of cancel buttons. */
  actions: 'Actions',
  /** Shown when an order never expires. */
  never: 'Never',
  /** Stands for the maker of the connected account's own orders. */
  you: 'You',
  /** The text of a cancel button. */
  cancel: 'Cancel',
  /** The accessible name of a cancel button; `{price}` is the order's price. */
  cancelLabel: 'Cancel your order at {price}',
  noListings: 'No listings',
  noOffers: 'No offers',
  /** Shown when neither side has an order. */
  empty: 'No listings or offers for this collectible yet.',
  /** Announced while the book loads. */
  loading: 'Loading the order book…',
  error: 'The order book could not be loaded.',
  retry: 'Try again',
  loadMoreListings: 'Load more listings',
  loadMoreOffers: 'Load more offers',
}
export type OrderBookStrings = typeof ORDER_BOOK_STRINGS

/** The status of the book, as TanStack Query names it. */
export type OrderBookStatus = 'pending' | 'error' | 'success'

export interface OrderBookViewProps extends GuardProps {
  /** Listings (asks), cheapest first. */
  readonly listings?: readonly Order[]
  /** Offers (bids), highest first. */
  readonly offers?: readonly Order[]
  readonly status: OrderBookStatus
  /** Called by the retry button of the error state. */
  readonly onRetry?: () => void
  readonly hasMoreListings?: boolean
  readonly hasMoreOffers?: boolean
  readonly onLoadMoreListings?: () => void
  readonly onLoadMoreOffers?: () => void
  readonly loadingMoreListings?: boolean
  readonly loadingMoreOffers?: boolean
  /** Symbols (and decimals) of the currencies, by lower-case address. */
  readonly currencies?: CurrencyMap
  /** The time expiries are counted from, in ms (default `Date.now()`). */
  readonly now?: number
  /** The locale of relative times and numbers (default: the browser's). */
  readonly locale?: string
  /** The connected account: its orders are marked and, with `onCancel`, get a cancel button. */
  readonly account?: string
  /** Called with the order whose cancel button was pressed. */
  readonly onCancel?: (order: Order) => void
  /**
   * Renders the cancel control of one of the account's orders instead of the
   * default button, e.g. `(order) => <CancelOrderButton order={order} />`.
   */
  readonly renderCancel?: (order: Order) => ReactNode
  /** A message about the book shown above it in a live region (such as a cancellation that succeeded). */
  readonly notice?: ReactNode
  /** Shows the depth chart above the tables (default `true`). */
  readonly depthChart?: boolean
  readonly className?: string
  readonly strings?: Partial<OrderBookStrings>
  readonly chartStrings?: Partial<DepthChartStrings>
  readonly ref?: Ref<HTMLElement>
}

interface SideProps {
  readonly side: 'listing' | 'offer'
  readonly orders: readonly Order[]
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly onLoadMore: (() => void) | undefined
  readonly currencies: CurrencyMap | undefined
  readonly now: number
  readonly locale: string | undefined
  readonly account: string | undefined
  readonly onCancel: ((order: Order) => void) | undefined
  readonly renderCancel: ((order: Order) => ReactNode) | undefined
  readonly text: OrderBookStrings
}

/**
 * Focus goes to a new notice (such as "Your order at 1.5 WETH is cancelled")
 * when it was in the book or nowhere: the button that was pressed leaves with
 * its row, and focus must not fall to the page's <body>.
 */
function useNoticeFocus(notice: ReactNode) {
  const noticeRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const el = noticeRef.current
    if (!notice || !el) return
    const active = document.activeElement
    if (!active || active === document.body || el.closest('.pk-orderbook')?.contains(active)) {
      el.focus()
    }
  }, [notice])
  return noticeRef
}

/** Server text shown in a cell: short, and never a layout breaker. */
const cell = (value: string | undefined, max = 48) => clampText(value ?? '', max)

function OrderTable({
  side,
  orders,
  hasMore,
  loadingMore,
  onLoadMore,
  currencies,
  now,
  locale,
  account,
  onCancel,
  renderCancel,
  text,
}: SideProps) {
  const me = account?.toLowerCase()
  const isOwn = (order: Order) => me !== undefined && order.createdBy?.toLowerCase() === me
  const actions = (onCancel !== undefined || renderCancel !== undefined) && orders.some(isOwn)
  const columns = actions ? 7 : 6
  const captionId = useId()
  return (
    // A named region that takes focus, so that a keyboard user can scroll a table wider than a phone.
    <section
      className="pk-orderbook__side"
      data-side={side}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="pk-orderbook__table">
        <caption className="pk-orderbook__caption" id={captionId}>
          {side === 'listing' ? text.listings : text.offers}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.usd}</th>
            <th scope="col">{text.quantity}</th>
            <th scope="col">{text.maker}</th>
            <th scope="col">{text.marketplace}</th>
            <th scope="col">{text.expires}</th>
            {actions && (
              <th scope="col">
                <span className="pk-visually-hidden">{text.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 && (
            <tr>
              <td className="pk-orderbook__none" colSpan={columns}>
                {side === 'listing' ? text.noListings : text.noOffers}
              </td>
            </tr>
          )}
          {orders.map((order) => {
            const own = isOwn(order)
            const price = formatPrice(order, currencies)
            // One name per marketplace across the kit: the name table first, the order's origin else.
            const origin = cell(
              (order.marketplace && MARKETPLACE_NAMES[order.marketplace as MarketplaceKind]) ||
                order.originName ||
                order.marketplace,
            )
            const maker = cell(order.createdBy, 64)
            const expires = relativeTime(order.validUntil, now, locale)
            return (
              <tr
                key={`${order.collectionContractAddress}:${order.orderId}`}
                data-own={own || undefined}
              >
                <th
                  scope="row"
                  className="pk-orderbook__price"
                  title={fullPrice(order, currencies)}
                >
                  {price}
                </th>
                <td className="pk-orderbook__number" title={order.priceUSDFormatted}>
                  {formatUSD(order, locale)}
                </td>
                <td className="pk-orderbook__number" title={order.quantityAvailableFormatted}>
                  {formatAmount(order.quantityAvailableFormatted)}
                </td>
                <td>
                  <span className="pk-orderbook__maker" title={maker}>
                    {own ? (
                      <span className="pk-orderbook__you" aria-hidden="true">
                        {text.you}
                      </span>
                    ) : (
                      <span aria-hidden="true">{shortenAddress(maker)}</span>
                    )}
                    <span className="pk-visually-hidden">
                      {own ? `${text.you}, ${maker}` : maker}
                    </span>
                  </span>
                </td>
                <td data-column="marketplace" title={order.originName || origin}>
                  <span className="pk-orderbook__clip">{origin}</span>
                </td>
                <td data-column="expires">
                  <time dateTime={cell(order.validUntil)} title={cell(order.validUntil)}>
                    {expires || text.never}
                  </time>
                </td>
                {actions && (
                  <td>
                    {own && renderCancel?.(order)}
                    {own && !renderCancel && (
                      <button
                        type="button"
                        className="pk-button pk-orderbook__cancel"
                        data-variant="secondary"
                        aria-label={fill(text.cancelLabel, { price })}
                        onClick={() => onCancel?.(order)}
                      >
                        {text.cancel}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      {hasMore && onLoadMore && (
        <button
          type="button"
          className="pk-button pk-orderbook__more"
          data-variant="secondary"
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          onClick={onLoadMore}
        >
          {side === 'listing' ? text.loadMoreListings : text.loadMoreOffers}
        </button>
      )}
    </section>
  )
}

function OrderBookViewUnguarded({
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
  locale,
  account,
  onCancel,
  renderCancel,
  depthChart = true,
  className,
  strings,
  chartStrings,
  notice,
  ref,
}: OrderBookViewProps) {
  const text = withStrings(ORDER_BOOK_STRINGS, strings)
  const shared = { currencies, now, locale, account, onCancel, renderCancel, text }
  const empty = status === 'success' && listings.length === 0 && offers.length === 0
  const noticeRef = useNoticeFocus(notice)
  return (
    <section
      ref={ref}
      className={cx('pk-orderbook', className)}
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
    >
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
      {empty && <p className="pk-orderbook__empty">{text.empty}</p>}
      {status === 'success' && !empty && (
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
              {...shared}
            />
            <OrderTable
              side="listing"
              orders={listings}
              hasMore={hasMoreListings}
              loadingMore={loadingMoreListings}
              onLoadMore={onLoadMoreListings}
              {...shared}
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

function OrderBookUnguarded({
  network,
  contractAddress,
  tokenId,
  pageSize,
  filter,
  enabled,
  cancelable,
  ...view
}: OrderBookProps) {
  const book = useOrderBook({ network, contractAddress, tokenId, pageSize, filter, enabled })
  const [cancelled, setCancelled] = useState<Order>()
  const text = withStrings(ORDER_BOOK_STRINGS, view.strings)
  const renderCancel =
    view.renderCancel ??
    (cancelable
      ? (order: Order) => (
          <CancelOrderButton
            order={order}
            label={fill(text.cancelLabel, { price: formatPrice(order, view.currencies) })}
            onCancelled={() => setCancelled(order)}
          />
        )
      : undefined)
  const status: OrderBookStatus = book.isError ? 'error' : book.isPending ? 'pending' : 'success'
  return (
    <OrderBookView
      {...view}
      renderCancel={renderCancel}
      notice={
        view.notice ??
        (cancelled && fill(text.cancelled, { price: formatPrice(cancelled, view.currencies) }))
      }
      status={status}
      listings={book.listings}
      offers={book.offers}
      onRetry={() => void book.refetch()}
      hasMoreListings={book.hasMoreListings}
      hasMoreOffers={book.hasMoreOffers}
      onLoadMoreListings={() => void book.fetchMoreListings()}
      onLoadMoreOffers={() => void book.fetchMoreOffers()}
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
 * carry a cancel button.
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
