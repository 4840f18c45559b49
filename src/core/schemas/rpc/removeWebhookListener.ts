import * as z from 'zod/mini'
import { bool, model, nonEmpty } from '../primitives.js'
import { defineRpc } from './define.js'

/** The listener's id and the project of the secret key, both as strings (decisions.md §2). */
export const RemoveWebhookListenerRequest = z.object({ id: nonEmpty, projectId: nonEmpty })
export type RemoveWebhookListenerRequest = z.input<typeof RemoveWebhookListenerRequest>

/** The interface does not show this response; the kit expects `{ status }` (docs/decisions.md). */
export const RemoveWebhookListenerResponse = model({ status: bool })
export type RemoveWebhookListenerResponse = z.infer<typeof RemoveWebhookListenerResponse>

/** `Indexer/RemoveWebhookListener` (interface §4.6). Needs the secret key. */
export const RemoveWebhookListener = defineRpc(
  'Indexer',
  'RemoveWebhookListener',
  RemoveWebhookListenerRequest,
  RemoveWebhookListenerResponse,
)
