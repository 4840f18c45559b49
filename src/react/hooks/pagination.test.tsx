/**
 * Paging through the hooks (decisions.md §5): each `fetchNextPage` is one
 * request, `hasNextPage` follows `page.more`, the pages join into the whole
 * list in price order without repeats; ListContracts pages by cursor; the
 * single-page hooks keep the previous page shown while the next loads.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupTestPlatform } from '../../../test/support/platform.js'
import { servedOrder } from '../../../test/support/served.js'
import { EMULATOR_COLLECTION } from '../../emulator/index.js'
import type { StoredOrder } from '../../emulator/stored.js'
import {
  useCollectibles,
  useContracts,
  useListings,
  useListingsPage,
  useOffers,
  useOffersPage,
} from '../index.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)

const { emulator } = platform
const market = emulator.state.marketplace
const contractAddress = EMULATOR_COLLECTION.creatures.address
const params = { network: 'anvil', contractAddress } as const

const byPrice = (a: StoredOrder, b: StoredOrder) =>
  a.priceUSD - b.priceUSD || Number(a.orderId) - Number(b.orderId)
const collection = market.collectionByAddress(contractAddress)!
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
const liveOrders = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(contractAddress, tokenId)
    .filter(
      (o) =>
        o.side === side && market.isOrderLive(contractAddress, o.orderId, emulator.clock.now()),
    )
    .sort(byPrice)
const mostOrders = (side: 'listing' | 'offer') =>
  tokenIds.reduce((best, id) =>
    liveOrders(id, side).length > liveOrders(best, side).length ? id : best,
  )

/** The listed collectibles as the emulator holds them: best listing first, then token id. */
const LISTED = tokenIds
  .map((tokenId) => ({ tokenId, best: liveOrders(tokenId, 'listing')[0] }))
  .filter((t): t is { tokenId: string; best: StoredOrder } => t.best !== undefined)
  .sort((a, b) => a.best.priceUSD - b.best.priceUSD || Number(a.tokenId) - Number(b.tokenId))

/** Fetches the next page, waits until the hook shows it, and checks that it took exactly one request. */
async function nextPage(
  result: {
    readonly current: {
      fetchNextPage: () => Promise<unknown>
      data: { pages: readonly unknown[] } | undefined
    }
  },
  operation: string,
) {
  const before = platform.count(operation)
  const pages = result.current.data?.pages.length ?? 0
  await act(async () => {
    await result.current.fetchNextPage()
  })
  await waitFor(() => expect(result.current.data?.pages).toHaveLength(pages + 1))
  expect(platform.count(operation)).toBe(before + 1)
}

describe('useCollectibles', () => {
  test('pages of 25 until page.more is false: one request a page, the whole list once', async () => {
    const op = 'Marketplace/ListCollectibles'
    expect(LISTED.length).toBeGreaterThan(75)
    const pageCount = Math.ceil(LISTED.length / 25)
    const { result } = renderHook(() => useCollectibles({ ...params, page: { pageSize: 25 } }), {
      wrapper: platform.providers().wrapper,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(platform.count(op)).toBe(1)
    for (let page = 2; page <= pageCount; page++) {
      expect(result.current.hasNextPage).toBe(true)
      await nextPage(result, op)
      expect(result.current.data?.pages).toHaveLength(page)
    }
    const pages = result.current.data!.pages
    expect(pages.map((p) => p.page!.page)).toEqual(
      Array.from({ length: pageCount }, (_, i) => i + 1),
    )
    expect(pages.map((p) => p.page!.more)).toEqual(pages.map((_, i) => i < pageCount - 1))
    expect(pages.every((p) => p.page!.pageSize === 25)).toBe(true)
    expect(result.current.hasNextPage).toBe(false)
    expect(platform.calls.map((c) => (c.body as { page: unknown }).page)).toEqual(
      pages.map((_, i) => ({ page: i + 1, pageSize: 25 })),
    )

    const all = pages.flatMap((p) => p.collectibles)
    const ids = all.map((c) => c.metadata.tokenId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(LISTED.map((t) => t.tokenId))
    expect(all.map((c) => c.order)).toEqual(LISTED.map((t) => servedOrder(t.best)))
    const prices = all.map((c) => c.order!.priceUSD!)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    // Past the last page there is nothing to ask.
    await act(async () => {
      await result.current.fetchNextPage()
    })
    expect(platform.count(op)).toBe(pageCount)
    expect(result.current.data?.pages).toHaveLength(pageCount)
  })
})

describe('useListings and useOffers', () => {
  test("a token's listings one per page, cheapest first, then no next page", async () => {
    const op = 'Marketplace/ListListingsForCollectible'
    const tokenId = mostOrders('listing')
    const expected = liveOrders(tokenId, 'listing').map(servedOrder)
    expect(expected.length).toBeGreaterThan(2)
    const { result } = renderHook(
      () => useListings({ ...params, tokenId, page: { pageSize: 1 } }),
      { wrapper: platform.providers().wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    for (let page = 2; page <= expected.length; page++) {
      expect(result.current.hasNextPage).toBe(true)
      await nextPage(result, op)
    }
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.data?.pages.at(-1)?.page?.more).toBe(false)
    const listings = result.current.data!.pages.flatMap((p) => p.listings)
    expect(listings).toEqual(expected)
    expect(new Set(listings.map((o) => o.orderId)).size).toBe(listings.length)
    expect(platform.count(op)).toBe(expected.length)
  })

  test("a token's offers one per page, highest first, then no next page", async () => {
    const op = 'Marketplace/ListOffersForCollectible'
    const tokenId = mostOrders('offer')
    const expected = liveOrders(tokenId, 'offer').reverse().map(servedOrder)
    expect(expected.length).toBeGreaterThan(2)
    const { result } = renderHook(
      () => useOffers({ ...params, tokenId: BigInt(tokenId), page: { pageSize: 1 } }),
      { wrapper: platform.providers().wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    for (let page = 2; page <= expected.length; page++) {
      expect(result.current.hasNextPage).toBe(true)
      await nextPage(result, op)
    }
    expect(result.current.hasNextPage).toBe(false)
    const offers = result.current.data!.pages.flatMap((p) => p.offers)
    expect(offers).toEqual(expected)
    const prices = offers.map((o) => o.priceUSD!)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(platform.count(op)).toBe(expected.length)
  })
})

describe('useContracts', () => {
  test('pages by cursor: every contract of project 1 exactly once', async () => {
    const op = 'Builder/ListContracts'
    const expected = emulator.state.builder.contracts(1)
    const pageSize = 10
    const pageCount = Math.ceil(expected.length / pageSize)
    expect(pageCount).toBeGreaterThan(2)
    const { result } = renderHook(() => useContracts({ projectId: 1, page: { pageSize } }), {
      wrapper: platform.providers().wrapper,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    for (let page = 2; page <= pageCount; page++) {
      expect(result.current.hasNextPage).toBe(true)
      await nextPage(result, op)
    }
    expect(result.current.hasNextPage).toBe(false)
    const pages = result.current.data!.pages
    const contracts = pages.flatMap((p) => p.contracts)
    expect(contracts.map((c) => c.id)).toEqual(expected.map((c) => c.id))
    expect(contracts).toEqual(expected)
    expect(platform.count(op)).toBe(pageCount)
    // Each request after the first starts after the last contract of the page before.
    const sent = platform.calls.map((c) => (c.body as { page: { after?: unknown } }).page.after)
    expect(sent).toEqual([undefined, ...pages.slice(0, -1).map((p) => p.contracts.at(-1)?.id)])
  })
})

describe('useListingsPage and useOffersPage', () => {
  test('the previous page stays as placeholder while the next loads', async () => {
    const tokenId = mostOrders('listing')
    const expected = liveOrders(tokenId, 'listing').map(servedOrder)
    const { result, rerender } = renderHook(
      ({ page }) => useListingsPage({ ...params, tokenId, page: { page, pageSize: 1 } }),
      { wrapper: platform.providers().wrapper, initialProps: { page: 1 } },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const first = result.current.data
    expect(first?.listings).toEqual([expected[0]])
    expect(result.current.isPlaceholderData).toBe(false)

    rerender({ page: 2 })
    expect(result.current.data).toBe(first)
    expect(result.current.isPlaceholderData).toBe(true)
    expect(result.current.isFetching).toBe(true)
    expect(result.current.isPending).toBe(false)
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
    expect(result.current.data?.listings).toEqual([expected[1]])
    expect(result.current.data?.page).toMatchObject({ page: 2, more: expected.length > 2 })
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(2)

    // Back to a cached page: shown at once, no placeholder, no request (still fresh).
    rerender({ page: 1 })
    expect(result.current.data).toBe(first)
    expect(result.current.isPlaceholderData).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(2)
  })

  test('useOffersPage does the same', async () => {
    const tokenId = mostOrders('offer')
    const expected = liveOrders(tokenId, 'offer').reverse().map(servedOrder)
    const { result, rerender } = renderHook(
      ({ page }) => useOffersPage({ ...params, tokenId, page: { page, pageSize: 2 } }),
      { wrapper: platform.providers().wrapper, initialProps: { page: 1 } },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const first = result.current.data
    expect(first?.offers).toEqual(expected.slice(0, 2))
    rerender({ page: 2 })
    expect(result.current.data).toBe(first)
    expect(result.current.isPlaceholderData).toBe(true)
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
    expect(result.current.data?.offers).toEqual(expected.slice(2, 4))
  })
})
