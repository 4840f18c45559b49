import {
  GetOrders,
  type GetOrdersRequest,
  type GetOrdersResponse,
} from '../schemas/rpc/getOrders.js'
import { type CallOptions, call, networkInUrl } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'

export interface GetOrdersParams extends GetOrdersRequest {
  readonly network: NetworkRef
}

/**
 * Fetches up to 100 orders by collection and order id, in the order asked;
 * unknown pairs are left out (`Marketplace/GetOrders`).
 *
 * @example
 * ```ts
 * const { orders } = await getOrders(client, {
 *   network: 'polygon',
 *   input: [{ contractAddress: '0x…', orderId: '1234' }],
 * })
 * ```
 */
export function getOrders(
  client: BaseClient,
  params: GetOrdersParams,
  options?: CallOptions,
): Promise<GetOrdersResponse> {
  return call(client, GetOrders, params, networkInUrl, options)
}
