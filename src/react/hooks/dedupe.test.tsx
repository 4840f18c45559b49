/**
 * De-duplication and freshness: many readers of one query make one request,
 * a re-mount within `FRESHNESS.orders` makes none (and one after it), and
 * parameters that mean the same thing (a token id as bigint, number or
 * string) share one cache entry.
 */
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../test/support/platform.js'
import { EMULATOR_COLLECTION } from '../../emulator/index.js'
import {
  FRESHNESS,
  floorOrderQueryKey,
  lowestPriceOfferQueryKey,
  useFloorOrder,
  useListings,
  useLowestPriceOffer,
} from '../index.js'

const platform = setupTestPlatform({ size: 60 })
const { emulator } = platform
const market = emulator.state.marketplace
const contractAddress = EMULATOR_COLLECTION.creatures.address
const params = { network: 'anvil', contractAddress } as const

const collection = market.collectionByAddress(contractAddress)!
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
const hasLive = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(contractAddress, tokenId)
    .some(
      (o) =>
        o.side === side && market.isOrderLive(contractAddress, o.orderId, emulator.clock.now()),
    )
/** A token with a live offer and a live listing, whose id is not 0 (so that `19n`, `19` and `'19'` differ as values). */
const TOKEN = tokenIds.find((id) => id !== '0' && hasLive(id, 'offer') && hasLive(id, 'listing'))!

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Floor({ n }: { n: number }) {
  const { data } = useFloorOrder(params)
  return <li>{data ? `${n}: ${data.collectible!.order?.priceUSDFormatted}` : `${n}: …`}</li>
}

function TenFloors() {
  return (
    <ul>
      {Array.from({ length: 10 }, (_, n) => (
        <Floor key={String(n)} n={n} />
      ))}
    </ul>
  )
}

describe('de-duplication', () => {
  test('ten components reading the same floor make one request', async () => {
    const { wrapper, queryClient } = platform.providers()
    render(<TenFloors />, { wrapper })
    await waitFor(() => expect(screen.queryAllByText(/\$/)).toHaveLength(10))
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
    expect(
      queryClient.getQueryCache().findAll({ queryKey: floorOrderQueryKey(params) }),
    ).toHaveLength(1)
    const labels = screen.getAllByRole('listitem').map((li) => li.textContent?.split(': ')[1])
    expect(new Set(labels).size).toBe(1)
  })

  test('a re-mount within the fresh time makes no request; after it, one', async () => {
    expect(FRESHNESS.orders).toBe(10_000)
    const { wrapper } = platform.providers()
    const first = render(<TenFloors />, { wrapper })
    await waitFor(() => expect(screen.queryAllByText(/\$/)).toHaveLength(10))
    first.unmount()
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)

    // Only Date is faked: timers (and msw) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + FRESHNESS.orders - 1_000)
    const second = render(<TenFloors />, { wrapper })
    expect(screen.queryAllByText(/\$/)).toHaveLength(10)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
    second.unmount()

    vi.setSystemTime(Date.now() + 2_000)
    render(<TenFloors />, { wrapper })
    // Stale data is shown at once, and refreshed by one request for all ten.
    expect(screen.queryAllByText(/\$/)).toHaveLength(10)
    await waitFor(() => expect(platform.count('Marketplace/GetFloorOrder')).toBe(1 + 1))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(2)
  })

  test('a token id as bigint and as string shares one cache entry', async () => {
    const { wrapper, queryClient } = platform.providers()
    const { result } = renderHook(
      () => ({
        big: useLowestPriceOffer({ ...params, tokenId: BigInt(TOKEN) }),
        text: useLowestPriceOffer({ ...params, tokenId: TOKEN }),
      }),
      { wrapper },
    )
    await waitFor(() =>
      expect(result.current.big.isSuccess && result.current.text.isSuccess).toBe(true),
    )
    expect(result.current.big.data).toBe(result.current.text.data)
    expect(platform.count('Marketplace/GetLowestPriceOfferForCollectible')).toBe(1)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
    expect(lowestPriceOfferQueryKey({ ...params, tokenId: BigInt(TOKEN) })).toEqual(
      lowestPriceOfferQueryKey({ ...params, tokenId: TOKEN }),
    )
  })

  test('the same holds for an infinite query, mounted one after the other', async () => {
    const { wrapper } = platform.providers()
    const first = renderHook(() => useListings({ ...params, tokenId: TOKEN }), { wrapper })
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
    const second = renderHook(() => useListings({ ...params, tokenId: BigInt(TOKEN) }), {
      wrapper,
    })
    expect(second.result.current.data).toBe(first.result.current.data)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(1)
  })

  /**
   * `tokenId` accepts `bigint | number | string` (Uint256Input) and every form
   * is sent as the same decimal string (decisions.md §2), so every form must
   * name the same cache entry. Fails today: `keyParams` (src/query/shared.ts)
   * turns bigints into strings but leaves numbers as numbers, so `42` and
   * `'42'` are two entries, two requests, and invalidating by the key of one
   * misses the other.
   */
  test('a token id as a number shares it too (it is sent as the same string)', async () => {
    const { wrapper, queryClient } = platform.providers()
    const { result } = renderHook(
      () => ({
        num: useLowestPriceOffer({ ...params, tokenId: Number(TOKEN) }),
        text: useLowestPriceOffer({ ...params, tokenId: TOKEN }),
      }),
      { wrapper },
    )
    await waitFor(() =>
      expect(result.current.num.isSuccess && result.current.text.isSuccess).toBe(true),
    )
    expect(platform.calls.map((c) => c.body)).toContainEqual({ contractAddress, tokenId: TOKEN })
    expect(platform.count('Marketplace/GetLowestPriceOfferForCollectible')).toBe(1)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
    expect(lowestPriceOfferQueryKey({ ...params, tokenId: Number(TOKEN) })).toEqual(
      lowestPriceOfferQueryKey({ ...params, tokenId: TOKEN }),
    )
  })

  test('different parameters are different entries', async () => {
    const { wrapper } = platform.providers()
    const { result } = renderHook(
      () => ({
        creatures: useFloorOrder(params),
        relics: useFloorOrder({
          network: 'anvil',
          contractAddress: EMULATOR_COLLECTION.relics.address,
        }),
      }),
      { wrapper },
    )
    await waitFor(() =>
      expect(result.current.creatures.isSuccess && result.current.relics.isSuccess).toBe(true),
    )
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(2)
    expect(result.current.creatures.data).not.toEqual(result.current.relics.data)
  })
})
