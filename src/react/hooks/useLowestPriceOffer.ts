'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetLowestPriceOfferForCollectibleParams } from '../../core/operations/getLowestPriceOfferForCollectible.js'
import type { GetLowestPriceOfferForCollectibleResponse } from '../../core/schemas/rpc/getLowestPriceOfferForCollectible.js'
import { lowestPriceOfferQueryOptions } from '../../query/getLowestPriceOfferForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseLowestPriceOfferParameters<TData = GetLowestPriceOfferForCollectibleResponse> =
  GetLowestPriceOfferForCollectibleParams & {
    readonly query?: QueryParameter<GetLowestPriceOfferForCollectibleResponse, TData>
  }

/**
 * The lowest-priced live offer on a collectible (`Marketplace/GetLowestPriceOfferForCollectible`). No matching offer is `data.order === undefined`, whether the server answers `NotFound` or `{"order": null}`.
 *
 * @example
 * ```tsx
 * const { data, error } = useLowestPriceOffer({ network: 'polygon', contractAddress, tokenId: 42n })
 * ```
 */
export function useLowestPriceOffer<TData = GetLowestPriceOfferForCollectibleResponse>({
  query,
  ...params
}: UseLowestPriceOfferParameters<TData>) {
  return useQuery({ ...lowestPriceOfferQueryOptions(usePlatformClient(), params), ...query })
}
