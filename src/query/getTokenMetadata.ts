/** The query definition of `GetTokenMetadata`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type GetTokenMetadataParams,
  getTokenMetadata,
} from '../core/operations/getTokenMetadata.js'
import {
  GetTokenMetadata,
  type GetTokenMetadataResponse,
} from '../core/schemas/rpc/getTokenMetadata.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(GetTokenMetadata, getTokenMetadata, FRESHNESS.tokenMetadata)

/**
 * The query key of some tokens' metadata (`Metadata/GetTokenMetadata`); fresh for an hour: `['platform', group, operation, params]`, token ids as decimal strings.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: tokenMetadataQueryKey({ network: 'polygon', contractAddress, tokenIds: ['1', '2'] }) })
 * ```
 */
export const tokenMetadataQueryKey: QueryKeyBuilder<
  GetTokenMetadataResponse,
  GetTokenMetadataParams
> = keyOf(query)

/**
 * The query options of some tokens' metadata (`Metadata/GetTokenMetadata`); fresh for an hour, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * const { tokenMetadata } = await queryClient.fetchQuery(
 *   tokenMetadataQueryOptions(client, { network: 'polygon', contractAddress, tokenIds: [1n, 2n] }),
 * )
 * ```
 */
export const tokenMetadataQueryOptions: QueryOptionsBuilder<
  GetTokenMetadataResponse,
  GetTokenMetadataParams
> = optionsOf(query)
