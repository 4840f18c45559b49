/**
 * What a webhook handler takes and is (handler.ts): its options, what
 * `onEvent` learns with a delivery, and what it counts of what it refused.
 */
import type { TransactionalDedupeStore, WebhookDedupeStore } from './dedupe.js'
import type { ParsedWebhookEvent } from './parse.js'
import type { ReceiptReader } from './proof.js'

/** What `onEvent` learns about the request besides the event. */
export interface WebhookContext {
  /** The request, headers included (its body has been read). */
  readonly request: Request
  /** The `X-Webhook-Listener-Id` header, when the sender set it. */
  readonly listenerId: string | undefined
}

export interface WebhookHandlerOptions {
  /**
   * Processes one event. The handler answers 200 only once it resolves; when
   * it throws or rejects the answer is 500 and the sender delivers again.
   */
  readonly onEvent: (delivery: ParsedWebhookEvent, context: WebhookContext) => unknown
  /**
   * Where processed uids are remembered (default: `createMemoryDedupeStore()`,
   * one process; several instances share `createPostgresDedupeStore`); `false`
   * hands every delivery to `onEvent`.
   */
  readonly dedupe?: WebhookDedupeStore | false
  /** Only with a `TransactionalDedupeStore`: see `TransactionalWebhookHandlerOptions`. */
  readonly transactional?: false
  /** The largest body accepted, in bytes (default 1 MiB). */
  readonly maxBodyBytes?: number
  /**
   * Told of an `onEvent` failure (the sender sees a 500), a store failure
   * (the sender sees a 503), or an `onProcessed` failure (the answer stays
   * 200). Default: `console.error`.
   */
  readonly onError?: (error: unknown, context: WebhookContext) => void
  /**
   * Called once an event is processed for good: `onEvent` resolved and the
   * store has marked its uid done (with `dedupe: false`, once `onEvent`
   * resolved) — so once per uid, never for a duplicate or a delivery being
   * processed elsewhere (409), never when `onEvent` or the store failed. It is
   * where to announce what happened, such as publishing it to a live feed. It
   * runs before the 200 goes out but cannot change it: what it throws (or a
   * promise it returns rejects with) goes to `onError`.
   *
   * @example
   * ```ts
   * const feed = createLiveFeed()
   * createWebhookHandler({
   *   onEvent: async (delivery) => { await db.save(delivery) },
   *   onProcessed: (delivery) => {
   *     for (const event of liveEventsFromWebhook(delivery, { chainId: 137 })) feed.publish(event)
   *   },
   * })
   * ```
   */
  readonly onProcessed?: (delivery: ParsedWebhookEvent, context: WebhookContext) => void
  /**
   * The secret the listener's URL carries (`webhookListenerUrl(url, secret)`,
   * 16 characters or more): a request without it is a 401 before its body is
   * read. Anyone who can reach the URL could post otherwise, and what they
   * post would become the public activity.
   */
  readonly secret?: string
  /**
   * A client of the listener's network (a viem `PublicClient`): a delivery
   * reaches `onEvent` only once its log is found on chain — in its
   * transaction's receipt, at its index, from its contract, with the values
   * delivered. One that is not there is a 422 (counted in `stats.notOnChain`);
   * while the chain cannot be read, a 503 (the sender delivers again).
   */
  readonly chain?: ReceiptReader
}

/** What `onEvent` learns with `transactional: true`: the store's transaction too. */
export interface TransactionalWebhookContext<Tx> extends WebhookContext {
  /**
   * The client of the transaction that will also mark the event done: write
   * the event's effects with it, and they commit with the "done" or not at all.
   */
  readonly tx: Tx
}

/**
 * Exactly-once effects: `onEvent` runs inside a transaction of the store's
 * database and gets its client as `context.tx`; the uid is marked done in that
 * same transaction, which commits only if `onEvent` resolved and this
 * instance's claim still holds. A crash before the commit rolls everything
 * back, and the claim is taken over after its lease.
 */
export interface TransactionalWebhookHandlerOptions<Tx>
  extends Omit<WebhookHandlerOptions, 'onEvent' | 'dedupe' | 'transactional'> {
  readonly transactional: true
  /** A store that completes claims in a transaction (`createPostgresDedupeStore`). */
  readonly dedupe: TransactionalDedupeStore<Tx>
  /** Processes one event, writing its effects with `context.tx`. */
  readonly onEvent: (
    delivery: ParsedWebhookEvent,
    context: TransactionalWebhookContext<Tx>,
  ) => unknown
}

/** What a handler refused, since it was made. */
export interface WebhookHandlerStats {
  /** Requests without the listener's secret (401). */
  readonly unauthorized: number
  /** Deliveries whose log is not on chain as delivered (422). */
  readonly notOnChain: number
}

/**
 * A fetch-style handler: Node (through `toNodeHandler`), Express-like
 * frameworks, edge runtimes; `stats` counts what it refused.
 */
export interface WebhookHandler {
  (request: Request): Promise<Response>
  readonly stats: WebhookHandlerStats
}
