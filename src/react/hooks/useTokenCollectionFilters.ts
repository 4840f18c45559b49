'use client'
import { useQuery } from '@tanstack/react-query'
import type { TokenCollectionFiltersParams } from '../../core/operations/tokenCollectionFilters.js'
import type { TokenCollectionFiltersResponse } from '../../core/schemas/rpc/tokenCollectionFilters.js'
import { tokenCollectionFiltersQueryOptions } from '../../query/tokenCollectionFilters.js'
import { usePlatformClient } from '../context.js'
import type { QueryParameter } from '../types.js'

export type UseTokenCollectionFiltersParameters<TData = TokenCollectionFiltersResponse> =
  TokenCollectionFiltersParams & {
    readonly query?: QueryParameter<TokenCollectionFiltersResponse, TData>
  }

/**
 * A collection's filterable properties (`Metadata/TokenCollectionFilters`), fresh for an hour: the input of a filter panel.
 *
 * @example
 * ```tsx
 * const { data } = useTokenCollectionFilters({ network: 'polygon', contractAddress })
 * const names = data?.filters.map((f) => f.name)
 * ```
 */
export function useTokenCollectionFilters<TData = TokenCollectionFiltersResponse>({
  query,
  ...params
}: UseTokenCollectionFiltersParameters<TData>) {
  return useQuery({ ...tokenCollectionFiltersQueryOptions(usePlatformClient(), params), ...query })
}
