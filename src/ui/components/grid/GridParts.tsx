'use client'
/**
 * The parts of `CollectibleGridView`: the words of the result count above the
 * cards, and the ARIA grid of virtualized rows.
 */
import type { ReactNode } from 'react'
import type { GridNavigation } from '../../hooks/useGridNavigation.js'
import type { VirtualGrid } from '../../hooks/useVirtualGrid.js'
import { fill } from '../../lib/strings.js'
import type { CollectibleGridStrings } from './strings.js'

/**
 * `42 results`, or `60+ results` while later pages exist (the interface gives
 * no total).
 */
export function resultCount(
  count: number,
  more: boolean,
  locale: string,
  text: CollectibleGridStrings,
): string {
  const template = more
    ? text.resultCountMore
    : count === 1
      ? text.resultCountOne
      : text.resultCount
  return fill(template, { count: new Intl.NumberFormat(locale).format(count) })
}

/** The ARIA grid: only the rendered rows, each positioned at its offset and measured. */
export function GridRows<T>({
  nav,
  grid,
  columns,
  rowCount,
  items,
  keyOf,
  label,
  renderCell,
  marked,
}: {
  readonly nav: GridNavigation
  readonly grid: VirtualGrid
  readonly columns: number
  readonly rowCount: number
  readonly items: readonly T[]
  readonly keyOf: (item: T) => string
  readonly label: string
  readonly renderCell: (item: T, index: number) => ReactNode
  /** The keys of the cells a live update just added or changed (`data-live-mark`). */
  readonly marked?: ReadonlySet<string>
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of cards, not a table
    <div
      ref={nav.gridRef}
      role="grid"
      className="pk-grid__grid"
      aria-label={label}
      aria-rowcount={rowCount}
      aria-colcount={columns}
      style={{ height: grid.totalSize }}
      onKeyDown={nav.onKeyDown}
      onFocus={nav.onFocus}
    >
      {grid.rows.map((row) => {
        const start = row.index * columns
        const cells = items.slice(start, start + columns)
        return (
          // biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid
          // biome-ignore lint/a11y/useFocusableInteractive: its cards take the focus
          <div
            key={row.key}
            ref={grid.measureRow}
            role="row"
            className="pk-grid__row"
            data-index={row.index}
            aria-rowindex={row.index + 1}
            style={{ transform: `translateY(${grid.offsetOf(row)}px)` }}
          >
            {cells.map((item, column) => (
              // biome-ignore lint/a11y/useSemanticElements: cells of an ARIA grid
              // biome-ignore lint/a11y/useFocusableInteractive: its card takes the focus
              <div
                key={keyOf(item)}
                role="gridcell"
                className="pk-grid__cell"
                aria-colindex={column + 1}
                data-pk-index={start + column}
                data-live-mark={marked?.has(keyOf(item)) || undefined}
              >
                {renderCell(item, start + column)}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
