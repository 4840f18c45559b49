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
  readonly flushMs: number
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
    flushMs: integerOption(caller, 'flushMs', options.flushMs ?? 0, 0),
  }
}

/** Frames joined into one chunk, for one write. */
function concat(frames: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(frames.reduce((n, f) => n + f.byteLength, 0))
  let at = 0
  for (const frame of frames) {
    out.set(frame, at)
    at += frame.byteLength
  }
  return out
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
  const { maxConnections, heartbeatMs, maxQueuedBytes, retryMs, flushMs } = settings
  let history: History = createHistory(settings.history, start)
  const clients = new Set<Connection>()
  let closed = false

  // With `flushMs`, what is published within the window goes to each client in one write.
  let pending: Uint8Array[] = []
  let pendingFrom = 0
  let flushTimer: ReturnType<typeof setTimeout> | undefined

  /** Replays held messages into a client that is behind, as fast as it reads (up to what was flushed). */
  const catchUp = (client: Connection) => {
    const last = pending.length > 0 ? pendingFrom - 1 : history.lastId
    while (client.open && client.next <= last && client.room() > 0) {
      const frame = history.get(client.next)
      if (!frame) return client.drop('it fell behind the history')
      client.replay(frame)
      client.next++
    }
  }

  /** Sends `chunk` (messages `from` to the last) to every client that is up to `from`; drops those behind the history. */
  const fanOut = (from: number, chunk: Uint8Array) => {
    for (const client of [...clients]) {
      if (client.next === from) {
        client.next = history.lastId + 1
        client.send(chunk)
      } else if (client.next < history.oldestId) {
        client.drop('it fell behind the history')
      }
    }
  }

  const flush = () => {
    clearTimeout(flushTimer)
    flushTimer = undefined
    if (pending.length === 0) return
    const chunk = pending.length === 1 ? pending[0]! : concat(pending)
    const from = pendingFrom
    pending = []
    fanOut(from, chunk)
  }

  const deliver = (id: number, event: LiveEvent | undefined) => {
    if (id <= history.lastId) return
    if (id > history.lastId + 1) {
      flush()
      const fresh = history.lastId === 0
      const owed = history.lastId + 1
      history = createHistory(settings.history, id)
      for (const client of clients) {
        if (client.next === owed && fresh) client.next = id
      }
    }
    const frame = frameOf(id, event)
    history.push(frame)
    if (flushMs === 0) return fanOut(id, frame)
    if (pending.length === 0) {
      pendingFrom = id
      flushTimer = setTimeout(flush, flushMs)
    }
    pending.push(frame)
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
      flush()
      closed = true
      for (const client of [...clients]) client.end()
    },
  }
}
