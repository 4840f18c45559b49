'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetChainIdParams } from '../../core/operations/getChainId.js'
import type { GetChainIdResponse } from '../../core/schemas/rpc/getChainId.js'
import { chainIdQueryOptions } from '../../query/getChainId.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseRelayerChainIdParameters<TData = GetChainIdResponse> = GetChainIdParams & {
  readonly query?: QueryParameter<GetChainIdResponse, TData>
}

/**
 * A network's chain id, asked of its relayer (`Relayer/GetChainID`); never stale.
 *
 * @example
 * ```tsx
 * const { data } = useRelayerChainId({ network: 'polygon' }) // data?.chainID === 137
 * ```
 */
export function useRelayerChainId<TData = GetChainIdResponse>({
  query,
  ...params
}: UseRelayerChainIdParameters<TData>) {
  return useQuery({ ...chainIdQueryOptions(usePlatformClient(), params), ...query })
}
