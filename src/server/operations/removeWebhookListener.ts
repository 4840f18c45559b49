import {
  RemoveWebhookListener,
  type RemoveWebhookListenerResponse,
} from '../../core/schemas/rpc/removeWebhookListener.js'
import { type CallOptions, call, networkInUrl } from '../../core/transport/call.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import type { IndexerAdminBase } from '../adminBase.js'

/** A number id is sent as its decimal string; anything else is left for the schema to judge. */
const numberAsString = (value: unknown) => (typeof value === 'number' ? String(value) : value)

export interface RemoveWebhookListenerParams {
  /** The network whose indexer holds the listener. */
  readonly network: NetworkRef
  /** The listener's id, as `AddWebhookListener` returned it; sent as a string. */
  readonly id: string | number
  /** The project the secret key belongs to; sent as a string. */
  readonly projectId: string | number
}

/**
 * Removes a webhook listener (`Indexer/RemoveWebhookListener`); deliveries
 * stop. Server-side only: it needs the project's secret key.
 *
 * @example
 * ```ts
 * await removeWebhookListener(admin, { network: 'polygon', id: listener.id, projectId: 1 })
 * ```
 */
export function removeWebhookListener(
  client: IndexerAdminBase,
  params: RemoveWebhookListenerParams,
  options?: CallOptions,
): Promise<RemoveWebhookListenerResponse> {
  return call(
    client,
    RemoveWebhookListener,
    params,
    (p, c) =>
      networkInUrl({ ...p, id: numberAsString(p.id), projectId: numberAsString(p.projectId) }, c),
    options,
  )
}
