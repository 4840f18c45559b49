/**
 * The query definitions of `ListContracts`: a single page, and the infinite
 * form that pages by cursor (`page.after` = the last item's column value)
 * until `page.more` is false (decisions.md §5).
 */
import { type ListContractsParams, listContracts } from '../core/operations/listContracts.js'
import { ListContracts, type ListContractsResponse } from '../core/schemas/rpc/listContracts.js'
import {
  defineInfiniteQuery,
  defineQuery,
  FRESHNESS,
  type InfiniteQueryKeyBuilder,
  type InfiniteQueryOptionsBuilder,
  keyOf,
  optionsOf,
  type QueryKeyBuilder,
  type QueryOptionsBuilder,
} from './shared.js'

const query = defineQuery(ListContracts, listContracts, FRESHNESS.contracts)

/** The cursor of a page: the column value after which it starts; `null` for the first page. */
export type ContractsCursor = unknown

const infinite = defineInfiniteQuery(ListContracts, listContracts, FRESHNESS.contracts, {
  first: (params: ListContractsParams): ContractsCursor => params.page?.after ?? null,
  next: (last: ListContractsResponse): ContractsCursor | undefined =>
    last.page?.more && last.page.after != null ? last.page.after : undefined,
  at: (params, after) => ({
    ...params,
    page: { ...params.page, after: after ?? undefined, before: undefined },
  }),
  keyed: (params): ListContractsParams => ({
    ...params,
    page: { ...params.page, after: undefined, before: undefined },
  }),
})

/**
 * The query key of one page of a project's contracts (`Builder/ListContracts`).
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: contractsQueryKey({ projectId: 1 }) })
 * ```
 */
export const contractsQueryKey: QueryKeyBuilder<ListContractsResponse, ListContractsParams> =
  keyOf(query)

/**
 * The query options of one page of a project's contracts; pass `page.after`
 * (or `page.before`) to move.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(contractsQueryOptions(client, { projectId: 1, filter: { chainId: 137 } }))
 * ```
 */
export const contractsQueryOptions: QueryOptionsBuilder<
  ListContractsResponse,
  ListContractsParams
> = optionsOf(query)

/**
 * The query key of the infinite form of a project's contracts: the key without the cursors, then `'infinite'`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: contractsInfiniteQueryKey({ projectId: 1 }) })
 * ```
 */
export const contractsInfiniteQueryKey: InfiniteQueryKeyBuilder<
  ListContractsResponse,
  ContractsCursor,
  ListContractsParams
> = keyOf(infinite)

/**
 * The infinite query options of a project's contracts, paged by cursor: each
 * page is one request and starts after the last item of the one before.
 *
 * @example
 * ```ts
 * useInfiniteQuery(contractsInfiniteQueryOptions(client, { projectId: 1, page: { pageSize: 20 } }))
 * ```
 */
export const contractsInfiniteQueryOptions: InfiniteQueryOptionsBuilder<
  ListContractsResponse,
  ContractsCursor,
  ListContractsParams
> = optionsOf(infinite)
