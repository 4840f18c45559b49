'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetTokenMetadataParams } from '../../core/operations/getTokenMetadata.js'
import type { GetTokenMetadataResponse } from '../../core/schemas/rpc/getTokenMetadata.js'
import { tokenMetadataQueryOptions } from '../../query/getTokenMetadata.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseTokenMetadataParameters<TData = GetTokenMetadataResponse> =
  GetTokenMetadataParams & {
    readonly query?: QueryParameter<GetTokenMetadataResponse, TData>
  }

/**
 * Some tokens' metadata (`Metadata/GetTokenMetadata`), fresh for an hour: names, images and
 * attributes of up to 100 tokens of one contract; a token the service does not know is absent.
 *
 * @example
 * ```tsx
 * const { data } = useTokenMetadata({ network: 'polygon', contractAddress, tokenIds: ['1', '2'] })
 * const name = data?.tokenMetadata.find((token) => token.tokenId === '1')?.name
 * ```
 */
export function useTokenMetadata<TData = GetTokenMetadataResponse>({
  query,
  ...params
}: UseTokenMetadataParameters<TData>) {
  return useQuery({ ...tokenMetadataQueryOptions(usePlatformClient(), params), ...query })
}
