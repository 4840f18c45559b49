'use client'
import { useQuery } from '@tanstack/react-query'
import type { IsValidETHAuthProofParams } from '../../core/operations/isValidETHAuthProof.js'
import type { IsValidETHAuthProofResponse } from '../../core/schemas/rpc/isValidETHAuthProof.js'
import { isValidETHAuthProofQueryOptions } from '../../query/isValidETHAuthProof.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseIsValidETHAuthProofParameters<TData = IsValidETHAuthProofResponse> =
  IsValidETHAuthProofParams & {
    readonly query?: QueryParameter<IsValidETHAuthProofResponse, TData>
  }

/**
 * Whether an ETHAuth proof is valid for a wallet, as the API judges it (`API/IsValidETHAuthProof`).
 *
 * @example
 * ```tsx
 * const { data } = useIsValidETHAuthProof({ network: 1, walletAddress, ethAuthProofString: proof })
 * ```
 */
export function useIsValidETHAuthProof<TData = IsValidETHAuthProofResponse>({
  query,
  ...params
}: UseIsValidETHAuthProofParameters<TData>) {
  return useQuery({ ...isValidETHAuthProofQueryOptions(usePlatformClient(), params), ...query })
}
