/**
 * The mutation hooks against the emulator — their data, what they change in
 * its state, their errors, and that a mutation is never retried — and the
 * invalidation of order queries after an order changes
 * (`orderQueriesFilter`): the collection's queries refetch, another
 * collection's stay fresh.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { setupTestPlatform } from '../../../test/support/platform.js'
import { unlinkMessages } from '../../core/operations/removeLinkedWallet.js'
import type { Order } from '../../core/schemas/order.js'
import type { ClientConfig } from '../../core/transport/client.js'
import {
  DEFAULT_EMULATOR_URL,
  DEV_ACCOUNTS,
  EMULATED_NETWORKS,
  EMULATOR_COLLECTION,
  emulatorConfig,
} from '../../emulator/index.js'
import { encodeNativeCancel } from '../../emulator/marketplace/cancel.js'
import {
  floorOrderQueryKey,
  listingsInfiniteQueryKey,
  orderQueriesFilter,
  PlatformProvider,
  useAddAudienceContacts,
  useCreateAudience,
  useFloorOrder,
  useGenerateCancelTransaction,
  useListings,
  useRemoveLinkedWallet,
} from '../index.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)

const { emulator } = platform
const builder = emulator.state.builder
const market = emulator.state.marketplace
const { creatures, relics, plants } = EMULATOR_COLLECTION

/**
 * A QueryClient that would retry mutations and queries at once: the hooks'
 * own `retry` must win for a failing mutation to make exactly one call.
 */
const retryingClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retryDelay: 0 }, mutations: { retry: 3, retryDelay: 0 } },
  })

const providers = () => platform.providers(retryingClient())

/** Providers with a config of our own. */
function withConfig(config: ClientConfig) {
  const queryClient = retryingClient()
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider config={config}>{children}</PlatformProvider>
    </QueryClientProvider>
  )
}

/** A fetch that answers 503 to everything, counting its attempts. */
function unavailable() {
  const state = { attempts: 0 }
  const fetchFn: typeof fetch = () => {
    state.attempts++
    const body = { error: 'WebrpcServerPanic', code: -6, msg: 'down', status: 503 }
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  }
  return { state, config: { ...emulatorConfig(), fetch: fetchFn } satisfies ClientConfig }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs a mutation through its hook and waits until it settles. */
async function run<V, R extends { mutateAsync: (v: V) => Promise<unknown>; isIdle: boolean }>(
  result: { readonly current: R },
  variables: V,
) {
  expect(result.current.isIdle).toBe(true)
  await act(async () => {
    await result.current.mutateAsync(variables).catch(() => undefined)
  })
}

describe('useCreateAudience', () => {
  test('creates the audience: the data and the state', async () => {
    const { result } = renderHook(() => useCreateAudience(), { wrapper: providers().wrapper })
    await run(result, { projectId: 1, name: 'Hook supporters' })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const audience = result.current.data!.audience
    expect(audience).toMatchObject({ projectId: 1, name: 'Hook supporters', contactCount: 0 })
    expect(builder.audience(1, audience.id)).toEqual(audience)
    expect(platform.count('Builder/CreateAudience')).toBe(1)
  })

  test('a duplicate name is RequestConflict, sent once, nothing created', async () => {
    const before = builder.audiences(1).length
    const existing = builder.audiences(1)[0]!.name
    const { result } = renderHook(() => useCreateAudience(), { wrapper: providers().wrapper })
    await run(result, { projectId: 1, name: existing.toUpperCase() })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({
      error: 'RequestConflict',
      code: 1004,
      status: 409,
    })
    await pause(30)
    expect(platform.count('Builder/CreateAudience')).toBe(1)
    expect(result.current.failureCount).toBe(1)
    expect(builder.audiences(1)).toHaveLength(before)
  })

  test('a transient failure is not retried either', async () => {
    const { state, config } = unavailable()
    const { result } = renderHook(() => useCreateAudience(), { wrapper: withConfig(config) })
    await run(result, { projectId: 1, name: 'Never created' })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.status).toBe(503)
    await pause(30)
    expect(state.attempts).toBe(1)
    expect(builder.audiences(1).some((a) => a.name === 'Never created')).toBe(false)
  })

  test('an empty name is InvalidArgument, nothing sent', async () => {
    const { result } = renderHook(() => useCreateAudience(), { wrapper: providers().wrapper })
    await run(result, { projectId: 1, name: '' })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'InvalidArgument' })
    expect(result.current.error?.issues[0]?.path).toBe('name')
    expect(platform.calls).toHaveLength(0)
  })
})

describe('useAddAudienceContacts', () => {
  const audienceId = builder.createAudience(1, 'Contacts by hook', emulator.clock.now()).id
  const address = (i: number) => DEV_ACCOUNTS[i]!.address

  test('adds contacts and raises contactCount; an address already there is updated', async () => {
    const { result } = renderHook(() => useAddAudienceContacts(), {
      wrapper: providers().wrapper,
    })
    await run(result, {
      projectId: 1,
      audienceId,
      contacts: [{ address: address(1) }, { address: address(2), name: 'Two' }],
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ ok: true })
    expect(builder.audience(1, audienceId)?.contactCount).toBe(2)

    act(() => result.current.reset())
    await waitFor(() => expect(result.current.isIdle).toBe(true))
    await run(result, {
      projectId: 1,
      audienceId,
      contacts: [
        { address: address(2).toLowerCase(), email: 'two@example.org' },
        { address: address(3) },
      ],
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(builder.audience(1, audienceId)?.contactCount).toBe(3)
    const two = builder.contacts(1, audienceId).find((c) => c.address === address(2))
    expect(two).toMatchObject({ name: 'Two', email: 'two@example.org' })
    expect(platform.count('Builder/AddAudienceContacts')).toBe(2)
  })

  test('an unknown audience is NotFound, sent once', async () => {
    const { result } = renderHook(() => useAddAudienceContacts(), {
      wrapper: providers().wrapper,
    })
    await run(result, { projectId: 1, audienceId: 999_999, contacts: [{ address: address(4) }] })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'NotFound', code: 3000 })
    await pause(30)
    expect(platform.count('Builder/AddAudienceContacts')).toBe(1)
  })

  test('a bad address is InvalidArgument naming it, nothing sent, nothing added', async () => {
    const before = builder.audience(1, audienceId)?.contactCount
    const { result } = renderHook(() => useAddAudienceContacts(), {
      wrapper: providers().wrapper,
    })
    await run(result, {
      projectId: 1,
      audienceId,
      contacts: [{ address: address(5) }, { address: '0xnope' }],
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'InvalidArgument', code: 2001 })
    expect(result.current.error?.issues[0]?.path).toBe('contacts.1.address')
    expect(platform.calls).toHaveLength(0)
    expect(builder.audience(1, audienceId)?.contactCount).toBe(before)
  })
})

describe('useGenerateCancelTransaction', () => {
  const maker = DEV_ACCOUNTS[0]!.address
  const liveListing = (native: boolean) =>
    market
      .ordersByMaker(maker, { liveAt: emulator.clock.now(), network: 'anvil' })
      .find(
        (o) =>
          o.side === 'listing' &&
          o.collectionContractAddress === relics.address &&
          (o.marketplace ?? '').startsWith('native_') === native,
      )!
  const variables = (order: Order, who: Address = maker) => ({
    network: 'anvil',
    collectionAddress: order.collectionContractAddress!,
    maker: who,
    marketplace: order.marketplace as 'opensea',
    orderId: order.orderId,
  })

  test('a native order: one cancel transaction to the marketplace contract', async () => {
    const order = liveListing(true)
    const { result } = renderHook(() => useGenerateCancelTransaction(), {
      wrapper: providers().wrapper,
    })
    await run(result, variables(order))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.steps).toEqual([
      {
        id: 'cancel',
        to: EMULATED_NETWORKS[0]!.marketplaceContract,
        data: encodeNativeCancel(order.orderId),
        value: '0',
        price: '0',
        executeType: 'order',
      },
    ])
    // Building the steps changes nothing.
    expect(market.isOrderLive(relics.address, order.orderId, emulator.clock.now())).toBe(true)
  })

  test('a third-party order: one signEIP712 step with its post', async () => {
    const order = liveListing(false)
    const { result } = renderHook(() => useGenerateCancelTransaction(), {
      wrapper: providers().wrapper,
    })
    await run(result, variables(order))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const [step, ...rest] = result.current.data!.steps
    expect(rest).toHaveLength(0)
    expect(step).toMatchObject({
      id: 'signEIP712',
      signature: { primaryType: 'CancelOrder', value: { orderId: order.orderId } },
      post: {
        method: 'POST',
        endpoint: `${DEFAULT_EMULATOR_URL}/marketplace/anvil/orders/cancel`,
      },
    })
  })

  test("another maker's order is PermissionDenied, sent once", async () => {
    const { result } = renderHook(() => useGenerateCancelTransaction(), {
      wrapper: providers().wrapper,
    })
    await run(result, variables(liveListing(true), DEV_ACCOUNTS[9]!.address))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'PermissionDenied', code: 1001 })
    await pause(30)
    expect(platform.count('Marketplace/GenerateCancelTransaction')).toBe(1)
  })
})

describe('useRemoveLinkedWallet', () => {
  async function signed(parent: number, linked: number, parentSigner = parent) {
    const parentWalletAddress = DEV_ACCOUNTS[parent]!.address
    const linkedWalletAddress = DEV_ACCOUNTS[linked]!.address
    const { parentWalletMessage, linkedWalletMessage } = unlinkMessages({
      parentWalletAddress,
      linkedWalletAddress,
    })
    const sign = (i: number, message: string) =>
      privateKeyToAccount(DEV_ACCOUNTS[i]!.privateKey).signMessage({ message })
    return {
      network: 'anvil',
      parentWalletAddress,
      parentWalletMessage,
      parentWalletSignature: await sign(parentSigner, parentWalletMessage),
      linkedWalletAddress,
      linkedWalletMessage,
      linkedWalletSignature: await sign(linked, linkedWalletMessage),
    }
  }
  const hasLink = (p: number, l: number) =>
    emulator.state.wallets.hasLink(DEV_ACCOUNTS[p]!.address, DEV_ACCOUNTS[l]!.address)

  test('with both real signatures the link is removed; a second time it is NotFound', async () => {
    expect(hasLink(3, 4)).toBe(true)
    const variables = await signed(3, 4)
    const { result } = renderHook(() => useRemoveLinkedWallet(), { wrapper: providers().wrapper })
    await run(result, variables)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ status: true })
    expect(hasLink(3, 4)).toBe(false)
    expect(platform.calls[0]?.body).toMatchObject({ signatureChainId: '31337' })

    act(() => result.current.reset())
    await waitFor(() => expect(result.current.isIdle).toBe(true))
    await run(result, variables)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'NotFound' })
    expect(platform.count('API/RemoveLinkedWallet')).toBe(2)
  })

  test('a forged parent signature is PermissionDenied, sent once, the link kept', async () => {
    const { result } = renderHook(() => useRemoveLinkedWallet(), { wrapper: providers().wrapper })
    await run(result, await signed(5, 6, 7))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'PermissionDenied', code: 1001 })
    await pause(30)
    expect(platform.count('API/RemoveLinkedWallet')).toBe(1)
    expect(hasLink(5, 6)).toBe(true)
  })
})

describe('invalidation after an order changes', () => {
  test('the cancelled floor leaves useListings and useFloorOrder; another collection is untouched', async () => {
    const { queryClient, wrapper } = platform.providers()
    const floorParams = { network: 'anvil', contractAddress: creatures.address }
    const otherParams = { network: 'anvil', contractAddress: relics.address }
    const polygonParams = { network: 'polygon', contractAddress: plants.address }

    const floor = renderHook(() => useFloorOrder(floorParams), { wrapper })
    await waitFor(() => expect(floor.result.current.isSuccess).toBe(true))
    const cancelled = floor.result.current.data!.collectible!.order!
    const tokenId = floor.result.current.data!.collectible!.metadata.tokenId
    const { result } = renderHook(
      () => ({
        listings: useListings({ ...floorParams, tokenId }),
        other: useFloorOrder(otherParams),
        polygon: useFloorOrder(polygonParams),
      }),
      { wrapper },
    )
    await waitFor(() =>
      expect(
        result.current.listings.isSuccess &&
          result.current.other.isSuccess &&
          result.current.polygon.isSuccess,
      ).toBe(true),
    )
    const listingIds = () =>
      result.current.listings.data?.pages.flatMap((p) => p.listings.map((o) => o.orderId))
    expect(listingIds()).toContain(cancelled.orderId)
    const otherData = result.current.other.data
    const otherUpdatedAt = result.current.other.dataUpdatedAt
    expect(platform.calls).toHaveLength(4)

    // The order is cancelled elsewhere (on chain, say): nothing cached knows yet.
    market.cancelOrder(creatures.address, cancelled.orderId, emulator.clock.now())
    const filter = orderQueriesFilter({ network: 'anvil', contractAddress: creatures.address })
    expect(
      queryClient
        .getQueryCache()
        .findAll(filter)
        .map((q) => q.queryKey),
    ).toEqual([
      floorOrderQueryKey(floorParams),
      listingsInfiniteQueryKey({ ...floorParams, tokenId }),
    ])

    platform.calls.length = 0
    await act(() => queryClient.invalidateQueries(filter))
    await waitFor(() => expect(listingIds()).not.toContain(cancelled.orderId))
    await waitFor(() =>
      expect(floor.result.current.data?.collectible?.order?.orderId).not.toBe(cancelled.orderId),
    )
    const newFloor = floor.result.current.data!.collectible!.order!
    expect(market.isOrderLive(creatures.address, newFloor.orderId, emulator.clock.now())).toBe(true)
    expect(newFloor.priceUSD).toBeGreaterThanOrEqual(cancelled.priceUSD!)
    expect(market.findOrder(creatures.address, cancelled.orderId)?.status).toBe('cancelled')

    // Exactly the two queries of the collection were asked again; the others stay fresh.
    expect(platform.calls.map((c) => c.operation).sort()).toEqual([
      'Marketplace/GetFloorOrder',
      'Marketplace/ListListingsForCollectible',
    ])
    expect(
      platform.calls.map((c) => (c.body as { contractAddress: string }).contractAddress),
    ).toEqual([creatures.address, creatures.address])
    expect(result.current.other.data).toBe(otherData)
    expect(result.current.other.dataUpdatedAt).toBe(otherUpdatedAt)
    expect(result.current.other.isStale).toBe(false)
    expect(queryClient.getQueryState(floorOrderQueryKey(otherParams))?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(floorOrderQueryKey(polygonParams))?.isInvalidated).toBe(false)
  })

  test('a network by chain id and an address in any case match the same queries', () => {
    const queryClient = new QueryClient()
    const floorParams = { network: 'anvil', contractAddress: creatures.address }
    const cache = queryClient.getQueryCache()
    cache.build(queryClient, { queryKey: floorOrderQueryKey(floorParams) })
    cache.build(queryClient, {
      queryKey: floorOrderQueryKey({ network: 'anvil', contractAddress: relics.address }),
    })
    cache.build(queryClient, {
      queryKey: floorOrderQueryKey({ network: 'polygon', contractAddress: creatures.address }),
    })
    const matched = (network: string | number, contractAddress: string) =>
      cache.findAll(orderQueriesFilter({ network, contractAddress })).map((q) => q.queryKey)
    expect(matched(31337, creatures.address.toLowerCase())).toEqual([
      floorOrderQueryKey(floorParams),
    ])
    expect(matched('anvil', creatures.address)).toEqual([floorOrderQueryKey(floorParams)])
    expect(matched('polygon', creatures.address)).toHaveLength(1)
    expect(matched('anvil', plants.address)).toHaveLength(0)
  })
})
