'use client'
/**
 * The state of a table of a project's contracts (`Builder/ListContracts`):
 * the filter, the sort and the page shown, loaded page by page with
 * `useContracts`. No markup: `ContractsTable` draws it, or an app's own.
 */
import { useState } from 'react'
import type { Contract } from '../../../core/schemas/contract.js'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import { useContracts } from '../../../react/hooks/useContracts.js'
import {
  type ContractsSort,
  type ContractsSortColumn,
  contractsAriaSort,
  nextContractsSort,
} from './contractsSort.js'

/** What the table shows: rows, rows still loading, or a failure. */
export type ContractsTableStatus = 'loading' | 'error' | 'success'

export interface UseContractsTableOptions {
  readonly projectId: number
  /** Rows per page, 1–100 (default 20). */
  readonly pageSize?: number | undefined
  /** The filter the table starts with. */
  readonly defaultFilter?: ContractsFilter | undefined
  /** The sort the table starts with (default: by id, as the server lists them). */
  readonly defaultSort?: ContractsSort | undefined
}

export interface UseContractsTableResult {
  /** The rows of the page shown. */
  readonly contracts: readonly Contract[]
  readonly status: ContractsTableStatus
  /** The failure, when `status` is `error`. */
  readonly error: unknown
  /** Loads again after a failure: the page that failed. */
  readonly onRetry: () => void
  readonly filter: ContractsFilter
  /** Changes the filter; the table starts again at page 1. */
  readonly onFilterChange: (filter: ContractsFilter) => void
  readonly sort: ContractsSort | undefined
  /** Changes the sort; the table starts again at page 1. */
  readonly onSortChange: (sort: ContractsSort) => void
  /** Sorts by `column`: ascending, or descending when it is already ascending. */
  readonly toggleSort: (column: ContractsSortColumn) => void
  /** What `column`'s header says in `aria-sort`. */
  readonly ariaSort: (column: ContractsSortColumn) => 'ascending' | 'descending' | 'none'
  /** The 1-based number of the page shown. */
  readonly page: number
  readonly hasPrevious: boolean
  /** False while the next page is being fetched. */
  readonly hasNext: boolean
  /** Shows the page before; nothing on the first. */
  readonly onPrevious: () => void
  /** Shows the page after, fetching it when it is not loaded yet; nothing on the last. */
  readonly onNext: () => void
}

/**
 * The logic of a contracts table, for any markup: the filter and sort become
 * the `filter` and `page.column`/`page.sort` of ListContracts; `onNext` shows
 * the following page, fetching it (`fetchNextPage`, one request after the
 * last row's cursor) when it is not loaded yet, for as long as the server says
 * there is `more`; `onPrevious` goes back through the pages already loaded. A
 * new filter or sort starts again at page 1. `ContractsTable` is this hook
 * with the kit's markup; the result's names are those of
 * `ContractsTableView`'s props.
 *
 * @example
 * ```tsx
 * const table = useContractsTable({ projectId: 1, pageSize: 25 })
 * <ul aria-busy={table.status === 'loading'}>{table.contracts.map((c) => <li key={c.id}>{c.contractName}</li>)}</ul>
 * <button onClick={table.onNext} disabled={!table.hasNext}>Page {table.page + 1}</button>
 * ```
 */
export function useContractsTable({
  projectId,
  pageSize = 20,
  defaultFilter,
  defaultSort,
}: UseContractsTableOptions): UseContractsTableResult {
  const [filter, setFilter] = useState<ContractsFilter>(defaultFilter ?? {})
  const [sort, setSort] = useState<ContractsSort | undefined>(defaultSort)
  const hasFilter = filter.chainId !== undefined || !!filter.contractType
  const query = useContracts({
    projectId,
    filter: hasFilter ? filter : undefined,
    page: { pageSize, column: sort?.column, sort: sort && [sort] },
  })

  // The page shown belongs to one list: another list starts at its first page.
  const list = JSON.stringify([projectId, pageSize, filter, sort])
  const [position, setPosition] = useState({ list, index: 0 })
  if (position.list !== list) setPosition({ list, index: 0 })
  const pages = query.data?.pages ?? []
  let index = position.list === list ? position.index : 0
  if (!pages[index] && !query.hasNextPage && !query.isFetching && pages.length > 0) {
    index = pages.length - 1
  }
  const current = pages[index]
  const go = (to: number) => setPosition({ list, index: to })

  const status = current
    ? 'success'
    : query.isPending || query.isFetching
      ? 'loading'
      : query.isError
        ? 'error'
        : 'success'
  const hasPrevious = index > 0
  const hasNext =
    (index + 1 < pages.length || (!!current && query.hasNextPage)) && !query.isFetchingNextPage

  return {
    contracts: current?.contracts ?? [],
    status,
    error: query.error,
    onRetry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    filter,
    onFilterChange: setFilter,
    sort,
    onSortChange: setSort,
    toggleSort: (column) => setSort(nextContractsSort(sort, column)),
    ariaSort: (column) => contractsAriaSort(sort, column),
    page: index + 1,
    hasPrevious,
    hasNext,
    onPrevious: () => {
      if (hasPrevious) go(index - 1)
    },
    onNext: () => {
      if (!hasNext) return
      if (index + 1 >= pages.length) void query.fetchNextPage()
      go(index + 1)
    },
  }
}
