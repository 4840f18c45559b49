/**
 * `platform-kit/server`: what must never run in a browser. The webhook
 * operations need the project's secret key; receiving webhooks, and the live
 * feed that streams what they received, need a server.
 */

export { MARKET_WEBHOOK_EVENTS } from '../core/market/events.js'
export {
  type EventArgument,
  type EventSignature,
  type KnownWebhookEvent,
  knownEventsOfLog,
  knownWebhookEvents,
  parseEventSignature,
  type TokenStandard,
  WEBHOOK_EVENTS,
} from '../core/webhooks/events.js'
export { encodeEventValues } from '../core/webhooks/values.js'
export {
  type ActivityFromWebhookOptions,
  activityFromWebhook,
} from './activity/fromWebhook.js'
export { type ActivityHandlerOptions, createActivityHandler } from './activity/handler.js'
export { storedMarketRequest } from './activity/market.js'
export { createMemoryActivityStore, type MemoryActivityStoreOptions } from './activity/memory.js'
export {
  createPostgresActivityStore,
  type PostgresActivityStore,
  type PostgresActivityStoreOptions,
} from './activity/postgres.js'
export { postgresActivityTableSql } from './activity/postgresSql.js'
export {
  type ActivityInput,
  type ActivityQuery,
  ActivityQueryError,
  type ActivityRetentionOptions,
  type ActivityStore,
  requestFactsOf,
} from './activity/store.js'
export type { IndexerAdminBase } from './adminBase.js'
export {
  createIndexerAdminClient,
  type IndexerAdminClient,
  type IndexerAdminConfig,
} from './adminClient.js'
export { createLiveFeed, type LiveFeed, type LiveFeedOptions } from './live/feed.js'
export {
  type LiveEventCollectionOption,
  type LiveEventFromWebhookOptions,
  liveEventsFromWebhook,
  type MarketRequestFacts,
} from './live/fromWebhook.js'
export {
  createPostgresLiveFeed,
  type PgListenClientLike,
  type PgNotification,
  type PostgresLiveFeed,
  type PostgresLiveFeedOptions,
} from './live/postgres.js'
export { postgresLiveTableSql } from './live/postgresSql.js'
export {
  type RemoveWebhookListenerParams,
  removeWebhookListener,
} from './operations/removeWebhookListener.js'
export type {
  PgConnectCallback,
  PgPoolClientLike,
  PgPoolLike,
  PgQueryable,
  PgQueryResult,
} from './pg.js'
export {
  createWebhookPipeline,
  type TransactionalWebhookPipelineOptions,
  type WebhookPipelineOptions,
} from './pipeline.js'
export {
  createMemoryDedupeStore,
  type DedupeClaim,
  type TransactionalDedupeStore,
  type WebhookDedupeStore,
} from './webhooks/dedupe.js'
export { type WebhookFilterInput, webhookFilters } from './webhooks/filters.js'
export {
  createWebhookHandler,
  type TransactionalWebhookContext,
  type TransactionalWebhookHandlerOptions,
  type WebhookContext,
  type WebhookHandler,
  type WebhookHandlerOptions,
  type WebhookHandlerStats,
} from './webhooks/handler.js'
export {
  type MarketRequestAccepted,
  type MarketRequestCancelled,
  type MarketRequestCreated,
  type MarketRequestEvent,
  type MarketRequestsInvalidated,
  marketRequestEvent,
} from './webhooks/market.js'
export { type NodeRequestHandler, toNodeHandler } from './webhooks/node.js'
export { type ParsedWebhookEvent, parseWebhookEvent, WebhookEventError } from './webhooks/parse.js'
export {
  createPostgresDedupeStore,
  DedupeClaimLostError,
  type PostgresDedupeStore,
  type PostgresDedupeStoreOptions,
} from './webhooks/postgres.js'
export { postgresDedupeTableSql } from './webhooks/postgresSql.js'
export { type ReceiptLog, type ReceiptReader, webhookListenerUrl } from './webhooks/proof.js'
export { type AddWebhookListenerParams, addWebhookListener } from './webhooks/register.js'
