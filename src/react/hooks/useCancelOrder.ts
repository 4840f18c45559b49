'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { getConnection, switchChain } from 'wagmi/actions'
import { generateCancelTransaction } from '../../core/operations/generateCancelTransaction.js'
import type { Order } from '../../core/schemas/order.js'
import { orderQueriesFilter } from '../../query/invalidation.js'
import { executeSteps, type StepOutcome, type StepProgress } from '../../wallet/executeSteps.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'
import { sameAddress, WalletFlowError, walletFlowReason } from '../walletFlow.js'

/** The order to cancel, as the kit's reads return it. */
export type CancelableOrder = Pick<
  Order,
  'orderId' | 'chainId' | 'collectionContractAddress' | 'createdBy' | 'marketplace'
>

export interface UseCancelOrderParameters {
  readonly mutation?: MutationParameter<StepOutcome[], { readonly order: CancelableOrder }>
}

/**
 * Cancels an order of the connected account: checks that the account made
 * it, switches the wallet to the order's chain, asks the marketplace for the
 * cancel steps (`GenerateCancelTransaction`), runs them with `executeSteps`
 * (a transaction awaited to its receipt, or a signature posted back), and
 * then invalidates the order queries of the collection. `progress` has one
 * entry per step; `reason` tells a user rejection (`rejected`) from a failure.
 * Needs a `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const cancel = useCancelOrder()
 * <button onClick={() => cancel.mutate({ order })} disabled={cancel.isPending}>Cancel</button>
 * {cancel.reason === 'rejected' && <p>You declined in your wallet.</p>}
 * ```
 */
export function useCancelOrder({ mutation }: UseCancelOrderParameters = {}) {
  const client = usePlatformClient()
  const config = useConfig()
  const { address: account } = useConnection()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<readonly StepProgress[]>([])
  const result = useMutation({
    mutationKey: ['platform', 'Marketplace', 'CancelOrder'],
    retry: false,
    ...mutation,
    mutationFn: async ({ order }) => {
      setProgress([])
      const { address, chainId } = getConnection(config)
      if (!address)
        throw new WalletFlowError('not-connected', 'connect the wallet that made the order')
      const { chainId: orderChain, collectionContractAddress, marketplace, createdBy } = order
      if (!orderChain || !collectionContractAddress || !marketplace || !createdBy) {
        throw new WalletFlowError(
          'failed',
          'the order does not say its chain, collection, marketplace and maker, which a cancel needs',
        )
      }
      if (!sameAddress(address, createdBy)) {
        throw new WalletFlowError(
          'wrong-account',
          `the order was made by ${createdBy}, and ${address} is connected`,
        )
      }
      if (chainId !== orderChain) await switchChain(config, { chainId: orderChain })
      // The order's own marketplace name goes back as the server sent it (decisions.md §3).
      const { steps } = await generateCancelTransaction(client, {
        network: orderChain,
        collectionAddress: collectionContractAddress,
        maker: address,
        marketplace,
        orderId: order.orderId,
      })
      return executeSteps(steps, {
        wagmiConfig: config,
        chainId: orderChain,
        client,
        onProgress: (update) =>
          setProgress((all) => {
            const next = [...all]
            next[update.index] = update
            return next
          }),
      })
    },
    onSettled: async (data, error, variables, ...rest) => {
      const { chainId, collectionContractAddress } = variables.order
      if (chainId && collectionContractAddress) {
        await queryClient.invalidateQueries(
          orderQueriesFilter(
            { network: chainId, contractAddress: collectionContractAddress },
            client.networks,
          ),
        )
      }
      await mutation?.onSettled?.(data, error, variables, ...rest)
    },
  })
  return {
    ...result,
    /** The connected account. */
    account,
    progress,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
