/** The query definition of `TokenCollectionFilters`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type TokenCollectionFiltersParams,
  tokenCollectionFilters,
} from '../core/operations/tokenCollectionFilters.js'
import {
  TokenCollectionFilters,
  type TokenCollectionFiltersResponse,
} from '../core/schemas/rpc/tokenCollectionFilters.js'
import type { BaseClient } from '../core/transport/client.js'
import {
  defineQuery,
  FRESHNESS,
  keyOf,
  optionsOf,
  type PlatformQueryKeyOf,
  type PlatformQueryOptions,
} from './shared.js'

const query = defineQuery(
  TokenCollectionFilters,
  tokenCollectionFilters,
  FRESHNESS.collectionFilters,
)

/**
 * The query key of a collection's filterable properties (`Metadata/TokenCollectionFilters`); fresh for an hour: `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: tokenCollectionFiltersQueryKey({ network: 'polygon', contractAddress }) })
 * ```
 */
export const tokenCollectionFiltersQueryKey: (
  params: TokenCollectionFiltersParams,
) => PlatformQueryKeyOf<TokenCollectionFiltersResponse, TokenCollectionFiltersParams> = keyOf(query)

/**
 * The query options of a collection's filterable properties (`Metadata/TokenCollectionFilters`); fresh for an hour, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(tokenCollectionFiltersQueryOptions(client, { network: 'polygon', contractAddress }))
 * ```
 */
export const tokenCollectionFiltersQueryOptions: (
  client: BaseClient,
  params: TokenCollectionFiltersParams,
) => PlatformQueryOptions<TokenCollectionFiltersResponse, TokenCollectionFiltersParams> =
  optionsOf(query)
