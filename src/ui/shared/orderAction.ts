/** An app's own control for an order, which the order book and the price summary both render. */
import type { ReactNode } from 'react'
import type { Order } from '../../core/schemas/order.js'

/** The side of the book an order is on: a listing (ask) or an offer (bid). */
export type OrderSide = 'listing' | 'offer'

/**
 * An app's own control for one order — its checkout for a listing, its
 * accept-offer flow for an offer — rendered where marketplace users look for
 * Buy and Accept: in the order's row of `OrderBookView`, in the box of
 * `PriceSummaryView`. It returns `null` or `undefined` for an order that gets
 * none. Its accessible name is the app's: name the order in it, such as
 * "Buy for 1.5 USDC" (a button that only says "Buy" is one of many alike in
 * a book), for instance with `formatPrice(order, currencies)`.
 *
 * @example
 * ```tsx
 * const renderAction: RenderOrderAction = (order, side) =>
 *   side === 'listing' ? (
 *     <button type="button" onClick={() => checkout(order)}>
 *       Buy <span className="pk-visually-hidden">for {formatPrice(order, currencies)}</span>
 *     </button>
 *   ) : null
 * ```
 */
export type RenderOrderAction = (
  order: Order,
  side: OrderSide,
  /** The order's price as the component shows it beside the action (`0.05000 WETH`). */
  shown?: { readonly price: string },
) => ReactNode

/** Whether an app's action is there: `null`, `undefined` and `false` render nothing. */
export const present = (node: ReactNode) => node !== null && node !== undefined && node !== false
