/** The props of `OrderBookView`, and the status it shows. */
import type { ReactNode } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import type { CurrencyMap } from '../../shared/format.js'
import type { GuardProps } from '../../shared/Guarded.js'
import type { OrderSide, RenderOrderAction } from '../../shared/orderAction.js'
import type { DepthChartStrings } from '../DepthChart/DepthChart.js'
import type { LiveStatusStrings } from '../LiveStatusBadge/LiveStatusBadge.js'
import type { OrderBookStrings } from './strings.js'

export type { OrderSide, RenderOrderAction }

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
  /** The locale of relative times and numbers (default: the `PlatformProvider`'s `locale`, else `en-US`). */
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
  /**
   * The app's own action for an order (Buy a listing, Accept an offer), in
   * the order's row beside the cancel button of the account's own orders; a
   * row for which it returns `null` or `undefined` gets nothing. Name the
   * order in its accessible name, e.g. "Buy for 1.5 USDC".
   */
  readonly renderAction?: RenderOrderAction
  /** A message about the book shown above it in a live region (such as a cancellation that succeeded). */
  readonly notice?: ReactNode
  /** Shows the depth chart above the tables (default `true`). */
  readonly depthChart?: boolean
  /**
   * Says so when the book has no order at all (default `true`); `false`
   * leaves the book out then, for a page whose `PriceSummary` already says
   * "Not listed" and "No offers", so that the emptiness is said once.
   */
  readonly emptyMessage?: boolean
  /** Under a `LiveQueries`, shows the live feed's state above the book (`LiveStatusBadge`); `false` hides it. */
  readonly liveStatus?: boolean
  /**
   * Under a `LiveQueries`, marks the rows a live update added or changed for
   * two seconds (`data-live-mark`) and says what changed in a polite live
   * region at most every five seconds ("1 listing added"); `false` does neither.
   */
  readonly liveMarks?: boolean
  readonly className?: string
  readonly strings?: Partial<OrderBookStrings>
  readonly chartStrings?: Partial<DepthChartStrings>
  readonly liveStrings?: Partial<LiveStatusStrings>
}
