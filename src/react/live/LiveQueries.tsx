'use client'
/** The live feed mounted for a part of the app, with its state in context. */
import { type ReactNode, useContext } from 'react'
import { LiveStatusContext } from './status.js'
import { type UseLiveQueriesParameters, useLiveQueries } from './useLiveQueries.js'

export interface LiveQueriesProps extends Omit<UseLiveQueriesParameters, 'enabled'> {
  /** `false` closes the feed (and shows an outer one's state); default `true`. */
  readonly enabled?: boolean
  readonly children?: ReactNode
}

/**
 * Keeps the cache in step with the chain below it: opens the live feed at
 * `url` (`useLiveQueries`) inside a `PlatformProvider`, so that each on-chain
 * event refetches exactly the queries it changes, at most once per
 * `windowMs`, and gives its state to `useLiveStatus()`. An app that never
 * mounts it pays nothing for it. Nothing is opened while rendering on a server.
 *
 * @example
 * ```tsx
 * <PlatformProvider config={config}>
 *   <LiveQueries url="/api/live">
 *     <App />
 *   </LiveQueries>
 * </PlatformProvider>
 * ```
 */
export function LiveQueries({ enabled = true, children, ...live }: LiveQueriesProps) {
  const outer = useContext(LiveStatusContext)
  const status = useLiveQueries({ ...live, enabled })
  return (
    <LiveStatusContext.Provider value={enabled ? status : outer}>
      {children}
    </LiveStatusContext.Provider>
  )
}
