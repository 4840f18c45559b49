'use client'
import { useMutation } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { getConnection, signTypedData } from 'wagmi/actions'
import { type CreateETHAuthProofOptions, createETHAuthProof } from '../../core/ethauth/create.js'
import { WalletFlowError } from '../../wallet/walletFlow.js'
import type { MutationParameter } from '../types.js'

export interface UseETHAuthProofParameters {
  readonly mutation?: MutationParameter<string, CreateETHAuthProofOptions>
}

/**
 * Makes an ETHAuth proof with the connected wallet (decisions.md §8): the
 * wallet signs the claims as EIP-712 typed data and the mutation's data is the
 * proof string, ready for `useIsValidETHAuthProof` or your backend. Needs a
 * `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const prove = useETHAuthProof()
 * const proof = await prove.mutateAsync({ app: 'my-dapp', expiresIn: 3600 })
 * ```
 */
export function useETHAuthProof({ mutation }: UseETHAuthProofParameters = {}) {
  const config = useConfig()
  return useMutation({
    mutationKey: ['platform', 'API', 'ETHAuthProof'],
    retry: false,
    ...mutation,
    mutationFn: (options) => {
      const { address } = getConnection(config)
      if (!address)
        throw new WalletFlowError('not-connected', 'connect a wallet to prove its ownership')
      return createETHAuthProof(options, {
        address,
        signTypedData: (typedData) => signTypedData(config, { ...typedData, account: address }),
      })
    },
  })
}
