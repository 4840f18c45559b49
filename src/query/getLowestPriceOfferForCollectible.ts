/** The query definition of `GetLowestPriceOfferForCollectible`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type GetLowestPriceOfferForCollectibleParams,
  getLowestPriceOfferForCollectible,
} from '../core/operations/getLowestPriceOfferForCollectible.js'
import {
  GetLowestPriceOfferForCollectible,
  type GetLowestPriceOfferForCollectibleResponse,
} from '../core/schemas/rpc/getLowestPriceOfferForCollectible.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(
  GetLowestPriceOfferForCollectible,
  getLowestPriceOfferForCollectible,
  FRESHNESS.orders,
)

/**
 * The query key of the lowest-priced live offer on a collectible (`Marketplace/GetLowestPriceOfferForCollectible`): `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: lowestPriceOfferQueryKey({ network: 'polygon', contractAddress, tokenId: 42n }) })
 * ```
 */
export const lowestPriceOfferQueryKey: QueryKeyBuilder<
  GetLowestPriceOfferForCollectibleResponse,
  GetLowestPriceOfferForCollectibleParams
> = keyOf(query)

/**
 * The query options of the lowest-priced live offer on a collectible (`Marketplace/GetLowestPriceOfferForCollectible`), for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(lowestPriceOfferQueryOptions(client, { network: 'polygon', contractAddress, tokenId: 42n }))
 * ```
 */
export const lowestPriceOfferQueryOptions: QueryOptionsBuilder<
  GetLowestPriceOfferForCollectibleResponse,
  GetLowestPriceOfferForCollectibleParams
> = optionsOf(query)
