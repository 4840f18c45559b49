import * as z from 'zod/mini'
import { nonEmpty } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** The listener's id and the project of the secret key, both as strings (decisions.md §2). */
export const RemoveWebhookListenerRequest = z.object({ id: nonEmpty, projectId: nonEmpty })
export type RemoveWebhookListenerRequest = z.input<typeof RemoveWebhookListenerRequest>

/** The interface does not show this response; the kit expects `{ status }` (docs/decisions.md). */
export const RemoveWebhookListenerResponse = r.model({ status: r.bool })
export type RemoveWebhookListenerResponse = r.Infer<typeof RemoveWebhookListenerResponse>

/** `Indexer/RemoveWebhookListener` (interface §4.6). Needs the secret key. */
export const RemoveWebhookListener = defineRpc(
  'Indexer',
  'RemoveWebhookListener',
  RemoveWebhookListenerRequest,
  RemoveWebhookListenerResponse,
  { live: 'none' },
)
