/**
 * Deliveries proven before they are kept (issue 43), on anvil: a receiver
 * that requires the secret of its listener's URL answers 401 to a request
 * without it, before reading its body, and keeps nothing; given a client of
 * the chain, it keeps a delivery only once its log is found in its
 * transaction's receipt as delivered — a forged one (a log that is not
 * there, or one whose values were changed) is refused and counted, a real
 * one kept once.
 */
import { type Address, createPublicClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TestERC721 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { createWebhookHandler, WEBHOOK_EVENTS, webhookListenerUrl } from '../../src/server/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import {
  deployTokens,
  type Receiver,
  startReceiver,
  startWebhookEmulator,
  type Tokens,
  until,
  type WebhookEmulator,
} from '../support/webhooks.js'

const rpcUrl = anvilRpcUrl()
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl), cacheTime: 0 })
const [deployer, alice] = DEV_ACCOUNTS.slice(2, 4).map((a) => a.address) as [Address, Address]
const SECRET = 'a-listener-secret-of-32-characters'

let snapshot: string
let emulator: WebhookEmulator
let receiver: Receiver
let tokens: Tokens
/** The bodies the receiver was posted, as they came (to forge from). */
const bodies: string[] = []

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  emulator = await startWebhookEmulator(rpcUrl)
  receiver = await startReceiver({
    secret: SECRET,
    chain,
    intercept: async (request) => {
      bodies.push(await request.clone().text())
      return undefined
    },
  })
  tokens = await deployTokens(rpcUrl, deployer)
  await emulator.admin.addWebhookListener({
    network: 'anvil',
    url: webhookListenerUrl(receiver.url, SECRET),
    filters: { contracts: [tokens.erc721], events: [WEBHOOK_EVENTS.ERC721.Transfer] },
  })
}, 60_000)
afterAll(async () => {
  await emulator?.close()
  await receiver?.close()
  await revertChain(rpcUrl, snapshot)
})

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

test('a real delivery is kept once; without the secret, 401 before the body is read', async () => {
  await tokens.send(alice, tokens.erc721, TestERC721.abi, 'mint', [alice, 7n])
  await emulator.settle()
  await until(() => receiver.events.length === 1, 'the mint kept')
  const kept = receiver.events[0]!
  expect(kept.delivery.args).toMatchObject({ to: alice, tokenId: 7n })

  // The same body again, without the secret: refused, and not read.
  let read = false
  const handler = createWebhookHandler({ secret: SECRET, onEvent: () => {} })
  const unread = new Request(receiver.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: new ReadableStream(
      {
        pull() {
          read = true
        },
      },
      { highWaterMark: 0 },
    ),
    duplex: 'half',
  } as RequestInit)
  expect((await handler(unread)).status).toBe(401)
  expect(read).toBe(false)
  expect(handler.stats.unauthorized).toBe(1)
  expect((await post(receiver.url, bodies[0]!)).status).toBe(401)
  const wrong = webhookListenerUrl(receiver.url, `${SECRET.slice(0, -1)}x`)
  expect((await post(wrong, bodies[0]!)).status).toBe(401)
  expect(receiver.events).toHaveLength(1)
})

test('forged deliveries with the secret: a log not on chain, or changed values, are refused and counted', async () => {
  const real = JSON.parse(bodies[0]!) as Record<string, unknown> & { event: { values: string[] } }
  const url = webhookListenerUrl(receiver.url, SECRET)
  // A transfer that never happened: another uid, a transaction hash of nothing.
  const invented = { ...real, uid: 'forged-1', txnHash: `0x${'12'.repeat(32)}` }
  // The real transaction, its values changed: the token sent to someone else.
  const changed = {
    ...real,
    uid: 'forged-2',
    event: {
      ...real.event,
      values: [
        real.event.values[0],
        `0x${'00'.repeat(12)}${'ab'.repeat(20)}`,
        real.event.values[2],
      ],
    },
  }
  // The real log under another index of its transaction.
  const moved = { ...real, uid: 'forged-3', txnLogIndex: 5 }
  for (const forged of [invented, changed, moved]) {
    expect((await post(url, JSON.stringify(forged))).status).toBe(422)
  }
  expect(receiver.events).toHaveLength(1)
  // The real one once more, under its own uid: a duplicate, acknowledged, not kept again.
  expect((await post(url, bodies[0]!)).status).toBe(200)
  expect(receiver.events).toHaveLength(1)
})

test('the receipt of a transaction is read once for all its deliveries', async () => {
  let reads = 0
  const counting = {
    getTransactionReceipt: (args: { hash: `0x${string}` }) => {
      reads++
      return chain.getTransactionReceipt(args)
    },
  }
  const handler = createWebhookHandler({ chain: counting, dedupe: false, onEvent: () => {} })
  const real = JSON.parse(bodies[0]!) as Record<string, unknown>
  const answers = await Promise.all(
    ['a', 'b', 'c'].map((uid) =>
      handler(
        new Request('http://127.0.0.1/hooks', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...real, uid }),
        }),
      ),
    ),
  )
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
  expect(reads).toBe(1)
  expect(handler.stats.notOnChain).toBe(0)
})
