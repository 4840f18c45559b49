'use client'
/**
 * What one collectible costs now: its cheapest live listing and its best
 * offer, read through the order book's own queries so that a page with both
 * makes one request per side.
 */
import type { Order } from '../../../core/schemas/order.js'
import type { PlatformError } from '../../../core/transport/errors.js'
import { type UseOrderBookParameters, useOrderBook } from '../../../react/hooks/useOrderBook.js'

export type UsePriceSummaryParameters = Pick<
  UseOrderBookParameters,
  'network' | 'contractAddress' | 'tokenId' | 'filter' | 'enabled'
>

export interface UsePriceSummaryResult {
  /** The cheapest live listing, once loaded; undefined when there is none. */
  readonly listing: Order | undefined
  /** The highest live offer, once loaded; undefined when there is none. */
  readonly offer: Order | undefined
  /** `pending` until both sides answered, `error` when either failed. */
  readonly status: 'pending' | 'error' | 'success'
  readonly error: PlatformError | null
  /** Asks both sides again. */
  readonly refetch: () => Promise<void>
}

/**
 * A collectible's price summary: the first listing (cheapest first) and the
 * first offer (highest first) of `useOrderBook` with the same parameters —
 * the same queries, and so the same cache entries, as an `OrderBook` of that
 * collectible with its default page size: mounting both sends one request per
 * side, and the live feed refreshes both at once.
 *
 * @example
 * ```tsx
 * const price = usePriceSummary({ network: 'polygon', contractAddress, tokenId: '42' })
 * if (price.status === 'success') console.log(price.listing && formatPrice(price.listing))
 * ```
 */
export function usePriceSummary(params: UsePriceSummaryParameters): UsePriceSummaryResult {
  const book = useOrderBook(params)
  return {
    listing: book.listings[0],
    offer: book.offers[0],
    status: book.isError ? 'error' : book.isPending ? 'pending' : 'success',
    error: book.error,
    refetch: book.refetch,
  }
}
