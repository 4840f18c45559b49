'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetHighestPriceListingForCollectibleParams } from '../../core/operations/getHighestPriceListingForCollectible.js'
import type { GetHighestPriceListingForCollectibleResponse } from '../../core/schemas/rpc/getHighestPriceListingForCollectible.js'
import { highestPriceListingQueryOptions } from '../../query/getHighestPriceListingForCollectible.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseHighestPriceListingParameters<TData = GetHighestPriceListingForCollectibleResponse> =
  GetHighestPriceListingForCollectibleParams & {
    readonly query?: QueryParameter<GetHighestPriceListingForCollectibleResponse, TData>
  }

/**
 * The highest-priced live listing of a collectible (`Marketplace/GetHighestPriceListingForCollectible`). No matching listing is `data.order === undefined`, whether the server answers `NotFound` or `{"order": null}`.
 *
 * @example
 * ```tsx
 * const { data } = useHighestPriceListing({ network: 'polygon', contractAddress, tokenId: '42' })
 * ```
 */
export function useHighestPriceListing<TData = GetHighestPriceListingForCollectibleResponse>({
  query,
  ...params
}: UseHighestPriceListingParameters<TData>) {
  return useQuery({ ...highestPriceListingQueryOptions(usePlatformClient(), params), ...query })
}
