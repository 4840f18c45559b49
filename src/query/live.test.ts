/**
 * The live feed's framework-free parts: the filter of the queries an
 * on-chain event changes (on keys made by the kit's own key builders), and
 * the coalescer that invalidates them at most once per window, whatever
 * arrives.
 */
import { hashKey, QueryClient, type QueryKey, QueryObserver } from '@tanstack/query-core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import {
  accountOrdersQueryKey,
  chainIdQueryKey,
  collectiblesInfiniteQueryKey,
  collectiblesQueryKey,
  contractsQueryKey,
  createLiveInvalidator,
  floorOrderQueryKey,
  highestPriceListingQueryKey,
  listingsInfiniteQueryKey,
  listingsQueryKey,
  liveEventQueriesFilter,
  liveQueriesFilter,
  lowestPriceOfferQueryKey,
  offersInfiniteQueryKey,
  offersQueryKey,
  ordersQueryKey,
  tokenCollectionFiltersQueryKey,
} from './index.js'

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const B = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
/** A's address as a user might write it, checksummed case. */
const A_UPPER = `0x${'A'.repeat(40)}`
/** A marketplace contract: it emits `OrderCancelled` for orders of collection A. */
const M = '0xcccccccccccccccccccccccccccccccccccccccc'
/** A marketplace's cancel of an order on A's token 5: emitted by M, changing A. */
const cancelOnA = (overrides: Partial<LiveEvent> = {}) =>
  event({
    contractAddress: M,
    collectionAddress: A,
    kind: 'other',
    event: 'OrderCancelled',
    ...overrides,
  })

const event = (overrides: Partial<LiveEvent> = {}): LiveEvent => ({
  id: '1',
  chainId: 137,
  contractAddress: A,
  tokenIds: ['5'],
  kind: 'transfer',
  event: 'Transfer',
  uid: 'u1',
  blockNumber: 100,
  ...overrides,
})

/** Every kind of key the kit builds, named, for collections A and B on polygon. */
function keys() {
  const on = (network: string | number, contractAddress: string) => ({ network, contractAddress })
  return {
    floorA: floorOrderQueryKey(on('polygon', A)),
    floorAById: floorOrderQueryKey(on(137, A_UPPER)),
    floorAByIdString: floorOrderQueryKey(on('137', A)),
    floorAOnMainnet: floorOrderQueryKey(on('mainnet', A)),
    floorB: floorOrderQueryKey(on('polygon', B)),
    collectiblesA: collectiblesQueryKey({ ...on('polygon', A), page: { page: 2, pageSize: 50 } }),
    collectiblesInfiniteA: collectiblesInfiniteQueryKey({
      ...on('polygon', A),
      filter: { properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }] },
    }),
    collectiblesB: collectiblesQueryKey(on('polygon', B)),
    ordersA: ordersQueryKey({
      network: 'polygon',
      input: [
        { contractAddress: B, orderId: '7' },
        { contractAddress: A, orderId: '8' },
      ],
    }),
    ordersB: ordersQueryKey({ network: 'polygon', input: [{ contractAddress: B, orderId: '9' }] }),
    // A read the kit composes, not an operation of the interface: any change to its collection.
    accountOrdersA: accountOrdersQueryKey({ ...on('polygon', A), account: M }),
    accountOrdersB: accountOrdersQueryKey({ ...on('polygon', B), account: M }),
    listingsA5: listingsQueryKey({ ...on('polygon', A), tokenId: 5n }),
    listingsInfiniteA5: listingsInfiniteQueryKey({ ...on(137, A), tokenId: 5 }),
    offersA5: offersQueryKey({ ...on('polygon', A), tokenId: '5' }),
    offersInfiniteA5: offersInfiniteQueryKey({ ...on('polygon', A), tokenId: 5n }),
    highestA5: highestPriceListingQueryKey({ ...on('polygon', A), tokenId: 5n }),
    lowestA5: lowestPriceOfferQueryKey({ ...on('polygon', A), tokenId: 5n }),
    listingsA6: listingsQueryKey({ ...on('polygon', A), tokenId: 6n }),
    offersA6: offersQueryKey({ ...on('polygon', A), tokenId: 6n }),
    lowestA6: lowestPriceOfferQueryKey({ ...on('polygon', A), tokenId: 6n }),
    listingsB5: listingsQueryKey({ ...on('polygon', B), tokenId: 5n }),
    floorM: floorOrderQueryKey(on('polygon', M)),
    listingsM5: listingsQueryKey({ ...on('polygon', M), tokenId: 5n }),
    filtersA: tokenCollectionFiltersQueryKey(on('polygon', A)),
    chainId: chainIdQueryKey({ network: 'polygon' }),
    contracts: contractsQueryKey({ projectId: 1 }),
  }
}
type Name = keyof ReturnType<typeof keys>

/** What a transfer of A's token 5 on polygon changes. */
const TOKEN_5_OF_A: readonly Name[] = [
  'floorA',
  'floorAById',
  'floorAByIdString',
  'collectiblesA',
  'collectiblesInfiniteA',
  'ordersA',
  'accountOrdersA',
  'listingsA5',
  'listingsInfiniteA5',
  'offersA5',
  'offersInfiniteA5',
  'highestA5',
  'lowestA5',
]
const TOKEN_LEVEL_A6: readonly Name[] = ['listingsA6', 'offersA6', 'lowestA6']

function matching(filter: { predicate: (q: { queryKey: readonly unknown[] }) => boolean }) {
  return (Object.entries(keys()) as [Name, QueryKey][])
    .filter(([, queryKey]) => filter.predicate({ queryKey }))
    .map(([name]) => name)
    .sort()
}

describe('liveEventQueriesFilter', () => {
  test("a transfer of token 5 matches token 5's reads and the collection's, not token 6's nor another collection's", () => {
    expect(matching(liveEventQueriesFilter(event()))).toEqual([...TOKEN_5_OF_A].sort())
  })

  test('an event that names no token reaches every token of its collection, and only it', () => {
    expect(
      matching(
        liveEventQueriesFilter(event({ tokenIds: [], kind: 'approval', event: 'ApprovalForAll' })),
      ),
    ).toEqual([...TOKEN_5_OF_A, ...TOKEN_LEVEL_A6].sort())
  })

  test("a marketplace's event with collectionAddress matches that collection's and token's reads, not the marketplace's", () => {
    expect(matching(liveEventQueriesFilter(cancelOnA()))).toEqual([...TOKEN_5_OF_A].sort())
    expect(matching(liveEventQueriesFilter(cancelOnA({ collectionAddress: A_UPPER })))).toEqual(
      [...TOKEN_5_OF_A].sort(),
    )
    expect(matching(liveEventQueriesFilter(cancelOnA({ tokenIds: [] })))).toEqual(
      [...TOKEN_5_OF_A, ...TOKEN_LEVEL_A6].sort(),
    )
    // Without it, the emitting contract is the collection.
    expect(matching(liveEventQueriesFilter(event({ contractAddress: M })))).toEqual(
      ['floorM', 'listingsM5'].sort(),
    )
  })

  test('the same address on another chain is another collection', () => {
    expect(matching(liveEventQueriesFilter(event({ chainId: 1 })))).toEqual(['floorAOnMainnet'])
  })

  test("networks of the app's own are looked up by name", () => {
    const key = floorOrderQueryKey({ network: 'devnet', contractAddress: A })
    const networks = [{ chainId: 424242, name: 'devnet' }]
    const filter = liveEventQueriesFilter(event({ chainId: 424242 }), networks)
    expect(filter.predicate({ queryKey: key })).toBe(true)
    expect(liveEventQueriesFilter(event()).predicate({ queryKey: key })).toBe(false)
  })

  test('it is a filter the cache takes as it is', () => {
    const queryClient = new QueryClient()
    for (const key of Object.values(keys())) queryClient.setQueryData(key, {})
    const found = queryClient
      .getQueryCache()
      .findAll(liveEventQueriesFilter(event()))
      .map((q) => q.queryHash)
      .sort()
    const all = keys()
    // 'polygon', 137 and '137' are one key: the cache holds one query for the three.
    expect(all.floorAById).toEqual(all.floorA)
    expect(all.floorAByIdString).toEqual(all.floorA)
    expect(found).toEqual([...new Set(TOKEN_5_OF_A.map((n) => hashKey(all[n])))].sort())
  })

  test('liveQueriesFilter without targets matches the order queries of every collection, nothing else', () => {
    expect(matching(liveQueriesFilter())).toEqual(
      (Object.keys(keys()) as Name[])
        .filter((n) => !['filtersA', 'chainId', 'contracts'].includes(n))
        .sort(),
    )
    expect(matching(liveQueriesFilter([]))).toEqual([])
  })
})

describe('createLiveInvalidator', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A cache holding every kind of key, with an invalidation spy. */
  function setup(options: Omit<Parameters<typeof createLiveInvalidator>[0], 'queryClient'> = {}) {
    const queryClient = new QueryClient()
    const all = keys()
    for (const key of Object.values(all)) queryClient.setQueryData(key, {})
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const passes: QueryKey[][] = []
    const invalidator = createLiveInvalidator({
      queryClient,
      ...options,
      onInvalidate: (queryKeys) => passes.push([...queryKeys]),
    })
    const invalidated = () =>
      (Object.entries(all) as [Name, QueryKey][])
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort()
    return { queryClient, invalidator, invalidate, passes, invalidated }
  }

  test('the first event of a quiet time invalidates at once (a task later), exactly what it changes', () => {
    const { invalidator, invalidate, invalidated } = setup()
    expect(invalidator.event(event())).toEqual(event())
    expect(invalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual([...TOKEN_5_OF_A].sort())
  })

  test('what follows within the window waits for its end, is one pass, and opens the next window', () => {
    const { invalidator, invalidate, passes } = setup()
    invalidator.event(event())
    vi.advanceTimersByTime(0)
    expect(passes).toHaveLength(1)
    vi.advanceTimersByTime(100)
    invalidator.event(event({ id: '2', uid: 'u2', tokenIds: ['6'] }))
    invalidator.event(event({ id: '3', uid: 'u3', tokenIds: ['6'] }))
    vi.advanceTimersByTime(399)
    expect(invalidate).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(passes[1]!.map((k) => JSON.stringify(k)).join()).toContain('"6"')
    // The next window is open: an event now waits for its end, 500 ms after the second pass.
    invalidator.event(event({ id: '4', uid: 'u4' }))
    vi.advanceTimersByTime(499)
    expect(invalidate).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(invalidate).toHaveBeenCalledTimes(3)
    // A window with nothing in it ends the busy time: the next event goes at once again.
    vi.advanceTimersByTime(500)
    invalidator.event(event({ id: '5', uid: 'u5' }))
    vi.advanceTimersByTime(0)
    expect(invalidate).toHaveBeenCalledTimes(4)
  })

  test("an event's JSON text is read as the event", () => {
    const { invalidator, invalidated } = setup()
    expect(invalidator.event(JSON.stringify(event({ tokenIds: ['6'] })))?.tokenIds).toEqual(['6'])
    vi.advanceTimersByTime(500)
    expect(invalidated()).toEqual(
      [...TOKEN_5_OF_A.filter((n) => !/5$/.test(n)), ...TOKEN_LEVEL_A6].sort(),
    )
  })

  test('1,000 events in one window refetch each affected query at most twice: the first at once, the rest at its end', async () => {
    const { queryClient, invalidator, invalidate, passes } = setup({ windowMs: 500 })
    const fetches = new Map<string, number>()
    const observers = [keys().floorA, keys().listingsA5, keys().listingsA6, keys().floorB].map(
      (queryKey) => {
        const observer = new QueryObserver(queryClient, {
          queryKey,
          queryFn: () => {
            const hash = JSON.stringify(queryKey)
            fetches.set(hash, (fetches.get(hash) ?? 0) + 1)
            return {}
          },
          staleTime: Number.POSITIVE_INFINITY,
        })
        return observer.subscribe(() => {})
      },
    )
    await vi.advanceTimersByTimeAsync(0)
    fetches.clear()
    for (let i = 0; i < 1000; i++) {
      invalidator.event(event({ id: String(i + 1), uid: `u${i}`, tokenIds: [String(5 + (i % 2))] }))
      vi.advanceTimersByTime(0.4)
    }
    await vi.advanceTimersByTimeAsync(500)
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(passes).toHaveLength(2)
    for (const pass of passes) {
      expect(pass).toHaveLength(new Set(pass.map((k) => JSON.stringify(k))).size)
    }
    // The first event named token 5 only; the 999 after it, tokens 5 and 6.
    expect(Object.fromEntries(fetches)).toEqual({
      [JSON.stringify(keys().floorA)]: 2,
      [JSON.stringify(keys().listingsA5)]: 2,
      [JSON.stringify(keys().listingsA6)]: 1,
    })
    for (const unsubscribe of observers) unsubscribe()
  })

  test('whatever arrives and however fast, invalidation runs at most once per window', () => {
    const times: number[] = []
    const start = Date.now()
    const spy = vi.fn(() => times.push(Date.now() - start))
    const queryClient = new QueryClient()
    queryClient.setQueryData(keys().floorA, {})
    const counted = createLiveInvalidator({ queryClient, windowMs: 300, onInvalidate: spy })
    for (let t = 0; t < 5000; t += 7) {
      counted.event(event({ id: String(t + 1) }))
      counted.gap()
      vi.advanceTimersByTime(7)
    }
    vi.advanceTimersByTime(300)
    expect(times.length).toBeGreaterThan(1)
    expect(times.length).toBeLessThanOrEqual(Math.ceil(5000 / 300) + 1)
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(300)
    }
  })

  test("a marketplace's event with collectionAddress invalidates that collection's and token's reads, not the marketplace's", () => {
    const { invalidator, invalidate, invalidated } = setup()
    expect(invalidator.event(JSON.stringify(cancelOnA()))).toEqual(cancelOnA())
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual([...TOKEN_5_OF_A].sort())
  })

  test('watched collections are matched against collectionAddress, not the marketplace that emitted the event', () => {
    const watchingA = setup({ contracts: [{ network: 'polygon', contractAddress: A_UPPER }] })
    watchingA.invalidator.event(cancelOnA())
    vi.advanceTimersByTime(500)
    expect(watchingA.invalidated()).toEqual([...TOKEN_5_OF_A].sort())

    const watchingM = setup({ contracts: [{ network: 137, contractAddress: M }] })
    expect(watchingM.invalidator.event(cancelOnA())).toBeDefined()
    vi.advanceTimersByTime(500)
    expect(watchingM.invalidate).not.toHaveBeenCalled()
  })

  test('a forged or invalid collectionAddress drops the message, and the feed goes on', () => {
    const { invalidator, invalidate, invalidated } = setup()
    const forged: unknown[] = [
      { ...cancelOnA(), collectionAddress: 'polygon' },
      { ...cancelOnA(), collectionAddress: `${A}00` },
      { ...cancelOnA(), collectionAddress: A.slice(0, 41) },
      // Mixed case with a wrong checksum.
      { ...cancelOnA(), collectionAddress: `0xAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa` },
      { ...cancelOnA(), collectionAddress: 7 },
      { ...cancelOnA(), collectionAddress: null },
      { ...cancelOnA(), collectionAddress: [A] },
      { ...cancelOnA(), collectionAddress: { toLowerCase: A } },
      JSON.stringify({ ...cancelOnA(), collectionAddress: '' }),
    ]
    for (const data of forged) expect(invalidator.event(data)).toBeUndefined()
    vi.advanceTimersByTime(10_000)
    expect(invalidate).not.toHaveBeenCalled()

    expect(invalidator.event(cancelOnA({ tokenIds: ['6'] }))).toBeDefined()
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual(
      [...TOKEN_5_OF_A.filter((n) => !/5$/.test(n)), ...TOKEN_LEVEL_A6].sort(),
    )
  })

  test('a malformed or forged message invalidates nothing', () => {
    const { invalidator, invalidate, passes } = setup()
    const bad: unknown[] = [
      undefined,
      null,
      '',
      'not json',
      '{"id":',
      42,
      [],
      {},
      { ...event(), id: 'x' },
      { ...event(), id: 5 },
      { ...event(), chainId: '137' },
      { ...event(), chainId: 1.5 },
      { ...event(), contractAddress: 'polygon' },
      { ...event(), contractAddress: `${A}00` },
      { ...event(), tokenIds: '5' },
      { ...event(), tokenIds: ['-5'] },
      { ...event(), tokenIds: ['0x05'] },
      { ...event(), tokenIds: [5] },
      { ...event(), tokenIds: Array.from({ length: 257 }, (_, i) => String(i)) },
      { ...event(), kind: 'mint' },
      { ...event(), event: undefined },
      { ...event(), uid: 7 },
      { ...event(), blockNumber: 'latest' },
      JSON.parse(`{"__proto__": {"tokenIds": []}, "id": "1"}`),
      JSON.stringify({ ...event(), contractAddress: 7 }),
    ]
    for (const data of bad) expect(invalidator.event(data)).toBeUndefined()
    vi.advanceTimersByTime(10_000)
    expect(invalidate).not.toHaveBeenCalled()
    expect(passes).toEqual([])
  })

  test('with watched collections, events of others change nothing, and a gap invalidates the watched ones once', () => {
    const { invalidator, invalidate, invalidated } = setup({
      contracts: [{ network: 'polygon', contractAddress: A_UPPER }],
    })
    expect(invalidator.event(event({ contractAddress: B }))).toBeDefined()
    vi.advanceTimersByTime(1000)
    expect(invalidate).not.toHaveBeenCalled()

    for (let i = 0; i < 50; i++) invalidator.gap()
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual([...TOKEN_5_OF_A, ...TOKEN_LEVEL_A6].sort())
  })

  test('without watched collections, a gap invalidates the order queries of every collection once', () => {
    const { invalidator, invalidate, invalidated } = setup()
    invalidator.gap()
    invalidator.event(event())
    invalidator.gap()
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual(
      (Object.keys(keys()) as Name[])
        .filter((n) => !['filtersA', 'chainId', 'contracts'].includes(n))
        .sort(),
    )
  })

  test('a flood of distinct collections widens the pass instead of growing without bound', () => {
    const { invalidator, invalidate, invalidated } = setup()
    for (let i = 0; i < 5000; i++) {
      invalidator.event(event({ contractAddress: `0x${i.toString(16).padStart(40, '0')}` }))
    }
    vi.advanceTimersByTime(500)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toContain('floorB')
  })

  test('dispose drops what is pending and stops', () => {
    const { invalidator, invalidate } = setup()
    invalidator.event(event())
    invalidator.dispose()
    expect(invalidator.event(event())).toBeUndefined()
    invalidator.gap()
    vi.advanceTimersByTime(10_000)
    expect(invalidate).not.toHaveBeenCalled()
  })
})
