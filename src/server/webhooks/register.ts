/**
 * `addWebhookListener` that also takes typed filters: `filters` is either the
 * wire shape of interface §4.6 (sent as given, token ids as decimal strings),
 * or a `WebhookFilterInput` (`contracts`, `events`, `tokenIds`, …), which
 * `webhookFilters` turns into the wire shape first.
 */
import type { AddWebhookListenerResponse } from '../../core/schemas/rpc/addWebhookListener.js'
import type { CallOptions } from '../../core/transport/call.js'
import { isPlatformError, PlatformError } from '../../core/transport/errors.js'
import type { IndexerAdminBase } from '../adminBase.js'
import {
  addWebhookListener as addWebhookListenerOperation,
  type AddWebhookListenerParams as WireParams,
} from '../operations/addWebhookListener.js'
import { type WebhookFilterInput, webhookFilters } from './filters.js'

/** The parameters of `addWebhookListener`: `filters` in the wire shape, or typed (`WebhookFilterInput`). */
export interface AddWebhookListenerParams extends Omit<WireParams, 'filters'> {
  readonly filters: WireParams['filters'] | WebhookFilterInput
}

const isTyped = (filters: unknown): filters is WebhookFilterInput =>
  typeof filters === 'object' && filters !== null && 'contracts' in filters

/**
 * Registers a webhook listener (`Indexer/AddWebhookListener`): the indexer
 * POSTs each on-chain event that matches `filters` to `url`. `filters` is the
 * interface's own shape (`contractAddresses`, `events`, `tokenIDs`, …, sent as
 * given) or the typed input of `webhookFilters` (`contracts`, `events`,
 * `tokenIds`, …), normalised before sending; either way a bad field is an
 * `InvalidArgument` naming it and nothing is sent. Server-side only: it needs
 * the project's secret key.
 *
 * @example
 * ```ts
 * const { listener } = await addWebhookListener(admin, {
 *   network: 'polygon',
 *   url: 'https://example.org/hooks/transfers',
 *   filters: { contracts: ['0x…'], events: [WEBHOOK_EVENTS.ERC721.Transfer], tokenIds: [7n] },
 * })
 * ```
 */
export async function addWebhookListener(
  client: IndexerAdminBase,
  params: AddWebhookListenerParams,
  options?: CallOptions,
): Promise<AddWebhookListenerResponse> {
  const filters = (params as { filters?: unknown } | null | undefined)?.filters
  if (!isTyped(filters)) {
    return addWebhookListenerOperation(client, params as WireParams, options)
  }
  let wire: WireParams['filters']
  try {
    wire = webhookFilters(filters, 'filters.')
  } catch (e) {
    throw isPlatformError(e)
      ? new PlatformError({ ...e, operation: 'Indexer/AddWebhookListener' })
      : e
  }
  return addWebhookListenerOperation(client, { ...params, filters: wire }, options)
}
