/**
 * Trading on Sequence Market without React (issue 45): list, make an offer,
 * buy and accept with wagmi over anvil (real transactions, no mocked signer),
 * the emulator following the chain. Balances are read from the chain after
 * each trade; the orders' reads from the emulator. Every refusal a check can
 * make comes before the wallet is asked: no prompt is recorded.
 */
import {
  type Abi,
  type Address,
  erc20Abi,
  erc721Abi,
  erc1155Abi,
  getAddress,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { type Client, createClient } from '../../src/core/client.js'
import { TestERC721 } from '../../src/emulator/chain/artifacts.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { createEmulator, type Emulator } from '../../src/emulator/emulator.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import {
  acceptOffer,
  buyListing,
  listCollectible,
  makeOffer,
  planBuy,
  planListing,
  planOffer,
  type RequestInput,
  type TradeOptions,
} from '../../src/wallet/index.js'
import { WalletFlowError } from '../../src/wallet/walletFlow.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { anvilClients, CREATURES, MARKET, WETH } from '../support/anvilMarket.js'
import { connectWallet, createTestWagmi, walletPrompts } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const RELICS = EMULATOR_COLLECTION.relics.address as Address
const { chain, wallet } = anvilClients(rpcUrl)
const [alice, bob, carol] = DEV_ACCOUNTS.map((a) => a.address) as [Address, Address, Address]
let snapshot: string
let emulator: Emulator
let attached: AttachedChain
let client: Client
const taken = new Set<string>()

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

/** A connected wallet of `account`, and the prompts it shows. */
async function walletOf(account: Address): Promise<{ options: TradeOptions; prompts: string[] }> {
  const config: Config = createTestWagmi(rpcUrl, [account])
  const prompts = walletPrompts(config)
  await connectWallet(config)
  return { options: { client, wagmiConfig: config }, prompts }
}

/** Sends a call from an unlocked dev account, outside the kit. */
async function send(from: Address, to: Address, abi: Abi, functionName: string, args: unknown[]) {
  const hash = await wallet.writeContract({ account: from, address: to, abi, functionName, args })
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
}

const wethOf = (account: Address) =>
  chain.readContract({ address: WETH, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
const relicsOf = (account: Address, id: bigint) =>
  chain.readContract({
    address: RELICS,
    abi: erc1155Abi,
    functionName: 'balanceOf',
    args: [account, id],
  })
const holderOf = async (id: bigint) =>
  getAddress(
    await chain.readContract({
      address: CREATURES,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [id],
    }),
  )

/** A creature `owner` holds that no other test of this file has used. */
async function creatureOf(owner: Address): Promise<bigint> {
  const tokens = emulator.state.marketplace.collectionByAddress(CREATURES)!.tokens
  for (let i = 0; i < 300; i++) {
    const id = BigInt(tokens.tokenId(i))
    if (taken.has(`c${id}`)) continue
    if ((await holderOf(id)) === owner) {
      taken.add(`c${id}`)
      return id
    }
  }
  throw new Error(`${owner} holds no creature`)
}

/** A relic of which `owner` holds at least `least`. */
async function relicOf(owner: Address, least: bigint): Promise<bigint> {
  const tokens = emulator.state.marketplace.collectionByAddress(RELICS)!.tokens
  for (let i = 0; i < 300; i++) {
    const id = BigInt(tokens.tokenId(i))
    if (!taken.has(`r${id}`) && (await relicsOf(owner, id)) >= least) {
      taken.add(`r${id}`)
      return id
    }
  }
  throw new Error(`${owner} holds no relic ${least} times`)
}

const inAWeek = async () => Number((await chain.getBlock()).timestamp) + 7 * 86_400
const terms = async (
  collection: Address,
  tokenId: bigint,
  price: bigint,
): Promise<RequestInput> => ({
  network: 'anvil',
  collection,
  tokenId,
  currency: WETH,
  pricePerToken: price,
  expiry: await inAWeek(),
})

/** The native order `requestId` as the emulator serves it, once it has followed the chain. */
async function served(
  collection: Address,
  tokenId: bigint,
  requestId: bigint,
  side: 'listing' | 'offer',
) {
  await attached.watcher.sync()
  const args = {
    network: 'anvil',
    contractAddress: collection,
    tokenId: String(tokenId),
    page: { pageSize: 50 },
  }
  const orders =
    side === 'listing'
      ? (await client.marketplace.listListingsForCollectible(args)).listings
      : (await client.marketplace.listOffersForCollectible(args)).offers
  return orders.find((o) => o.orderId === String(requestId))
}

/** How a trade was refused: its reason and words, and the prompts the wallet showed. */
async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WalletFlowError)
  const { reason, message } = error as WalletFlowError
  return { reason, message }
}

describe('a trade from start to end', () => {
  test('ERC-721: alice lists, bob buys; the token, the price and the royalty go where the market says; the listing leaves the reads', async () => {
    const id = await creatureOf(alice)
    const price = 3n * 10n ** 16n
    const seller = await walletOf(alice)
    const listed = await listCollectible(await terms(CREATURES, id, price), seller.options)
    expect(listed.plan.steps.map((s) => s.id)).toEqual(['createListing'])
    expect(seller.prompts).toEqual(['eth_sendTransaction'])
    const order = await served(CREATURES, id, listed.requestId, 'listing')
    expect(order).toMatchObject({
      createdBy: alice,
      priceAmount: String(price),
      marketplace: 'native_marketplace_v2',
    })

    const before = { alice: await wethOf(alice), bob: await wethOf(bob) }
    const buyer = await walletOf(bob)
    const plan = await planBuy(order!, {}, buyer.options)
    const royaltyBefore = await wethOf(plan.royalty.recipient)
    const bought = await buyListing(order!, {}, buyer.options)
    expect(bought).toMatchObject({ requestId: listed.requestId, quantityRemaining: 0n })
    expect(await holderOf(id)).toBe(bob)
    expect(await wethOf(bob)).toBe(before.bob - price)
    expect(plan.royalty.amount).toBeGreaterThan(0n)
    expect(await wethOf(alice)).toBe(before.alice + price - plan.royalty.amount)
    expect(await wethOf(plan.royalty.recipient)).toBe(royaltyBefore + plan.royalty.amount)
    expect(await served(CREATURES, id, listed.requestId, 'listing')).toBeUndefined()
  })

  test('ERC-1155: alice lists 5, bob buys 2 (3 left, served), then carol the 3 with a fee to a marketplace', async () => {
    const id = await relicOf(alice, 5n)
    const price = 10n ** 15n
    const listed = await listCollectible(
      { ...(await terms(RELICS, id, price)), quantity: 5n },
      (await walletOf(alice)).options,
    )
    const order = (await served(RELICS, id, listed.requestId, 'listing'))!
    const bob0 = await relicsOf(bob, id)
    const part = await buyListing(order, { quantity: 2n }, (await walletOf(bob)).options)
    expect(part.quantityRemaining).toBe(3n)
    expect(await relicsOf(bob, id)).toBe(bob0 + 2n)
    expect((await served(RELICS, id, listed.requestId, 'listing'))?.quantityRemaining).toBe('3')

    const fee = { recipient: DEV_ACCOUNTS[5]!.address, amount: price / 10n }
    const feeBefore = await wethOf(fee.recipient)
    const alice0 = await wethOf(alice)
    const rest = await buyListing(
      order,
      { quantity: 3n },
      { ...(await walletOf(carol)).options, fees: [fee] },
    )
    expect(rest.quantityRemaining).toBe(0n)
    expect(await wethOf(fee.recipient)).toBe(feeBefore + fee.amount)
    expect(await wethOf(alice)).toBe(alice0 + rest.plan.proceeds)
    expect(rest.plan.proceeds).toBe(3n * price - rest.plan.royalty.amount - fee.amount)
  })

  test('bob offers for alice’s creature, alice accepts: the token to bob, the WETH to alice less the royalty', async () => {
    const id = await creatureOf(alice)
    const price = 2n * 10n ** 16n
    const offered = await makeOffer(
      await terms(CREATURES, id, price),
      (await walletOf(bob)).options,
    )
    const offer = (await served(CREATURES, id, offered.requestId, 'offer'))!
    expect(offer.createdBy).toBe(bob)
    const before = { alice: await wethOf(alice), bob: await wethOf(bob) }
    const accepted = await acceptOffer(offer, {}, (await walletOf(alice)).options)
    expect(accepted.plan.steps.map((s) => s.id)).toEqual(['sell'])
    expect(await holderOf(id)).toBe(bob)
    expect(await wethOf(bob)).toBe(before.bob - price)
    expect(await wethOf(alice)).toBe(before.alice + price - accepted.plan.royalty.amount)
    expect(await served(CREATURES, id, offered.requestId, 'offer')).toBeUndefined()
  })
})

describe('an approval only when short', () => {
  test('a listing without the market approved asks two transactions; the next one, one', async () => {
    await send(carol, CREATURES, TestERC721.abi, 'setApprovalForAll', [MARKET, false])
    const seller = await walletOf(carol)
    const first = await listCollectible(
      await terms(CREATURES, await creatureOf(carol), 10n ** 16n),
      seller.options,
    )
    expect(first.plan.steps.map((s) => s.id)).toEqual(['tokenApproval', 'createListing'])
    expect(seller.prompts).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    const second = await planListing(
      await terms(CREATURES, await creatureOf(carol), 10n ** 16n),
      seller.options,
    )
    expect(second.steps.map((s) => s.id)).toEqual(['createListing'])
  })

  test('an offer with a short allowance raises it by the offer, so the account’s other offers keep theirs', async () => {
    await send(carol, WETH, erc20Abi, 'approve', [MARKET, 10n ** 16n])
    const { options } = await walletOf(carol)
    const price = 5n * 10n ** 16n
    const made = await makeOffer(await terms(CREATURES, await creatureOf(alice), price), options)
    expect(made.plan.steps.map((s) => s.id)).toEqual(['tokenApproval', 'createOffer'])
    expect(
      await chain.readContract({
        address: WETH,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [carol, MARKET],
      }),
    ).toBe(10n ** 16n + price)
  })
})

describe('refused before the wallet, in the kit’s words', () => {
  test('an expiry past, a token not held, a quantity of 2 for an ERC-721 token, a price of zero', async () => {
    const { options, prompts } = await walletOf(alice)
    const id = await creatureOf(alice)
    const base = await terms(CREATURES, id, 10n ** 16n)
    expect(await refusal(planListing({ ...base, expiry: 1 }, options))).toEqual({
      reason: 'refused',
      message: 'the expiry must be in the future',
    })
    expect(
      await refusal(planListing({ ...base, tokenId: await creatureOf(bob) }, options)),
    ).toMatchObject({ message: expect.stringMatching(/^you do not own token #\d+$/) })
    expect(await refusal(planListing({ ...base, quantity: 2n }, options))).toMatchObject({
      message: 'the quantity must be 1 for an ERC-721 token',
    })
    expect(await refusal(planListing({ ...base, pricePerToken: 0n }, options))).toMatchObject({
      message: 'the price must be more than zero',
    })
    expect(await refusal(planOffer({ ...base, currency: zeroAddress }, options))).toMatchObject({
      message: 'an offer is paid in an ERC-20 currency, not in ETH',
    })
    expect(prompts).toEqual([])
  })

  test('a balance too low, a listing already filled, one’s own, more than is left', async () => {
    const id = await creatureOf(alice)
    const listed = await listCollectible(
      await terms(CREATURES, id, 10n ** 16n),
      (await walletOf(alice)).options,
    )
    const order = (await served(CREATURES, id, listed.requestId, 'listing'))!
    const own = await walletOf(alice)
    expect(await refusal(planBuy(order, {}, own.options))).toMatchObject({
      message: 'this listing is your own: cancel it instead',
    })
    const { options, prompts } = await walletOf(bob)
    expect(await refusal(planBuy(order, { quantity: 2n }, options))).toMatchObject({
      message: 'only 1 are left in this order',
    })
    const rich = (await wethOf(bob)) + 1n
    expect(
      await refusal(planOffer({ ...(await terms(CREATURES, id, rich)) }, options)),
    ).toMatchObject({
      message: expect.stringMatching(/^your WETH balance is [\d.]+ WETH; [\d.]+ WETH is needed$/),
    })
    await buyListing(order, {}, (await walletOf(carol)).options)
    expect(await refusal(planBuy(order, {}, options))).toMatchObject({
      message: `order ${listed.requestId} no longer exists: it was filled or cancelled`,
    })
    expect(prompts).toEqual([])
  })

  test('an offer whose maker took back the allowance cannot be accepted; a declined signature is the outcome, not a crash', async () => {
    const id = await creatureOf(alice)
    const offered = await makeOffer(
      await terms(CREATURES, id, 10n ** 16n),
      (await walletOf(bob)).options,
    )
    const offer = (await served(CREATURES, id, offered.requestId, 'offer'))!
    await send(bob, WETH, erc20Abi, 'approve', [MARKET, 0n])
    const seller = await walletOf(alice)
    expect(await refusal(acceptOffer(offer, {}, seller.options))).toMatchObject({
      message: "the offer's maker no longer has the currency, or took back the market's allowance",
    })
    expect(seller.prompts).toEqual([])
    const config = createTestWagmi(rpcUrl, [alice])
    walletPrompts(config, () => {
      throw Object.assign(new Error('declined'), { code: 4001 })
    })
    await connectWallet(config)
    const error = await listCollectible(
      await terms(CREATURES, await creatureOf(alice), 10n ** 16n),
      { client, wagmiConfig: config },
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'StepError', reason: 'rejected' })
  })

  test('a network without a market in the client’s table, and an order of another marketplace: unavailable', async () => {
    const bare = createClient({ ...emulatorConfig(), networks: [], fetch: client.fetch })
    const { options } = await walletOf(alice)
    const input = await terms(CREATURES, await creatureOf(alice), 10n ** 16n)
    expect(await refusal(planListing(input, { ...options, client: bare }))).toEqual({
      reason: 'unavailable',
      message: "there is no Sequence Market on anvil in the client's networks (its sequenceMarket)",
    })
    expect(
      await refusal(planBuy({ orderId: '1', chainId: 31337, marketplace: 'opensea' }, {}, options)),
    ).toEqual({
      reason: 'unavailable',
      message: 'this order is on opensea: take it there',
    })
  })
})
