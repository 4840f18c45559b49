/**
 * The emulator's webhook matching and event building (decisions §10), with
 * hand-made logs and a recording `fetch`, no chain: which listener gets which
 * log, the signature a log is decoded with when the registration's `indexed`
 * does not fit, `contractType` and `logDataType`, `txnLogIndex` within the
 * transaction, the uid rule, and what each POST looks like.
 */
import { type Hex, type Log, type PublicClient, pad, toHex } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { parseEventSignature, parseWebhookEvent, WEBHOOK_EVENTS } from '../../server/index.js'
import { createEmulator, type Emulator, webhookUid } from '../index.js'
import { createWebhookDispatcher } from './delivery.js'
import type { ListenerFilters } from './state.js'

const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MULTI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const BLOCK = `0x${'b1'.repeat(32)}` as Hex
const PARENT = `0x${'b0'.repeat(32)}` as Hex
const TX = `0x${'7a'.repeat(32)}` as Hex
const TIME = 1_767_225_600n // 2026-01-01T00:00:00Z

const hash = (sig: string) => parseEventSignature(sig).topicHash
const word = (n: bigint) => pad(toHex(n))

let logIndex = 0
/** A log of block BLOCK, transaction `tx`, with the next log index. */
const log = (address: string, topics: Hex[], data: Hex = '0x', tx: Hex = TX): Log =>
  ({
    address: address.toLowerCase(),
    topics,
    data,
    blockHash: BLOCK,
    blockNumber: 40n,
    transactionHash: tx,
    transactionIndex: 2,
    logIndex: logIndex++,
    removed: false,
  }) as unknown as Log

const nftTransfer = (from: string, to: string, id: bigint) =>
  log(NFT, [hash(WEBHOOK_EVENTS.ERC721.Transfer), pad(from as Hex), pad(to as Hex), word(id)])

interface Post {
  readonly url: string
  readonly init: RequestInit
  readonly body: ReturnType<typeof parseWebhookEvent>
}

let emulator: Emulator
let posts: Post[]
let dispatcher: ReturnType<typeof createWebhookDispatcher>

const client = {
  getBlock: async ({ blockHash }: { blockHash: Hex }) => ({
    hash: blockHash,
    parentHash: PARENT,
    timestamp: TIME,
  }),
} as unknown as PublicClient

beforeEach(() => {
  logIndex = 0
  posts = []
  emulator = createEmulator({ size: 50 })
  dispatcher = createWebhookDispatcher({
    state: emulator.state,
    chainId: 31337,
    client,
    options: {
      retryBaseDelayMs: 1,
      fetch: async (input, init) => {
        posts.push({
          url: String(input),
          init: init ?? {},
          body: parseWebhookEvent(JSON.parse(String(init?.body))),
        })
        return new Response('{}')
      },
    },
  })
})

const listen = (filters: ListenerFilters, chainId = 31337) =>
  emulator.state.indexer.add({
    projectId: 1,
    chainId,
    url: `http://127.0.0.1:9/${emulator.state.indexer.list(1).length}`,
    filters,
    active: true,
    updatedAt: '',
  })

async function deliver(...logs: Log[]) {
  dispatcher.onLogs(logs)
  await dispatcher.idle()
  return posts.map((p) => p.body)
}

describe('who receives what', () => {
  test('contract, event hash (indexed and names aside), network; a removed listener nothing', async () => {
    const mine = listen({
      contractAddresses: [NFT.toLowerCase()],
      events: ['Transfer(address,address,uint256)'],
    })
    listen({ contractAddresses: [MULTI], events: [WEBHOOK_EVENTS.ERC721.Transfer] })
    listen({ contractAddresses: [NFT], events: [WEBHOOK_EVENTS.ERC721.Approval] })
    listen({ contractAddresses: [NFT], events: [WEBHOOK_EVENTS.ERC721.Transfer] }, 137)
    const removed = listen({ contractAddresses: [NFT], events: [WEBHOOK_EVENTS.ERC721.Transfer] })
    emulator.state.indexer.remove(1, removed.id)
    const got = await deliver(nftTransfer(ALICE, BOB, 3n))
    expect(posts.map((p) => p.url)).toEqual([mine.url])
    // Shorthand registration: the chain's layout, the registration's (arg) names.
    expect(got[0]!.event.event.eventSig).toBe(
      'Transfer(address indexed arg1, address indexed arg2, uint256 indexed arg3)',
    )
    expect(got[0]!.args).toEqual({ arg1: ALICE, arg2: BOB, arg3: 3n })
    expect(got[0]!.event.contractType).toBe('ERC721')
  })

  test('the POST: JSON, X-Webhook-Listener-Id, no redirects followed', async () => {
    const listener = listen({ contractAddresses: [NFT], events: [WEBHOOK_EVENTS.ERC721.Transfer] })
    await deliver(nftTransfer(ALICE, BOB, 3n))
    expect(posts).toHaveLength(1)
    expect(posts[0]!.init).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Listener-Id': String(listener.id) },
    })
  })

  test('tokenIDs by the §6 row (ERC-721 third argument, ERC-1155 id or any of the ids)', async () => {
    listen({
      contractAddresses: [NFT, MULTI],
      events: [
        WEBHOOK_EVENTS.ERC721.Transfer,
        WEBHOOK_EVENTS.ERC1155.TransferBatch,
        WEBHOOK_EVENTS.ERC20.Transfer,
      ],
      tokenIDs: ['3', '8'],
    })
    const batch = (ids: bigint[]) =>
      log(
        MULTI,
        [hash(WEBHOOK_EVENTS.ERC1155.TransferBatch), pad(ALICE), pad(ALICE), pad(BOB)],
        `0x${[0x40n, 0x60n + 0x20n * BigInt(ids.length), BigInt(ids.length), ...ids, BigInt(ids.length), ...ids.map(() => 1n)].map((n) => word(n).slice(2)).join('')}`,
      )
    const erc20 = log(NFT, [hash(WEBHOOK_EVENTS.ERC20.Transfer), pad(ALICE), pad(BOB)], word(3n))
    const got = await deliver(
      nftTransfer(ALICE, BOB, 3n),
      nftTransfer(ALICE, BOB, 4n),
      batch([7n, 8n]),
      batch([7n, 9n]),
      erc20, // an ERC-20 Transfer has no token id: never matches tokenIDs
    )
    expect(got.map((d) => d.argList)).toEqual([
      [ALICE, BOB, 3n],
      [ALICE, ALICE, BOB, [7n, 8n], [1n, 1n]],
    ])
  })

  test('tokenIDs on an event outside the table: the argument named tokenId, id, ids or tokenIds', async () => {
    const sig = 'Minted(address indexed to, uint256 indexed tokenId, uint256 price)'
    listen({ contractAddresses: [NFT], events: [sig], tokenIDs: ['5'] })
    const minted = (id: bigint) => log(NFT, [hash(sig), pad(ALICE), word(id)], word(100n))
    const got = await deliver(minted(4n), minted(5n))
    expect(got.map((d) => d.args)).toEqual([{ to: ALICE, tokenId: 5n, price: 100n }])
    expect(got[0]!.event).toMatchObject({ contractType: 'UNKNOWN', logDataType: 'EVENT' })
  })

  test('accounts: any address argument, arrays of addresses included', async () => {
    const sig = 'Airdrop(address[] to, uint256 amount)'
    listen({ contractAddresses: [NFT], events: [sig], accounts: [BOB.toLowerCase()] })
    const drop = (to: string[]) =>
      log(
        NFT,
        [hash(sig)],
        `0x${[0x40n, 1n, BigInt(to.length)].map((n) => word(n).slice(2)).join('')}${to.map((a) => pad(a as Hex).slice(2)).join('')}`,
      )
    const got = await deliver(drop([ALICE]), drop([ALICE, BOB]))
    expect(got.map((d) => d.args)).toEqual([{ to: [ALICE, BOB], amount: 1n }])
  })

  test('a log no signature fits is delivered undecoded, unless tokenIDs or accounts must be read', async () => {
    const plain = listen({ contractAddresses: [NFT], events: ['Odd(uint256 a, uint256 b)'] })
    listen({ contractAddresses: [NFT], events: ['Odd(uint256 a, uint256 b)'], accounts: [ALICE] })
    // The contract has `a` indexed; the registration says neither is.
    const odd = log(NFT, [hash('Odd(uint256,uint256)'), word(1n)], word(2n))
    const got = await deliver(odd)
    expect(posts.map((p) => p.url)).toEqual([plain.url])
    expect(got[0]!.event.event).toEqual({
      topicHash: hash('Odd(uint256,uint256)'),
      eventSig: '',
      types: [],
      names: [],
      values: [],
    })
    expect(got[0]!.event.rawLog).toEqual({ data: word(2n), topics: odd.topics })
  })
})

describe('the event object', () => {
  test('uid, txnLogIndex within the transaction, block facts, ts', async () => {
    listen({ contractAddresses: [NFT], events: [WEBHOOK_EVENTS.ERC721.Transfer] })
    const other = `0x${'7b'.repeat(32)}` as Hex
    const first = log(NFT, [hash('Noise()')], '0x', other) // log 0, another transaction
    const a = nftTransfer(ALICE, BOB, 1n) // log 1, TX
    const b = nftTransfer(BOB, ALICE, 1n) // log 2, TX
    const got = await deliver(first, a, b)
    expect(got.map((d) => [d.event.txnLogIndex, d.event.uid])).toEqual([
      [0, webhookUid(31337, BLOCK, TX, 1)],
      [1, webhookUid(31337, BLOCK, TX, 2)],
    ])
    expect(got[0]!.event).toMatchObject({
      type: 'BLOCK_ADDED',
      blockNumber: 40,
      blockHash: BLOCK,
      parentBlockHash: PARENT,
      contractAddress: NFT,
      txnHash: TX,
      txnIndex: 2,
      ts: '2026-01-01T00:00:00.000Z',
      logDataType: 'TOKEN_TRANSFER',
    })
  })

  test('contractType of ApprovalForAll: by the registered row; else by what the contract showed; else UNKNOWN', async () => {
    const approvalForAll = hash(WEBHOOK_EVENTS.ERC1155.ApprovalForAll)
    listen({ contractAddresses: [MULTI], events: ['Nothing()'], topicHashes: [approvalForAll] })
    listen({ contractAddresses: [MULTI], events: [WEBHOOK_EVENTS.ERC1155.ApprovalForAll] })
    const approval = () => log(MULTI, [approvalForAll, pad(ALICE), pad(BOB)], word(1n))
    let got = await deliver(approval())
    expect(got.map((d) => [d.event.contractType, d.event.event.names[0]])).toEqual([
      ['UNKNOWN', 'owner'],
      ['ERC1155', 'account'],
    ])
    posts.length = 0
    const single = log(
      MULTI,
      [hash(WEBHOOK_EVENTS.ERC1155.TransferSingle), pad(ALICE), pad(ALICE), pad(BOB)],
      `0x${word(1n).slice(2)}${word(1n).slice(2)}`,
    )
    got = await deliver(single, approval())
    expect(got.map((d) => [d.event.contractType, d.event.event.names[0]])).toEqual([
      ['ERC1155', 'account'],
      ['ERC1155', 'account'],
    ])
  })
})
