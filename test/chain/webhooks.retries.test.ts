/**
 * Delivery guarantees on anvil: a failing receiver is retried with backoff
 * (at most 8 attempts), a time-out counts as a failure, a redirect is never
 * followed, de-duplication by uid hands `onEvent` each event once whatever
 * the retries, and removing a listener stops its deliveries, pending retries
 * included. The emulator retries after 20 ms, 40 ms, 80 ms, … here.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { TestERC721 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { WEBHOOK_EVENTS } from '../../src/server/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import {
  deployTokens,
  type Receiver,
  type ReceiverOptions,
  startReceiver,
  startWebhookEmulator,
  type Tokens,
  until,
  type WebhookEmulator,
} from '../support/webhooks.js'

const rpcUrl = anvilRpcUrl()
const [deployer, alice] = DEV_ACCOUNTS.slice(6, 8).map((a) => a.address) as [Address, Address]

let snapshot: string
let emulator: WebhookEmulator
let tokens: Tokens
let nextTokenId = 1n
const cleanup: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  emulator = await startWebhookEmulator(rpcUrl)
  tokens = await deployTokens(rpcUrl, deployer)
})
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})
afterAll(async () => {
  await emulator?.close()
  await revertChain(rpcUrl, snapshot)
})

/** A receiver with `options`, and a listener of ERC-721 transfers pointing at it. */
async function setUp(options: ReceiverOptions = {}) {
  const receiver: Receiver = await startReceiver(options)
  cleanup.push(() => receiver.close())
  const { listener } = await emulator.admin.addWebhookListener({
    network: 'anvil',
    url: receiver.url,
    filters: { contracts: [tokens.erc721], events: [WEBHOOK_EVENTS.ERC721.Transfer] },
  })
  const id = Number(listener.id)
  let removed = false
  const remove = async () => {
    if (removed) return
    removed = true
    await emulator.admin.removeWebhookListener({ network: 'anvil', id, projectId: 1 })
  }
  cleanup.push(remove)
  const records = () => emulator.chain.webhooks.deliveries().filter((d) => d.listenerId === id)
  return { receiver, id, remove, records }
}

const mint = () => {
  const tokenId = nextTokenId++
  return tokens.send(alice, tokens.erc721, TestERC721.abi, 'mint', [alice, tokenId])
}

const status = (code: number) => new Response('{}', { status: code })

test('a receiver that fails twice then succeeds: 3 attempts, onEvent once', async () => {
  const { receiver, records } = await setUp({
    intercept: (_request, attempt) => (attempt <= 2 ? status(503) : undefined),
  })
  await mint()
  await until(() => receiver.events.length === 1, 'the delivery')
  await emulator.settle()
  expect(receiver.events).toHaveLength(1)
  expect(receiver.requests.map((r) => [r.attempt, r.status])).toEqual([
    [1, 503],
    [2, 503],
    [3, 200],
  ])
  expect(records()).toEqual([
    expect.objectContaining({ attempts: 3, status: 'delivered', outcomes: [503, 503, 200] }),
  ])
})

test('a lost acknowledgement is redelivered and de-duplicated: onEvent once, the duplicate answered 200', async () => {
  const { receiver, records } = await setUp({
    // onEvent ran, but the 200 never reached the sender.
    rewrite: (response, attempt) => (attempt === 1 ? status(502) : response),
  })
  await mint()
  await until(() => receiver.requests.length === 2, 'the redelivery')
  await emulator.settle()
  expect(receiver.events).toHaveLength(1)
  expect(receiver.requests.map((r) => r.status)).toEqual([502, 200])
  expect(records()[0]).toMatchObject({ attempts: 2, status: 'delivered', outcomes: [502, 200] })
})

test('onEvent failing is a 500: the uid is not marked seen, the retry is processed', async () => {
  let calls = 0
  const { receiver, records } = await setUp({
    onEvent: () => {
      calls++
      if (calls === 1) throw new Error('database down')
    },
  })
  const receipt = await mint()
  await until(() => receiver.events.length === 1, 'the retried delivery')
  await emulator.settle()
  expect(calls).toBe(2)
  expect(receiver.events.map((e) => e.delivery.event.txnHash)).toEqual([receipt.transactionHash])
  expect(records()[0]).toMatchObject({ attempts: 2, status: 'delivered', outcomes: [500, 200] })
})

test('an attempt that gets no answer within the time-out is retried', async () => {
  const { receiver, records } = await setUp({
    intercept: async (_request, attempt) => {
      if (attempt > 1) return undefined
      await new Promise((resolve) => setTimeout(resolve, 1500)) // the emulator gives up at 1 s here
      return status(200)
    },
  })
  await mint()
  await until(() => receiver.events.length === 1, 'the delivery after the time-out')
  await emulator.settle()
  expect(records()[0]).toMatchObject({
    attempts: 2,
    status: 'delivered',
    outcomes: ['timeout', 200],
  })
})

test('at most 8 attempts, and a redirect is a failure, never followed to another URL', async () => {
  let elsewhere = 0
  const other = createServer((_req, res) => {
    elsewhere++
    res.end('{}')
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  cleanup.push(() => new Promise((resolve) => other.close(resolve)))
  const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/stolen`
  const { receiver, records } = await setUp({
    intercept: () => new Response(null, { status: 307, headers: { Location: target } }),
  })
  const started = Date.now()
  await mint()
  await until(() => records()[0]?.status === 'failed', 'the last attempt', 8000)
  // 20 + 40 + … + 1280 ms of backoff between the 8 attempts.
  expect(Date.now() - started).toBeGreaterThanOrEqual(2540)
  await emulator.settle(200)
  expect(records()[0]).toMatchObject({
    attempts: 8,
    status: 'failed',
    outcomes: Array(8).fill(307),
  })
  expect(receiver.requests).toHaveLength(8)
  expect(receiver.events).toHaveLength(0)
  expect(elsewhere).toBe(0)
})

test('removing the listener stops its deliveries, pending retries included', async () => {
  const { receiver, records, remove } = await setUp({ intercept: () => status(500) })
  await mint()
  await until(() => receiver.requests.length >= 2, 'two failed attempts')
  await remove()
  await emulator.settle()
  const seen = receiver.requests.length
  expect(records()[0]).toMatchObject({ status: 'cancelled' })
  expect(records()[0]!.attempts).toBeLessThan(8)
  await mint()
  await new Promise((resolve) => setTimeout(resolve, 600)) // retries would be due by now
  await emulator.settle()
  expect(receiver.requests).toHaveLength(seen)
  expect(records()).toHaveLength(1)
})

test('the same event to two listeners has one uid; each listener gets its own delivery', async () => {
  const first = await setUp()
  const second = await setUp()
  const receipt = await mint()
  await until(
    () => first.receiver.events.length === 1 && second.receiver.events.length === 1,
    'both deliveries',
  )
  await emulator.settle()
  const [a] = first.receiver.events
  const [b] = second.receiver.events
  expect(a!.delivery.event.uid).toBe(b!.delivery.event.uid)
  expect(a!.delivery.event.txnHash).toBe(receipt.transactionHash)
  expect([a!.listenerId, b!.listenerId]).toEqual([String(first.id), String(second.id)])
  expect(a!.delivery.args).toEqual(b!.delivery.args)
  expect(a!.delivery.args.to).toBe(alice)
})
