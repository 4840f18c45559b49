/**
 * A token's or a collection's sales as a series to chart: the sales of
 * activity (kind `sale`) with a price, in the currency most of them were
 * paid in (with no sale, the one most listings ask), oldest first, and the
 * floor over the same time (`floorSteps`). Prices and times come from
 * outside: one that does not read as a number or a date is left out, never
 * charted as NaN.
 */
import type { ActivityItem } from '../../../core/schemas/activity.js'
import type { CurrencyMap } from '../../shared/format.js'
import { type FloorStep, floorSteps, priceValue } from './floor.js'

/** The most sales charted: the latest ones (a bound on the work and the drawing). */
export const MAX_SALES = 500

/** One sale on the chart: when, and the price per token in whole units of the series' currency. */
export interface SalePoint {
  readonly time: number
  readonly value: number
  readonly item: ActivityItem
}

export interface SalesSeries {
  /** The currency charted (lower case): the one most sales were paid in. */
  readonly currency: string | undefined
  /** Its sales, oldest first, at most `MAX_SALES`. */
  readonly points: readonly SalePoint[]
  /** Sales left out: in another currency, unreadable, or past `MAX_SALES`. */
  readonly left: number
  /** The floor of the listings in the same currency, a step each time it changed (the latest `MAX_SALES`). */
  readonly floor: readonly FloorStep[]
  /** The time charted, in ms: from the first sale or floor step to the latest sale or item read. */
  readonly from: number
  readonly to: number
}

/** The currency most of `sales` were paid in; of two as common, the first by address. */
function commonest(sales: readonly ActivityItem[]): string | undefined {
  const counts = new Map<string, number>()
  for (const { currency } of sales) {
    if (!currency) continue
    const key = currency.toLowerCase()
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0]
}

/**
 * The sales of `items` to chart, in the currency most were paid in, and the
 * floor of its listings among `items`.
 *
 * @example
 * ```ts
 * const { currency, points, floor } = salesSeries(items, currencies)
 * ```
 */
export function salesSeries(items: readonly ActivityItem[], currencies: CurrencyMap): SalesSeries {
  const sales = items.filter((i) => i.kind === 'sale' && i.price !== undefined && i.currency)
  const currency = commonest(sales) ?? commonest(items.filter((i) => i.kind === 'listing'))
  const decimals = currency === undefined ? undefined : currencies[currency]?.decimals
  const points: SalePoint[] = []
  for (const item of sales) {
    if (item.currency!.toLowerCase() !== currency) continue
    const value = priceValue(item, currency!, decimals)
    const time = Date.parse(item.time)
    if (value !== undefined && Number.isFinite(time)) points.push({ time, value, item })
  }
  points.sort((a, b) => a.time - b.time)
  const kept = points.slice(-MAX_SALES)
  const { steps, end } =
    currency === undefined || decimals === undefined
      ? { steps: [], end: Number.NEGATIVE_INFINITY }
      : floorSteps(items, currency, decimals)
  const floor = steps.slice(-MAX_SALES)
  const from = Math.min(
    kept[0]?.time ?? Number.POSITIVE_INFINITY,
    floor[0]?.time ?? Number.POSITIVE_INFINITY,
  )
  const to = Math.max(
    kept.at(-1)?.time ?? Number.NEGATIVE_INFINITY,
    floor.length ? end : Number.NEGATIVE_INFINITY,
  )
  return { currency, points: kept, left: sales.length - kept.length, floor, from, to }
}
