'use client'
import { useCallback, useMemo } from 'react'
import type { OrderFilter } from '../../core/schemas/marketplace.js'
import type { Order } from '../../core/schemas/order.js'
import type { Uint256Input } from '../../core/transport/call.js'
import type { PlatformError } from '../../core/transport/errors.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import { useListings } from './useListings.js'
import { useOffers } from './useOffers.js'

export interface UseOrderBookParameters {
  readonly network: NetworkRef
  readonly contractAddress: string
  readonly tokenId: Uint256Input
  /** Orders per page and side (1–100; the server's default is 30). */
  readonly pageSize?: number
  /** Narrows both sides: by maker, marketplace and currency. */
  readonly filter?: OrderFilter
  /** `false` sends nothing until the collectible is known (default `true`). */
  readonly enabled?: boolean
}

/** Both sides of one collectible's book, page after page. */
export interface UseOrderBookResult {
  /** The live listings (asks) loaded so far, cheapest first. */
  readonly listings: readonly Order[]
  /** The live offers (bids) loaded so far, highest first. */
  readonly offers: readonly Order[]
  /** True until both sides have their first page (or failed). */
  readonly isPending: boolean
  /** True when either side failed. */
  readonly isError: boolean
  /** The error of the side that failed (listings first), or `null`. */
  readonly error: PlatformError | null
  /** Reloads both sides. */
  readonly refetch: () => Promise<void>
  /** Loads the next page of listings (nothing when there is none or one is loading). */
  readonly fetchMoreListings: () => Promise<void>
  /** Loads the next page of offers (nothing when there is none or one is loading). */
  readonly fetchMoreOffers: () => Promise<void>
  readonly hasMoreListings: boolean
  readonly hasMoreOffers: boolean
  readonly isFetchingMoreListings: boolean
  readonly isFetchingMoreOffers: boolean
}

/**
 * Loads the page after the `loaded` pages without cancelling a refetch under
 * way (a live update's: cancelled, the book would keep its old rows until the
 * next one). Joined to that refetch, which reloads the pages already there,
 * it then asks for the next page.
 */
async function nextPageAfterRefetch(
  next: (options: { cancelRefetch: false }) => Promise<{
    data?: { pages: readonly unknown[] } | undefined
    hasNextPage: boolean
  }>,
  loaded: number,
): Promise<void> {
  const first = await next({ cancelRefetch: false })
  if ((first.data?.pages.length ?? 0) <= loaded && first.hasNextPage) {
    await next({ cancelRefetch: false })
  }
}

/**
 * One collectible's order book — its live listings (asks) and offers (bids)
 * as two flat lists — from `useListings` and `useOffers`: the two sides load
 * in parallel and page independently (`fetchMoreListings`,
 * `fetchMoreOffers`), and share the cache with those hooks.
 *
 * @example
 * ```tsx
 * const book = useOrderBook({ network: 'polygon', contractAddress, tokenId: 42n })
 * if (book.isPending) return <Spinner />
 * return <p>{book.listings.length} asks, {book.offers.length} bids</p>
 * ```
 */
export function useOrderBook({
  network,
  contractAddress,
  tokenId,
  pageSize,
  filter,
  enabled = true,
}: UseOrderBookParameters): UseOrderBookResult {
  const params = {
    network,
    contractAddress,
    tokenId,
    filter,
    page: pageSize === undefined ? undefined : { pageSize },
  }
  const listings = useListings({ ...params, query: { enabled } })
  const offers = useOffers({ ...params, query: { enabled } })

  const listingPages = listings.data?.pages
  const offerPages = offers.data?.pages
  const listingList = useMemo(() => listingPages?.flatMap((p) => p.listings) ?? [], [listingPages])
  const offerList = useMemo(() => offerPages?.flatMap((p) => p.offers) ?? [], [offerPages])

  const { refetch: refetchListings, fetchNextPage: nextListings } = listings
  const { refetch: refetchOffers, fetchNextPage: nextOffers } = offers
  const canListings = listings.hasNextPage && !listings.isFetchingNextPage
  const canOffers = offers.hasNextPage && !offers.isFetchingNextPage

  const refetch = useCallback(async () => {
    await Promise.all([refetchListings(), refetchOffers()])
  }, [refetchListings, refetchOffers])
  const listingCount = listingPages?.length ?? 0
  const offerCount = offerPages?.length ?? 0
  const fetchMoreListings = useCallback(async () => {
    if (canListings) await nextPageAfterRefetch(nextListings, listingCount)
  }, [canListings, nextListings, listingCount])
  const fetchMoreOffers = useCallback(async () => {
    if (canOffers) await nextPageAfterRefetch(nextOffers, offerCount)
  }, [canOffers, nextOffers, offerCount])

  return {
    listings: listingList,
    offers: offerList,
    isPending: listings.isPending || offers.isPending,
    isError: listings.isError || offers.isError,
    error: listings.error ?? offers.error ?? null,
    refetch,
    fetchMoreListings,
    fetchMoreOffers,
    hasMoreListings: listings.hasNextPage,
    hasMoreOffers: offers.hasNextPage,
    isFetchingMoreListings: listings.isFetchingNextPage,
    isFetchingMoreOffers: offers.isFetchingNextPage,
  }
}
