/**
 * Sequence Market's refusals in words, on anvil with our market (issue 43):
 * a transaction the market would refuse is stopped before the wallet is
 * asked — the wallet's prompts are counted — with the kit's sentence; one
 * that reverts after the wallet sent it (the chain changed while the wallet
 * was open) says the same words. (A bulk cancel whose server is behind the
 * chain: test/chain/bulkCancel.test.ts.)
 */
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseEventLogs,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import type { Step } from '../../src/core/schemas/step.js'
import { isPlatformError } from '../../src/core/transport/errors.js'
import { TestERC20, TestERC721 } from '../../src/emulator/chain/artifacts.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { createEmulator } from '../../src/emulator/emulator.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { executeSteps, StepError, type StepProgress } from '../../src/wallet/executeSteps.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { ANVIL, anvilClients, CREATURES, MARKET, WETH } from '../support/anvilMarket.js'
import { connectWallet, createTestWagmi, walletPrompts } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const anvil = ANVIL
const market = MARKET
const creatures = CREATURES
const { chain, wallet: direct } = anvilClients(rpcUrl)
const [alice, bob] = DEV_ACCOUNTS.map((a) => a.address) as [Address, Address]
const emulator = createEmulator({ size: 300, now: Date.now })
const NATIVE = 'native_marketplace_v2'
let snapshot: string
let attached: AttachedChain

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  attached = await emulator.attachChain({ rpcUrl, pollingInterval: 50 })
}, 60_000)
afterAll(async () => {
  attached?.detach()
  await revertChain(rpcUrl, snapshot)
})

/** A call sent straight from an unlocked dev account (not through the wallet under test). */
async function send(from: Address, to: Address, abi: Abi, functionName: string, args: unknown[]) {
  const hash = await direct.writeContract({ account: from, address: to, abi, functionName, args })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt.logs
}

/** `createRequest`'s argument: an offer or a listing of a creature at `price` wei of WETH a day from now. */
async function params(isListing: boolean, tokenId: bigint, price: bigint) {
  const now = (await chain.getBlock()).timestamp
  return {
    isListing,
    isERC1155: false,
    tokenContract: creatures,
    tokenId,
    quantity: 1n,
    expiry: now + 86_400n,
    currency: WETH,
    pricePerToken: price,
  }
}

async function create(from: Address, request: Awaited<ReturnType<typeof params>>) {
  const logs = await send(from, market, SEQUENCE_MARKET_ABI as Abi, 'createRequest', [request])
  const [created] = parseEventLogs({ abi: SEQUENCE_MARKET_ABI, logs, eventName: 'RequestCreated' })
  return created!.args.requestId
}

/** A creature `owner` holds on the chain. */
async function ownedBy(owner: Address): Promise<bigint> {
  for (let id = 0; id < 300; id++) {
    const tokenId = BigInt(
      emulator.state.marketplace.collectionByAddress(creatures)!.tokens.tokenId(id),
    )
    const holder = await chain.readContract({
      address: creatures,
      abi: TestERC721.abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    if (getAddress(holder) === owner) return tokenId
  }
  throw new Error(`${owner} owns no creature`)
}

const step = (functionName: string, args: unknown[]): Step => ({
  id: functionName.startsWith('cancel') ? 'cancel' : 'createOffer',
  to: market,
  data: encodeFunctionData({ abi: SEQUENCE_MARKET_ABI as Abi, functionName, args }),
  value: '0',
})

/** A wallet of `account`, its prompts counted; `before` runs as a prompt comes. */
async function wallet(account: Address, before?: Parameters<typeof walletPrompts>[1]) {
  const config = createTestWagmi(rpcUrl, [account])
  const prompts = walletPrompts(config, before)
  await connectWallet(config)
  return { config, prompts }
}

/** Runs the steps as Sequence Market's, to the error they stop with. */
async function refused(steps: Step[], config: Awaited<ReturnType<typeof wallet>>['config']) {
  const seen: StepProgress[] = []
  const error = await executeSteps(steps, {
    wagmiConfig: config,
    chainId: 31337,
    marketplace: NATIVE,
    currencies: anvil.currencies,
    onProgress: (p) => seen.push(p),
  }).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StepError)
  return { error: error as StepError, statuses: seen.map((p) => p.status) }
}

describe('before the wallet is asked', () => {
  test('a cancel of a request already cancelled: InvalidRequestId in words, no prompt', async () => {
    const id = await create(alice, await params(true, await ownedBy(alice), 10n ** 15n))
    await send(alice, market, SEQUENCE_MARKET_ABI as Abi, 'cancelRequest', [id])
    const { config, prompts } = await wallet(alice)
    const { error, statuses } = await refused([step('cancelRequest', [id])], config)
    expect(error.reason).toBe('failed')
    expect(error.message).toBe(
      `step 1 (cancel): order ${id} no longer exists (it was filled or cancelled), or another account made it`,
    )
    expect(isPlatformError(error.cause, 'InvalidRequestId')).toBe(true)
    expect(error.cause).toMatchObject({ operation: 'SequenceMarket/cancelRequest', status: 0 })
    expect(statuses).toEqual(['pending', 'failed'])
    expect(prompts).toEqual([])
  })

  test("an offer beyond the account's WETH allowance: the WETH sentence, no prompt", async () => {
    const tokenId = await ownedBy(bob)
    await send(alice, WETH, TestERC20.abi as Abi, 'approve', [market, 10n ** 15n])
    const { config, prompts } = await wallet(alice)
    const offer = await params(false, tokenId, 2n * 10n ** 15n)
    const { error } = await refused([step('createRequest', [offer])], config)
    expect(error.message).toBe(
      'step 1 (createOffer): your WETH allowance to the market is too low, or your balance: 0.002 WETH is needed',
    )
    expect(isPlatformError(error.cause, 'InvalidCurrencyApproval')).toBe(true)
    expect(prompts).toEqual([])
    await send(alice, WETH, TestERC20.abi as Abi, 'approve', [market, maxUint256])
  })

  test("accepting an offer whose maker's allowance is now too low: the offer's WETH sentence, no prompt", async () => {
    const tokenId = await ownedBy(alice)
    const id = await create(bob, await params(false, tokenId, 3n * 10n ** 15n))
    await send(bob, WETH, TestERC20.abi as Abi, 'approve', [market, 0n])
    const { config, prompts } = await wallet(alice)
    const accept = {
      ...step('acceptRequest', [id, 1n, alice, [], []]),
      id: 'sell',
    }
    const { error } = await refused([accept], config)
    expect(error.message).toBe(
      "step 1 (sell): the offer's WETH allowance is too low, or its maker's balance: 0.003 WETH is needed",
    )
    expect(prompts).toEqual([])
    await send(bob, WETH, TestERC20.abi as Abi, 'approve', [market, maxUint256])
  })
})

describe('after the wallet sent it', () => {
  test('the request cancelled elsewhere while the wallet was open: the same words, one prompt', async () => {
    const id = await create(alice, await params(true, await ownedBy(alice), 10n ** 15n))
    // Another tab cancels it as this wallet is asked: the check before passed, the chain moved on.
    const { config, prompts } = await wallet(alice, async (method) => {
      if (method === 'eth_sendTransaction') {
        await send(alice, market, SEQUENCE_MARKET_ABI as Abi, 'cancelRequest', [id])
      }
    })
    const { error, statuses } = await refused([step('cancelRequest', [id])], config)
    expect(prompts).toEqual(['eth_sendTransaction'])
    // Sent and mined: it reverted on chain, and the receipt's wait says why in the same words.
    expect(statuses).toEqual(['pending', 'awaiting-signature', 'submitted', 'failed'])
    expect(error.message).toMatch(
      new RegExp(
        `order ${id} no longer exists \\(it was filled or cancelled\\), or another account made it$`,
      ),
    )
    expect(isPlatformError(error.cause, 'InvalidRequestId')).toBe(true)
  })
})
