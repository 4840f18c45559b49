/**
 * Cancelling many orders of dev account 0 with `createBulkCancel`: wagmi over
 * anvil (real transactions and typed-data signatures, no mocked signer), the
 * emulator following the chain. Faults come from where they come in life: the
 * server's answer for one order (a wrapped `fetch`), a transaction whose data
 * the contract refuses, a wallet that declines, an order cancelled elsewhere
 * during the run, an order of another account, a connection that drops.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Client, createClient } from '../../src/core/client.js'
import { getOrders } from '../../src/core/operations/getOrders.js'
import { listAccountOrders } from '../../src/core/operations/listAccountOrders.js'
import type { Order } from '../../src/core/schemas/order.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { createEmulator } from '../../src/emulator/emulator.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { type BulkCancelState, createBulkCancel } from '../../src/wallet/bulkCancel.js'
import { cancelStepsOf } from '../../src/wallet/cancelOrder.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { connectWallet, createTestWagmi, type MockFeatures } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const emulator = createEmulator({ size: 300, now: Date.now })
const [maker, other] = DEV_ACCOUNTS as [(typeof DEV_ACCOUNTS)[0], (typeof DEV_ACCOUNTS)[0]]
const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])
let snapshot: string
let chain: AttachedChain

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  chain = await emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))

/** A fault for one order: what `fetch` does instead of asking the emulator, once or always. */
interface Fault {
  readonly operation: string
  readonly orderId: string
  readonly answer: (request: Request) => Promise<Response> | Response
  times: number
}

function clientWith(faults: Fault[]): Client {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const body = await request
      .clone()
      .text()
      .catch(() => '')
    const fault = faults.find(
      (f) => f.times > 0 && request.url.endsWith(`/${f.operation}`) && body.includes(f.orderId),
    )
    if (fault) {
      fault.times--
      return fault.answer(request)
    }
    return emulator.handle(request)
  }
  return createClient({ ...emulatorConfig(), fetch })
}

async function wallet(features: MockFeatures = {}, accounts = [maker.address]) {
  const config = createTestWagmi(rpcUrl, accounts, features)
  await connectWallet(config)
  return config
}

/** Whether the order is live, once the emulator has followed the chain to its last block. */
async function isLive(order: Order): Promise<boolean> {
  await chain.watcher.sync()
  return live(order)
}

const live = (order: Order) =>
  emulator.state.marketplace.isOrderLive(
    order.collectionContractAddress!,
    order.orderId,
    emulator.clock.now(),
  )

/** Live orders of `account` on anvil: native or third-party, either side, not yet taken by a test. */
const taken = new Set<string>()
function orders(count: number, native: boolean, account = maker.address): Order[] {
  const found = emulator.state.marketplace
    .ordersByMaker(account, { liveAt: emulator.clock.now(), network: 'anvil' })
    .filter((o) => NATIVE.has(o.marketplace ?? '') === native && !taken.has(o.orderId))
    .slice(0, count)
  if (found.length < count) throw new Error(`only ${found.length} such orders of ${account}`)
  for (const o of found) taken.add(o.orderId)
  return found
}

/** A run of `chosen` with a fresh bulk cancel and wallet, to its end. */
const bulk10 = async (chosen: readonly Order[]) =>
  createBulkCancel({ client: clientWith([]), wagmiConfig: await wallet() }).start(chosen)

const outcomes = (state: BulkCancelState) =>
  Object.fromEntries(state.items.map((i) => [i.order.orderId, i.status]))

describe('createBulkCancel', () => {
  test("10 of the account's 20 orders in two collections: those 10 cancelled, the other 10 untouched", async () => {
    const account = maker.address
    const collections = [EMULATOR_COLLECTION.relics.address, EMULATOR_COLLECTION.hostile.address]
    const client = clientWith([])
    const read = async () =>
      (
        await Promise.all(
          collections.map((contractAddress) =>
            listAccountOrders(client, { network: 'anvil', contractAddress, account }),
          ),
        )
      ).flatMap((r) => r.orders.map((o) => o.order))
    const before = await read()
    expect(before.length).toBeGreaterThanOrEqual(20)
    expect(new Set(before.map((o) => NATIVE.has(o.marketplace ?? '')))).toEqual(
      new Set([true, false]),
    )
    // Every other one: both sides, native and third-party among the chosen.
    const chosen = before.filter((_, i) => i % 2 === 0).slice(0, 10)
    const kept = before.filter((o) => !chosen.includes(o))
    expect(new Set(chosen.map((o) => NATIVE.has(o.marketplace ?? '')))).toEqual(
      new Set([true, false]),
    )
    for (const o of before) taken.add(o.orderId)

    const bulk = createBulkCancel({ client, wagmiConfig: await wallet() })
    const seen: number[] = []
    bulk.subscribe(() => seen.push(bulk.getState().done))
    const end = await bulk.start(chosen)

    expect(end).toMatchObject({ total: 10, done: 10, running: false })
    expect(end.counts.cancelled).toBe(10)
    expect(seen.at(-1)).toBe(10)
    expect(Math.max(...seen)).toBe(10)
    for (const o of chosen) expect(await isLive(o)).toBe(false)
    for (const o of kept) expect(await isLive(o)).toBe(true)
    const after = await read()
    expect(after.map((o) => o.orderId).sort()).toEqual(kept.map((o) => o.orderId).sort())
  })

  test('a server error, a reverted transaction and a declined signature are those orders’ outcomes; the other seven are cancelled, and a retry cancels what can be', async () => {
    const natives = orders(9, true)
    const [thirdParty] = orders(1, false)
    const [serverFails, reverts] = natives as [Order, Order]
    const faults: Fault[] = [
      {
        operation: 'GenerateCancelTransaction',
        orderId: serverFails.orderId,
        times: 1,
        answer: () =>
          Response.json(
            { error: 'Unavailable', code: 2002, msg: 'the marketplace is busy', status: 503 },
            { status: 503 },
          ),
      },
      {
        // The server hands out a transaction the marketplace contract refuses.
        operation: 'GenerateCancelTransaction',
        orderId: reverts.orderId,
        times: 1,
        answer: async (request) => {
          const answer = (await (await emulator.handle(request)).json()) as {
            steps: { data: string }[]
          }
          for (const step of answer.steps) step.data = '0xdeadbeef'
          return Response.json(answer)
        },
      },
    ]
    const chosen = [...natives, thirdParty!]
    const bulk = createBulkCancel({
      client: clientWith(faults),
      wagmiConfig: await wallet({ signTypedDataError: true }),
    })
    const end = await bulk.start(chosen)

    expect(end.counts).toMatchObject({ cancelled: 7, failed: 2, rejected: 1, waiting: 0 })
    const byId = new Map(end.items.map((i) => [i.order.orderId, i]))
    expect(byId.get(serverFails.orderId)).toMatchObject({
      status: 'failed',
      message: 'the marketplace is busy',
    })
    // The market would revert it: refused before the wallet, in the kit's words.
    expect(byId.get(reverts.orderId)).toMatchObject({
      status: 'failed',
      message: 'the market refused the transaction',
    })
    expect(byId.get(thirdParty!.orderId)).toMatchObject({ status: 'rejected' })
    for (const o of chosen.slice(2, 9)) expect(await isLive(o)).toBe(false)
    expect([serverFails, reverts, thirdParty!].map(live)).toEqual([true, true, true])

    const again = await bulk.retry()
    expect(outcomes(again)[serverFails.orderId]).toBe('cancelled')
    expect(outcomes(again)[reverts.orderId]).toBe('cancelled')
    // The wallet still declines: that one stays live and says so.
    expect(outcomes(again)[thirdParty!.orderId]).toBe('rejected')
    expect(again.counts).toMatchObject({ cancelled: 9, rejected: 1 })
    expect(await isLive(thirdParty!)).toBe(true)
  })

  test("ten of Sequence Market's orders: one transaction (cancelRequestBatch); a batch the market refuses falls back to one each", async () => {
    const nonce = () => chain.client.getTransactionCount({ address: maker.address })
    const ten = orders(10, true)
    const before = await nonce()
    const end = await bulk10(ten)
    expect(end.counts.cancelled).toBe(10)
    expect((await nonce()) - before).toBe(1)
    for (const o of ten) expect(await isLive(o)).toBe(false)

    // The third was cancelled on the chain already, and the server does not know yet: the market
    // would refuse the batch (InvalidRequestId), so it is not sent; each is checked on its own —
    // two cancelled, the third skipped in the market's words, never sent.
    const three = orders(3, true)
    const stale = three[2]!
    // What the server answered while it was live, to be answered again after the chain's cancel.
    const answers = new Map<string, unknown>()
    const recording = createClient({
      ...emulatorConfig(),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        const response = await emulator.handle(request)
        answers.set(request.url.split('/').pop()!, await response.clone().json())
        return response
      },
    })
    await cancelStepsOf(stale, { client: recording, wagmiConfig: await wallet() })
    await getOrders(recording, {
      network: 'anvil',
      input: [
        {
          contractAddress: stale.collectionContractAddress!,
          orderId: stale.orderId,
          marketplace: stale.marketplace!,
        },
      ],
    })
    const staleAnswer = answers.get('GetOrders')
    const staleSteps = answers.get('GenerateCancelTransaction')
    const single = createBulkCancel({ client: clientWith([]), wagmiConfig: await wallet() })
    await single.start([stale])
    await chain.watcher.sync()
    const client = clientWith([
      {
        operation: 'GetOrders',
        orderId: stale.orderId,
        times: 1,
        answer: () => Response.json(staleAnswer),
      },
      {
        operation: 'GenerateCancelTransaction',
        orderId: stale.orderId,
        times: 2,
        answer: () => Response.json(staleSteps),
      },
    ])
    const start = await nonce()
    const fallback = await createBulkCancel({ client, wagmiConfig: await wallet() }).start(three)
    expect(fallback.items.map((i) => i.status)).toEqual(['cancelled', 'cancelled', 'skipped'])
    expect(fallback.items[2]?.message).toBe(
      `order ${stale.orderId} no longer exists (it was filled or cancelled), or another account made it`,
    )
    // Neither the batch nor the third was sent: one transaction each for the two live ones.
    expect((await nonce()) - start).toBe(2)
  })

  test('an order cancelled elsewhere during the run is skipped, never cancelled twice', async () => {
    const chosen = orders(3, true)
    const gone = chosen[2]!
    const bulk = createBulkCancel({ client: clientWith([]), wagmiConfig: await wallet() })
    // Another device cancels the third while the first is at the wallet.
    const unsubscribe = bulk.subscribe(() => {
      if (bulk.getState().current?.order.orderId === chosen[0]!.orderId && live(gone)) {
        emulator.state.marketplace.cancelOrder(
          gone.collectionContractAddress!,
          gone.orderId,
          emulator.clock.now(),
        )
      }
    })
    const end = await bulk.start(chosen)
    unsubscribe()
    expect(outcomes(end)).toEqual({
      [chosen[0]!.orderId]: 'cancelled',
      [chosen[1]!.orderId]: 'cancelled',
      [gone.orderId]: 'skipped',
    })
    expect(end.items[2]?.message).toBe('the order is already cancelled')
  })

  test("an order of another account fails with the reason, and nothing is asked of the server's cancel for it", async () => {
    const [mine] = orders(1, true)
    const [theirs] = orders(1, true, other.address)
    const asked: string[] = []
    const client = clientWith([
      {
        operation: 'GenerateCancelTransaction',
        orderId: theirs!.orderId,
        times: 1,
        answer: (request) => {
          asked.push(theirs!.orderId)
          return emulator.handle(request)
        },
      },
    ])
    const end = await createBulkCancel({ client, wagmiConfig: await wallet() }).start([
      theirs!,
      mine!,
    ])
    expect(outcomes(end)).toEqual({ [theirs!.orderId]: 'failed', [mine!.orderId]: 'cancelled' })
    expect(end.items[0]?.message).toMatch(/made by/)
    expect(asked).toEqual([])
    expect(await isLive(theirs!)).toBe(true)
  })

  test('a dropped connection fails that order only; a stop ends the run before the wallet is asked, and what is left is known by reading again', async () => {
    const chosen = orders(4, true)
    const client = clientWith([
      {
        operation: 'GetOrders',
        orderId: chosen[0]!.orderId,
        times: 1,
        answer: () => Promise.reject(new TypeError('fetch failed')),
      },
    ])
    const bulk = createBulkCancel({ client, wagmiConfig: await wallet() })
    // The four are one market's: read again one by one, then cancelled in one transaction. A stop
    // asked while the second is read ends the run before anything more is asked of the wallet.
    const stopAtSecond = bulk.subscribe(() => {
      const { items } = bulk.getState()
      if (items[1]?.status === 'checking') bulk.stop()
    })
    const end = await bulk.start(chosen)
    stopAtSecond()
    expect(end.items.map((i) => i.status)).toEqual(['failed', 'waiting', 'waiting', 'waiting'])
    expect(end.items[0]?.message).toMatch(/fetch failed|network|connection/i)
    expect(end).toMatchObject({ running: false, stopping: false, done: 1, total: 4 })
    // After a reload, nothing remembers the run: the orders say what is left.
    await chain.watcher.sync()
    expect(chosen.map(live)).toEqual([true, true, true, true])

    const resumed = await bulk.retry()
    expect(resumed.items.map((i) => i.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ])
  })
})
