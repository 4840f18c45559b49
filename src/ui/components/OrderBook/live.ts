'use client'
/** The order book's rows as `useLiveMarks` watches them: one item per order, keyed as its row. */
import { useMemo } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import { type LiveItem, useLiveMarks } from '../../shared/useLiveMarks.js'

/** The key of an order's row, in the table and in the live marks. */
export const orderKey = (order: Order) => `${order.collectionContractAddress}:${order.orderId}`

/**
 * What a row shows that a live update can change: price, quantity and
 * expiry. Not the US dollar value, which moves with exchange rates on every
 * refetch.
 */
const version = (o: Order) => `${o.priceAmount} ${o.quantityAvailable} ${o.validUntil}`

/** Both sides' orders as live items of the kinds `listings` and `offers`. */
const orderLiveItems = (
  listings: readonly Order[],
  offers: readonly Order[],
): LiveItem<'listings' | 'offers'>[] => [
  ...listings.map((o) => ({ key: orderKey(o), version: version(o), kind: 'listings' as const })),
  ...offers.map((o) => ({ key: orderKey(o), version: version(o), kind: 'offers' as const })),
]

/** The book's live marks: its orders watched once `loaded` (not while a next page comes). */
export function useOrderLiveMarks(
  listings: readonly Order[],
  offers: readonly Order[],
  options: { loaded: boolean; enabled: boolean; loadingMore: boolean },
) {
  const { loaded, enabled, loadingMore } = options
  const items = useMemo(
    () => (loaded ? orderLiveItems(listings, offers) : undefined),
    [loaded, listings, offers],
  )
  return useLiveMarks(items, { enabled, loadingMore })
}
