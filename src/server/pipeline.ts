/**
 * The receiver's pipeline as one piece (issue 44): webhook receiver → de-dup
 * → activity store → live feed, in memory for one process or on PostgreSQL
 * for several, with the market's sales and cancels priced from the stored
 * request. What every app wired by hand in the receiver's callbacks.
 */

import { activityFromWebhook } from './activity/fromWebhook.js'
import { storedMarketRequest } from './activity/market.js'
import type { PostgresActivityStore } from './activity/postgres.js'
import type { ActivityStore } from './activity/store.js'
import type { LiveEventCollectionOption, LiveEventFromWebhookOptions } from './facts/options.js'
import type { LiveFeed } from './live/feed.js'
import { liveEventsFromWebhook } from './live/fromWebhook.js'
import type { PostgresLiveFeed } from './live/postgres.js'
import type { PgQueryable } from './pg.js'
import type { TransactionalDedupeStore } from './webhooks/dedupe.js'
import { createWebhookHandler } from './webhooks/handler.js'
import type {
  TransactionalWebhookContext,
  WebhookContext,
  WebhookHandler,
  WebhookHandlerOptions,
} from './webhooks/handlerTypes.js'
import type { ParsedWebhookEvent } from './webhooks/parse.js'

/** What both kinds of pipeline take. */
interface PipelineBase {
  /** The chain id of the network the listener was registered on. */
  readonly chainId: number
  /**
   * Another marketplace's event that names no collection, or a market sale or
   * cancel whose request the activity store does not hold (made before it
   * listened): the collection (and tokens) it changes, as the app finds it
   * from its order; `undefined` for an event that names its own. Not asked
   * when the stored request says it.
   */
  readonly collection?: (
    delivery: ParsedWebhookEvent,
  ) => LiveEventCollectionOption | undefined | Promise<LiveEventCollectionOption | undefined>
}

/** A pipeline in one process (or with a store of any kind): kept, then announced once done. */
export interface WebhookPipelineOptions
  extends PipelineBase,
    Omit<WebhookHandlerOptions, 'onEvent' | 'onProcessed'> {
  /** Where each event is kept as an activity item (and a sale's or cancel's request found). */
  readonly activity?: Pick<ActivityStore, 'add' | 'request'>
  /** Where each processed event is announced, after it is kept. */
  readonly feed?: Pick<LiveFeed, 'publish'>
  /** The app's own effects, first; a throw is a 500 and nothing is kept. */
  readonly onEvent?: WebhookHandlerOptions['onEvent']
}

/** A pipeline on PostgreSQL: the app's effects, the feed's event and the item commit with the "done", or none does. */
export interface TransactionalWebhookPipelineOptions<Tx extends PgQueryable>
  extends PipelineBase,
    Omit<WebhookHandlerOptions, 'onEvent' | 'onProcessed' | 'dedupe' | 'transactional'> {
  readonly transactional: true
  readonly dedupe: TransactionalDedupeStore<Tx>
  readonly activity?: Pick<PostgresActivityStore, 'addWithin' | 'request'>
  readonly feed?: Pick<PostgresLiveFeed, 'publishWithin'>
  readonly onEvent?: (
    delivery: ParsedWebhookEvent,
    context: TransactionalWebhookContext<Tx>,
  ) => unknown
}

/**
 * A webhook receiver that keeps each event as activity and announces it on
 * the live feed: `activityFromWebhook` and `liveEventsFromWebhook` with the
 * listener's chain id, a sale's or cancel's request as the activity store
 * kept it (`storedMarketRequest`), and `collection` for another
 * marketplace's event. In one process the item is stored in `onEvent` and
 * published once the uid is done; with `transactional: true` both are written
 * in the transaction that marks it done (the feed's first, then the
 * activity's: the order their locks must be taken in). The receiver's other
 * options (`secret`, `chain`, `dedupe`, …) are `createWebhookHandler`'s.
 *
 * @example
 * ```ts
 * const feed = createLiveFeed()
 * const activity = createMemoryActivityStore({ maxItems: 100_000 })
 * const hooks = createWebhookPipeline({ chainId: 137, activity, feed, secret })
 * createServer(toNodeHandler(hooks)).listen(8080)
 * ```
 */
export function createWebhookPipeline<Tx extends PgQueryable>(
  options: TransactionalWebhookPipelineOptions<Tx>,
): WebhookHandler
export function createWebhookPipeline(options: WebhookPipelineOptions): WebhookHandler
export function createWebhookPipeline<Tx extends PgQueryable>(
  options: WebhookPipelineOptions | TransactionalWebhookPipelineOptions<Tx>,
): WebhookHandler {
  if (!Number.isSafeInteger(options.chainId) || options.chainId < 1) {
    throw new TypeError('createWebhookPipeline: chainId must be a positive integer')
  }
  /** What the delivery does not say: the chain, its request as kept, another marketplace's collection. */
  const readOptions = async (
    delivery: ParsedWebhookEvent,
  ): Promise<LiveEventFromWebhookOptions> => {
    const { chainId } = options
    const request = options.activity
      ? await storedMarketRequest(options.activity, delivery, { chainId })
      : undefined
    // Asked only when the stored request does not already say what the event changes.
    const collection = request ? undefined : await options.collection?.(delivery)
    return {
      chainId,
      ...(request ? { request } : {}),
      ...(collection ? { collection } : {}),
    }
  }
  return options.transactional === true
    ? transactional(options, readOptions)
    : inProcess(options, readOptions)
}

type ReadOptions = (delivery: ParsedWebhookEvent) => Promise<LiveEventFromWebhookOptions>

function inProcess(options: WebhookPipelineOptions, readOptions: ReadOptions): WebhookHandler {
  const { chainId, activity, feed, onEvent, collection, ...handler } = options
  // What onEvent read, for onProcessed (the same delivery object), without reading it twice.
  const read = new WeakMap<ParsedWebhookEvent, LiveEventFromWebhookOptions>()
  return createWebhookHandler({
    ...handler,
    onEvent: async (delivery: ParsedWebhookEvent, context: WebhookContext) => {
      await onEvent?.(delivery, context)
      const given = await readOptions(delivery)
      read.set(delivery, given)
      const item = activity && activityFromWebhook(delivery, given)
      if (item) await activity!.add([item])
    },
    onProcessed: (delivery: ParsedWebhookEvent) => {
      const given = read.get(delivery) ?? { chainId }
      for (const event of feed ? liveEventsFromWebhook(delivery, given) : []) feed!.publish(event)
    },
  })
}

function transactional<Tx extends PgQueryable>(
  options: TransactionalWebhookPipelineOptions<Tx>,
  readOptions: ReadOptions,
): WebhookHandler {
  const { chainId, activity, feed, onEvent, collection, ...handler } = options
  return createWebhookHandler<Tx>({
    ...handler,
    onEvent: async (delivery, context) => {
      await onEvent?.(delivery, context)
      const given = await readOptions(delivery)
      for (const event of feed ? liveEventsFromWebhook(delivery, given) : []) {
        await feed!.publishWithin(context.tx, event)
      }
      const item = activity && activityFromWebhook(delivery, given)
      if (item) await activity!.addWithin(context.tx, [item])
    },
  })
}
