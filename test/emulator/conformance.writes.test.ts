/**
 * Conformance, part 3: writes change later reads, failed requests change
 * nothing, and the emulator is deterministic over HTTP. A third-party order is
 * cancelled the way a wallet would do it — the step's typed data signed with
 * the maker's dev key, the signature POSTed with plain fetch to the step's
 * endpoint — and must then be gone from every read; two servers with the same
 * seed answer byte-identical bodies, and another seed answers differently.
 */
import type { TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Client, createClient } from '../../src/core/client.js'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import type { Marketplace } from '../../src/core/schemas/marketplace.js'
import type { Order } from '../../src/core/schemas/order.js'
import type { Step } from '../../src/core/schemas/step.js'
import { isPlatformError } from '../../src/core/transport/errors.js'
import {
  DEV_SECRET_KEYS,
  type EmulatorServer,
  startEmulatorServer,
} from '../../src/emulator/adapters/node.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS } from '../../src/emulator/data/accounts.js'
import {
  type CollectionSpec,
  DEV_PROJECTS,
  EMULATED_COLLECTIONS,
  EMULATOR_COLLECTION,
} from '../../src/emulator/data/catalog.js'

const { creatures, relics, plants } = EMULATOR_COLLECTION
const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])
const networkOf = (c: CollectionSpec) => (c.chainId === 31337 ? 'anvil' : 'polygon')

/** POSTs a JSON body with plain fetch, as project 1 unless `headers` say otherwise. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Access-Key': DEV_PROJECTS[0]!.accessKey,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

/** Signs a `signEIP712` step's typed data as a wallet would. */
const signStep = (privateKey: `0x${string}`, step: Step) => {
  const { domain, types, primaryType, value } = step.signature!
  return privateKeyToAccount(privateKey).signTypedData({
    domain,
    types,
    primaryType,
    message: value,
  } as unknown as TypedDataDefinition)
}

describe('writes change later reads', () => {
  let server: EmulatorServer
  let client: Client

  beforeAll(async () => {
    server = await startEmulatorServer({ port: 0, size: 200 })
    client = createClient(emulatorConfig(server.url))
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Every collectible with a live listing (pages of 100). */
  async function listed(collection: CollectionSpec): Promise<Collectible[]> {
    const out: Collectible[] = []
    for (let page = 1; ; page++) {
      const answer = await client.marketplace.listCollectibles({
        network: networkOf(collection),
        contractAddress: collection.address,
        page: { page, pageSize: 100 },
      })
      out.push(...answer.collectibles)
      if (!answer.page!.more) return out
    }
  }

  const floorOf = async (collection: CollectionSpec) =>
    (
      await client.marketplace.getFloorOrder({
        network: networkOf(collection),
        contractAddress: collection.address,
      })
    ).collectible!.order!

  const listingsOf = async (order: Order) =>
    (
      await client.marketplace.listListingsForCollectible({
        network: order.chainId!,
        contractAddress: order.collectionContractAddress!,
        tokenId: order.tokenId!,
        page: { pageSize: 100 },
      })
    ).listings

  const cancelStep = async (order: Order, maker = order.createdBy!) => {
    const { steps } = await client.marketplace.generateCancelTransaction({
      network: order.chainId!,
      collectionAddress: order.collectionContractAddress!,
      maker,
      marketplace: order.marketplace as Marketplace,
      orderId: order.orderId,
    })
    expect(steps).toHaveLength(1)
    return steps[0]!
  }

  test('a signed third-party cancellation removes the floor order from every read', async () => {
    // A collection whose floor is a third-party listing made by a dev account.
    let found: { collection: CollectionSpec; floor: Order; maker: (typeof DEV_ACCOUNTS)[number] }
    for (const collection of EMULATED_COLLECTIONS) {
      const floor = await floorOf(collection)
      const maker = DEV_ACCOUNTS.find(
        (d) => d.address.toLowerCase() === floor.createdBy!.toLowerCase(),
      )
      if (maker && !NATIVE.has(floor.marketplace!)) {
        found = { collection, floor, maker }
        break
      }
    }
    const { collection, floor, maker } = found!
    expect(collection).toBeDefined()
    expect((await listingsOf(floor))[0]!.orderId).toBe(floor.orderId)
    const before = await listed(collection)
    expect(before[0]!.order!.orderId).toBe(floor.orderId)

    const step = await cancelStep(floor)
    expect(step.id).toBe('signEIP712')
    expect(step.post!.endpoint.startsWith(server.url)).toBe(true)

    // A signature by someone else is refused, and changes nothing.
    const forger = DEV_ACCOUNTS.find((d) => d !== maker)!
    const forged = await post(step.post!.endpoint, {
      ...step.post!.body,
      signature: await signStep(forger.privateKey, step),
    })
    expect(forged.status).toBe(403)
    expect(JSON.parse(forged.text)).toMatchObject({ error: 'PermissionDenied', code: 1001 })
    expect((await floorOf(collection)).orderId).toBe(floor.orderId)

    // The maker's signature, posted where the step says, with plain fetch.
    const signature = await signStep(maker.privateKey, step)
    const done = await fetch(step.post!.endpoint, {
      method: step.post!.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...step.post!.body, signature }),
    })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ status: true })

    // Gone from the token's listings, from ListCollectibles, and from the floor.
    const listings = await listingsOf(floor)
    expect(listings.map((o) => o.orderId)).not.toContain(floor.orderId)
    const after = await listed(collection)
    for (const c of after) {
      expect(c.order?.orderId).not.toBe(floor.orderId)
      expect(c.listing?.orderId).not.toBe(floor.orderId)
    }
    const token = after.find((c) => c.metadata.tokenId === floor.tokenId)
    if (listings.length > 0) expect(token?.order?.orderId).toBe(listings[0]!.orderId)
    else expect(token).toBeUndefined()
    const newFloor = await floorOf(collection)
    expect(newFloor.orderId).not.toBe(floor.orderId)
    expect(newFloor.priceUSD).toBeGreaterThanOrEqual(floor.priceUSD!)
    expect(newFloor.orderId).toBe(after[0]!.order!.orderId)
    // Every other listing is still there: the next cheapest became the floor.
    const others = before.slice(1).map((c) => c.order!)
    const cheapest = [...others, ...listings].sort(
      (a, b) => a.priceUSD! - b.priceUSD! || Number(a.orderId) - Number(b.orderId),
    )[0]!
    expect(newFloor.priceUSD).toBe(cheapest.priceUSD)

    // GetOrders still knows it, now cancelled.
    const { orders } = await client.marketplace.getOrders({
      network: floor.chainId!,
      input: [{ contractAddress: floor.collectionContractAddress!, orderId: floor.orderId }],
    })
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ orderId: floor.orderId, status: 'cancelled' })

    // Cancelling it again is a conflict, by either path.
    const again = await post(step.post!.endpoint, { ...step.post!.body, signature })
    expect(again.status).toBe(409)
    expect(JSON.parse(again.text)).toMatchObject({ error: 'RequestConflict', code: 1004 })
    const regenerated = await cancelStep(floor).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isPlatformError(regenerated, 'RequestConflict')).toBe(true)
    expect(regenerated).toMatchObject({ code: 1004, status: 409 })
  })

  test('a failed AddAudienceContacts (one invalid address, raw JSON) changes nothing', async () => {
    const builder = server.emulator.state.builder
    const { audience } = await client.builder.createAudience({
      projectId: 1,
      name: 'All or nothing',
    })
    await client.builder.addAudienceContacts({
      projectId: 1,
      audienceId: audience.id,
      contacts: [{ address: DEV_ACCOUNTS[0]!.address, name: 'Zero' }],
    })
    const version = builder.version
    const snapshot = {
      audience: builder.audience(1, audience.id),
      contacts: builder.contacts(1, audience.id),
    }
    expect(snapshot.audience?.contactCount).toBe(1)

    const { status, text } = await post(`${server.url}/api/rpc/Builder/AddAudienceContacts`, {
      projectId: 1,
      audienceId: audience.id,
      contacts: [
        { address: DEV_ACCOUNTS[0]!.address, name: 'Renamed' },
        { address: DEV_ACCOUNTS[1]!.address },
        { address: '0x12345' },
      ],
    })
    expect(status).toBe(400)
    expect(JSON.parse(text)).toMatchObject({ error: 'InvalidArgument', code: 2001, status: 400 })
    expect(builder.version).toBe(version)
    expect({
      audience: builder.audience(1, audience.id),
      contacts: builder.contacts(1, audience.id),
    }).toEqual(snapshot)
  })

  test('a failed unlink or webhook removal changes nothing', async () => {
    const wallets = server.emulator.state.wallets
    const links = wallets.links()
    const { status } = await post(`${server.url}/api/rpc/API/RemoveLinkedWallet`, {
      signatureChainId: '31337',
      parentWalletAddress: DEV_ACCOUNTS[5]!.address,
      parentWalletMessage: `child wallet with address ${DEV_ACCOUNTS[6]!.address}`,
      parentWalletSignature: `0x${'11'.repeat(65)}`,
      linkedWalletAddress: DEV_ACCOUNTS[6]!.address,
      linkedWalletMessage: `Unlink from parent wallet with address ${DEV_ACCOUNTS[5]!.address}`,
      linkedWalletSignature: `0x${'22'.repeat(65)}`,
    })
    expect(status).toBe(403)
    expect(wallets.links()).toEqual(links)
  })
  test("moving the emulator clock past a listing's validUntil takes it out of every read", async () => {
    const clock = server.emulator.clock
    const start = clock.now()
    const floor = await floorOf(creatures)
    try {
      clock.set(Date.parse(floor.validUntil!))
      expect((await floorOf(creatures)).orderId).not.toBe(floor.orderId)
      expect((await listingsOf(floor)).map((o) => o.orderId)).not.toContain(floor.orderId)
      for (const c of await listed(creatures)) expect(c.order?.orderId).not.toBe(floor.orderId)
      const error = await cancelStep(floor).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toMatchObject({ error: 'RequestConflict', code: 1004, status: 409 })
      // One millisecond earlier it was still live.
      clock.set(Date.parse(floor.validUntil!) - 1)
      expect((await listingsOf(floor)).map((o) => o.orderId)).toContain(floor.orderId)
    } finally {
      clock.set(start)
    }
    expect((await floorOf(creatures)).orderId).toBe(floor.orderId)
  })
})

describe('determinism over HTTP', () => {
  const servers: EmulatorServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
  })

  /** The raw requests: path under the base URL and JSON body. */
  const requests = (orderId: string, maker: string, marketplace: string) =>
    [
      ['/relayer/anvil/rpc/Relayer/GetChainID', {}],
      [
        '/metadata/rpc/Metadata/TokenCollectionFilters',
        { chainID: '31337', contractAddress: creatures.address },
      ],
      [
        '/metadata/rpc/Metadata/TokenCollectionFilters',
        { chainId: '137', contractAddress: plants.address },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/ListCollectibles',
        { contractAddress: creatures.address, page: { pageSize: 50 } },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/ListCollectibles',
        { contractAddress: relics.address, side: 'offer', filter: { includeEmpty: true } },
      ],
      ['/marketplace/anvil/rpc/Marketplace/GetFloorOrder', { contractAddress: creatures.address }],
      ['/marketplace/polygon/rpc/Marketplace/GetFloorOrder', { contractAddress: plants.address }],
      [
        '/marketplace/anvil/rpc/Marketplace/ListListingsForCollectible',
        { contractAddress: creatures.address, tokenId: '7' },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/ListOffersForCollectible',
        { contractAddress: creatures.address, tokenId: '7' },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/GetOrders',
        { input: [{ contractAddress: creatures.address, orderId }] },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/GenerateCancelTransaction',
        { collectionAddress: creatures.address, maker, marketplace, orderId },
      ],
      ['/api/rpc/Builder/ListContracts', { projectId: 1, page: { pageSize: 10 } }],
      ['/api/rpc/Builder/CreateAudience', { projectId: 1, name: 'Same everywhere' }],
      [
        '/indexer/anvil/rpc/Indexer/AddWebhookListener',
        {
          url: 'https://hooks.example.org/d',
          filters: {
            contractAddresses: [creatures.address],
            events: ['Transfer(address,address,uint256)'],
          },
        },
      ],
      [
        '/marketplace/anvil/rpc/Marketplace/GetFloorOrder',
        { contractAddress: '0x00000000000000000000000000000000000c0de5' },
      ],
    ] as const

  /** Sends the requests in turn; answers each body with the server's own base URL replaced. */
  async function bodies(seed: number, orderId: string, maker: string, marketplace: string) {
    const server = await startEmulatorServer({ port: 0, size: 200, seed })
    servers.push(server)
    const out: string[] = []
    for (const [path, body] of requests(orderId, maker, marketplace)) {
      const { text } = await post(`${server.url}${path}`, body, {
        Authorization: `BEARER ${DEV_SECRET_KEYS[1]}`,
      })
      out.push(text.replaceAll(server.url, '<base>'))
    }
    return out
  }

  test('the same seed gives byte-identical bodies; another seed differs', async () => {
    // A live third-party listing of seed 7, to make the cancel step and GetOrders meaningful.
    const probe = await startEmulatorServer({ port: 0, size: 200, seed: 7 })
    servers.push(probe)
    const { collectibles } = await createClient(
      emulatorConfig(probe.url),
    ).marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    const order = collectibles.map((c) => c.order!).find((o) => !NATIVE.has(o.marketplace!))!
    const args = [order.orderId, order.createdBy!, order.marketplace!] as const

    const [a, b, c] = await Promise.all([
      bodies(7, ...args),
      bodies(7, ...args),
      bodies(8, ...args),
    ])
    expect(b).toEqual(a)
    for (const text of a) expect(text.length).toBeGreaterThan(10)
    expect(a[10]).toContain('"signEIP712"')
    expect(a[10]).toContain('<base>/marketplace/anvil/orders/cancel')
    expect(JSON.parse(a[14]!)).toMatchObject({ error: 'NotFound' })

    // Another seed: the generated data differs; the fixed facts do not.
    expect(c[0]).toBe(a[0])
    const differing = a.map((text, i) => text !== c[i]).filter(Boolean).length
    expect(differing).toBeGreaterThan(5)
    expect(c[3]).not.toBe(a[3])
    expect(c[5]).not.toBe(a[5])
  })
})
