/**
 * The depth chart of one collectible's order book: how much could be bought
 * or sold up to each price, bids and asks side by side, as an SVG.
 */
import type { Ref } from 'react'
import type { Order } from '../../core/schemas/order.js'
import { cx } from '../lib/format.js'
import { fill, withStrings } from '../lib/strings.js'

export const DEPTH_CHART_STRINGS = {
  /** The chart's `<title>`. */
  title: 'Order book depth',
  /** The accessible summary; `{bid}`, `{ask}` and `{spread}` are US-dollar amounts or `none`. */
  summary: 'Best bid {bid}, best ask {ask}, spread {spread}',
  /** Stands for a missing best bid, best ask or spread in the summary. */
  none: 'none',
  /** Shown, and announced, when there is no order to chart. */
  empty: 'No orders to chart',
  /** The legend of the bid (offer) side. */
  bids: 'Bids',
  /** The legend of the ask (listing) side. */
  asks: 'Asks',
  /** The x axis: prices in US dollars. */
  priceAxis: 'Price (USD)',
  /** The y axis: cumulative quantity. */
  quantityAxis: 'Quantity',
}
export type DepthChartStrings = typeof DEPTH_CHART_STRINGS

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
    total += quantity
    const last = steps[steps.length - 1]
    if (last && last.price === price) steps[steps.length - 1] = { price, cumulative: total }
    else steps.push({ price, cumulative: total })
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

/**
 * About `count` round tick values (1, 2 or 5 times a power of ten apart)
 * covering `[min, max]`, inside it.
 *
 * @example
 * ```ts
 * niceTicks(0, 97, 5) // [0, 20, 40, 60, 80]
 * ```
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || count < 1) return []
  if (max < min) return niceTicks(max, min, count)
  if (max === min) return [min]
  const rough = (max - min) / count
  const power = 10 ** Math.floor(Math.log10(rough))
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
  const ticks: number[] = []
  // Rounded to the step's precision, so 0.1 + 0.2 shows as 0.3.
  const digits = Math.max(0, -Math.floor(Math.log10(step)))
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) {
    ticks.push(Number(t.toFixed(digits)))
  }
  return ticks
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
  const prices = [...bids, ...asks].map((s) => s.price)
  if (prices.length === 0) return undefined
  const lo = Math.min(...prices)
  const hi = Math.max(...prices)
  const pad = hi > lo ? (hi - lo) * 0.05 : Math.max(hi * 0.1, 1)
  return [Math.max(0, lo - pad), hi + pad]
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
    ...(bid === undefined ? {} : { bid }),
    ...(ask === undefined ? {} : { ask }),
    ...(bid === undefined || ask === undefined
      ? {}
      : { spread: Math.round((ask - bid) * 100) / 100 }),
  }
}

export interface DepthChartProps {
  /** Offers: the bid side. */
  readonly offers: readonly DepthOrder[]
  /** Listings: the ask side. */
  readonly listings: readonly DepthOrder[]
  /** The chart's width and height in pixels (default 720 × 220); it shrinks with a narrower container. */
  readonly width?: number
  readonly height?: number
  /** The locale of the numbers (default: the browser's). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<DepthChartStrings>
  readonly ref?: Ref<HTMLDivElement>
}

const MARGIN = { top: 12, right: 16, bottom: 40, left: 48 }

/**
 * A depth chart of one collectible's book: for bids, the cumulative quantity
 * wanted at each price from the best bid down; for asks, the quantity on sale
 * from the best ask up, as stepped areas in `--pk-offer` and `--pk-listing`.
 * Prices are in US dollars (`priceUSD`), so orders in different currencies
 * compare. The SVG is an image with a title and a summary of the best bid,
 * best ask and spread for assistive technology.
 *
 * @example
 * ```tsx
 * <DepthChart listings={book.listings} offers={book.offers} />
 * ```
 */
export function DepthChart({
  offers,
  listings,
  width = 720,
  height = 220,
  locale,
  className,
  strings,
  ref,
}: DepthChartProps) {
  const text = withStrings(DEPTH_CHART_STRINGS, strings)
  const bids = depthSteps(offers, 'bid')
  const asks = depthSteps(listings, 'ask')
  const domain = priceDomain(bids, asks)
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const summary = depthSummary(bids, asks)
  const money = (value: number | undefined) => (value === undefined ? text.none : usd.format(value))
  const label = domain
    ? fill(text.summary, {
        bid: money(summary.bid),
        ask: money(summary.ask),
        spread: money(summary.spread),
      })
    : text.empty

  const legend = (
    <ul className="pk-depth__legend">
      <li className="pk-depth__key" data-side="bid">
        {text.bids}
      </li>
      <li className="pk-depth__key" data-side="ask">
        {text.asks}
      </li>
    </ul>
  )

  if (!domain) {
    return (
      <div ref={ref} className={cx('pk-depth', className)} data-empty="">
        <svg
          className="pk-depth__svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={text.empty}
        >
          <title>{text.title}</title>
          <text className="pk-depth__empty" x={width / 2} y={height / 2} textAnchor="middle">
            {text.empty}
          </text>
        </svg>
      </div>
    )
  }

  const maxDepth = Math.max(bids.at(-1)?.cumulative ?? 0, asks.at(-1)?.cumulative ?? 0)
  const whole = [...bids, ...asks].every((s) => Number.isInteger(s.cumulative))
  const yTicks = niceTicks(0, maxDepth, 4).filter((t) => !whole || Number.isInteger(t))
  const yTop = Math.max(maxDepth, yTicks.at(-1) ?? 0) * 1.1
  const left = MARGIN.left
  const right = width - MARGIN.right
  const top = MARGIN.top
  const bottom = height - MARGIN.bottom
  const x = linearScale(domain, [left, right])
  const y = linearScale([0, yTop], [bottom, top])
  const xTicks = niceTicks(domain[0], domain[1], Math.max(2, Math.floor((right - left) / 90)))

  return (
    <div ref={ref} className={cx('pk-depth', className)}>
      <svg
        className="pk-depth__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
      >
        <title>{text.title}</title>
        <g className="pk-depth__grid">
          {yTicks.map((t) => (
            <line key={t} x1={left} x2={right} y1={y(t)} y2={y(t)} />
          ))}
        </g>
        <path className="pk-depth__area" data-side="bid" d={stepPath(bids, domain[0], x, y)} />
        <path className="pk-depth__area" data-side="ask" d={stepPath(asks, domain[1], x, y)} />
        <g className="pk-depth__axis" data-axis="x">
          <line x1={left} x2={right} y1={bottom} y2={bottom} />
          {xTicks.map((t) => (
            <g key={t} className="pk-depth__tick" transform={`translate(${x(t)},${bottom})`}>
              <line y2={5} />
              <text y={18} textAnchor="middle">
                {compact.format(t)}
              </text>
            </g>
          ))}
          <text
            className="pk-depth__label"
            x={(left + right) / 2}
            y={height - 4}
            textAnchor="middle"
          >
            {text.priceAxis}
          </text>
        </g>
        <g className="pk-depth__axis" data-axis="y">
          <line x1={left} x2={left} y1={top} y2={bottom} />
          {yTicks.map((t) => (
            <g key={t} className="pk-depth__tick" transform={`translate(${left},${y(t)})`}>
              <line x2={-5} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {count.format(t)}
              </text>
            </g>
          ))}
          <text
            className="pk-depth__label"
            transform={`translate(12,${(top + bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {text.quantityAxis}
          </text>
        </g>
      </svg>
      {legend}
    </div>
  )
}
