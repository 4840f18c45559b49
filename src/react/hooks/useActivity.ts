'use client'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ActivityItem } from '../../core/schemas/activity.js'
import {
  type ActivityParams,
  activityInfiniteQueryOptions,
  activityQueryKey,
} from '../../query/activity.js'
import { followActivity, newestFirst, newestId } from '../../query/activityLive.js'
import { PlatformContext } from '../context.js'
import { useLiveEvents } from '../live/events.js'

/** An item of the list, and whether it came in since the list was first shown. */
export type ActivityEntry = ActivityItem & {
  /** Whether the item arrived (live, or in a later read of the first page) after the hook first had the list. */
  readonly arrived: boolean
}

export interface UseActivityParameters extends ActivityParams {
  /** `false` reads nothing; `true` by default. */
  readonly enabled?: boolean
}

export interface UseActivityResult {
  /** Every item held, newest first, each id once. */
  readonly items: readonly ActivityEntry[]
  readonly status: 'pending' | 'error' | 'success'
  readonly error: Error | null
  /** Whether there are older items to read. */
  readonly hasNextPage: boolean
  readonly isFetchingNextPage: boolean
  /** Reads the next (older) page; does nothing while a read is in flight. Stable across renders. */
  fetchNextPage(): void
  /** How many items arrived since the hook first had the list (those marked `arrived`). */
  readonly arrivedCount: number
  /** Reads every page held again. Stable across renders. */
  refetch(): void
}

/**
 * What happened to a collection — or to one of its tokens — newest first,
 * page after page, from the app's activity read (`platform-kit/server`'s
 * `createActivityHandler`; `activityInfiniteQueryOptions`). Under an enabled
 * `LiveQueries`, it stays up to date without refetching what it holds: each
 * burst of the collection's live events leads to one read of the items newer
 * than the newest held, put on top, each id once (`followActivity`), and a gap
 * in the feed reads the first page again, once. Items that came in since the
 * hook first had the list are marked `arrived` and counted in `arrivedCount`.
 * Without a feed, the list is fresh for ten seconds. The network's and
 * `fetch` are the nearest `PlatformProvider`'s when there is one.
 *
 * @example
 * ```tsx
 * const { items, hasNextPage, fetchNextPage, arrivedCount } = useActivity({ url: '/api/activity', network: 'polygon', contractAddress })
 * return (
 *   <ol aria-label={`Activity, ${arrivedCount} new`}>
 *     {items.map((item) => <li key={item.id} data-new={item.arrived || undefined}>{item.kind} {item.from} → {item.to}</li>)}
 *     {hasNextPage && <button onClick={fetchNextPage}>More</button>}
 *   </ol>
 * )
 * ```
 */
export function useActivity({
  enabled = true,
  ...params
}: UseActivityParameters): UseActivityResult {
  const queryClient = useQueryClient()
  const client = useContext(PlatformContext)
  const live = useLiveEvents()
  const read = { networks: client?.networks, fetch: client?.fetch, timeoutMs: client?.timeoutMs }
  const options = activityInfiniteQueryOptions(params, read)
  const query = useInfiniteQuery({
    ...options,
    enabled,
    // With the feed, new items come on top and a gap reads the first page: the pages held stay as they are.
    staleTime: live ? Number.POSITIVE_INFINITY : options.staleTime,
  })
  // The list's parameters as its key has them (a string, so that parameters written inline do not restart anything).
  const keyed = JSON.stringify(activityQueryKey(params)[3])
  const { networks, fetch, timeoutMs } = read

  useEffect(() => {
    if (!live || !enabled) return
    const follower = followActivity({
      queryClient,
      params: JSON.parse(keyed) as ActivityParams,
      networks,
      fetch,
      timeoutMs,
    })
    const unsubscribe = live.subscribe(follower)
    return () => {
      unsubscribe()
      follower.dispose()
    }
  }, [live, enabled, queryClient, keyed, networks, fetch, timeoutMs])

  // The newest id when the hook first had the list (its own read done): what is newer arrived since.
  const [since, setSince] = useState<{ readonly keyed: string; readonly id: bigint }>()
  const { data, isFetching } = query
  if (since?.keyed !== keyed && data && !isFetching) {
    setSince({ keyed, id: BigInt(newestId(data) ?? -1) })
  }
  const baseline = since?.keyed === keyed ? since.id : undefined

  const items = useMemo(() => {
    const seen = new Set<string>()
    const all: ActivityItem[] = []
    for (const page of data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue
        seen.add(item.id)
        all.push(item)
      }
    }
    return all
      .sort(newestFirst)
      .map((item) => ({ ...item, arrived: baseline !== undefined && BigInt(item.id) > baseline }))
  }, [data, baseline])

  const { fetchNextPage, refetch } = query
  // Not over a read in flight: that would cancel a first page read after a gap.
  const next = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  const again = useCallback(() => void refetch(), [refetch])
  return {
    items,
    status: query.status,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: next,
    arrivedCount: items.reduce((count, item) => count + (item.arrived ? 1 : 0), 0),
    refetch: again,
  }
}
