import {
  ListOffersForCollectible,
  type ListOffersForCollectibleRequest,
  type ListOffersForCollectibleResponse,
} from '../schemas/rpc/listOffersForCollectible.js'

import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { type CollectibleParams, collectibleInUrl } from './collectible.js'

export type ListOffersForCollectibleParams = CollectibleParams<ListOffersForCollectibleRequest>

/**
 * Lists the live offers on one collectible, highest first, a page at a time (`Marketplace/ListOffersForCollectible`).
 *
 * @example
 * ```ts
 * const { offers, page } = await listOffersForCollectible(client, { network: 'polygon', contractAddress: '0x…', tokenId: 42, filter: { currencies: [usdc] } })
 * ```
 */
export function listOffersForCollectible(
  client: BaseClient,
  params: ListOffersForCollectibleParams,
  options?: CallOptions,
): Promise<ListOffersForCollectibleResponse> {
  return call(client, ListOffersForCollectible, params, collectibleInUrl, options)
}
