'use client'
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { orderQueriesFilter } from '../../query/invalidation.js'
import { runTrade } from '../../wallet/trade/run.js'
import type { TradePlan, TradeResult } from '../../wallet/trade/types.js'
import { walletFlowReason } from '../../wallet/walletFlow.js'
import { usePlatformClient } from '../context.js'
import { announceOrdersChanged } from '../ordersChannel.js'
import { useStepProgress } from './useStepProgress.js'

export interface UseTradeParameters {
  readonly mutation?: Omit<
    UseMutationOptions<TradeResult, Error, { readonly plan: TradePlan }>,
    'mutationFn' | 'mutationKey'
  >
}

/**
 * Runs a trade planned by `useTradePlan` with the connected wallet
 * (`runTrade`): `progress` has one entry per step (an approval, then the
 * market's call), `reason` tells a user's refusal (`rejected`) from a
 * failure, `data.requestId` is the order made or taken. Then the
 * collection's order queries and the plans are read again, and the app's
 * other tabs told. Needs a `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const plan = useTradePlan({ request: { kind: 'buy', order: listing } })
 * const trade = useTrade()
 * <button disabled={!plan.data || trade.isPending} onClick={() => trade.mutate({ plan: plan.data! })}>Buy</button>
 * ```
 */
export function useTrade({ mutation }: UseTradeParameters = {}) {
  const client = usePlatformClient()
  const config = useConfig()
  const { address: account } = useConnection()
  const queryClient = useQueryClient()
  const steps = useStepProgress()
  const result = useMutation({
    mutationKey: ['platform', 'SequenceMarket', 'Trade'],
    retry: false,
    ...mutation,
    mutationFn: ({ plan }) => {
      steps.reset()
      return runTrade(plan, { client, wagmiConfig: config, onProgress: steps.onProgress })
    },
    onSettled: async (data, error, variables, ...rest) => {
      const { chainId, collection } = variables.plan
      if (data) announceOrdersChanged({ chainId, contractAddress: collection })
      await Promise.all([
        queryClient.invalidateQueries(
          orderQueriesFilter({ network: chainId, contractAddress: collection }, client.networks),
        ),
        queryClient.invalidateQueries({ queryKey: ['platform', 'SequenceMarket', 'TradePlan'] }),
      ])
      await mutation?.onSettled?.(data, error, variables, ...rest)
    },
  })
  return {
    ...result,
    account,
    progress: steps.progress,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
