/**
 * The data the emulator's marketplace section generates: full wire orders
 * whose amounts, fees and quantities agree with each other, every status,
 * owners and makers, the listings wallet flows rely on, and well-formed
 * metadata with small SVG pictures; plus the default 10,000-token collection.
 */
import { formatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { createClient } from '../../core/client.js'
import { ORDER_STATUSES } from '../../core/schemas/enums.js'
import { Order } from '../../core/schemas/order.js'
import { TokenMetadata } from '../../core/schemas/tokenMetadata.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { emulatorConfig } from '../config.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../data/catalog.js'
import { createEmulator } from '../emulator.js'

const { creatures, relics } = EMULATOR_COLLECTION
const DEV = new Set(DEV_ACCOUNTS.map((a) => a.address))
const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const SOURCES: Record<string, string> = {
  native_marketplace_v1: 'native_marketplace_v1',
  native_marketplace_v2: 'native_marketplace_v2',
  opensea: 'opensea',
  magic_eden: 'magic_eden',
}

const emulator = createEmulator({ size: 2000 })
const market = emulator.state.marketplace
const now = emulator.clock.now()
const isLive = (o: Order) =>
  o.status === 'active' && Date.parse(o.validFrom!) <= now && now < Date.parse(o.validUntil!)

describe('orders', () => {
  const all = market.collections.flatMap((c) =>
    c.orders.map((o) => ({ c, wire: market.findOrder(c.spec.address, o.orderId)! })),
  )

  test('every field is filled, and amounts, fees and quantities agree', () => {
    const ids = new Set<number>()
    const shape = Object.keys(Order.shape).sort()
    const problems: string[] = []
    for (const { c, wire: o } of all) {
      const check = (ok: boolean, what: string) => {
        if (!ok) problems.push(`${c.spec.key} ${o.orderId}: ${what}`)
      }
      check(Order.safeParse(o).success, 'Order schema')
      check(JSON.stringify(Object.keys(o).sort()) === JSON.stringify(shape), 'keys')
      for (const [key, value] of Object.entries(o)) {
        if (key !== 'deletedAt' && typeof value === 'string') check(value !== '', `empty ${key}`)
      }
      check(o.deletedAt === '', 'deletedAt')
      check(!ids.has(o.id), 'duplicate id')
      ids.add(o.id)
      check(/^[1-9]\d*$/.test(o.orderId), 'orderId')
      check(o.collectionId === c.id, 'collectionId')
      check(o.chainId === c.network.chainId, 'chainId')
      check(o.collectionContractAddress === c.spec.address, 'collectionContractAddress')
      check(c.tokens.indexOf(o.tokenId) >= 0, 'tokenId')
      check(Number.isInteger(o.collectibleId), 'collectibleId')
      check(DEV.has(o.createdBy as `0x${string}`), 'createdBy')
      check(o.source === (SOURCES[o.marketplace!] ?? 'external'), 'source')
      const currency = c.network.currencies.find((x) => x.address === o.priceCurrencyAddress)
      check(currency?.decimals === o.priceDecimals, 'currency')
      const amount = BigInt(o.priceAmount)
      check(o.priceAmountFormatted === formatUnits(amount, o.priceDecimals), 'priceAmountFormatted')
      check(o.feeBps === o.feeBreakdown.reduce((n, f) => n + f.bps!, 0), 'feeBps')
      check(o.feeBreakdown.map((f) => f.kind).join() === 'marketplace,royalty', 'feeBreakdown')
      const net = (amount * BigInt(10_000 - o.feeBps)) / 10_000n
      check(o.priceAmountNet === net.toString(), 'priceAmountNet')
      check(
        o.priceAmountNetFormatted === formatUnits(net, o.priceDecimals),
        'priceAmountNetFormatted',
      )
      const usd = (Number(amount) / 10 ** o.priceDecimals) * (currency?.usd ?? 0)
      check(Math.abs(o.priceUSD - usd) < 0.006, 'priceUSD')
      const dollars = o.priceUSD.toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
      check(o.priceUSDFormatted === `$${dollars}`, 'priceUSDFormatted')
      check(o.quantityDecimals === 0, 'quantityDecimals')
      check(BigInt(o.quantityRemaining) <= BigInt(o.quantityInitial), 'quantityRemaining')
      check(
        o.quantityAvailable === (o.status === 'active' ? o.quantityRemaining : '0'),
        'available',
      )
      if (c.spec.contractType === 'ERC721') check(o.quantityInitial === '1', 'ERC721 quantity')
      if (o.status === 'filled') check(o.quantityRemaining === '0', 'filled remaining')
      const times = [
        o.validFrom,
        o.validUntil,
        o.createdAt,
        o.updatedAt,
        o.orderCreatedAt,
        o.orderUpdatedAt,
      ]
      check(
        times.every((t) => ISO.test(t ?? '')),
        'timestamps',
      )
      check(Date.parse(o.validFrom!) < Date.parse(o.validUntil!), 'validity window')
      check(o.orderCreatedAt === o.createdAt, 'orderCreatedAt')
      check(Date.parse(o.updatedAt!) >= Date.parse(o.createdAt!), 'updatedAt')
      if (o.status === 'expired') check(Date.parse(o.validUntil!) < now, 'expired in the future')
      check(Number.isInteger(o.blockNumber) && o.blockNumber > 0, 'blockNumber')
    }
    expect(problems.slice(0, 20)).toEqual([])
    expect(all.length).toBeGreaterThan(2000)
  })

  test('every status, both sides, both currencies, many marketplaces, partial ERC1155 fills', () => {
    const orders = all.map((x) => x.wire)
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES))
    expect(new Set(orders.map((o) => o.side))).toEqual(new Set(['listing', 'offer']))
    expect(new Set(orders.map((o) => o.priceDecimals))).toEqual(new Set([6, 18]))
    expect(new Set(orders.map((o) => o.marketplace)).size).toBeGreaterThanOrEqual(8)
    const erc1155 = all.filter((x) => x.c.spec.contractType === 'ERC1155').map((x) => x.wire)
    expect(
      erc1155.some((o) => isLive(o) && BigInt(o.quantityInitial) > BigInt(o.quantityRemaining)),
    ).toBe(true)
    expect(erc1155.some((o) => BigInt(o.quantityRemaining) > 1n)).toBe(true)
  })

  test('in the large collection about 40% of tokens are listed and 25% have offers, some several times', () => {
    const c = market.collectionByAddress(creatures.address)!
    let listed = 0
    let offered = 0
    let several = 0
    for (let i = 0; i < c.tokens.count; i++) {
      const live = market.ordersOfToken(creatures.address, c.tokens.tokenId(i)).filter(isLive)
      const listings = live.filter((o) => o.side === 'listing').length
      if (listings > 0) listed++
      if (listings > 1) several++
      if (live.some((o) => o.side === 'offer')) offered++
    }
    expect(listed / c.tokens.count).toBeGreaterThan(0.3)
    expect(listed / c.tokens.count).toBeLessThan(0.5)
    expect(offered / c.tokens.count).toBeGreaterThan(0.15)
    expect(offered / c.tokens.count).toBeLessThan(0.35)
    expect(several).toBeGreaterThan(50)
  })

  test('makers own what they list; owners are mostly dev accounts', () => {
    for (const c of market.collections) {
      for (const o of c.orders) {
        if (o.side !== 'listing' || o.status !== 'active') continue
        const holders = market.holdersOf(c.spec.address, c.tokens.tokenId(o.token))
        const mine = holders.find((h) => h.address === o.maker)
        expect(mine, `${c.spec.key} ${o.orderId}`).toBeDefined()
        expect(mine!.balance).toBeGreaterThanOrEqual(o.quantityRemaining)
      }
    }
    const c = market.collectionByAddress(creatures.address)!
    const owners = Array.from({ length: c.tokens.count }, (_, i) =>
      market.holdersOf(creatures.address, c.tokens.tokenId(i)),
    )
    expect(owners.every((h) => h.length === 1 && h[0]!.balance === 1)).toBe(true)
    const dev = owners.filter((h) => DEV.has(h[0]!.address)).length / owners.length
    expect(dev).toBeGreaterThan(0.7)
    expect(dev).toBeLessThan(0.95)
    const relic = market.holdersOf(relics.address, '1')
    expect(relic.length).toBeGreaterThan(0)
    expect(market.holdersOf(relics.address, '9999')).toEqual([])
  })

  test.each([1, 2000])(
    'with size %i, dev accounts 0–3 have live native and third-party listings on anvil',
    (size) => {
      const em = size === 2000 ? emulator : createEmulator({ size })
      for (const [k, account] of DEV_ACCOUNTS.slice(0, 4).entries()) {
        const live = em.state.marketplace
          .ordersByMaker(account.address.toLowerCase(), { liveAt: em.clock.now(), network: 31337 })
          .filter((o) => o.side === 'listing')
        expect(
          live.filter((o) => NATIVE.has(o.marketplace!)).length,
          `account ${k}`,
        ).toBeGreaterThanOrEqual(2)
        expect(
          live.filter((o) => !NATIVE.has(o.marketplace!)).length,
          `account ${k}`,
        ).toBeGreaterThanOrEqual(2)
        if (k === 0)
          expect(live.some((o) => o.collectionContractAddress === creatures.address)).toBe(true)
      }
      expect(
        em.state.marketplace.ordersByMaker(DEV_ACCOUNTS[0]!.address, { network: 'polygon' }).length,
      ).toBeGreaterThan(0)
    },
  )
})

describe('metadata', () => {
  test('every token is valid metadata with a small SVG picture drawn from its attributes', () => {
    for (const c of market.collections) {
      for (let i = 0; i < c.tokens.count; i++) {
        const m = c.tokens.metadata(i)
        expect(TokenMetadata.safeParse(m).success).toBe(true)
        expect(m.tokenId).toBe(c.tokens.tokenId(i))
        if (c.spec.key === 'hostile') continue
        expect(m.name).toBe(c.tokens.name(i))
        expect(m.image!.startsWith('data:image/svg+xml;base64,')).toBe(true)
        expect(atob(m.image!.slice('data:image/svg+xml;base64,'.length))).toBe(m.imageData)
        expect(m.imageData!.length).toBeLessThan(600)
        expect(m.imageData).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/)
        expect(m.backgroundColor).toMatch(/^[0-9a-f]{6}$/)
        expect(m.externalUrl).toMatch(/^https:\/\//)
        expect(m.decimals).toBe(0)
        expect(m.updatedAt).toMatch(ISO)
        expect(m.description).toMatch(/\S/)
        const values = (m.attributes ?? []).map((a) => a.value)
        expect(values.some((v) => typeof v === 'string')).toBe(true)
        expect(values.some((v) => typeof v === 'number')).toBe(true)
        if (c.spec.size === 'large') expect(m.assets).toEqual([])
        else {
          expect(m.assets).toEqual([
            expect.objectContaining({
              collectionId: c.id,
              tokenId: m.tokenId,
              metadataField: 'image',
              mimeType: 'image/svg+xml',
            }),
          ])
        }
      }
    }
  })

  test('the same token built twice is the same object (cached)', () => {
    const c = market.collectionByAddress(creatures.address)!
    expect(c.tokens.metadata(5)).toBe(c.tokens.metadata(5))
  })
})

describe('the default size', () => {
  test('10,000 creatures, served through the client', async () => {
    const big = createEmulator()
    const fetch: typeof globalThis.fetch = (input, init) => big.handle(new Request(input, init))
    const client = createClient({ ...emulatorConfig(), fetch })
    const c = big.state.marketplace.collectionByAddress(creatures.address)!
    expect(c.tokens.count).toBe(10_000)
    const page = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      filter: { properties: [{ name: 'Rarity', type: 'STRING', values: ['Legendary'] }] },
      page: { pageSize: 100, sort: [{ column: 'price', order: 'DESC' }] },
    })
    expect(page.collectibles.length).toBeGreaterThan(10)
    for (let k = 1; k < page.collectibles.length; k++) {
      expect(page.collectibles[k]!.order!.priceUSD).toBeLessThanOrEqual(
        page.collectibles[k - 1]!.order!.priceUSD!,
      )
    }
    const floor = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    expect(floor.collectible!.order?.side).toBe('listing')
    const last = await client.marketplace.listListingsForCollectible({
      network: 'anvil',
      contractAddress: creatures.address,
      tokenId: 10_000,
    })
    expect(last.page!.page).toBe(1)
    const missing = await client.marketplace
      .listListingsForCollectible({
        network: 'anvil',
        contractAddress: creatures.address,
        tokenId: 10_001,
      })
      .catch((e: unknown) => e)
    expect(isPlatformError(missing, 'NotFound')).toBe(true)
  })

  test('the networks of the orders are the emulated ones', () => {
    const chains = new Set(
      market.collections.flatMap((c) =>
        c.orders.map((o) => market.findOrder(c.spec.address, o.orderId)!.chainId),
      ),
    )
    expect(chains).toEqual(new Set(EMULATED_NETWORKS.map((n) => n.chainId)))
  })
})
