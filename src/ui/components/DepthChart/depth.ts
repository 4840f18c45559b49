/**
 * The computations of the depth chart, apart from its markup so that an app
 * can draw its own: depth steps, scales, ticks, the price domain, the SVG
 * path and the summary. Every one is bounded for any finite input (issue 11).
 */
import type { Order } from '../../../core/schemas/order.js'
import { DEFAULT_LOCALE } from '../../shared/format.js'

/** The order fields the chart reads. */
export type DepthOrder = Pick<Order, 'priceUSD' | 'quantityAvailable' | 'quantityDecimals'>

/** One step of a side's depth: at `price`, `cumulative` units are available at that price or better. */
export interface DepthStep {
  readonly price: number
  readonly cumulative: number
}

/** The quantity an order still offers, in whole units (`quantityAvailable` over 10^`quantityDecimals`). */
export function orderQuantity(order: DepthOrder): number {
  const raw = Number(order.quantityAvailable)
  const scale = 10 ** Math.max(order.quantityDecimals ?? 0, 0)
  return Number.isFinite(raw) && raw > 0 ? raw / scale : 0
}

/**
 * The cumulative depth of one side, best price first: bids (offers) from the
 * highest price down, asks (listings) from the lowest up. Orders at one price
 * make one step; orders without a usable price or quantity are left out.
 *
 * @example
 * ```ts
 * depthSteps(offers, 'bid') // [{ price: 30, cumulative: 1 }, { price: 25, cumulative: 3 }]
 * ```
 */
export function depthSteps(orders: readonly DepthOrder[], side: 'bid' | 'ask'): DepthStep[] {
  const usable = orders
    .map((o) => ({ price: o.priceUSD ?? Number.NaN, quantity: orderQuantity(o) }))
    .filter((o) => Number.isFinite(o.price) && o.price >= 0 && o.quantity > 0)
    .sort((a, b) => (side === 'bid' ? b.price - a.price : a.price - b.price))
  const steps: DepthStep[] = []
  let total = 0
  for (const { price, quantity } of usable) {
    // Capped at the largest double, so huge quantities stay finite on the axis.
    total = Math.min(total + quantity, Number.MAX_VALUE)
    // Orders at one price make one step: the last one's total replaces the step before.
    if (steps.at(-1)?.price === price) steps.pop()
    steps.push({ price, cumulative: total })
  }
  return steps
}

/**
 * A linear map from `domain` to `range`; a domain of one point maps to the
 * middle of the range.
 *
 * @example
 * ```ts
 * linearScale([0, 10], [0, 100])(5) // 50
 * ```
 */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  if (d1 === d0) return () => (r0 + r1) / 2
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
}

/** The most ticks an axis may have, whatever the data: a bound on the work and on the labels. */
export const MAX_TICKS = 50

/**
 * About `count` round tick values (1, 2 or 5 times a power of ten apart)
 * covering `[min, max]`, inside it. Bounded for any finite input (issue 11):
 * at most `MAX_TICKS` values, computed by index rather than by repeated
 * addition, so values a few floating-point steps apart, denormals and spans
 * beyond the largest double give a short list instead of a loop that never
 * advances. Where the span is below what round steps can tell apart, the
 * ends themselves are the ticks.
 *
 * @example
 * ```ts
 * niceTicks(0, 97, 5) // [0, 20, 40, 60, 80]
 * niceTicks(3000, 3000.0000000000005) // [3000, 3000.0000000000005]
 * ```
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || !(count >= 1)) return []
  const [lo, hi] = min <= max ? [min, max] : [max, min]
  if (lo === hi) return [lo]
  const ends = [lo, hi]
  const rough = (hi - lo) / Math.min(count, MAX_TICKS)
  if (!(rough > 0) || !Number.isFinite(rough)) return ends
  const power = 10 ** Math.floor(Math.log10(rough))
  if (!(power > 0) || !Number.isFinite(power)) return ends
  const fraction = rough / power
  // The thresholds are the geometric means of 1, 2, 5 and 10: the step nearest to `rough`.
  const step =
    (fraction >= Math.SQRT2 * 5
      ? 10
      : fraction >= Math.sqrt(10)
        ? 5
        : fraction >= Math.SQRT2
          ? 2
          : 1) * power
  const first = Math.ceil(lo / step)
  const n = Math.floor(hi / step + 1e-9) - first
  if (!Number.isFinite(n) || n < 0 || n > MAX_TICKS) return ends
  const ticks: number[] = []
  for (let k = 0; k <= n; k++) {
    // Twelve significant digits, so 0.1 + 0.2 shows as 0.3 at any magnitude.
    const t = Number(((first + k) * step).toPrecision(12))
    if (t >= lo && t <= hi && t !== ticks.at(-1)) ticks.push(t)
  }
  return ticks.length > 0 ? ticks : ends
}

/**
 * A number as an axis label that stays short at any magnitude: compact
 * (`$1.2K`, `$3.4B`) in the usual range, scientific (`$1.2E-120`,
 * `$3.4E308`) beyond it, so a label never outgrows its place. In
 * `options.locale`, by default {@link DEFAULT_LOCALE}.
 */
export function axisNumber(
  value: number,
  options: { readonly locale?: string | undefined; readonly currency?: boolean } = {},
): string {
  const abs = Math.abs(value)
  const unusual = abs !== 0 && (abs < 0.01 || abs >= 1e15)
  return new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    ...(options.currency ? { style: 'currency', currency: 'USD' } : {}),
    notation: unusual ? 'scientific' : 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value)
}

/**
 * The extent of both sides on the price axis, padded so that no step sits
 * on the edge: `[lowest, highest]` price, widened by 5 % of the span on each
 * side (by 10 % of the price when there is one price only). `undefined` when
 * there is nothing to chart.
 */
export function priceDomain(
  bids: readonly DepthStep[],
  asks: readonly DepthStep[],
): [number, number] | undefined {
  let lo = Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  for (const { price } of [...bids, ...asks]) {
    if (price < lo) lo = price
    if (price > hi) hi = price
  }
  if (lo > hi) return undefined
  const pad = hi > lo ? (hi - lo) * 0.05 : Math.max(hi * 0.1, 1)
  // Never past the largest double: a price of 1e308 still charts.
  return [Math.max(0, lo - pad), hi + Math.min(pad, Number.MAX_VALUE - hi)]
}

/**
 * The SVG path of one side's stepped area: from the best price on the
 * baseline, up and outward step by step to `edge` (the end of the price axis
 * on that side), and back along the baseline. `x` and `y` map prices and
 * quantities to the chart.
 *
 * @example
 * ```ts
 * stepPath([{ price: 2, cumulative: 1 }], 3, (p) => p * 10, (q) => 100 - q * 10)
 * // 'M20 100L20 90L30 90L30 100Z'
 * ```
 */
export function stepPath(
  steps: readonly DepthStep[],
  edge: number,
  x: (price: number) => number,
  y: (quantity: number) => number,
): string {
  const first = steps[0]
  if (!first) return ''
  const r = (n: number) => Math.round(n * 100) / 100
  const base = r(y(0))
  let d = `M${r(x(first.price))} ${base}`
  steps.forEach((step, i) => {
    const next = steps[i + 1]?.price ?? edge
    d += `L${r(x(step.price))} ${r(y(step.cumulative))}L${r(x(next))} ${r(y(step.cumulative))}`
  })
  return `${d}L${r(x(edge))} ${base}Z`
}

/**
 * The best bid, best ask and spread (ask − bid) in US dollars; `undefined` where a side is empty.
 *
 * @example
 * ```ts
 * const { bid, ask, spread } = depthSummary(offers, listings) // best bid, best ask, in USD
 * ```
 */
export function depthSummary(
  bids: readonly DepthStep[],
  asks: readonly DepthStep[],
): { bid?: number; ask?: number; spread?: number } {
  const bid = bids[0]?.price
  const ask = asks[0]?.price
  return {
    bid,
    ask,
    spread:
      bid === undefined || ask === undefined ? undefined : Math.round((ask - bid) * 100) / 100,
  }
}
