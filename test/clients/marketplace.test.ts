/**
 * The official marketplace client (`@0xsequence/marketplace`) against the
 * emulator over real HTTP (issue 10): every operation of the kit's interface
 * it has, called as its users call it — on the bare base URL, the network
 * given by `chainId` in each body — with a live order and real token ids
 * found through the client itself. Each call must be accepted and its raw
 * answer must read with the kit's response schema.
 */
import {
  type CollectibleOrder,
  MarketplaceIndexer,
  type Order,
  OrderSide,
  SortOrder,
} from '@0xsequence/marketplace'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { GenerateCancelTransactionResponse } from '../../src/core/schemas/rpc/generateCancelTransaction.js'
import { GetFloorOrderResponse } from '../../src/core/schemas/rpc/getFloorOrder.js'
import { GetHighestPriceListingForCollectibleResponse } from '../../src/core/schemas/rpc/getHighestPriceListingForCollectible.js'
import { GetLowestPriceOfferForCollectibleResponse } from '../../src/core/schemas/rpc/getLowestPriceOfferForCollectible.js'
import { GetOrdersResponse } from '../../src/core/schemas/rpc/getOrders.js'
import { ListCollectiblesResponse } from '../../src/core/schemas/rpc/listCollectibles.js'
import { ListListingsForCollectibleResponse } from '../../src/core/schemas/rpc/listListingsForCollectible.js'
import { ListOffersForCollectibleResponse } from '../../src/core/schemas/rpc/listOffersForCollectible.js'
import { type EmulatorServer, startEmulatorServer } from '../../src/emulator/adapters/node.js'
import { DEV_PROJECTS, EMULATOR_COLLECTION } from '../../src/emulator/data/catalog.js'
import { type Recorder, readLast, recorder } from './recorder.js'

const { creatures } = EMULATOR_COLLECTION
const chainId = String(creatures.chainId)
const contractAddress = creatures.address
const project = DEV_PROJECTS[0]!

let server: EmulatorServer
let rec: Recorder
let market: MarketplaceIndexer
/** The URL of an operation, on the bare base URL the client was given. */
const urlOf = (operation: string) => `${server.url}/marketplace/rpc/Marketplace/${operation}`

/** The first collectible of a page that carries a live order, and that order. */
function withOrder(collectibles: CollectibleOrder[]): { tokenId: string; order: Order } {
  const found = collectibles.find((c) => c.order)
  if (!found?.order) throw new Error('no collectible with a live order on the first page')
  return { tokenId: found.metadata.tokenId, order: found.order }
}

/** A live listing and a collectible with a live offer, found through the client. */
let listed: { tokenId: string; order: Order }
let offered: { tokenId: string; order: Order }

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, size: 200 })
  // MarketplaceIndexer calls the global fetch, adding the X-Access-Key header.
  rec = recorder(globalThis.fetch)
  vi.stubGlobal('fetch', rec.fetch)
  market = new MarketplaceIndexer(`${server.url}/marketplace`, project.accessKey)
  const page = { page: 1, pageSize: 20 }
  listed = withOrder(
    (await market.listCollectibles({ chainId, side: OrderSide.listing, contractAddress, page }))
      .collectibles,
  )
  offered = withOrder(
    (await market.listCollectibles({ chainId, side: OrderSide.offer, contractAddress, page }))
      .collectibles,
  )
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

describe('@0xsequence/marketplace on the bare URL, chainId in the body', () => {
  test('ListCollectibles: a sorted page of listed collectibles', async () => {
    const page = { page: 1, pageSize: 5, sort: [{ column: 'tokenId', order: SortOrder.DESC }] }
    const answer = await market.listCollectibles({
      chainId,
      side: OrderSide.listing,
      contractAddress,
      filter: { includeEmpty: false },
      page,
    })
    const sent = rec.last()
    expect(sent.headers.get('x-access-key')).toBe(project.accessKey)
    expect(sent.body).toEqual({
      chainId,
      side: 'listing',
      contractAddress,
      filter: { includeEmpty: false },
      page,
    })
    const read = readLast(rec, urlOf('ListCollectibles'), ListCollectiblesResponse)
    expect(read.collectibles).toHaveLength(5)
    expect(read.collectibles.map((c) => c.metadata.tokenId)).toEqual(
      answer.collectibles.map((c) => c.metadata.tokenId),
    )
    const ids = read.collectibles.map((c) => BigInt(c.metadata.tokenId))
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
    for (const c of read.collectibles) expect(c.order?.side).toBe('listing')
    expect(read.page).toMatchObject({ page: 1, pageSize: 5, more: true })
  })

  test('ListCollectibles without the optional filter and page: they are left out', async () => {
    await market.listCollectibles({ chainId, side: OrderSide.offer, contractAddress })
    expect(rec.last().body).toEqual({ chainId, side: 'offer', contractAddress })
    const read = readLast(rec, urlOf('ListCollectibles'), ListCollectiblesResponse)
    expect(read.collectibles.length).toBeGreaterThan(0)
    for (const c of read.collectibles) expect(c.order?.side).toBe('offer')
  })

  test('GetFloorOrder: the cheapest live listing of the collection', async () => {
    const { collectible } = await market.getFloorOrder({ chainId, contractAddress })
    expect(rec.last().body).toEqual({ chainId, contractAddress })
    const read = readLast(rec, urlOf('GetFloorOrder'), GetFloorOrderResponse)
    expect(read.collectible?.metadata.tokenId).toBe(collectible.metadata.tokenId)
    expect(read.collectible?.order?.side).toBe('listing')
    // Cheapest in dollars: no dearer than the live listing found on the first page.
    expect(read.collectible!.order!.priceUSD).toBeLessThanOrEqual(listed.order.priceUSD)
  })

  test('GetHighestPriceListingForCollectible: a live listing of that token', async () => {
    const args = { chainId, contractAddress, tokenId: listed.tokenId }
    const { order } = await market.getHighestPriceListingForCollectible(args)
    expect(rec.last().body).toEqual(args)
    const read = readLast(
      rec,
      urlOf('GetHighestPriceListingForCollectible'),
      GetHighestPriceListingForCollectibleResponse,
    )
    expect(read.order?.orderId).toBe(order.orderId)
    expect(read.order).toMatchObject({ side: 'listing', tokenId: listed.tokenId })
    // In dollars: at least the listing ListCollectibles showed for it, the cheapest.
    expect(read.order!.priceUSD).toBeGreaterThanOrEqual(listed.order.priceUSD)
  })

  test('ListListingsForCollectible: the live listings of that token, its order among them', async () => {
    const args = {
      chainId,
      contractAddress,
      tokenId: listed.tokenId,
      page: { page: 1, pageSize: 50 },
    }
    const { listings } = await market.listListingsForCollectible(args)
    expect(rec.last().body).toEqual(args)
    const read = readLast(
      rec,
      urlOf('ListListingsForCollectible'),
      ListListingsForCollectibleResponse,
    )
    expect(read.listings.map((o) => o.orderId)).toEqual(listings.map((o) => o.orderId))
    expect(read.listings.map((o) => o.orderId)).toContain(listed.order.orderId)
    for (const o of read.listings)
      expect(o).toMatchObject({ side: 'listing', tokenId: listed.tokenId })
  })

  test('ListOffersForCollectible and GetLowestPriceOfferForCollectible: its live offers', async () => {
    const args = { chainId, contractAddress, tokenId: offered.tokenId }
    const { offers } = await market.listOffersForCollectible(args)
    expect(rec.last().body).toEqual(args)
    const list = readLast(rec, urlOf('ListOffersForCollectible'), ListOffersForCollectibleResponse)
    expect(list.offers.map((o) => o.orderId)).toEqual(offers.map((o) => o.orderId))
    expect(list.offers.map((o) => o.orderId)).toContain(offered.order.orderId)
    for (const o of list.offers)
      expect(o).toMatchObject({ side: 'offer', tokenId: offered.tokenId })

    const { order } = await market.getLowestPriceOfferForCollectible(args)
    expect(rec.last().body).toEqual(args)
    const lowest = readLast(
      rec,
      urlOf('GetLowestPriceOfferForCollectible'),
      GetLowestPriceOfferForCollectibleResponse,
    )
    expect(lowest.order?.orderId).toBe(order.orderId)
    expect(list.offers.map((o) => o.orderId)).toContain(lowest.order?.orderId)
  })

  test('GetOrders: the live listing by its id and marketplace', async () => {
    const input = [
      {
        contractAddress,
        orderId: listed.order.orderId,
        marketplace: listed.order.marketplace,
      },
    ]
    const { orders } = await market.getOrders({ chainId, input })
    expect(rec.last().body).toEqual({ chainId, input })
    const read = readLast(rec, urlOf('GetOrders'), GetOrdersResponse)
    expect(read.orders.map((o) => o.orderId)).toEqual([listed.order.orderId])
    expect(orders.map((o) => o.orderId)).toEqual([listed.order.orderId])
    expect(read.orders[0]).toMatchObject({
      marketplace: listed.order.marketplace,
      priceAmount: listed.order.priceAmount,
      createdBy: listed.order.createdBy,
    })
  })

  test('GenerateCancelTransaction: the steps that cancel the live listing', async () => {
    const args = {
      chainId,
      collectionAddress: contractAddress,
      maker: listed.order.createdBy,
      marketplace: listed.order.marketplace,
      orderId: listed.order.orderId,
    }
    const { steps } = await market.generateCancelTransaction(args)
    expect(rec.last().body).toEqual(args)
    const read = readLast(
      rec,
      urlOf('GenerateCancelTransaction'),
      GenerateCancelTransactionResponse,
    )
    expect(read.steps.length).toBeGreaterThan(0)
    expect(read.steps.map((s) => s.id)).toEqual(steps.map((s) => s.id))
    // Only the steps: the order is still live.
    await market.getOrders({
      chainId,
      input: [{ contractAddress, orderId: args.orderId, marketplace: args.marketplace }],
    })
    const after = readLast(rec, urlOf('GetOrders'), GetOrdersResponse).orders
    expect(after.map((o) => [o.orderId, o.status])).toEqual([[args.orderId, 'active']])
  })
})
