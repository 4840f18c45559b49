/**
 * ActivityList's reader of token names when the app gives none: the
 * platform's metadata service (`Metadata/GetTokenMetadata`), through the
 * client of the nearest `PlatformProvider` (issue 43).
 */
import { getTokenMetadata } from '../../../core/operations/getTokenMetadata.js'
import type { BaseClient } from '../../../core/transport/client.js'
import { lookupNetwork } from '../../../core/transport/networks.js'
import type { ActivityTokenMetadata, ActivityTokenReader } from './useActivityTokens.js'

/**
 * Reads some tokens of one contract with `GetTokenMetadata` (one call, the
 * caller's signal passed on) and keeps of each answer its `tokenId`, `name`
 * and `image` — nothing else. A chain the client's networks do not name
 * answers nothing known, without a call. Undefined without a metadata URL:
 * the list then names by id the tokens it has no other word for.
 *
 * @example
 * ```ts
 * const read = platformTokenReader(client)
 * const tokens = await read?.({ chainId: 137, contractAddress, tokenIds: ['1', '2'] }, { signal })
 * ```
 */
export function platformTokenReader(client: BaseClient): ActivityTokenReader | undefined {
  if (!client.urls.metadata) return undefined
  return async ({ chainId, contractAddress, tokenIds }, { signal }) => {
    if (!lookupNetwork(client.networks, chainId)) return []
    const { tokenMetadata } = await getTokenMetadata(
      client,
      { network: chainId, contractAddress, tokenIds },
      { signal },
    )
    return tokenMetadata.map(
      ({ tokenId, name, image }): ActivityTokenMetadata => ({
        tokenId,
        ...(name && { name }),
        ...(image && { image }),
      }),
    )
  }
}
