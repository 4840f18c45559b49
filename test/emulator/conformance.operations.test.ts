/**
 * Conformance, part 1: the success path of every one of the 17 operations,
 * driven through the real core client (and the indexer admin client) against
 * the emulator served over real HTTP on 127.0.0.1. Each answer is checked for
 * what it means (decisions.md §6), and answers are cross-checked against one
 * another: the floor against the lists, the best orders against the
 * per-token lists, the property filters against the tokens' metadata.
 */
import { type Address, decodeFunctionData, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Client, createClient } from '../../src/core/client.js'
import {
  type ETHAuthClaims,
  encodeETHAuthProof,
  ethAuthTypedData,
} from '../../src/core/ethauth/index.js'
import { unlinkMessages } from '../../src/core/operations/removeLinkedWallet.js'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import type { Marketplace } from '../../src/core/schemas/marketplace.js'
import type { Order } from '../../src/core/schemas/order.js'
import type { PropertyCondition } from '../../src/core/schemas/rpc/listCollectibles.js'
import {
  DEV_SECRET_KEYS,
  type EmulatorServer,
  startEmulatorServer,
} from '../../src/emulator/adapters/node.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS } from '../../src/emulator/data/accounts.js'
import {
  type CollectionSpec,
  EMULATED_COLLECTIONS,
  EMULATED_NETWORKS,
  EMULATOR_COLLECTION,
} from '../../src/emulator/data/catalog.js'
import { createIndexerAdminClient } from '../../src/server/index.js'

const { creatures, relics, plants } = EMULATOR_COLLECTION
const [anvil, polygon] = EMULATED_NETWORKS as [
  (typeof EMULATED_NETWORKS)[number],
  (typeof EMULATED_NETWORKS)[number],
]
const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])
/** Sequence Market's, as the platform publishes it (../shared/reference/sequence-market.md). */
const CANCEL_ABI = parseAbi(['function cancelRequest(uint256 requestId)'])

let server: EmulatorServer
let client: Client
let requests = 0

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, size: 200 })
  const counting: typeof fetch = (input, init) => {
    requests++
    return fetch(input, init)
  }
  client = createClient({ ...emulatorConfig(server.url), fetch: counting })
})

afterAll(async () => {
  await server?.close()
})

/** The network name of a collection. */
const networkOf = (c: CollectionSpec) => (c.chainId === anvil.chainId ? anvil.name : polygon.name)

/** A token's attribute value by trait name, from its metadata. */
const attribute = (c: Collectible, trait: string): unknown =>
  c.metadata.attributes?.find((a) => a.trait_type === trait)?.value

/** Every page (of 30) of ListCollectibles, following `more`. */
async function allCollectibles(
  collection: CollectionSpec,
  options: {
    side?: 'listing' | 'offer'
    includeEmpty?: boolean
    properties?: PropertyCondition[]
    sort?: { column: string; order?: 'ASC' | 'DESC' }[]
  } = {},
): Promise<Collectible[]> {
  const out: Collectible[] = []
  for (let page = 1; ; page++) {
    const answer = await client.marketplace.listCollectibles({
      network: networkOf(collection),
      contractAddress: collection.address,
      ...(options.side ? { side: options.side } : {}),
      filter: {
        ...(options.includeEmpty ? { includeEmpty: true } : {}),
        ...(options.properties ? { properties: options.properties } : {}),
      },
      page: { page, pageSize: 30, ...(options.sort ? { sort: options.sort } : {}) },
    })
    expect(answer.page).toMatchObject({ page, pageSize: 30 })
    out.push(...answer.collectibles)
    if (!answer.page!.more) {
      expect(answer.collectibles.length).toBeLessThanOrEqual(30)
      return out
    }
    expect(answer.collectibles).toHaveLength(30)
  }
}

/** Every live listing (cheapest first) and offer (highest first) of one token. */
async function tokenBook(collection: CollectionSpec, tokenId: string) {
  const where = { network: networkOf(collection), contractAddress: collection.address, tokenId }
  const [{ listings }, { offers }] = await Promise.all([
    client.marketplace.listListingsForCollectible({ ...where, page: { pageSize: 100 } }),
    client.marketplace.listOffersForCollectible({ ...where, page: { pageSize: 100 } }),
  ])
  return { listings, offers }
}

const prices = (orders: readonly Order[]) => orders.map((o) => o.priceUSD!)
const isNonDecreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x)
const isNonIncreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x)

describe('Relayer/GetChainID', () => {
  test("answers each network's chain id, by name or by id", async () => {
    await expect(client.relayer.getChainId({ network: 'anvil' })).resolves.toEqual({
      chainID: 31337,
    })
    await expect(client.relayer.getChainId({ network: 'polygon' })).resolves.toEqual({
      chainID: 137,
    })
    await expect(client.relayer.getChainId({ network: 137 })).resolves.toEqual({ chainID: 137 })
  })
})

describe('Metadata/TokenCollectionFilters', () => {
  test('every collection: one filter per attribute, INT with min ≤ max, STRING sorted and distinct', async () => {
    for (const collection of EMULATED_COLLECTIONS) {
      const { filters } = await client.metadata.tokenCollectionFilters({
        network: collection.chainId,
        contractAddress: collection.address,
      })
      expect(filters.length).toBeGreaterThan(0)
      const names = filters.map((f) => f.name)
      expect(new Set(names).size).toBe(names.length)
      for (const f of filters) {
        expect(['INT', 'STRING']).toContain(f.type)
        if (f.type === 'INT') {
          expect(typeof f.min).toBe('number')
          expect(typeof f.max).toBe('number')
          expect(f.min!).toBeLessThanOrEqual(f.max!)
          expect(f.values).toEqual([])
        } else {
          expect(f.min).toBeUndefined()
          expect(f.max).toBeUndefined()
          const values = f.values ?? []
          expect(values.length).toBeGreaterThan(0)
          expect(new Set(values).size).toBe(values.length)
          expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
        }
      }
    }
  })

  test("the filters describe exactly the tokens' attributes (Pixel Relics, every token)", async () => {
    const { filters } = await client.metadata.tokenCollectionFilters({
      network: 'anvil',
      contractAddress: relics.address.toLowerCase(),
    })
    const tokens = await allCollectibles(relics, {
      includeEmpty: true,
      sort: [{ column: 'tokenId' }],
    })
    expect(tokens).toHaveLength(relics.size as number)
    for (const f of filters) {
      const seen = tokens.map((t) => attribute(t, f.name)).filter((v) => v !== undefined)
      expect(seen.length).toBeGreaterThan(0)
      if (f.type === 'INT') {
        const numbers = seen as number[]
        expect(Math.min(...numbers)).toBe(f.min)
        expect(Math.max(...numbers)).toBe(f.max)
      } else {
        expect([...new Set(seen.map(String))].sort()).toEqual([...(f.values ?? [])].sort())
      }
    }
  })
})

describe('Marketplace/ListCollectibles', () => {
  test('by default: every collectible with a live listing, once, cheapest first, its best listing as order', async () => {
    const all = await allCollectibles(creatures)
    // Several pages of 30, each in its place.
    expect(all.length).toBeGreaterThan(60)
    const ids = all.map((c) => c.metadata.tokenId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const c of all) {
      expect(c.order).toBeDefined()
      expect(c.order!).toMatchObject({
        side: 'listing',
        status: 'active',
        tokenId: c.metadata.tokenId,
      })
      expect(c.order!.collectionContractAddress).toBe(creatures.address)
      expect(c.listing?.orderId).toBe(c.order!.orderId)
    }
    const ps = all.map((c) => c.order!.priceUSD!)
    expect(isNonDecreasing(ps)).toBe(true)
    // Ties in price go by token id.
    for (let i = 1; i < all.length; i++) {
      if (ps[i] === ps[i - 1]) {
        expect(Number(all[i]!.metadata.tokenId)).toBeGreaterThan(
          Number(all[i - 1]!.metadata.tokenId),
        )
      }
    }
  })

  test('a STRING property filter keeps exactly the matching collectibles, in the same order', async () => {
    const all = await allCollectibles(creatures)
    const wanted = ['Epic', 'Legendary']
    const filtered = await allCollectibles(creatures, {
      properties: [{ name: 'Rarity', type: 'STRING', values: wanted }],
    })
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.length).toBeLessThan(all.length)
    for (const c of filtered) expect(wanted).toContain(attribute(c, 'Rarity'))
    expect(filtered.map((c) => c.metadata.tokenId)).toEqual(
      all
        .filter((c) => wanted.includes(String(attribute(c, 'Rarity'))))
        .map((c) => c.metadata.tokenId),
    )
  })

  test('an INT property filter keeps the values within min–max', async () => {
    const filtered = await allCollectibles(plants, {
      properties: [{ name: 'Age', type: 'INT', min: 20, max: 60 }],
    })
    expect(filtered.length).toBeGreaterThan(0)
    for (const c of filtered) {
      const age = attribute(c, 'Age') as number
      expect(age).toBeGreaterThanOrEqual(20)
      expect(age).toBeLessThanOrEqual(60)
    }
  })

  test('sorted by price DESC: dearest first; side offer: highest offer first', async () => {
    const desc = await allCollectibles(creatures, { sort: [{ column: 'price', order: 'DESC' }] })
    const asc = await allCollectibles(creatures)
    expect(isNonIncreasing(desc.map((c) => c.order!.priceUSD!))).toBe(true)
    expect(new Set(desc.map((c) => c.metadata.tokenId))).toEqual(
      new Set(asc.map((c) => c.metadata.tokenId)),
    )

    const offers = await allCollectibles(creatures, { side: 'offer' })
    expect(offers.length).toBeGreaterThan(0)
    for (const c of offers) {
      expect(c.order).toMatchObject({ side: 'offer', status: 'active' })
      expect(c.offer?.orderId).toBe(c.order!.orderId)
    }
    expect(isNonIncreasing(offers.map((c) => c.order!.priceUSD!))).toBe(true)
  })

  test('includeEmpty adds the collectibles without a listing: every token once', async () => {
    const all = await allCollectibles(creatures, { includeEmpty: true })
    expect(all).toHaveLength(200)
    const listed = all.filter((c) => c.order)
    // The listed ones first, still cheapest first.
    expect(all.slice(0, listed.length)).toEqual(listed)
    expect(isNonDecreasing(listed.map((c) => c.order!.priceUSD!))).toBe(true)
  })
})

describe('Marketplace/GetFloorOrder', () => {
  test("every collection: the cheapest live listing, the first of ListCollectibles and of its token's listings", async () => {
    for (const collection of EMULATED_COLLECTIONS) {
      const network = networkOf(collection)
      const { collectible } = await client.marketplace.getFloorOrder({
        network,
        contractAddress: collection.address,
      })
      const floor = collectible!.order!
      expect(floor).toMatchObject({
        side: 'listing',
        status: 'active',
        tokenId: collectible!.metadata.tokenId,
        collectionContractAddress: collection.address,
      })
      const all = await allCollectibles(collection)
      expect(all[0]!.order!.orderId).toBe(floor.orderId)
      for (const c of all) expect(c.order!.priceUSD).toBeGreaterThanOrEqual(floor.priceUSD!)
      const { listings } = await tokenBook(collection, floor.tokenId!)
      expect(listings[0]!.orderId).toBe(floor.orderId)
      expect(collectible!.listing?.orderId).toBe(floor.orderId)
    }
  })
})

describe('Marketplace: per-token lists and best orders', () => {
  test('ListListings cheapest first, ListOffers highest first; GetHighest/GetLowest are their max/min', async () => {
    const all = await allCollectibles(creatures, {
      includeEmpty: true,
      sort: [{ column: 'tokenId' }],
    })
    let deep = 0
    for (const c of all.slice(0, 60)) {
      const tokenId = c.metadata.tokenId
      const { listings, offers } = await tokenBook(creatures, tokenId)
      for (const o of listings)
        expect(o).toMatchObject({ side: 'listing', status: 'active', tokenId })
      for (const o of offers) expect(o).toMatchObject({ side: 'offer', status: 'active', tokenId })
      expect(isNonDecreasing(prices(listings))).toBe(true)
      expect(isNonIncreasing(prices(offers))).toBe(true)
      // The collectible's best orders are the heads of the lists.
      expect(c.listing?.orderId).toBe(listings[0]?.orderId)
      expect(c.offer?.orderId).toBe(offers[0]?.orderId)
      const where = { network: 'anvil', contractAddress: creatures.address, tokenId }
      if (listings.length > 0) {
        const { order } = await client.marketplace.getHighestPriceListingForCollectible(where)
        expect(order!.priceUSD).toBe(Math.max(...prices(listings)))
        expect(order!.orderId).toBe(listings.at(-1)!.orderId)
      }
      if (offers.length > 0) {
        const { order } = await client.marketplace.getLowestPriceOfferForCollectible(where)
        expect(order!.priceUSD).toBe(Math.min(...prices(offers)))
        expect(order!.orderId).toBe(offers.at(-1)!.orderId)
      }
      if (listings.length > 1 && offers.length > 1) deep++
    }
    // The check above meant something: some tokens have several orders on each side.
    expect(deep).toBeGreaterThan(0)
  })

  test('the order filter narrows: by maker and by marketplace', async () => {
    const all = await allCollectibles(creatures)
    const target = all.find((c) => c.order!.createdBy !== all[0]!.order!.createdBy) ?? all[0]!
    const order = target.order!
    const where = {
      network: 'anvil',
      contractAddress: creatures.address,
      tokenId: order.tokenId!,
    }
    const { listings } = await client.marketplace.listListingsForCollectible({
      ...where,
      filter: { createdBy: [order.createdBy!.toLowerCase()] },
    })
    expect(listings.length).toBeGreaterThan(0)
    for (const o of listings) expect(o.createdBy).toBe(order.createdBy)
    const { order: highest } = await client.marketplace.getHighestPriceListingForCollectible({
      ...where,
      filter: { marketplace: [order.marketplace as Marketplace] },
    })
    expect(highest!.marketplace).toBe(order.marketplace)
    expect(highest!.priceUSD).toBeGreaterThanOrEqual(order.priceUSD!)
  })
})

describe('Marketplace/GetOrders', () => {
  test('answers in input order and leaves unknown pairs out', async () => {
    const [a, b] = (await allCollectibles(creatures)).map((c) => c.order!)
    const c = (await allCollectibles(relics))[0]!.order!
    const input = [
      { contractAddress: c.collectionContractAddress!, orderId: c.orderId },
      { contractAddress: creatures.address, orderId: '987654321987' },
      { contractAddress: b!.collectionContractAddress!.toLowerCase(), orderId: b!.orderId },
      { contractAddress: '0x000000000000000000000000000000000000dEaD', orderId: a!.orderId },
      // A collection of another network is not on the anvil marketplace.
      { contractAddress: plants.address, orderId: a!.orderId },
      { contractAddress: a!.collectionContractAddress!, orderId: a!.orderId },
    ]
    const { orders } = await client.marketplace.getOrders({ network: 'anvil', input })
    expect(orders.map((o) => o.orderId)).toEqual([c.orderId, b!.orderId, a!.orderId])
    expect(orders[1]).toEqual(b)
    const reversed = await client.marketplace.getOrders({
      network: 'anvil',
      input: [...input].reverse(),
    })
    expect(reversed.orders.map((o) => o.orderId)).toEqual([a!.orderId, b!.orderId, c.orderId])
  })
})

describe('Marketplace/GenerateCancelTransaction', () => {
  const liveListingBy = async (native: boolean) => {
    const makers = new Set(DEV_ACCOUNTS.map((d) => d.address.toLowerCase()))
    const order = (await allCollectibles(creatures))
      .map((c) => c.order!)
      .find((o) => makers.has(o.createdBy!.toLowerCase()) && NATIVE.has(o.marketplace!) === native)
    if (!order) throw new Error(`no live ${native ? 'native' : 'third-party'} dev listing`)
    return order
  }

  test("a native order: one transaction of the market's cancelRequest(requestId)", async () => {
    const order = await liveListingBy(true)
    const { steps } = await client.marketplace.generateCancelTransaction({
      network: 'anvil',
      collectionAddress: order.collectionContractAddress!,
      maker: order.createdBy!.toLowerCase(),
      marketplace: order.marketplace as Marketplace,
      orderId: order.orderId,
    })
    expect(steps).toHaveLength(1)
    const [step] = steps
    expect(step).toMatchObject({ id: 'cancel', to: anvil.marketplaceContract, value: '0' })
    const decoded = decodeFunctionData({ abi: CANCEL_ABI, data: step!.data as `0x${string}` })
    expect(decoded).toEqual({ functionName: 'cancelRequest', args: [BigInt(order.orderId)] })
  })

  test('a third-party order: one signEIP712 step whose post points back at the server', async () => {
    const order = await liveListingBy(false)
    const { steps } = await client.marketplace.generateCancelTransaction({
      network: 'anvil',
      collectionAddress: order.collectionContractAddress!,
      maker: order.createdBy!,
      marketplace: order.marketplace as Marketplace,
      orderId: order.orderId,
    })
    expect(steps).toHaveLength(1)
    const [step] = steps
    expect(step!.id).toBe('signEIP712')
    expect(step!.signature).toMatchObject({
      domain: { version: '1', chainId: 31337 },
      primaryType: 'CancelOrder',
      value: { orderId: order.orderId, maker: order.createdBy },
    })
    expect(step!.signature!.domain!.verifyingContract).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(step!.post).toMatchObject({
      method: 'POST',
      body: { orderId: order.orderId, marketplace: order.marketplace },
    })
    expect(step!.post!.endpoint.startsWith(`${server.url}/`)).toBe(true)
    expect(new URL(step!.post!.endpoint).pathname).toBe('/marketplace/anvil/orders/cancel')
  })
})

describe('Builder', () => {
  test('ListContracts pages by cursor through every contract exactly once', async () => {
    const expected = server.emulator.state.builder.contracts(1).map((c) => c.id)
    expect(expected.length).toBeGreaterThan(20)
    for (const column of ['id', 'contractName', 'chainId'] as const) {
      const seen: number[] = []
      let after: unknown
      for (let guard = 0; guard < 50; guard++) {
        const { contracts, page } = await client.builder.listContracts({
          projectId: 1,
          page: { pageSize: 7, column, ...(after !== undefined ? { after } : {}) },
        })
        expect(contracts.length).toBeLessThanOrEqual(7)
        for (const c of contracts) expect(c.projectId).toBe(1)
        seen.push(...contracts.map((c) => c.id!))
        if (!page!.more) break
        expect(contracts).toHaveLength(7)
        after = page!.after
      }
      expect(new Set(seen).size).toBe(seen.length)
      expect([...seen].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b))
      if (column === 'id') expect(seen).toEqual([...seen].sort((a, b) => a - b))
    }
  })

  test('ListContracts narrows by chain and type', async () => {
    const { contracts } = await client.builder.listContracts({
      projectId: 1,
      filter: { chainId: 137, contractType: 'ERC721' },
      page: { pageSize: 100 },
    })
    expect(contracts.length).toBeGreaterThan(0)
    for (const c of contracts) expect(c).toMatchObject({ chainId: 137, contractType: 'ERC721' })
    expect(contracts.map((c) => c.contractAddress)).toContain(plants.address)
  })

  test('CreateAudience then AddAudienceContacts raise contactCount, duplicates updated', async () => {
    const { audience } = await client.builder.createAudience({
      projectId: 1,
      name: 'Conformance audience',
    })
    expect(audience).toMatchObject({ projectId: 1, name: 'Conformance audience', contactCount: 0 })
    const builder = server.emulator.state.builder
    expect(builder.audience(1, audience.id)?.contactCount).toBe(0)

    const [d0, d1, d2] = DEV_ACCOUNTS
    await expect(
      client.builder.addAudienceContacts({
        projectId: 1,
        audienceId: audience.id,
        contacts: [
          { address: d0!.address, name: 'Zero' },
          { address: d1!.address },
          { address: d0!.address.toLowerCase(), email: 'zero@example.org' },
        ],
      }),
    ).resolves.toEqual({ ok: true })
    expect(builder.audience(1, audience.id)?.contactCount).toBe(2)

    await client.builder.addAudienceContacts({
      projectId: 1,
      audienceId: audience.id,
      contacts: [{ address: d1!.address, name: 'One' }, { address: d2!.address }],
    })
    expect(builder.audience(1, audience.id)?.contactCount).toBe(3)
    const contacts = builder.contacts(1, audience.id)
    expect(contacts.map((c) => c.address.toLowerCase())).toEqual(
      [d0, d1, d2].map((d) => d!.address.toLowerCase()),
    )
    expect(contacts[0]).toMatchObject({ name: 'Zero', email: 'zero@example.org' })
    expect(contacts[1]).toMatchObject({ name: 'One' })
  })
})

describe('API', () => {
  test('IsValidETHAuthProof: true for a proof signed with viem by a dev account', async () => {
    const now = Math.floor(server.emulator.clock.now() / 1000)
    const claims: ETHAuthClaims = { app: 'conformance', iat: now - 30, exp: now + 3600, v: '1' }
    const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
    const signature = await account.signTypedData(ethAuthTypedData(claims))
    const ethAuthProofString = encodeETHAuthProof({ address: account.address, claims, signature })
    await expect(
      client.api.isValidETHAuthProof({
        network: 'anvil',
        walletAddress: account.address,
        ethAuthProofString,
      }),
    ).resolves.toEqual({ isValid: true })
    await expect(
      client.api.isValidETHAuthProof({
        network: 137,
        walletAddress: account.address.toLowerCase(),
        ethAuthProofString,
      }),
    ).resolves.toEqual({ isValid: true })
  })

  test('RemoveLinkedWallet with both messages signed: status true, and the link is gone', async () => {
    const parent = DEV_ACCOUNTS[3]!
    const linked = DEV_ACCOUNTS[4]!
    const wallets = server.emulator.state.wallets
    expect(wallets.hasLink(parent.address, linked.address)).toBe(true)
    const addresses = { parentWalletAddress: parent.address, linkedWalletAddress: linked.address }
    const { parentWalletMessage, linkedWalletMessage } = unlinkMessages(addresses)
    const result = await client.api.removeLinkedWallet({
      network: 'polygon',
      ...addresses,
      parentWalletMessage,
      parentWalletSignature: await privateKeyToAccount(parent.privateKey).signMessage({
        message: parentWalletMessage,
      }),
      linkedWalletMessage,
      linkedWalletSignature: await privateKeyToAccount(linked.privateKey).signMessage({
        message: linkedWalletMessage,
      }),
    })
    expect(result).toEqual({ status: true })
    expect(wallets.hasLink(parent.address, linked.address)).toBe(false)
    expect(wallets.links().some((l) => l.linked === linked.address)).toBe(false)
    // The other links are untouched.
    expect(wallets.hasLink(DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address)).toBe(true)
  })
})

describe('Indexer webhooks (admin client)', () => {
  test('AddWebhookListener registers, RemoveWebhookListener removes', async () => {
    const admin = createIndexerAdminClient({
      ...emulatorConfig(server.url),
      secretKey: DEV_SECRET_KEYS[1],
    })
    const filters = {
      contractAddresses: [creatures.address as Address],
      events: ['Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'],
      tokenIDs: [1n, 2, '3'],
    }
    const added = await admin.addWebhookListener({
      network: 'anvil',
      url: 'https://hooks.example.org/transfers',
      filters,
    })
    expect(added.status).toBe(true)
    expect(added.listener).toMatchObject({
      url: 'https://hooks.example.org/transfers',
      filters: {
        contractAddresses: [creatures.address],
        events: filters.events,
        tokenIDs: ['1', '2', '3'],
      },
    })
    const indexer = server.emulator.state.indexer
    expect(indexer.list(1).map((l) => String(l.id))).toContain(String(added.listener.id))

    await expect(
      admin.removeWebhookListener({ network: 'anvil', id: added.listener.id, projectId: 1 }),
    ).resolves.toEqual({ status: true })
    expect(indexer.list(1).map((l) => String(l.id))).not.toContain(String(added.listener.id))
  })
})

test('the client calls went over HTTP, one request each', () => {
  expect(requests).toBeGreaterThan(100)
})
