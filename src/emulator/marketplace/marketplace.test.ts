/**
 * The emulator's marketplace and metadata reads, through the real core client:
 * TokenCollectionFilters, ListCollectibles (checked page by page against a
 * brute-force oracle over the state), GetFloorOrder, the per-collectible
 * operations and GetOrders, with every error path; determinism by seed; the
 * hostile collection.
 */
import { describe, expect, test } from 'vitest'
import { servedOrder } from '../../../test/support/served.js'
import { type Client, createClient } from '../../core/client.js'
import { collectibleInUrl } from '../../core/operations/collectible.js'
import type { Collectible } from '../../core/schemas/collectible.js'
import type { Order } from '../../core/schemas/order.js'
import { GetFloorOrder } from '../../core/schemas/rpc/getFloorOrder.js'
import { GetHighestPriceListingForCollectible } from '../../core/schemas/rpc/getHighestPriceListingForCollectible.js'
import { GetLowestPriceOfferForCollectible } from '../../core/schemas/rpc/getLowestPriceOfferForCollectible.js'
import type { ListCollectiblesRequest } from '../../core/schemas/rpc/listCollectibles.js'
import { TokenCollectionFiltersResponse } from '../../core/schemas/rpc/tokenCollectionFilters.js'
import { TokenMetadata } from '../../core/schemas/tokenMetadata.js'
import { call, networkInUrl } from '../../core/transport/call.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../config.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { DEV_PROJECTS, EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../data/catalog.js'
import { createEmulator, type Emulator } from '../emulator.js'
import { MAX_UINT256 } from './hostile.js'

const { creatures, relics, hostile, plants } = EMULATOR_COLLECTION
const anvil = EMULATED_NETWORKS[0]!
const [acct0, acct1, acct2] = DEV_ACCOUNTS.map((a) => a.address)

function setup(options: Parameters<typeof createEmulator>[0] = { size: 2000 }) {
  const emulator = createEmulator(options)
  const fetch: typeof globalThis.fetch = (input, init) => emulator.handle(new Request(input, init))
  const client = createClient({ ...emulatorConfig(), fetch })
  const raw = (path: string, body: unknown) =>
    emulator.handle(
      new Request(`${DEFAULT_EMULATOR_URL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Access-Key': DEV_PROJECTS[0]!.accessKey },
        body: JSON.stringify(body),
      }),
    )
  return { emulator, client, raw }
}

/**
 * The three "best order" operations called bare, to see the emulator's
 * NotFound: the kit's own functions read it as none (decisions.md §6).
 */
const calledBare = {
  getFloorOrder: (c: Client, p: Parameters<Client['marketplace']['getFloorOrder']>[0]) =>
    call(c, GetFloorOrder, p, networkInUrl),
  getLowestPriceOfferForCollectible: (
    c: Client,
    p: Parameters<Client['marketplace']['getLowestPriceOfferForCollectible']>[0],
  ) => call(c, GetLowestPriceOfferForCollectible, p, collectibleInUrl),
  getHighestPriceListingForCollectible: (
    c: Client,
    p: Parameters<Client['marketplace']['getHighestPriceListingForCollectible']>[0],
  ) => call(c, GetHighestPriceListingForCollectible, p, collectibleInUrl),
}

/** Awaits a call that must fail with the error `name`. */
async function failsWith(call: Promise<unknown>, name: string): Promise<void> {
  const error = await call.then(
    (value) => new Error(`expected ${name}, got ${JSON.stringify(value).slice(0, 200)}`),
    (e: unknown) => e,
  )
  expect(isPlatformError(error) ? error.error : error).toBe(name)
}

const shared = setup()
const { emulator, client } = shared

// ── The oracle: the same answers computed the slow way, from the state ────────

const isLiveAt = (o: Order, now: number) =>
  o.status === 'active' && Date.parse(o.validFrom!) <= now && now < Date.parse(o.validUntil!)

const compareOrders = (a: Order, b: Order) =>
  a.priceUSD! - b.priceUSD! || Number(BigInt(a.orderId) - BigInt(b.orderId))

const compareIds = (a: string, b: string) =>
  BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0

interface OracleItem {
  readonly tokenId: string
  readonly name: string
  readonly order: Order | undefined
  readonly listing: Order | undefined
  readonly offer: Order | undefined
}

/** Every token's best live orders, the slow way. */
function bestOrders(
  em: Emulator,
  address: string,
  tokenId: string,
  side: 'listing' | 'offer',
  keep: (o: Order) => boolean,
) {
  const now = em.clock.now()
  const orders = em.state.marketplace
    .ordersOfToken(address, tokenId)
    .filter((o) => o.side === side && isLiveAt(o, now) && keep(o))
    .sort(compareOrders)
  return side === 'listing' ? orders[0] : orders.at(-1)
}

function oracle(
  em: Emulator,
  address: string,
  request: Omit<ListCollectiblesRequest, 'contractAddress'>,
): OracleItem[] {
  const market = em.state.marketplace
  const c = market.collectionByAddress(address)!
  const side = request.side ?? 'listing'
  const f = request.filter ?? {}
  const lower = (v: readonly string[] | undefined) =>
    v?.length ? new Set(v.map((x) => x.toLowerCase())) : undefined
  const makers = lower(f.ordersCreatedBy)
  const currencies = lower(f.currencies)
  const marketplaces = f.marketplaces?.length ? new Set<string>(f.marketplaces) : undefined
  const accounts = lower(f.inAccounts)
  const keep = (o: Order) =>
    (!makers || makers.has(o.createdBy!.toLowerCase())) &&
    (!currencies || currencies.has(o.priceCurrencyAddress!.toLowerCase())) &&
    (!marketplaces || marketplaces.has(o.marketplace!))
  const items: OracleItem[] = []
  for (let i = 0; i < c.tokens.count; i++) {
    const tokenId = c.tokens.tokenId(i)
    const metadata = c.tokens.metadata(i)
    const order = bestOrders(em, address, tokenId, side, keep)
    if (!order && !f.includeEmpty) continue
    if (f.searchText && !metadata.name!.toLowerCase().includes(f.searchText.toLowerCase())) continue
    const attributes = metadata.attributes ?? []
    const ok = (f.properties ?? []).every((p) => {
      const value = attributes.find((a) => a.trait_type === p.name)?.value
      if (p.type === 'INT') {
        return (
          typeof value === 'number' && value >= (p.min ?? -Infinity) && value <= (p.max ?? Infinity)
        )
      }
      return !p.values?.length || (value !== undefined && p.values.includes(String(value)))
    })
    if (!ok) continue
    if (
      accounts &&
      !market
        .holdersOf(address, tokenId)
        .some((h) => h.balance > 0 && accounts.has(h.address.toLowerCase()))
    ) {
      continue
    }
    items.push({
      tokenId,
      name: metadata.name!,
      order,
      listing: bestOrders(em, address, tokenId, 'listing', () => true),
      offer: bestOrders(em, address, tokenId, 'offer', () => true),
    })
  }
  const keys = request.page?.sort?.length
    ? request.page.sort
    : [{ column: 'price', order: side === 'listing' ? 'ASC' : 'DESC' } as const]
  return items.sort((a, b) => {
    for (const key of keys) {
      const sign = key.order === 'DESC' ? -1 : 1
      let d = 0
      if (key.column === 'price') {
        if (!a.order || !b.order) d = (a.order ? 0 : 1) - (b.order ? 0 : 1)
        else d = sign * (a.order.priceUSD! - b.order.priceUSD!)
      } else if (key.column === 'name') d = sign * (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
      else d = sign * compareIds(a.tokenId, b.tokenId)
      if (d !== 0) return d
    }
    return compareIds(a.tokenId, b.tokenId)
  })
}

/** Every page of a ListCollectibles query, checking the page objects on the way. */
async function allPages(
  cl: Client,
  network: string,
  request: ListCollectiblesRequest,
  pageSize = 100,
): Promise<Collectible[]> {
  const out: Collectible[] = []
  for (let page = 1; ; page++) {
    const answer = await cl.marketplace.listCollectibles({
      network,
      ...request,
      page: { ...request.page, page, pageSize },
    })
    expect(answer.page).toMatchObject({ page, pageSize })
    expect(answer.collectibles.length).toBeLessThanOrEqual(pageSize)
    out.push(...answer.collectibles)
    if (!answer.page!.more) {
      expect(answer.collectibles.length).toBeGreaterThan(page === 1 ? -1 : 0)
      return out
    }
    expect(answer.collectibles).toHaveLength(pageSize)
  }
}

/** Runs a query through the client and compares every page with the oracle. */
async function checkAgainstOracle(
  request: Omit<ListCollectiblesRequest, 'contractAddress'>,
  address: string = creatures.address,
  network = 'anvil',
) {
  const expected = oracle(emulator, address, request)
  const got = await allPages(client, network, { contractAddress: address, ...request })
  expect(got.map((c) => c.metadata.tokenId)).toEqual(expected.map((e) => e.tokenId))
  got.forEach((c, k) => {
    const e = expected[k]!
    expect(c.order?.orderId).toBe(e.order?.orderId)
    expect(c.listing?.orderId).toBe(e.listing?.orderId)
    expect(c.offer?.orderId).toBe(e.offer?.orderId)
  })
  expect(new Set(got.map((c) => c.metadata.tokenId)).size).toBe(got.length)
  return got
}

// ── TokenCollectionFilters ─────────────────────────────────────────────────────

describe('TokenCollectionFilters', () => {
  test('one filter per attribute, sorted by name: INT with a range, STRING with sorted values', async () => {
    const { filters } = await client.metadata.tokenCollectionFilters({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    expect(filters.map((f) => f.name)).toEqual([
      'Accessory',
      'Color',
      'Generation',
      'Habitat',
      'Level',
      'Rarity',
      'Species',
      'Speed',
    ])
    const c = emulator.state.marketplace.collectionByAddress(creatures.address)!
    for (const filter of filters) {
      const values = Array.from(
        { length: c.tokens.count },
        (_, i) => c.tokens.metadata(i).attributes?.find((a) => a.trait_type === filter.name)?.value,
      ).filter((v) => v !== undefined)
      if (filter.type === 'INT') {
        expect(filter.values).toEqual([])
        expect(values.every((v) => typeof v === 'number')).toBe(true)
        expect(filter.min).toBe(Math.min(...(values as number[])))
        expect(filter.max).toBe(Math.max(...(values as number[])))
      } else {
        expect(filter.type).toBe('STRING')
        expect(filter.min).toBeUndefined()
        expect(filter.max).toBeUndefined()
        expect(filter.values).toEqual([...new Set(values.map(String))].sort())
      }
    }
    expect(filters.find((f) => f.name === 'Level')).toMatchObject({ type: 'INT', min: 1, max: 100 })
    expect(filters.find((f) => f.name === 'Rarity')?.values).toEqual([
      'Common',
      'Epic',
      'Legendary',
      'Rare',
      'Uncommon',
    ])
  })

  test('an attribute that is sometimes a word is a STRING filter', async () => {
    const { filters } = await client.metadata.tokenCollectionFilters({
      network: 31337,
      contractAddress: relics.address,
    })
    const charge = filters.find((f) => f.name === 'Charge')
    expect(charge?.type).toBe('STRING')
    expect(charge?.values).toContain('Depleted')
    expect(charge?.values?.every((v) => v === 'Depleted' || /^[1-5]$/.test(String(v)))).toBe(true)
  })

  test('chainID may be a network name, and the key may be spelt chainId', async () => {
    const byId = await client.metadata.tokenCollectionFilters({
      network: 'polygon',
      contractAddress: plants.address,
    })
    for (const body of [
      { chainID: 'polygon', contractAddress: plants.address.toLowerCase() },
      { chainId: '137', contractAddress: plants.address },
    ]) {
      const response = await shared.raw('/metadata/rpc/Metadata/TokenCollectionFilters', body)
      expect(response.status).toBe(200)
      expect(TokenCollectionFiltersResponse.parse(await response.json())).toEqual(byId)
    }
  })

  test('unknown chain or contract → NotFound', async () => {
    for (const body of [
      { chainID: '1', contractAddress: creatures.address },
      { chainID: 'nowhere', contractAddress: creatures.address },
      { chainID: '31337', contractAddress: plants.address },
      { chainID: '31337', contractAddress: `0x${'12'.repeat(20)}` },
    ]) {
      const response = await shared.raw('/metadata/rpc/Metadata/TokenCollectionFilters', body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBe('NotFound')
    }
  })
})

// ── ListCollectibles ───────────────────────────────────────────────────────────

describe('ListCollectibles', () => {
  test('by default: live listings, cheapest first then token id, pages of 30', async () => {
    const now = emulator.clock.now()
    const { collectibles, page } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    expect(page).toEqual({ page: 1, pageSize: 30, more: true, sort: [] })
    expect(collectibles).toHaveLength(30)
    for (const [k, c] of collectibles.entries()) {
      expect(c.order).toEqual(c.listing)
      expect(c.order?.side).toBe('listing')
      expect(isLiveAt(c.order!, now)).toBe(true)
      expect(c.order?.tokenId).toBe(c.metadata.tokenId)
      const previous = collectibles[k - 1]
      if (previous) {
        const d = c.order!.priceUSD! - previous.order!.priceUSD!
        expect(d).toBeGreaterThanOrEqual(0)
        if (d === 0) expect(compareIds(previous.metadata.tokenId, c.metadata.tokenId)).toBe(-1)
      }
    }
  })

  test('paging through every page yields each listed collectible once, as the oracle orders them', async () => {
    const got = await checkAgainstOracle({})
    expect(got.length).toBeGreaterThan(600)
    expect(got.length).toBeLessThan(1200)
  })

  test('offers: highest first', async () => {
    const got = await checkAgainstOracle({ side: 'offer' })
    for (const [k, c] of got.entries()) {
      expect(c.order).toEqual(c.offer)
      if (k > 0) expect(c.order!.priceUSD).toBeLessThanOrEqual(got[k - 1]!.order!.priceUSD!)
    }
  })

  test('property filters: STRING any of, INT within bounds; every condition narrows', async () => {
    const got = await checkAgainstOracle({
      filter: {
        properties: [
          { name: 'Rarity', type: 'STRING', values: ['Rare', 'Epic'] },
          { name: 'Level', type: 'INT', min: 5, max: 60 },
        ],
      },
    })
    expect(got.length).toBeGreaterThan(0)
    for (const c of got) {
      const attr = (n: string) => c.metadata.attributes?.find((a) => a.trait_type === n)?.value
      expect(['Rare', 'Epic']).toContain(attr('Rarity'))
      expect(attr('Level')).toBeGreaterThanOrEqual(5)
      expect(attr('Level')).toBeLessThanOrEqual(60)
    }
    await checkAgainstOracle({
      filter: { properties: [{ name: 'Generation', type: 'INT', min: 4 }] },
    })
    await checkAgainstOracle({ filter: { properties: [{ name: 'Speed', type: 'INT', max: 20 }] } })
    await checkAgainstOracle({
      filter: { properties: [{ name: 'Accessory', type: 'STRING', values: ['Crown'] }] },
    })
    await checkAgainstOracle(
      { filter: { properties: [{ name: 'Charge', type: 'STRING', values: ['Depleted', '3'] }] } },
      relics.address,
    )
    // An empty value list or an open range is "any".
    const any = await checkAgainstOracle({
      filter: { properties: [{ name: 'Rarity', type: 'STRING', values: [] }] },
    })
    expect(any.length).toBe(oracle(emulator, creatures.address, {}).length)
  })

  test('search text: a case-insensitive substring of the name', async () => {
    const got = await checkAgainstOracle({ filter: { searchText: 'dRaKe' } })
    expect(got.length).toBeGreaterThan(0)
    for (const c of got) expect(c.metadata.name!.toLowerCase()).toContain('drake')
    expect(await checkAgainstOracle({ filter: { searchText: '#1999' } })).toHaveLength(
      oracle(emulator, creatures.address, { filter: { searchText: '#1999' } }).length,
    )
  })

  test('order-level filters pick the best matching order', async () => {
    const usdc = anvil.currencies[0]!.address
    const weth = anvil.currencies[1]!.address
    const a = await checkAgainstOracle({ filter: { marketplaces: ['opensea', 'magic_eden'] } })
    for (const c of a) expect(['opensea', 'magic_eden']).toContain(c.order?.marketplace)
    // `listing` stays the best of all listings, which a filtered `order` may not be.
    expect(a.some((c) => c.listing!.orderId !== c.order!.orderId)).toBe(true)
    const b = await checkAgainstOracle({ filter: { currencies: [weth.toLowerCase()] } })
    for (const c of b) expect(c.order?.priceCurrencyAddress).toBe(weth)
    const d = await checkAgainstOracle({
      side: 'offer',
      filter: { ordersCreatedBy: [acct1!.toLowerCase(), acct2!], currencies: [usdc] },
    })
    for (const c of d) expect([acct1, acct2]).toContain(c.order?.createdBy)
    await checkAgainstOracle({
      filter: {
        marketplaces: ['native_marketplace_v1'],
        currencies: [usdc],
        ordersCreatedBy: [acct0!],
      },
    })
    expect(await checkAgainstOracle({ filter: { marketplaces: ['unknown'] } })).toEqual([])
  })

  test('inAccounts: collectibles owned or held by the accounts', async () => {
    const got = await checkAgainstOracle({ filter: { inAccounts: [acct0!.toLowerCase()] } })
    expect(got.length).toBeGreaterThan(0)
    for (const c of got) {
      const holders = emulator.state.marketplace.holdersOf(creatures.address, c.metadata.tokenId)
      expect(holders.map((h) => h.address)).toContain(acct0)
    }
    await checkAgainstOracle(
      { filter: { inAccounts: [acct1!, acct2!], includeEmpty: true } },
      relics.address,
    )
    expect(
      await checkAgainstOracle({ filter: { inAccounts: [`0x${'00'.repeat(19)}01`] } }),
    ).toEqual([])
  })

  test('includeEmpty adds collectibles without a live order, after the others, by token id', async () => {
    const got = await checkAgainstOracle({ filter: { includeEmpty: true } })
    expect(got).toHaveLength(2000)
    const firstEmpty = got.findIndex((c) => !c.order)
    expect(firstEmpty).toBeGreaterThan(0)
    const empties = got.slice(firstEmpty)
    expect(empties.every((c) => !c.order)).toBe(true)
    const ids = empties.map((c) => c.metadata.tokenId)
    expect(ids).toEqual([...ids].sort(compareIds))
    await checkAgainstOracle({
      side: 'offer',
      filter: {
        includeEmpty: true,
        properties: [{ name: 'Species', type: 'STRING', values: ['Golem'] }],
      },
    })
  })

  test('page.sort: price, tokenId, name, ascending or descending, and several keys', async () => {
    const sorts: NonNullable<NonNullable<ListCollectiblesRequest['page']>['sort']>[] = [
      [{ column: 'price', order: 'DESC' }],
      [{ column: 'price' }],
      [{ column: 'tokenId', order: 'DESC' }],
      [{ column: 'tokenId' }],
      [{ column: 'name' }],
      [{ column: 'name', order: 'DESC' }],
      [{ column: 'name', order: 'DESC' }, { column: 'price' }],
      [
        { column: 'price', order: 'DESC' },
        { column: 'tokenId', order: 'DESC' },
      ],
    ]
    for (const sort of sorts) {
      await checkAgainstOracle({
        page: { sort },
        filter: { properties: [{ name: 'Color', type: 'STRING', values: ['Gold', 'Teal'] }] },
      })
      await checkAgainstOracle({
        side: 'offer',
        page: { sort },
        filter: { includeEmpty: true, searchText: 'o' },
      })
    }
    const { page } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      page: { sort: [{ column: 'name' }] },
    })
    expect(page!.sort).toEqual([{ column: 'name', order: 'ASC' }])
  })

  test('a page past the end is empty, with more false', async () => {
    const { collectibles, page } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      page: { page: 1000, pageSize: 50 },
    })
    expect(collectibles).toEqual([])
    expect(page).toEqual({ page: 1000, pageSize: 50, more: false, sort: [] })
  })

  test('the collection must be on the network of the URL', async () => {
    await failsWith(
      client.marketplace.listCollectibles({ network: 'anvil', contractAddress: plants.address }),
      'NotFound',
    )
    await failsWith(
      client.marketplace.listCollectibles({
        network: 'polygon',
        contractAddress: creatures.address,
      }),
      'NotFound',
    )
    const polygon = await client.marketplace.listCollectibles({
      network: 'polygon',
      contractAddress: plants.address.toLowerCase(),
    })
    expect(polygon.collectibles.length).toBeGreaterThan(0)
    expect(polygon.collectibles[0]!.order?.chainId).toBe(137)
  })

  test('unknown properties, mismatched types and unknown sort columns → InvalidArgument', async () => {
    const list = (request: Omit<ListCollectiblesRequest, 'contractAddress'>) =>
      client.marketplace.listCollectibles({
        network: 'anvil',
        contractAddress: creatures.address,
        ...request,
      })
    await failsWith(
      list({ filter: { properties: [{ name: 'Wings', type: 'STRING', values: ['x'] }] } }),
      'InvalidArgument',
    )
    await failsWith(
      list({ filter: { properties: [{ name: 'Level', type: 'STRING', values: ['1'] }] } }),
      'InvalidArgument',
    )
    await failsWith(
      list({ filter: { properties: [{ name: 'Rarity', type: 'INT', min: 1 }] } }),
      'InvalidArgument',
    )
    await failsWith(
      list({ filter: { properties: [{ name: 'Rarity', type: 'ARRAY', values: ['Rare'] }] } }),
      'InvalidArgument',
    )
    await failsWith(list({ page: { sort: [{ column: 'rarity' }] } }), 'InvalidArgument')
  })
})

// ── GetFloorOrder ──────────────────────────────────────────────────────────────

describe('GetFloorOrder', () => {
  test('the cheapest live listing of the collection, with its collectible', async () => {
    const { collectible } = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    const [first] = oracle(emulator, creatures.address, {})
    expect(collectible!.metadata.tokenId).toBe(first!.tokenId)
    expect(collectible!.order).toEqual(collectible!.listing)
    expect(collectible!.order?.orderId).toBe(first!.order!.orderId)
    expect(collectible!.offer?.orderId).toBe(first!.offer?.orderId)
    const now = emulator.clock.now()
    for (const c of emulator.state.marketplace.collectionByAddress(creatures.address)!.orders) {
      if (
        c.side === 'listing' &&
        c.status === 'active' &&
        c.validFrom <= now &&
        now < c.validUntil
      ) {
        expect(c.priceUSD).toBeGreaterThanOrEqual(collectible!.order!.priceUSD!)
      }
    }
  })

  test('NotFound for an unknown collection, or when nothing is listed', async () => {
    await failsWith(
      calledBare.getFloorOrder(client, { network: 'anvil', contractAddress: plants.address }),
      'NotFound',
    )
    const later = setup({ size: 20 })
    later.emulator.clock.advance(3 * 365 * 24 * 3_600_000)
    await failsWith(
      calledBare.getFloorOrder(later.client, {
        network: 'anvil',
        contractAddress: creatures.address,
      }),
      'NotFound',
    )
  })
})

// ── The per-collectible operations ─────────────────────────────────────────────

/** A token of `creatures` with at least `n` live orders on `side`. */
function tokenWith(side: 'listing' | 'offer', n: number): string {
  const c = emulator.state.marketplace.collectionByAddress(creatures.address)!
  const now = emulator.clock.now()
  for (let i = 0; i < c.tokens.count; i++) {
    const live = c
      .ordersOf(i)
      .filter(
        (o) => o.side === side && o.status === 'active' && o.validFrom <= now && now < o.validUntil,
      )
    if (live.length >= n && new Set(live.map((o) => o.marketplace)).size > 1)
      return c.tokens.tokenId(i)
  }
  throw new Error(`no token with ${n} live ${side}s`)
}

const liveOf = (tokenId: string, side: 'listing' | 'offer') =>
  emulator.state.marketplace
    .ordersOfToken(creatures.address, tokenId)
    .filter((o) => o.side === side && isLiveAt(o, emulator.clock.now()))
    .sort(compareOrders)

describe('per-collectible operations', () => {
  test('GetLowestPriceOfferForCollectible and GetHighestPriceListingForCollectible', async () => {
    const offerToken = tokenWith('offer', 3)
    const offers = liveOf(offerToken, 'offer')
    const params = { network: 'anvil', contractAddress: creatures.address, tokenId: offerToken }
    const lowest = await client.marketplace.getLowestPriceOfferForCollectible(params)
    expect(lowest.order).toEqual(servedOrder(offers[0]!))
    const market = offers.at(-1)!.marketplace!
    const filtered = await client.marketplace.getLowestPriceOfferForCollectible({
      ...params,
      tokenId: BigInt(offerToken),
      filter: { marketplace: [market as 'opensea'], createdBy: [], currencies: [] },
    })
    expect(filtered.order).toEqual(servedOrder(offers.find((o) => o.marketplace === market)!))

    const listingToken = tokenWith('listing', 2)
    const listings = liveOf(listingToken, 'listing')
    const highest = await client.marketplace.getHighestPriceListingForCollectible({
      network: 'anvil',
      contractAddress: creatures.address.toLowerCase(),
      tokenId: listingToken,
    })
    expect(highest.order).toEqual(servedOrder(listings.at(-1)!))
    const cheapest = listings[0]!
    const byCurrency = await client.marketplace.getHighestPriceListingForCollectible({
      network: 'anvil',
      contractAddress: creatures.address,
      tokenId: listingToken,
      filter: {
        currencies: [cheapest.priceCurrencyAddress],
        createdBy: [cheapest.createdBy.toLowerCase()],
      },
    })
    expect(byCurrency.order).toEqual(
      servedOrder(
        listings.filter((o) => o.priceCurrencyAddress === cheapest.priceCurrencyAddress).at(-1)!,
      ),
    )
  })

  test('NotFound: unknown token, no live order, nothing matching the filter', async () => {
    const base = { network: 'anvil', contractAddress: creatures.address }
    await failsWith(
      calledBare.getLowestPriceOfferForCollectible(client, { ...base, tokenId: '999999' }),
      'NotFound',
    )
    await failsWith(
      calledBare.getHighestPriceListingForCollectible(client, { ...base, tokenId: 0 }),
      'NotFound',
    )
    const c = emulator.state.marketplace.collectionByAddress(creatures.address)!
    const bare = Array.from({ length: c.tokens.count }, (_, i) => c.tokens.tokenId(i)).find(
      (id) => liveOf(id, 'offer').length === 0 && liveOf(id, 'listing').length === 0,
    )!
    await failsWith(
      calledBare.getLowestPriceOfferForCollectible(client, { ...base, tokenId: bare }),
      'NotFound',
    )
    await failsWith(
      calledBare.getHighestPriceListingForCollectible(client, { ...base, tokenId: bare }),
      'NotFound',
    )
    const token = tokenWith('listing', 1)
    await failsWith(
      calledBare.getHighestPriceListingForCollectible(client, {
        ...base,
        tokenId: token,
        filter: { marketplace: ['unknown'] },
      }),
      'NotFound',
    )
    await failsWith(
      calledBare.getHighestPriceListingForCollectible(client, {
        network: 'polygon',
        contractAddress: creatures.address,
        tokenId: token,
      }),
      'NotFound',
    )
  })

  test('ListListingsForCollectible: cheapest first, filtered, paged', async () => {
    const token = tokenWith('listing', 3)
    const listings = liveOf(token, 'listing')
    const params = { network: 'anvil', contractAddress: creatures.address, tokenId: token }
    const all = await client.marketplace.listListingsForCollectible(params)
    expect(all.listings).toEqual(listings.map(servedOrder))
    expect(all.page).toEqual({ page: 1, pageSize: 30, more: false, sort: [] })
    const paged: Order[] = []
    for (let page = 1; ; page++) {
      const answer = await client.marketplace.listListingsForCollectible({
        ...params,
        page: { page, pageSize: 1 },
      })
      paged.push(...answer.listings)
      expect(answer.page!.more).toBe(page < listings.length)
      if (!answer.page!.more) break
    }
    expect(paged).toEqual(listings.map(servedOrder))
    const market = listings[0]!.marketplace as 'opensea'
    const filtered = await client.marketplace.listListingsForCollectible({
      ...params,
      filter: { marketplace: [market] },
    })
    expect(filtered.listings).toEqual(
      listings.filter((o) => o.marketplace === market).map(servedOrder),
    )
    await failsWith(
      client.marketplace.listListingsForCollectible({ ...params, tokenId: '0' }),
      'NotFound',
    )
  })

  test('ListOffersForCollectible: highest first, filtered, paged', async () => {
    const token = tokenWith('offer', 3)
    const offers = liveOf(token, 'offer').reverse()
    const params = { network: 'anvil', contractAddress: creatures.address, tokenId: token }
    const all = await client.marketplace.listOffersForCollectible(params)
    expect(all.offers).toEqual(offers.map(servedOrder))
    for (let k = 1; k < all.offers.length; k++) {
      expect(all.offers[k]!.priceUSD).toBeLessThanOrEqual(all.offers[k - 1]!.priceUSD!)
    }
    const second = await client.marketplace.listOffersForCollectible({
      ...params,
      page: { page: 2, pageSize: 2 },
    })
    expect(second.offers).toEqual(offers.slice(2, 4).map(servedOrder))
    expect(second.page).toEqual({ page: 2, pageSize: 2, more: offers.length > 4, sort: [] })
    const maker = offers[0]!.createdBy
    const mine = await client.marketplace.listOffersForCollectible({
      ...params,
      filter: { createdBy: [maker.toLowerCase()] },
    })
    expect(mine.offers).toEqual(offers.filter((o) => o.createdBy === maker).map(servedOrder))
    await failsWith(
      client.marketplace.listOffersForCollectible({ ...params, tokenId: '123456789' }),
      'NotFound',
    )
    await failsWith(
      client.marketplace.listOffersForCollectible({
        ...params,
        contractAddress: `0x${'ab'.repeat(20)}`,
      }),
      'NotFound',
    )
  })
})

// ── GetOrders ──────────────────────────────────────────────────────────────────

describe('GetOrders', () => {
  test('the orders named, in input order, any status; unknown pairs left out', async () => {
    const c = emulator.state.marketplace.collectionByAddress(creatures.address)!
    const cancelled = c.orders.find((o) => o.status === 'cancelled')!
    const expired = c.orders.find((o) => o.status === 'expired')!
    const live = c.orders.find((o) => o.status === 'active')!
    const relic = emulator.state.marketplace.collectionByAddress(relics.address)!.orders[0]!
    const plant = emulator.state.marketplace.collectionByAddress(plants.address)!.orders[0]!
    const input = [
      { contractAddress: creatures.address, orderId: expired.orderId },
      { contractAddress: creatures.address, orderId: '1' },
      { contractAddress: relics.address.toLowerCase(), orderId: relic.orderId },
      { contractAddress: plants.address, orderId: plant.orderId },
      { contractAddress: creatures.address, orderId: cancelled.orderId },
      { contractAddress: relics.address, orderId: live.orderId },
      { contractAddress: creatures.address, orderId: live.orderId },
    ]
    const { orders, page } = await client.marketplace.getOrders({ network: 'anvil', input })
    expect(orders.map((o) => o.orderId)).toEqual([
      expired.orderId,
      relic.orderId,
      cancelled.orderId,
      live.orderId,
    ])
    expect(orders.map((o) => o.status)).toEqual(['expired', 'active', 'cancelled', 'active'])
    expect(orders[0]).toEqual(
      servedOrder(emulator.state.marketplace.findOrder(creatures.address, expired.orderId)!),
    )
    expect(page).toEqual({ page: 1, pageSize: input.length, more: false, sort: [] })
  })
})

// ── Determinism ────────────────────────────────────────────────────────────────

describe('determinism', () => {
  const requests: [string, unknown][] = [
    [
      '/marketplace/anvil/rpc/Marketplace/ListCollectibles',
      { contractAddress: creatures.address, page: { page: 2, pageSize: 40 } },
    ],
    [
      '/marketplace/anvil/rpc/Marketplace/ListCollectibles',
      { contractAddress: relics.address, side: 'offer', filter: { includeEmpty: true } },
    ],
    [
      '/marketplace/anvil/rpc/Marketplace/ListCollectibles',
      { contractAddress: hostile.address, filter: { includeEmpty: true } },
    ],
    ['/marketplace/polygon/rpc/Marketplace/GetFloorOrder', { contractAddress: plants.address }],
    [
      '/metadata/rpc/Metadata/TokenCollectionFilters',
      { chainID: '31337', contractAddress: creatures.address },
    ],
  ]
  const bodies = async (em: ReturnType<typeof setup>) => {
    const out: string[] = []
    for (const [path, body] of requests) out.push(await (await em.raw(path, body)).text())
    return out
  }

  test('the same seed gives byte-identical answers; another seed, different ones', async () => {
    const a = await bodies(setup({ seed: 7, size: 500 }))
    const b = await bodies(setup({ seed: 7, size: 500 }))
    const c = await bodies(setup({ seed: 8, size: 500 }))
    expect(a).toEqual(b)
    // Metadata filters depend only on the themes; listings and prices depend on the seed.
    expect(c[0]).not.toEqual(a[0])
    expect(c[1]).not.toEqual(a[1])
    expect(c[3]).not.toEqual(a[3])
  })

  test('answers do not depend on which requests came first (metadata is built lazily)', async () => {
    const fresh = setup({ seed: 7, size: 500 })
    const warmed = setup({ seed: 7, size: 500 })
    await warmed.raw('/marketplace/anvil/rpc/Marketplace/ListCollectibles', {
      contractAddress: creatures.address,
      filter: { includeEmpty: true },
      page: { pageSize: 100, sort: [{ column: 'name', order: 'DESC' }] },
    })
    expect(await bodies(warmed)).toEqual(await bodies(fresh))
  })
})

// ── The hostile collection ─────────────────────────────────────────────────────

describe('hostile metadata', () => {
  test('every hostile token parses through the client, payloads intact', async () => {
    const all = await allPages(
      client,
      'anvil',
      { contractAddress: hostile.address, filter: { includeEmpty: true } },
      10,
    )
    expect(all).toHaveLength(24)
    for (const c of all) expect(TokenMetadata.safeParse(c.metadata).success).toBe(true)
    const names = all.map((c) => c.metadata.name)
    expect(names).toContain('<script>window.__pwned=1</script>Innocent Cat')
    expect(names.some((n) => n!.length === 100_000)).toBe(true)
    expect(names.some((n) => n!.includes('\u202E'))).toBe(true)
    expect(all.some((c) => (c.metadata.description ?? '').length === 100_000)).toBe(true)
    const links = all.flatMap((c) => [
      c.metadata.image,
      c.metadata.externalUrl,
      c.metadata.animationUrl,
      c.metadata.video,
      c.metadata.audio,
    ])
    expect(links).toContain('javascript:window.__pwned=1')
    expect(links).toContain('JaVaScRiPt:window.__pwned=1')
    expect(links.some((l) => l?.startsWith('vbscript:'))).toBe(true)
    expect(links.some((l) => l?.startsWith('data:text/html'))).toBe(true)
    expect(links.some((l) => l?.startsWith('https://'))).toBe(true)
    expect(links.some((l) => l?.startsWith('ipfs://'))).toBe(true)
    const svgs = all.map((c) => c.metadata.imageData ?? '')
    expect(svgs.some((s) => s.includes('<script>'))).toBe(true)
    expect(svgs.some((s) => s.includes('onload='))).toBe(true)
    expect(svgs.some((s) => s.includes('<foreignObject'))).toBe(true)
    const colours = all.map((c) => c.metadata.backgroundColor)
    expect(colours).toContain('red;background:url(javascript:window.__pwned=1)')
    expect(colours.some((b) => b?.includes('expression('))).toBe(true)
    expect(
      all.some((c) => c.metadata.attributes?.some((a) => String(a.trait_type).includes('<img'))),
    ).toBe(true)
    expect(all.map((c) => c.metadata.tokenId)).toContain(MAX_UINT256)
    expect(all.find((c) => c.metadata.name === '__proto__')?.metadata.name).toBe('__proto__')
  })

  test('it has live listings, so it shows by default; its filters are well formed', async () => {
    const { collectibles } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: hostile.address,
    })
    expect(collectibles.length).toBeGreaterThanOrEqual(2)
    const { filters } = await client.metadata.tokenCollectionFilters({
      network: 'anvil',
      contractAddress: hostile.address,
    })
    expect(filters.find((f) => f.name === 'Threat')).toMatchObject({ type: 'INT', min: 1, max: 10 })
    expect(filters.some((f) => f.name.includes('<img'))).toBe(true)
    const payload = filters.find((f) => f.name === 'Payload')!
    const got = await checkAgainstOracle(
      {
        filter: {
          includeEmpty: true,
          properties: [{ name: 'Payload', type: 'STRING', values: [payload.values![0]!] }],
        },
      },
      hostile.address,
    )
    expect(got.length).toBeGreaterThan(0)
    const token = await client.marketplace.listListingsForCollectible({
      network: 'anvil',
      contractAddress: hostile.address,
      tokenId: MAX_UINT256,
    })
    expect(token.listings.length).toBeGreaterThan(0)
  })
})
