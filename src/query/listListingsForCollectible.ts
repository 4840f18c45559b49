/**
 * The query definitions of `ListListingsForCollectible`: a single page, and the infinite form
 * that pages by `page.page` until `page.more` is false.
 */
import {
  type ListListingsForCollectibleParams,
  listListingsForCollectible,
} from '../core/operations/listListingsForCollectible.js'
import {
  ListListingsForCollectible,
  type ListListingsForCollectibleResponse,
} from '../core/schemas/rpc/listListingsForCollectible.js'
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

const query = defineQuery(ListListingsForCollectible, listListingsForCollectible, FRESHNESS.orders)
const infinite = defineInfiniteQuery(
  ListListingsForCollectible,
  listListingsForCollectible,
  FRESHNESS.orders,
  numberedPaging<ListListingsForCollectibleParams, ListListingsForCollectibleResponse>(),
)

/**
 * The query key of one page of the live listings of a collectible, cheapest first (`Marketplace/ListListingsForCollectible`).
 *
 * @example
 * ```ts
 * queryClient.getQueryData(listingsQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const listingsQueryKey: QueryKeyBuilder<
  ListListingsForCollectibleResponse,
  ListListingsForCollectibleParams
> = keyOf(query)

/**
 * The query options of one page of the live listings of a collectible, cheapest first (`Marketplace/ListListingsForCollectible`); `page.page` picks the page.
 *
 * @example
 * ```ts
 * useQuery({ ...listingsQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }), placeholderData: keepPreviousData })
 * ```
 */
export const listingsQueryOptions: QueryOptionsBuilder<
  ListListingsForCollectibleResponse,
  ListListingsForCollectibleParams
> = optionsOf(query)

/**
 * The query key of the infinite form of the live listings of a collectible, cheapest first (`Marketplace/ListListingsForCollectible`): the key of the parameters
 * without `page.page`, then `'infinite'`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: listingsInfiniteQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }) })
 * ```
 */
export const listingsInfiniteQueryKey: InfiniteQueryKeyBuilder<
  ListListingsForCollectibleResponse,
  number,
  ListListingsForCollectibleParams
> = keyOf(infinite)

/**
 * The infinite query options of the live listings of a collectible, cheapest first (`Marketplace/ListListingsForCollectible`): each page is one request, and the
 * next page exists while the last one says `page.more`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(listingsInfiniteQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const listingsInfiniteQueryOptions: InfiniteQueryOptionsBuilder<
  ListListingsForCollectibleResponse,
  number,
  ListListingsForCollectibleParams
> = optionsOf(infinite)
