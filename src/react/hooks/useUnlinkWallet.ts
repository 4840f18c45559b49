'use client'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { getConnection, signMessage } from 'wagmi/actions'
import { removeLinkedWallet, unlinkMessages } from '../../core/operations/removeLinkedWallet.js'
import { sameAddress } from '../../core/schemas/address.js'
import type { RemoveLinkedWalletResponse } from '../../core/schemas/rpc/removeLinkedWallet.js'
import { isPlatformError } from '../../core/transport/errors.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import { WalletFlowError, walletFlowReason } from '../../wallet/walletFlow.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'

/** Anything that signs a text message for an address: a viem account, or your embedded wallet's adapter. */
export interface MessageSigner {
  readonly address: Address
  signMessage(args: { message: string }): Promise<Hex>
}

export interface UnlinkWalletVariables {
  /** The chain the signatures are verified against. */
  readonly network: NetworkRef
  /** The parent (embedded) wallet; the `parentSigner`'s address when one is given. */
  readonly parentWalletAddress?: Address
  /** The linked wallet; it must be the connected account (the default). */
  readonly linkedWalletAddress?: Address
}

/** Where each signature of an unlink is. */
export type UnlinkStepStatus = 'idle' | 'awaiting-signature' | 'signed' | 'failed'

export interface UseUnlinkWalletParameters {
  /**
   * Signs the parent's message. By default the parent signs with wagmi, as
   * the account `parentWalletAddress` of the connected connector.
   */
  readonly parentSigner?: MessageSigner
  /** The two texts; decisions.md §9's by default (`unlinkMessages`). */
  readonly messages?: typeof unlinkMessages
  readonly mutation?: MutationParameter<RemoveLinkedWalletResponse, UnlinkWalletVariables>
}

/**
 * Unlinks the connected wallet from its parent (embedded) wallet: the parent
 * signs "child wallet with address <linked>", the connected linked wallet
 * signs "Unlink from parent wallet with address <parent>", and both go to
 * `RemoveLinkedWallet`. `steps` follows the two signatures; `reason` is
 * `wrong-account` when the connected account is not the linked wallet,
 * `rejected` when a signature is refused, `not-linked` when there is no such
 * link. Needs a `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const unlink = useUnlinkWallet({ parentSigner: embeddedWallet })
 * await unlink.mutateAsync({ network: 'polygon' })
 * ```
 */
export function useUnlinkWallet({
  parentSigner,
  messages = unlinkMessages,
  mutation,
}: UseUnlinkWalletParameters = {}) {
  const client = usePlatformClient()
  const config = useConfig()
  const { address: account } = useConnection()
  const [steps, setSteps] = useState<{ parent: UnlinkStepStatus; linked: UnlinkStepStatus }>({
    parent: 'idle',
    linked: 'idle',
  })
  const result = useMutation({
    mutationKey: ['platform', 'API', 'UnlinkWallet'],
    retry: false,
    ...mutation,
    mutationFn: async ({ network, parentWalletAddress, linkedWalletAddress }) => {
      setSteps({ parent: 'idle', linked: 'idle' })
      const connected = getConnection(config).address
      if (!connected) throw new WalletFlowError('not-connected', 'connect the linked wallet')
      const linked = linkedWalletAddress ?? connected
      if (!sameAddress(linked, connected)) {
        throw new WalletFlowError(
          'wrong-account',
          `connect ${linked} to unlink it; ${connected} is connected`,
        )
      }
      const parent = parentSigner?.address ?? parentWalletAddress
      if (!parent)
        throw new WalletFlowError(
          'failed',
          'the parent wallet is not known: give parentWalletAddress or a parentSigner',
        )
      const text = messages({ parentWalletAddress: parent, linkedWalletAddress: linked })
      const sign = async (which: 'parent' | 'linked', run: () => Promise<Hex>) => {
        setSteps((s) => ({ ...s, [which]: 'awaiting-signature' }))
        try {
          const signature = await run()
          setSteps((s) => ({ ...s, [which]: 'signed' }))
          return signature
        } catch (e) {
          setSteps((s) => ({ ...s, [which]: 'failed' }))
          throw new WalletFlowError(walletFlowReason(e), `the ${which} wallet did not sign`, e)
        }
      }
      const parentWalletSignature = await sign('parent', () =>
        parentSigner
          ? parentSigner.signMessage({ message: text.parentWalletMessage })
          : signMessage(config, { account: parent, message: text.parentWalletMessage }),
      )
      const linkedWalletSignature = await sign('linked', () =>
        signMessage(config, { account: linked, message: text.linkedWalletMessage }),
      )
      try {
        return await removeLinkedWallet(client, {
          network,
          parentWalletAddress: parent,
          parentWalletMessage: text.parentWalletMessage,
          parentWalletSignature,
          linkedWalletAddress: linked,
          linkedWalletMessage: text.linkedWalletMessage,
          linkedWalletSignature,
        })
      } catch (e) {
        if (isPlatformError(e, 'NotFound')) {
          throw new WalletFlowError('not-linked', `${linked} is not linked to ${parent}`, e)
        }
        throw e
      }
    },
  })
  return {
    ...result,
    /** The connected account: the linked wallet to unlink. */
    account,
    steps,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
