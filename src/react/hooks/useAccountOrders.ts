'use client'
import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type {
  AccountOrder,
  AccountOrderSide,
  AccountOrdersDepth,
  AccountTokenSide,
  ListAccountOrdersResponse,
} from '../../core/operations/listAccountOrders.js'
import type { PlatformError } from '../../core/transport/errors.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import {
  accountOrdersQueryOptions,
  accountTokenOrdersQueryOptions,
} from '../../query/listAccountOrders.js'
import { usePlatformClient } from '../context.js'
import { useOrdersChangedElsewhere } from '../ordersChannel.js'
import {
  type CollectionAnswers,
  type MergedOrders,
  mergeAccountOrders,
} from './accountOrdersMerge.js'

export { tokenSideKey } from './accountOrdersMerge.js'

export interface UseAccountOrdersParameters {
  readonly network: NetworkRef
  /** The collections whose orders are read, by contract address: one query each. */
  readonly contractAddresses: readonly string[]
  /** The account; `undefined` reads nothing (before a wallet connects, say). */
  readonly account: string | undefined
  /** Which sides to read; both unless said. */
  readonly sides?: readonly AccountOrderSide[]
  /**
   * `'every'` order at once (default), or the `'best'` on each token and side
   * first — a request per 100 tokens — and the others when `readMore` asks.
   */
  readonly depth?: AccountOrdersDepth
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
  /**
   * With `depth: 'best'`, the tokens and sides (by `tokenSideKey`) whose
   * other orders are not read yet: the account may have more there.
   */
  readonly partial: ReadonlySet<string>
  /** Reads every order of these tokens and sides (keys of `partial`; others are left alone). */
  readonly readMore: (keys: Iterable<string>) => void
  /** How many tokens and sides `readMore` is reading now. */
  readonly reading: number
}

/** TanStack types `useQueries`' errors as `Error`; the kit's reads fail with a `PlatformError`. */
type Result = UseQueryResult<ListAccountOrdersResponse, Error>

/** The tokens and sides `readMore` was asked for, by collection, one batch per call. */
interface Batch {
  readonly contractAddress: string
  readonly tokens: readonly AccountTokenSide[]
}

/** The same value while every input is the same object: a memo over a list of inputs that may grow. */
function useSameFor<T>(inputs: readonly unknown[], compute: () => T): T {
  const last = useRef<{ inputs: readonly unknown[]; value: T } | null>(null)
  const prev = last.current
  if (
    prev &&
    prev.inputs.length === inputs.length &&
    prev.inputs.every((x, i) => x === inputs[i])
  ) {
    return prev.value
  }
  const value = compute()
  last.current = { inputs, value }
  return value
}

/**
 * The batches of tokens and sides `readMore` asked for, for one account on one
 * network (`owner`): a new owner starts with none. Keys already asked, and
 * keys not in the latest `partial` (read from its ref), are left out.
 */
function useTokenBatches(owner: string, partialRef: { readonly current: MergedOrders['partial'] }) {
  const [asked, setAsked] = useState<{ readonly owner: string; readonly batches: Batch[] }>({
    owner: '',
    batches: [],
  })
  const askedKeys = useRef({ owner: '', keys: new Set<string>() })
  const readMore = useCallback(
    (keys: Iterable<string>) => {
      if (askedKeys.current.owner !== owner) askedKeys.current = { owner, keys: new Set() }
      const byCollection = new Map<string, AccountTokenSide[]>()
      for (const key of keys) {
        const found = partialRef.current.get(key)
        if (!found || askedKeys.current.keys.has(key)) continue
        askedKeys.current.keys.add(key)
        const list = byCollection.get(found.contractAddress) ?? []
        list.push({ side: found.side, token: found.token })
        byCollection.set(found.contractAddress, list)
      }
      if (byCollection.size === 0) return
      const added = [...byCollection].map(([contractAddress, tokens]) => ({
        contractAddress,
        tokens,
      }))
      setAsked((old) => ({
        owner,
        batches: [...(old.owner === owner ? old.batches : []), ...added],
      }))
    },
    [owner, partialRef],
  )
  return { batches: asked.owner === owner ? asked.batches : NO_BATCHES, readMore }
}

const NO_BATCHES: Batch[] = []

/**
 * Every live order an account made in some collections — listings and
 * offers, each with its token's name and media — read with the interface's
 * own operations (`listAccountOrders`, one query per collection), fresh for
 * seconds, refreshed by a cancel — in this tab or another of the app's — and
 * by the live feed when one is mounted. With `depth: 'best'` the account's
 * best order on each token and side comes first, in a request per 100
 * tokens; `readMore` reads the others of the tokens it is given (a request
 * each), and `partial` says which are left.
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
  depth,
}: UseAccountOrdersParameters): UseAccountOrdersReturn {
  const client = usePlatformClient()
  // A cancel in another tab of the app refreshes these at once, signed (off-chain) ones included.
  useOrdersChangedElsewhere(useQueryClient(), client.networks)
  const owner = `${network}|${account?.toLowerCase()}|${depth}`
  const partialRef = useRef<MergedOrders['partial']>(new Map())
  const tokenBatches = useTokenBatches(owner, partialRef)
  const batches = depth === 'best' ? tokenBatches.batches : NO_BATCHES
  const results = useQueries({
    queries: account
      ? [
          ...contractAddresses.map((contractAddress) =>
            accountOrdersQueryOptions(client, { network, contractAddress, account, sides, depth }),
          ),
          ...batches.map(({ contractAddress, tokens }) =>
            accountTokenOrdersQueryOptions(client, { network, contractAddress, account, tokens }),
          ),
        ]
      : [],
  }) as Result[]
  const reads = results.slice(0, account ? contractAddresses.length : 0)
  const tokenReads = results.slice(reads.length)
  const merged = useSameFor([contractAddresses, batches, ...results.map((r) => r.data)], () =>
    mergeAccountOrders(
      contractAddresses.map(
        (contractAddress, i): CollectionAnswers => ({
          contractAddress,
          read: reads[i]?.data,
          tokenReads: batches.flatMap((batch, b) => {
            const data = tokenReads[b]?.data
            return data && batch.contractAddress === contractAddress
              ? [{ tokens: batch.tokens, orders: data.orders }]
              : []
          }),
        }),
      ),
    ),
  )
  partialRef.current = merged.partial
  const partial = useSameFor([merged.partial], () => new Set(merged.partial.keys()))
  return {
    orders: merged.orders,
    partial,
    readMore: tokenBatches.readMore,
    reading: batches.reduce(
      (sum, batch, b) => sum + (tokenReads[b]?.isPending ? batch.tokens.length : 0),
      0,
    ),
    isPending: reads.some((r) => r.isPending),
    isFetching: results.some((r) => r.isFetching),
    error: (results.find((r) => r.error)?.error as PlatformError | undefined) ?? null,
    requests: results.reduce((sum, r) => sum + (r.data?.requests ?? 0), 0),
    refetch: async () => {
      await Promise.all(results.map((r) => r.refetch()))
    },
  }
}
