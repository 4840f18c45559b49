'use client'
/** The chart's data for screen readers: the sales, and the floor's steps, as tables. */
import type { ActivityItem } from '../../../core/schemas/activity.js'
import { formatTokenAmount } from '../../shared/price.js'
import type { FloorStep } from './floor.js'
import type { SalePoint } from './history.js'
import type { PriceHistoryStrings } from './strings.js'

interface TableProps<T> {
  readonly rows: readonly T[]
  /** An item's price with its symbol. */
  readonly price: (item: ActivityItem) => string
  readonly locale: string
  readonly text: PriceHistoryStrings
}

/** The sales, for screen readers: date, price and quantity, oldest first. */
export function SalesTable({ rows, price, locale, text }: TableProps<SalePoint>) {
  return (
    // Hidden in a box of its own: a table is never narrower than its cells, a box can be 1 px.
    <div className="pk-visually-hidden">
      <table>
        <caption>{text.table}</caption>
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.item.id}>
              <td>{new Date(p.time).toLocaleString(locale)}</td>
              <td>{price(p.item)}</td>
              <td>{formatTokenAmount(p.item.quantity ?? '1', { locale, significantDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The floor, for screen readers: from when, at what price (or none listed), oldest first. */
export function FloorTable({ rows, price, locale, text }: TableProps<FloorStep>) {
  return (
    <div className="pk-visually-hidden">
      <table>
        <caption>{text.floor}</caption>
        <thead>
          <tr>
            <th scope="col">{text.since}</th>
            <th scope="col">{text.floor}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((step) => (
            <tr key={step.time}>
              <td>{new Date(step.time).toLocaleString(locale)}</td>
              <td>{step.item ? price(step.item) : text.noListing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What the chart's marks are: the sales' dots and line, and the floor's steps. */
export function HistoryLegend({ text }: { readonly text: PriceHistoryStrings }) {
  return (
    <p className="pk-history__legend" aria-hidden="true">
      <span className="pk-history__key pk-history__key--sales">{text.table}</span>
      <span className="pk-history__key pk-history__key--floor">{text.floor}</span>
    </p>
  )
}
