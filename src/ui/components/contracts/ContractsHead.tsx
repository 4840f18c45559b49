'use client'
/** The head of the contracts table: a header per column, sortable ones with a button and `aria-sort`. */
import {
  type ContractsSort,
  contractsAriaSort,
  nextContractsSort,
} from '../../lib/contractsSort.js'
import { COLUMNS, LABEL, SORTABLE } from './columns.js'
import type { ContractsTableStrings } from './strings.js'

export interface ContractsHeadProps {
  readonly sort: ContractsSort | undefined
  /** Without it, the headers do not sort. */
  readonly onSortChange: ((sort: ContractsSort) => void) | undefined
  readonly text: ContractsTableStrings
}

/** The `<thead>` of `ContractsTableView`. Internal to it. */
export function ContractsHead({ sort, onSortChange, text }: ContractsHeadProps) {
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => {
          const sortColumn = onSortChange ? SORTABLE[column] : undefined
          const label = text[LABEL[column]]
          return (
            <th
              key={column}
              scope="col"
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
