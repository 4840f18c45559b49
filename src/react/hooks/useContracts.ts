'use client'
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import type { ListContractsParams } from '../../core/operations/listContracts.js'
import type { ListContractsResponse } from '../../core/schemas/rpc/listContracts.js'
import { type ContractsCursor, contractsInfiniteQueryOptions } from '../../query/listContracts.js'
import { usePlatformClient } from '../context.js'
import type { InfiniteQueryParameter } from '../types.js'

export type UseContractsParameters<TData = InfiniteData<ListContractsResponse, ContractsCursor>> =
  ListContractsParams & {
    readonly query?: InfiniteQueryParameter<ListContractsResponse, ContractsCursor, TData>
  }

/**
 * A project's contracts, page after page by cursor (`Builder/ListContracts`), optionally by chain and type.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useContracts({ projectId: 1, filter: { contractType: 'ERC721' } })
 * const contracts = data?.pages.flatMap((p) => p.contracts) ?? []
 * ```
 */
export function useContracts<TData = InfiniteData<ListContractsResponse, ContractsCursor>>({
  query,
  ...params
}: UseContractsParameters<TData>) {
  return useInfiniteQuery({
    ...contractsInfiniteQueryOptions(usePlatformClient(), params),
    ...query,
  })
}
