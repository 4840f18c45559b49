/**
 * The live feed's coalescer: it turns the feed's events into invalidations of
 * exactly the affected queries, at most once per window. `connectLiveFeed`
 * (liveConnection.ts) feeds it from the feed's connection.
 *
 * Everything that arrives on the feed is untrusted: a message is read with
 * the `LiveEvent` schema and ignored when it does not fit, and whatever
 * arrives, the most it causes is one refetch per query per window.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/query-core'
import { type LiveEvent, liveEventCollection } from '../core/schemas/liveEvent.js'
import { collectionId } from '../core/transport/canonical.js'
import { chainIdOf, NETWORKS, type Network, type NetworkRef } from '../core/transport/networks.js'
import { addChange, type ChangedCollections, changedCollectionsFilter } from './invalidation.js'
import { readLiveEvent } from './liveSource.js'

/** A collection the live feed is watched for: its network (chain id or name) and address. */
export interface LiveCollection {
  readonly network: NetworkRef
  readonly contractAddress: string
}

export interface LiveInvalidatorOptions {
  /** The cache to invalidate. */
  readonly queryClient: Pick<QueryClient, 'getQueryCache' | 'invalidateQueries'>
  /**
   * The coalescing window in milliseconds (500 by default). The first event
   * after a quiet time is acted on at once (with whatever arrived in the same
   * task) and opens a window; the events of the window are invalidated
   * together when it ends, each query once, and open the next. Invalidation
   * never runs more often than once per window.
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
   * reconnection without a last event id): at once after a quiet time, else
   * at the end of the window, every order query of the watched collections — of every collection in the cache
   * when none is watched — is invalidated, once.
   */
  readonly gap: () => void
  /** Stops: a pending invalidation is dropped and nothing runs any more. */
  readonly dispose: () => void
}

/** Beyond this many collections (or token ids of one) in a window, a pass widens rather than grows. */
const MAX_PENDING = 1024

/**
 * Coalesces the live feed's events into invalidations of exactly the queries
 * they affect (`liveQueriesFilter`). The first event after a quiet time is
 * acted on at once — a task later, with whatever arrived in the same task —
 * so that a page refetches within milliseconds of the receiver accepting it;
 * that pass opens a window (`windowMs`, 500 ms by default) whose events are
 * merged, and when it ends the union of the queries they match is
 * invalidated in one `invalidateQueries` call, each query once, and the next
 * window opens — so a burst of a thousand events refetches each affected
 * query at most twice: at its start and at its window's end. An event's collection — for the
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
  const watched = contracts?.flatMap((c) => {
    const chainId = chainIdOf(c.network, networks)
    return chainId === undefined ? [] : [collectionId(chainId, c.contractAddress)]
  })
  const watchedIds = watched && new Set(watched)
  let pending: ChangedCollections = new Map()
  let everything = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  /** Invalidates what is pending; false when nothing was. */
  const run = (): boolean => {
    if (!everything && pending.size === 0) return false
    const filter = changedCollectionsFilter(everything ? undefined : pending, networks)
    pending = new Map()
    everything = false
    const matched = new Set<Query>(queryClient.getQueryCache().findAll(filter) as Query[])
    if (matched.size > 0) {
      onInvalidate?.([...matched].map((q) => q.queryKey))
      queryClient.invalidateQueries({ predicate: (q) => matched.has(q) }).catch(() => {})
    }
    return true
  }
  // The window after a pass: what arrives meanwhile waits for its end, and is then one pass (the trailing edge).
  const trail = () => {
    timer = run() ? setTimeout(trail, Math.max(0, windowMs)) : undefined
  }
  // The first event of a quiet time goes at once (the leading edge): a task later, with whatever came in the same task.
  const schedule = () => {
    if (!disposed && timer === undefined) timer = setTimeout(trail, 0)
  }
  /** A change to one collection pending; past MAX_PENDING collections, every one. */
  const change = (id: string, tokens: readonly string[]) => {
    if (everything) return
    if (!pending.has(id) && pending.size >= MAX_PENDING) everything = true
    else addChange(pending, id, tokens, MAX_PENDING)
  }

  return {
    event(data) {
      if (disposed) return undefined
      const event = readLiveEvent(data)
      if (!event) return undefined
      // The collection the event changes, which a marketplace's event names apart from itself.
      const id = collectionId(event.chainId, liveEventCollection(event))
      if (watchedIds && !watchedIds.has(id)) return event
      change(id, event.tokenIds)
      schedule()
      return event
    },
    gap() {
      if (disposed) return
      if (!watched) everything = true
      else for (const id of watched) change(id, [])
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
