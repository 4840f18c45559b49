/**
 * Webhooks end to end on anvil: listeners registered with the admin client,
 * real ERC-20/721/1155 transactions, the emulator delivering from the chain's
 * logs, and a `createWebhookHandler` receiver decoding them. Token-id and
 * account filters deliver exactly the matching events and nothing else.
 */
import { type Address, createPublicClient, getAddress, http, zeroAddress } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { TestERC20, TestERC721, TestERC1155 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS, webhookUid } from '../../src/emulator/index.js'
import { type ParsedWebhookEvent, WEBHOOK_EVENTS } from '../../src/server/index.js'
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
const [deployer, alice, bob, carol] = DEV_ACCOUNTS.slice(2, 6).map((a) => a.address) as [
  Address,
  Address,
  Address,
  Address,
]

let snapshot: string
let emulator: WebhookEmulator
let receiver: Receiver
let tokens: Tokens

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  emulator = await startWebhookEmulator(rpcUrl)
  receiver = await startReceiver()
  tokens = await deployTokens(rpcUrl, deployer)
})
afterAll(async () => {
  await emulator?.close()
  await receiver?.close()
  await revertChain(rpcUrl, snapshot)
})

type Filters = Parameters<WebhookEmulator['admin']['addWebhookListener']>[0]['filters']

/** The listeners a test registered; each test's are removed after it, pass or fail. */
const registered: (string | number)[] = []

/** Registers a listener on the receiver; answers its id. */
async function listen(filters: Filters) {
  const { listener } = await emulator.admin.addWebhookListener({
    network: 'anvil',
    url: receiver.url,
    filters,
  })
  registered.push(listener.id)
  return listener.id
}

afterEach(async () => {
  for (const id of registered.splice(0)) {
    await emulator.admin.removeWebhookListener({ network: 'anvil', id, projectId: 1 })
  }
})

/** The deliveries of a listener in chain order. */
const inOrder = (events: ParsedWebhookEvent[]) =>
  [...events].sort(
    (a, b) =>
      a.event.blockNumber! - b.event.blockNumber! ||
      a.event.txnIndex! - b.event.txnIndex! ||
      Number(a.event.txnLogIndex) - Number(b.event.txnLogIndex),
  )

const summary = (d: ParsedWebhookEvent) => ({ sig: d.event.event.eventSig, args: d.args })

describe('delivery from the chain', () => {
  test('ERC-721: Transfer, Approval and ApprovalForAll, decoded, with the §6 envelope', async () => {
    const id = await listen({
      contracts: [tokens.erc721],
      events: [
        WEBHOOK_EVENTS.ERC721.Transfer,
        WEBHOOK_EVENTS.ERC721.Approval,
        WEBHOOK_EVENTS.ERC721.ApprovalForAll,
      ],
    })
    const abi = TestERC721.abi
    const receipts = [
      await tokens.send(alice, tokens.erc721, abi, 'mint', [alice, 1n]),
      await tokens.send(alice, tokens.erc721, abi, 'approve', [bob, 1n]),
      await tokens.send(alice, tokens.erc721, abi, 'setApprovalForAll', [carol, true]),
      await tokens.send(alice, tokens.erc721, abi, 'transferFrom', [alice, bob, 1n]),
    ]
    await until(() => receiver.of(id).length >= 4, '4 ERC-721 deliveries')
    await emulator.settle()
    const got = inOrder(receiver.of(id))
    expect(got.map(summary)).toEqual([
      {
        sig: WEBHOOK_EVENTS.ERC721.Transfer,
        args: { from: zeroAddress, to: alice, tokenId: 1n },
      },
      {
        sig: WEBHOOK_EVENTS.ERC721.Approval,
        args: { owner: alice, approved: bob, tokenId: 1n },
      },
      {
        sig: WEBHOOK_EVENTS.ERC721.ApprovalForAll,
        args: { owner: alice, operator: carol, approved: true },
      },
      {
        sig: WEBHOOK_EVENTS.ERC721.Transfer,
        args: { from: alice, to: bob, tokenId: 1n },
      },
    ])
    expect(got.map((d) => [d.event.contractType, d.event.logDataType])).toEqual([
      ['ERC721', 'TOKEN_TRANSFER'],
      ['ERC721', 'EVENT'],
      ['ERC721', 'EVENT'],
      ['ERC721', 'TOKEN_TRANSFER'],
    ])
    // The envelope matches the chain: block, transaction, log, and the uid rule.
    for (const [i, delivery] of got.entries()) {
      const receipt = receipts[i]!
      const log = receipt.logs[0]!
      const block = await chain.getBlock({ blockHash: receipt.blockHash })
      expect(delivery.event).toEqual({
        uid: webhookUid(31337, receipt.blockHash, receipt.transactionHash, log.logIndex),
        type: 'BLOCK_ADDED',
        blockNumber: Number(receipt.blockNumber),
        blockHash: receipt.blockHash,
        parentBlockHash: block.parentHash,
        contractAddress: getAddress(tokens.erc721),
        contractType: 'ERC721',
        txnHash: receipt.transactionHash,
        txnIndex: receipt.transactionIndex,
        txnLogIndex: 0,
        ts: new Date(Number(block.timestamp) * 1000).toISOString(),
        event: {
          topicHash: log.topics[0],
          eventSig: delivery.event.event.eventSig,
          types: delivery.event.event.types,
          names: delivery.event.event.names,
          // Indexed arguments are their topics; non-indexed ones abi.encode'd on their own.
          values: delivery.event.event.types.map((_, k) =>
            k < log.topics.length - 1 ? log.topics[k + 1] : log.data,
          ),
        },
        logDataType: delivery.event.logDataType,
        rawLog: { data: log.data, topics: log.topics },
      })
    }
    expect(new Set(got.map((d) => d.event.uid)).size).toBe(4)
  })

  test('ERC-20: Transfer and a shorthand Approval (names arg1, arg2, arg3); values as bigints', async () => {
    const id = await listen({
      contracts: [tokens.erc20],
      events: [WEBHOOK_EVENTS.ERC20.Transfer, 'Approval(address,address,uint256)'],
    })
    const abi = TestERC20.abi
    await tokens.send(alice, tokens.erc20, abi, 'mint', [alice, 10n ** 24n])
    await tokens.send(alice, tokens.erc20, abi, 'transfer', [bob, 2n ** 70n])
    await tokens.send(alice, tokens.erc20, abi, 'approve', [carol, 12345n])
    await until(() => receiver.of(id).length >= 3, '3 ERC-20 deliveries')
    await emulator.settle()
    const got = inOrder(receiver.of(id))
    expect(got.map(summary)).toEqual([
      {
        sig: WEBHOOK_EVENTS.ERC20.Transfer,
        args: { from: zeroAddress, to: alice, value: 10n ** 24n },
      },
      { sig: WEBHOOK_EVENTS.ERC20.Transfer, args: { from: alice, to: bob, value: 2n ** 70n } },
      {
        // Registered without `indexed`: decoded with the chain's layout, the registration's names.
        sig: 'Approval(address indexed arg1, address indexed arg2, uint256 arg3)',
        args: { arg1: alice, arg2: carol, arg3: 12345n },
      },
    ])
    expect(got.map((d) => d.event.contractType)).toEqual(['ERC20', 'ERC20', 'ERC20'])
    expect(got[2]!.event.event.names).toEqual(['arg1', 'arg2', 'arg3'])
  })

  test('ERC-1155: TransferSingle, TransferBatch (ids and values arrays), ApprovalForAll and URI', async () => {
    const id = await listen({
      contracts: [tokens.erc1155],
      events: Object.values(WEBHOOK_EVENTS.ERC1155),
    })
    const abi = TestERC1155.abi
    await tokens.send(alice, tokens.erc1155, abi, 'mint', [alice, 7n, 10n])
    await tokens.send(alice, tokens.erc1155, abi, 'mint', [alice, 8n, 20n])
    await tokens.send(alice, tokens.erc1155, abi, 'safeBatchTransferFrom', [
      alice,
      bob,
      [7n, 8n],
      [3n, 4n],
      '0x',
    ])
    await tokens.send(bob, tokens.erc1155, abi, 'setApprovalForAll', [carol, true])
    await tokens.send(alice, tokens.erc1155, abi, 'setURI', [7n, 'ipfs://seven/{id}.json'])
    await until(() => receiver.of(id).length >= 5, '5 ERC-1155 deliveries')
    await emulator.settle()
    const got = inOrder(receiver.of(id))
    expect(got.map(summary)).toEqual([
      {
        sig: WEBHOOK_EVENTS.ERC1155.TransferSingle,
        args: { operator: alice, from: zeroAddress, to: alice, id: 7n, value: 10n },
      },
      {
        sig: WEBHOOK_EVENTS.ERC1155.TransferSingle,
        args: { operator: alice, from: zeroAddress, to: alice, id: 8n, value: 20n },
      },
      {
        sig: WEBHOOK_EVENTS.ERC1155.TransferBatch,
        args: { operator: alice, from: alice, to: bob, ids: [7n, 8n], values: [3n, 4n] },
      },
      {
        sig: WEBHOOK_EVENTS.ERC1155.ApprovalForAll,
        args: { account: bob, operator: carol, approved: true },
      },
      { sig: WEBHOOK_EVENTS.ERC1155.URI, args: { value: 'ipfs://seven/{id}.json', id: 7n } },
    ])
    expect(got.map((d) => d.event.contractType)).toEqual(Array(5).fill('ERC1155'))
    expect(got.map((d) => d.event.logDataType)).toEqual([
      'TOKEN_TRANSFER',
      'TOKEN_TRANSFER',
      'TOKEN_TRANSFER',
      'EVENT',
      'EVENT',
    ])
    expect(got[2]!.argList).toEqual([alice, alice, bob, [7n, 8n], [3n, 4n]])
  })
})

describe('filters', () => {
  test('tokenIds deliver exactly the events of those ids (a batch when one of its ids is)', async () => {
    const nft = await listen({
      contracts: [tokens.erc721],
      events: [WEBHOOK_EVENTS.ERC721.Transfer],
      tokenIds: [12n],
    })
    const multi = await listen({
      contracts: [tokens.erc1155],
      events: [WEBHOOK_EVENTS.ERC1155.TransferSingle, WEBHOOK_EVENTS.ERC1155.TransferBatch],
      tokenIds: ['18'],
    })
    const a721 = TestERC721.abi
    const a1155 = TestERC1155.abi
    await tokens.send(alice, tokens.erc721, a721, 'mint', [alice, 11n])
    await tokens.send(alice, tokens.erc721, a721, 'mint', [alice, 12n])
    await tokens.send(alice, tokens.erc721, a721, 'transferFrom', [alice, bob, 11n])
    await tokens.send(alice, tokens.erc721, a721, 'transferFrom', [alice, carol, 12n])
    await tokens.send(alice, tokens.erc1155, a1155, 'mint', [alice, 17n, 5n])
    await tokens.send(alice, tokens.erc1155, a1155, 'mint', [alice, 18n, 5n])
    await tokens.send(alice, tokens.erc1155, a1155, 'safeTransferFrom', [alice, bob, 17n, 1n, '0x'])
    await tokens.send(alice, tokens.erc1155, a1155, 'safeBatchTransferFrom', [
      alice,
      carol,
      [17n, 18n],
      [1n, 1n],
      '0x',
    ])
    await until(
      () => receiver.of(nft).length >= 2 && receiver.of(multi).length >= 2,
      'the token-id deliveries',
    )
    await emulator.settle(300)
    expect(inOrder(receiver.of(nft)).map((d) => d.args)).toEqual([
      { from: zeroAddress, to: alice, tokenId: 12n },
      { from: alice, to: carol, tokenId: 12n },
    ])
    expect(inOrder(receiver.of(multi)).map((d) => d.args)).toEqual([
      { operator: alice, from: zeroAddress, to: alice, id: 18n, value: 5n },
      { operator: alice, from: alice, to: carol, ids: [17n, 18n], values: [1n, 1n] },
    ])
  })

  test('accounts deliver exactly the events one of whose addresses is listed', async () => {
    const id = await listen({
      contracts: [tokens.erc20],
      events: [WEBHOOK_EVENTS.ERC20.Transfer, WEBHOOK_EVENTS.ERC20.Approval],
      accounts: [carol.toLowerCase()],
    })
    const abi = TestERC20.abi
    await tokens.send(alice, tokens.erc20, abi, 'transfer', [bob, 5n]) // no
    await tokens.send(bob, tokens.erc20, abi, 'transfer', [carol, 3n]) // to carol
    await tokens.send(alice, tokens.erc20, abi, 'approve', [carol, 9n]) // spender carol
    await tokens.send(alice, tokens.erc20, abi, 'approve', [bob, 9n]) // no
    await tokens.send(carol, tokens.erc20, abi, 'mint', [alice, 1n]) // carol sends, but is no argument
    await until(() => receiver.of(id).length >= 2, 'the account deliveries')
    await emulator.settle(300)
    expect(inOrder(receiver.of(id)).map(summary)).toEqual([
      { sig: WEBHOOK_EVENTS.ERC20.Transfer, args: { from: bob, to: carol, value: 3n } },
      { sig: WEBHOOK_EVENTS.ERC20.Approval, args: { owner: alice, spender: carol, value: 9n } },
    ])
  })

  test('topicHashes alone (wire filters) match, decoded with the §6 signature; other contracts never', async () => {
    const transferSingle = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
    const id = await listen({
      contractAddresses: [tokens.erc1155],
      events: ['Nothing(uint256)'],
      topicHashes: [transferSingle],
    })
    await tokens.send(alice, tokens.erc1155, TestERC1155.abi, 'mint', [bob, 99n, 1n])
    await tokens.send(alice, tokens.erc721, TestERC721.abi, 'mint', [bob, 99n])
    await until(() => receiver.of(id).length >= 1, 'the topic-hash delivery')
    await emulator.settle(300)
    const got = receiver.of(id)
    expect(got.map(summary)).toEqual([
      {
        sig: WEBHOOK_EVENTS.ERC1155.TransferSingle,
        args: { operator: alice, from: zeroAddress, to: bob, id: 99n, value: 1n },
      },
    ])
  })
})
