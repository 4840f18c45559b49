'use client'
import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useConfig, useConnection } from 'wagmi'
import { planTrade } from '../../wallet/trade/planTrade.js'
import type { TradeFee, TradePlan, TradeRequest } from '../../wallet/trade/types.js'
import { walletFlowReason } from '../../wallet/walletFlow.js'
import { usePlatformClient } from '../context.js'

export interface UseTradePlanParameters {
  /** The trade to plan; none: nothing is read. */
  readonly request: TradeRequest | undefined
  /** Fees of a buy or an accept, taken out of the price with the royalty (a marketplace's own). */
  readonly fees?: readonly TradeFee[]
  readonly query?: Omit<UseQueryOptions<TradePlan, Error>, 'queryKey' | 'queryFn'>
}

/** A value as a query key part: its bigints and dates as text. */
const keyOf = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)))

/**
 * Plans a trade for the connected account (`planTrade`): what the wallet
 * will be asked (`data.steps`, an approval only when short), the total, the
 * royalty and fees, what the seller gets — or why it cannot be done
 * (`reason` `refused` with the words in `error.message`, `unavailable`,
 * `not-connected`), before the wallet is asked anything. Reads the chain
 * again when the account, the request or the chain's state changes (a
 * trade of `useTrade` refreshes it). Needs a `WagmiProvider` above it.
 *
 * @example
 * ```tsx
 * const plan = useTradePlan({ request: { kind: 'buy', order: listing } })
 * plan.data && <p>{plan.data.steps.length} transactions</p>
 * ```
 */
export function useTradePlan({ request, fees, query }: UseTradePlanParameters) {
  const client = usePlatformClient()
  const config = useConfig()
  const { address: account } = useConnection()
  const result = useQuery({
    retry: false,
    ...query,
    queryKey: ['platform', 'SequenceMarket', 'TradePlan', account, keyOf(request), keyOf(fees)],
    queryFn: () => planTrade(request!, { client, wagmiConfig: config, fees }),
    enabled: !!request && !!account && (query?.enabled ?? true),
  })
  return {
    ...result,
    account,
    reason: result.error ? walletFlowReason(result.error) : undefined,
  }
}
