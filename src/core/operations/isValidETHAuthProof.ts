import {
  IsValidETHAuthProof,
  type IsValidETHAuthProofRequest,
  type IsValidETHAuthProofResponse,
} from '../schemas/rpc/isValidETHAuthProof.js'
import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { findNetwork, type NetworkRef } from '../transport/networks.js'

export interface IsValidETHAuthProofParams extends Omit<IsValidETHAuthProofRequest, 'chainId'> {
  /** The chain the proof is checked against; sent as `chainId`, the decimal chain id. */
  readonly network: NetworkRef
}

/**
 * Checks an ETHAuth proof for a wallet (`API/IsValidETHAuthProof`): `isValid`
 * is false for a proof that is expired, forged or for another wallet; a
 * string that is not a proof at all answers `InvalidArgument`.
 *
 * @example
 * ```ts
 * const { isValid } = await isValidETHAuthProof(client, { network: 1, walletAddress, ethAuthProofString: proof })
 * ```
 */
export function isValidETHAuthProof(
  client: BaseClient,
  params: IsValidETHAuthProofParams,
  options?: CallOptions,
): Promise<IsValidETHAuthProofResponse> {
  return call(
    client,
    IsValidETHAuthProof,
    params,
    ({ network, ...rest }) => ({
      body: { ...rest, chainId: String(findNetwork(client.networks, network).chainId) },
    }),
    options,
  )
}
