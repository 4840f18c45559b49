'use client'
import { useMutation } from '@tanstack/react-query'
import type { RemoveLinkedWalletParams } from '../../core/operations/removeLinkedWallet.js'
import type { RemoveLinkedWalletResponse } from '../../core/schemas/rpc/removeLinkedWallet.js'
import { removeLinkedWalletMutationOptions } from '../../query/removeLinkedWallet.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'

export interface UseRemoveLinkedWalletParameters {
  readonly mutation?: MutationParameter<RemoveLinkedWalletResponse, RemoveLinkedWalletParams>
}

/**
 * Unlinks a wallet from its parent wallet with both signed messages (`API/RemoveLinkedWallet`). No read of the interface shows links, so nothing cached goes stale.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useRemoveLinkedWallet()
 * await mutateAsync({ network, parentWalletAddress, parentWalletMessage, parentWalletSignature, linkedWalletAddress, linkedWalletMessage, linkedWalletSignature })
 * ```
 */
export function useRemoveLinkedWallet({ mutation }: UseRemoveLinkedWalletParameters = {}) {
  return useMutation({ ...removeLinkedWalletMutationOptions(usePlatformClient()), ...mutation })
}
