'use client'
/**
 * The contracts table's header row: a header per column; a sortable one
 * (when the table can be sorted) holds a button and says its state with
 * `aria-sort`.
 */
import { COLUMNS, LABEL, SORTABLE } from './columns.js'
import { type ContractsSort, contractsAriaSort, nextContractsSort } from './contractsSort.js'
import type { ContractsTableStrings } from './strings.js'

interface ContractsHeadProps {
  readonly sort: ContractsSort | undefined
  readonly onSortChange: ((sort: ContractsSort) => void) | undefined
  readonly text: ContractsTableStrings
}

/** The `thead`, its roles said outright: the narrow layout changes its display. */
export function ContractsHead({ sort, onSortChange, text }: ContractsHeadProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
    <thead role="rowgroup">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
      <tr role="row" data-sort-label={onSortChange ? text.sortBy : undefined}>
        {COLUMNS.map((column) => {
          const sortColumn = onSortChange ? SORTABLE[column] : undefined
          const label = text[LABEL[column]]
          return (
            <th
              key={column}
              scope="col"
              // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
              role="columnheader"
              className={`pk-contracts__head pk-contracts__col-${column}`}
              aria-sort={sortColumn === undefined ? undefined : contractsAriaSort(sort, sortColumn)}
            >
              {sortColumn === undefined ? (
                label
              ) : (
                <button
                  type="button"
                  className="pk-contracts__sort"
                  data-order={sort?.column === sortColumn ? sort.order : undefined}
                  onClick={() => onSortChange?.(nextContractsSort(sort, sortColumn))}
                >
                  {label}
                </button>
              )}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
