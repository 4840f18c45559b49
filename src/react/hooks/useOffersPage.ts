'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ListOffersForCollectibleParams } from '../../core/operations/listOffersForCollectible.js'
import type { ListOffersForCollectibleResponse } from '../../core/schemas/rpc/listOffersForCollectible.js'
import { offersQueryOptions } from '../../query/listOffersForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseOffersPageParameters<TData = ListOffersForCollectibleResponse> =
  ListOffersForCollectibleParams & {
    readonly query?: QueryParameter<ListOffersForCollectibleResponse, TData>
  }

/**
 * One page of a collectible's live offers, highest first (`Marketplace/ListOffersForCollectible`); the previous page stays shown while the next loads.
 *
 * @example
 * ```tsx
 * const { data } = useOffersPage({ network: 'polygon', contractAddress, tokenId, page: { page: 2 } })
 * ```
 */
export function useOffersPage<TData = ListOffersForCollectibleResponse>({
  query,
  ...params
}: UseOffersPageParameters<TData>) {
  return useQuery({
    ...offersQueryOptions(usePlatformClient(), params),
    placeholderData: keepPreviousData,
    ...query,
  })
}
