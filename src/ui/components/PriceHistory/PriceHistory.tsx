'use client'
import type { ForwardedRef } from 'react'
import type { ActivityParams } from '../../../query/activity.js'
import { useActivity } from '../../../react/hooks/useActivity.js'
import { guarded } from '../../shared/Guarded.js'
import { PriceHistoryView, type PriceHistoryViewProps } from './PriceHistoryView.js'

export { PriceHistoryView, type PriceHistoryViewProps } from './PriceHistoryView.js'
export { PRICE_HISTORY_STRINGS, type PriceHistoryStrings } from './strings.js'

export type PriceHistoryProps = Omit<ActivityParams, 'kinds' | 'account'> &
  Omit<PriceHistoryViewProps, 'status' | 'items' | 'onRetry'>

function PriceHistoryUnguarded(props: PriceHistoryProps, ref: ForwardedRef<HTMLElement>) {
  const { url, network, contractAddress, tokenId, limit = 100 } = props
  const sales = useActivity({ url, network, contractAddress, tokenId, kinds: ['sale'], limit })
  return (
    <PriceHistoryView
      {...props}
      ref={ref}
      status={sales.status}
      items={sales.items}
      onRetry={sales.refetch}
    />
  )
}

/**
 * The price history of a token (with `tokenId`) or a collection: its latest
 * sales (a page of `limit`, 100 by default) read from the app's activity
 * server with `useActivity`, charted over time with a table for screen
 * readers. Under a `LiveQueries` a new sale joins the chart as it happens.
 *
 * @example
 * ```tsx
 * <PriceHistory url="/activity" network="polygon" contractAddress={address} tokenId="42" />
 * ```
 */
export const PriceHistory = guarded(PriceHistoryUnguarded, 'PriceHistory', 'pk-history')
