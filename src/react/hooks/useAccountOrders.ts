'use client'
import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type {
  AccountOrder,
  AccountOrderSide,
  ListAccountOrdersResponse,
} from '../../core/operations/listAccountOrders.js'
import type { PlatformError } from '../../core/transport/errors.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import { accountOrdersQueryOptions } from '../../query/listAccountOrders.js'
import { usePlatformClient } from '../context.js'
import { useOrdersChangedElsewhere } from '../ordersChannel.js'

export interface UseAccountOrdersParameters {
  readonly network: NetworkRef
  /** The collections whose orders are read, by contract address: one query each. */
  readonly contractAddresses: readonly string[]
  /** The account; `undefined` reads nothing (before a wallet connects, say). */
  readonly account: string | undefined
  /** Which sides to read; both unless said. */
  readonly sides?: readonly AccountOrderSide[]
}

export interface UseAccountOrdersReturn {
  /** The account's live orders, collection by collection in the order given. */
  readonly orders: readonly AccountOrder[]
  /** Whether a collection has not answered yet. */
  readonly isPending: boolean
  /** Whether a collection is being read (first time or again). */
  readonly isFetching: boolean
  /** The first collection's error, if one failed. */
  readonly error: PlatformError | null
  /** How many requests the last reads took, all collections together. */
  readonly requests: number
  /** Reads every collection again. */
  readonly refetch: () => Promise<void>
}

/** TanStack types `useQueries`' errors as `Error`; the kit's reads fail with a `PlatformError`. */
type Result = UseQueryResult<ListAccountOrdersResponse, Error>

/**
 * Every live order an account made in some collections — listings and
 * offers, each with its token's name and media — read with the interface's
 * own operations (`listAccountOrders`, one query per collection), fresh for
 * seconds, refreshed by a cancel — in this tab or another of the app's — and
 * by the live feed when one is mounted.
 *
 * @example
 * ```tsx
 * const { address } = useConnection()
 * const { orders, isPending } = useAccountOrders({ network: 'polygon', contractAddresses: [collection], account: address })
 * return <p>{isPending ? 'Loading' : `${orders.length} orders`}</p>
 * ```
 */
export function useAccountOrders({
  network,
  contractAddresses,
  account,
  sides,
}: UseAccountOrdersParameters): UseAccountOrdersReturn {
  const client = usePlatformClient()
  // A cancel in another tab of the app refreshes these at once, signed (off-chain) ones included.
  useOrdersChangedElsewhere(useQueryClient(), client.networks)
  const combine = useCallback(
    (results: Result[]): UseAccountOrdersReturn => ({
      orders: results.flatMap((r) => r.data?.orders ?? []),
      isPending: results.some((r) => r.isPending),
      isFetching: results.some((r) => r.isFetching),
      error: (results.find((r) => r.error)?.error as PlatformError | undefined) ?? null,
      requests: results.reduce((sum, r) => sum + (r.data?.requests ?? 0), 0),
      refetch: async () => {
        await Promise.all(results.map((r) => r.refetch()))
      },
    }),
    [],
  )
  return useQueries({
    queries: account
      ? contractAddresses.map((contractAddress) =>
          accountOrdersQueryOptions(client, { network, contractAddress, account, sides }),
        )
      : [],
    combine,
  })
}
