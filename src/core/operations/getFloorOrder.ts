import {
  GetFloorOrder,
  type GetFloorOrderRequest,
  type GetFloorOrderResponse,
} from '../schemas/rpc/getFloorOrder.js'
import { type CallOptions, call, networkInUrl } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'
import { noneWhenNotFound } from './none.js'

export interface GetFloorOrderParams extends GetFloorOrderRequest {
  readonly network: NetworkRef
}

/**
 * Finds a collection's floor: the collectible whose live listing is the
 * cheapest, with that listing as `order` (`Marketplace/GetFloorOrder`).
 * A collection without a live listing answers `{ collectible: undefined }`,
 * whether the server says `NotFound` or `{"collectible": null}`.
 *
 * @example
 * ```ts
 * const { collectible } = await getFloorOrder(client, { network: 'polygon', contractAddress: '0x…' })
 * if (collectible) console.log(collectible.metadata.name, collectible.order?.priceAmountFormatted)
 * ```
 */
export function getFloorOrder(
  client: BaseClient,
  params: GetFloorOrderParams,
  options?: CallOptions,
): Promise<GetFloorOrderResponse> {
  return noneWhenNotFound(call(client, GetFloorOrder, params, networkInUrl, options))
}
