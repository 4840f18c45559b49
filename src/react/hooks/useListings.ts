'use client'
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import type { ListListingsForCollectibleParams } from '../../core/operations/listListingsForCollectible.js'
import type { ListListingsForCollectibleResponse } from '../../core/schemas/rpc/listListingsForCollectible.js'
import { listingsInfiniteQueryOptions } from '../../query/listListingsForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { InfiniteQueryParameter } from '../types.js'

export type UseListingsParameters<
  TData = InfiniteData<ListListingsForCollectibleResponse, number>,
> = ListListingsForCollectibleParams & {
  readonly query?: InfiniteQueryParameter<ListListingsForCollectibleResponse, number, TData>
}

/**
 * A collectible's live listings, cheapest first, page after page (`Marketplace/ListListingsForCollectible`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useListings({ network: 'polygon', contractAddress, tokenId })
 * const listings = data?.pages.flatMap((p) => p.listings) ?? []
 * ```
 */
export function useListings<TData = InfiniteData<ListListingsForCollectibleResponse, number>>({
  query,
  ...params
}: UseListingsParameters<TData>) {
  return useInfiniteQuery({
    ...listingsInfiniteQueryOptions(usePlatformClient(), params),
    ...query,
  })
}
