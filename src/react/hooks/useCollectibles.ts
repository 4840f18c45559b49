'use client'
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import type { ListCollectiblesParams } from '../../core/operations/listCollectibles.js'
import type { ListCollectiblesResponse } from '../../core/schemas/rpc/listCollectibles.js'
import { collectiblesInfiniteQueryOptions } from '../../query/listCollectibles.js'
import { usePlatformClient } from '../context.js'
import type { InfiniteQueryParameter } from '../types.js'

export type UseCollectiblesParameters<TData = InfiniteData<ListCollectiblesResponse, number>> =
  ListCollectiblesParams & {
    readonly query?: InfiniteQueryParameter<ListCollectiblesResponse, number, TData>
  }

/**
 * A collection's collectibles with their best orders, page after page (`Marketplace/ListCollectibles`): `fetchNextPage` loads the next page, `hasNextPage` follows `page.more`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useCollectibles({ network: 'polygon', contractAddress, filter })
 * const collectibles = data?.pages.flatMap((p) => p.collectibles) ?? []
 * ```
 */
export function useCollectibles<TData = InfiniteData<ListCollectiblesResponse, number>>({
  query,
  ...params
}: UseCollectiblesParameters<TData>) {
  return useInfiniteQuery({
    ...collectiblesInfiniteQueryOptions(usePlatformClient(), params),
    ...query,
  })
}
