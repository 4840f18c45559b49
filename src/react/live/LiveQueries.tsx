'use client'
/** The live feed mounted for a part of the app, with its state in context. */
import { type ReactNode, useContext, useState } from 'react'
import { createLiveEvents, LiveEventsContext } from './events.js'
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
 * `windowMs`, gives its state to `useLiveStatus()` and its events to
 * `useLiveEvents()` (with which `useActivity` puts new items on top). An app that never
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
export function LiveQueries({
  enabled = true,
  children,
  onEvent,
  onGap,
  ...live
}: LiveQueriesProps) {
  const outer = useContext(LiveStatusContext)
  const outerEvents = useContext(LiveEventsContext)
  const [events] = useState(createLiveEvents)
  const status = useLiveQueries({
    ...live,
    enabled,
    onEvent: (event) => {
      onEvent?.(event)
      events.event(event)
    },
    onGap: () => {
      onGap?.()
      events.gap()
    },
  })
  return (
    <LiveStatusContext.Provider value={enabled ? status : outer}>
      <LiveEventsContext.Provider value={enabled ? events : outerEvents}>
        {children}
      </LiveEventsContext.Provider>
    </LiveStatusContext.Provider>
  )
}
