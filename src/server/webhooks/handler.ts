/**
 * Receiving webhook deliveries safely: a fetch-style handler that refuses
 * anything that is not a valid delivery before the application sees it,
 * acknowledges only once the application has processed the event, and hands
 * each event over once even though it may be delivered more than once.
 */

import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../core/schemas/jsonDepth.js'
import { readLimitedText } from '../../shared/readLimitedText.js'
import { createMemoryDedupeStore, type DedupeClaim } from './dedupe.js'
import type {
  TransactionalWebhookHandlerOptions,
  WebhookContext,
  WebhookHandler,
  WebhookHandlerOptions,
  WebhookHandlerStats,
} from './handlerTypes.js'
import { type ParsedWebhookEvent, parseWebhookEvent, WebhookEventError } from './parse.js'
import { carriesSecret, checkSecret, createChainProof } from './proof.js'

export type {
  TransactionalWebhookContext,
  TransactionalWebhookHandlerOptions,
  WebhookContext,
  WebhookHandler,
  WebhookHandlerOptions,
  WebhookHandlerStats,
} from './handlerTypes.js'

const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** The store failed (database down, time-out): nothing was marked done; try again later. */
const unavailable = () =>
  reply(503, { error: 'the de-duplication store is unavailable' }, { 'Retry-After': '1' })

/** `application/json` or `application/<something>+json`, any parameters. */
const isJson = (contentType: string | null) => {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return media === 'application/json' || /^application\/[\w.-]+\+json$/.test(media)
}

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
  const proof = options.chain && createChainProof(options.chain)
  const stats = { unauthorized: 0, notOnChain: 0 }
  const report = (error: unknown, context: WebhookContext) => {
    try {
      onError(error, context)
    } catch {
      // a failing logger must not change the answer
    }
  }

  const handler = async (request: Request) => {
    if (secret !== undefined && !(await carriesSecret(request, secret))) {
      stats.unauthorized++
      return reply(401, { error: "not a delivery of this receiver's listener" })
    }
    if (request.method !== 'POST') {
      return reply(405, { error: `${request.method} is not allowed: use POST` }, { Allow: 'POST' })
    }
    if (!isJson(request.headers.get('content-type'))) {
      return reply(415, { error: 'the body must be application/json' })
    }
    let text: string | undefined
    try {
      text = await readLimitedText(request, maxBodyBytes)
    } catch {
      return reply(400, { error: 'the body could not be read' })
    }
    if (text === undefined) return reply(413, { error: `the body is over ${maxBodyBytes} bytes` })
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return reply(400, { error: 'the body is not JSON' })
    }
    // Deeper than the receiver's JSON reader goes (RFC 8259 §9 lets a parser set that limit): not
    // read, as a body that is not JSON is not, before anything recursive sees it.
    if (exceedsJsonDepth(json)) {
      return reply(400, { error: `the body is nested deeper than ${MAX_JSON_DEPTH} levels` })
    }
    let delivery: ParsedWebhookEvent
    try {
      delivery = parseWebhookEvent(json)
    } catch (e) {
      if (e instanceof WebhookEventError) {
        return reply(422, { error: 'not a valid webhook event', issues: e.issues })
      }
      throw e
    }
    const context: WebhookContext = {
      request,
      listenerId: request.headers.get('x-webhook-listener-id') ?? undefined,
    }
    if (proof) {
      const found = await proof(delivery)
      if (found === 'unreadable') {
        return reply(503, { error: 'the chain could not be read' }, { 'Retry-After': '1' })
      }
      if (found === 'absent') {
        stats.notOnChain++
        return reply(422, { error: 'the event is not on chain at its transaction and index' })
      }
    }
    const uid = delivery.event.uid
    if (store) {
      let claim: DedupeClaim
      try {
        claim = await store.claim(uid)
      } catch (e) {
        report(e, context)
        return unavailable()
      }
      if (claim === 'done') return reply(200, { ok: true, duplicate: true })
      if (claim === 'busy') {
        return reply(409, { error: 'this event is being processed' }, { 'Retry-After': '1' })
      }
    }
    // Claimed. A failure of onEvent itself is a 500; any other (the store's) a 503.
    let eventFailed = false
    const run = async (eventContext: WebhookContext) => {
      try {
        await (onEvent as WebhookHandlerOptions['onEvent'])(delivery, eventContext)
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
      report(e, context)
      return eventFailed ? reply(500, { error: 'the event could not be processed' }) : unavailable()
    }
    if (onProcessed) {
      try {
        const result: unknown = onProcessed(delivery, context)
        if (result instanceof Promise) result.catch((e: unknown) => report(e, context))
      } catch (e) {
        report(e, context)
      }
    }
    return reply(200, { ok: true })
  }
  // A getter (Object.assign would copy the counts once, as they are now).
  return Object.defineProperty(handler, 'stats', {
    get: (): WebhookHandlerStats => ({ ...stats }),
  }) as WebhookHandler
}
