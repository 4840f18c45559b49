/**
 * useOrderBook against the emulator: both sides of one collectible as flat
 * lists, paging each side on its own, the order filter, errors, refetch.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupTestPlatform } from '../../../test/support/platform.js'
import { servedOrder } from '../../../test/support/served.js'
import type { Order } from '../../core/schemas/order.js'
import { EMULATOR_COLLECTION } from '../../emulator/index.js'
import { type UseOrderBookParameters, useOrderBook } from './useOrderBook.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const { emulator } = platform
const market = emulator.state.marketplace
const creatures = EMULATOR_COLLECTION.creatures.address
const NOWHERE = '0x000000000000000000000000000000000000dEaD'

const byPrice = (a: Order, b: Order) =>
  a.priceUSD! - b.priceUSD! || Number(a.orderId) - Number(b.orderId)
const live = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(creatures, tokenId)
    .filter(
      (o) => o.side === side && market.isOrderLive(creatures, o.orderId, emulator.clock.now()),
    )
    .sort(byPrice)
    .map(servedOrder)

const collection = market.collectionByAddress(creatures)!
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
/** A token with at least three live listings and two live offers. */
const TOKEN = tokenIds.find(
  (id) => live(id, 'listing').length >= 3 && live(id, 'offer').length >= 2,
)!
const LISTINGS = live(TOKEN, 'listing')
const OFFERS = live(TOKEN, 'offer').reverse()

/** A client that does not retry, so errors show at once. */
const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

function render(params: Partial<UseOrderBookParameters> = {}, queryClient?: QueryClient) {
  const { wrapper } = platform.providers(queryClient)
  return renderHook(
    (props: Partial<UseOrderBookParameters>) =>
      useOrderBook({ network: 'anvil', contractAddress: creatures, tokenId: TOKEN, ...props }),
    { wrapper, initialProps: params },
  )
}

describe('useOrderBook', () => {
  test('pending, then both sides of the collectible, flattened', async () => {
    expect(TOKEN).toBeDefined()
    const { result } = render()
    expect(result.current).toMatchObject({ isPending: true, listings: [], offers: [] })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.listings).toEqual(LISTINGS)
    expect(result.current.offers).toEqual(OFFERS)
    expect(result.current).toMatchObject({
      isError: false,
      error: null,
      hasMoreListings: false,
      hasMoreOffers: false,
    })
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(1)
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(1)
  })

  test('pages each side on its own', async () => {
    const { result } = render({ pageSize: 1 })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.listings).toEqual(LISTINGS.slice(0, 1))
    expect(result.current.offers).toEqual(OFFERS.slice(0, 1))
    expect(result.current.hasMoreListings).toBe(true)
    expect(result.current.hasMoreOffers).toBe(true)
    expect(platform.calls[0]?.body).toMatchObject({ page: { pageSize: 1 } })

    await act(() => result.current.fetchMoreListings())
    await waitFor(() => expect(result.current.listings).toEqual(LISTINGS.slice(0, 2)))
    expect(result.current.offers).toEqual(OFFERS.slice(0, 1))
    await act(() => result.current.fetchMoreListings())
    await waitFor(() => expect(result.current.listings).toEqual(LISTINGS.slice(0, 3)))
    expect(result.current.hasMoreListings).toBe(LISTINGS.length > 3)

    await act(() => result.current.fetchMoreOffers())
    await waitFor(() => expect(result.current.offers).toEqual(OFFERS.slice(0, 2)))
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(3)
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(2)
  })

  test('asks for nothing more when there is no next page', async () => {
    const { result } = render()
    await waitFor(() => expect(result.current.isPending).toBe(false))
    await act(() => result.current.fetchMoreListings())
    await act(() => result.current.fetchMoreOffers())
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(1)
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(1)
  })

  test('narrows both sides with the order filter', async () => {
    const maker = LISTINGS[0]!.createdBy!
    const { result } = render({ filter: { createdBy: [maker] } })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.listings).toEqual(LISTINGS.filter((o) => o.createdBy === maker))
    expect(result.current.offers).toEqual(OFFERS.filter((o) => o.createdBy === maker))
    expect(platform.calls.every((c) => (c.body as { filter?: unknown }).filter)).toBe(true)
  })

  test('an unknown collection is an error of the book; refetch asks again', async () => {
    const { result } = render({ contractAddress: NOWHERE }, noRetry())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'NotFound' })
    expect(result.current.listings).toEqual([])
    const before = platform.calls.length
    await act(() => result.current.refetch())
    expect(platform.calls.length).toBe(before + 2)
    await waitFor(() => expect(result.current.isError).toBe(true))
  })

  test('sends nothing while disabled', async () => {
    const { result, rerender } = render({ enabled: false })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.isPending).toBe(true)
    expect(platform.calls).toHaveLength(0)
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.listings).toEqual(LISTINGS)
  })

  test('refetch follows the book: a cancelled listing disappears', async () => {
    const { result } = render()
    await waitFor(() => expect(result.current.isPending).toBe(false))
    const gone = LISTINGS[0]!
    market.cancelOrder(creatures, gone.orderId, emulator.clock.now())
    await act(() => result.current.refetch())
    // TanStack notifies observers on the next tick: wait for the new data to arrive.
    await waitFor(() => expect(result.current.listings).toEqual(LISTINGS.slice(1)))
    expect(result.current.offers).toEqual(OFFERS)
  })

  test.each([
    ['as it starts', false],
    ['once its request is at the server', true],
  ])('"Load more" during a refetch (%s) waits for it instead of cancelling it', async (_, sent) => {
    const { result } = render({ pageSize: 1 })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    const [first] = live(TOKEN, 'listing')
    market.cancelOrder(creatures, first!.orderId, emulator.clock.now())
    const left = live(TOKEN, 'listing')
    emulator.controls.set({ latency: { 'Marketplace/ListListingsForCollectible': 100 } })
    try {
      await act(async () => {
        // A live update's refetch, and "Load more" pressed before it answered.
        const asked = platform.count('Marketplace/ListListingsForCollectible')
        const refetch = result.current.refetch()
        if (sent) {
          await waitFor(() =>
            expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(asked + 1),
          )
        }
        await result.current.fetchMoreListings()
        await refetch
      })
    } finally {
      emulator.controls.reset()
    }
    // Cancelled, the refetch would leave the cancelled listing on the first page.
    await waitFor(() => expect(result.current.listings).toEqual(left.slice(0, 2)))
  })
})
