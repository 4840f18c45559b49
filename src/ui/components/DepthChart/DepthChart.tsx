'use client'
/**
 * The depth chart of one collectible's order book: how much could be bought
 * or sold up to each price, bids and asks side by side, as an SVG.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react'
import { cx } from '../../shared/format.js'
import { fill, withStrings } from '../../shared/strings.js'
import {
  axisNumber,
  type DepthOrder,
  depthSteps,
  depthSummary,
  linearScale,
  niceTicks,
  priceDomain,
  stepPath,
} from './depth.js'
import { LABEL_ROOM, spreadLabel } from './spreadLabel.js'

export {
  axisNumber,
  type DepthOrder,
  type DepthStep,
  depthSteps,
  depthSummary,
  linearScale,
  MAX_TICKS,
  niceTicks,
  orderQuantity,
  priceDomain,
  stepPath,
} from './depth.js'

import { useLocale } from '../../shared/useLocale.js'
import { useMeasuredWidth } from '../../shared/useMeasuredWidth.js'

export const DEPTH_CHART_STRINGS = {
  /** The chart's `<title>`. */
  title: 'Order book depth',
  /** The accessible summary; `{bid}`, `{ask}` and `{spread}` are US-dollar amounts or `none`. */
  summary: 'Best bid {bid}, best ask {ask}, spread {spread}',
  /** Stands for a missing best bid, best ask or spread in the summary. */
  none: 'none',
  /** Shown, and announced, when there is no order to chart. */
  empty: 'No orders to chart',
  /** The spread marker's label; `{spread}` is a US-dollar amount. */
  spread: 'Spread {spread}',
  /** The legend of the bid (offer) side: its colour is not all that says so. */
  bids: 'Bids (offers)',
  /** The legend of the ask (listing) side. */
  asks: 'Asks (listings)',
  /** The x axis: prices in US dollars. */
  priceAxis: 'Price (USD)',
  /** The y axis: cumulative quantity. */
  quantityAxis: 'Quantity',
}
export type DepthChartStrings = typeof DEPTH_CHART_STRINGS

export interface DepthChartProps {
  /** Offers: the bid side. */
  readonly offers: readonly DepthOrder[]
  /** Listings: the ask side. */
  readonly listings: readonly DepthOrder[]
  /** The chart's width and height in pixels (default 720 × 220); it shrinks with a narrower container. */
  readonly width?: number
  readonly height?: number
  /** The locale of the numbers (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<DepthChartStrings>
}

/** The chart's margins, in pixels: the axes and their labels are drawn in them. */
const TOP = 12
const RIGHT = 16
const BOTTOM = 40
const LEFT = 48

/**
 * A depth chart of one collectible's book: for bids, the cumulative quantity
 * wanted at each price from the best bid down; for asks, the quantity on sale
 * from the best ask up, as stepped areas in `--pk-bid` (green) and `--pk-ask`
 * (red), named in a legend. Prices are in US dollars (`priceUSD`), so orders
 * in different currencies compare. The spread's label sits in its band, or
 * above the plot where the band is too narrow for it. The SVG is an image
 * with a title and a summary of the best bid, best ask and spread for
 * assistive technology.
 *
 * @example
 * ```tsx
 * <DepthChart listings={book.listings} offers={book.offers} />
 * ```
 */
export const DepthChart = forwardRef<HTMLDivElement, DepthChartProps>(function DepthChart(
  {
    offers,
    listings,
    width: widest = 720,
    height = 220,
    locale: givenLocale,
    className,
    strings,
  }: DepthChartProps,
  ref,
) {
  const text = withStrings(DEPTH_CHART_STRINGS, strings)
  const locale = useLocale(givenLocale)
  // The box is the chart's own, and the element its ref receives.
  const box = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => box.current as HTMLDivElement, [])
  // The width it has, followed as it changes (none where ResizeObserver is missing).
  const measured = useMeasuredWidth(box)
  // Drawn at the width it has (up to `width`), so its labels keep their size on a phone.
  const width = Math.max(240, Math.min(widest, measured ?? widest))
  const bids = depthSteps(offers, 'bid')
  const asks = depthSteps(listings, 'ask')
  const domain = priceDomain(bids, asks)
  const summary = depthSummary(bids, asks)
  const money = (value: number | undefined) =>
    value === undefined
      ? text.none
      : value.toLocaleString(locale, { style: 'currency', currency: 'USD' })
  const label = domain
    ? fill(text.summary, {
        bid: money(summary.bid),
        ask: money(summary.ask),
        spread: money(summary.spread),
      })
    : text.empty

  // The grid, areas, spread and axes of a book with a price to chart.
  const plot = (domain: readonly [number, number]) => {
    const maxDepth = Math.max(bids.at(-1)?.cumulative ?? 0, asks.at(-1)?.cumulative ?? 0)
    const whole = [...bids, ...asks].every((s) => Number.isInteger(s.cumulative))
    const yTicks = niceTicks(0, maxDepth, 4).filter((t) => !whole || Number.isInteger(t))
    // Ticks lie inside [0, maxDepth]: the axis goes a tenth above the deepest step.
    const yTop = Math.min(maxDepth * 1.1, Number.MAX_VALUE)
    const yLabels = yTicks.map((t) => axisNumber(t, { locale }))
    // Room for the longest quantity label (11 px digits are about 6.5 px wide), so none is cut off.
    const left = Math.max(LEFT, 18 + Math.max(0, ...yLabels.map((l) => l.length)) * 6.5)
    const right = width - RIGHT
    const x = linearScale(domain, [left, right])
    // The spread: the gap between the best bid and the best ask, marked and labelled.
    const { bid, ask } = summary
    const spreadText = fill(text.spread, { spread: money(summary.spread) })
    const spread =
      bid !== undefined && ask !== undefined && ask >= bid
        ? {
            from: x(bid),
            to: x(ask),
            ...spreadLabel({ from: x(bid), to: x(ask), text: spreadText, width }),
          }
        : undefined
    // A label too wide for its band goes above the plot, which makes room for it.
    const top = TOP + (spread && !spread.inside ? LABEL_ROOM : 0)
    const bottom = height - BOTTOM
    const y = linearScale([0, yTop], [bottom, top])
    // As many price ticks as their labels leave room for (11 px digits are about 6.5 px wide).
    const labelWidth =
      16 + 6.5 * Math.max(...domain.map((p) => axisNumber(p, { locale, currency: true }).length))
    const xTicks = niceTicks(
      domain[0],
      domain[1],
      Math.max(2, Math.floor((right - left) / Math.max(90, labelWidth))),
    )
    return (
      <>
        <g className="pk-depth__grid">
          {yTicks.map((t) => (
            <line key={t} x1={left} x2={right} y1={y(t)} y2={y(t)} />
          ))}
        </g>
        <path className="pk-depth__area" data-side="bid" d={stepPath(bids, domain[0], x, y)} />
        <path className="pk-depth__area" data-side="ask" d={stepPath(asks, domain[1], x, y)} />
        {spread && (
          <g className="pk-depth__spread" data-label={spread.inside ? 'inside' : 'above'}>
            <rect x={spread.from} y={top} width={spread.to - spread.from} height={bottom - top} />
            <text x={spread.x} y={spread.inside ? top + 18 : top - 6} textAnchor="middle">
              {spreadText}
            </text>
          </g>
        )}
        <g className="pk-depth__axis" data-axis="x">
          <line x1={left} x2={right} y1={bottom} y2={bottom} />
          {xTicks.map((t) => (
            <g key={t} className="pk-depth__tick" transform={`translate(${x(t)},${bottom})`}>
              <line y2={5} />
              {/* A label near an end of the axis grows inward, so it stays inside the chart. */}
              <text
                y={18}
                textAnchor={x(t) < left + 40 ? 'start' : x(t) > right - 40 ? 'end' : 'middle'}
              >
                {axisNumber(t, { locale, currency: true })}
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
          {yTicks.map((t, i) => (
            <g key={t} className="pk-depth__tick" transform={`translate(${left},${y(t)})`}>
              <line x2={-5} />
              <text x={-8} dy="0.32em" textAnchor="end">
                {yLabels[i]}
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
      </>
    )
  }

  // One frame for both states: the chart, or the empty text in its place.
  return (
    <div ref={box} className={cx('pk-depth', className)} data-empty={domain ? undefined : ''}>
      <p className="pk-depth__title" aria-hidden="true">
        {text.title}
      </p>
      <svg
        className="pk-depth__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
      >
        <title>{text.title}</title>
        {domain ? (
          plot(domain)
        ) : (
          <text className="pk-depth__empty" x={width / 2} y={height / 2} textAnchor="middle">
            {text.empty}
          </text>
        )}
      </svg>
      {domain && (
        <ul className="pk-depth__legend">
          <li className="pk-depth__key" data-side="bid">
            {text.bids}
          </li>
          <li className="pk-depth__key" data-side="ask">
            {text.asks}
          </li>
        </ul>
      )}
    </div>
  )
})
DepthChart.displayName = 'DepthChart'
