/** The activity list's filter by kind, as a marketplace's Activity tab offers it. */
import type { ActivityKind } from '../../../core/schemas/activity.js'

/** A choice of the activity list's filter: everything, or sales, listings, offers or transfers. */
export type ActivityFilter = 'all' | 'sales' | 'listings' | 'offers' | 'transfers'

/**
 * The kinds each filter asks the activity read for (its `kind=` parameter);
 * `all` asks for every kind. Transfers are what moves a token: mints,
 * transfers and burns.
 *
 * @example
 * ```ts
 * useActivity({ url: '/api/activity', network: 'polygon', contractAddress, kinds: ACTIVITY_FILTERS.sales })
 * ```
 */
export const ACTIVITY_FILTERS: Readonly<
  Record<ActivityFilter, readonly ActivityKind[] | undefined>
> = {
  all: undefined,
  sales: ['sale'],
  listings: ['listing'],
  offers: ['offer'],
  transfers: ['mint', 'transfer', 'burn'],
}

/** The filters in the order they are offered. */
export const ACTIVITY_FILTER_ORDER: readonly ActivityFilter[] = [
  'all',
  'sales',
  'listings',
  'offers',
  'transfers',
]
