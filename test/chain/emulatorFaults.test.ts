/**
 * The emulator following a chain that misbehaves (issue 43): a reorg that
 * replaces or removes blocks it has read — their cancels undone, the new
 * branch's applied, its logs handed on, never an order both live and gone;
 * 10,000 requests in one block, all served; token contracts that revert,
 * answer short or lie — refused by the market or counted by the emulator,
 * never a crash.
 */
import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hex,
  type Log,
  parseEventLogs,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import { TestERC721, TestLiar } from '../../src/emulator/chain/artifacts.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { createEmulator, type Emulator } from '../../src/emulator/emulator.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { anvilClients, CREATURES, MARKET, WETH } from '../support/anvilMarket.js'

const rpcUrl = anvilRpcUrl()
const market = MARKET
const creatures = CREATURES
const { chain, wallet } = anvilClients(rpcUrl)
const alice = DEV_ACCOUNTS[0]!.address as Address
let snapshot: string
let emulator: Emulator
let attached: AttachedChain

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  emulator = createEmulator({ size: 300, now: Date.now })
  attached = await emulator.attachChain({ rpcUrl, pollingInterval: 50 })
}, 60_000)
afterAll(async () => {
  attached?.detach()
  await revertChain(rpcUrl, snapshot)
})

const rpc = (method: string, params: unknown[] = []) =>
  chain.request({ method: method as 'eth_chainId', params: params as never })

async function send(to: Address, abi: Abi, functionName: string, args: unknown[]) {
  const hash = await wallet.writeContract({ account: alice, address: to, abi, functionName, args })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}
const cancel = (requestId: bigint) =>
  send(market, SEQUENCE_MARKET_ABI as Abi, 'cancelRequest', [requestId])

/** Alice's live native orders as the emulator serves them, by id. */
const served = () =>
  new Set(
    emulator.state.marketplace
      .ordersByMaker(alice, { network: 'anvil', liveAt: emulator.clock.now() })
      .filter((o) => o.marketplace === 'native_marketplace_v2')
      .map((o) => o.orderId),
  )

/** A listing's parameters: a creature alice owns, priced in WETH, for a day. */
async function listing(price: bigint) {
  const order = emulator.state.marketplace
    .ordersByMaker(alice, { network: 'anvil' })
    .find((o) => o.marketplace === 'native_marketplace_v2' && o.side === 'listing')!
  return {
    isListing: true,
    isERC1155: false,
    tokenContract: order.collectionContractAddress as Address,
    tokenId: BigInt(order.tokenId!),
    quantity: 1n,
    expiry: (await chain.getBlock()).timestamp + 86_400n,
    currency: WETH,
    pricePerToken: price,
  }
}

describe('a reorg of blocks the emulator read', () => {
  test('a block replaced: its cancel undone, the new branch’s applied and its logs handed on', async () => {
    const [x, y] = [...served()].slice(0, 2).map(BigInt) as [bigint, bigint]
    await cancel(x)
    await attached.watcher.sync()
    expect(served().has(String(x))).toBe(false)

    const handed: Log[] = []
    const unsubscribe = attached.watcher.subscribe((logs) => {
      handed.push(...logs)
    })
    const reorgs = attached.watcher.reorgs
    // The block of x's cancel becomes one with y's cancel, at the same height.
    const data = encodeFunctionData({
      abi: SEQUENCE_MARKET_ABI,
      functionName: 'cancelRequest',
      args: [y],
    })
    await rpc('anvil_reorg', [1, [[{ from: alice, to: market, data, gas: '0x100000' }, 0]]])
    await attached.watcher.sync()
    unsubscribe()
    expect(attached.watcher.reorgs).toBe(reorgs + 1)
    expect(served().has(String(x))).toBe(true)
    expect(served().has(String(y))).toBe(false)
    const cancelled = parseEventLogs({
      abi: SEQUENCE_MARKET_ABI,
      logs: handed,
      eventName: 'RequestCancelled',
    })
    expect(cancelled.map((l) => l.args.requestId)).toEqual([y])
  })

  test('blocks removed (the head lower than the block read): their cancels undone, then followed on', async () => {
    const [z] = [...served()].slice(0, 1).map(BigInt) as [bigint]
    const before = await snapshotChain(rpcUrl)
    await cancel(z)
    for (let i = 0; i < 3; i++) await rpc('evm_mine')
    await attached.watcher.sync()
    expect(served().has(String(z))).toBe(false)
    await revertChain(rpcUrl, before)
    await attached.watcher.sync()
    expect(served().has(String(z))).toBe(true)
    await cancel(z)
    await attached.watcher.sync()
    expect(served().has(String(z))).toBe(false)
  })
})

test('a node whose time runs behind the wall’s (anvil after a revert): a request live on chain is served until it expires there', async () => {
  // Ten minutes behind, as after a snapshot held for ten minutes and reverted.
  const ahead = createEmulator({ size: 300, now: () => Date.now() + 600_000 })
  const following = await ahead.attachChain({ rpcUrl, pollingInterval: 50 })
  try {
    const params = { ...(await listing(10n ** 9n)) }
    params.expiry = (await chain.getBlock()).timestamp + 60n
    const receipt = await send(market, SEQUENCE_MARKET_ABI as Abi, 'createRequest', [params])
    const [made] = parseEventLogs({
      abi: SEQUENCE_MARKET_ABI,
      logs: receipt.logs,
      eventName: 'RequestCreated',
    })
    await following.watcher.sync()
    const live = () =>
      ahead.state.marketplace
        .ordersByMaker(alice, { network: 'anvil', liveAt: ahead.clock.now() })
        .some((o) => o.orderId === String(made!.args.requestId))
    expect(ahead.clock.now()).toBeLessThan(Number(params.expiry) * 1000)
    expect(live()).toBe(true)
    await rpc('evm_increaseTime', [120])
    await rpc('evm_mine')
    await following.watcher.sync()
    expect(live()).toBe(false)
  } finally {
    following.detach()
  }
})

test('10,000 requests in one block: all served', async () => {
  await attached.watcher.sync()
  const before = served().size
  const params = await listing(10n ** 9n)
  await rpc('anvil_setBlockGasLimit', ['0xB2D05E000'])
  await rpc('evm_setAutomine', [false])
  try {
    const hashes: Hex[] = []
    for (let i = 0; i < 100; i++) {
      const batch = Array.from({ length: 100 }, (_, k) => ({
        ...params,
        pricePerToken: params.pricePerToken + BigInt(i * 100 + k),
      }))
      hashes.push(
        await wallet.writeContract({
          account: alice,
          address: market,
          abi: SEQUENCE_MARKET_ABI,
          functionName: 'createRequestBatch',
          args: [batch],
          gas: 25_000_000n,
        }),
      )
    }
    await rpc('evm_mine')
    const receipts = await Promise.all(
      hashes.map((hash) => chain.waitForTransactionReceipt({ hash })),
    )
    expect(new Set(receipts.map((r) => r.blockNumber)).size).toBe(1)
    expect(receipts.every((r) => r.status === 'success')).toBe(true)
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  await attached.watcher.sync()
  expect(served().size).toBe(before + 10_000)
}, 120_000)

describe('token contracts that revert, answer short or lie', () => {
  async function liar(mode: number): Promise<Address> {
    const hash = await wallet.deployContract({
      account: alice,
      abi: TestLiar.abi,
      bytecode: TestLiar.bytecode as Hex,
      args: [mode],
    })
    return (await chain.waitForTransactionReceipt({ hash })).contractAddress!
  }

  test('reads that revert or answer short: the market refuses the listing in its own words', async () => {
    for (const mode of [0, 1]) {
      const tokenContract = await liar(mode)
      const params = { ...(await listing(1n)), tokenContract, tokenId: 1n }
      const refused = await chain
        .simulateContract({
          account: alice,
          address: market,
          abi: SEQUENCE_MARKET_ABI,
          functionName: 'createRequest',
          args: [params],
        })
        .then(
          () => 'created',
          (e: { walk: (f: (e: unknown) => boolean) => unknown }) =>
            (
              e.walk(
                (c) => (c as { data?: { errorName?: string } }).data?.errorName !== undefined,
              ) as {
                data: { errorName: string }
              }
            ).data.errorName,
        )
      expect(refused, `mode ${mode}`).toBe('InvalidTokenApproval')
    }
  })

  test('a liar that claims every token: created on chain, counted by the emulator, never served', async () => {
    const tokenContract = await liar(2)
    const before = { ...attached.refused }
    const size = served().size
    await send(market, SEQUENCE_MARKET_ABI as Abi, 'createRequest', [
      { ...(await listing(1n)), tokenContract, tokenId: 7n },
    ])
    await attached.watcher.sync()
    expect(attached.refused['unknown collection']).toBe(before['unknown collection'] + 1)
    expect(served().size).toBe(size)
    // The market is still whole: a real listing after it is served.
    await send(creatures, TestERC721.abi, 'setApprovalForAll', [market, true])
    await send(market, SEQUENCE_MARKET_ABI as Abi, 'createRequest', [await listing(2n)])
    await attached.watcher.sync()
    expect(served().size).toBe(size + 1)
  })
})
