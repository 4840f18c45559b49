/** The query definition of `GetOrders`: one key and one options builder, shared by hooks, prefetch and SSR. */
import { type GetOrdersParams, getOrders } from '../core/operations/getOrders.js'
import { GetOrders, type GetOrdersResponse } from '../core/schemas/rpc/getOrders.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(GetOrders, getOrders, FRESHNESS.orders)

/**
 * The query key of up to 100 orders by collection and order id (`Marketplace/GetOrders`): `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: ordersQueryKey({ network: 'polygon', input: [{ contractAddress, orderId }] }) })
 * ```
 */
export const ordersQueryKey: QueryKeyBuilder<GetOrdersResponse, GetOrdersParams> = keyOf(query)

/**
 * The query options of up to 100 orders by collection and order id (`Marketplace/GetOrders`), for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(ordersQueryOptions(client, { network: 'polygon', input: [{ contractAddress, orderId }] }))
 * ```
 */
export const ordersQueryOptions: QueryOptionsBuilder<GetOrdersResponse, GetOrdersParams> =
  optionsOf(query)
