'use client'
/**
 * The drawing of a book with a price to chart, inside the depth chart's SVG:
 * the grid, the bid and ask areas, the spread's band and label, and both
 * axes with their ticks and names.
 */
import { axisNumber, stepPath } from './depth.js'
import { type DepthLayoutInput, depthLayout } from './depthLayout.js'

interface DepthPlotProps extends DepthLayoutInput {
  /** The names of the price and the quantity axes. */
  readonly text: { readonly priceAxis: string; readonly quantityAxis: string }
}

/** The plot's SVG elements, as `depthLayout` lays them out. */
export function DepthPlot(props: DepthPlotProps) {
  const { bids, asks, domain, spreadText, locale, text } = props
  const layout = depthLayout(props)
  const { left, right, top, bottom, x, y, yTicks, spread } = layout
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
        {layout.xTicks.map((t) => (
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
          y={props.height - 4}
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
              {layout.yLabels[i]}
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
