/**
 * The column names above a wide list's rows: for the eye only (`aria-hidden`)
 * — each row is an article of the feed, not a table row, and says its parts
 * itself to screen readers ("price", "from", "to"). Under the narrow layout
 * it is not displayed at all.
 */
import type { CSSProperties } from 'react'
import type { ActivityListStrings } from './strings.js'

export function ActivityHead({
  text,
  gutter,
}: {
  readonly text: ActivityListStrings
  /** The width of the list's scroll bar, in px: the names keep its room, so they stand over their columns. */
  readonly gutter: number
}) {
  const c = text.columns
  const style = { '--pk-activity-gutter': `${gutter}px` } as CSSProperties
  return (
    <div className="pk-activity__head" aria-hidden="true" style={style}>
      <span data-column="kind">{c.kind}</span>
      <span data-column="token">{c.token}</span>
      <span data-column="price">{c.price}</span>
      <span data-column="quantity">{c.quantity}</span>
      <span data-column="from">{c.from}</span>
      <span data-column="to">{c.to}</span>
      <span data-column="when">{c.time}</span>
      <span data-column="tx">{c.transaction}</span>
    </div>
  )
}
