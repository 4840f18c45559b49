/**
 * Which cached queries a change to orders makes stale. A cancelled or filled
 * order changes the floor, the best orders of its collectible, its listings or
 * offers, the collection's list and any `GetOrders` that names it — and
 * nothing outside its collection.
 */
import { NETWORKS, type Network, type NetworkRef } from '../core/transport/networks.js'

/** A cached query as TanStack Query's filters see it. */
export interface CachedQuery {
  readonly queryKey: readonly unknown[]
}

/**
 * A filter of cached queries, for `invalidateQueries`, `refetchQueries` or
 * `removeQueries`: every marketplace key, narrowed by a predicate.
 */
export interface OrderQueriesFilter {
  queryKey: readonly ['platform', 'Marketplace']
  predicate: (query: CachedQuery) => boolean
}

/**
 * A query filter that matches every cached marketplace query about one
 * collection on one network: pass it to `invalidateQueries` after a write
 * that changes its orders. A network named by chain id or by name matches
 * both forms; pass the client's `networks` when it has networks of its own.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries(orderQueriesFilter({ network: 'polygon', contractAddress }))
 * ```
 */
export function orderQueriesFilter(
  target: { readonly network: NetworkRef; readonly contractAddress: string },
  networks: readonly Network[] = NETWORKS,
): OrderQueriesFilter {
  const address = target.contractAddress.toLowerCase()
  const chainOf = (ref: unknown) =>
    networks.find((n) => n.chainId === ref || n.name === ref || String(n.chainId) === ref)
      ?.chainId ?? ref
  const chain = chainOf(target.network)
  const sameNetwork = (network: unknown) => chainOf(network) === chain
  return {
    queryKey: ['platform', 'Marketplace'],
    predicate: ({ queryKey }) => {
      const params = queryKey[3] as
        | {
            network?: unknown
            contractAddress?: string
            collectionAddress?: string
            input?: readonly { contractAddress?: string }[]
          }
        | undefined
      if (!params || !sameNetwork(params.network)) return false
      const named = [
        params.contractAddress,
        params.collectionAddress,
        ...(params.input ?? []).map((i) => i.contractAddress),
      ]
      return named.some((a) => a?.toLowerCase() === address)
    },
  }
}
