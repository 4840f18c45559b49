/** What the operations on one collectible share: a network and a token id of any integer form. */
import { networkInUrl, type Prepared, toDecimal, type Uint256Input } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'

/** A request on one collectible, with its `tokenId` as a bigint, number or decimal string. */
export type CollectibleParams<Request extends { tokenId: string }> = Omit<Request, 'tokenId'> & {
  readonly network: NetworkRef
  readonly tokenId: Uint256Input
}

/** Sends the token id as a decimal string and the network in the URL. */
export const collectibleInUrl = (
  params: CollectibleParams<{ tokenId: string }>,
  client: BaseClient,
): Prepared => networkInUrl({ ...params, tokenId: toDecimal(params.tokenId, 'tokenId') }, client)
