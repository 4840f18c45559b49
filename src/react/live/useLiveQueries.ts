'use client'
/** The live feed as a hook: the queries an on-chain event changes refetch by themselves. */
import { useQueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useRef, useState } from 'react'
import type { LiveEvent } from '../../core/schemas/liveEvent.js'
import {
  connectLiveFeed,
  type LiveBackoff,
  type LiveCollection,
  type LiveEventSourceConstructor,
  type LiveStatus,
} from '../../query/live.js'
import { PlatformContext } from '../context.js'

export interface UseLiveQueriesParameters {
  /** The live feed's URL (`platform-kit/server`'s Server-Sent Events feed). */
  readonly url: string
  /** `false` closes the feed (the state is then `offline`); `true` by default. */
  readonly enabled?: boolean
  /** The coalescing window in milliseconds: each affected query refetches at most once per window. 500 by default. */
  readonly windowMs?: number
  /** Only events of these collections are acted on; every collection's when omitted. */
  readonly contracts?: readonly LiveCollection[]
  /** The `EventSource` constructor; the browser's by default (a polyfill's in other runtimes, a fake in tests). Keep it stable. */
  readonly EventSource?: LiveEventSourceConstructor
  /** The waits between reconnection attempts: up to `initialMs` (1000) at first, doubling, at most `maxMs` (30 000). */
  readonly backoff?: LiveBackoff
  /** Called with each event read, as it arrives (`connectLiveFeed`'s `onEvent`); a new function does not reconnect. */
  readonly onEvent?: (event: LiveEvent) => void
  /** Called when the feed cannot say what was missed (`connectLiveFeed`'s `onGap`); a new function does not reconnect. */
  readonly onGap?: () => void
}

/**
 * Keeps the query cache in step with the chain: subscribes to the live feed
 * (Server-Sent Events) and invalidates exactly the queries each on-chain
 * event changes — its collection's floor, collectible lists and orders, and
 * the listings, offers and best orders of the tokens it names — each at most
 * once per coalescing window (`connectLiveFeed`, `createLiveInvalidator`). It
 * reconnects with backoff and jitter, resumes after the last event read, and
 * refreshes the collections' order queries once when it cannot know what it
 * missed. It returns the connection's state for an app to show; it opens
 * nothing while rendering on a server. `PlatformProvider`'s `live` option
 * mounts it once for the app; use the hook directly for a feed of one page.
 *
 * @example
 * ```tsx
 * const { state } = useLiveQueries({ url: '/api/live', contracts: [{ network: 'polygon', contractAddress }] })
 * return state === 'live' ? null : <p>Prices may be out of date ({state}).</p>
 * ```
 */
export function useLiveQueries({
  url,
  enabled = true,
  windowMs,
  contracts,
  EventSource,
  backoff,
  onEvent,
  onGap,
}: UseLiveQueriesParameters): LiveStatus {
  const queryClient = useQueryClient()
  const networks = useContext(PlatformContext)?.networks
  const [status, setStatus] = useState<LiveStatus>(() => ({
    state: enabled ? 'connecting' : 'offline',
  }))
  // The id to resume after, kept across reconnections to the same feed.
  const resume = useRef<{ url: string; lastEventId?: string }>({ url })
  // A key, so that a `contracts` array written inline does not reconnect each render.
  const watched = contracts ? JSON.stringify(contracts) : undefined
  const { initialMs, maxMs } = backoff ?? {}
  // The latest callbacks, read when an event comes, so that a new function does not reconnect.
  const listeners = useRef({ onEvent, onGap })
  useEffect(() => {
    listeners.current = { onEvent, onGap }
  })

  useEffect(() => {
    if (!enabled) {
      setStatus({ state: 'offline' })
      return
    }
    if (resume.current.url !== url) resume.current = { url }
    const connection = connectLiveFeed({
      url,
      queryClient,
      windowMs,
      networks,
      contracts: watched === undefined ? undefined : JSON.parse(watched),
      EventSource,
      backoff: { initialMs, maxMs },
      lastEventId: resume.current.lastEventId,
      onEvent: (event) => listeners.current.onEvent?.(event),
      onGap: () => listeners.current.onGap?.(),
      onStatus: (next) => {
        resume.current = { url, lastEventId: next.lastEventId }
        setStatus(next)
      },
    })
    setStatus(connection.status())
    return () => {
      resume.current = { url, lastEventId: connection.status().lastEventId }
      connection.close()
    }
  }, [enabled, url, queryClient, windowMs, networks, watched, EventSource, initialMs, maxMs])

  return status
}
