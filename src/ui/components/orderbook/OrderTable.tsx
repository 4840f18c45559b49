'use client'
/**
 * One side of the order book as a table: listings (asks) or offers (bids),
 * one row per order — price, US dollars, quantity, maker, marketplace and
 * expiry — with the account's own orders marked and their cancel controls.
 */
import { type ReactNode, useId } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import { sameAddress } from '../../../react/walletFlow.js'
import {
  type CurrencyMap,
  formatAmount,
  marketplaceName,
  relativeTime,
  shortenAddress,
} from '../../lib/format.js'
import { formatUSD, priceParts } from '../../lib/price.js'
import { clampText } from '../../lib/safety.js'
import { fill } from '../../lib/strings.js'
import { orderKey } from './live.js'
import type { OrderBookStrings } from './strings.js'

/** The props of one side's table. */
export interface SideProps {
  readonly side: 'listing' | 'offer'
  readonly orders: readonly Order[]
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly onLoadMore: (() => void) | undefined
  readonly currencies: CurrencyMap | undefined
  readonly now: number
  readonly locale: string
  readonly account: string | undefined
  readonly onCancel: ((order: Order) => void) | undefined
  readonly renderCancel: ((order: Order) => ReactNode) | undefined
  readonly text: OrderBookStrings
  /** The keys of the rows a live update just added or changed (`data-live-mark`). */
  readonly marked?: ReadonlySet<string>
}

/** Server text shown in a cell: short, and never a layout breaker. */
const cell = (value: string | undefined, max = 48) => clampText(value ?? '', max)

export function OrderTable({
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
  marked,
}: SideProps) {
  const isOwn = (order: Order) => sameAddress(order.createdBy, account)
  const actions = (onCancel !== undefined || renderCancel !== undefined) && orders.some(isOwn)
  const columns = actions ? 8 : 7
  const captionId = useId()
  return (
    <div className="pk-orderbook__side" data-side={side}>
      {/* The title stays put above a table that scrolls sideways on a phone. */}
      <p className="pk-orderbook__caption" id={captionId}>
        {side === 'listing' ? text.listings : text.offers}
      </p>
      {/* A named region that takes focus, so that a keyboard user can scroll a table wider than a phone. */}
      <section
        className="pk-orderbook__scroll"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="pk-orderbook__table" aria-labelledby={captionId}>
          <thead>
            <tr>
              {/* Amount and currency in columns of their own, so amounts in mixed currencies align. */}
              <th scope="col" colSpan={2} className="pk-orderbook__number">
                {text.price}
              </th>
              <th scope="col" className="pk-orderbook__number">
                {text.usd}
              </th>
              <th scope="col" className="pk-orderbook__number">
                {text.quantity}
              </th>
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
              const price = priceParts(order, currencies, locale)
              // One name per marketplace across the kit: the name table first, the order's origin else.
              const origin = cell(marketplaceName(order))
              const maker = cell(order.createdBy, 64)
              const expires = relativeTime(order.validUntil, now, locale)
              const validUntil = cell(order.validUntil)
              const key = orderKey(order)
              return (
                <tr
                  key={key}
                  data-own={own || undefined}
                  data-live-mark={marked?.has(key) || undefined}
                >
                  <th scope="row" className="pk-orderbook__price" title={price.full}>
                    {price.amount}
                    <span className="pk-visually-hidden"> {price.symbol}</span>
                  </th>
                  <td className="pk-orderbook__symbol" title={price.full}>
                    <span aria-hidden="true">{price.symbol}</span>
                  </td>
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
                    <time dateTime={validUntil} title={validUntil}>
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
                          aria-label={fill(text.cancelLabel, {
                            price: `${price.amount} ${price.symbol}`,
                          })}
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
      </section>
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
    </div>
  )
}
