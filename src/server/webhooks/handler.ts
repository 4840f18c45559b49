/**
 * Receiving webhook deliveries safely: a fetch-style handler that refuses
 * anything that is not a valid delivery before the application sees it,
 * acknowledges only once the application has processed the event, and hands
 * each event over once even though it may be delivered more than once.
 */

import { readLimitedText } from '../../shared/readLimitedText.js'
import { createMemoryDedupeStore, type WebhookDedupeStore } from './dedupe.js'
import { type ParsedWebhookEvent, parseWebhookEvent, WebhookEventError } from './parse.js'

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
   * one process); `false` hands every delivery to `onEvent`.
   */
  readonly dedupe?: WebhookDedupeStore | false
  /** The largest body accepted, in bytes (default 1 MiB). */
  readonly maxBodyBytes?: number
  /** Told of an `onEvent` or store failure (default: `console.error`). The sender only sees a 500. */
  readonly onError?: (error: unknown, context: WebhookContext) => void
}

/** A fetch-style handler: Node (through `toNodeHandler`), Express-like frameworks, edge runtimes. */
export type WebhookHandler = (request: Request) => Promise<Response>

const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** `application/json` or `application/<something>+json`, any parameters. */
const isJson = (contentType: string | null) => {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return media === 'application/json' || /^application\/[\w.-]+\+json$/.test(media)
}

/**
 * Creates a fetch-style `(Request) => Promise<Response>` that receives webhook
 * deliveries. It answers 405 to anything but POST, 415 to a body that is not
 * declared `application/json`, 413 to a body over `maxBodyBytes` (read with
 * that limit, never buffering more), 400 to a body that is not JSON, and 422
 * (with the issues) to JSON that is not a valid §6 event — none of which
 * reaches `onEvent`. A valid event is claimed by its `uid` in the dedupe store:
 * one already processed is acknowledged with 200 (`{ duplicate: true }`)
 * without calling `onEvent`; one being processed by another attempt gets 409.
 * Otherwise `onEvent` runs; the answer is 200 once it resolves, and the uid is
 * marked processed only then; if it fails, the claim is released and the
 * answer is 500, so the sender delivers again.
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
 * ```
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const { onEvent, maxBodyBytes = 1024 * 1024 } = options
  if (typeof onEvent !== 'function')
    throw new TypeError('createWebhookHandler: onEvent is required')
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError('createWebhookHandler: maxBodyBytes must be a positive integer')
  }
  const store = options.dedupe === false ? undefined : (options.dedupe ?? createMemoryDedupeStore())
  const onError =
    options.onError ??
    ((error: unknown) => console.error('platform-kit webhook handler: onEvent failed', error))

  return async (request) => {
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
    const uid = delivery.event.uid
    let claimed = false
    try {
      const claim = store ? await store.claim(uid) : 'claimed'
      if (claim === 'done') return reply(200, { ok: true, duplicate: true })
      if (claim === 'busy') {
        return reply(409, { error: 'this event is being processed' }, { 'Retry-After': '1' })
      }
      claimed = true
      await onEvent(delivery, context)
      claimed = false
      await store?.complete(uid)
      return reply(200, { ok: true })
    } catch (e) {
      if (claimed) await Promise.resolve(store?.release(uid)).catch(() => {})
      try {
        onError(e, context)
      } catch {
        // a failing logger must not change the answer
      }
      return reply(500, { error: 'the event could not be processed' })
    }
  }
}
