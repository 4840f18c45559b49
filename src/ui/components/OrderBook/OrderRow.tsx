// biome-ignore-all lint/a11y/noRedundantRoles: each element of an order table states its role, so a row laid out with CSS `display` keeps its table semantics in every browser
'use client'
/**
 * One order of the book as a table row: price, currency, US dollars,
 * quantity, maker, marketplace and expiry, then its actions. On a desktop a
 * row of the table; in a narrow box (OrderBook.css) the same cells stacked on
 * two lines. Every element states its table role, so that a row laid out
 * with CSS `display` keeps its table semantics in every browser.
 */
import type { ReactNode } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import {
  formatQuantity,
  marketplaceName,
  relativeTime,
  shortenAddress,
} from '../../shared/format.js'
import { formatUSD, type PriceParts } from '../../shared/price.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import type { OrderBookStrings } from './strings.js'

/** Server text shown in a cell: short, and never a layout breaker. */
const cell = (value: string | undefined, max = 48) => clampText(value ?? '', max)

export interface OrderRowProps {
  readonly order: Order
  /** Its price, as `priceParts` writes it (an amount the kit has read as a number). */
  readonly price: PriceParts
  /** Whether the connected account made it. */
  readonly own: boolean
  /** The app's action for it (`renderAction`), rendered before the cancel control. */
  readonly action: ReactNode
  /** Whether the row has an actions cell (some row of its table has an action). */
  readonly actions: boolean
  readonly now: number
  readonly locale: string
  readonly onCancel: ((order: Order) => void) | undefined
  readonly renderCancel: ((order: Order) => ReactNode) | undefined
  readonly text: OrderBookStrings
  /** Set while a live update's mark is on the row (`data-live-mark`). */
  readonly marked: boolean
}

/** The maker's cell: "You" for the account's own order, else the address shortened; the whole address read. */
function MakerCell({ maker, own, you }: { maker: string; own: boolean; you: string }) {
  return (
    <td role="cell" data-column="maker">
      <span className="pk-orderbook__maker" title={maker}>
        {own ? (
          <span className="pk-orderbook__you" aria-hidden="true">
            {you}
          </span>
        ) : (
          <bdi aria-hidden="true">{shortenAddress(maker)}</bdi>
        )}
        <span className="pk-visually-hidden">
          {own && `${you}, `}
          <bdi>{maker}</bdi>
        </span>
      </span>
    </td>
  )
}

export function OrderRow({
  order,
  price,
  own,
  action,
  actions,
  now,
  locale,
  onCancel,
  renderCancel,
  text,
  marked,
}: OrderRowProps) {
  // A symbol is the app's or the chain's text: bounded, the whole price in the cell's title.
  const symbol = clampText(price.symbol, 32)
  // One name per marketplace across the kit: the name table first, the order's origin else.
  const origin = cell(marketplaceName(order))
  const expires = relativeTime(order.validUntil, now, locale)
  const validUntil = cell(order.validUntil)
  const cancel = own && (renderCancel !== undefined || onCancel !== undefined)
  return (
    <tr role="row" data-own={own || undefined} data-live-mark={marked || undefined}>
      <th
        role="rowheader"
        scope="row"
        className="pk-orderbook__price"
        data-column="price"
        title={price.full}
      >
        {price.amount}
        <bdi className="pk-visually-hidden"> {symbol}</bdi>
      </th>
      <td role="cell" className="pk-orderbook__symbol" data-column="symbol" title={price.full}>
        <bdi aria-hidden="true">{symbol}</bdi>
      </td>
      <td
        role="cell"
        className="pk-orderbook__number"
        data-column="usd"
        title={order.priceUSDFormatted}
      >
        {formatUSD(order, locale)}
      </td>
      <td
        role="cell"
        className="pk-orderbook__number"
        data-column="quantity"
        title={order.quantityAvailableFormatted}
      >
        {/* Stacked, the column headers are hidden: the quantity says what it is. */}
        <span className="pk-orderbook__cell-label" aria-hidden="true">
          {text.quantityShort}
        </span>
        {formatQuantity(order.quantityAvailableFormatted, order.quantityAvailable)}
      </td>
      <MakerCell maker={cell(order.createdBy, 64)} own={own} you={text.you} />
      <td role="cell" data-column="marketplace" title={order.originName || origin}>
        <span className="pk-orderbook__clip">
          <bdi>{origin}</bdi>
        </span>
      </td>
      <td role="cell" data-column="expires">
        <time dateTime={validUntil} title={validUntil}>
          {expires || text.never}
        </time>
      </td>
      {actions && (
        <td role="cell" className="pk-orderbook__actions" data-column="actions">
          {action}
          {cancel && renderCancel?.(order)}
          {cancel && !renderCancel && (
            <button
              type="button"
              className="pk-button pk-orderbook__cancel"
              data-variant="secondary"
              aria-label={fill(text.cancelLabel, { price: `${price.amount} ${symbol}` })}
              onClick={() => onCancel?.(order)}
            >
              {text.cancel}
            </button>
          )}
        </td>
      )}
    </tr>
  )
}
