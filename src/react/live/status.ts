'use client'
/** The live feed's status as a React context, for components that show it. */
import { createContext, useContext } from 'react'
import type { LiveStatus } from '../../query/live.js'

/** The status of the live feed of the nearest `PlatformProvider` with a `live` option. */
export const LiveStatusContext = createContext<LiveStatus | undefined>(undefined)

/**
 * The state of the live feed that the nearest `PlatformProvider` with a
 * `live` option keeps open — `connecting`, `live`, `reconnecting` or
 * `offline` — and the id of the last event read; `undefined` when no
 * provider above has a feed. It changes when the state does (the last event
 * id at most once per coalescing window), so a status badge renders rarely.
 *
 * @example
 * ```tsx
 * function LiveBadge() {
 *   const live = useLiveStatus()
 *   if (!live) return null
 *   return <span data-state={live.state}>{live.state === 'live' ? 'Live' : 'Updates paused'}</span>
 * }
 * ```
 */
export function useLiveStatus(): LiveStatus | undefined {
  return useContext(LiveStatusContext)
}
