/**
 * Every query hook against the emulator: pending before data, the data the
 * emulator holds, its errors (server-side NotFound / Unauthorized /
 * PermissionDenied, and client-side InvalidArgument that sends nothing), the
 * TanStack options a hook passes through (`select`, `enabled`), and the retry
 * policy of decisions.md §4 (a 4xx is never retried, a transient 5xx is).
 */
import {
  type InfiniteData,
  QueryClient,
  QueryClientProvider,
  type UseQueryResult,
} from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, expectTypeOf, test } from 'vitest'
import { setupTestPlatform } from '../../../test/support/platform.js'
import { servedOrder } from '../../../test/support/served.js'
import { encodeETHAuthProof, ethAuthTypedData } from '../../core/ethauth/index.js'
import type { Order } from '../../core/schemas/order.js'
import type { GetFloorOrderResponse } from '../../core/schemas/rpc/getFloorOrder.js'
import type { ListCollectiblesResponse } from '../../core/schemas/rpc/listCollectibles.js'
import type { ClientConfig } from '../../core/transport/client.js'
import type { PlatformError } from '../../core/transport/errors.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION, emulatorConfig } from '../../emulator/index.js'
import { propertyFilters } from '../../emulator/marketplace/filters.js'
import {
  floorOrderQueryKey,
  PlatformProvider,
  useCollectibles,
  useContracts,
  useFloorOrder,
  useHighestPriceListing,
  useIsValidETHAuthProof,
  useListings,
  useListingsPage,
  useLowestPriceOffer,
  useOffers,
  useOffersPage,
  useOrders,
  useRelayerChainId,
  useTokenCollectionFilters,
} from '../index.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const { emulator } = platform
const market = emulator.state.marketplace

const creatures = EMULATOR_COLLECTION.creatures.address
const relics = EMULATOR_COLLECTION.relics.address
/** A valid address that names no collection. */
const NOWHERE = '0x000000000000000000000000000000000000dEaD'
const BAD_ADDRESS = '0x1234'

// ---------------------------------------------------------------------------
// What the emulator holds, computed from its state rather than its handlers.

const byPrice = (a: Order, b: Order) =>
  a.priceUSD! - b.priceUSD! || Number(a.orderId) - Number(b.orderId)

const collection = market.collectionByAddress(creatures)!
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
const liveOrders = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(creatures, tokenId)
    .filter(
      (o) => o.side === side && market.isOrderLive(creatures, o.orderId, emulator.clock.now()),
    )
    .sort(byPrice)
    .map(servedOrder)
const mostOrders = (side: 'listing' | 'offer') =>
  tokenIds.reduce((best, id) =>
    liveOrders(id, side).length > liveOrders(best, side).length ? id : best,
  )
/** The token with the most live listings, and the one with the most live offers. */
const LISTED = mostOrders('listing')
const OFFERED = mostOrders('offer')
const UNLISTED = tokenIds.find((id) => liveOrders(id, 'listing').length === 0)!
const NO_OFFERS = tokenIds.find((id) => liveOrders(id, 'offer').length === 0)!
const FLOOR = tokenIds.flatMap((id) => liveOrders(id, 'listing')).sort(byPrice)[0]!

// ---------------------------------------------------------------------------
// Providers.

/** A QueryClient whose default retry delay is zero: a broken retry policy shows as extra calls at once. */
const quickClient = () =>
  new QueryClient({ defaultOptions: { queries: { retryDelay: 0 }, mutations: { retryDelay: 0 } } })

/** Providers with a config of our own (another key, another fetch). */
function withConfig(config: ClientConfig, queryClient: QueryClient = quickClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider config={config}>{children}</PlatformProvider>
    </QueryClientProvider>
  )
}

const unknownKeyConfig: ClientConfig = { ...emulatorConfig(), accessKey: 'pk_nobody' }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Renders a hook, checks it is pending with no data yet, and waits until it settles. */
async function settled<R extends { isPending: boolean; data: unknown }>(
  hook: () => R,
  wrapper = platform.providers().wrapper,
) {
  const rendered = renderHook(hook, { wrapper })
  expect(rendered.result.current.isPending).toBe(true)
  expect(rendered.result.current.data).toBeUndefined()
  await waitFor(() => expect(rendered.result.current.isPending).toBe(false))
  return rendered
}

/** Waits for a query hook's error and returns it. */
async function failed<R extends { isError: boolean; error: PlatformError | null }>(
  hook: () => R,
  wrapper = platform.providers(quickClient()).wrapper,
) {
  const { result } = renderHook(hook, { wrapper })
  await waitFor(() => expect(result.current.isError).toBe(true))
  return result.current.error!
}

// ---------------------------------------------------------------------------

describe('useRelayerChainId', () => {
  test('pending, then the chain id of the relayer of the network', async () => {
    const { result } = await settled(() => useRelayerChainId({ network: 'anvil' }))
    expect(result.current.data).toEqual({ chainID: 31337 })
    const polygon = await settled(() => useRelayerChainId({ network: 137 }))
    expect(polygon.result.current.data).toEqual({ chainID: 137 })
    expect(platform.count('Relayer/GetChainID')).toBe(2)
  })

  test('an unknown access key is Unauthorized, asked once', async () => {
    const error = await failed(
      () => useRelayerChainId({ network: 'anvil' }),
      withConfig(unknownKeyConfig),
    )
    expect(error).toMatchObject({ error: 'Unauthorized', code: 1000, status: 401 })
    expect(error.operation).toBe('Relayer/GetChainID')
    expect(platform.count('Relayer/GetChainID')).toBe(1)
  })
})

describe('useTokenCollectionFilters', () => {
  test("the collection's filters, as the emulator derives them", async () => {
    const { result } = await settled(() =>
      useTokenCollectionFilters({ network: 'anvil', contractAddress: creatures }),
    )
    expect(result.current.data?.filters).toEqual(propertyFilters(collection))
    expect(result.current.data?.filters.length).toBeGreaterThan(0)
    expect(platform.calls[0]?.body).toEqual({ contractAddress: creatures, chainID: '31337' })
  })

  test('an unknown collection is NotFound', async () => {
    const error = await failed(() =>
      useTokenCollectionFilters({ network: 'anvil', contractAddress: NOWHERE }),
    )
    expect(error).toMatchObject({ error: 'NotFound', code: 3000 })
    expect(platform.count('Metadata/TokenCollectionFilters')).toBe(1)
  })
})

describe('useCollectibles', () => {
  test('the first page: 30 collectibles with a live listing, the floor first', async () => {
    const { result } = await settled(() =>
      useCollectibles({ network: 'anvil', contractAddress: creatures }),
    )
    const first = result.current.data?.pages[0]
    expect(result.current.data?.pages).toHaveLength(1)
    expect(first?.collectibles).toHaveLength(30)
    expect(first?.page).toMatchObject({ page: 1, pageSize: 30, more: true })
    expect(first?.collectibles[0]?.order).toEqual(FLOOR)
    for (const c of first?.collectibles ?? []) {
      expect(c.order && market.isOrderLive(creatures, c.order.orderId, emulator.clock.now())).toBe(
        true,
      )
    }
    expect(result.current.hasNextPage).toBe(true)
  })

  test('an unknown collection is NotFound', async () => {
    const error = await failed(() =>
      useCollectibles({ network: 'anvil', contractAddress: NOWHERE }),
    )
    expect(error).toMatchObject({ error: 'NotFound', operation: 'Marketplace/ListCollectibles' })
    expect(platform.count('Marketplace/ListCollectibles')).toBe(1)
  })
})

describe('useFloorOrder', () => {
  test('the collectible of the cheapest live listing, with that listing as order', async () => {
    const { result } = await settled(() =>
      useFloorOrder({ network: 'anvil', contractAddress: creatures }),
    )
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.data?.collectible?.order).toEqual(FLOOR)
    expect(result.current.data?.collectible?.metadata.tokenId).toBe(FLOOR.tokenId)
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
  })

  test("the server's NotFound reads as no floor (decisions.md §6), asked once", async () => {
    const { result } = await settled(() =>
      useFloorOrder({ network: 'anvil', contractAddress: NOWHERE }),
    )
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.data).toEqual({})
    await pause(30)
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
  })
})

describe('useLowestPriceOffer', () => {
  test("the token's cheapest live offer", async () => {
    const { result } = await settled(() =>
      useLowestPriceOffer({ network: 'anvil', contractAddress: creatures, tokenId: OFFERED }),
    )
    expect(liveOrders(OFFERED, 'offer').length).toBeGreaterThan(1)
    expect(result.current.data?.order).toEqual(liveOrders(OFFERED, 'offer')[0])
  })

  test('a token without offers has none: the NotFound reads as no order', async () => {
    const { result } = await settled(() =>
      useLowestPriceOffer({ network: 'anvil', contractAddress: creatures, tokenId: NO_OFFERS }),
    )
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.data?.order).toBeUndefined()
    expect(platform.count('Marketplace/GetLowestPriceOfferForCollectible')).toBe(1)
  })
})

describe('useHighestPriceListing', () => {
  test("the token's dearest live listing", async () => {
    const { result } = await settled(() =>
      useHighestPriceListing({ network: 'anvil', contractAddress: creatures, tokenId: LISTED }),
    )
    expect(liveOrders(LISTED, 'listing').length).toBeGreaterThan(1)
    expect(result.current.data?.order).toEqual(liveOrders(LISTED, 'listing').at(-1))
  })

  test('a token without listings has none: the NotFound reads as no order', async () => {
    const { result } = await settled(() =>
      useHighestPriceListing({ network: 'anvil', contractAddress: creatures, tokenId: UNLISTED }),
    )
    expect(result.current.isSuccess).toBe(true)
    expect(result.current.data?.order).toBeUndefined()
    expect(platform.count('Marketplace/GetHighestPriceListingForCollectible')).toBe(1)
  })
})

describe('useListings and useListingsPage', () => {
  test('the live listings of a token, cheapest first', async () => {
    const { result } = await settled(() =>
      useListings({ network: 'anvil', contractAddress: creatures, tokenId: LISTED }),
    )
    expect(result.current.data?.pages[0]?.listings).toEqual(liveOrders(LISTED, 'listing'))
    expect(result.current.hasNextPage).toBe(false)
    const page = await settled(() =>
      useListingsPage({
        network: 'anvil',
        contractAddress: creatures,
        tokenId: LISTED,
        page: { page: 2, pageSize: 1 },
      }),
    )
    expect(page.result.current.data?.listings).toEqual([liveOrders(LISTED, 'listing')[1]])
    expect(page.result.current.data?.page).toMatchObject({ page: 2, pageSize: 1 })
  })

  test('an unknown collection is NotFound for both', async () => {
    const params = { network: 'anvil', contractAddress: NOWHERE, tokenId: '1' }
    expect(await failed(() => useListings(params))).toMatchObject({ error: 'NotFound' })
    expect(await failed(() => useListingsPage(params))).toMatchObject({ error: 'NotFound' })
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(2)
  })
})

describe('useOffers and useOffersPage', () => {
  test('the live offers of a token, highest first', async () => {
    const expected = liveOrders(OFFERED, 'offer').reverse()
    const { result } = await settled(() =>
      useOffers({ network: 'anvil', contractAddress: creatures, tokenId: OFFERED }),
    )
    expect(result.current.data?.pages[0]?.offers).toEqual(expected)
    const page = await settled(() =>
      useOffersPage({
        network: 'anvil',
        contractAddress: creatures,
        tokenId: OFFERED,
        page: { page: 1, pageSize: 1 },
      }),
    )
    expect(page.result.current.data?.offers).toEqual([expected[0]])
    expect(page.result.current.data?.page?.more).toBe(true)
  })

  test('an unknown collection is NotFound for both', async () => {
    const params = { network: 'anvil', contractAddress: NOWHERE, tokenId: '1' }
    expect(await failed(() => useOffers(params))).toMatchObject({ error: 'NotFound' })
    expect(await failed(() => useOffersPage(params))).toMatchObject({ error: 'NotFound' })
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(2)
  })
})

describe('useOrders', () => {
  test('the orders named, in input order, any status; unknown ones left out', async () => {
    const notLive = tokenIds
      .flatMap((id) => market.ordersOfToken(creatures, id))
      .find((o) => o.status !== 'active')!
    const input = [
      { contractAddress: creatures, orderId: FLOOR.orderId },
      { contractAddress: creatures, orderId: '987654321' },
      { contractAddress: creatures, orderId: notLive.orderId },
    ]
    const { result } = await settled(() => useOrders({ network: 'anvil', input }))
    expect(result.current.data?.orders).toEqual([
      servedOrder(market.findOrder(creatures, FLOOR.orderId)!),
      servedOrder(market.findOrder(creatures, notLive.orderId)!),
    ])
  })

  test('an unknown access key is Unauthorized', async () => {
    const error = await failed(
      () => useOrders({ network: 'anvil', input: [{ contractAddress: creatures, orderId: '1' }] }),
      withConfig(unknownKeyConfig),
    )
    expect(error).toMatchObject({ error: 'Unauthorized', status: 401 })
    expect(platform.count('Marketplace/GetOrders')).toBe(1)
  })
})

describe('useContracts', () => {
  test("the first page of the project's contracts, by id", async () => {
    const { result } = await settled(() => useContracts({ projectId: 1 }))
    const all = emulator.state.builder.contracts(1)
    expect(result.current.data?.pages[0]?.contracts).toEqual(all.slice(0, 30))
    expect(result.current.hasNextPage).toBe(all.length > 30)
  })

  test("another project's contracts are PermissionDenied", async () => {
    const error = await failed(() => useContracts({ projectId: 2 }))
    expect(error).toMatchObject({ error: 'PermissionDenied', code: 1001, status: 403 })
    expect(platform.count('Builder/ListContracts')).toBe(1)
  })
})

describe('useIsValidETHAuthProof', () => {
  const signer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
  async function proof() {
    const now = Math.floor(emulator.clock.now() / 1000)
    const claims = { app: 'hook-tests', iat: now - 10, exp: now + 3600, v: '1' }
    const signature = await signer.signTypedData(ethAuthTypedData(claims))
    return encodeETHAuthProof({ address: signer.address, claims, signature })
  }

  test("valid for its signer's wallet, not for another", async () => {
    const ethAuthProofString = await proof()
    const own = await settled(() =>
      useIsValidETHAuthProof({
        network: 'anvil',
        walletAddress: signer.address,
        ethAuthProofString,
      }),
    )
    expect(own.result.current.data).toEqual({ isValid: true })
    const other = await settled(() =>
      useIsValidETHAuthProof({
        network: 'anvil',
        walletAddress: DEV_ACCOUNTS[1]!.address,
        ethAuthProofString,
      }),
    )
    expect(other.result.current.data).toEqual({ isValid: false })
    expect(platform.calls.map((c) => c.body)).toEqual([
      { walletAddress: signer.address, ethAuthProofString, chainId: '31337' },
      { walletAddress: DEV_ACCOUNTS[1]!.address, ethAuthProofString, chainId: '31337' },
    ])
  })

  test('a string that is no proof is InvalidArgument from the server, asked once', async () => {
    const error = await failed(() =>
      useIsValidETHAuthProof({
        network: 'anvil',
        walletAddress: signer.address,
        ethAuthProofString: 'not-a-proof',
      }),
    )
    expect(error).toMatchObject({ error: 'InvalidArgument', code: 2001, status: 400 })
    expect(platform.count('API/IsValidETHAuthProof')).toBe(1)
  })
})

// ---------------------------------------------------------------------------

type AnyQuery = { isError: boolean; error: PlatformError | null }

const invalid: [string, () => AnyQuery, string][] = [
  ['useRelayerChainId', () => useRelayerChainId({ network: 'atlantis' }), 'network'],
  [
    'useTokenCollectionFilters',
    () => useTokenCollectionFilters({ network: 'anvil', contractAddress: BAD_ADDRESS }),
    'contractAddress',
  ],
  [
    'useCollectibles',
    () => useCollectibles({ network: 'anvil', contractAddress: BAD_ADDRESS }),
    'contractAddress',
  ],
  [
    'useFloorOrder',
    () => useFloorOrder({ network: 'anvil', contractAddress: BAD_ADDRESS }),
    'contractAddress',
  ],
  [
    'useLowestPriceOffer',
    () =>
      useLowestPriceOffer({
        network: 'anvil',
        contractAddress: creatures,
        tokenId: '1',
        filter: { createdBy: [BAD_ADDRESS] },
      }),
    'filter.createdBy.0',
  ],
  [
    'useHighestPriceListing',
    () => useHighestPriceListing({ network: 'anvil', contractAddress: BAD_ADDRESS, tokenId: 1 }),
    'contractAddress',
  ],
  [
    'useListings',
    () => useListings({ network: 'anvil', contractAddress: BAD_ADDRESS, tokenId: 1n }),
    'contractAddress',
  ],
  [
    'useListingsPage',
    () => useListingsPage({ network: 'anvil', contractAddress: creatures, tokenId: '-1' }),
    'tokenId',
  ],
  [
    'useOffers',
    () => useOffers({ network: 'anvil', contractAddress: BAD_ADDRESS, tokenId: '1' }),
    'contractAddress',
  ],
  [
    'useOffersPage',
    () =>
      useOffersPage({
        network: 'anvil',
        contractAddress: creatures,
        tokenId: '1',
        filter: { currencies: [BAD_ADDRESS] },
      }),
    'filter.currencies.0',
  ],
  [
    'useOrders',
    () => useOrders({ network: 'anvil', input: [{ contractAddress: BAD_ADDRESS, orderId: '1' }] }),
    'input.0.contractAddress',
  ],
  ['useContracts', () => useContracts({ projectId: 0 }), 'projectId'],
  [
    'useIsValidETHAuthProof',
    () =>
      useIsValidETHAuthProof({
        network: 'anvil',
        walletAddress: BAD_ADDRESS,
        ethAuthProofString: 'eth.x',
      }),
    'walletAddress',
  ],
]

describe('invalid parameters', () => {
  test.each(invalid)(
    '%s: InvalidArgument naming the field, nothing sent',
    async (_, hook, path) => {
      const error = await failed(hook)
      expect(error).toMatchObject({ error: 'InvalidArgument', code: 2001, status: 400 })
      expect(error.issues[0]?.path).toBe(path)
      await pause(20)
      expect(platform.calls).toHaveLength(0)
    },
  )
})

describe('query options pass through', () => {
  test('select shapes the data (and its type)', async () => {
    const { result } = await settled(() =>
      useFloorOrder({
        network: 'anvil',
        contractAddress: creatures,
        query: { select: (d) => d.collectible!.order?.priceUSD },
      }),
    )
    expect(result.current.data).toBe(FLOOR.priceUSD)
    expectTypeOf(result.current.data).toEqualTypeOf<number | undefined>()
  })

  test('select on an infinite hook', async () => {
    const { result } = await settled(() =>
      useCollectibles({
        network: 'anvil',
        contractAddress: creatures,
        page: { pageSize: 5 },
        query: {
          select: (d) => d.pages.flatMap((p) => p.collectibles.map((c) => c.metadata.tokenId)),
        },
      }),
    )
    expect(result.current.data).toHaveLength(5)
    expect(result.current.data?.[0]).toBe(FLOOR.tokenId)
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>()
  })

  test('enabled: false sends nothing until enabled', async () => {
    const { wrapper } = platform.providers()
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        useFloorOrder({ network: 'anvil', contractAddress: relics, query: { enabled } }),
      { wrapper, initialProps: { enabled: false } },
    )
    await pause(30)
    expect(result.current.isPending).toBe(true)
    expect(result.current.fetchStatus).toBe('idle')
    expect(platform.calls).toHaveLength(0)
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
  })
})

describe('retries (decisions.md §4)', () => {
  /** A fetch that answers `failures` errors of `status` before passing requests on to the emulator. */
  function flaky(failures: number, status: number) {
    const state = { attempts: 0 }
    const fetchFn: typeof fetch = (input, init) => {
      state.attempts++
      if (state.attempts <= failures) {
        const body = { error: 'Unavailable', code: 2002, msg: 'busy', status }
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
        )
      }
      return fetch(input, init)
    }
    return { state, config: { ...emulatorConfig(), fetch: fetchFn } satisfies ClientConfig }
  }

  test('a 4xx is not retried, even when the QueryClient would retry', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 5, retryDelay: 0 } },
    })
    const error = await failed(
      () => useCollectibles({ network: 'anvil', contractAddress: NOWHERE }),
      platform.providers(queryClient).wrapper,
    )
    expect(error).toMatchObject({ error: 'NotFound', status: 400 })
    await pause(30)
    expect(platform.count('Marketplace/ListCollectibles')).toBe(1)
  })

  test('a transient 5xx is retried until it succeeds', async () => {
    const { state, config } = flaky(3, 503)
    const { result } = renderHook(
      () => useFloorOrder({ network: 'anvil', contractAddress: creatures }),
      { wrapper: withConfig(config) },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.collectible?.order).toEqual(FLOOR)
    expect(result.current.failureCount).toBe(0)
    expect(state.attempts).toBe(4)
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
  })

  test('at most three retries, then the 5xx error', async () => {
    const { state, config } = flaky(100, 502)
    const error = await failed(
      () => useTokenCollectionFilters({ network: 'anvil', contractAddress: creatures }),
      withConfig(config),
    )
    expect(error).toMatchObject({ error: 'Unavailable', status: 502 })
    await pause(30)
    expect(state.attempts).toBe(4)
    expect(platform.calls).toHaveLength(0)
  })
})

describe('types', () => {
  test('data, error and cached data are typed', () => {
    const { wrapper, queryClient } = platform.providers()
    const params = { network: 'anvil', contractAddress: creatures, query: { enabled: false } }
    const { result } = renderHook(
      () => ({ floor: useFloorOrder(params), collectibles: useCollectibles(params) }),
      { wrapper },
    )
    expectTypeOf(result.current.floor.data).toEqualTypeOf<GetFloorOrderResponse | undefined>()
    expectTypeOf(result.current.floor.error).toEqualTypeOf<PlatformError | null>()
    expectTypeOf(result.current.floor).toExtend<
      UseQueryResult<GetFloorOrderResponse, PlatformError>
    >()
    expectTypeOf(result.current.collectibles.data).toEqualTypeOf<
      InfiniteData<ListCollectiblesResponse, number> | undefined
    >()
    expectTypeOf(result.current.collectibles.data?.pages[0]).toEqualTypeOf<
      ListCollectiblesResponse | undefined
    >()
    expectTypeOf(result.current.collectibles.error).toEqualTypeOf<PlatformError | null>()
    const cached = queryClient.getQueryData(
      floorOrderQueryKey({ network: 'anvil', contractAddress: creatures }),
    )
    expectTypeOf(cached).toEqualTypeOf<GetFloorOrderResponse | undefined>()
    expect(cached).toBeUndefined()
  })
})
