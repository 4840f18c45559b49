import {
  GenerateCancelTransaction,
  type GenerateCancelTransactionRequest,
  type GenerateCancelTransactionResponse,
} from '../schemas/rpc/generateCancelTransaction.js'
import { type CallOptions, call, networkInUrl } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'

export interface GenerateCancelTransactionParams extends GenerateCancelTransactionRequest {
  readonly network: NetworkRef
}

/**
 * Builds the steps that cancel a live order made by `maker`
 * (`Marketplace/GenerateCancelTransaction`): a transaction for a native
 * marketplace order, a typed-data signature for a third-party one. The order
 * must exist (`NotFound`), be live (`RequestConflict`) and be the maker's
 * (`PermissionDenied`).
 *
 * @example
 * ```ts
 * const { steps } = await generateCancelTransaction(client, {
 *   network: 'polygon',
 *   collectionAddress: '0x…',
 *   maker: account.address,
 *   marketplace: 'native_marketplace_v2',
 *   orderId: '1234',
 * })
 * ```
 */
export function generateCancelTransaction(
  client: BaseClient,
  params: GenerateCancelTransactionParams,
  options?: CallOptions,
): Promise<GenerateCancelTransactionResponse> {
  return call(client, GenerateCancelTransaction, params, networkInUrl, options)
}
