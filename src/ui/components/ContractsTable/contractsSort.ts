/**
 * The sort of a contracts table: one of the columns `Builder/ListContracts`
 * pages by, ascending or descending, and what a header says about it.
 */
import type { SortOrder } from '../../../core/schemas/enums.js'

/** The columns a table can be sorted by: those ListContracts pages by (`page.column`). */
export type ContractsSortColumn = 'contractName' | 'chainId' | 'createdAt'

/** A sort of the table: one column, ascending or descending. */
export interface ContractsSort {
  readonly column: ContractsSortColumn
  readonly order: SortOrder
}

/**
 * The sort after a click on `column`'s header: the same column ascending
 * turns descending; anything else sorts by `column` ascending.
 *
 * @example
 * ```ts
 * nextContractsSort({ column: 'chainId', order: 'ASC' }, 'chainId') // { column: 'chainId', order: 'DESC' }
 * ```
 */
export const nextContractsSort = (
  sort: ContractsSort | undefined,
  column: ContractsSortColumn,
): ContractsSort => ({
  column,
  order: sort?.column === column && sort.order === 'ASC' ? 'DESC' : 'ASC',
})

/**
 * What `column`'s header says in `aria-sort`: `ascending` or `descending`
 * when the table is sorted by it, else `none`.
 *
 * @example
 * ```tsx
 * <th aria-sort={contractsAriaSort(sort, 'createdAt')}>Created</th>
 * ```
 */
export const contractsAriaSort = (
  sort: ContractsSort | undefined,
  column: ContractsSortColumn,
): 'ascending' | 'descending' | 'none' =>
  sort?.column !== column ? 'none' : sort.order === 'DESC' ? 'descending' : 'ascending'
