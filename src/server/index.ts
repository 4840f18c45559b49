/**
 * `platform-kit/server`: what must never run in a browser. The webhook
 * operations need the project's secret key.
 */
export {
  createIndexerAdminClient,
  type IndexerAdminBase,
  type IndexerAdminClient,
  type IndexerAdminConfig,
} from './adminClient.js'
export {
  type AddWebhookListenerParams,
  addWebhookListener,
} from './operations/addWebhookListener.js'
export {
  type RemoveWebhookListenerParams,
  removeWebhookListener,
} from './operations/removeWebhookListener.js'
