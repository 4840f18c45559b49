/**
 * What `platform-kit/server` is in a browser: the `browser` condition of the
 * package's exports resolves here (built as `dist/server-browser.js`), and
 * importing it throws. The server entry uses the project's secret key; an app
 * that imports it into client code fails at once, with a message that says
 * why, instead of shipping the key with its pages.
 *
 * Every name of the server entry is exported, bound to a function that
 * throws the same error, so that `import { createWebhookHandler } from
 * 'platform-kit/server'` links (a missing name fails before anything runs,
 * with a message about the name) and evaluation reaches the throw — even
 * through a bundler that drops module-level code it believes free of effects.
 * test/server/entryConditions.test.ts keeps the names equal to the entry's.
 */

const MESSAGE =
  'platform-kit/server is for server code: it uses the secret key, which must never reach a browser. Import it only in Node or an edge runtime.'

function refuse(): never {
  throw new Error(MESSAGE)
}

export {
  refuse as ActivityQueryError,
  refuse as activityFromWebhook,
  refuse as addWebhookListener,
  refuse as createActivityHandler,
  refuse as createIndexerAdminClient,
  refuse as createLiveFeed,
  refuse as createMemoryActivityStore,
  refuse as createMemoryDedupeStore,
  refuse as createPostgresActivityStore,
  refuse as createPostgresDedupeStore,
  refuse as createPostgresLiveFeed,
  refuse as createWebhookHandler,
  refuse as createWebhookPipeline,
  refuse as DedupeClaimLostError,
  refuse as encodeEventValues,
  refuse as knownEventsOfLog,
  refuse as knownWebhookEvents,
  refuse as liveEventsFromWebhook,
  refuse as MARKET_WEBHOOK_EVENTS,
  refuse as marketRequestEvent,
  refuse as parseEventSignature,
  refuse as parseWebhookEvent,
  refuse as postgresActivityTableSql,
  refuse as postgresDedupeTableSql,
  refuse as postgresLiveTableSql,
  refuse as removeWebhookListener,
  refuse as requestFactsOf,
  refuse as storedMarketRequest,
  refuse as toNodeHandler,
  refuse as WEBHOOK_EVENTS,
  refuse as WebhookEventError,
  refuse as webhookFilters,
  refuse as webhookListenerUrl,
}

refuse()
