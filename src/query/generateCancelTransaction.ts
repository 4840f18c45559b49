/** The mutation definition of `GenerateCancelTransaction`. */
import {
  type GenerateCancelTransactionParams,
  generateCancelTransaction,
} from '../core/operations/generateCancelTransaction.js'
import {
  GenerateCancelTransaction,
  type GenerateCancelTransactionResponse,
} from '../core/schemas/rpc/generateCancelTransaction.js'
import { defineMutation, type PlatformMutationOptionsBuilder } from './shared.js'

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
export const generateCancelTransactionMutationOptions: PlatformMutationOptionsBuilder<
  GenerateCancelTransactionResponse,
  GenerateCancelTransactionParams
> = defineMutation(GenerateCancelTransaction, generateCancelTransaction)
