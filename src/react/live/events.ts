'use client'
/** The live feed's events as a React context: hooks that keep something of their own up to date listen here. */
import { createContext, useContext } from 'react'
import type { LiveEvent } from '../../core/schemas/liveEvent.js'

/** What a listener of the live feed is told. */
export interface LiveEventListener {
  /** An event of the feed, read with the `LiveEvent` schema, as it arrives (not coalesced). */
  event(event: LiveEvent): void
  /** The feed cannot say what was missed (a `gap` message, or a reconnection without a last id). */
  gap(): void
}

/** The live feed's events, for listeners to subscribe to. */
export interface LiveEvents {
  /** Adds a listener; the function returned removes it. */
  subscribe(listener: LiveEventListener): () => void
}

/** The events of the nearest enabled `LiveQueries`; `undefined` without one. */
export const LiveEventsContext = createContext<LiveEvents | undefined>(undefined)

/** A set of listeners and what tells them: `LiveQueries` makes one and hands it the feed's events. */
export function createLiveEvents(): LiveEvents & LiveEventListener {
  const listeners = new Set<LiveEventListener>()
  const each = (tell: (listener: LiveEventListener) => void) => {
    for (const listener of [...listeners]) {
      try {
        tell(listener)
      } catch (e) {
        // One listener's failure is its own: the others are still told, and the error is reported.
        queueMicrotask(() => {
          throw e
        })
      }
    }
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    event: (event) => each((listener) => listener.event(event)),
    gap: () => each((listener) => listener.gap()),
  }
}

/**
 * The events of the live feed that the nearest `LiveQueries` keeps open, to
 * subscribe to: each on-chain event (read with the `LiveEvent` schema) as it
 * arrives, and each gap (when the feed cannot say what was missed); `undefined`
 * when no `LiveQueries` above is enabled. For hooks that keep something of
 * their own up to date rather than refetch queries — `useActivity` puts new
 * items on top of its list with it.
 *
 * @example
 * ```tsx
 * const live = useLiveEvents()
 * useEffect(
 *   () => live?.subscribe({ event: (e) => console.log(e.event, e.tokenIds), gap: () => refresh() }),
 *   [live],
 * )
 * ```
 */
export function useLiveEvents(): LiveEvents | undefined {
  return useContext(LiveEventsContext)
}
