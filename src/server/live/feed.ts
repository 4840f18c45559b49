/**
 * The live feed: the events the webhook receiver accepted, streamed to
 * browsers over Server-Sent Events. It holds no secret and serves only what
 * is published to it — public chain data, checked against the `LiveEvent`
 * schema — with bounded memory: the last `history` messages, and at most
 * `maxQueuedBytes` of unsent data per client, past which the client is dropped.
 */
import { LiveEvent } from '../../core/schemas/liveEvent.js'
import { kitIssueMessage, toFieldIssues } from '../../core/transport/call.js'
import { createHub, hubSettings } from './hub.js'

/**
 * How the feed that `createLiveFeed` serves behaves: its limits, heartbeat,
 * resume history and batching. (The browser's side, `platform-kit/query`'s
 * `connectLiveFeed`, takes `LiveFeedConnectionOptions`.)
 */
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
  /**
   * Sends each client what was published within this many milliseconds in one
   * write (default 0: every event at once). With thousands of clients and many
   * events a second, a few tens of milliseconds cut the server's writes — one
   * per client per event otherwise, most of its CPU — for that much more delay.
   */
  readonly flushMs?: number
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

/** `event` checked against the `LiveEvent` schema, without its id; a `TypeError` names the first bad field. */
export function checkedLiveEvent(event: Omit<LiveEvent, 'id'>): Omit<LiveEvent, 'id'> {
  const checked = LiveEvent.safeParse({ ...event, id: '0' }, { error: kitIssueMessage })
  if (!checked.success) {
    const [issue] = toFieldIssues(checked.error)
    throw new TypeError(
      `live feed: invalid event${issue ? `: ${issue.path || '(event)'} ${issue.message}` : ''}`,
    )
  }
  const { id: _, ...data } = checked.data
  return data
}

/**
 * Creates a live feed: `publish` an event (built from a webhook delivery with
 * `liveEventsFromWebhook`, once the receiver has processed it — see
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
 * One process: for a server that runs as several instances, each client
 * getting what any instance received, see `createPostgresLiveFeed`.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 * import { createLiveFeed, createWebhookHandler, liveEventsFromWebhook, toNodeHandler } from 'platform-kit/server'
 *
 * const feed = createLiveFeed({ maxConnections: 5000 })
 * const webhooks = createWebhookHandler({
 *   onEvent: async (delivery) => { await db.save(delivery) },
 *   onProcessed: (delivery) => {
 *     for (const event of liveEventsFromWebhook(delivery, { chainId: 137 })) feed.publish(event)
 *   },
 * })
 * const hooks = toNodeHandler(webhooks)
 * const live = toNodeHandler(feed.handler)
 * createServer((req, res) => (req.url?.startsWith('/live') ? live(req, res) : hooks(req, res))).listen(8080)
 * // in the browser: new EventSource('/live').addEventListener('chain', (e) => console.log(JSON.parse(e.data)))
 * ```
 */
export function createLiveFeed(options: LiveFeedOptions = {}): LiveFeed {
  const settings = hubSettings('createLiveFeed', options)
  const hub = createHub(settings, Math.floor((options.now ?? Date.now)()) * 1000 + 1)
  return {
    publish(event) {
      const sent: LiveEvent = { ...checkedLiveEvent(event), id: String(hub.lastId + 1) }
      hub.deliver(hub.lastId + 1, sent)
      return sent
    },
    handler: hub.handler,
    connections: hub.connections,
    close: hub.close,
  }
}
