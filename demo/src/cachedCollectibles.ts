/**
 * The collectibles of a collection the user has seen: every cached page of
 * `ListCollectibles` for it. The collectible page takes its token from there,
 * and the activity lists the names and media of the tokens they show.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Collectible, ListCollectiblesResponse } from 'platform-kit'
import { readPlatformKey } from 'platform-kit/react'

export function cachedCollectibles(
  queryClient: QueryClient,
  contractAddress: string,
): Collectible[] {
  const found: Collectible[] = []
  const cached = queryClient.getQueriesData<InfiniteData<ListCollectiblesResponse>>({
    queryKey: ['platform', 'Marketplace', 'ListCollectibles'],
  })
  for (const [key, data] of cached) {
    const params = readPlatformKey(key)?.params as { contractAddress?: string } | undefined
    if (params?.contractAddress?.toLowerCase() !== contractAddress.toLowerCase()) continue
    for (const page of data?.pages ?? []) found.push(...page.collectibles)
  }
  return found
}
