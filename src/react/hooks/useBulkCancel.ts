'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useConfig } from 'wagmi'
import { orderQueriesFilter } from '../../query/invalidation.js'
import { type BulkCancelState, createBulkCancel } from '../../wallet/bulkCancel.js'
import type { CancelableOrder } from '../../wallet/cancelOrder.js'
import { usePlatformClient } from '../context.js'
import { announceOrdersChanged } from '../ordersChannel.js'

export interface UseBulkCancelParameters {
  /** Stop the run at the first failed or rejected order (default: go on with the others). */
  readonly stopOnFailure?: boolean
}

export interface UseBulkCancelReturn {
  /** The run's state: every order with its outcome, `total`, `done`, `counts`, `current`. */
  readonly state: BulkCancelState
  /** Starts a run over the orders given; resolves with the final state. */
  readonly start: (orders: readonly CancelableOrder[]) => Promise<BulkCancelState>
  /** Runs again every order not cancelled or skipped. */
  readonly retry: () => Promise<BulkCancelState>
  /** Ends the run after the order at hand. */
  readonly stop: () => void
}

/**
 * Cancels many orders of the connected account one after another, with
 * progress (`createBulkCancel` from `platform-kit/wallet`): each order is
 * re-read first and skipped when it is already gone, a failure or a refusal
 * at the wallet becomes that order's outcome and the run goes on, `retry`
 * runs the unsettled ones again, `stop` ends the run between orders. Each
 * settled order refreshes the order queries of its collection. Needs a
 * `WagmiProvider` and a `PlatformProvider` above it.
 *
 * @example
 * ```tsx
 * const { state, start, stop } = useBulkCancel()
 * <button onClick={() => start(selected)} disabled={state.running}>Cancel {selected.length} orders</button>
 * <progress max={state.total} value={state.done} />
 * ```
 */
export function useBulkCancel({
  stopOnFailure,
}: UseBulkCancelParameters = {}): UseBulkCancelReturn {
  const client = usePlatformClient()
  const wagmiConfig = useConfig()
  const queryClient = useQueryClient()
  // One run per component: a new store only when the client, wallet or policy changes.
  const store = useMemo(
    () =>
      createBulkCancel({
        client,
        wagmiConfig,
        stopOnFailure,
        onSettled: ({ order, status }) => {
          const { chainId, collectionContractAddress } = order
          if (!chainId || !collectionContractAddress) return
          if (status === 'cancelled') {
            announceOrdersChanged({ chainId, contractAddress: collectionContractAddress })
          }
          void queryClient.invalidateQueries(
            orderQueriesFilter(
              { network: chainId, contractAddress: collectionContractAddress },
              client.networks,
            ),
          )
        },
      }),
    [client, wagmiConfig, stopOnFailure, queryClient],
  )
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const start = useCallback((orders: readonly CancelableOrder[]) => store.start(orders), [store])
  const retry = useCallback(() => store.retry(), [store])
  const stop = useCallback(() => store.stop(), [store])
  return { state, start, retry, stop }
}
