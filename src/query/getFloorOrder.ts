/** The query definition of `GetFloorOrder`: one key and one options builder, shared by hooks, prefetch and SSR. */
import { type GetFloorOrderParams, getFloorOrder } from '../core/operations/getFloorOrder.js'
import { GetFloorOrder, type GetFloorOrderResponse } from '../core/schemas/rpc/getFloorOrder.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(GetFloorOrder, getFloorOrder, FRESHNESS.orders)

/**
 * The query key of a collection's floor (`Marketplace/GetFloorOrder`); fresh for seconds: `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: floorOrderQueryKey({ network: 'polygon', contractAddress }) })
 * ```
 */
export const floorOrderQueryKey: QueryKeyBuilder<GetFloorOrderResponse, GetFloorOrderParams> =
  keyOf(query)

/**
 * The query options of a collection's floor (`Marketplace/GetFloorOrder`); fresh for seconds, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(floorOrderQueryOptions(client, { network: 'polygon', contractAddress }))
 * ```
 */
export const floorOrderQueryOptions: QueryOptionsBuilder<
  GetFloorOrderResponse,
  GetFloorOrderParams
> = optionsOf(query)
