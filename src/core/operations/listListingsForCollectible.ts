import {
  ListListingsForCollectible,
  type ListListingsForCollectibleRequest,
  type ListListingsForCollectibleResponse,
} from '../schemas/rpc/listListingsForCollectible.js'

import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { type CollectibleParams, collectibleInUrl } from './collectible.js'

export type ListListingsForCollectibleParams = CollectibleParams<ListListingsForCollectibleRequest>

/**
 * Lists the live listings of one collectible, cheapest first, a page at a time (`Marketplace/ListListingsForCollectible`).
 *
 * @example
 * ```ts
 * const { listings, page } = await listListingsForCollectible(client, { network: 'polygon', contractAddress: '0x…', tokenId: 42, page: { page: 2 } })
 * ```
 */
export function listListingsForCollectible(
  client: BaseClient,
  params: ListListingsForCollectibleParams,
  options?: CallOptions,
): Promise<ListListingsForCollectibleResponse> {
  return call(client, ListListingsForCollectible, params, collectibleInUrl, options)
}
