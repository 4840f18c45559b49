'use client'
/**
 * A Builder project's contracts in a table (`Builder/ListContracts`):
 * filtered by chain and type, sorted by a column, paged by cursor
 * (decisions.md §5). The table's parts live beside it (`ContractsHead`,
 * `ContractRows`, `ContractsPages`, `ContractsFilters`), its logic in
 * `useContractsTable` and `useContractsFilters`.
 */
import { forwardRef, useId } from 'react'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import { NETWORKS } from '../../../core/transport/networks.js'
import { cx, utcDay } from '../../shared/format.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { ContractRows } from './ContractRows.js'
import { ContractsFilters } from './ContractsFilters.js'
import { ContractsHead } from './ContractsHead.js'
import { ContractsPages } from './ContractsPages.js'
import type { ContractsSort } from './contractsSort.js'
import type { ContractsTableViewProps } from './props.js'
import { CONTRACTS_TABLE_STRINGS } from './strings.js'
import { useContractsTable } from './useContractsTable.js'

export type { ContractsSort, ContractsSortColumn } from './contractsSort.js'
export type { ContractsTableViewProps } from './props.js'
export { CONTRACTS_TABLE_STRINGS, type ContractsTableStrings } from './strings.js'
export type { ContractsTableStatus } from './useContractsTable.js'

/** The contract types offered in the type filter; any other can be typed. */
export const DEFAULT_CONTRACT_TYPES: readonly string[] = ['ERC20', 'ERC721', 'ERC1155', 'UNKNOWN']

/**
 * A table of contracts, as it is given: name, type, chain (named from the
 * networks table), address (shortened, the full one in its title and for
 * screen readers, with a button that copies it) and creation date; a chain select and a type field that
 * change the filter; sortable headers (name, chain, created) that say their
 * state with `aria-sort`; previous/next page buttons; and the loading
 * (skeleton rows, `aria-busy`), empty and error (with retry) states. In a
 * box narrower than 40rem (a container query: a phone, or a side panel) each
 * contract is a block of its fields, label before value, and the sortable
 * headers a row of buttons above them: nothing scrolls sideways.
 *
 * @example
 * ```tsx
 * <ContractsTableView contracts={page.contracts} status="success" page={1} hasNext onNext={next} />
 * ```
 */
export const ContractsTableView = forwardRef<HTMLDivElement, ContractsTableViewProps>(
  function ContractsTableView(props: ContractsTableViewProps, ref) {
    const {
      status,
      filter,
      onFilterChange,
      networks = NETWORKS,
      contractTypes = DEFAULT_CONTRACT_TYPES,
      filterDelay = 300,
      sort,
      onSortChange,
      page,
      hasPrevious,
      hasNext,
    } = props
    const text = withStrings(CONTRACTS_TABLE_STRINGS, props.strings)
    const locale = useLocale(props.locale)
    const loading = status === 'loading'
    const captionId = useId()
    const chainName = (chainId: number | undefined) =>
      chainId === undefined
        ? ''
        : (networks.find((n) => n.chainId === chainId)?.name ??
          fill(text.unknownChain, { chainId }))
    // Days in UTC, as the server wrote them: the runtime's time zone differs between
    // a server and its visitors, and would change the day near midnight (a hydration mismatch).
    const formatDate = (iso: string | undefined) => utcDay(Date.parse(iso ?? ''), locale) ?? ''
    return (
      <div ref={ref} className={cx('pk-contracts', props.className)}>
        {onFilterChange && (
          <ContractsFilters
            filter={filter}
            onFilterChange={onFilterChange}
            networks={networks}
            contractTypes={contractTypes}
            filterDelay={filterDelay}
            text={text}
          />
        )}

        {/* A named region that takes focus: a keyboard can scroll a table wider than a phone. */}
        <section
          className="pk-contracts__scroll"
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          {/* Roles said outright: a narrow table stacks its rows, and a display change drops them. */}
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
          <table role="table" className="pk-contracts__table" aria-busy={loading || undefined}>
            <caption className="pk-visually-hidden" id={captionId}>
              {text.caption}
            </caption>
            {/* A header per column; a sortable one has a button and says its state with aria-sort. */}
            <ContractsHead sort={sort} onSortChange={onSortChange} text={text} />
            {/* Skeleton rows while loading, the failure with a retry, the empty state, or a row per contract. */}
            <ContractRows {...props} chainName={chainName} formatDate={formatDate} text={text} />
          </table>
          {loading && <p className="pk-visually-hidden">{text.loading}</p>}
        </section>

        {page !== undefined && (hasPrevious || hasNext) && (
          <ContractsPages {...props} page={page} text={text} />
        )}
      </div>
    )
  },
)
ContractsTableView.displayName = 'ContractsTableView'

export interface ContractsTableProps
  extends Pick<
    ContractsTableViewProps,
    'networks' | 'contractTypes' | 'filterDelay' | 'locale' | 'className' | 'strings'
  > {
  readonly projectId: number
  /** Rows per page, 1–100 (default 20). */
  readonly pageSize?: number
  /** The filter the table starts with. */
  readonly defaultFilter?: ContractsFilter
  /** The sort the table starts with (default: by id, as the server lists them). */
  readonly defaultSort?: ContractsSort
}

/**
 * A project's contracts with `useContracts`, page by page: the filters and
 * sort become the `filter` and `page.column`/`page.sort` of ListContracts;
 * "next" shows the following page, fetching it (`fetchNextPage`, one request
 * after the last row's cursor) when it is not loaded yet, for as long as the
 * server says there is `more`; "previous" goes back through the pages already
 * loaded. A new filter or sort starts again at page 1. Its logic is
 * `useContractsTable`, for an app that draws its own table.
 *
 * @example
 * ```tsx
 * <ContractsTable projectId={1} pageSize={25} defaultFilter={{ chainId: 137 }} />
 * ```
 */
export const ContractsTable = forwardRef<HTMLDivElement, ContractsTableProps>(
  function ContractsTable(props: ContractsTableProps, ref) {
    // The props are the hook's options and the view's; the hook's result is named after the
    // view's props (its extra members are not props, nor are the options).
    const table = useContractsTable(props)
    return (
      <ContractsTableView
        {...props}
        {...table}
        ref={ref}
        skeletonRows={Math.min(props.pageSize ?? 20, 10)}
      />
    )
  },
)
ContractsTable.displayName = 'ContractsTable'
