/**
 * Cancelling orders in the emulator: GenerateCancelTransaction's two kinds of
 * step and its errors, the signed-cancel endpoint (typed data signed with a
 * dev account's key), `cancelOrder` on the state, and how cancellations and
 * clock moves show in listings, ListCollectibles and the floor.
 */
import { type Address, decodeFunctionData, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createClient } from '../../core/client.js'
import { SEQUENCE_MARKET_ABI } from '../../core/market/abi.js'
import type { Order } from '../../core/schemas/order.js'
import type { Step } from '../../core/schemas/step.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { iso } from '../clock.js'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../config.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../data/catalog.js'
import { createEmulator } from '../emulator.js'
import {
  CANCEL_ORDER_TYPES,
  cancelTypedData,
  encodeNativeCancel,
  marketplaceExchange,
} from './cancel.js'

const { creatures, relics, plants } = EMULATOR_COLLECTION
const anvil = EMULATED_NETWORKS[0]!
const [dev0, dev1] = DEV_ACCOUNTS
const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])

function setup(size = 300) {
  const emulator = createEmulator({ size })
  const fetch: typeof globalThis.fetch = (input, init) => emulator.handle(new Request(input, init))
  const client = createClient({ ...emulatorConfig(), fetch })
  const market = emulator.state.marketplace
  /** A live listing by `maker` in `collection`, native or third-party. */
  const liveListing = (maker: Address, native: boolean, collection: string = creatures.address) => {
    const order = market
      .ordersByMaker(maker, { liveAt: emulator.clock.now(), network: 'anvil' })
      .find(
        (o) =>
          o.side === 'listing' &&
          o.collectionContractAddress === collection &&
          NATIVE.has(o.marketplace!) === native,
      )
    if (!order) throw new Error(`no live ${native ? 'native' : 'third-party'} listing by ${maker}`)
    return order
  }
  const cancelSteps = (order: Order, maker: string = order.createdBy!) =>
    client.marketplace.generateCancelTransaction({
      network: 'anvil',
      collectionAddress: order.collectionContractAddress!,
      maker,
      marketplace: order.marketplace as 'opensea',
      orderId: order.orderId,
    })
  /** Posts a signed cancellation to the step's endpoint. */
  const post = async (step: Step, extra: Record<string, unknown>) => {
    const response = await emulator.handle(
      new Request(step.post!.endpoint, {
        method: step.post!.method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...step.post!.body, ...extra }),
      }),
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const listings = async (order: Order) =>
    (
      await client.marketplace.listListingsForCollectible({
        network: 'anvil',
        contractAddress: order.collectionContractAddress!,
        tokenId: order.tokenId!,
      })
    ).listings.map((o) => o.orderId)
  return { emulator, client, market, liveListing, cancelSteps, post, listings }
}

/** Signs a `signEIP712` step's typed data as a wallet would. */
const sign = (privateKey: `0x${string}`, step: Step) => {
  const { domain, types, primaryType, value } = step.signature!
  return privateKeyToAccount(privateKey).signTypedData({
    domain,
    types,
    primaryType,
    message: value,
  } as unknown as TypedDataDefinition)
}

async function failsWith(call: Promise<unknown>, name: string): Promise<void> {
  const error = await call.then(
    (value) => new Error(`expected ${name}, got ${JSON.stringify(value).slice(0, 200)}`),
    (e: unknown) => e,
  )
  expect(isPlatformError(error) ? error.error : error).toBe(name)
}

describe('GenerateCancelTransaction', () => {
  test("a native order: one transaction of the market's cancelRequest(uint256) with its request id", async () => {
    const { liveListing, cancelSteps } = setup()
    const order = liveListing(dev0!.address, true)
    const { steps } = await cancelSteps(order, order.createdBy.toLowerCase())
    expect(steps).toEqual([
      {
        id: 'cancel',
        to: anvil.marketplaceContract,
        data: encodeNativeCancel(order.orderId),
        value: '0',
        price: '0',
        executeType: 'order',
      },
    ])
    // The real market's function, by its published selector (../shared/reference/sequence-market.md).
    expect(steps[0]!.data!.slice(0, 10)).toBe('0x3015394c')
    const call = decodeFunctionData({
      abi: SEQUENCE_MARKET_ABI,
      data: steps[0]!.data as `0x${string}`,
    })
    expect(call).toEqual({ functionName: 'cancelRequest', args: [BigInt(order.orderId)] })
  })

  test('a third-party order: one signEIP712 step posted to the emulator', async () => {
    const { liveListing, cancelSteps } = setup()
    const order = liveListing(dev0!.address, false)
    const { steps } = await cancelSteps(order)
    expect(steps).toHaveLength(1)
    const typed = cancelTypedData({
      network: anvil,
      marketplace: order.marketplace as 'opensea',
      orderId: order.orderId,
      maker: order.createdBy,
      collection: creatures.address,
    })
    // A Go server sends the string fields a signature step has no use for as "".
    expect(steps[0]).toEqual({
      id: 'signEIP712',
      data: '',
      to: '',
      value: '',
      price: '',
      signature: {
        domain: {
          name: typed.domain!.name,
          version: '1',
          chainId: 31337,
          verifyingContract: marketplaceExchange(anvil, order.marketplace as 'opensea'),
        },
        types: CANCEL_ORDER_TYPES,
        primaryType: 'CancelOrder',
        value: { orderId: order.orderId, maker: dev0!.address, collection: creatures.address },
      },
      post: {
        endpoint: `${DEFAULT_EMULATOR_URL}/marketplace/anvil/orders/cancel`,
        method: 'POST',
        body: {
          orderId: order.orderId,
          collectionAddress: creatures.address,
          marketplace: order.marketplace,
        },
      },
      executeType: 'order',
    })
  })

  test('NotFound, RequestConflict, PermissionDenied, InvalidArgument', async () => {
    const { market, liveListing, cancelSteps, client, emulator } = setup()
    const order = liveListing(dev1!.address, true)
    const base = {
      network: 'anvil',
      collectionAddress: creatures.address,
      maker: order.createdBy,
      marketplace: order.marketplace as 'opensea',
    }
    await failsWith(
      client.marketplace.generateCancelTransaction({ ...base, orderId: '42' }),
      'NotFound',
    )
    await failsWith(
      client.marketplace.generateCancelTransaction({
        ...base,
        collectionAddress: relics.address,
        orderId: order.orderId,
      }),
      'NotFound',
    )
    await failsWith(
      client.marketplace.generateCancelTransaction({
        ...base,
        network: 'polygon',
        orderId: order.orderId,
      }),
      'NotFound',
    )
    await failsWith(cancelSteps(order, dev0!.address), 'PermissionDenied')
    await failsWith(
      client.marketplace.generateCancelTransaction({
        ...base,
        marketplace: 'blur',
        orderId: order.orderId,
      }),
      'InvalidArgument',
    )
    const c = market.collectionByAddress(creatures.address)!
    for (const status of ['expired', 'cancelled', 'filled', 'inactive'] as const) {
      const dead = c.orders.find((o) => o.status === status)!
      await failsWith(
        cancelSteps(market.findOrder(creatures.address, dead.orderId)!),
        'RequestConflict',
      )
    }
    // Active but not yet valid: not live either.
    const now = emulator.clock.now()
    const future = c.orders.find((o) => o.status === 'active' && o.validFrom > now)!
    await failsWith(
      cancelSteps(market.findOrder(creatures.address, future.orderId)!),
      'RequestConflict',
    )
  })
})

describe('signed cancellation', () => {
  test('the maker signs, the order is cancelled and leaves listings and ListCollectibles', async () => {
    const { emulator, client, liveListing, cancelSteps, post, listings, market } = setup()
    emulator.clock.advance(90_000)
    const order = liveListing(dev0!.address, false)
    expect(await listings(order)).toContain(order.orderId)
    const { steps } = await cancelSteps(order)
    const step = steps[0]!
    const version = market.version
    expect(await post(step, { signature: await sign(dev0!.privateKey, step) })).toEqual({
      status: 200,
      body: { status: true },
    })
    expect(market.version).toBe(version + 1)
    expect(await listings(order)).not.toContain(order.orderId)
    const { orders } = await client.marketplace.getOrders({
      network: 'anvil',
      input: [{ contractAddress: creatures.address, orderId: order.orderId }],
    })
    expect(orders[0]).toMatchObject({
      status: 'cancelled',
      updatedAt: iso(emulator.clock.now()),
      quantityAvailable: '0',
    })
    const { collectibles } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: creatures.address,
      filter: { includeEmpty: true, ordersCreatedBy: [dev0!.address] },
      page: { pageSize: 100, sort: [{ column: 'tokenId' }] },
    })
    const item = collectibles.find((c) => c.metadata.tokenId === order.tokenId)!
    expect(item.order?.orderId).not.toBe(order.orderId)
    expect(item.listing?.orderId).not.toBe(order.orderId)
    // Twice: the order is no longer live.
    expect((await post(step, { signature: await sign(dev0!.privateKey, step) })).body.error).toBe(
      'RequestConflict',
    )
    await failsWith(cancelSteps(order), 'RequestConflict')
  })

  test('a cancelled floor listing leaves the floor', async () => {
    const { emulator, client, market, cancelSteps, post } = setup(120)
    const now = emulator.clock.now()
    const c = market.collectionByAddress(creatures.address)!
    const live = c.orders
      .filter(
        (o) =>
          o.side === 'listing' && o.status === 'active' && o.validFrom <= now && now < o.validUntil,
      )
      .sort((a, b) => a.priceUSD - b.priceUSD || a.orderNum - b.orderNum)
    const target = live.find((o) => !NATIVE.has(o.marketplace))!
    // Cancel everything cheaper through the state (the chain watcher's path).
    for (const o of live.slice(0, live.indexOf(target)))
      market.cancelOrder(creatures.address, o.orderId, now)
    const floor = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    expect(floor.collectible!.order?.orderId).toBe(target.orderId)
    const { steps } = await cancelSteps(market.findOrder(creatures.address, target.orderId)!)
    const signer = DEV_ACCOUNTS.find((a) => a.address === target.maker)!
    expect(
      (await post(steps[0]!, { signature: await sign(signer.privateKey, steps[0]!) })).status,
    ).toBe(200)
    const next = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures.address,
    })
    const rest = live.slice(live.indexOf(target) + 1)
    expect(next.collectible!.order?.orderId).toBe(rest[0]!.orderId)
  })

  test('refused: another signer, malformed signatures and bodies, wrong marketplace, native orders, unknown orders', async () => {
    const { liveListing, cancelSteps, post, listings, emulator } = setup()
    const order = liveListing(dev1!.address, false)
    const step = (await cancelSteps(order)).steps[0]!
    const other = await sign(dev0!.privateKey, step)
    expect((await post(step, { signature: other })).body.error).toBe('PermissionDenied')
    expect((await post(step, { signature: '0x1234' })).body.error).toBe('InvalidArgument')
    expect((await post(step, { signature: `0x${'ab'.repeat(65)}` })).body.error).toBe(
      'InvalidArgument',
    )
    expect((await post(step, { signature: 'not hex' })).body.error).toBe('InvalidArgument')
    expect((await post(step, {})).body.error).toBe('InvalidArgument')
    const good = await sign(dev1!.privateKey, step)
    const wrongMarket = order.marketplace === 'blur' ? 'opensea' : 'blur'
    expect((await post(step, { signature: good, marketplace: wrongMarket })).body.error).toBe(
      'InvalidArgument',
    )
    expect((await post(step, { signature: good, orderId: '77' })).body.error).toBe('NotFound')
    // A signature over another order does not cancel this one.
    const second = liveListing(dev0!.address, false)
    const secondStep = (await cancelSteps(second)).steps[0]!
    const signedForSecond = await sign(dev1!.privateKey, secondStep)
    expect((await post(step, { signature: signedForSecond })).body.error).toBe('PermissionDenied')
    // A native order is cancelled on chain, not here.
    const native = liveListing(dev1!.address, true)
    expect(
      (
        await post(step, {
          signature: good,
          orderId: native.orderId,
          marketplace: native.marketplace,
        })
      ).body.error,
    ).toBe('InvalidArgument')
    // The order's network is in the URL.
    const polygon = await emulator.handle(
      new Request(`${DEFAULT_EMULATOR_URL}/marketplace/polygon/orders/cancel`, {
        method: 'POST',
        body: JSON.stringify({ ...step.post!.body, signature: good }),
      }),
    )
    expect(((await polygon.json()) as { error: string }).error).toBe('NotFound')
    // Nothing above changed anything.
    expect(await listings(order)).toContain(order.orderId)
    expect((await post(step, { signature: good })).body).toEqual({ status: true })
  })

  test('relics: every dev account 0–3 can cancel its third-party listings', async () => {
    const { liveListing, cancelSteps, post, listings } = setup(20)
    for (const account of DEV_ACCOUNTS.slice(0, 4)) {
      const order = liveListing(account.address, false, relics.address)
      const step = (await cancelSteps(order)).steps[0]!
      expect((await post(step, { signature: await sign(account.privateKey, step) })).status).toBe(
        200,
      )
      expect(await listings(order)).not.toContain(order.orderId)
    }
  })
})

describe('state: cancelOrder and the clock', () => {
  test('cancelOrder: NotFound for an unknown order, RequestConflict when not live', () => {
    const { market, emulator, liveListing } = setup(20)
    const now = emulator.clock.now()
    expect(() => market.cancelOrder(creatures.address, '1', now)).toThrow(/no order/)
    expect(() => market.cancelOrder(plants.address, '1', now)).toThrow(/no order/)
    const order = liveListing(dev0!.address, true)
    expect(market.isOrderLive(creatures.address, order.orderId, now)).toBe(true)
    const cancelled = market.cancelOrder(creatures.address.toLowerCase(), order.orderId, now)
    expect(cancelled).toMatchObject({ status: 'cancelled', orderId: order.orderId })
    expect(market.findOrder(creatures.address, order.orderId)?.status).toBe('cancelled')
    expect(market.isOrderLive(creatures.address, order.orderId, now)).toBe(false)
    expect(() => market.cancelOrder(creatures.address, order.orderId, now)).toThrow(/not live/)
  })

  test('orders start and stop being live as the clock crosses validFrom and validUntil', async () => {
    const { emulator, client, market } = setup(400)
    const t0 = emulator.clock.now()
    const c = market.collectionByAddress(creatures.address)!
    /** The only listing of its token by its maker on its marketplace in its currency. */
    const alone = (o: (typeof c.orders)[number]) =>
      c
        .ordersOf(o.token)
        .filter(
          (x) =>
            x.side === o.side &&
            x.maker === o.maker &&
            x.marketplace === o.marketplace &&
            x.currency === o.currency,
        ).length === 1
    const future = c.orders.find(
      (o) => o.side === 'listing' && o.status === 'active' && o.validFrom > t0 && alone(o),
    )!
    const expiring = c.orders.find(
      (o) =>
        o.side === 'listing' &&
        o.status === 'active' &&
        o.validFrom <= t0 &&
        o.validUntil > t0 &&
        o.validUntil < t0 + 2 * 86_400_000 &&
        alone(o),
    )!
    /** Whether ListCollectibles (the indexed path) shows the order as its token's best among its maker's on its marketplace. */
    const shown = async (o: typeof future) => {
      const { collectibles } = await client.marketplace.listCollectibles({
        network: 'anvil',
        contractAddress: creatures.address,
        filter: {
          ordersCreatedBy: [o.maker],
          marketplaces: [o.marketplace],
          currencies: [o.currency.address],
        },
        page: { pageSize: 100 },
      })
      return collectibles.some((item) => item.order?.orderId === o.orderId)
    }
    const floor = async () =>
      (
        await client.marketplace.getFloorOrder({
          network: 'anvil',
          contractAddress: creatures.address,
        })
      ).collectible!.order!
    expect(await shown(future)).toBe(false)
    expect(await shown(expiring)).toBe(true)
    emulator.clock.set(future.validFrom)
    expect(await shown(future)).toBe(true)
    emulator.clock.set(expiring.validUntil - 1)
    expect(await shown(expiring)).toBe(true)
    emulator.clock.set(expiring.validUntil)
    expect(await shown(expiring)).toBe(false)
    // Backwards too.
    emulator.clock.set(t0)
    expect(await shown(future)).toBe(false)
    expect(await shown(expiring)).toBe(true)
    // The floor follows: cancel it and the next cheapest takes its place.
    const first = await floor()
    market.cancelOrder(creatures.address, first.orderId, t0)
    expect((await floor()).orderId).not.toBe(first.orderId)
    expect((await floor()).priceUSD).toBeGreaterThanOrEqual(first.priceUSD!)
  })
})
