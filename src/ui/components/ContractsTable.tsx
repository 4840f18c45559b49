/**
 * A Builder project's contracts in a table (`Builder/ListContracts`):
 * filtered by chain and type, sorted by a column, paged by cursor
 * (decisions.md §5).
 */
import { type FormEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Contract } from '../../core/schemas/contract.js'
import type { SortOrder } from '../../core/schemas/enums.js'
import type { ContractsFilter } from '../../core/schemas/rpc/listContracts.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { NETWORKS, type Network } from '../../core/transport/networks.js'
import { useContracts } from '../../react/hooks/useContracts.js'
import { cx, shortenAddress } from '../lib/format.js'
import { clampText } from '../lib/safety.js'
import { fill, withStrings } from '../lib/strings.js'
import { RetryAlert } from './RetryAlert.js'

export const CONTRACTS_TABLE_STRINGS = {
  /** The table's caption (its accessible name). */
  caption: 'Contracts',
  columnName: 'Name',
  columnType: 'Type',
  columnChain: 'Chain',
  columnAddress: 'Address',
  columnCreated: 'Created',
  /** The label of the chain filter. */
  filterChain: 'Chain',
  /** The chain filter's option for every chain. */
  allChains: 'All chains',
  /** The label of the contract type filter. */
  filterType: 'Contract type',
  /** The placeholder of the contract type filter. */
  anyType: 'Any type',
  /** A chain that is not in the networks table; `{chainId}` is its id. */
  unknownChain: 'Chain {chainId}',
  /** Read while the rows load. */
  loading: 'Loading contracts…',
  /** No contract matches the filters. */
  empty: 'No contracts match.',
  /** The contracts could not be loaded; `{message}` is the server's message. */
  error: 'The contracts could not be loaded: {message}',
  retry: 'Retry',
  /** The accessible name of the page navigation. */
  pagination: 'Contract pages',
  previous: 'Previous',
  next: 'Next',
  /** The current page; `{page}` is its 1-based number. */
  page: 'Page {page}',
}
export type ContractsTableStrings = typeof CONTRACTS_TABLE_STRINGS

/** The columns a table can be sorted by: those ListContracts pages by (`page.column`). */
export type ContractsSortColumn = 'contractName' | 'chainId' | 'createdAt'

/** A sort of the table: one column, ascending or descending. */
export interface ContractsSort {
  readonly column: ContractsSortColumn
  readonly order: SortOrder
}

/** What the table shows: rows, rows still loading, or a failure. */
export type ContractsTableStatus = 'loading' | 'error' | 'success'

/** The contract types offered in the type filter; any other can be typed. */
export const DEFAULT_CONTRACT_TYPES: readonly string[] = ['ERC20', 'ERC721', 'ERC1155', 'UNKNOWN']

const messageOf = (error: unknown) =>
  isPlatformError(error) ? error.msg : error instanceof Error ? error.message : String(error)

export interface ContractsTableViewProps {
  /** The rows of the page shown. */
  readonly contracts: readonly Contract[]
  readonly status: ContractsTableStatus
  /** The failure, when `status` is `error`. */
  readonly error?: unknown
  /** Loads again after a failure. */
  readonly onRetry?: () => void
  /** The filters shown; without `onFilterChange` no filters are shown. */
  readonly filter?: ContractsFilter | undefined
  readonly onFilterChange?: (filter: ContractsFilter) => void
  /** The networks that name chain ids and fill the chain filter (default: the kit's `NETWORKS`). */
  readonly networks?: readonly Network[]
  /** The types suggested by the type filter (default ERC20, ERC721, ERC1155, UNKNOWN). */
  readonly contractTypes?: readonly string[]
  /** How long the type filter waits after typing before it applies, in ms (default 300). */
  readonly filterDelay?: number
  /** The sort shown; without `onSortChange` the headers do not sort. */
  readonly sort?: ContractsSort | undefined
  readonly onSortChange?: (sort: ContractsSort) => void
  /**
   * The 1-based number of the page shown. The page navigation is shown when it
   * is given and there is a page before or after.
   */
  readonly page?: number
  readonly hasPrevious?: boolean
  readonly hasNext?: boolean
  readonly onPrevious?: () => void
  readonly onNext?: () => void
  /** How many skeleton rows to show while loading (default 10). */
  readonly skeletonRows?: number
  /** The locale dates are written in (default: the browser's). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<ContractsTableStrings>
  readonly ref?: Ref<HTMLDivElement>
}

const COLUMNS = ['name', 'type', 'chain', 'address', 'created'] as const
type ColumnId = (typeof COLUMNS)[number]
const SORTABLE: Partial<Record<ColumnId, ContractsSortColumn>> = {
  name: 'contractName',
  chain: 'chainId',
  created: 'createdAt',
}
const LABEL: Record<ColumnId, keyof ContractsTableStrings> = {
  name: 'columnName',
  type: 'columnType',
  chain: 'columnChain',
  address: 'columnAddress',
  created: 'columnCreated',
}

/**
 * A table of contracts, as it is given: name, type, chain (named from the
 * networks table), address (shortened, the full one in its title and for
 * screen readers) and creation date; a chain select and a type field that
 * change the filter; sortable headers (name, chain, created) that say their
 * state with `aria-sort`; previous/next page buttons; and the loading
 * (skeleton rows, `aria-busy`), empty and error (with retry) states.
 *
 * @example
 * ```tsx
 * <ContractsTableView contracts={page.contracts} status="success" page={1} hasNext onNext={next} />
 * ```
 */
export function ContractsTableView({
  contracts,
  status,
  error,
  onRetry,
  filter,
  onFilterChange,
  networks = NETWORKS,
  contractTypes = DEFAULT_CONTRACT_TYPES,
  filterDelay = 300,
  sort,
  onSortChange,
  page,
  hasPrevious = false,
  hasNext = false,
  onPrevious,
  onNext,
  skeletonRows = 10,
  locale,
  className,
  strings,
  ref,
}: ContractsTableViewProps) {
  const text = withStrings(CONTRACTS_TABLE_STRINGS, strings)
  const id = useId()
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale])
  const chains = useMemo(() => new Map(networks.map((n) => [n.chainId, n.name])), [networks])
  const chainName = (chainId: number | undefined) =>
    chainId === undefined ? '' : (chains.get(chainId) ?? fill(text.unknownChain, { chainId }))
  const formatDate = (iso: string | undefined) => {
    const at = iso ? Date.parse(iso) : Number.NaN
    return Number.isNaN(at) ? '' : date.format(at)
  }

  // The type field applies what was typed after a pause, on Enter or when it loses focus.
  const applied = filter?.contractType ?? ''
  const [draft, setDraft] = useState(applied)
  useEffect(() => setDraft(applied), [applied])
  // A pending type change must not undo a chain chosen meanwhile: it reads the latest filter.
  const latest = useRef(filter)
  latest.current = filter
  const applyType = (value: string) => {
    const type = value.trim()
    const { contractType: current, ...rest } = latest.current ?? {}
    if (!onFilterChange || type === (current ?? '')) return
    onFilterChange(type ? { ...rest, contractType: type } : rest)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new draft restarts the wait
  useEffect(() => {
    if (draft.trim() === applied) return
    const timer = setTimeout(() => applyType(draft), filterDelay)
    return () => clearTimeout(timer)
  }, [draft])

  const changeChain = (value: string) => {
    if (!onFilterChange) return
    const { chainId: _, ...rest } = filter ?? {}
    onFilterChange(value ? { ...rest, chainId: Number(value) } : rest)
  }
  const chainOptions = useMemo(() => {
    const list = networks.map((n) => ({ value: n.chainId, label: n.name }))
    const selected = filter?.chainId
    return selected === undefined || list.some((o) => o.value === selected)
      ? list
      : [...list, { value: selected, label: fill(text.unknownChain, { chainId: selected }) }]
  }, [networks, filter?.chainId, text.unknownChain])

  const toggleSort = (column: ContractsSortColumn) =>
    onSortChange?.({
      column,
      order: sort?.column === column && sort.order === 'ASC' ? 'DESC' : 'ASC',
    })

  const submitFilters = (event: FormEvent) => {
    event.preventDefault()
    applyType(draft)
  }

  const loading = status === 'loading'
  return (
    <div ref={ref} className={cx('pk-contracts', className)}>
      {onFilterChange && (
        <search className="pk-contracts__search">
          <form className="pk-contracts__filters" onSubmit={submitFilters}>
            <div className="pk-contracts__filter">
              <label htmlFor={`${id}-chain`}>{text.filterChain}</label>
              <select
                id={`${id}-chain`}
                className="pk-input pk-contracts__select"
                value={filter?.chainId === undefined ? '' : String(filter.chainId)}
                onChange={(event) => changeChain(event.target.value)}
              >
                <option value="">{text.allChains}</option>
                {chainOptions.map((o) => (
                  <option key={o.value} value={String(o.value)}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="pk-contracts__filter">
              <label htmlFor={`${id}-type`}>{text.filterType}</label>
              <input
                id={`${id}-type`}
                className="pk-input pk-contracts__type"
                list={`${id}-types`}
                value={draft}
                placeholder={text.anyType}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={() => applyType(draft)}
              />
              <datalist id={`${id}-types`}>
                {contractTypes.map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
            </div>
          </form>
        </search>
      )}

      <div className="pk-contracts__scroll">
        <table className="pk-contracts__table" aria-busy={loading || undefined}>
          <caption className="pk-visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const sortColumn = onSortChange ? SORTABLE[column] : undefined
                const active = sortColumn !== undefined && sort?.column === sortColumn
                const label = text[LABEL[column]]
                return (
                  <th
                    key={column}
                    scope="col"
                    className={cx('pk-contracts__head', `pk-contracts__col-${column}`)}
                    aria-sort={
                      sortColumn === undefined
                        ? undefined
                        : active
                          ? sort?.order === 'DESC'
                            ? 'descending'
                            : 'ascending'
                          : 'none'
                    }
                  >
                    {sortColumn === undefined ? (
                      label
                    ) : (
                      <button
                        type="button"
                        className="pk-contracts__sort"
                        data-order={active ? sort?.order : undefined}
                        onClick={() => toggleSort(sortColumn)}
                      >
                        {label}
                      </button>
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: Math.max(1, skeletonRows) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable
                <tr key={i} className="pk-contracts__skeleton-row" aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <td key={column}>
                      <span className="pk-skeleton pk-contracts__skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
            {status === 'error' && (
              <tr>
                <td colSpan={COLUMNS.length} className="pk-contracts__message">
                  <RetryAlert
                    className="pk-contracts__error"
                    message={fill(text.error, { message: clampText(messageOf(error), 300) })}
                    retryLabel={text.retry}
                    onRetry={onRetry}
                    inline
                  />
                </td>
              </tr>
            )}
            {status === 'success' && contracts.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="pk-contracts__message">
                  {text.empty}
                </td>
              </tr>
            )}
            {status === 'success' &&
              contracts.map((c) => (
                <tr
                  key={c.id ?? c.contractAddress}
                  className="pk-contracts__row"
                  data-contract-id={c.id}
                >
                  <th scope="row" className="pk-contracts__name">
                    {clampText(c.contractName, 120)}
                  </th>
                  <td className="pk-contracts__type-cell">{clampText(c.contractType, 40)}</td>
                  <td>{chainName(c.chainId)}</td>
                  <td>
                    <Address value={c.contractAddress} />
                  </td>
                  <td>
                    <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        {loading && <p className="pk-visually-hidden">{text.loading}</p>}
      </div>

      {page !== undefined && (hasPrevious || hasNext) && (
        <nav className="pk-contracts__pages" aria-label={text.pagination}>
          {/* aria-disabled rather than disabled: the focus stays on the button at either end. */}
          <button
            type="button"
            className="pk-button"
            data-variant="secondary"
            aria-disabled={!hasPrevious || undefined}
            onClick={() => hasPrevious && onPrevious?.()}
          >
            {text.previous}
          </button>
          <span className="pk-contracts__page" aria-live="polite">
            {fill(text.page, { page })}
          </span>
          <button
            type="button"
            className="pk-button"
            data-variant="secondary"
            aria-disabled={!hasNext || undefined}
            onClick={() => hasNext && onNext?.()}
          >
            {text.next}
          </button>
        </nav>
      )}
    </div>
  )
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** An address, shortened, with the full one in its title and for screen readers; anything else as clamped text. */
function Address({ value }: { readonly value: string }) {
  if (!HEX_ADDRESS.test(value)) {
    return <span className="pk-contracts__address">{clampText(value, 60)}</span>
  }
  return (
    <span className="pk-contracts__address" title={value}>
      <span aria-hidden="true">{shortenAddress(value)}</span>
      <span className="pk-visually-hidden">{value}</span>
    </span>
  )
}

export interface ContractsTableProps
  extends Pick<
    ContractsTableViewProps,
    'networks' | 'contractTypes' | 'filterDelay' | 'locale' | 'className' | 'strings' | 'ref'
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
 * loaded. A new filter or sort starts again at page 1.
 *
 * @example
 * ```tsx
 * <ContractsTable projectId={1} pageSize={25} defaultFilter={{ chainId: 137 }} />
 * ```
 */
export function ContractsTable({
  projectId,
  pageSize = 20,
  defaultFilter,
  defaultSort,
  ...rest
}: ContractsTableProps) {
  const [filter, setFilter] = useState<ContractsFilter>(defaultFilter ?? {})
  const [sort, setSort] = useState<ContractsSort | undefined>(defaultSort)
  const hasFilter = filter.chainId !== undefined || !!filter.contractType
  const query = useContracts({
    projectId,
    ...(hasFilter ? { filter } : {}),
    page: { pageSize, ...(sort ? { column: sort.column, sort: [sort] } : {}) },
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
  const hasNext = index + 1 < pages.length || (!!current && query.hasNextPage)

  return (
    <ContractsTableView
      {...rest}
      contracts={current?.contracts ?? []}
      status={status}
      error={query.error}
      onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
      filter={filter}
      onFilterChange={setFilter}
      sort={sort}
      onSortChange={setSort}
      page={index + 1}
      hasPrevious={index > 0}
      hasNext={hasNext && !query.isFetchingNextPage}
      onPrevious={() => go(index - 1)}
      onNext={() => {
        if (index + 1 >= pages.length) void query.fetchNextPage()
        go(index + 1)
      }}
      skeletonRows={Math.min(pageSize, 10)}
    />
  )
}
