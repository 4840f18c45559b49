/** The query definition of `TokenCollectionFilters`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type TokenCollectionFiltersParams,
  tokenCollectionFilters,
} from '../core/operations/tokenCollectionFilters.js'
import {
  TokenCollectionFilters,
  type TokenCollectionFiltersResponse,
} from '../core/schemas/rpc/tokenCollectionFilters.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

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
export const tokenCollectionFiltersQueryKey: QueryKeyBuilder<
  TokenCollectionFiltersResponse,
  TokenCollectionFiltersParams
> = keyOf(query)

/**
 * The query options of a collection's filterable properties (`Metadata/TokenCollectionFilters`); fresh for an hour, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(tokenCollectionFiltersQueryOptions(client, { network: 'polygon', contractAddress }))
 * ```
 */
export const tokenCollectionFiltersQueryOptions: QueryOptionsBuilder<
  TokenCollectionFiltersResponse,
  TokenCollectionFiltersParams
> = optionsOf(query)
