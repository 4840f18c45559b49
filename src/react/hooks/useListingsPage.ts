'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ListListingsForCollectibleParams } from '../../core/operations/listListingsForCollectible.js'
import type { ListListingsForCollectibleResponse } from '../../core/schemas/rpc/listListingsForCollectible.js'
import { listingsQueryOptions } from '../../query/listListingsForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseListingsPageParameters<TData = ListListingsForCollectibleResponse> =
  ListListingsForCollectibleParams & {
    readonly query?: QueryParameter<ListListingsForCollectibleResponse, TData>
  }

/**
 * One page of a collectible's live listings, cheapest first (`Marketplace/ListListingsForCollectible`); the previous page stays shown while the next loads.
 *
 * @example
 * ```tsx
 * const [page, setPage] = useState(1)
 * const { data } = useListingsPage({ network: 'polygon', contractAddress, tokenId, page: { page, pageSize: 20 } })
 * ```
 */
export function useListingsPage<TData = ListListingsForCollectibleResponse>({
  query,
  ...params
}: UseListingsPageParameters<TData>) {
  return useQuery({
    ...listingsQueryOptions(usePlatformClient(), params),
    placeholderData: keepPreviousData,
    ...query,
  })
}
