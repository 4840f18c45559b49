/**
 * The pieces of a live feed connection (liveConnection.ts): the feed's URL
 * to resume at, the status `onStatus` hears, a `chain` or `gap` message read
 * as the untrusted message it is, the listeners of the current source, the backoff.
 */
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../core/schemas/jsonDepth.js'
import { LiveEvent, LiveGap } from '../core/schemas/liveEvent.js'
import { decimal } from '../core/schemas/primitives.js'

/** Where the live feed connection is: an app can show it. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline'

/** The state of the live feed connection, and the id of the last event read. */
export interface LiveStatus {
  /**
   * `connecting` until the feed first opens, `live` while it is open,
   * `reconnecting` after it failed and until it opens again (waiting out the
   * backoff), `offline` while the browser is offline, or when there is no
   * feed (disabled, or no `EventSource` in this runtime).
   */
  readonly state: LiveState
  /** The feed's id of the last event read, sent back to resume after a reconnection. */
  readonly lastEventId?: string
}

/** One message of an `EventSource`: its data, and the id of its `id:` line. */
export interface LiveMessage {
  readonly data?: unknown
  readonly lastEventId?: string
}

/** What the live feed needs of an `EventSource`; the browser's own has it. */
export interface LiveEventSource {
  addEventListener(type: string, listener: (message: LiveMessage) => void): void
  close(): void
}

/** The feed's URL with the id to resume after, for a new `EventSource` (which cannot set `Last-Event-ID`). */
export const resumeUrl = (url: string, lastEventId: string | undefined) => {
  if (lastEventId === undefined) return url
  const hash = url.indexOf('#')
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)]
  const query = `lastEventId=${encodeURIComponent(lastEventId)}`
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`
}

/** The connection's state and last event id as `onStatus` hears them: a state at once, a new id at the end of the window. */
export function statusReporter(
  onStatus: ((status: LiveStatus) => void) | undefined,
  windowMs: number,
  initial: { state: LiveState; lastEventId: string | undefined },
) {
  let { state, lastEventId } = initial
  let report: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const status = (): LiveStatus => (lastEventId === undefined ? { state } : { state, lastEventId })
  const cancelReport = () => {
    if (report !== undefined) clearTimeout(report)
    report = undefined
  }
  return {
    status,
    state: () => state,
    lastEventId: () => lastEventId,
    setState(next: LiveState) {
      if (next === state) return
      state = next
      cancelReport()
      onStatus?.(status())
    },
    /** A new last event id is reported with the next state change, or at the end of the window. */
    setLastEventId(id: string) {
      if (id === lastEventId) return
      lastEventId = id
      if (report !== undefined || !onStatus) return
      report = setTimeout(() => {
        report = undefined
        if (!closed) onStatus(status())
      }, windowMs)
    },
    close() {
      closed = true
      cancelReport()
    },
  }
}

/**
 * The data of a `chain` message — a `LiveEvent`, or its JSON text — read as
 * the untrusted message it is: the event, or `undefined` when it does not fit
 * the schema or is nested deeper than the kit reads (`MAX_JSON_DEPTH`).
 */
export function readLiveEvent(data: unknown): LiveEvent | undefined {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (exceedsJsonDepth(value, MAX_JSON_DEPTH, true)) return undefined
  const parsed = LiveEvent.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/**
 * A `gap` message read: `undefined` when it does not fit `LiveGap` (ignored),
 * else the feed's id it carries, where the feed stands now, to resume after.
 */
export function readGap(message: LiveMessage): { resumeAfter?: string } | undefined {
  let data = message.data
  try {
    data = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    return undefined
  }
  if (exceedsJsonDepth(data, MAX_JSON_DEPTH, true) || !LiveGap.safeParse(data).success) {
    return undefined
  }
  const id = message.lastEventId
  return id && decimal.safeParse(id).success ? { resumeAfter: id } : {}
}

/** What the connection does with each kind of message of its current source. */
export interface SourceHandlers {
  readonly open: () => void
  readonly chain: (message: LiveMessage) => void
  readonly gap: (message: LiveMessage) => void
  readonly error: () => void
}

/** Listens to `source` with `handlers`, for as long as `current()` says it is still the connection's source. */
export function listen(
  source: LiveEventSource,
  handlers: SourceHandlers,
  current: () => boolean,
): void {
  for (const [type, handler] of Object.entries(handlers)) {
    source.addEventListener(type, (message) => {
      if (current()) (handler as (message: LiveMessage) => void)(message)
    })
  }
}

/** The wait before reconnection attempt `attempt` (from 0): full jitter up to `initialMs · 2ⁿ`, at most `maxMs`. */
const backoffDelay = (attempt: number, initialMs: number, maxMs: number) =>
  Math.random() * Math.min(maxMs, initialMs * 2 ** attempt)

/**
 * When to try again: a wait growing with each failed attempt (`backoffDelay`),
 * started again once a connection stayed up `maxMs` or the browser came back online.
 */
export function reconnection(initialMs: number, maxMs: number) {
  let attempt = 0
  let openedAt: number | undefined
  return {
    opened() {
      openedAt = Date.now()
    },
    /** The connection is gone (failed, or the browser went offline). */
    dropped() {
      openedAt = undefined
    },
    /** Back online: the next attempt is a first one. */
    reset() {
      attempt = 0
    },
    /** The wait before the next attempt, after a failure. */
    failed(): number {
      // A connection that stayed up a while was a success: start the backoff again.
      if (openedAt !== undefined && Date.now() - openedAt >= maxMs) attempt = 0
      openedAt = undefined
      return backoffDelay(attempt++, initialMs, maxMs)
    },
  }
}
