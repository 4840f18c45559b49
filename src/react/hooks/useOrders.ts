'use client'
import { useQuery } from '@tanstack/react-query'
import type { GetOrdersParams } from '../../core/operations/getOrders.js'
import type { GetOrdersResponse } from '../../core/schemas/rpc/getOrders.js'
import { ordersQueryOptions } from '../../query/getOrders.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseOrdersParameters<TData = GetOrdersResponse> = GetOrdersParams & {
  readonly query?: QueryParameter<GetOrdersResponse, TData>
}

/**
 * Up to 100 orders by collection and order id, in the order asked (`Marketplace/GetOrders`).
 *
 * @example
 * ```tsx
 * const { data } = useOrders({ network: 'polygon', input: [{ contractAddress, orderId: '1234' }] })
 * ```
 */
export function useOrders<TData = GetOrdersResponse>({
  query,
  ...params
}: UseOrdersParameters<TData>) {
  return useQuery({ ...ordersQueryOptions(usePlatformClient(), params), ...query })
}
