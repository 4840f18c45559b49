/**
 * The tokens of a collection the app has read already: every cached page of
 * `ListCollectibles` for it (a grid's, a seller's desk's), by token id — the
 * names and media the activity list shows without asking again.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Collectible } from '../../../core/schemas/collectible.js'
import { lookupNetwork, type Network, type NetworkRef } from '../../../core/transport/networks.js'
import { readPlatformKey } from '../../../query/key.js'
import type { ActivityTokenInfo } from './useActivityTokens.js'

type Held = { readonly collectibles?: readonly Collectible[] }

/**
 * The names and media of `contractAddress`'s tokens on `chainId` held in the
 * cache, by token id (the newest read of a token wins).
 *
 * @example
 * ```ts
 * cachedTokens(queryClient, NETWORKS, 137, collection).get('5')?.name
 * ```
 */
export function cachedTokens(
  queryClient: Pick<QueryClient, 'getQueriesData'>,
  networks: readonly Network[],
  chainId: number | undefined,
  contractAddress: string,
): Map<string, ActivityTokenInfo> {
  const found = new Map<string, ActivityTokenInfo>()
  const contract = contractAddress.toLowerCase()
  const cached = queryClient.getQueriesData<Held | { readonly pages?: readonly Held[] }>({
    queryKey: ['platform', 'Marketplace', 'ListCollectibles'],
  })
  for (const [key, data] of cached) {
    const params = readPlatformKey(key)?.params as
      | { readonly contractAddress?: unknown; readonly network?: NetworkRef }
      | undefined
    if (typeof params?.contractAddress !== 'string') continue
    if (params.contractAddress.toLowerCase() !== contract) continue
    const chain = params.network === undefined ? undefined : lookupNetwork(networks, params.network)
    if (chainId !== undefined && chain && chain.chainId !== chainId) continue
    const pages = data && 'pages' in data ? (data.pages ?? []) : [data as Held | undefined]
    for (const page of pages) {
      for (const { metadata } of page?.collectibles ?? []) {
        const { tokenId, name, image, imageData } = metadata
        found.set(tokenId, {
          ...(name && { name }),
          ...(image && { image }),
          ...(imageData && { imageData }),
        })
      }
    }
  }
  return found
}
