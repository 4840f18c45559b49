import * as z from 'zod/mini'
import { address, hex, nonEmpty } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/**
 * Both signatures of an unlink (interface §4.5, decisions.md §9): the parent
 * (embedded) wallet signs a message naming the linked wallet, and the linked
 * wallet signs a message naming the parent.
 */
export const RemoveLinkedWalletRequest = z.object({
  signatureChainId: nonEmpty,
  parentWalletAddress: address,
  parentWalletMessage: nonEmpty,
  parentWalletSignature: hex,
  linkedWalletAddress: address,
  linkedWalletMessage: nonEmpty,
  linkedWalletSignature: hex,
})
export type RemoveLinkedWalletRequest = z.input<typeof RemoveLinkedWalletRequest>

export const RemoveLinkedWalletResponse = r.model({ status: r.bool })
export type RemoveLinkedWalletResponse = r.Infer<typeof RemoveLinkedWalletResponse>

/** `API/RemoveLinkedWallet` (interface §4.5). */
export const RemoveLinkedWallet = defineRpc(
  'API',
  'RemoveLinkedWallet',
  RemoveLinkedWalletRequest,
  RemoveLinkedWalletResponse,
  { live: 'none' },
)
