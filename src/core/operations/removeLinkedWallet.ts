import {
  RemoveLinkedWallet,
  type RemoveLinkedWalletRequest,
  type RemoveLinkedWalletResponse,
} from '../schemas/rpc/removeLinkedWallet.js'
import { type CallOptions, call } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import { findNetwork, type NetworkRef } from '../transport/networks.js'

export interface RemoveLinkedWalletParams
  extends Omit<RemoveLinkedWalletRequest, 'signatureChainId'> {
  /** The chain the signatures are verified against; sent as `signatureChainId`. */
  readonly network: NetworkRef
}

/**
 * Unlinks a wallet from its parent (embedded) wallet (`API/RemoveLinkedWallet`),
 * with a signed message from each: the parent's names the linked wallet, the
 * linked wallet's names the parent (decisions.md §9). `unlinkMessages` gives
 * the default texts.
 *
 * @example
 * ```ts
 * const { status } = await removeLinkedWallet(client, {
 *   network: 'polygon',
 *   parentWalletAddress, parentWalletMessage, parentWalletSignature,
 *   linkedWalletAddress, linkedWalletMessage, linkedWalletSignature,
 * })
 * ```
 */
export function removeLinkedWallet(
  client: BaseClient,
  params: RemoveLinkedWalletParams,
  options?: CallOptions,
): Promise<RemoveLinkedWalletResponse> {
  return call(
    client,
    RemoveLinkedWallet,
    params,
    ({ network, ...rest }) => ({
      body: { ...rest, signatureChainId: String(findNetwork(client.networks, network).chainId) },
    }),
    options,
  )
}

/**
 * The default texts of an unlink (decisions.md §9): the parent wallet signs
 * `child wallet with address <linked>`, the linked wallet signs
 * `Unlink from parent wallet with address <parent>`.
 *
 * @example
 * ```ts
 * const { parentWalletMessage, linkedWalletMessage } = unlinkMessages({ parentWalletAddress, linkedWalletAddress })
 * ```
 */
export function unlinkMessages(addresses: {
  readonly parentWalletAddress: string
  readonly linkedWalletAddress: string
}): { parentWalletMessage: string; linkedWalletMessage: string } {
  return {
    parentWalletMessage: `child wallet with address ${addresses.linkedWalletAddress}`,
    linkedWalletMessage: `Unlink from parent wallet with address ${addresses.parentWalletAddress}`,
  }
}
