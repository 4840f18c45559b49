'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useConfig } from 'wagmi'
import { orderQueriesFilter } from '../../query/invalidation.js'
import type { CancelableOrder } from '../../wallet/cancelOrder.js'
import type { StepProgress } from '../../wallet/executeSteps.js'
import {
  type CollectionInvalidation,
  invalidateCollection,
} from '../../wallet/invalidateCollection.js'
import { walletFlowReason } from '../../wallet/walletFlow.js'
import { usePlatformClient } from '../context.js'
import { announceOrdersChanged } from '../ordersChannel.js'
import type { MutationParameter } from '../types.js'

export interface UseInvalidateCollectionParameters {
  readonly mutation?: MutationParameter<
    CollectionInvalidation,
    { readonly orders: readonly CancelableOrder[] }
  >
}

/**
 * "Cancel everything on this collection": every Sequence Market v2 order the
 * connected account made on the collection of `orders` before now, in one
 * transaction (`invalidateCollection` from `platform-kit/wallet`), checked
 * before the wallet is asked; then the order queries of that collection are
 * read again, here and in the app's other tabs. `progress` is the
 * transaction's; `reason` tells a refusal at the wallet (`rejected`) from a
 * failure. Orders of other marketplaces are not touched. Needs a
 * `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const everything = useInvalidateCollection()
 * <button onClick={() => everything.mutate({ orders: myOrdersOnRelics })}>Cancel everything on Relics</button>
 * {everything.reason === 'rejected' && <p>You declined in your wallet.</p>}
 * ```
 */
export function useInvalidateCollection({ mutation }: UseInvalidateCollectionParameters = {}) {
  const client = usePlatformClient()
  const config = useConfig()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<StepProgress>()
  const result = useMutation({
    mutationKey: ['platform', 'Marketplace', 'InvalidateCollection'],
    retry: false,
    ...mutation,
    mutationFn: ({ orders }) => {
      setProgress(undefined)
      return invalidateCollection(orders, { client, wagmiConfig: config, onProgress: setProgress })
    },
    onSettled: async (data, error, variables, ...rest) => {
      const order = variables.orders[0]
      if (data) announceOrdersChanged({ chainId: data.chainId, contractAddress: data.collection })
      if (order?.chainId && order.collectionContractAddress) {
        await queryClient.invalidateQueries(
          orderQueriesFilter(
            { network: order.chainId, contractAddress: order.collectionContractAddress },
            client.networks,
          ),
        )
      }
      await mutation?.onSettled?.(data, error, variables, ...rest)
    },
  })
  return {
    ...result,
    /** The transaction's progress, once it has started. */
    progress,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
