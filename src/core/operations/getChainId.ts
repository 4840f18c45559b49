import { GetChainId, type GetChainIdResponse } from '../schemas/rpc/getChainId.js'
import { type CallOptions, call, networkInUrl } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'

export interface GetChainIdParams {
  /** The network whose relayer is asked. */
  readonly network: NetworkRef
}

/**
 * Asks a network's relayer for its chain id (`Relayer/GetChainID`).
 *
 * @example
 * ```ts
 * const { chainID } = await getChainId(client, { network: 'polygon' }) // 137
 * ```
 */
export function getChainId(
  client: BaseClient,
  params: GetChainIdParams,
  options?: CallOptions,
): Promise<GetChainIdResponse> {
  return call(client, GetChainId, params, networkInUrl, options)
}
