'use client'
import { useMutation } from '@tanstack/react-query'
import type { GenerateCancelTransactionParams } from '../../core/operations/generateCancelTransaction.js'
import type { GenerateCancelTransactionResponse } from '../../core/schemas/rpc/generateCancelTransaction.js'
import { generateCancelTransactionMutationOptions } from '../../query/generateCancelTransaction.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'

export interface UseGenerateCancelTransactionParameters {
  readonly mutation?: MutationParameter<
    GenerateCancelTransactionResponse,
    GenerateCancelTransactionParams
  >
}

/**
 * Builds the steps that cancel an order (`Marketplace/GenerateCancelTransaction`). Building them changes nothing; running them does, and `useCancelOrder` invalidates the order queries then.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useGenerateCancelTransaction()
 * const { steps } = await mutateAsync({ network, collectionAddress, maker, marketplace, orderId })
 * ```
 */
export function useGenerateCancelTransaction({
  mutation,
}: UseGenerateCancelTransactionParameters = {}) {
  return useMutation({
    ...generateCancelTransactionMutationOptions(usePlatformClient()),
    ...mutation,
  })
}
