'use client'
/**
 * The parts of `CollectibleGridView`: the result count above the cards, the
 * ARIA grid of virtualized rows, and the "loading more" row and retry below.
 */
import type { ReactNode } from 'react'
import type { GridNavigation } from '../../hooks/useGridNavigation.js'
import type { VirtualGrid } from '../../hooks/useVirtualGrid.js'
import { fill } from '../../lib/strings.js'
import { RetryAlert } from '../RetryAlert.js'
import type { CollectibleGridStrings } from './strings.js'

/**
 * `42 results`, or `60+ results` while later pages exist (the interface gives
 * no total). Kept, empty, while nothing is shown, so the cards do not move
 * down when the count comes.
 */
export function GridCount({
  count,
  more,
  shown,
  locale,
  text,
}: {
  readonly count: number
  readonly more: boolean
  readonly shown: boolean
  readonly locale: string
  readonly text: CollectibleGridStrings
}) {
  const template = more
    ? text.resultCountMore
    : count === 1
      ? text.resultCountOne
      : text.resultCount
  return (
    <p className="pk-grid__count" aria-live="polite">
      {shown && fill(template, { count: new Intl.NumberFormat(locale).format(count) })}
    </p>
  )
}

/** Below the cards: "Loading more collectibles…" while a page loads, and its error with a retry. */
export function GridFooter({
  loadingMore,
  failed,
  onRetry,
  text,
}: {
  readonly loadingMore: boolean
  readonly failed: boolean
  readonly onRetry: (() => unknown) | undefined
  readonly text: CollectibleGridStrings
}) {
  return (
    <div className="pk-grid__footer">
      <div className="pk-grid__more" role="status">
        {loadingMore && (
          <>
            <span className="pk-grid__spinner" aria-hidden="true" />
            {text.loadingMore}
          </>
        )}
      </div>
      {failed && !loadingMore && (
        <RetryAlert
          className="pk-grid__more"
          message={text.nextPageError}
          retryLabel={text.retry}
          onRetry={onRetry}
          inline
          variant="secondary"
        />
      )}
    </div>
  )
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
