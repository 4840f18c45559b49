/** The mutation definition of `GenerateCancelTransaction`. */
import {
  type GenerateCancelTransactionParams,
  generateCancelTransaction,
} from '../core/operations/generateCancelTransaction.js'
import {
  GenerateCancelTransaction,
  type GenerateCancelTransactionResponse,
} from '../core/schemas/rpc/generateCancelTransaction.js'
import type { BaseClient } from '../core/transport/client.js'
import { defineMutation, type PlatformMutationOptions } from './shared.js'

/**
 * The mutation options of the write that builds the steps that cancel an order (`Marketplace/GenerateCancelTransaction`), for `useMutation`. It
 * never retries: a write that may have happened is not repeated blindly.
 *
 * @example
 * ```ts
 * const { mutateAsync } = useMutation(generateCancelTransactionMutationOptions(client))
 * await mutateAsync({ network: 'polygon', collectionAddress, maker, marketplace, orderId })
 * ```
 */
export const generateCancelTransactionMutationOptions: (
  client: BaseClient,
) => PlatformMutationOptions<GenerateCancelTransactionResponse, GenerateCancelTransactionParams> =
  defineMutation(GenerateCancelTransaction, generateCancelTransaction)
