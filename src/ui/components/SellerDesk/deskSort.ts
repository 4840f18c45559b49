/** How the seller's desk orders its rows: as read, or by price or expiry. */
import type { Order } from '../../../core/schemas/order.js'

/** A column the desk sorts by, and which way. */
export interface SellerDeskSort {
  readonly column: 'price' | 'expires'
  readonly direction: 'ascending' | 'descending'
}

/** An order's price in US dollars, for comparing across currencies (unknown last). */
const usd = (order: Order) =>
  typeof order.priceUSD === 'number' && Number.isFinite(order.priceUSD)
    ? order.priceUSD
    : Number.POSITIVE_INFINITY

/** An order's end in ms (never: last). */
const end = (order: Order) => {
  const at = order.validUntil ? Date.parse(order.validUntil) : Number.NaN
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at
}

/** The rows in `sort`'s order (a copy; ties keep their place), or as given without one. */
export function sortRows<T extends { readonly order: Order }>(
  rows: readonly T[],
  sort: SellerDeskSort | undefined,
): readonly T[] {
  if (!sort) return rows
  const value = sort.column === 'price' ? usd : end
  const sign = sort.direction === 'ascending' ? 1 : -1
  return rows
    .map((row, at) => ({ row, at, v: value(row.order) }))
    .sort((a, b) => {
      // Unknown values stay last whichever way.
      const aKnown = Number.isFinite(a.v)
      const bKnown = Number.isFinite(b.v)
      if (aKnown !== bKnown) return aKnown ? -1 : 1
      return (aKnown && a.v !== b.v ? (a.v - b.v) * sign : 0) || a.at - b.at
    })
    .map(({ row }) => row)
}

/** The next sort when a column's header is pressed: ascending, then descending, then ascending. */
export const nextSort = (
  sort: SellerDeskSort | undefined,
  column: SellerDeskSort['column'],
): SellerDeskSort => ({
  column,
  direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
})
