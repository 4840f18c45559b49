/**
 * Where the depth chart draws a book with a price to chart: the plot's edges
 * (room for the axes' labels, and for a spread label above the plot), the
 * scales, the ticks of both axes, and the spread's band and label. Pure: the
 * chart draws it (`DepthPlot`).
 */
import { axisNumber, type DepthStep, linearScale, niceTicks } from './depth.js'
import { LABEL_ROOM, type SpreadLabelPlacement, spreadLabel } from './spreadLabel.js'

/** The chart's margins, in pixels: the axes and their labels are drawn in them. */
const TOP = 12
const RIGHT = 16
const BOTTOM = 40
const LEFT = 48

export interface DepthLayoutInput {
  readonly bids: readonly DepthStep[]
  readonly asks: readonly DepthStep[]
  /** The prices charted (`priceDomain`). */
  readonly domain: readonly [number, number]
  /** The best bid and the best ask (`depthSummary`). */
  readonly bid?: number | undefined
  readonly ask?: number | undefined
  /** The spread's label, for its width. */
  readonly spreadText: string
  readonly width: number
  readonly height: number
  readonly locale: string
}

export interface DepthLayout {
  /** The plot's edges, in pixels. */
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
  /** A price's x, a quantity's y. */
  readonly x: (price: number) => number
  readonly y: (quantity: number) => number
  readonly xTicks: readonly number[]
  readonly yTicks: readonly number[]
  /** The quantity axis's labels, one a tick. */
  readonly yLabels: readonly string[]
  /** The band between the best bid and the best ask, and its label's place; none when either is missing or they cross. */
  readonly spread:
    | (SpreadLabelPlacement & { readonly from: number; readonly to: number })
    | undefined
}

/**
 * The layout of a chart `width` × `height`: the quantity labels set the left
 * margin, a spread label too wide for its band the top one, and the price
 * labels' width how many price ticks there are.
 */
export function depthLayout(input: DepthLayoutInput): DepthLayout {
  const { bids, asks, domain, bid, ask, width, locale } = input
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
  const spread =
    bid !== undefined && ask !== undefined && ask >= bid
      ? {
          from: x(bid),
          to: x(ask),
          ...spreadLabel({ from: x(bid), to: x(ask), text: input.spreadText, width }),
        }
      : undefined
  // A label too wide for its band goes above the plot, which makes room for it.
  const top = TOP + (spread && !spread.inside ? LABEL_ROOM : 0)
  const bottom = input.height - BOTTOM
  const y = linearScale([0, yTop], [bottom, top])
  // As many price ticks as their labels leave room for (11 px digits are about 6.5 px wide).
  const labelWidth =
    16 + 6.5 * Math.max(...domain.map((p) => axisNumber(p, { locale, currency: true }).length))
  const xTicks = niceTicks(
    domain[0],
    domain[1],
    Math.max(2, Math.floor((right - left) / Math.max(90, labelWidth))),
  )
  return { left, right, top, bottom, x, y, xTicks, yTicks, yLabels, spread }
}
