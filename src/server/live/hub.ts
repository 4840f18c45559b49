/**
 * The part of the live feed that serves browsers: the connected clients, the
 * history they resume from, and the handler that opens their streams. Where
 * the ids come from is the caller's: one process numbers its own
 * (`createLiveFeed`), several share PostgreSQL's (`createPostgresLiveFeed`).
 */
import type { LiveEvent } from '../../core/schemas/liveEvent.js'
import { type Connection, openConnection } from './connection.js'
import { createHistory, type History } from './history.js'
import { bytes, lastEventIdOf, message, opening } from './sse.js'

/** The hub's settings, checked by `hubSettings`. */
export interface HubSettings {
  readonly maxConnections: number
  readonly heartbeatMs: number
  readonly history: number
  readonly maxQueuedBytes: number
  readonly retryMs: number
}

/** A hub: deliver numbered events to it, serve its `handler`. */
export interface Hub {
  /** The id of the newest event delivered (`start - 1` before any). */
  readonly lastId: number
  /**
   * Sends event `id` to every client and holds it. An id at or below `lastId`
   * is ignored (delivered already). An id past `lastId + 1` restarts the
   * history there: clients that were owed the skipped ids are dropped, and
   * resume into a gap — except while nothing was ever delivered (`lastId` 0),
   * when the first id simply starts the numbering. `event` undefined sends an
   * id-only frame (the id advances; nothing is dispatched).
   */
  deliver(id: number, event: LiveEvent | undefined): void
  readonly handler: (request: Request) => Promise<Response>
  connections(): number
  close(): void
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

function integerOption(caller: string, name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${caller}: ${name} must be an integer of at least ${min}`)
  }
  return value
}

/** The feed options with their defaults, each checked (a `RangeError` names the first bad one). */
export function hubSettings(
  caller: string,
  options: { [K in keyof HubSettings]?: number },
): HubSettings {
  return {
    maxConnections: integerOption(caller, 'maxConnections', options.maxConnections ?? 1000, 1),
    heartbeatMs: integerOption(caller, 'heartbeatMs', options.heartbeatMs ?? 15_000, 1),
    history: integerOption(caller, 'history', options.history ?? 1000, 0),
    maxQueuedBytes: integerOption(caller, 'maxQueuedBytes', options.maxQueuedBytes ?? 64 * 1024, 1),
    retryMs: integerOption(caller, 'retryMs', options.retryMs ?? 2000, 0),
  }
}

/** One message of the feed as it goes on the wire. */
const frameOf = (id: number, event: LiveEvent | undefined) =>
  bytes(
    event
      ? message({ id: String(id), event: 'chain', data: JSON.stringify(event) })
      : message({ id: String(id) }),
  )

/** A hub whose first id is `start`.
 *
 * @example
 * ```ts
 * const hub = createHub(hubSettings('myFeed', {}), 1)
 * hub.deliver(1, { id: '1', chainId: 137, contractAddress: '0x…', tokenIds: [], kind: 'other', event: 'Sale', uid: 'u1' })
 * ```
 */
export function createHub(settings: HubSettings, start: number): Hub {
  const { maxConnections, heartbeatMs, maxQueuedBytes, retryMs } = settings
  let history: History = createHistory(settings.history, start)
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

  const deliver = (id: number, event: LiveEvent | undefined) => {
    if (id <= history.lastId) return
    if (id > history.lastId + 1) {
      const fresh = history.lastId === 0
      const owed = history.lastId + 1
      history = createHistory(settings.history, id)
      for (const client of clients) {
        if (client.next === owed && fresh) client.next = id
      }
    }
    const frame = frameOf(id, event)
    history.push(frame)
    for (const client of [...clients]) {
      if (client.next === id) {
        client.next++
        client.send(frame)
      } else if (client.next < history.oldestId) {
        client.drop('it fell behind the history')
      }
    }
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
    get lastId() {
      return history.lastId
    },
    deliver,
    handler,
    connections: () => clients.size,
    close() {
      closed = true
      for (const client of [...clients]) client.end()
    },
  }
}
