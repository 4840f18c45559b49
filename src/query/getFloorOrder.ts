/** The query definition of `GetFloorOrder`: one key and one options builder, shared by hooks, prefetch and SSR. */
import { type GetFloorOrderParams, getFloorOrder } from '../core/operations/getFloorOrder.js'
import { GetFloorOrder, type GetFloorOrderResponse } from '../core/schemas/rpc/getFloorOrder.js'
import type { BaseClient } from '../core/transport/client.js'
import {
  defineQuery,
  FRESHNESS,
  keyOf,
  optionsOf,
  type PlatformQueryKeyOf,
  type PlatformQueryOptions,
} from './shared.js'

const query = defineQuery(GetFloorOrder, getFloorOrder, FRESHNESS.orders)

/**
 * The query key of a collection's floor (`Marketplace/GetFloorOrder`); fresh for seconds: `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: floorOrderQueryKey({ network: 'polygon', contractAddress }) })
 * ```
 */
export const floorOrderQueryKey: (
  params: GetFloorOrderParams,
) => PlatformQueryKeyOf<GetFloorOrderResponse, GetFloorOrderParams> = keyOf(query)

/**
 * The query options of a collection's floor (`Marketplace/GetFloorOrder`); fresh for seconds, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(floorOrderQueryOptions(client, { network: 'polygon', contractAddress }))
 * ```
 */
export const floorOrderQueryOptions: (
  client: BaseClient,
  params: GetFloorOrderParams,
) => PlatformQueryOptions<GetFloorOrderResponse, GetFloorOrderParams> = optionsOf(query)
