// biome-ignore-all lint/a11y/noRedundantRoles: each element of an order table states its role, so a row laid out with CSS `display` keeps its table semantics in every browser
'use client'
/**
 * One side of the order book: listings (asks) or offers (bids) under their
 * caption, one row per order — a table on a desktop, rows stacked on two
 * lines in a narrow box — with the account's own orders marked, their cancel
 * controls and the app's own actions; a short line when the side is empty.
 */
import { type CSSProperties, type ReactNode, useId } from 'react'
import { sameAddress } from '../../../core/schemas/address.js'
import type { Order } from '../../../core/schemas/order.js'
import type { CurrencyMap } from '../../shared/format.js'
import { present } from '../../shared/orderAction.js'
import { amountDigits, priceParts } from '../../shared/price.js'
import { orderKey } from './live.js'
import { OrderRow } from './OrderRow.js'
import type { OrderSide, RenderOrderAction } from './props.js'
import type { OrderBookStrings } from './strings.js'

/** The props of one side's table. */
export interface SideProps {
  readonly side: OrderSide
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
  readonly renderAction: RenderOrderAction | undefined
  readonly text: OrderBookStrings
  /** The keys of the rows a live update just added or changed (`data-live-mark`). */
  readonly marked?: ReadonlySet<string>
}

/** A column's header; `clip`: the column that gives way in a wide font, its header cut short with it. */
function header(label: string, kind?: 'number' | 'clip') {
  return (
    <th
      role="columnheader"
      scope="col"
      className={kind === 'number' ? 'pk-orderbook__number' : undefined}
      title={kind === 'clip' ? label : undefined}
    >
      {kind === 'clip' ? (
        <span className="pk-orderbook__clip">
          <span>{label}</span>
        </span>
      ) : (
        label
      )}
    </th>
  )
}

/** The columns' headers; the actions' only when some row has one. */
function HeaderRow({ text, actions }: { text: OrderBookStrings; actions: boolean }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {/* Amount and currency in columns of their own, so amounts in mixed currencies align;
            "Price" ends where the amounts end. */}
        {header(text.price, 'number')}
        <th role="columnheader" scope="col">
          <span className="pk-visually-hidden">{text.currency}</span>
        </th>
        {header(text.usd, 'number')}
        {header(text.quantity, 'number')}
        {header(text.maker)}
        {header(text.marketplace, 'clip')}
        {header(text.expires)}
        {actions && (
          <th role="columnheader" scope="col">
            <span className="pk-visually-hidden">{text.actions}</span>
          </th>
        )}
      </tr>
    </thead>
  )
}

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
  renderAction,
  text,
  marked,
}: SideProps) {
  const captionId = useId()
  const cancels = onCancel !== undefined || renderCancel !== undefined
  const rows = orders.map((order) => {
    const price = priceParts(order, currencies, locale)
    return {
      order,
      price,
      own: sameAddress(order.createdBy, account),
      action: renderAction?.(order, side, { price: `${price.amount} ${price.symbol}`.trim() }),
    }
  })
  // Stacked on a phone, the price's box is as wide as the widest amount, so amounts end at one x.
  const amount = {
    '--pk-orderbook-amount': `${Math.max(...rows.map((r) => amountDigits(r.price.amount)))}ch`,
  }
  // A column of actions only when some row has one: the account's cancel, or the app's.
  const actions = rows.some((r) => (cancels && r.own) || present(r.action))
  return (
    <div className="pk-orderbook__side" data-side={side}>
      <p className="pk-orderbook__caption" id={captionId}>
        {side === 'listing' ? text.listings : text.offers}
      </p>
      {orders.length === 0 ? (
        <p className="pk-orderbook__none">{side === 'listing' ? text.noListings : text.noOffers}</p>
      ) : (
        <table
          role="table"
          className="pk-orderbook__table"
          aria-labelledby={captionId}
          style={amount as CSSProperties}
        >
          <HeaderRow text={text} actions={actions} />
          <tbody role="rowgroup">
            {rows.map(({ order, price, own, action }) => {
              const key = orderKey(order)
              return (
                <OrderRow
                  key={key}
                  order={order}
                  price={price}
                  own={own}
                  action={action}
                  actions={actions}
                  onCancel={onCancel}
                  renderCancel={renderCancel}
                  text={text}
                  marked={marked?.has(key) ?? false}
                  now={now}
                  locale={locale}
                />
              )
            })}
          </tbody>
        </table>
      )}
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
