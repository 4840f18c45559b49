import {
  GetTokenMetadata,
  GetTokenMetadataIds,
  type GetTokenMetadataRequest,
  type GetTokenMetadataResponse,
} from '../schemas/rpc/getTokenMetadata.js'
import {
  type CallOptions,
  call,
  kitIssueMessage,
  type Prepared,
  toDecimal,
  toFieldIssues,
  type Uint256Input,
} from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { invalidArgument } from '../transport/errors.js'
import { findNetwork, type NetworkRef } from '../transport/networks.js'

export interface GetTokenMetadataParams
  extends Omit<GetTokenMetadataRequest, 'chainID' | 'tokenIDs'> {
  /** The contract's network; sent as `chainID`, the decimal chain id. */
  readonly network: NetworkRef
  /** From 1 to 100 token ids, each a bigint, a safe integer or a decimal string; sent as `tokenIDs`. */
  readonly tokenIds: readonly Uint256Input[]
}

/**
 * The body of a read: the chain id and the token ids as decimal strings. The
 * ids are checked here, so that a bad one is named as the caller named it
 * (`tokenIds.2`), not by its name on the wire.
 */
function prepare(params: GetTokenMetadataParams, client: BaseClient): Prepared {
  const { network, tokenIds, ...rest } = params
  const chainID = String(findNetwork(client.networks, network).chainId)
  if (!Array.isArray(tokenIds)) {
    const message = tokenIds === undefined ? 'is required' : 'expected array'
    throw invalidArgument([{ path: 'tokenIds', message }])
  }
  const tokenIDs = tokenIds.map((id, i) => toDecimal(id, `tokenIds.${i}`))
  const checked = GetTokenMetadataIds.safeParse(tokenIDs, { error: kitIssueMessage })
  if (!checked.success) {
    throw invalidArgument(
      toFieldIssues(checked.error).map(({ path, message }) => ({
        path: path ? `tokenIds.${path}` : 'tokenIds',
        message,
      })),
    )
  }
  return { body: { ...rest, chainID, tokenIDs } }
}

/**
 * Reads the metadata of some tokens of one contract (`Metadata/GetTokenMetadata`,
 * go-sequence's metadata service): their names, images and attributes, from
 * 1 to 100 tokens a call. A token the service does not know is absent from
 * `tokenMetadata`; the order is the service's, so match answers by `tokenId`.
 *
 * @example
 * ```ts
 * const { tokenMetadata } = await getTokenMetadata(client, {
 *   network: 'polygon',
 *   contractAddress: '0x…',
 *   tokenIds: ['1', 42n],
 * })
 * const names = new Map(tokenMetadata.map((token) => [token.tokenId, token.name]))
 * ```
 */
export function getTokenMetadata(
  client: BaseClient,
  params: GetTokenMetadataParams,
  options?: CallOptions,
): Promise<GetTokenMetadataResponse> {
  return call(client, GetTokenMetadata, params, prepare, options)
}
