'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { orderQueriesFilter } from '../../query/invalidation.js'
import { type CancelableOrder, cancelOrder } from '../../wallet/cancelOrder.js'
import type { StepOutcome } from '../../wallet/executeSteps.js'
import { walletFlowReason } from '../../wallet/walletFlow.js'
import { usePlatformClient } from '../context.js'
import { announceOrdersChanged } from '../ordersChannel.js'
import type { MutationParameter } from '../types.js'
import { useStepProgress } from './useStepProgress.js'

export type { CancelableOrder }

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
  const steps = useStepProgress()
  const result = useMutation({
    mutationKey: ['platform', 'Marketplace', 'CancelOrder'],
    retry: false,
    ...mutation,
    mutationFn: async ({ order }) => {
      steps.reset()
      return cancelOrder(order, {
        client,
        wagmiConfig: config,
        onProgress: steps.onProgress,
      })
    },
    onSettled: async (data, error, variables, ...rest) => {
      const { chainId, collectionContractAddress } = variables.order
      if (chainId && collectionContractAddress) {
        if (data) announceOrdersChanged({ chainId, contractAddress: collectionContractAddress })
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
    progress: steps.progress,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
