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
  const h: HubState = {
    settings,
    history: createHistory(settings.history, start),
    clients: new Set(),
    closed: false,
    pending: [],
    pendingFrom: 0,
    flushTimer: undefined,
  }
  return {
    get lastId() {
      return h.history.lastId
    },
    deliver: (id, event) => deliver(h, id, event),
    handler: async (request) => refusal(h, request) ?? open(h, request),
    connections: () => h.clients.size,
    close() {
      flush(h)
      h.closed = true
      for (const client of [...h.clients]) client.end()
    },
  }
}

/** A hub's clients, its history, and what waits for the next flush. */
interface HubState {
  readonly settings: HubSettings
  history: History
  readonly clients: Set<Connection>
  closed: boolean
  /** With `flushMs`, what is published within the window goes to each client in one write. */
  pending: Uint8Array[]
  /** The id of the first pending message. */
  pendingFrom: number
  flushTimer: ReturnType<typeof setTimeout> | undefined
}

/** Replays held messages into a client that is behind, as fast as it reads (up to what was flushed). */
function catchUp(h: HubState, client: Connection): void {
  const { history } = h
  const last = h.pending.length > 0 ? h.pendingFrom - 1 : history.lastId
  while (client.open && client.next <= last && client.room() > 0) {
    const frame = history.get(client.next)
    if (!frame) {
      client.drop('it fell behind the history')
      return
    }
    client.replay(frame)
    client.next++
  }
}

/** Sends `chunk` (messages `from` to the last) to every client that is up to `from`; drops those behind the history. */
function fanOut(h: HubState, from: number, chunk: Uint8Array): void {
  for (const client of [...h.clients]) {
    if (client.next === from) {
      client.next = h.history.lastId + 1
      client.send(chunk)
    } else if (client.next < h.history.oldestId) {
      client.drop('it fell behind the history')
    }
  }
}

/** Sends what is pending, in one write per client. */
function flush(h: HubState): void {
  clearTimeout(h.flushTimer)
  h.flushTimer = undefined
  if (h.pending.length === 0) return
  const chunk = h.pending.length === 1 ? h.pending[0]! : concat(h.pending)
  const from = h.pendingFrom
  h.pending = []
  fanOut(h, from, chunk)
}

/** `Hub.deliver`: holds the message and sends it now, or at the next flush. */
function deliver(h: HubState, id: number, event: LiveEvent | undefined): void {
  if (id <= h.history.lastId) return
  if (id > h.history.lastId + 1) {
    flush(h)
    const fresh = h.history.lastId === 0
    const owed = h.history.lastId + 1
    h.history = createHistory(h.settings.history, id)
    for (const client of h.clients) {
      if (client.next === owed && fresh) client.next = id
    }
  }
  const frame = frameOf(id, event)
  h.history.push(frame)
  const { flushMs } = h.settings
  if (flushMs === 0) {
    fanOut(h, id, frame)
    return
  }
  if (h.pending.length === 0) {
    h.pendingFrom = id
    h.flushTimer = setTimeout(() => flush(h), flushMs)
  }
  h.pending.push(frame)
}

/** The answer refusing a request: not a GET (405), or the feed closed or full (503); undefined to open a stream. */
function refusal(h: HubState, request: Request): Response | undefined {
  if (request.method !== 'GET') {
    return json(405, { error: `${request.method} is not allowed: use GET` }, { Allow: 'GET' })
  }
  const { maxConnections, retryMs } = h.settings
  const retryAfter = String(Math.max(1, Math.ceil(retryMs / 1000)))
  if (h.closed)
    return json(503, { error: 'the live feed is closed' }, { 'Retry-After': retryAfter })
  if (h.clients.size >= maxConnections) {
    return json(
      503,
      { error: `the live feed is at its limit of ${maxConnections} connections; retry later` },
      { 'Retry-After': retryAfter },
    )
  }
  return undefined
}

/** Opens a client's stream: from its `Last-Event-ID` on (or told of a gap), else from the next event. */
function open(h: HubState, request: Request): Response {
  const { history } = h
  const { retryMs } = h.settings
  const after = lastEventIdOf(request)
  const resume = after === undefined ? { from: history.lastId + 1 } : history.resume(after)
  const first =
    'gap' in resume
      ? opening(retryMs) +
        message({ id: String(history.lastId), event: 'gap', data: JSON.stringify(resume.gap) })
      : opening(retryMs, after === undefined ? String(history.lastId) : undefined)
  const client = openConnection({
    first: bytes(first),
    maxQueuedBytes: h.settings.maxQueuedBytes,
    heartbeatMs: h.settings.heartbeatMs,
    signal: request.signal,
    pull: (c) => catchUp(h, c),
    ended: (c) => h.clients.delete(c),
  })
  client.next = 'gap' in resume ? history.lastId + 1 : resume.from
  if (client.open) h.clients.add(client)
  return new Response(client.stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
