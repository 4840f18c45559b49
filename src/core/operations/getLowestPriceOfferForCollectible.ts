import {
  GetLowestPriceOfferForCollectible,
  type GetLowestPriceOfferForCollectibleRequest,
  type GetLowestPriceOfferForCollectibleResponse,
} from '../schemas/rpc/getLowestPriceOfferForCollectible.js'

import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { type CollectibleParams, collectibleInUrl } from './collectible.js'
import { noneWhenNotFound } from './none.js'

export type GetLowestPriceOfferForCollectibleParams =
  CollectibleParams<GetLowestPriceOfferForCollectibleRequest>

/**
 * Finds the lowest-priced live offer on one collectible, among the offers that match `filter` (`Marketplace/GetLowestPriceOfferForCollectible`). No match answers `{ order: undefined }`, whether the server says `NotFound` or `{"order": null}`.
 *
 * @example
 * ```ts
 * const { order } = await getLowestPriceOfferForCollectible(client, { network: 'polygon', contractAddress: '0x…', tokenId: 42n })
 * ```
 */
export function getLowestPriceOfferForCollectible(
  client: BaseClient,
  params: GetLowestPriceOfferForCollectibleParams,
  options?: CallOptions,
): Promise<GetLowestPriceOfferForCollectibleResponse> {
  return noneWhenNotFound(
    call(client, GetLowestPriceOfferForCollectible, params, collectibleInUrl, options),
  )
}
