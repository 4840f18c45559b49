'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { getConnection, switchChain } from 'wagmi/actions'
import { generateCancelTransaction } from '../../core/operations/generateCancelTransaction.js'
import { MARKETPLACES, type MarketplaceKind } from '../../core/schemas/enums.js'
import type { Order } from '../../core/schemas/order.js'
import { executeSteps, type StepOutcome, type StepProgress } from '../../core/steps/executeSteps.js'
import { orderQueriesFilter } from '../../query/invalidation.js'
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
      if (!sameAddress(address, order.createdBy)) {
        throw new WalletFlowError(
          'wrong-account',
          `the order was made by ${order.createdBy}, and ${address} is connected`,
        )
      }
      if (!MARKETPLACES.includes(order.marketplace as MarketplaceKind)) {
        throw new WalletFlowError(
          'failed',
          `the order's marketplace (${order.marketplace}) is unknown`,
        )
      }
      if (chainId !== order.chainId) await switchChain(config, { chainId: order.chainId })
      const { steps } = await generateCancelTransaction(client, {
        network: order.chainId,
        collectionAddress: order.collectionContractAddress,
        maker: address,
        marketplace: order.marketplace as MarketplaceKind,
        orderId: order.orderId,
      })
      return executeSteps(steps, {
        wagmiConfig: config,
        chainId: order.chainId,
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
      const { order } = variables
      await queryClient.invalidateQueries(
        orderQueriesFilter(
          { network: order.chainId, contractAddress: order.collectionContractAddress },
          client.networks,
        ),
      )
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
