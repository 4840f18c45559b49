import {
  TokenCollectionFilters,
  type TokenCollectionFiltersRequest,
  type TokenCollectionFiltersResponse,
} from '../schemas/rpc/tokenCollectionFilters.js'
import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { findNetwork, type NetworkRef } from '../transport/networks.js'

export interface TokenCollectionFiltersParams
  extends Omit<TokenCollectionFiltersRequest, 'chainID'> {
  /** The collection's network; sent as `chainID`, the decimal chain id. */
  readonly network: NetworkRef
}

/**
 * Lists the filterable properties of a collection (`Metadata/TokenCollectionFilters`):
 * one filter per metadata attribute, `INT` with a range or `STRING` with its values.
 *
 * @example
 * ```ts
 * const { filters } = await tokenCollectionFilters(client, { network: 'polygon', contractAddress: '0x…' })
 * ```
 */
export function tokenCollectionFilters(
  client: BaseClient,
  params: TokenCollectionFiltersParams,
  options?: CallOptions,
): Promise<TokenCollectionFiltersResponse> {
  return call(
    client,
    TokenCollectionFilters,
    params,
    ({ network, ...rest }) => ({
      body: { ...rest, chainID: String(findNetwork(client.networks, network).chainId) },
    }),
    options,
  )
}
