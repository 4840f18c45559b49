'use client'
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import type { ListOffersForCollectibleParams } from '../../core/operations/listOffersForCollectible.js'
import type { ListOffersForCollectibleResponse } from '../../core/schemas/rpc/listOffersForCollectible.js'
import { offersInfiniteQueryOptions } from '../../query/listOffersForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { InfiniteQueryParameter } from '../types.js'

export type UseOffersParameters<TData = InfiniteData<ListOffersForCollectibleResponse, number>> =
  ListOffersForCollectibleParams & {
    readonly query?: InfiniteQueryParameter<ListOffersForCollectibleResponse, number, TData>
  }

/**
 * A collectible's live offers, highest first, page after page (`Marketplace/ListOffersForCollectible`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useOffers({ network: 'polygon', contractAddress, tokenId })
 * const offers = data?.pages.flatMap((p) => p.offers) ?? []
 * ```
 */
export function useOffers<TData = InfiniteData<ListOffersForCollectibleResponse, number>>({
  query,
  ...params
}: UseOffersParameters<TData>) {
  return useInfiniteQuery({ ...offersInfiniteQueryOptions(usePlatformClient(), params), ...query })
}
