/**
 * The query definition of an account's orders in one collection
 * (`listAccountOrders`: a read composed of `ListCollectibles` and the
 * per-token order lists). Keyed under the marketplace as
 * `['platform', 'Marketplace', 'ListAccountOrders', params]`, so that a write
 * to the collection (`orderQueriesFilter`) and any live event in it
 * (`liveQueriesFilter`) refresh it, as they refresh the collection's lists.
 */
import {
  type ListAccountOrdersParams,
  type ListAccountOrdersResponse,
  type ListAccountTokenOrdersParams,
  listAccountOrders,
  listAccountTokenOrders,
} from '../core/operations/listAccountOrders.js'
import { keyParams, platformKey } from './key.js'
import {
  FRESHNESS,
  type PlatformQueryKeyOf,
  type QueryKeyBuilder,
  type QueryOptionsBuilder,
  retryTransient,
} from './shared.js'

/** How the read is named in its key: a marketplace read, though not an operation of the interface. */
const ListAccountOrders = { group: 'Marketplace', name: 'ListAccountOrders' } as const

/**
 * The query key of an account's live orders in a collection.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: accountOrdersQueryKey({ network: 'polygon', contractAddress, account }) })
 * ```
 */
export const accountOrdersQueryKey: QueryKeyBuilder<
  ListAccountOrdersResponse,
  ListAccountOrdersParams
> = (params) =>
  platformKey(ListAccountOrders, {
    ...keyParams(params),
    account: params.account.toLowerCase(),
  }) as unknown as PlatformQueryKeyOf<ListAccountOrdersResponse, ListAccountOrdersParams>

/**
 * The query options of an account's live orders in a collection, listings and
 * offers, each with its token's name and media (`listAccountOrders`); fresh for
 * seconds, as the order reads are.
 *
 * @example
 * ```ts
 * const { orders } = await queryClient.fetchQuery(accountOrdersQueryOptions(client, { network: 'polygon', contractAddress, account }))
 * ```
 */
export const accountOrdersQueryOptions: QueryOptionsBuilder<
  ListAccountOrdersResponse,
  ListAccountOrdersParams
> = (client, params) => ({
  queryKey: accountOrdersQueryKey(params),
  queryFn: ({ signal }) => listAccountOrders(client, params, { signal }),
  staleTime: FRESHNESS.orders,
  retry: retryTransient,
})

/** What the read of some tokens' orders answers. */
type TokenOrders = Pick<ListAccountOrdersResponse, 'orders' | 'requests'>

/**
 * The query key of an account's orders on some tokens of a collection
 * (`listAccountTokenOrders`): under the same name as the whole read, so that
 * the writes and live events that refresh it refresh these; the tokens are in
 * it as `side:tokenId`.
 *
 * @example
 * ```ts
 * accountTokenOrdersQueryKey({ network: 'polygon', contractAddress, account, tokens: best.partial ?? [] })
 * ```
 */
export const accountTokenOrdersQueryKey: QueryKeyBuilder<
  TokenOrders,
  ListAccountTokenOrdersParams
> = ({ tokens, ...params }) =>
  platformKey(ListAccountOrders, {
    ...keyParams(params),
    account: params.account.toLowerCase(),
    tokens: tokens.map(({ side, token }) => `${side}:${token.tokenId}`),
  }) as unknown as PlatformQueryKeyOf<TokenOrders, ListAccountTokenOrdersParams>

/**
 * The query options of an account's orders on some tokens of a collection,
 * each token and side a request: what a read with `depth: 'best'` left.
 *
 * @example
 * ```ts
 * const { orders } = await queryClient.fetchQuery(accountTokenOrdersQueryOptions(client, { network: 'polygon', contractAddress, account, tokens }))
 * ```
 */
export const accountTokenOrdersQueryOptions: QueryOptionsBuilder<
  TokenOrders,
  ListAccountTokenOrdersParams
> = (client, params) => ({
  queryKey: accountTokenOrdersQueryKey(params),
  queryFn: ({ signal }) => listAccountTokenOrders(client, params, { signal }),
  staleTime: FRESHNESS.orders,
  retry: retryTransient,
})
