'use client'
/**
 * The live feed's state as a small badge — a dot and "Live",
 * "Reconnecting…" or "Offline" — and the live region that says what a live
 * update changed. The order book and the grid show both under a `LiveQueries`.
 */
import { forwardRef } from 'react'
import type { LiveState } from '../../../query/live.js'
import { useLiveStatus } from '../../../react/live/status.js'
import { cx } from '../../shared/format.js'
import { withStrings } from '../../shared/strings.js'

/** The words of the badge, one per state of the feed: English defaults, each replaceable through `strings`. */
export const LIVE_STATUS_STRINGS: Readonly<Record<LiveState, string>> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
}
export type LiveStatusStrings = typeof LIVE_STATUS_STRINGS

export interface LiveStatusBadgeProps {
  /** The state shown; by default the nearest `LiveQueries`' (`useLiveStatus`). Without either, nothing is rendered. */
  readonly state?: LiveState
  readonly className?: string
  readonly strings?: Partial<LiveStatusStrings>
}

/**
 * Shows the state of the live feed that the nearest `LiveQueries` keeps
 * open: a dot (filled while live) and its word — "Connecting…", "Live",
 * "Reconnecting…" or "Offline" — with `data-state` for styling. It renders
 * nothing when no `LiveQueries` is above and no `state` is given. It is not
 * a live region: a flapping connection would talk over the page.
 *
 * @example
 * ```tsx
 * <LiveQueries url="/api/live">
 *   <header>My collection <LiveStatusBadge strings={{ live: 'Live prices' }} /></header>
 * </LiveQueries>
 * ```
 */
export const LiveStatusBadge = forwardRef<HTMLSpanElement, LiveStatusBadgeProps>(
  function LiveStatusBadge({ state, className, strings }, ref) {
    const live = useLiveStatus()
    const shown = state ?? live?.state
    if (!shown) return null
    return (
      <span ref={ref} className={cx('pk-live', className)} data-state={shown}>
        <span className="pk-live__dot" aria-hidden="true" />
        {withStrings(LIVE_STATUS_STRINGS, strings)[shown]}
      </span>
    )
  },
)
LiveStatusBadge.displayName = 'LiveStatusBadge'

/**
 * The polite live region of a live list: visually hidden, in the page from
 * the first render under a `LiveQueries` (so that screen readers watch it),
 * saying `text` when there is something to say. Internal to the components.
 */
export function LiveAnnouncer({ text }: { readonly text: string }) {
  return (
    <p className="pk-visually-hidden" role="status">
      {text}
    </p>
  )
}
