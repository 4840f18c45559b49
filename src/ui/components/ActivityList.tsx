'use client'
/**
 * What happened to a collection or a token (issue 31), newest first, read
 * and kept live: `useActivity` bound to `ActivityListView`. The view, its
 * rows and states live in `./activity/`, its logic in `useActivityList`.
 */
import type { ForwardedRef } from 'react'
import { type UseActivityParameters, useActivity } from '../../react/hooks/useActivity.js'
import { ActivityListView } from './activity/ActivityListView.js'
import type { ActivityListViewProps } from './activity/props.js'
import { guarded } from './Guarded.js'

export type { ActivityEntry } from '../../react/hooks/useActivity.js'
export { ActivityListView } from './activity/ActivityListView.js'
export type {
  ActivityListStatus,
  ActivityListViewProps,
  ActivityTokenInfo,
} from './activity/props.js'
export {
  ACTIVITY_LIST_STRINGS,
  type ActivityListStrings,
  type ActivityPluralStrings,
} from './activity/strings.js'

export interface ActivityListProps
  extends UseActivityParameters,
    Pick<
      ActivityListViewProps,
      | 'tokens'
      | 'now'
      | 'locale'
      | 'ipfsGateway'
      | 'scroll'
      | 'initialRect'
      | 'className'
      | 'strings'
      | 'onError'
    > {}

function ActivityListUnguarded(
  {
    tokens,
    now,
    locale,
    ipfsGateway,
    scroll,
    initialRect,
    className,
    strings,
    onError,
    ...params
  }: ActivityListProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const activity = useActivity(params)
  return (
    <ActivityListView
      ref={ref}
      items={activity.items}
      status={activity.status}
      error={activity.error}
      hasNextPage={activity.hasNextPage}
      isFetchingNextPage={activity.isFetchingNextPage}
      onLoadMore={activity.fetchNextPage}
      onRetry={activity.refetch}
      network={params.network}
      tokens={tokens}
      now={now}
      locale={locale}
      ipfsGateway={ipfsGateway}
      scroll={scroll}
      initialRect={initialRect}
      className={className}
      strings={strings}
      onError={onError}
    />
  )
}

/**
 * A collection's or a token's activity, read and kept live: `useActivity`
 * (the app's activity read, `createActivityHandler`, page after page; under a
 * `LiveQueries`, new items put on top without refetching what is held)
 * bound to `ActivityListView` — kinds in words, tokens, from → to, amounts,
 * times and explorer links, virtualized, with its loading, empty and error
 * states; rows that arrive say "New" and are announced politely. Give
 * `tokens` the names and media the app knows (the list shows ids else).
 *
 * @example
 * ```tsx
 * <LiveQueries url="/api/live">
 *   <ActivityList url="/api/activity" network="polygon" contractAddress={collection} tokenId={id} />
 * </LiveQueries>
 * ```
 */
export const ActivityList = guarded(ActivityListUnguarded, 'ActivityList', 'pk-activity')
