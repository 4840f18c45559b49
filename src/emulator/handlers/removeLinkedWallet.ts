/**
 * `API/RemoveLinkedWallet` (decisions.md §9): both wallets sign a personal
 * (EIP-191) message naming the other; only then is the link looked up and
 * removed. A signature that does not verify, or a message that does not name
 * the other wallet, is `PermissionDenied`; no such link is `NotFound`.
 */
import { type Address, type Hex, verifyMessage } from 'viem'
import { RemoveLinkedWallet } from '../../core/schemas/rpc/removeLinkedWallet.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

/** True when `signature` is `address`'s personal signature of `message`; false for a malformed one. */
async function signed(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({
      address: address as Address,
      message,
      signature: signature as Hex,
    })
  } catch {
    return false
  }
}

const names = (message: string, address: string) =>
  message.toLowerCase().includes(address.toLowerCase())

export const removeLinkedWalletHandler = defineHandler(
  RemoveLinkedWallet,
  AS_IS,
  async (context, request) => {
    // An ordinary wallet's signature verifies whatever `signatureChainId` names (decisions.md §9).
    const {
      parentWalletAddress: parent,
      parentWalletMessage,
      parentWalletSignature,
      linkedWalletAddress: linked,
      linkedWalletMessage,
      linkedWalletSignature,
    } = request
    if (!names(parentWalletMessage, linked)) {
      fail('PermissionDenied', 'the parent wallet message does not name the linked wallet')
    }
    if (!names(linkedWalletMessage, parent)) {
      fail('PermissionDenied', 'the linked wallet message does not name the parent wallet')
    }
    if (!(await signed(parent, parentWalletMessage, parentWalletSignature))) {
      fail('PermissionDenied', 'the parent wallet signature does not verify')
    }
    if (!(await signed(linked, linkedWalletMessage, linkedWalletSignature))) {
      fail('PermissionDenied', 'the linked wallet signature does not verify')
    }
    if (!context.state.wallets.removeLink(parent, linked)) {
      fail('NotFound', `${linked} is not linked to ${parent}`)
    }
    return { status: true }
  },
)
