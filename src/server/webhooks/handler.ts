/**
 * Receiving webhook deliveries safely: a fetch-style handler that refuses
 * anything that is not a valid delivery before the application sees it,
 * acknowledges only once the application has processed the event, and hands
 * each event over once even though it may be delivered more than once.
 */

import {
  createMemoryDedupeStore,
  type DedupeClaim,
  type TransactionalDedupeStore,
  type WebhookDedupeStore,
} from './dedupe.js'
import type {
  TransactionalWebhookHandlerOptions,
  WebhookContext,
  WebhookHandler,
  WebhookHandlerOptions,
  WebhookHandlerStats,
} from './handlerTypes.js'
import type { ParsedWebhookEvent } from './parse.js'
import { type ChainProof, carriesSecret, checkSecret, createChainProof } from './proof.js'
import { isJson, readDelivery, reply, unavailable } from './request.js'

export type {
  TransactionalWebhookContext,
  TransactionalWebhookHandlerOptions,
  WebhookContext,
  WebhookHandler,
  WebhookHandlerOptions,
  WebhookHandlerStats,
} from './handlerTypes.js'

/**
 * Creates a fetch-style `(Request) => Promise<Response>` that receives webhook
 * deliveries. It answers 405 to anything but POST, 415 to a body that is not
 * declared `application/json`, 413 to a body over `maxBodyBytes` (read with
 * that limit, never buffering more), 400 to a body that is not JSON or is
 * nested deeper than `MAX_JSON_DEPTH` (64) levels, and 422
 * (with the issues) to JSON that is not a valid §6 event — none of which
 * reaches `onEvent`. A valid event is claimed by its `uid` in the dedupe store:
 * one already processed is acknowledged with 200 (`{ duplicate: true }`)
 * without calling `onEvent`; one being processed by another attempt gets 409.
 * Otherwise `onEvent` runs; the answer is 200 once it resolves, and the uid is
 * marked processed only then (`onProcessed`, if given, is called after that
 * mark, to announce the event — to a live feed, say); if it fails, the claim is released and the
 * answer is 500, so the sender delivers again. When the store fails (its
 * database is down), the answer is 503 with `Retry-After` and nothing is
 * marked done. With `transactional: true` (and a `TransactionalDedupeStore`),
 * `onEvent` gets `context.tx` and its writes commit with the "done".
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import { createWebhookHandler, toNodeHandler } from 'platform-kit/server'
 *
 * const handler = createWebhookHandler({
 *   onEvent: async ({ event, args }) => {
 *     await db.transfers.insert({ uid: event.uid, from: args.from, to: args.to, tokenId: args.tokenId })
 *   },
 * })
 * createServer(toNodeHandler(handler)).listen(8080)  // or: export default { fetch: handler } on an edge runtime
 *
 * // several instances, effects exactly once (see createPostgresDedupeStore):
 * createWebhookHandler({
 *   dedupe: createPostgresDedupeStore({ pool }),
 *   transactional: true,
 *   onEvent: async ({ event, args }, { tx }) => {
 *     await tx.query('INSERT INTO transfers (uid, token_id) VALUES ($1, $2)', [event.uid, String(args.tokenId)])
 *   },
 * })
 * ```
 */
export function createWebhookHandler<Tx>(
  options: TransactionalWebhookHandlerOptions<Tx>,
): WebhookHandler
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler
export function createWebhookHandler<Tx>(
  options: WebhookHandlerOptions | TransactionalWebhookHandlerOptions<Tx>,
): WebhookHandler {
  const r = receiverOf(options)
  const handler = (request: Request) => receive(r, request)
  // A getter (Object.assign would copy the counts once, as they are now).
  return Object.defineProperty(handler, 'stats', {
    get: (): WebhookHandlerStats => ({ ...r.stats }),
  }) as WebhookHandler
}

/** A handler's options, checked, with their defaults, and what it counts. */
interface Receiver {
  readonly onEvent: WebhookHandlerOptions['onEvent']
  readonly onProcessed: WebhookHandlerOptions['onProcessed']
  readonly maxBodyBytes: number
  readonly store: WebhookDedupeStore | undefined
  /** The store, when `onEvent` runs in its transaction. */
  readonly transactional: TransactionalDedupeStore<unknown> | undefined
  readonly secret: string | undefined
  readonly proof: ((delivery: ParsedWebhookEvent) => Promise<ChainProof>) | undefined
  readonly stats: { unauthorized: number; notOnChain: number }
  /** Tells `onError`; a failing logger does not change the answer. */
  report(error: unknown, context: WebhookContext): void
}

/** Checks a handler's options (throwing a TypeError or RangeError naming a bad one) and fills in their defaults. */
function receiverOf<Tx>(
  options: WebhookHandlerOptions | TransactionalWebhookHandlerOptions<Tx>,
): Receiver {
  const { onEvent, onProcessed, maxBodyBytes = 1024 * 1024 } = options
  if (typeof onEvent !== 'function')
    throw new TypeError('createWebhookHandler: onEvent is required')
  if (onProcessed !== undefined && typeof onProcessed !== 'function')
    throw new TypeError('createWebhookHandler: onProcessed must be a function')
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError('createWebhookHandler: maxBodyBytes must be a positive integer')
  }
  const store = options.dedupe === false ? undefined : (options.dedupe ?? createMemoryDedupeStore())
  const transactional = options.transactional === true ? options.dedupe : undefined
  if (options.transactional === true && typeof transactional?.completeWithin !== 'function') {
    throw new TypeError(
      'createWebhookHandler: transactional: true needs a store with completeWithin (createPostgresDedupeStore)',
    )
  }
  const onError =
    options.onError ??
    ((error: unknown) => console.error('platform-kit webhook handler: an event failed', error))
  const { secret } = options
  if (secret !== undefined) checkSecret(secret, 'createWebhookHandler')
  return {
    onEvent: onEvent as WebhookHandlerOptions['onEvent'],
    onProcessed,
    maxBodyBytes,
    store,
    transactional,
    secret,
    proof: options.chain && createChainProof(options.chain),
    stats: { unauthorized: 0, notOnChain: 0 },
    report(error, context) {
      try {
        onError(error, context)
      } catch {
        // a failing logger must not change the answer
      }
    },
  }
}

/** Answers one request: refused, acknowledged as a duplicate or busy, or processed. */
async function receive(r: Receiver, request: Request): Promise<Response> {
  if (r.secret !== undefined && !(await carriesSecret(request, r.secret))) {
    r.stats.unauthorized++
    return reply(401, { error: "not a delivery of this receiver's listener" })
  }
  if (request.method !== 'POST') {
    return reply(405, { error: `${request.method} is not allowed: use POST` }, { Allow: 'POST' })
  }
  if (!isJson(request.headers.get('content-type'))) {
    return reply(415, { error: 'the body must be application/json' })
  }
  const delivery = await readDelivery(request, r.maxBodyBytes)
  if (delivery instanceof Response) return delivery
  const context: WebhookContext = {
    request,
    listenerId: request.headers.get('x-webhook-listener-id') ?? undefined,
  }
  if (r.proof) {
    const found = await r.proof(delivery)
    if (found === 'unreadable') {
      return reply(503, { error: 'the chain could not be read' }, { 'Retry-After': '1' })
    }
    if (found === 'absent') {
      r.stats.notOnChain++
      return reply(422, { error: 'the event is not on chain at its transaction and index' })
    }
  }
  return (await claim(r, delivery.event.uid, context)) ?? processEvent(r, delivery, context)
}

/** Claims the uid in the store: undefined once claimed (or without a store), else the answer. */
async function claim(
  r: Receiver,
  uid: string,
  context: WebhookContext,
): Promise<Response | undefined> {
  if (!r.store) return undefined
  let claimed: DedupeClaim
  try {
    claimed = await r.store.claim(uid)
  } catch (e) {
    r.report(e, context)
    return unavailable()
  }
  if (claimed === 'done') return reply(200, { ok: true, duplicate: true })
  if (claimed === 'busy') {
    return reply(409, { error: 'this event is being processed' }, { 'Retry-After': '1' })
  }
  return undefined
}

/** Runs `onEvent` on a claimed event and marks it done: 200, or 500 (it failed) or 503 (the store did). */
async function processEvent(
  r: Receiver,
  delivery: ParsedWebhookEvent,
  context: WebhookContext,
): Promise<Response> {
  const { store, transactional } = r
  const uid = delivery.event.uid
  // A failure of onEvent itself is a 500; any other (the store's) a 503.
  let eventFailed = false
  const run = async (eventContext: WebhookContext) => {
    try {
      await r.onEvent(delivery, eventContext)
    } catch (e) {
      eventFailed = true
      throw e
    }
  }
  try {
    if (transactional) {
      await transactional.completeWithin(uid, (tx) => run({ ...context, tx } as WebhookContext))
    } else {
      await run(context)
      await store?.complete(uid)
    }
  } catch (e) {
    // Nothing was marked done: let a redelivery be processed (if the store is
    // down this fails too, and the claim lapses after its lease instead).
    if (store)
      await Promise.resolve()
        .then(() => store.release(uid))
        .catch(() => {})
    r.report(e, context)
    return eventFailed ? reply(500, { error: 'the event could not be processed' }) : unavailable()
  }
  announce(r, delivery, context)
  return reply(200, { ok: true })
}

/** Calls `onProcessed` for an event processed for good; what it throws or rejects with goes to `onError`. */
function announce(r: Receiver, delivery: ParsedWebhookEvent, context: WebhookContext): void {
  if (!r.onProcessed) return
  try {
    const result: unknown = r.onProcessed(delivery, context)
    if (result instanceof Promise) result.catch((e: unknown) => r.report(e, context))
  } catch (e) {
    r.report(e, context)
  }
}
