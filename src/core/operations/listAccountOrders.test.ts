/**
 * `listAccountOrders` against the emulator: every live order an account made
 * in a collection, no other, with its token; what it costs in requests; how
 * many it has in flight.
 */
import { describe, expect, test } from 'vitest'
import { emulatorConfig } from '../../emulator/config.js'
import { createEmulator } from '../../emulator/emulator.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../emulator/index.js'
import { createClient } from '../client.js'
import {
  type AccountOrder,
  listAccountOrders,
  listAccountTokenOrders,
} from './listAccountOrders.js'
import { listCollectibles } from './listCollectibles.js'
import { listListingsForCollectible } from './listListingsForCollectible.js'
import { listOffersForCollectible } from './listOffersForCollectible.js'

const creatures = EMULATOR_COLLECTION.creatures.address
const network = 'anvil'

/** A client of a fresh emulator of `size` tokens, counting requests and those in flight. */
function setup(size: number, delayMs = 0) {
  const emulator = createEmulator({ size })
  const seen = { requests: [] as string[], inFlight: 0, maxInFlight: 0 }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    seen.requests.push(new URL(request.url).pathname.split('/').pop()!)
    seen.inFlight++
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight)
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      return await emulator.handle(request)
    } finally {
      seen.inFlight--
    }
  }
  return { emulator, seen, client: createClient({ ...emulatorConfig(), fetch }) }
}

const key = (o: AccountOrder) => `${o.side}:${o.order.orderId}`

/** The requests the read should take: per side, a page per 100 tokens and a page per 100 orders of each token. */
function expectedRequests(orders: readonly AccountOrder[], sides = 2): number {
  let total = 0
  for (const side of ['listing', 'offer'].slice(0, sides)) {
    const perToken = new Map<string, number>()
    for (const o of orders.filter((o) => o.side === side)) {
      perToken.set(o.token.tokenId, (perToken.get(o.token.tokenId) ?? 0) + 1)
    }
    total += Math.max(1, Math.ceil(perToken.size / 100))
    for (const count of perToken.values()) total += Math.ceil(count / 100)
  }
  return total
}

describe('listAccountOrders', () => {
  test("is every live order of the account in the collection, and only those, with each token's metadata", async () => {
    const { client, emulator } = setup(150)
    const account = DEV_ACCOUNTS[0]!.address
    const { orders } = await listAccountOrders(client, {
      network,
      contractAddress: creatures,
      account,
    })
    // Every token, both sides, asked one by one: what the read must equal.
    const ids: string[] = []
    for (let page = 1, more = true; more; page++) {
      const answer = await listCollectibles(client, {
        network,
        contractAddress: creatures,
        filter: { includeEmpty: true },
        page: { page, pageSize: 100 },
      })
      ids.push(...answer.collectibles.map((c) => c.metadata.tokenId))
      more = answer.page?.more ?? false
    }
    expect(ids).toHaveLength(150)
    const all: string[] = []
    for (const tokenId of ids) {
      const request = {
        network,
        contractAddress: creatures,
        tokenId,
        filter: { createdBy: [account] },
        page: { pageSize: 100 },
      }
      const { listings } = await listListingsForCollectible(client, request)
      const { offers } = await listOffersForCollectible(client, request)
      all.push(
        ...listings.map((o) => `listing:${o.orderId}`),
        ...offers.map((o) => `offer:${o.orderId}`),
      )
    }
    expect(orders.length).toBeGreaterThan(20)
    expect(orders.map(key).sort()).toEqual(all.sort())
    for (const { order, token, side } of orders) {
      expect(order.createdBy?.toLowerCase()).toBe(account.toLowerCase())
      expect(order.side).toBe(side)
      expect(order.status).toBe('active')
      expect(token.name).toBeTruthy()
      expect(emulator.state.marketplace.findOrder(creatures, order.orderId)).toBeTruthy()
    }
    expect(new Set(orders.map((o) => o.side))).toEqual(new Set(['listing', 'offer']))
  })

  test('an account with none costs one request a side; with one, one more', async () => {
    const { client, seen } = setup(50)
    const none = await listAccountOrders(client, {
      network,
      contractAddress: creatures,
      account: '0x000000000000000000000000000000000000dEaD',
    })
    expect(none).toEqual({ orders: [], requests: 2 })
    expect(seen.requests).toEqual(['ListCollectibles', 'ListCollectibles'])

    const hostile = EMULATOR_COLLECTION.hostile.address
    const one = await listAccountOrders(client, {
      network,
      contractAddress: hostile,
      account: DEV_ACCOUNTS[3]!.address,
    })
    expect(one.orders).toHaveLength(1)
    expect(one.requests).toBe(3)
  })

  test('50 orders cost a page of tokens a side and a page per token: 44 requests, 4 at most in flight', async () => {
    const { client, seen } = setup(600, 2)
    const result = await listAccountOrders(client, {
      network,
      contractAddress: creatures,
      account: DEV_ACCOUNTS[1]!.address,
    })
    expect(result.orders).toHaveLength(52)
    expect(result.requests).toBe(expectedRequests(result.orders))
    expect(result.requests).toBe(44)
    expect(seen.requests).toHaveLength(44)
    expect(seen.maxInFlight).toBe(4)
  })

  test('200 orders: the tokens are paged (over 100 a side) and every order is read', async () => {
    const { client } = setup(2000)
    const account = DEV_ACCOUNTS[0]!.address
    const result = await listAccountOrders(client, { network, contractAddress: creatures, account })
    const listedTokens = new Set(
      result.orders.filter((o) => o.side === 'listing').map((o) => o.token.tokenId),
    )
    expect(result.orders.length).toBeGreaterThanOrEqual(200)
    expect(listedTokens.size).toBeGreaterThan(100)
    expect(new Set(result.orders.map(key)).size).toBe(result.orders.length)
    expect(result.requests).toBe(expectedRequests(result.orders))
  })

  test('sides and concurrency as asked; a concurrency out of 1–8 is refused before any request', async () => {
    const { client, seen } = setup(600, 2)
    const account = DEV_ACCOUNTS[1]!.address
    const listings = await listAccountOrders(client, {
      network,
      contractAddress: creatures,
      account,
      sides: ['listing'],
      concurrency: 1,
    })
    expect(new Set(listings.orders.map((o) => o.side))).toEqual(new Set(['listing']))
    expect(listings.requests).toBe(expectedRequests(listings.orders, 1))
    expect(seen.maxInFlight).toBe(1)
    const before = seen.requests.length
    for (const concurrency of [0, 9, 1.5]) {
      await expect(
        listAccountOrders(client, { network, contractAddress: creatures, account, concurrency }),
      ).rejects.toThrow(RangeError)
    }
    expect(seen.requests).toHaveLength(before)
  })
})

describe("listAccountOrders with depth 'best', then listAccountTokenOrders", () => {
  test('1,000 orders in one collection: the best on each token costs a request per 100 tokens, not one per token', async () => {
    const { client, seen } = setup(10_000)
    const params = { network, contractAddress: creatures, account: DEV_ACCOUNTS[0]!.address }
    const every = await listAccountOrders(client, params)
    expect(every.orders.length).toBeGreaterThanOrEqual(1000)
    // Before: a page per 100 tokens a side, then a request per token and side.
    expect(every.requests).toBe(expectedRequests(every.orders))
    expect(every.requests).toBeGreaterThan(800)

    seen.requests.length = 0
    const best = await listAccountOrders(client, { ...params, depth: 'best' })
    const tokenSides = new Set(every.orders.map((o) => `${o.side}:${o.token.tokenId}`))
    const pages = ['listing', 'offer'].reduce(
      (sum, side) =>
        sum + Math.ceil([...tokenSides].filter((k) => k.startsWith(`${side}:`)).length / 100),
      0,
    )
    expect(best.requests).toBe(pages)
    expect(best.requests).toBeLessThanOrEqual(12)
    expect(seen.requests).toEqual(Array(pages).fill('ListCollectibles'))
    // One order per token and side, the account's cheapest listing or highest offer there.
    expect(best.orders).toHaveLength(tokenSides.size)
    expect(best.partial).toHaveLength(tokenSides.size)
    const everyOf = (side: string, tokenId: string) =>
      every.orders.filter((o) => o.side === side && o.token.tokenId === tokenId)
    for (const { side, order, token } of best.orders) {
      const mine = everyOf(side, token.tokenId).map((o) => o.order)
      expect(mine.map((o) => o.orderId)).toContain(order.orderId)
      const usd = mine.map((o) => o.priceUSD ?? 0)
      expect(order.priceUSD).toBe(side === 'listing' ? Math.min(...usd) : Math.max(...usd))
    }

    // The rest, for the tokens asked: a request per token and side; with the best, every order.
    const some = best.partial!.slice(0, 30)
    const more = await listAccountTokenOrders(client, { ...params, tokens: some })
    expect(more.requests).toBe(30)
    const expected = some.flatMap(({ side, token }) => everyOf(side, token.tokenId))
    expect(more.orders.map(key).sort()).toEqual(expected.map(key).sort())
  }, 60_000)

  test("a token's best that is not the account's own is left out, and its token stays to be read", async () => {
    const { emulator } = setup(300)
    const account = DEV_ACCOUNTS[0]!.address
    const lying: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init)
      const response = await emulator.handle(request)
      if (!request.url.endsWith('ListCollectibles')) return response
      const body = (await response.json()) as { collectibles: { order?: { createdBy?: string } }[] }
      for (const c of body.collectibles)
        if (c.order) c.order.createdBy = '0x000000000000000000000000000000000000dead'
      return Response.json(body)
    }
    const other = createClient({ ...emulatorConfig(), fetch: lying })
    const best = await listAccountOrders(other, {
      network,
      contractAddress: creatures,
      account,
      depth: 'best',
    })
    expect(best.orders).toEqual([])
    expect(best.partial!.length).toBeGreaterThan(0)
  })
})
