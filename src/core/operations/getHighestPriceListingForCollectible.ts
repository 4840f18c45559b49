import {
  GetHighestPriceListingForCollectible,
  type GetHighestPriceListingForCollectibleRequest,
  type GetHighestPriceListingForCollectibleResponse,
} from '../schemas/rpc/getHighestPriceListingForCollectible.js'

import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { type CollectibleParams, collectibleInUrl } from './collectible.js'
import { noneWhenNotFound } from './none.js'

export type GetHighestPriceListingForCollectibleParams =
  CollectibleParams<GetHighestPriceListingForCollectibleRequest>

/**
 * Finds the highest-priced live listing of one collectible, among the listings that match `filter` (`Marketplace/GetHighestPriceListingForCollectible`). No match answers `{ order: undefined }`, whether the server says `NotFound` or `{"order": null}`.
 *
 * @example
 * ```ts
 * const { order } = await getHighestPriceListingForCollectible(client, { network: 'polygon', contractAddress: '0x…', tokenId: '42' })
 * ```
 */
export function getHighestPriceListingForCollectible(
  client: BaseClient,
  params: GetHighestPriceListingForCollectibleParams,
  options?: CallOptions,
): Promise<GetHighestPriceListingForCollectibleResponse> {
  return noneWhenNotFound(
    call(client, GetHighestPriceListingForCollectible, params, collectibleInUrl, options),
  )
}
