/**
 * The connection to the live feed (Server-Sent Events): it reconnects with
 * backoff, resumes where it stopped, and hands what it reads to a
 * `createLiveInvalidator` (liveInvalidator.ts). `platform-kit/react`'s
 * `useLiveQueries` is a thin hook over `connectLiveFeed`.
 *
 * Everything that arrives on the feed is untrusted: a message is read with
 * the `LiveEvent` or `LiveGap` schema and ignored when it does not fit.
 */
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import { createLiveInvalidator, type LiveInvalidatorOptions } from './liveInvalidator.js'
import {
  type LiveEventSource,
  type LiveMessage,
  type LiveStatus,
  listen,
  readGap,
  reconnection,
  resumeUrl,
  type SourceHandlers,
  statusReporter,
} from './liveSource.js'

export type { LiveEventSource, LiveMessage, LiveState, LiveStatus } from './liveSource.js'

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

/** The runtime's `online` and `offline` events, where it has them (not on a server). */
const events = globalThis as Partial<Pick<typeof globalThis, 'addEventListener'>> &
  Partial<Pick<typeof globalThis, 'removeEventListener'>>

/** Whether the browser says it is offline (a runtime without `navigator` is not). */
const isOffline = () =>
  (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false

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
    windowMs = 500,
  } = options
  const invalidator = createLiveInvalidator(options)
  const reporter = statusReporter(options.onStatus, windowMs, {
    state: !EventSource || isOffline() ? 'offline' : 'connecting',
    lastEventId: options.lastEventId,
  })
  const messages = messageHandlers(options, invalidator, reporter)
  const again = reconnection(initialMs, maxMs)
  let source: LiveEventSource | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let wasOpen = false
  let closed = false

  const stop = () => {
    const current = source
    source = undefined
    current?.close()
    if (retry !== undefined) clearTimeout(retry)
    retry = undefined
  }
  const handlers: SourceHandlers = {
    ...messages,
    open() {
      if (wasOpen && reporter.lastEventId() === undefined) messages.missed()
      wasOpen = true
      again.opened()
      reporter.setState('live')
    },
    error() {
      stop()
      const wait = again.failed()
      if (isOffline()) return reporter.setState('offline')
      reporter.setState('reconnecting')
      retry = setTimeout(open, wait)
    },
  }
  const open = () => {
    stop()
    if (closed || !EventSource) return
    const current = new EventSource(resumeUrl(url, reporter.lastEventId()))
    source = current
    listen(current, handlers, () => source === current && !closed)
  }
  const online = () => {
    if (closed || reporter.state() === 'live' || reporter.state() === 'connecting') return
    again.reset()
    reporter.setState('reconnecting')
    open()
  }
  const offline = () => {
    if (closed) return
    stop()
    again.dropped()
    reporter.setState('offline')
  }

  if (EventSource) {
    events.addEventListener?.('online', online)
    events.addEventListener?.('offline', offline)
    if (!isOffline()) open()
  }
  return {
    status: reporter.status,
    close() {
      if (closed) return
      closed = true
      stop()
      reporter.close()
      invalidator.dispose()
      events.removeEventListener?.('online', online)
      events.removeEventListener?.('offline', offline)
    },
  }
}

/** What is done with the feed's messages: events to the invalidator and `onEvent`, gaps to both and `onGap`. */
function messageHandlers(
  { onEvent, onGap }: Pick<LiveFeedConnectionOptions, 'onEvent' | 'onGap'>,
  invalidator: ReturnType<typeof createLiveInvalidator>,
  reporter: ReturnType<typeof statusReporter>,
) {
  const missed = () => {
    invalidator.gap()
    onGap?.()
  }
  return {
    missed,
    chain(message: LiveMessage) {
      const event = invalidator.event(message.data)
      if (!event) return
      reporter.setLastEventId(event.id)
      onEvent?.(event)
    },
    gap(message: LiveMessage) {
      const gap = readGap(message)
      if (!gap) return
      missed()
      // The gap's own id is where the feed stands now: resume from there, not from the hole again.
      if (gap.resumeAfter) reporter.setLastEventId(gap.resumeAfter)
    },
  }
}
