/**
 * The live feed: the events the webhook receiver accepted, streamed to
 * browsers over Server-Sent Events. It holds no secret and serves only what
 * is published to it — public chain data, checked against the `LiveEvent`
 * schema — with bounded memory: the last `history` messages, and at most
 * `maxQueuedBytes` of unsent data per client, past which the client is dropped.
 */
import { LiveEvent } from '../../core/schemas/liveEvent.js'
import { toFieldIssues } from '../../core/transport/call.js'
import { type Connection, openConnection } from './connection.js'
import { createHistory } from './history.js'
import { bytes, lastEventIdOf, message, opening } from './sse.js'

export interface LiveFeedOptions {
  /** At most this many clients at once; the next gets a 503 with `Retry-After` (default 1000). */
  readonly maxConnections?: number
  /** A heartbeat comment every so many milliseconds, for proxies and to find stalled clients (default 15 000). */
  readonly heartbeatMs?: number
  /** How many messages are held for clients that resume with `Last-Event-ID` (default 1000). */
  readonly history?: number
  /**
   * The most unsent bytes a client may have (default 64 KiB): one that does
   * not read while more is published is dropped (its `EventSource` reconnects
   * and resumes, or is told of a gap). Keep it above the largest message.
   */
  readonly maxQueuedBytes?: number
  /** The `retry:` the stream opens with: how long `EventSource` waits before reconnecting (default 2000 ms). */
  readonly retryMs?: number
  /**
   * The clock, in milliseconds (default `Date.now`). Ids start at
   * `now() * 1000 + 1`, so a restarted feed's ids are above any its previous
   * process gave out, and a client resuming across a restart is told of a gap.
   */
  readonly now?: () => number
}

/** A live feed: publish events to it, serve its `handler` at a GET route. */
export interface LiveFeed {
  /**
   * Sends `event` to every client, with the next id (a decimal string), and
   * holds it for resuming clients. Throws a `TypeError` naming the field when
   * `event` is not a valid `LiveEvent`; fields the schema does not know are
   * not sent.
   */
  publish(event: Omit<LiveEvent, 'id'>): LiveEvent
  /** A fetch-style handler: a GET opens the event stream. Through `toNodeHandler` on Node. */
  readonly handler: (request: Request) => Promise<Response>
  /** How many clients are connected. */
  connections(): number
  /** Ends every stream and refuses new ones (503); `publish` still numbers and holds messages. */
  close(): void
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

function integerOption(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`createLiveFeed: ${name} must be an integer of at least ${min}`)
  }
  return value
}

/**
 * Creates a live feed: `publish` an event (built from a webhook delivery with
 * `liveEventFromWebhook`, once the receiver has processed it — see
 * `createWebhookHandler`'s `onProcessed`) and every connected browser gets it
 * as an SSE message `id: <id>`, `event: chain`, `data: <LiveEvent JSON>`.
 *
 * The `handler` answers GET only (405 otherwise) with `text/event-stream`. A
 * stream opens with `retry:`; a client that sends `Last-Event-ID` (or
 * `?lastEventId=`) gets the messages it missed, or — when the feed no longer
 * holds them, or the id is not one of this feed's — an `event: gap` message
 * (`LiveGap`: refresh what you show). A `: ping` comment goes out every
 * `heartbeatMs`. Past `maxConnections` the answer is 503 with `Retry-After`.
 * A client that goes away is forgotten with its timer; one that stops reading
 * is dropped once it has more than `maxQueuedBytes` unsent.
 *
 * One process: each instance of a server behind a load balancer has its own
 * feed, numbering, and history.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import { createLiveFeed, createWebhookHandler, liveEventFromWebhook, toNodeHandler } from 'platform-kit/server'
 *
 * const feed = createLiveFeed({ maxConnections: 5000 })
 * const webhooks = createWebhookHandler({
 *   onEvent: async (delivery) => { await db.save(delivery) },
 *   onProcessed: (delivery) => feed.publish(liveEventFromWebhook(delivery, { chainId: 137 })),
 * })
 * const hooks = toNodeHandler(webhooks)
 * const live = toNodeHandler(feed.handler)
 * createServer((req, res) => (req.url?.startsWith('/live') ? live(req, res) : hooks(req, res))).listen(8080)
 * // in the browser: new EventSource('/live').addEventListener('chain', (e) => console.log(JSON.parse(e.data)))
 * ```
 */
export function createLiveFeed(options: LiveFeedOptions = {}): LiveFeed {
  const maxConnections = integerOption('maxConnections', options.maxConnections ?? 1000, 1)
  const heartbeatMs = integerOption('heartbeatMs', options.heartbeatMs ?? 15_000, 1)
  const maxQueuedBytes = integerOption('maxQueuedBytes', options.maxQueuedBytes ?? 64 * 1024, 1)
  const retryMs = integerOption('retryMs', options.retryMs ?? 2000, 0)
  const history = createHistory(
    integerOption('history', options.history ?? 1000, 0),
    Math.floor((options.now ?? Date.now)()) * 1000 + 1,
  )
  const clients = new Set<Connection>()
  let closed = false

  /** Replays held messages into a client that is behind, as fast as it reads. */
  const catchUp = (client: Connection) => {
    while (client.open && client.next <= history.lastId && client.room() > 0) {
      const frame = history.get(client.next)
      if (!frame) return client.drop('it fell behind the history')
      client.replay(frame)
      client.next++
    }
  }

  const publish = (event: Omit<LiveEvent, 'id'>): LiveEvent => {
    const checked = LiveEvent.safeParse({ ...event, id: '0' })
    if (!checked.success) {
      const [issue] = toFieldIssues(checked.error)
      throw new TypeError(
        `live feed: invalid event${issue ? `: ${issue.path || '(event)'} ${issue.message}` : ''}`,
      )
    }
    const sent: LiveEvent = { ...checked.data, id: String(history.lastId + 1) }
    const frame = bytes(message({ id: sent.id, event: 'chain', data: JSON.stringify(sent) }))
    const id = history.push(frame)
    for (const client of [...clients]) {
      if (client.next === id) {
        client.next++
        client.send(frame)
      } else if (client.next < history.oldestId) {
        client.drop('it fell behind the history')
      }
    }
    return sent
  }

  const handler = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') {
      return json(405, { error: `${request.method} is not allowed: use GET` }, { Allow: 'GET' })
    }
    const retryAfter = String(Math.max(1, Math.ceil(retryMs / 1000)))
    if (closed)
      return json(503, { error: 'the live feed is closed' }, { 'Retry-After': retryAfter })
    if (clients.size >= maxConnections) {
      return json(
        503,
        { error: `the live feed is at its limit of ${maxConnections} connections; retry later` },
        { 'Retry-After': retryAfter },
      )
    }
    const after = lastEventIdOf(request)
    const resume = after === undefined ? { from: history.lastId + 1 } : history.resume(after)
    const first =
      'gap' in resume
        ? opening(retryMs) +
          message({ id: String(history.lastId), event: 'gap', data: JSON.stringify(resume.gap) })
        : opening(retryMs, after === undefined ? String(history.lastId) : undefined)
    const client = openConnection({
      first: bytes(first),
      maxQueuedBytes,
      heartbeatMs,
      signal: request.signal,
      pull: catchUp,
      ended: (c) => clients.delete(c),
    })
    client.next = 'gap' in resume ? history.lastId + 1 : resume.from
    if (client.open) clients.add(client)
    return new Response(client.stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    })
  }

  return {
    publish,
    handler,
    connections: () => clients.size,
    close() {
      closed = true
      for (const client of [...clients]) client.end()
    },
  }
}
