/**
 * The query definitions of `ListCollectibles`: a single page, and the infinite form
 * that pages by `page.page` until `page.more` is false.
 */
import {
  type ListCollectiblesParams,
  listCollectibles,
} from '../core/operations/listCollectibles.js'
import {
  ListCollectibles,
  type ListCollectiblesResponse,
} from '../core/schemas/rpc/listCollectibles.js'
import {
  defineInfiniteQuery,
  defineQuery,
  FRESHNESS,
  type InfiniteQueryKeyBuilder,
  type InfiniteQueryOptionsBuilder,
  keyOf,
  numberedPaging,
  optionsOf,
  type QueryKeyBuilder,
  type QueryOptionsBuilder,
} from './shared.js'

const query = defineQuery(ListCollectibles, listCollectibles, FRESHNESS.orders)
const infinite = defineInfiniteQuery(
  ListCollectibles,
  listCollectibles,
  FRESHNESS.orders,
  numberedPaging<ListCollectiblesParams, ListCollectiblesResponse>(),
)

/**
 * The query key of one page of a collection's collectibles with their best orders (`Marketplace/ListCollectibles`).
 *
 * @example
 * ```ts
 * queryClient.getQueryData(collectiblesQueryKey({ network: 'polygon', contractAddress, page: { pageSize: 50 } }))
 * ```
 */
export const collectiblesQueryKey: QueryKeyBuilder<
  ListCollectiblesResponse,
  ListCollectiblesParams
> = keyOf(query)

/**
 * The query options of one page of a collection's collectibles with their best orders (`Marketplace/ListCollectibles`); `page.page` picks the page.
 *
 * @example
 * ```ts
 * useQuery({ ...collectiblesQueryOptions(client, { network: 'polygon', contractAddress, page: { pageSize: 50 } }), placeholderData: keepPreviousData })
 * ```
 */
export const collectiblesQueryOptions: QueryOptionsBuilder<
  ListCollectiblesResponse,
  ListCollectiblesParams
> = optionsOf(query)

/**
 * The query key of the infinite form of a collection's collectibles with their best orders (`Marketplace/ListCollectibles`): the key of the parameters
 * without `page.page`, then `'infinite'`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: collectiblesInfiniteQueryKey({ network: 'polygon', contractAddress, page: { pageSize: 50 } }) })
 * ```
 */
export const collectiblesInfiniteQueryKey: InfiniteQueryKeyBuilder<
  ListCollectiblesResponse,
  number,
  ListCollectiblesParams
> = keyOf(infinite)

/**
 * The infinite query options of a collection's collectibles with their best orders (`Marketplace/ListCollectibles`): each page is one request, and the
 * next page exists while the last one says `page.more`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(collectiblesInfiniteQueryOptions(client, { network: 'polygon', contractAddress, page: { pageSize: 50 } }))
 * ```
 */
export const collectiblesInfiniteQueryOptions: InfiniteQueryOptionsBuilder<
  ListCollectiblesResponse,
  number,
  ListCollectiblesParams
> = optionsOf(infinite)
