/**
 * The query definitions of `ListOffersForCollectible`: a single page, and the infinite form
 * that pages by `page.page` until `page.more` is false.
 */
import {
  type ListOffersForCollectibleParams,
  listOffersForCollectible,
} from '../core/operations/listOffersForCollectible.js'
import {
  ListOffersForCollectible,
  type ListOffersForCollectibleResponse,
} from '../core/schemas/rpc/listOffersForCollectible.js'
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

const query = defineQuery(ListOffersForCollectible, listOffersForCollectible, FRESHNESS.orders)
const infinite = defineInfiniteQuery(
  ListOffersForCollectible,
  listOffersForCollectible,
  FRESHNESS.orders,
  numberedPaging<ListOffersForCollectibleParams, ListOffersForCollectibleResponse>(),
)

/**
 * The query key of one page of the live offers on a collectible, highest first (`Marketplace/ListOffersForCollectible`).
 *
 * @example
 * ```ts
 * queryClient.getQueryData(offersQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const offersQueryKey: QueryKeyBuilder<
  ListOffersForCollectibleResponse,
  ListOffersForCollectibleParams
> = keyOf(query)

/**
 * The query options of one page of the live offers on a collectible, highest first (`Marketplace/ListOffersForCollectible`); `page.page` picks the page.
 *
 * @example
 * ```ts
 * useQuery({ ...offersQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }), placeholderData: keepPreviousData })
 * ```
 */
export const offersQueryOptions: QueryOptionsBuilder<
  ListOffersForCollectibleResponse,
  ListOffersForCollectibleParams
> = optionsOf(query)

/**
 * The query key of the infinite form of the live offers on a collectible, highest first (`Marketplace/ListOffersForCollectible`): the key of the parameters
 * without `page.page`, then `'infinite'`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: offersInfiniteQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }) })
 * ```
 */
export const offersInfiniteQueryKey: InfiniteQueryKeyBuilder<
  ListOffersForCollectibleResponse,
  number,
  ListOffersForCollectibleParams
> = keyOf(infinite)

/**
 * The infinite query options of the live offers on a collectible, highest first (`Marketplace/ListOffersForCollectible`): each page is one request, and the
 * next page exists while the last one says `page.more`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchInfiniteQuery(offersInfiniteQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const offersInfiniteQueryOptions: InfiniteQueryOptionsBuilder<
  ListOffersForCollectibleResponse,
  number,
  ListOffersForCollectibleParams
> = optionsOf(infinite)
