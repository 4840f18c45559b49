'use client'
import { type ForwardedRef, useMemo } from 'react'
import { ACTIVITY_MAX_LIMIT, type ActivityKind } from '../../../core/schemas/activity.js'
import type { ActivityParams } from '../../../query/activity.js'
import { useActivity } from '../../../react/hooks/useActivity.js'
import { guarded } from '../../shared/Guarded.js'
import { PriceHistoryView, type PriceHistoryViewProps } from './PriceHistoryView.js'

export { PriceHistoryView, type PriceHistoryViewProps } from './PriceHistoryView.js'
export { PRICE_HISTORY_STRINGS, type PriceHistoryStrings } from './strings.js'

export type PriceHistoryProps = Omit<ActivityParams, 'kinds' | 'account'> &
  Omit<PriceHistoryViewProps, 'status' | 'items' | 'onRetry'>

/** What makes the floor: the listings made, and what ends them. */
const FLOOR_KINDS: ActivityKind[] = ['listing', 'sale', 'cancel', 'invalidate']

function PriceHistoryUnguarded(props: PriceHistoryProps, ref: ForwardedRef<HTMLElement>) {
  const { url, network, contractAddress, tokenId, limit = 100 } = props
  const read = { url, network, contractAddress, tokenId }
  const sales = useActivity({ ...read, kinds: ['sale'], limit })
  const book = useActivity({ ...read, kinds: FLOOR_KINDS, limit: ACTIVITY_MAX_LIMIT })
  const items = useMemo(() => {
    const byId = new Map([...sales.items, ...book.items].map((item) => [item.id, item]))
    return [...byId.values()]
  }, [sales.items, book.items])
  const statuses = [sales.status, book.status]
  const status = statuses.includes('error')
    ? 'error'
    : statuses.includes('pending')
      ? 'pending'
      : 'success'
  const onRetry = () => {
    if (sales.status === 'error') sales.refetch()
    if (book.status === 'error') book.refetch()
  }
  return <PriceHistoryView {...props} ref={ref} status={status} items={items} onRetry={onRetry} />
}

/**
 * The price history of a token (with `tokenId`) or a collection: its latest
 * sales (a page of `limit`, 100 by default) and the floor of its listings
 * over the same time (from the latest 100 listings, sales, cancels and
 * invalidations), read from the app's activity server with `useActivity`,
 * charted over time with tables for screen readers. Under a `LiveQueries` a
 * new sale or listing joins the chart as it happens.
 *
 * @example
 * ```tsx
 * <PriceHistory url="/activity" network="polygon" contractAddress={address} tokenId="42" />
 * ```
 */
export const PriceHistory = guarded(PriceHistoryUnguarded, 'PriceHistory', 'pk-history')
