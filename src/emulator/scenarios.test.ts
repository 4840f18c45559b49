/**
 * The emulator's data scenarios (`controls.set({ scenario })`), through the
 * kit's client: what each serves, that the rest of the data is the generated
 * data, that they are deterministic, and what becomes of writes when the
 * scenario changes.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { harness } from '../../test/support/emulatorHarness.js'
import type { Collectible } from '../core/schemas/collectible.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from './index.js'

const { creatures, relics, hostile } = EMULATOR_COLLECTION

const h = harness()
const client = h.client()
const market = h.emulator.state.marketplace
afterEach(() => h.emulator.controls.reset())

/** Every collectible of a collection, with and without orders, listing side. */
async function collectibles(contractAddress: string): Promise<Collectible[]> {
  const { collectibles: page } = await client.marketplace.listCollectibles({
    network: 'anvil',
    contractAddress,
    filter: { includeEmpty: true },
    page: { pageSize: 100 },
  })
  return page
}

/** The names of collectibles, sorted: the order of a page depends on its orders. */
const names = (list: Collectible[]) => list.map((c) => c.metadata.name).sort()

describe("'empty'", () => {
  test('every collection exists, with no token, no filter, no floor and no order', async () => {
    h.emulator.controls.set({ scenario: 'empty' })
    for (const address of [creatures.address, relics.address, hostile.address]) {
      expect(await collectibles(address)).toEqual([])
      const { filters } = await client.metadata.tokenCollectionFilters({
        network: 'anvil',
        contractAddress: address,
      })
      expect(filters).toEqual([])
      expect(
        await client.marketplace.getFloorOrder({ network: 'anvil', contractAddress: address }),
      ).toEqual({ collectible: undefined })
    }
    expect(market.collections.every((c) => c.tokens.count === 0 && c.orders.length === 0)).toBe(
      true,
    )
  })
})

describe("'unlisted'", () => {
  test('the same tokens, no listing anywhere, the offers kept', async () => {
    const generated = await collectibles(creatures.address)
    h.emulator.controls.set({ scenario: 'unlisted' })
    const unlisted = await collectibles(creatures.address)
    expect(names(unlisted)).toEqual(names(generated))
    expect(unlisted.some((c) => c.listing)).toBe(false)
    expect(unlisted.filter((c) => c.offer).length).toBe(generated.filter((c) => c.offer).length)
    for (const c of market.collections) {
      expect(c.orders.some((o) => o.side === 'listing')).toBe(false)
      expect(c.orders.some((o) => o.side === 'offer')).toBe(true)
    }
    expect(
      await client.marketplace.getFloorOrder({
        network: 'anvil',
        contractAddress: creatures.address,
      }),
    ).toEqual({ collectible: undefined })
  })
})

describe("'hostile'", () => {
  test('every collection serves the hostile tokens under its own address', async () => {
    const attacks = names(await collectibles(hostile.address))
    h.emulator.controls.set({ scenario: 'hostile' })
    const served = await collectibles(creatures.address)
    expect(names(served)).toEqual(attacks)
    expect(served.some((c) => c.listing)).toBe(true)
    expect(
      served.flatMap((c) => (c.listing ? [c.listing.collectionContractAddress] : [])),
    ).toContain(creatures.address)
    // An ERC-1155 collection keeps its kind: holders with balances.
    expect(names(await collectibles(relics.address))).toEqual(attacks)
    const [first] = await collectibles(relics.address)
    expect(market.holdersOf(relics.address, first!.metadata.tokenId)[0]!.balance).toBeGreaterThan(0)
  })
})

describe("'no-orders'", () => {
  test('development account 0 has no order; the others keep theirs', async () => {
    const account = DEV_ACCOUNTS[0]!.address
    const others = DEV_ACCOUNTS.slice(1).map((a) => market.ordersByMaker(a.address).length)
    expect(market.ordersByMaker(account).length).toBeGreaterThan(0)
    h.emulator.controls.set({ scenario: 'no-orders' })
    expect(market.ordersByMaker(account)).toEqual([])
    expect(DEV_ACCOUNTS.slice(1).map((a) => market.ordersByMaker(a.address).length)).toEqual(others)
    const { collectibles: made } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      filter: { ordersCreatedBy: [account] },
    })
    expect(made).toEqual([])
    // They still hold their tokens.
    const held = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      filter: { includeEmpty: true, inAccounts: [account] },
    })
    expect(held.collectibles.length).toBeGreaterThan(0)
  })
})

describe('switching', () => {
  test('the same seed gives the same scenario data', async () => {
    const other = harness()
    h.emulator.controls.set({ scenario: 'hostile' })
    other.emulator.controls.set({ scenario: 'hostile' })
    const body = {
      contractAddress: relics.address,
      side: 'listing',
      filter: { includeEmpty: true },
      page: { pageSize: 50 },
    }
    const path = '/marketplace/anvil/rpc/Marketplace/ListCollectibles'
    expect(await (await other.raw(path, body)).text()).toBe(await (await h.raw(path, body)).text())
  })

  test("writes to the generated data stay across a scenario; a scenario's own go with it", async () => {
    const now = h.emulator.clock.now()
    const liveOffer = (address: string) =>
      market
        .collectionByAddress(address)!
        .orders.find((o) => o.side === 'offer' && market.isOrderLive(address, o.orderId, now))!
    const kept = liveOffer(creatures.address)
    market.cancelOrder(creatures.address, kept.orderId, now)

    h.emulator.controls.set({ scenario: 'unlisted' })
    const inScenario = liveOffer(creatures.address)
    market.cancelOrder(creatures.address, inScenario.orderId, now)
    expect(market.isOrderLive(creatures.address, inScenario.orderId, now)).toBe(false)
    // Setting the same scenario again keeps its data.
    h.emulator.controls.set({ scenario: 'unlisted', latency: 0 })
    expect(market.isOrderLive(creatures.address, inScenario.orderId, now)).toBe(false)

    h.emulator.controls.reset()
    expect(market.scenario).toBeUndefined()
    expect(market.isOrderLive(creatures.address, kept.orderId, now)).toBe(false)
    if (inScenario.orderId !== kept.orderId) {
      expect(market.isOrderLive(creatures.address, inScenario.orderId, now)).toBe(true)
    }
    // Back in the scenario: generated afresh.
    h.emulator.controls.set({ scenario: 'unlisted' })
    expect(market.isOrderLive(creatures.address, inScenario.orderId, now)).toBe(true)
  })
})
