import * as z from 'zod/mini'
import { str } from '../primitives.js'
import * as r from '../read.js'
import { WebhookFilters, WebhookListener } from '../webhook.js'
import { defineRpc } from './define.js'

/** An http(s) address (decisions.md §10). */
const httpUrl = str.check(z.refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'must be an http(s) URL'))

/** Where to deliver, and which events (interface §4.6). */
export const AddWebhookListenerRequest = z.object({ url: httpUrl, filters: WebhookFilters })
export type AddWebhookListenerRequest = z.input<typeof AddWebhookListenerRequest>

/** The created listener; its id is `listener.id` (decisions.md §10). */
export const AddWebhookListenerResponse = r.model({
  status: r.opt(r.bool),
  listener: WebhookListener,
})
export type AddWebhookListenerResponse = r.Infer<typeof AddWebhookListenerResponse>

/** `Indexer/AddWebhookListener` (interface §4.6). Needs the secret key. */
export const AddWebhookListener = defineRpc(
  'Indexer',
  'AddWebhookListener',
  AddWebhookListenerRequest,
  AddWebhookListenerResponse,
  { live: 'none' },
)
