'use client'
/**
 * One collectible's order book: its listings (asks) and offers (bids) side by
 * side, with a depth chart above them.
 */
import { type ForwardedRef, lazy, Suspense, useMemo, useState } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { type UseOrderBookParameters, useOrderBook } from '../../../react/hooks/useOrderBook.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { guarded } from '../../shared/Guarded.js'
import { formatPrice, priceParts } from '../../shared/price.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { tradeOrderAction, useTradeDialog } from '../TradePanel/TradePanel.js'
import { OrderBookView } from './OrderBookView.js'
import type { OrderBookStatus, OrderBookViewProps } from './props.js'
import { ORDER_BOOK_STRINGS } from './strings.js'

// The cancel's wallet flow loads only where the book shows one of the account's own orders.
const CancelOrderButton = lazy(() =>
  import('../CancelOrderButton/CancelOrderButton.js').then((m) => ({
    default: m.CancelOrderButton,
  })),
)

export { OrderBookView } from './OrderBookView.js'
export type {
  OrderBookStatus,
  OrderBookViewProps,
  OrderSide,
  RenderOrderAction,
} from './props.js'
export { ORDER_BOOK_STRINGS, type OrderBookStrings } from './strings.js'

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
    /**
     * The `account` holds the token: other makers' native offers get Accept
     * (listings get Buy always), unless `renderAction` says otherwise.
     */
    readonly acceptOffers?: boolean
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
          <Suspense>
            <CancelOrderButton
              order={order}
              label={fill(text.cancelLabel, { price: formatPrice(order, currencies, locale) })}
              onCancelled={() => setCancelled(order)}
            />
          </Suspense>
        )
      : undefined)
  // By default other makers' native listings are bought from their row, in one dialog of the
  // book's: its outcome stays when the order bought leaves the book.
  const trade = useTradeDialog()
  const renderAction =
    props.renderAction ??
    tradeOrderAction({
      account: props.account,
      accept: props.acceptOffers,
      currencies,
      locale,
      onTrade: trade.open,
    })
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
    <>
      <OrderBookView
        {...props}
        {...book}
        ref={ref}
        currencies={currencies}
        renderCancel={renderCancel}
        renderAction={renderAction}
        notice={props.notice ?? (cancelledNotice || undefined)}
        status={status}
        onRetry={book.refetch}
        onLoadMoreListings={book.fetchMoreListings}
        onLoadMoreOffers={book.fetchMoreOffers}
        loadingMoreListings={book.isFetchingMoreListings}
        loadingMoreOffers={book.isFetchingMoreOffers}
      />
      {trade.dialog}
    </>
  )
}

/**
 * One collectible's order book, loaded with `useOrderBook`: its live offers
 * (bids, highest first) and listings (asks, cheapest first) side by side
 * under a depth chart, each side paging on its own, stacked into two-line
 * rows on a phone. With `account` and `cancelable`, the account's own orders
 * get a `CancelOrderButton` that runs the whole cancellation with the
 * connected wallet (`useCancelOrder`, inside a `WagmiProvider`), its code
 * loaded once the book shows such an order; `onCancel` or `renderCancel` put
 * your own control there. Another maker's native listing
 * gets a Buy button that opens the kit's `TradePanel` (`tradeOrderAction`);
 * `renderAction` puts the app's own action for any order there instead.
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
