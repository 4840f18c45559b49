'use client'
/** The sales of a series as an SVG: each sale a dot, joined in time, and the floor as steps, on a price axis. */
import { useRef } from 'react'
import { fill } from '../../shared/strings.js'
import { useMeasuredWidth } from '../../shared/useMeasuredWidth.js'
import { axisNumber, linearScale, niceTicks } from '../DepthChart/DepthChart.js'
import type { FloorStep } from './floor.js'
import type { SalePoint } from './history.js'
import type { PriceHistoryStrings } from './strings.js'

/** The chart's margins, in pixels: the axes and their labels are drawn in them. */
const TOP = 26
const RIGHT = 16
const BOTTOM = 28
const HEIGHT = 200

export interface SalesChartProps {
  readonly points: readonly SalePoint[]
  /** The floor from one change to the next (none where `value` is undefined). */
  readonly floor: readonly FloorStep[]
  /** The time charted, in ms. */
  readonly from: number
  readonly to: number
  readonly symbol: string
  /** The accessible summary of what the chart shows. */
  readonly summary: string
  readonly locale: string
  readonly text: PriceHistoryStrings
  /** The widest the chart is drawn (default 720); it shrinks with a narrower box. */
  readonly width?: number
}

/** A date as the axis writes it: `Nov 26, 2029`. */
const day = (time: number, locale: string) =>
  new Date(time).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * The ticks' labels, with as many decimals as tell them apart (0.0275 and
 * 0.03, not 0.03 twice), at most 12; the depth chart's compact form for
 * amounts too large or too small to write plainly.
 */
function tickLabels(ticks: readonly number[], locale: string): string[] {
  const plain = ticks.every((t) => t === 0 || (Math.abs(t) >= 1e-6 && Math.abs(t) < 1e12))
  if (!plain) return ticks.map((t) => axisNumber(t, { locale }))
  let places = 0
  while (
    places < 12 &&
    ticks.some((t) => Math.abs(Number(t.toFixed(places)) - t) > Math.abs(t) * 1e-9)
  )
    places++
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  })
  return ticks.map((t) => format.format(t))
}

/** The floor's path: a level from each step to the next (or `to`), a riser between two levels. */
function floorPath(
  floor: readonly FloorStep[],
  to: number,
  x: (t: number) => number,
  y: (v: number) => number,
): string {
  return floor
    .map(({ time, value }, i) => {
      if (value === undefined) return ''
      const joined = floor[i - 1]?.value !== undefined
      const until = floor[i + 1]?.time ?? to
      return `${joined ? 'L' : 'M'}${x(time).toFixed(1)},${y(value).toFixed(1)}H${x(until).toFixed(1)}`
    })
    .join('')
}

/** The sales drawn: a y axis of price with its ticks, the first and last dates under the plot. */
export function SalesChart({
  points,
  floor,
  from: first,
  to: last,
  symbol,
  summary,
  locale,
  text,
  width: widest = 720,
}: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const width = Math.max(240, Math.min(widest, useMeasuredWidth(box) ?? widest))
  const values = [...points, ...floor].flatMap((p) => (p.value === undefined ? [] : [p.value]))
  const [low, high] = [Math.min(...values), Math.max(...values)]
  const ticks = niceTicks(low === high ? 0 : low, high, 4)
  const labels = tickLabels(ticks, locale)
  // Room for the longest price label (11 px digits are about 6.5 px wide).
  const left = 16 + Math.max(3, ...labels.map((l) => l.length)) * 6.5
  const x = linearScale([first, last], [left, width - RIGHT])
  const y = linearScale(
    [Math.min(ticks[0] ?? low, low), Math.max(ticks.at(-1) ?? high, high)],
    [HEIGHT - BOTTOM, TOP],
  )
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.time).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join('')
  return (
    <div ref={box} className="pk-history__chart">
      <svg
        className="pk-history__svg"
        role="img"
        aria-label={summary}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
      >
        <g className="pk-history__grid">
          {ticks.map((t, i) => (
            <g key={t}>
              <line x1={left} x2={width - RIGHT} y1={y(t)} y2={y(t)} />
              <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                {labels[i]}
              </text>
            </g>
          ))}
        </g>
        <text className="pk-history__axis" x={left} y={12}>
          {fill(text.axis, { symbol })}
        </text>
        {floor.length > 0 && (
          <path className="pk-history__floor" d={floorPath(floor, last, x, y)} />
        )}
        {points.length > 0 && <path className="pk-history__line" d={line} />}
        {points.map((p) => (
          <circle
            key={p.item.id}
            className="pk-history__dot"
            cx={x(p.time)}
            cy={y(p.value)}
            r={3}
          />
        ))}
        <g className="pk-history__dates">
          <text x={left} y={HEIGHT - 8} textAnchor="start">
            {day(first, locale)}
          </text>
          {last !== first && (
            <text x={width - RIGHT} y={HEIGHT - 8} textAnchor="end">
              {day(last, locale)}
            </text>
          )}
        </g>
      </svg>
    </div>
  )
}
