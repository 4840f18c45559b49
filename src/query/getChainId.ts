/** The query definition of `GetChainId`: one key and one options builder, shared by hooks, prefetch and SSR. */
import { type GetChainIdParams, getChainId } from '../core/operations/getChainId.js'
import { GetChainId, type GetChainIdResponse } from '../core/schemas/rpc/getChainId.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(GetChainId, getChainId, FRESHNESS.chainId)

/**
 * The query key of a network's chain id (`Relayer/GetChainID`); never stale: `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: chainIdQueryKey({ network: 'polygon' }) })
 * ```
 */
export const chainIdQueryKey: QueryKeyBuilder<GetChainIdResponse, GetChainIdParams> = keyOf(query)

/**
 * The query options of a network's chain id (`Relayer/GetChainID`); never stale, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(chainIdQueryOptions(client, { network: 'polygon' }))
 * ```
 */
export const chainIdQueryOptions: QueryOptionsBuilder<GetChainIdResponse, GetChainIdParams> =
  optionsOf(query)
