import {
  AddWebhookListener,
  type AddWebhookListenerRequest,
  type AddWebhookListenerResponse,
} from '../../core/schemas/rpc/addWebhookListener.js'
import type { WebhookFilters } from '../../core/schemas/webhook.js'
import {
  type CallOptions,
  call,
  networkInUrl,
  toDecimal,
  type Uint256Input,
} from '../../core/transport/call.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import type { IndexerAdminBase } from '../adminBase.js'

export interface AddWebhookListenerParams extends Omit<AddWebhookListenerRequest, 'filters'> {
  /** The network whose indexer watches the chain. */
  readonly network: NetworkRef
  /** What to listen to; token ids may be bigints, numbers or decimal strings and are sent as decimal strings. */
  readonly filters: Omit<WebhookFilters, 'tokenIDs'> & {
    readonly tokenIDs?: readonly Uint256Input[]
  }
}

/**
 * Registers a webhook listener (`Indexer/AddWebhookListener`): the indexer
 * POSTs each on-chain event that matches `filters` to `url`. Server-side only:
 * it needs the project's secret key.
 *
 * @example
 * ```ts
 * const { listener } = await addWebhookListener(admin, {
 *   network: 'polygon',
 *   url: 'https://example.org/hooks/transfers',
 *   filters: {
 *     contractAddresses: ['0x…'],
 *     events: ['Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'],
 *   },
 * })
 * ```
 */
export function addWebhookListener(
  client: IndexerAdminBase,
  params: AddWebhookListenerParams,
  options?: CallOptions,
): Promise<AddWebhookListenerResponse> {
  return call(
    client,
    AddWebhookListener,
    params,
    (p, c) => {
      const { tokenIDs } = p.filters ?? {}
      const filters = Array.isArray(tokenIDs)
        ? { ...p.filters, tokenIDs: tokenIDs.map((t, i) => toDecimal(t, `filters.tokenIDs.${i}`)) }
        : p.filters
      return networkInUrl({ ...p, filters }, c)
    },
    options,
  )
}
