/**
 * The emulator following anvil (issue 43): what it serves there is on the
 * chain — the market, the collection with its tokens, the currencies — and
 * its native orders are the market's requests, read from its logs. A request
 * made on the chain appears in every read with the fields a real server
 * gives; accepted (whole, or part of an ERC-1155), cancelled, ten cancelled in
 * one transaction, invalidated by collection or expired, it leaves them. An
 * emulator started again on the same chain serves the same orders; a request
 * for a token or currency it does not serve is counted, not served.
 */
import { type Abi, type Address, getAddress, type Hex, maxUint256, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Client, createClient } from '../../src/core/client.js'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import type { Order } from '../../src/core/schemas/order.js'
import { TestERC20, TestERC721, TestERC1155 } from '../../src/emulator/chain/artifacts.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { createEmulator, type Emulator } from '../../src/emulator/emulator.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { anvilClients, CREATURES, MARKET, WETH } from '../support/anvilMarket.js'

const rpcUrl = anvilRpcUrl()
const market = MARKET
const creatures = CREATURES
const relics = EMULATOR_COLLECTION.relics.address as Address
const { chain, wallet } = anvilClients(rpcUrl)
const [alice, bob] = DEV_ACCOUNTS.map((a) => a.address) as [Address, Address]
let snapshot: string
let emulator: Emulator
let attached: AttachedChain
let client: Client

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  emulator = createEmulator({ size: 300, now: Date.now })
  attached = await emulator.attachChain({ rpcUrl, pollingInterval: 50 })
  client = createClient({
    ...emulatorConfig(),
    fetch: (input, init) => emulator.handle(new Request(input, init)),
  })
}, 60_000)
afterAll(async () => {
  attached?.detach()
  await revertChain(rpcUrl, snapshot)
})

/** Sends a call from an unlocked dev account and answers its receipt's logs. */
async function send(from: Address, to: Address, abi: Abi, functionName: string, args: unknown[]) {
  const hash = await wallet.writeContract({ account: from, address: to, abi, functionName, args })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  await attached.watcher.sync()
  return receipt.logs
}

/** Creates a request from `from` and answers its id. */
async function request(
  from: Address,
  params: {
    isListing: boolean
    tokenContract: Address
    tokenId: bigint
    price: bigint
    quantity?: bigint
    expiry?: bigint
    currency?: Address
  },
) {
  const now = (await chain.getBlock()).timestamp
  const logs = await send(from, market, SEQUENCE_MARKET_ABI as Abi, 'createRequest', [
    {
      isListing: params.isListing,
      isERC1155: params.tokenContract === relics,
      tokenContract: params.tokenContract,
      tokenId: params.tokenId,
      quantity: params.quantity ?? 1n,
      expiry: params.expiry ?? now + 86_400n,
      currency: params.currency ?? WETH,
      pricePerToken: params.price,
    },
  ])
  const [created] = parseEventLogs({ abi: SEQUENCE_MARKET_ABI, logs, eventName: 'RequestCreated' })
  return created!.args.requestId
}

const listings = async (collection: Address, tokenId: string): Promise<Order[]> =>
  (
    await client.marketplace.listListingsForCollectible({
      network: 'anvil',
      contractAddress: collection,
      tokenId,
      page: { pageSize: 50 },
    })
  ).listings

/** A creatures token dev account 0 owns on the chain. */
async function ownedBy(owner: Address, not: readonly string[] = []): Promise<string> {
  for (let id = 0; id < 300; id++) {
    const tokenId = emulator.state.marketplace.collectionByAddress(creatures)!.tokens.tokenId(id)
    if (not.includes(tokenId)) continue
    const holder = await chain.readContract({
      address: creatures,
      abi: TestERC721.abi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    })
    if (getAddress(holder) === owner) return tokenId
  }
  throw new Error(`${owner} owns no creature`)
}

describe('the world on the chain', () => {
  test('every native order served is a request of the market: its maker, token, price and quantity', async () => {
    const orders = emulator.state.marketplace
      .ordersByMaker(alice, { network: 'anvil', liveAt: emulator.clock.now() })
      .filter((o) => o.marketplace.startsWith('native'))
    expect(orders.length).toBeGreaterThan(5)
    for (const order of orders.slice(0, 5)) {
      expect(order.marketplace).toBe('native_marketplace_v2')
      const stored = await chain.readContract({
        address: market,
        abi: SEQUENCE_MARKET_ABI,
        functionName: 'getRequest',
        args: [BigInt(order.orderId)],
      })
      expect({
        creator: stored.creator,
        tokenContract: stored.tokenContract.toLowerCase(),
        tokenId: String(stored.tokenId),
        price: String(stored.pricePerToken),
        quantity: String(stored.quantity),
      }).toEqual({
        creator: order.createdBy,
        tokenContract: order.collectionContractAddress!.toLowerCase(),
        tokenId: order.tokenId,
        price: order.priceAmount,
        quantity: order.quantityRemaining,
      })
    }
    // The currencies are tokens with their symbols; the dev accounts hold them.
    expect(
      await chain.readContract({
        address: WETH,
        abi: TestERC20.abi,
        functionName: 'symbol',
      }),
    ).toBe('WETH')
    expect(attached.refused).toEqual({
      'unknown collection': 0,
      'unknown token': 0,
      'unknown currency': 0,
      quantity: 0,
      'duplicate id': 0,
    })
  })
})

describe('a request made on the chain', () => {
  test('appears in the listings, the floor and GetOrders with what a real server gives, and leaves when bought', async () => {
    const tokenId = await ownedBy(alice)
    const id = await request(alice, {
      isListing: true,
      tokenContract: creatures,
      tokenId: BigInt(tokenId),
      price: 1_000_000_000n, // 0.000000001 WETH: the cheapest of the collection
    })
    const [listing] = (await listings(creatures, tokenId)).filter((o) => o.orderId === String(id))
    expect(listing).toMatchObject({
      orderId: String(id),
      marketplace: 'native_marketplace_v2',
      side: 'listing',
      status: 'active',
      createdBy: alice,
      priceAmount: '1000000000',
      priceAmountFormatted: '0.000000001',
      priceCurrencyAddress: WETH,
      quantityRemaining: '1',
      tokenId,
    })
    const floor = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures,
    })
    expect(floor.collectible?.order?.orderId).toBe(String(id))
    const { orders } = await client.marketplace.getOrders({
      network: 'anvil',
      input: [
        { contractAddress: creatures, orderId: String(id), marketplace: 'native_marketplace_v2' },
      ],
    })
    expect(orders.map((o) => o.orderId)).toEqual([String(id)])

    await send(bob, WETH, TestERC20.abi, 'approve', [market, maxUint256])
    await send(bob, market, SEQUENCE_MARKET_ABI as Abi, 'acceptRequest', [id, 1n, bob, [], []])
    expect((await listings(creatures, tokenId)).map((o) => o.orderId)).not.toContain(String(id))
    expect(emulator.state.marketplace.findOrder(creatures, String(id))?.status).toBe('filled')
    const after = await client.marketplace.getFloorOrder({
      network: 'anvil',
      contractAddress: creatures,
    })
    expect(after.collectible?.order?.orderId).not.toBe(String(id))
  })

  test('an ERC-1155 listing of 5, 2 of it bought: 3 remain in the reads', async () => {
    const collection = emulator.state.marketplace.collectionByAddress(relics)!
    let tokenId: string | undefined
    for (let t = 0; t < collection.tokens.count && !tokenId; t++) {
      const id = collection.tokens.tokenId(t)
      const held = await chain.readContract({
        address: relics,
        abi: TestERC1155.abi,
        functionName: 'balanceOf',
        args: [alice, BigInt(id)],
      })
      if (held >= 5n) tokenId = id
    }
    expect(tokenId).toBeDefined()
    const id = await request(alice, {
      isListing: true,
      tokenContract: relics,
      tokenId: BigInt(tokenId!),
      quantity: 5n,
      price: 10n ** 15n,
    })
    await send(bob, market, SEQUENCE_MARKET_ABI as Abi, 'acceptRequest', [id, 2n, bob, [], []])
    const [left] = (await listings(relics, tokenId!)).filter((o) => o.orderId === String(id))
    expect([left?.quantityInitial, left?.quantityRemaining, left?.status]).toEqual([
      '5',
      '3',
      'active',
    ])
  })

  test('cancelled; ten cancelled in one transaction; invalidated by collection; expired: each leaves the reads', async () => {
    const tokenId = await ownedBy(alice)
    const made = async (price: bigint, expiry?: bigint) =>
      request(alice, {
        isListing: true,
        tokenContract: creatures,
        tokenId: BigInt(tokenId),
        price,
        expiry,
      })
    const live = async () => new Set((await listings(creatures, tokenId)).map((o) => o.orderId))

    const one = await made(10n ** 12n)
    expect(await live()).toContain(String(one))
    await send(alice, market, SEQUENCE_MARKET_ABI as Abi, 'cancelRequest', [one])
    expect(await live()).not.toContain(String(one))

    const ten: bigint[] = []
    for (let i = 0; i < 10; i++) ten.push(await made(10n ** 12n + BigInt(i)))
    const logs = await send(alice, market, SEQUENCE_MARKET_ABI as Abi, 'cancelRequestBatch', [ten])
    expect(
      parseEventLogs({ abi: SEQUENCE_MARKET_ABI, logs, eventName: 'RequestCancelled' }),
    ).toHaveLength(10)
    const afterBatch = await live()
    expect(ten.filter((id) => afterBatch.has(String(id)))).toEqual([])

    const before = await made(10n ** 12n)
    await send(alice, market, SEQUENCE_MARKET_ABI as Abi, 'invalidateRequests', [creatures])
    expect(await live()).not.toContain(String(before))
    expect(
      emulator.state.marketplace
        .ordersByMaker(alice, { network: 'anvil', liveAt: emulator.clock.now() })
        .filter(
          (o) =>
            o.marketplace === 'native_marketplace_v2' && o.collectionContractAddress === creatures,
        ),
    ).toEqual([])

    const soon = (await chain.getBlock()).timestamp + 30n
    const short = await made(10n ** 12n, soon)
    expect(await live()).toContain(String(short))
    await chain.request({ method: 'evm_increaseTime' as 'eth_chainId', params: [60] as never })
    await chain.request({ method: 'evm_mine' as 'eth_chainId' })
    await attached.watcher.sync()
    // The emulator's clock does not run behind the chain's: the request has expired in both.
    expect(emulator.clock.now()).toBeGreaterThanOrEqual(Number(soon) * 1000)
    expect(await live()).not.toContain(String(short))
  })
})

describe('the chain is the truth', () => {
  test('an emulator started again on the same chain serves the same native orders', async () => {
    const again = createEmulator({ size: 300, now: Date.now })
    const second = await again.attachChain({ rpcUrl, pollingInterval: 50 })
    try {
      const native = (e: Emulator) =>
        e.state.marketplace
          .ordersByMaker(alice, { network: 'anvil' })
          .filter((o) => o.marketplace === 'native_marketplace_v2')
          .map((o) => `${o.orderId}:${o.status}:${o.quantityRemaining}`)
          .sort()
      expect(native(again)).toEqual(native(emulator))
    } finally {
      second.detach()
    }
  })

  test('a request for a token or a currency the emulator does not serve is counted, not served', async () => {
    const stranger = 9_999_999n
    await send(alice, creatures, TestERC721.abi, 'mint', [alice, stranger])
    await send(alice, creatures, TestERC721.abi, 'setApprovalForAll', [market, true])
    await request(alice, {
      isListing: true,
      tokenContract: creatures,
      tokenId: stranger,
      price: 1n,
    })
    const deployed = await wallet.deployContract({
      account: alice,
      abi: TestERC20.abi,
      bytecode: TestERC20.bytecode as Hex,
    })
    const currency = (await chain.waitForTransactionReceipt({ hash: deployed })).contractAddress!
    const tokenId = await ownedBy(alice)
    await request(alice, {
      isListing: true,
      tokenContract: creatures,
      tokenId: BigInt(tokenId),
      price: 1n,
      currency,
    })
    expect(attached.refused).toMatchObject({ 'unknown token': 1, 'unknown currency': 1 })
  })
})
