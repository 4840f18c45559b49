/** The query definition of `GetChainId`: one key and one options builder, shared by hooks, prefetch and SSR. */
import { type GetChainIdParams, getChainId } from '../core/operations/getChainId.js'
import { GetChainId, type GetChainIdResponse } from '../core/schemas/rpc/getChainId.js'
import type { BaseClient } from '../core/transport/client.js'
import {
  defineQuery,
  FRESHNESS,
  keyOf,
  optionsOf,
  type PlatformQueryKeyOf,
  type PlatformQueryOptions,
} from './shared.js'

const query = defineQuery(GetChainId, getChainId, FRESHNESS.chainId)

/**
 * The query key of a network's chain id (`Relayer/GetChainID`); never stale: `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: chainIdQueryKey({ network: 'polygon' }) })
 * ```
 */
export const chainIdQueryKey: (
  params: GetChainIdParams,
) => PlatformQueryKeyOf<GetChainIdResponse, GetChainIdParams> = keyOf(query)

/**
 * The query options of a network's chain id (`Relayer/GetChainID`); never stale, for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(chainIdQueryOptions(client, { network: 'polygon' }))
 * ```
 */
export const chainIdQueryOptions: (
  client: BaseClient,
  params: GetChainIdParams,
) => PlatformQueryOptions<GetChainIdResponse, GetChainIdParams> = optionsOf(query)
