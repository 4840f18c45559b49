/** The mutation definition of `RemoveLinkedWallet`. */
import {
  type RemoveLinkedWalletParams,
  removeLinkedWallet,
} from '../core/operations/removeLinkedWallet.js'
import {
  RemoveLinkedWallet,
  type RemoveLinkedWalletResponse,
} from '../core/schemas/rpc/removeLinkedWallet.js'
import { defineMutation, type PlatformMutationOptionsBuilder } from './shared.js'

/**
 * The mutation options of the write that unlinks a wallet from its parent wallet (`API/RemoveLinkedWallet`), for `useMutation`. It
 * never retries: a write that may have happened is not repeated blindly.
 *
 * @example
 * ```ts
 * const { mutateAsync } = useMutation(removeLinkedWalletMutationOptions(client))
 * await mutateAsync({ network: 'polygon', ...signedMessages })
 * ```
 */
export const removeLinkedWalletMutationOptions: PlatformMutationOptionsBuilder<
  RemoveLinkedWalletResponse,
  RemoveLinkedWalletParams
> = defineMutation(RemoveLinkedWallet, removeLinkedWallet)
