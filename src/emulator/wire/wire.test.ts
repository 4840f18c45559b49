/**
 * The emulator on the wire as a real server (issue 10): its answers carry
 * what go-sequence's `json` tags make a Go server send, and it accepts
 * requests as the official generated clients encode them.
 */
import { describe, expect, test } from 'vitest'
import { type Harness, harness } from '../../../test/support/emulatorHarness.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATOR_COLLECTION } from '../data/catalog.js'
import { DEV_SECRET_KEYS } from '../data/secrets.js'
import { createEmulator } from '../emulator.js'

const { creatures } = EMULATOR_COLLECTION
const h: Harness = harness()
const market = (op: string) => `/marketplace/anvil/rpc/Marketplace/${op}`

type Json = Record<string, unknown>
const post = async (path: string, body: unknown) => {
  const response = await h.raw(path, body)
  return { status: response.status, body: (await response.json()) as Json }
}

/** A live order of `side` on the creatures, native or not, as the state holds it. */
const liveOrder = (side: 'listing' | 'offer', native?: boolean) =>
  h.emulator.state.marketplace
    .ordersByMaker(DEV_ACCOUNTS[0]!.address, { liveAt: h.emulator.clock.now(), network: 'anvil' })
    .concat(
      DEV_ACCOUNTS.slice(1).flatMap((a) =>
        h.emulator.state.marketplace.ordersByMaker(a.address, {
          liveAt: h.emulator.clock.now(),
          network: 'anvil',
        }),
      ),
    )
    .find(
      (o) =>
        o.side === side &&
        o.collectionContractAddress === creatures.address &&
        (native === undefined || /^native_/.test(o.marketplace) === native),
    )!

describe('answers as a Go server sends them', () => {
  test('orders: no json:"-" fields, pointers present as values or null', async () => {
    const { body } = await post(market('ListCollectibles'), {
      contractAddress: creatures.address,
      page: { pageSize: 50 },
    })
    const collectibles = body.collectibles as Json[]
    expect(collectibles.length).toBeGreaterThan(0)
    for (const c of collectibles) {
      expect(Object.keys(c).sort()).toEqual(['listing', 'metadata', 'offer', 'order'])
      const order = c.order as Json
      for (const hidden of ['id', 'collectionId', 'collectibleId', 'source']) {
        expect(order).not.toHaveProperty(hidden)
      }
      expect(order).toHaveProperty('orderCreatedAt')
      expect(order).toHaveProperty('tokenId')
    }
    // A collectible without an offer carries "offer": null, not an absent member.
    expect(collectibles.some((c) => c.offer === null)).toBe(true)
  })

  test("metadata: image_data and its kin in the metadata service's spelling", async () => {
    const { body } = await post(market('GetFloorOrder'), { contractAddress: creatures.address })
    const metadata = (body.collectible as Json).metadata as Json
    expect(typeof metadata.image_data).toBe('string')
    expect(typeof metadata.external_url).toBe('string')
    expect(typeof metadata.background_color).toBe('string')
    expect(metadata).not.toHaveProperty('imageData')
    // `assets` is omitempty: the large collection has none, so it is left out.
    expect(metadata).not.toHaveProperty('assets')
  })

  test('steps: a transaction carries "signature": null, "post": null and its price', async () => {
    const order = liveOrder('listing', true)
    const { body } = await post(market('GenerateCancelTransaction'), {
      collectionAddress: creatures.address,
      maker: order.createdBy,
      marketplace: order.marketplace,
      orderId: order.orderId,
    })
    expect(body.steps).toEqual([
      expect.objectContaining({ id: 'cancel', signature: null, post: null, price: '0' }),
    ])
  })

  test('property filters: a STRING filter has "min": null, "max": null', async () => {
    const { body } = await post('/metadata/rpc/Metadata/TokenCollectionFilters', {
      chainID: '31337',
      contractAddress: creatures.address,
    })
    const filters = body.filters as Json[]
    const text = filters.find((f) => f.type === 'STRING')!
    expect(text).toMatchObject({ min: null, max: null })
    const int = filters.find((f) => f.type === 'INT')
    if (int) expect(int.values).toBeNull()
  })

  test('a webhook listener: projectID, and null for the lists not given', async () => {
    const response = await h.emulator.handle(
      new Request('http://127.0.0.1:4010/indexer/anvil/rpc/Indexer/AddWebhookListener', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Key': h.emulator.projects[0]!.accessKey,
          Authorization: `BEARER ${DEV_SECRET_KEYS[1]}`,
        },
        body: JSON.stringify({
          url: 'https://example.org/hook',
          filters: {
            contractAddresses: [creatures.address],
            events: ['Transfer(address,address,uint256)'],
          },
        }),
      }),
    )
    const { listener } = (await response.json()) as { listener: Json }
    expect(listener.projectID).toBe(1)
    expect(listener).not.toHaveProperty('projectId')
    expect(listener.filters).toMatchObject({ accounts: null, tokenIDs: null })
  })

  test("wire: 'plain' fills every member the kit knows instead", async () => {
    const plain = createEmulator({ size: 50, wire: 'plain' })
    const response = await plain.handle(
      new Request(`http://127.0.0.1:4010${market('GetFloorOrder')}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Key': plain.projects[0]!.accessKey,
        },
        body: JSON.stringify({ contractAddress: creatures.address }),
      }),
    )
    const { collectible } = (await response.json()) as { collectible: Json }
    expect(collectible.order).toHaveProperty('id')
    expect(collectible.metadata).toHaveProperty('imageData')
    expect(() => createEmulator({ wire: 'xml' as 'go' })).toThrow(/wire/)
  })
})

describe('requests as the official clients send them', () => {
  test('null for every unset optional argument, at any depth, is absent', async () => {
    const { status, body } = await post(market('ListCollectibles'), {
      contractAddress: creatures.address,
      side: 'listing',
      filter: { includeEmpty: false, searchText: null, properties: null, marketplaces: null },
      page: null,
    })
    expect(status).toBe(200)
    const plain = await post(market('ListCollectibles'), {
      contractAddress: creatures.address,
      side: 'listing',
      filter: { includeEmpty: false },
    })
    expect(body).toEqual(plain.body)
    expect((body.collectibles as unknown[]).length).toBeGreaterThan(0)
  })

  test('keys match case-insensitively at every depth', async () => {
    const exact = await post(market('ListCollectibles'), {
      contractAddress: creatures.address,
      filter: { includeEmpty: true },
      page: { pageSize: 5, page: 2 },
    })
    const odd = await post(market('ListCollectibles'), {
      ContractAddress: creatures.address,
      FILTER: { IncludeEmpty: true },
      Page: { pagesize: 5, PAGE: 2 },
    })
    expect(odd).toEqual(exact)
    expect((odd.body.collectibles as unknown[]).length).toBe(5)
  })

  test('the marketplace without its network segment takes the body chainId', async () => {
    const withSegment = await post(market('GetFloorOrder'), { contractAddress: creatures.address })
    for (const chainId of ['31337', 31337, 'anvil']) {
      const bare = await post('/marketplace/rpc/Marketplace/GetFloorOrder', {
        chainId,
        contractAddress: creatures.address,
      })
      expect(bare).toEqual(withSegment)
    }
    const missing = await post('/marketplace/rpc/Marketplace/GetFloorOrder', {
      contractAddress: creatures.address,
    })
    expect(missing).toMatchObject({ status: 400, body: { error: 'InvalidArgument' } })
    expect(missing.body.msg).toMatch(/chainId/)
    // An extra chainId in a body with a network segment is ignored.
    expect(
      await post(market('GetFloorOrder'), { chainId: '1', contractAddress: creatures.address }),
    ).toEqual(withSegment)
  })

  test("both spellings of the native marketplace: in a cancel, a filter and GetOrders' input", async () => {
    const order = liveOrder('listing', true)
    const sequenceName = order.marketplace.replace('native_', 'sequence_')
    const cancel = await post(market('GenerateCancelTransaction'), {
      collectionAddress: creatures.address,
      maker: order.createdBy,
      marketplace: sequenceName,
      orderId: order.orderId,
    })
    expect(cancel.status).toBe(200)
    expect((cancel.body.steps as Json[])[0]!.id).toBe('cancel')

    const listings = await post(market('ListListingsForCollectible'), {
      contractAddress: creatures.address,
      tokenId: order.tokenId,
      filter: { marketplace: [sequenceName] },
    })
    const ids = (listings.body.listings as Json[]).map((o) => o.orderId)
    expect(ids).toContain(order.orderId)

    const input = [{ contractAddress: creatures.address, orderId: order.orderId }]
    const any = await post(market('GetOrders'), { input })
    const same = await post(market('GetOrders'), {
      input: [{ ...input[0], marketplace: sequenceName }],
    })
    const other = await post(market('GetOrders'), {
      input: [{ ...input[0], marketplace: 'opensea' }],
    })
    expect((any.body.orders as Json[]).map((o) => o.orderId)).toEqual([order.orderId])
    expect(same.body.orders).toEqual(any.body.orders)
    // No order: a nil slice, sent as null.
    expect(other.body.orders).toBeNull()
  })
})
