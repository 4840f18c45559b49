/**
 * Tabs of one app tell each other when orders change: a cancel in one tab
 * refreshes the order queries of that collection in the others at once — a
 * third-party marketplace's cancel is a signed message, which no chain event
 * (and so no live feed) ever reports. Same origin only (`BroadcastChannel`);
 * where there is none (a server, an old browser), nothing is sent or heard.
 */
import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Network } from '../core/transport/networks.js'
import { orderQueriesFilter } from '../query/invalidation.js'

const CHANNEL = 'platform-kit:orders'

/** A collection whose orders changed. */
export interface OrdersChanged {
  readonly chainId: number
  readonly contractAddress: string
}

const isOrdersChanged = (value: unknown): value is OrdersChanged => {
  const { chainId, contractAddress } = (value ?? {}) as Partial<OrdersChanged>
  return (
    Number.isSafeInteger(chainId) &&
    typeof contractAddress === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(contractAddress)
  )
}

/** Tells the app's other tabs that a collection's orders changed. */
export function announceOrdersChanged(change: OrdersChanged): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage({ chainId: change.chainId, contractAddress: change.contractAddress })
  channel.close()
}

/** Refreshes the order queries of a collection another tab says changed, while mounted. */
export function useOrdersChangedElsewhere(
  queryClient: QueryClient,
  networks: readonly Network[],
): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (!isOrdersChanged(data)) return
      void queryClient.invalidateQueries(
        orderQueriesFilter(
          { network: data.chainId, contractAddress: data.contractAddress },
          networks,
        ),
      )
    }
    return () => channel.close()
  }, [queryClient, networks])
}
