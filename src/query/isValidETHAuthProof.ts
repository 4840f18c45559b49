/** The query definition of `IsValidETHAuthProof`: one key and one options builder, shared by hooks, prefetch and SSR. */
import {
  type IsValidETHAuthProofParams,
  isValidETHAuthProof,
} from '../core/operations/isValidETHAuthProof.js'
import {
  IsValidETHAuthProof,
  type IsValidETHAuthProofResponse,
} from '../core/schemas/rpc/isValidETHAuthProof.js'
import type { QueryKeyBuilder, QueryOptionsBuilder } from './shared.js'
import { defineQuery, FRESHNESS, keyOf, optionsOf } from './shared.js'

const query = defineQuery(IsValidETHAuthProof, isValidETHAuthProof, FRESHNESS.proof)

/**
 * The query key of whether an ETHAuth proof is valid for a wallet (`API/IsValidETHAuthProof`): `['platform', group, operation, params]`.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: isValidETHAuthProofQueryKey({ network: 1, walletAddress, ethAuthProofString: proof }) })
 * ```
 */
export const isValidETHAuthProofQueryKey: QueryKeyBuilder<
  IsValidETHAuthProofResponse,
  IsValidETHAuthProofParams
> = keyOf(query)

/**
 * The query options of whether an ETHAuth proof is valid for a wallet (`API/IsValidETHAuthProof`), for `useQuery`, `prefetchQuery` and `ensureQueryData`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(isValidETHAuthProofQueryOptions(client, { network: 1, walletAddress, ethAuthProofString: proof }))
 * ```
 */
export const isValidETHAuthProofQueryOptions: QueryOptionsBuilder<
  IsValidETHAuthProofResponse,
  IsValidETHAuthProofParams
> = optionsOf(query)
