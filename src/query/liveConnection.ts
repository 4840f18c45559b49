/**
 * The connection to the live feed (Server-Sent Events): it reconnects with
 * backoff, resumes where it stopped, and hands what it reads to a
 * `createLiveInvalidator` (liveInvalidator.ts). `platform-kit/react`'s
 * `useLiveQueries` is a thin hook over `connectLiveFeed`.
 *
 * Everything that arrives on the feed is untrusted: a message is read with
 * the `LiveEvent` or `LiveGap` schema and ignored when it does not fit.
 */
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../core/schemas/jsonDepth.js'
import { type LiveEvent, LiveGap } from '../core/schemas/liveEvent.js'
import { decimal } from '../core/schemas/primitives.js'
import { createLiveInvalidator, type LiveInvalidatorOptions } from './liveInvalidator.js'

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

/** An `EventSource` constructor: the browser's, a polyfill's, or a test's fake. */
export type LiveEventSourceConstructor = new (url: string) => LiveEventSource

/** How long to wait between attempts to reconnect. */
export interface LiveBackoff {
  /** The most the first wait can be, in milliseconds; it doubles with each failed attempt. 1000 by default. */
  readonly initialMs?: number
  /** The most any wait can be, in milliseconds. 30 000 by default. */
  readonly maxMs?: number
}

/**
 * What `connectLiveFeed` takes: the feed's URL, how to reach it and when to
 * retry, and what the coalesced invalidations apply to (`LiveInvalidatorOptions`).
 * Not to be confused with `platform-kit/server`'s `LiveFeedOptions`, which
 * configure the feed a server serves.
 *
 * @example
 * ```ts
 * const options: LiveFeedConnectionOptions = { url: '/api/live', queryClient }
 * const feed = connectLiveFeed(options)
 * ```
 */
export interface LiveFeedConnectionOptions extends LiveInvalidatorOptions {
  /** The feed's URL (`platform-kit/server`'s live feed). */
  readonly url: string
  /** The `EventSource` constructor; the runtime's by default. Without one, the state is `offline` and nothing runs. */
  readonly EventSource?: LiveEventSourceConstructor
  readonly backoff?: LiveBackoff
  /** The id to resume after, from an earlier connection to the same feed. */
  readonly lastEventId?: string
  /** Called when the state changes, and at most once per window when only the last event id does. */
  readonly onStatus?: (status: LiveStatus) => void
  /**
   * Called with each `chain` message that fits the `LiveEvent` schema, as it
   * arrives (not coalesced), whatever collection it concerns: for a reader of
   * its own, such as an activity list that puts new items on top.
   */
  readonly onEvent?: (event: LiveEvent) => void
  /**
   * Called when the client cannot know what it missed: a `gap` message, or a
   * reconnection that knows no last event id. What was read may be out of date.
   */
  readonly onGap?: () => void
}

/**
 * The old name of `LiveFeedConnectionOptions`, which `platform-kit/server`'s
 * `LiveFeedOptions` (the served feed's settings) shared.
 *
 * @deprecated Use `LiveFeedConnectionOptions`; this alias goes in the next major version.
 */
export type LiveFeedOptions = LiveFeedConnectionOptions

export interface LiveFeedConnection {
  /** The state now. */
  readonly status: () => LiveStatus
  /** Closes the feed for good: no reconnection, no invalidation any more. */
  readonly close: () => void
}

/** The feed's URL with the id to resume after, for a new `EventSource` (which cannot set `Last-Event-ID`). */
const resumeUrl = (url: string, lastEventId: string | undefined) => {
  if (lastEventId === undefined) return url
  const hash = url.indexOf('#')
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)]
  const query = `lastEventId=${encodeURIComponent(lastEventId)}`
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`
}

/**
 * Connects the query cache to the live feed: opens an `EventSource` on `url`,
 * reads each `chain` message with the `LiveEvent` schema (ignoring what does
 * not fit) and hands it to a `createLiveInvalidator`, and on a `gap` message
 * (the server no longer holds what was missed) invalidates the watched
 * collections' order queries once and resumes after the gap's own id. On an error it closes the source and opens
 * a new one after a backoff with full jitter — a random wait up to
 * `initialMs · 2ⁿ`, at most `maxMs` — adding `?lastEventId=` so the server
 * resumes after the last event read; a reconnection that knows no id (nothing
 * was read yet) invalidates as a gap does. Each event read is also handed to
 * `onEvent` as it arrives, and each gap to `onGap`, for readers of their own. While the browser is offline it
 * waits, and reconnects at once when it is back online. It touches nothing
 * until called, so it is safe to import on a server.
 *
 * @example
 * ```ts
 * const feed = connectLiveFeed({
 *   url: '/api/live',
 *   queryClient,
 *   onStatus: ({ state }) => badge.setAttribute('data-state', state),
 * })
 * // …on teardown
 * feed.close()
 * ```
 */
export function connectLiveFeed(options: LiveFeedConnectionOptions): LiveFeedConnection {
  const {
    url,
    EventSource = (globalThis as { EventSource?: LiveEventSourceConstructor }).EventSource,
    backoff: { initialMs = 1000, maxMs = 30_000 } = {},
    onStatus,
    onEvent,
    onGap,
    windowMs = 500,
  } = options
  const invalidator = createLiveInvalidator(options)
  const events = globalThis as Partial<Pick<typeof globalThis, 'addEventListener'>> &
    Partial<Pick<typeof globalThis, 'removeEventListener'>>
  const isOffline = () =>
    (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false

  let state: LiveState = 'connecting'
  let lastEventId = options.lastEventId
  let source: LiveEventSource | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let report: ReturnType<typeof setTimeout> | undefined
  let attempt = 0
  let openedAt: number | undefined
  let wasOpen = false
  let closed = false

  const status = (): LiveStatus => (lastEventId === undefined ? { state } : { state, lastEventId })
  const setState = (next: LiveState) => {
    if (next === state) return
    state = next
    if (report !== undefined) clearTimeout(report)
    report = undefined
    onStatus?.(status())
  }
  /** A new last event id is reported with the next state change, or at the end of the window. */
  const reportSoon = () => {
    if (report === undefined && onStatus) {
      report = setTimeout(() => {
        report = undefined
        if (!closed) onStatus(status())
      }, windowMs)
    }
  }
  const stop = () => {
    const current = source
    source = undefined
    current?.close()
    if (retry !== undefined) clearTimeout(retry)
    retry = undefined
  }

  const open = () => {
    stop()
    if (closed || !EventSource) return
    const current = new EventSource(resumeUrl(url, lastEventId))
    source = current
    const mine = (listener: (message: LiveMessage) => void) => (message: LiveMessage) => {
      if (source === current && !closed) listener(message)
    }
    current.addEventListener(
      'open',
      mine(() => {
        if (wasOpen && lastEventId === undefined) {
          invalidator.gap()
          onGap?.()
        }
        wasOpen = true
        openedAt = Date.now()
        setState('live')
      }),
    )
    current.addEventListener(
      'chain',
      mine((message) => {
        const event = invalidator.event(message.data)
        if (event && event.id !== lastEventId) {
          lastEventId = event.id
          reportSoon()
        }
        if (event) onEvent?.(event)
      }),
    )
    current.addEventListener(
      'gap',
      mine((message) => {
        let data = message.data
        try {
          data = typeof data === 'string' ? JSON.parse(data) : data
        } catch {
          return
        }
        if (exceedsJsonDepth(data, MAX_JSON_DEPTH, true) || !LiveGap.safeParse(data).success) return
        invalidator.gap()
        onGap?.()
        // The gap's own id is where the feed stands now: resume from there, not from the hole again.
        if (message.lastEventId && decimal.safeParse(message.lastEventId).success) {
          lastEventId = message.lastEventId
          reportSoon()
        }
      }),
    )
    current.addEventListener(
      'error',
      mine(() => {
        stop()
        // A connection that stayed up a while was a success: start the backoff again.
        if (openedAt !== undefined && Date.now() - openedAt >= maxMs) attempt = 0
        openedAt = undefined
        if (isOffline()) {
          setState('offline')
          return
        }
        setState('reconnecting')
        const ceiling = Math.min(maxMs, initialMs * 2 ** attempt)
        attempt++
        retry = setTimeout(open, Math.random() * ceiling)
      }),
    )
  }

  const online = () => {
    if (closed || state === 'live' || state === 'connecting') return
    attempt = 0
    setState('reconnecting')
    open()
  }
  const offline = () => {
    if (closed) return
    stop()
    openedAt = undefined
    setState('offline')
  }

  if (!EventSource) {
    state = 'offline'
  } else {
    events.addEventListener?.('online', online)
    events.addEventListener?.('offline', offline)
    if (isOffline()) state = 'offline'
    else open()
  }

  return {
    status,
    close() {
      if (closed) return
      closed = true
      stop()
      if (report !== undefined) clearTimeout(report)
      invalidator.dispose()
      events.removeEventListener?.('online', online)
      events.removeEventListener?.('offline', offline)
    },
  }
}
