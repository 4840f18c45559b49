/**
 * An activity list kept up to date by the live feed without refetching the
 * pages it holds: each burst of live events of its collection leads to one
 * read of the items newer than the newest held (`after=`), put on top of the
 * first page in the cache (`setQueryData`). `useActivity` runs one per list.
 */
import { hashKey, type InfiniteData, type QueryClient } from '@tanstack/query-core'
import type { ActivityItem, ActivityPage } from '../core/schemas/activity.js'
import { ACTIVITY_MAX_LIMIT } from '../core/schemas/activity.js'
import { type LiveEvent, liveEventCollection } from '../core/schemas/liveEvent.js'
import { canonicalTokenId, collectionId } from '../core/transport/canonical.js'
import { chainIdOf, NETWORKS } from '../core/transport/networks.js'
import {
  type ActivityFetchOptions,
  type ActivityParams,
  activityQueryKey,
  fetchActivityPage,
} from './activity.js'

/**
 * How long the events of a burst are waited for before the read (ms): a read
 * once none has come for `quietMs`, or `maxWaitMs` after the first at the
 * latest (issue 43: 20 deliveries at once made 3 to 9 reads, one per one to
 * three events, as each came while the last read was answered).
 */
export const ACTIVITY_BURST = { quietMs: 80, maxWaitMs: 400 } as const

/** What `followActivity` needs: the cache, the list, and how to read it. */
export interface FollowActivityOptions extends Omit<ActivityFetchOptions, 'signal'> {
  readonly queryClient: Pick<
    QueryClient,
    'getQueryCache' | 'getQueryState' | 'setQueryData' | 'refetchQueries'
  >
  readonly params: ActivityParams
}

/** The live side of one activity list: tell it the feed's events and gaps. */
export interface ActivityFollower {
  /** A live event (read with the `LiveEvent` schema): when it concerns the list, its new items are read. */
  event(event: LiveEvent): void
  /** The feed cannot say what was missed: the first page alone is read again, once. */
  gap(): void
  /** Stops: nothing is read or written any more. */
  dispose(): void
}

type Pages = InfiniteData<ActivityPage, string | undefined>

/** An item id as a number to compare; ids are decimal strings. */
const idOf = (item: ActivityItem) => BigInt(item.id)

/** Items newest first (highest id first). */
export const newestFirst = (a: ActivityItem, b: ActivityItem) => {
  const x = idOf(a)
  const y = idOf(b)
  return x > y ? -1 : x < y ? 1 : 0
}

/** The highest id among the pages held, or `undefined` when they hold no item. */
export function newestId(
  data: { readonly pages: readonly ActivityPage[] } | undefined,
): string | undefined {
  let newest: bigint | undefined
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      const id = idOf(item)
      if (newest === undefined || id > newest) newest = id
    }
  }
  return newest?.toString()
}

/** The pages with `items` on top of the first one, each id once (an id held anywhere is not added again). */
export function prependActivity(data: Pages, items: readonly ActivityItem[]): Pages {
  const [first, ...rest] = data.pages
  if (!first) return data
  const held = new Set(data.pages.flatMap((page) => page.items.map((item) => item.id)))
  const fresh = items.filter((item) => !held.has(item.id) && held.add(item.id))
  if (fresh.length === 0) return data
  return {
    pages: [{ ...first, items: [...fresh, ...first.items].sort(newestFirst) }, ...rest],
    pageParams: data.pageParams,
  }
}

/**
 * Whether a live event concerns an activity list: of its chain and
 * collection (`liveEventCollection`), and of its token when it has one — or
 * naming no token.
 */
function concernsList(params: ActivityParams, networks: FollowActivityOptions['networks']) {
  const chainId = chainIdOf(params.network, networks ?? NETWORKS)
  const collection = collectionId(chainId ?? -1, params.contractAddress)
  const token = params.tokenId === undefined ? undefined : canonicalTokenId(params.tokenId)
  return (event: LiveEvent) =>
    chainId !== undefined &&
    collectionId(event.chainId, liveEventCollection(event)) === collection &&
    (token === undefined || event.tokenIds.length === 0 || event.tokenIds.includes(token))
}

/** Calls `then` once a burst of `add()` calls is over (`ACTIVITY_BURST`): none for `quietMs`, or `maxWaitMs` after its first. */
function burstWaiter(then: () => void) {
  let quiet: ReturnType<typeof setTimeout> | undefined
  let started = 0
  return {
    add() {
      const now = Date.now()
      if (quiet === undefined) started = now
      clearTimeout(quiet)
      const wait = Math.min(ACTIVITY_BURST.quietMs, started + ACTIVITY_BURST.maxWaitMs - now)
      quiet = setTimeout(
        () => {
          quiet = undefined
          then()
        },
        Math.max(0, wait),
      )
    },
    dispose() {
      clearTimeout(quiet)
    },
  }
}

/** Drops the pages beyond the first and reads the first again: pages held beside a hole would skip items. */
function readFirstPageAgain(
  queryClient: FollowActivityOptions['queryClient'],
  key: ReturnType<typeof activityQueryKey>,
): void {
  queryClient.setQueryData<Pages>(
    key,
    (old) => old && { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) },
  )
  queryClient.refetchQueries({ queryKey: key, exact: true }).catch(() => {})
}

/**
 * Follows the live feed for one activity list in the cache. An event of the
 * list's chain and collection (`liveEventCollection`) — and of its token,
 * when it has one, or naming no token — leads to one read `after=<newest id
 * held>`, whose items go on top of the first page, each id once. The read
 * waits for the burst to be over (`ACTIVITY_BURST`: none for 80 ms, 400 ms
 * at the longest); events that come while a read is in flight lead to one
 * more read after it, not one each, so a burst of any size costs one or two. The read waits while the query
 * itself is fetching (a next page, a refetch), whose answer would overwrite
 * what was put on top. When the read says `more` (more new items than one
 * read holds), and on `gap()`, the pages beyond the first are dropped and the
 * first is read again, once — pages held beside a hole would skip items.
 * Pages already held are never read again; a list the cache holds already
 * when following starts is brought up to date with one `after` read.
 *
 * @example
 * ```ts
 * const follower = followActivity({ queryClient, params: { url: '/api/activity', network: 'polygon', contractAddress } })
 * const feed = connectLiveFeed({ url: '/api/live', queryClient, onEvent: follower.event, onGap: follower.gap })
 * // …on teardown
 * feed.close()
 * follower.dispose()
 * ```
 */
export function followActivity(options: FollowActivityOptions): ActivityFollower {
  const { queryClient, params } = options
  const key = activityQueryKey(params)
  const hash = hashKey(key)
  const concerns = concernsList(params, options.networks)
  let dirty = false
  let reset = false
  let reading: AbortController | undefined
  let disposed = false

  const fetching = () => queryClient.getQueryState(key)?.fetchStatus === 'fetching'
  const data = () => queryClient.getQueryState(key)?.data as Pages | undefined

  const pump = () => {
    if (disposed || reading || fetching() || !(dirty || reset)) return
    const held = data()
    if (!held) return // the first page, when it comes, is read after whatever came before it
    const after = newestId(held)
    if (reset || after === undefined) {
      reset = false
      dirty = false
      readFirstPageAgain(queryClient, key)
      return
    }
    dirty = false
    const control = new AbortController()
    reading = control
    fetchActivityPage(
      { ...params, after, limit: ACTIVITY_MAX_LIMIT },
      { ...options, signal: control.signal },
    ).then(
      (page) => {
        reading = undefined
        if (disposed) return
        // The query's own fetch would write over what is put on top now: read again once it is done.
        if (fetching()) dirty = true
        else if (page.more) reset = true
        else queryClient.setQueryData<Pages>(key, (old) => old && prependActivity(old, page.items))
        pump()
      },
      () => {
        // Failed: the next event (or the query's next fetch) reads again, from the newest held.
        reading = undefined
        if (!disposed) dirty = true
      },
    )
  }

  const burst = burstWaiter(pump)
  // The query's fetch ended: what waited for it goes now.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === hash) pump()
  })
  // A list held from before (read while nobody followed it) is brought up to date at once.
  if (data()) {
    dirty = true
    pump()
  }

  return {
    event(event) {
      if (disposed || !concerns(event)) return
      dirty = true
      // The burst's read waits until it is over (quiet), or for its longest wait.
      burst.add()
    },
    gap() {
      if (disposed) return
      reset = true
      pump()
    },
    dispose() {
      disposed = true
      burst.dispose()
      unsubscribe()
      reading?.abort()
      reading = undefined
    },
  }
}
