/**
 * Which cached queries a change to orders makes stale. A cancelled or filled
 * order changes the floor, the best orders of its collectible, its listings or
 * offers, the collection's list and any `GetOrders` that names it — and
 * nothing outside its collection. An on-chain event of the live feed narrows
 * that further, to the tokens it names (`liveEventQueriesFilter`), of the
 * collection it names (`collectionAddress`, else the emitting contract).
 */

import { type LiveEvent, liveEventCollection } from '../core/schemas/liveEvent.js'
import type { LiveScope } from '../core/schemas/rpc/define.js'
import { MARKETPLACE_OPERATIONS } from '../core/schemas/rpc/marketplace.js'
import { canonicalTokenId, collectionId } from '../core/transport/canonical.js'
import { chainIdOf, NETWORKS, type Network, type NetworkRef } from '../core/transport/networks.js'
import { readPlatformKey } from './key.js'

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
  const chain = chainIdOf(target.network, networks) ?? target.network
  const sameNetwork = (network: unknown) => (chainIdOf(network, networks) ?? network) === chain
  return {
    queryKey: ['platform', 'Marketplace'],
    predicate: ({ queryKey }) => {
      const params = readPlatformKey(queryKey)?.params as
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

/** The marketplace reads whose declaration (`defineRpc`'s `live`) says which live events touch them. */
const marketplaceReadsIn = (scope: LiveScope): ReadonlySet<string> =>
  new Set(MARKETPLACE_OPERATIONS.filter((rpc) => rpc.live === scope).map((rpc) => rpc.name))

/** The marketplace reads about one token: only a change naming it (or naming none) moves them. */
const TOKEN_OPERATIONS = marketplaceReadsIn('token')

/** The marketplace operations no live event touches (the writes). */
const UNTOUCHED_OPERATIONS = marketplaceReadsIn('none')

/** A collection, or some of its tokens, whose cached order queries an on-chain change can make stale. */
export interface LiveQueriesTarget {
  /** The network, by chain id (`137`) or name (`'polygon'`). */
  readonly network: NetworkRef
  readonly contractAddress: string
  /**
   * The tokens the change names; omitted or empty when it names none (an
   * `ApprovalForAll`, a contract-wide event), which reaches every token of
   * the collection.
   */
  readonly tokenIds?: readonly (string | number | bigint)[]
}

/**
 * A query filter that matches the cached marketplace queries an on-chain
 * change to some collections can make stale, and no others: per collection
 * (on its own network), its floor (`GetFloorOrder`), its collectible lists
 * (`ListCollectibles`, single pages and infinite), every `GetOrders` that
 * names it and an account's orders in it (`ListAccountOrders`), always; and its token-level reads (`ListListingsForCollectible`,
 * `ListOffersForCollectible`, `GetHighestPriceListingForCollectible`,
 * `GetLowestPriceOfferForCollectible`) only for the token ids given — or for
 * every token when a target gives none. Without `targets` it matches those
 * queries of every collection in the cache. `TokenCollectionFilters` is never
 * matched: a collection's properties change only when a token is minted, a
 * feed event does not say whether a transfer is a mint, and that query is
 * fresh for an hour — refetching it on every sale would be waste.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries(
 *   liveQueriesFilter([{ network: 'polygon', contractAddress, tokenIds: ['5'] }]),
 * )
 * ```
 */
export function liveQueriesFilter(
  targets?: Iterable<LiveQueriesTarget>,
  networks: readonly Network[] = NETWORKS,
): OrderQueriesFilter {
  if (!targets) return changedCollectionsFilter(undefined, networks)
  const collections: ChangedCollections = new Map()
  for (const target of targets) {
    const chainId = chainIdOf(target.network, networks)
    if (chainId === undefined) continue
    const tokens = target.tokenIds?.length ? target.tokenIds.map(canonicalTokenId) : []
    addChange(collections, collectionId(chainId, target.contractAddress), tokens)
  }
  return changedCollectionsFilter(collections, networks)
}

/**
 * Collections changed, by `collectionId`: each with the token ids named
 * (canonical, `canonicalTokenId`), or `null` when every token may have changed.
 */
export type ChangedCollections = Map<string, Set<string> | null>

/** Adds a change to `collections`: of `tokens` (canonical ids), or of every token when none are named. */
export function addChange(
  collections: ChangedCollections,
  id: string,
  tokens: readonly string[],
  maxTokens = Number.POSITIVE_INFINITY,
): void {
  const known = collections.get(id)
  if (known === null) return
  if (tokens.length === 0) {
    collections.set(id, null)
    return
  }
  const all = known ?? new Set<string>()
  for (const token of tokens) all.add(token)
  collections.set(id, all.size > maxTokens ? null : all)
}

/**
 * The filter of `liveQueriesFilter` over collections already gathered — the
 * live invalidator's window — or, without them, of every collection.
 */
export function changedCollectionsFilter(
  collections: ChangedCollections | undefined,
  networks: readonly Network[] = NETWORKS,
): OrderQueriesFilter {
  const lookup = (chainId: number | undefined, address: unknown) =>
    typeof address === 'string' && chainId !== undefined
      ? collections?.get(collectionId(chainId, address))
      : undefined
  return {
    queryKey: ['platform', 'Marketplace'],
    predicate: ({ queryKey }) => {
      const key = readPlatformKey(queryKey)
      if (key?.group !== 'Marketplace') return false
      if (UNTOUCHED_OPERATIONS.has(key.operation)) return false
      // Any other marketplace read is about the whole collection unless declared token-level:
      // those declared so, and those the interface does not declare — a read the kit composes
      // (`ListAccountOrders`) or an app's own under the platform's key.
      const collectionWide = !TOKEN_OPERATIONS.has(key.operation)
      if (!collections) return true
      const params = key.params as
        | {
            network?: unknown
            contractAddress?: unknown
            tokenId?: unknown
            input?: readonly { contractAddress?: unknown }[]
          }
        | undefined
      if (!params || typeof params !== 'object') return false
      // The key's network is a chain id already (`keyParams`), but for an app's own network name.
      const chainId = chainIdOf(params.network, networks)
      if (collectionWide) {
        const named = [
          params.contractAddress,
          ...(Array.isArray(params.input) ? params.input : []).map((i) => i?.contractAddress),
        ]
        return named.some((address) => lookup(chainId, address) !== undefined)
      }
      const tokens = lookup(chainId, params.contractAddress)
      if (tokens === undefined) return false
      return tokens === null || tokens.has(canonicalTokenId(params.tokenId))
    },
  }
}

/**
 * A query filter that matches the cached marketplace queries one event of
 * the live feed can make stale (`liveQueriesFilter` of its collection and
 * token ids): its collection's floor, collectible lists and `GetOrders`, and
 * the listings, offers and best orders of the tokens it names — of every
 * token when it names none. Its collection is its `collectionAddress` when it
 * has one (the market's `RequestCancelled` names the collection whose order
 * it cancelled), else the contract that emitted it; the emitting contract's
 * own queries are then left alone. Another collection, the same address on
 * another chain, and another token's reads are left alone. Pass the client's
 * `networks` when the app names networks of its own. Read the event with the
 * `LiveEvent` schema first: a feed message is untrusted.
 *
 * @example
 * ```ts
 * const event = LiveEvent.parse(JSON.parse(message.data))
 * await queryClient.invalidateQueries(liveEventQueriesFilter(event))
 * ```
 */
export function liveEventQueriesFilter(
  event: Pick<LiveEvent, 'chainId' | 'contractAddress' | 'collectionAddress' | 'tokenIds'>,
  networks: readonly Network[] = NETWORKS,
): OrderQueriesFilter {
  return liveQueriesFilter(
    [
      {
        network: event.chainId,
        contractAddress: liveEventCollection(event),
        tokenIds: event.tokenIds,
      },
    ],
    networks,
  )
}
