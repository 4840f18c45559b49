/** The query definition of `GetHighestPriceListingForCollectible`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type GetHighestPriceListingForCollectibleParams,
  getHighestPriceListingForCollectible,
} from '../core/operations/getHighestPriceListingForCollectible.js'
import {
  GetHighestPriceListingForCollectible,
  type GetHighestPriceListingForCollectibleResponse,
} from '../core/schemas/rpc/getHighestPriceListingForCollectible.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(
  GetHighestPriceListingForCollectible,
  getHighestPriceListingForCollectible,
  FRESHNESS.orders,
)

/**
 * The query key of the highest-priced live listing of a collectible (`Marketplace/GetHighestPriceListingForCollectible`): `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: highestPriceListingQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }) })
 * ```
 */
export const highestPriceListingQueryKey: QueryKeyBuilder<
  GetHighestPriceListingForCollectibleResponse,
  GetHighestPriceListingForCollectibleParams
> = keyOf(query)

/**
 * The query options of the highest-priced live listing of a collectible (`Marketplace/GetHighestPriceListingForCollectible`), for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(highestPriceListingQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const highestPriceListingQueryOptions: QueryOptionsBuilder<
  GetHighestPriceListingForCollectibleResponse,
  GetHighestPriceListingForCollectibleParams
> = optionsOf(query)
