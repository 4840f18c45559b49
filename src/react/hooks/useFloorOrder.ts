'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetFloorOrderParams } from '../../core/operations/getFloorOrder.js'
import type { GetFloorOrderResponse } from '../../core/schemas/rpc/getFloorOrder.js'
import { floorOrderQueryOptions } from '../../query/getFloorOrder.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseFloorOrderParameters<TData = GetFloorOrderResponse> = GetFloorOrderParams & {
  readonly query?: QueryParameter<GetFloorOrderResponse, TData>
}

/**
 * A collection's floor — the collectible with the cheapest live listing — as
 * a query (`Marketplace/GetFloorOrder`), fresh for seconds. A collection
 * without a live listing is `data.collectible === undefined`, whether the
 * server answers `NotFound` or `{"collectible": null}`.
 *
 * @example
 * ```tsx
 * const { data } = useFloorOrder({ network: 'polygon', contractAddress })
 * return <span>{data?.collectible?.order?.priceAmountFormatted ?? 'No listing'}</span>
 * ```
 */
export function useFloorOrder<TData = GetFloorOrderResponse>({
  query,
  ...params
}: UseFloorOrderParameters<TData>) {
  return useQuery({ ...floorOrderQueryOptions(usePlatformClient(), params), ...query })
}
