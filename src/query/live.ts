/**
 * Live queries without a framework: the coalescer that turns the live feed's
 * events into invalidations of exactly the affected queries, at most once per
 * window, and the connection to the feed (Server-Sent Events) that reconnects
 * with backoff and resumes where it stopped. `platform-kit/react`'s
 * `useLiveQueries` is a thin hook over `connectLiveFeed`.
 *
 * Everything that arrives on the feed is untrusted: a message is read with
 * the `LiveEvent` schema and ignored when it does not fit, and whatever
 * arrives, the most it causes is one refetch per query per window.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/query-core'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../core/schemas/jsonDepth.js'
import { LiveEvent, LiveGap, liveEventCollection } from '../core/schemas/liveEvent.js'
import { decimal } from '../core/schemas/primitives.js'
import { NETWORKS, type Network, type NetworkRef } from '../core/transport/networks.js'
import { chainIdOf, type LiveQueriesTarget, liveQueriesFilter } from './invalidation.js'

/** A collection the live feed is watched for: its network (chain id or name) and address. */
export interface LiveCollection {
  readonly network: NetworkRef
  readonly contractAddress: string
}

export interface LiveInvalidatorOptions {
  /** The cache to invalidate. */
  readonly queryClient: Pick<QueryClient, 'getQueryCache' | 'invalidateQueries'>
  /**
   * The coalescing window in milliseconds (500 by default): the first event
   * after a quiet time starts it, and when it ends the queries every event in
   * it concerns are invalidated together, each once. Invalidation never runs
   * more often than once per window.
   */
  readonly windowMs?: number
  /**
   * Only events of these collections are acted on (an event's collection is
   * its `collectionAddress`, else its `contractAddress`); every collection's
   * when omitted.
   */
  readonly contracts?: readonly LiveCollection[]
  /** The networks network names are looked up in; pass the client's when it has its own. */
  readonly networks?: readonly Network[]
  /** Called with the keys of the queries each invalidation marks stale, when there are any. */
  readonly onInvalidate?: (queryKeys: readonly QueryKey[]) => void
}

export interface LiveInvalidator {
  /**
   * Takes the data of one `chain` message — a `LiveEvent`, or its JSON text —
   * and returns the event when it fits the schema (whether or not it concerns
   * a watched collection), or `undefined`; what does not fit changes nothing.
   */
  readonly event: (data: unknown) => LiveEvent | undefined
  /**
   * Says that the client cannot know what it missed (a `gap` message, or a
   * reconnection without a last event id): at the end of the window, every
   * order query of the watched collections — of every collection in the cache
   * when none is watched — is invalidated, once.
   */
  readonly gap: () => void
  /** Stops: a pending invalidation is dropped and nothing runs any more. */
  readonly dispose: () => void
}

/** Beyond this many collections (or token ids of one) in a window, a pass widens rather than grows. */
const MAX_PENDING = 1024

/** The chain id of a network reference, or `undefined` for a name the networks do not know. */
/**
 * Coalesces the live feed's events into invalidations of exactly the queries
 * they affect (`liveQueriesFilter`): the events of one window — 500 ms by
 * default, started by the first event after a quiet time — are merged, and
 * when it ends the union of the queries they match is invalidated in one
 * `invalidateQueries` call, each query once, so a burst of a thousand events
 * refetches each affected query once. An event's collection — for the
 * queries it matches and for `contracts` — is its `collectionAddress` when it
 * has one, else the contract that emitted it. Invalidation runs at most once per
 * window whatever arrives; a message that does not fit the `LiveEvent` schema
 * changes nothing; `gap()` invalidates every order query of the watched
 * collections (or of every collection when none is watched) once.
 *
 * @example
 * ```ts
 * const invalidator = createLiveInvalidator({ queryClient, windowMs: 250 })
 * source.addEventListener('chain', (message) => invalidator.event(message.data))
 * source.addEventListener('gap', () => invalidator.gap())
 * // …on teardown
 * invalidator.dispose()
 * ```
 */
export function createLiveInvalidator({
  queryClient,
  windowMs = 500,
  contracts,
  networks = NETWORKS,
  onInvalidate,
}: LiveInvalidatorOptions): LiveInvalidator {
  const watched = contracts?.map((c) => ({
    network: chainIdOf(c.network, networks) ?? c.network,
    contractAddress: c.contractAddress,
  }))
  const watchedIds =
    watched && new Set(watched.map((c) => `${c.network}:${c.contractAddress.toLowerCase()}`))
  // chainId:address → the event's collection and the token ids named, null for every token.
  let pending = new Map<string, { chainId: number; address: string; tokens: Set<string> | null }>()
  let everything = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  const run = () => {
    timer = undefined
    const targets: LiveQueriesTarget[] | undefined = everything
      ? undefined
      : [...pending.values()].map(({ chainId, address, tokens }) => ({
          network: chainId,
          contractAddress: address,
          tokenIds: tokens ? [...tokens] : undefined,
        }))
    pending = new Map()
    everything = false
    const matched = new Set<Query>(
      queryClient.getQueryCache().findAll(liveQueriesFilter(targets, networks)) as Query[],
    )
    if (matched.size === 0) return
    onInvalidate?.([...matched].map((q) => q.queryKey))
    queryClient.invalidateQueries({ predicate: (q) => matched.has(q) }).catch(() => {})
  }
  const schedule = () => {
    if (!disposed && timer === undefined) timer = setTimeout(run, Math.max(0, windowMs))
  }

  return {
    event(data) {
      if (disposed) return undefined
      let value = data
      if (typeof value === 'string') {
        try {
          value = JSON.parse(value)
        } catch {
          return undefined
        }
      }
      // Nested deeper than the kit reads (MAX_JSON_DEPTH): ignored, like any other bad message.
      if (exceedsJsonDepth(value, MAX_JSON_DEPTH, true)) return undefined
      const parsed = LiveEvent.safeParse(value)
      if (!parsed.success) return undefined
      const event = parsed.data
      // The collection the event changes, which a marketplace's event names apart from itself.
      const address = liveEventCollection(event).toLowerCase()
      const id = `${event.chainId}:${address}`
      if (watchedIds && !watchedIds.has(id)) return event
      if (!everything) {
        const known = pending.get(id)
        if (!known && pending.size >= MAX_PENDING) everything = true
        else if (known?.tokens === null) {
          // Every token of the collection is already pending.
        } else if (event.tokenIds.length === 0) {
          pending.set(id, { chainId: event.chainId, address, tokens: null })
        } else {
          const tokens = known?.tokens ?? new Set<string>()
          for (const token of event.tokenIds) tokens.add(token)
          pending.set(id, {
            chainId: event.chainId,
            address,
            tokens: tokens.size > MAX_PENDING ? null : tokens,
          })
        }
      }
      schedule()
      return event
    },
    gap() {
      if (disposed) return
      if (!watched) everything = true
      else if (!everything) {
        for (const c of watched) {
          const chainId = typeof c.network === 'number' ? c.network : undefined
          if (chainId === undefined) continue
          const address = c.contractAddress.toLowerCase()
          pending.set(`${chainId}:${address}`, { chainId, address, tokens: null })
        }
      }
      schedule()
    },
    dispose() {
      disposed = true
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = new Map()
    },
  }
}

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
 * was read yet) invalidates as a gap does. While the browser is offline it
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
        if (wasOpen && lastEventId === undefined) invalidator.gap()
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
