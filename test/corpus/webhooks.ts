/**
 * Webhook deliveries. No captured delivery exists in the sources: each body is
 * what Go's encoding/json writes for go-sequence's indexer EventLog (with its
 * EventDecoded and TxnInfo) at ea93185: omitempty `id`, `parentBlockHash`,
 * `txnInfo`, `rawLog` left out when empty, `txnLogIndex` a number, Hash values
 * lower-case, BigInt a decimal string. `rawLog` holds `data` and `topics`, as
 * 0xsequence/docs' webhook-listener page describes it; `values` follow that
 * page ("hex values corresponding to the argument names").
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'

const EVENT_LOG = {
  repo: '0xsequence/go-sequence',
  path: 'services/indexer/indexer.gen.go',
  commit: 'ea9318548a59f4ecad93229aac0a2a570df1be97',
}
const go = (note: string) => ({
  ...EVENT_LOG,
  note: `serialized from the Go struct EventLog: ${note}`,
})

/** A 20-byte address as the 32-byte word of a topic. */
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const ZERO = '0x0000000000000000000000000000000000000000'
const COLLECTION = '0x9bec34c1f7098e278afd48fedcf13355b854364a'
const ACCOUNT = '0xe6eb28398ccbe46aa505b62b96822c2ce8daabf4'
const OPERATOR = '0x1fea9fcbd1989c0f2d0fbad08144c528c7f5ea54'
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
const TOKEN_1237 = '0x00000000000000000000000000000000000000000000000000000000000004d5'
const ONE = '0x0000000000000000000000000000000000000000000000000000000000000001'
const USDC_25 = '0x00000000000000000000000000000000000000000000000000000000017d7840'

/** An ERC-721 mint of token 1237 to ACCOUNT, as the docs' listener filters for. */
const erc721Mint = {
  id: 51789,
  uid: '0x2d6a7e2c4b5f3a1e9c8d7b6a5f4e3d2c1b0a99887766554433221100ffeeddcc',
  type: 'BLOCK_ADDED',
  blockNumber: 84210553,
  blockHash: '0x7f1d3e4c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170',
  parentBlockHash: '0x0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
  contractAddress: COLLECTION,
  contractType: 'ERC721',
  txnHash: '0xb233c0f0c0b6e0a1dfb4b5c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5968778695a4b',
  txnIndex: 3,
  txnLogIndex: 7,
  logDataType: 'TOKEN_TRANSFER',
  ts: '2024-10-10T20:41:12Z',
  rawLog: { data: '0x', topics: [TRANSFER_TOPIC, topic(ZERO), topic(ACCOUNT), TOKEN_1237] },
  event: {
    topicHash: TRANSFER_TOPIC,
    eventSig: 'Transfer(address indexed from,address indexed to,uint256 indexed tokenId)',
    types: ['address', 'address', 'uint256'],
    names: ['from', 'to', 'tokenId'],
    values: [topic(ZERO), topic(ACCOUNT), TOKEN_1237],
  },
}

export const webhookEntries: AnyCorpusEntry[] = [
  entry({
    source: go('an ERC-721 Transfer (mint), every argument indexed'),
    operation: 'Webhook/Delivery',
    body: erc721Mint,
    arrives: ({ event, args }) => {
      expect(event.uid).toBe(erc721Mint.uid)
      expect(event.txnLogIndex).toBe(7)
      expect(event.parentBlockHash).toBe(erc721Mint.parentBlockHash)
      expect(event.rawLog?.topics).toHaveLength(4)
      expect(extra(event).id).toBe(51789)
      expect(String(args.from).toLowerCase()).toBe(ZERO)
      expect(String(args.to).toLowerCase()).toBe(ACCOUNT)
      expect(args.tokenId).toBe(1237n)
    },
  }),
  entry({
    source: go('the same log removed by a reorg (type BLOCK_REMOVED), same uid'),
    operation: 'Webhook/Delivery',
    body: { ...erc721Mint, type: 'BLOCK_REMOVED' },
    arrives: ({ event, args }) => {
      expect(event.type).toBe('BLOCK_REMOVED')
      expect(event.uid).toBe(erc721Mint.uid)
      expect(args.tokenId).toBe(1237n)
    },
  }),
  entry({
    source: go('an ERC-1155 TransferSingle, id and value not indexed, with txnInfo'),
    operation: 'Webhook/Delivery',
    body: {
      id: 51790,
      uid: '0x9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9',
      type: 'BLOCK_ADDED',
      blockNumber: 84210601,
      blockHash: '0x1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a',
      parentBlockHash: '0x5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4',
      contractAddress: COLLECTION,
      contractType: 'ERC1155',
      txnHash: '0x4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b',
      txnIndex: 12,
      txnLogIndex: 41,
      logDataType: 'TOKEN_TRANSFER',
      ts: '2024-10-10T20:43:00Z',
      txnInfo: { from: OPERATOR, to: COLLECTION, value: '0' },
      rawLog: {
        data: `${TOKEN_1237}${ONE.slice(2)}`,
        topics: [TRANSFER_SINGLE_TOPIC, topic(OPERATOR), topic(ACCOUNT), topic(OPERATOR)],
      },
      event: {
        topicHash: TRANSFER_SINGLE_TOPIC,
        eventSig:
          'TransferSingle(address indexed operator,address indexed from,address indexed to,uint256 id,uint256 value)',
        types: ['address', 'address', 'address', 'uint256', 'uint256'],
        names: ['operator', 'from', 'to', 'id', 'value'],
        values: [topic(OPERATOR), topic(ACCOUNT), topic(OPERATOR), TOKEN_1237, ONE],
      },
    },
    arrives: ({ event, args, argList }) => {
      expect(event.contractType).toBe('ERC1155')
      expect(extra(event).txnInfo).toEqual({ from: OPERATOR, to: COLLECTION, value: '0' })
      expect(argList).toHaveLength(5)
      expect(String(args.operator).toLowerCase()).toBe(OPERATOR)
      expect(args.id).toBe(1237n)
      expect(args.value).toBe(1n)
    },
  }),
  entry({
    source: go(
      'an ERC-20 Transfer of 25 USDC on Polygon: id 0 and parentBlockHash empty, so left out',
    ),
    operation: 'Webhook/Delivery',
    body: {
      uid: '0x31f2e3d4c5b6a79881726354a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e',
      type: 'BLOCK_ADDED',
      blockNumber: 63012877,
      blockHash: '0x8293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071',
      contractAddress: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      contractType: 'ERC20',
      txnHash: '0xe8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7',
      txnIndex: 0,
      txnLogIndex: 0,
      logDataType: 'TOKEN_TRANSFER',
      ts: '2024-10-11T06:00:01Z',
      rawLog: { data: USDC_25, topics: [TRANSFER_TOPIC, topic(OPERATOR), topic(ACCOUNT)] },
      event: {
        topicHash: TRANSFER_TOPIC,
        eventSig: 'Transfer(address indexed from,address indexed to,uint256 value)',
        types: ['address', 'address', 'uint256'],
        names: ['from', 'to', 'value'],
        values: [topic(OPERATOR), topic(ACCOUNT), USDC_25],
      },
    },
    arrives: ({ event, args }) => {
      expect(event.parentBlockHash).toBeUndefined()
      expect(event.txnIndex).toBe(0)
      expect(event.rawLog?.data).toBe(USDC_25)
      expect(args.value).toBe(25_000_000n)
      expect(String(args.from).toLowerCase()).toBe(OPERATOR)
    },
  }),
]
