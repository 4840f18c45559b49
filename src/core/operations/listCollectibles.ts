import {
  ListCollectibles,
  type ListCollectiblesRequest,
  type ListCollectiblesResponse,
} from '../schemas/rpc/listCollectibles.js'
import { type CallOptions, call, networkInUrl, type Prepared } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'

export interface ListCollectiblesParams extends ListCollectiblesRequest {
  readonly network: NetworkRef
}

/**
 * Lists a collection's collectibles that have a live order on `side`
 * (`listing` by default), each with its best order, best price first
 * (`Marketplace/ListCollectibles`). `filter.includeEmpty` adds those without.
 * Both defaults are sent explicitly.
 *
 * @example
 * ```ts
 * const { collectibles, page } = await listCollectibles(client, {
 *   network: 'polygon',
 *   contractAddress: '0x…',
 *   filter: { properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }] },
 *   page: { page: 1, pageSize: 50 },
 * })
 * ```
 */
export function listCollectibles(
  client: BaseClient,
  params: ListCollectiblesParams,
  options?: CallOptions,
): Promise<ListCollectiblesResponse> {
  return call(client, ListCollectibles, params, explicitDefaults, options)
}

/**
 * Sends `side` and `filter.includeEmpty` even when left to their defaults
 * (`listing`, `false`), so that no server's own default decides what is listed.
 */
const explicitDefaults = (params: ListCollectiblesParams, client: BaseClient): Prepared =>
  networkInUrl(
    {
      ...params,
      side: params.side ?? 'listing',
      filter: { ...params.filter, includeEmpty: params.filter?.includeEmpty ?? false },
    },
    client,
  )
