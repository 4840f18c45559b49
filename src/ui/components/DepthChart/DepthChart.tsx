'use client'
/**
 * The depth chart of one collectible's order book: how much could be bought
 * or sold up to each price, bids and asks side by side, as an SVG. Its
 * drawing is `DepthPlot`, laid out by `depthLayout`.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react'
import { cx } from '../../shared/format.js'
import { fill, withStrings } from '../../shared/strings.js'
import { DepthPlot } from './DepthPlot.js'
import { type DepthOrder, depthSteps, depthSummary, priceDomain } from './depth.js'

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
  const spreadText = fill(text.spread, { spread: money(summary.spread) })

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
          <DepthPlot
            bids={bids}
            asks={asks}
            domain={domain}
            {...summary}
            spreadText={spreadText}
            width={width}
            height={height}
            locale={locale}
            text={text}
          />
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
