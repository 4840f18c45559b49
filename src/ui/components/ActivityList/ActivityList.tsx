'use client'
/**
 * What happened to a collection or a token (issue 31), newest first, read
 * and kept live: `useActivity` bound to `ActivityListView`. The view, its
 * rows and states live in `./activity/`, its logic in `useActivityList`.
 */
import { useQueryClient } from '@tanstack/react-query'
import { type ForwardedRef, useContext, useMemo, useState } from 'react'
import { lookupNetwork, NETWORKS } from '../../../core/transport/networks.js'
import { PlatformContext } from '../../../react/context.js'
import { type UseActivityParameters, useActivity } from '../../../react/hooks/useActivity.js'
import { guarded } from '../../shared/Guarded.js'
import { ActivityListView } from './ActivityListView.js'
import { cachedTokens } from './cachedTokens.js'
import { ACTIVITY_FILTERS, type ActivityFilter } from './filters.js'
import { platformTokenReader } from './platformTokens.js'
import type { ActivityListViewProps } from './props.js'

export type { ActivityEntry } from '../../../react/hooks/useActivity.js'
export { ActivityListView } from './ActivityListView.js'
export type { ActivityFilter } from './filters.js'
export type {
  ActivityListStatus,
  ActivityListViewProps,
  ActivityTokenInfo,
  ActivityTokenMetadata,
  ActivityTokenReader,
  ActivityTokenRequest,
} from './props.js'
export {
  ACTIVITY_LIST_STRINGS,
  type ActivityListStrings,
  type ActivityPluralStrings,
} from './strings.js'

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
      | 'currencies'
      | 'readTokens'
    > {
  /**
   * The filter by kind shown above the list (default `all`), when the app
   * keeps it (in the URL, say); else the list keeps its own. Not shown when
   * `kinds` is given: the app has chosen them.
   */
  readonly filter?: ActivityFilter
  /** Called with the filter chosen. */
  readonly onFilterChange?: (filter: ActivityFilter) => void
}

function ActivityListUnguarded(props: ActivityListProps, ref: ForwardedRef<HTMLDivElement>) {
  // The view's props go to the view; what is left are the read's parameters.
  const {
    tokens,
    now,
    locale,
    ipfsGateway,
    scroll,
    initialRect,
    className,
    strings,
    onError,
    currencies,
    readTokens,
    filter: given,
    onFilterChange,
    ...params
  } = props
  const [own, setOwn] = useState<ActivityFilter>('all')
  const filter = given ?? own
  const activity = useActivity({ ...params, kinds: params.kinds ?? ACTIVITY_FILTERS[filter] })
  // The tokens the app has read already (a grid's pages), under what it says it knows.
  const queryClient = useQueryClient()
  const client = useContext(PlatformContext)
  const networks = client?.networks ?? NETWORKS
  // The others, from the platform's metadata service unless the app reads them itself.
  const platformReader = useMemo(() => client && platformTokenReader(client), [client])
  const { items } = activity
  const { network, contractAddress } = params
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again as items come, when the cache may hold more
  const known = useMemo(() => {
    const chainId = lookupNetwork(networks, network)?.chainId
    const held = cachedTokens(queryClient, networks, chainId, contractAddress)
    for (const [id, token] of tokens ?? []) held.set(id, token)
    return held
  }, [queryClient, networks, network, contractAddress, tokens, items])
  const choose = (next: ActivityFilter) => {
    setOwn(next)
    onFilterChange?.(next)
  }
  return (
    <ActivityListView
      {...props}
      {...activity}
      ref={ref}
      onLoadMore={activity.fetchNextPage}
      onRetry={activity.refetch}
      tokens={known}
      readTokens={readTokens ?? platformReader}
      filter={filter}
      onFilterChange={params.kinds ? undefined : choose}
    />
  )
}

/**
 * A collection's or a token's activity, read and kept live: `useActivity`
 * (the app's activity read, `createActivityHandler`, page after page; under a
 * `LiveQueries`, new items put on top without refetching what is held)
 * bound to `ActivityListView` — kinds in words, tokens, from → to, amounts,
 * times and explorer links, virtualized, with its loading, empty and error
 * states; rows that arrive say "New" and are announced politely. A filter
 * by kind above it (All, Sales, Listings, Offers, Transfers) reads again
 * with those kinds, live arrivals included, unless `kinds` is given. Tokens
 * are named from `tokens`, then the collection's pages the app has read,
 * then a read of the others — one per contract for the rows shown, at most
 * 100 ids each: `readTokens` when given, else the platform's metadata service
 * (`GetTokenMetadata`, name and image) through the `PlatformProvider`'s
 * client when it has a `metadata` URL; else by id.
 *
 * @example
 * ```tsx
 * <LiveQueries url="/api/live">
 *   <ActivityList url="/api/activity" network="polygon" contractAddress={collection} tokenId={id} />
 * </LiveQueries>
 * ```
 */
export const ActivityList = guarded(ActivityListUnguarded, 'ActivityList', 'pk-activity')
