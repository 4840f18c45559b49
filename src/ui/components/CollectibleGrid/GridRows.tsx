'use client'
/**
 * The grid's cards as an ARIA grid: only the rows in view (and `overscan`)
 * are rendered, each positioned at its offset and measured, its cells in
 * reading order with the roving tab index on their cards.
 */
import type { Collectible } from '../../../core/schemas/collectible.js'
import { CollectibleCard } from '../CollectibleCard/CollectibleCard.js'
import type { CollectibleGridCardArgs, CollectibleGridViewProps } from './props.js'
import type { GridPartProps, GridView } from './useGridView.js'

/** A cell's card: the app's `renderCard`, else a `CollectibleCard` with the grid's settings. */
function cardOf(
  grid: CollectibleGridViewProps,
  view: GridView,
  collectible: Collectible,
  index: number,
) {
  const { getHref, onSelect, renderCard } = grid
  const card: CollectibleGridCardArgs = {
    collectible,
    index,
    tabIndex: view.nav.tabIndexOf(index),
    href: getHref?.(collectible),
    onSelect: onSelect && (() => onSelect(collectible, index)),
  }
  return renderCard ? (
    renderCard(card)
  ) : (
    <CollectibleCard
      {...card}
      currencies={grid.currencies}
      locale={view.locale}
      contractType={grid.contractType}
      ipfsGateway={grid.ipfsGateway}
      renderAction={grid.renderCardAction}
      strings={grid.cardStrings}
    />
  )
}

/** The ARIA grid of the rendered rows, each a row of cells holding their cards. */
export function GridRows({ grid, view }: GridPartProps) {
  const { collectibles } = grid
  const { nav, virtual, columns, live } = view
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA grid of cards, not a table
    <div
      ref={nav.gridRef}
      role="grid"
      className="pk-grid__grid"
      aria-label={view.text.label}
      aria-rowcount={view.rowCount}
      aria-colcount={columns}
      style={{ height: virtual.totalSize }}
      onKeyDown={nav.onKeyDown}
      onFocus={nav.onFocus}
    >
      {virtual.rows.map((row) => {
        const start = row.index * columns
        return (
          // biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid
          // biome-ignore lint/a11y/useFocusableInteractive: its cards take the focus
          <div
            key={row.key}
            ref={virtual.measureRow}
            role="row"
            className="pk-grid__row"
            data-index={row.index}
            aria-rowindex={row.index + 1}
            style={{ transform: `translateY(${virtual.offsetOf(row)}px)` }}
          >
            {collectibles.slice(start, start + columns).map((collectible, column) => (
              // biome-ignore lint/a11y/useSemanticElements: cells of an ARIA grid
              // biome-ignore lint/a11y/useFocusableInteractive: its card takes the focus
              <div
                key={collectible.metadata.tokenId}
                role="gridcell"
                className="pk-grid__cell"
                aria-colindex={column + 1}
                data-pk-index={start + column}
                data-live-mark={live.marked.has(collectible.metadata.tokenId) || undefined}
              >
                {cardOf(grid, view, collectible, start + column)}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
