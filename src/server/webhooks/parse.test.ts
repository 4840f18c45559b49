/**
 * `parseWebhookEvent` and the value encoding it shares with the emulator,
 * pinned with hand-made logs: an indexed argument's value is its 32-byte
 * topic; a non-indexed one is that argument ABI-encoded on its own (one word
 * for a value type; offset, length and data for `uint256[]` or `string`).
 */
import { decodeEventLog, type Hex, keccak256, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  encodeEventValues,
  parseEventSignature,
  parseWebhookEvent,
  WEBHOOK_EVENTS,
  WebhookEventError,
} from '../index.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** One 32-byte word, hand-written: a number, or an address, left-padded. */
const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')
const hex = (...words: string[]) => `0x${words.join('')}` as Hex
const topic = (value: bigint | string) => hex(word(value))

/** A §6 delivery of a log, built by hand around `event`. */
function delivery(event: {
  eventSig: string
  types: string[]
  names: string[]
  values: string[]
  topics: string[]
  data: string
}) {
  const { topics, data, ...decoded } = event
  return {
    uid: `0x${'11'.repeat(32)}`,
    type: 'BLOCK_ADDED',
    blockNumber: 12,
    blockHash: `0x${'22'.repeat(32)}`,
    parentBlockHash: `0x${'33'.repeat(32)}`,
    contractAddress: CONTRACT,
    contractType: 'ERC1155',
    txnHash: `0x${'44'.repeat(32)}`,
    txnIndex: 0,
    txnLogIndex: 0,
    ts: '2026-01-01T00:00:00.000Z',
    event: { topicHash: topics[0]!, ...decoded },
    logDataType: 'TOKEN_TRANSFER',
    rawLog: { data, topics },
  }
}

const TRANSFER_BATCH = parseEventSignature(WEBHOOK_EVENTS.ERC1155.TransferBatch)
const URI = parseEventSignature(WEBHOOK_EVENTS.ERC1155.URI)
const ERC20_TRANSFER = parseEventSignature(WEBHOOK_EVENTS.ERC20.Transfer)

/** TransferBatch(operator=alice, from=alice, to=bob, ids=[7, 8], values=[3, 4]), as the chain logs it. */
const batchLog = {
  topics: [TRANSFER_BATCH.topicHash, topic(ALICE), topic(ALICE), topic(BOB)],
  data: hex(word(0x40n), word(0xa0n), word(2n), word(7n), word(8n), word(2n), word(3n), word(4n)),
}
/** URI("ipfs://x", id=7). */
const uriLog = {
  topics: [URI.topicHash, topic(7n)],
  data: hex(word(0x20n), word(8n), `${toHex('ipfs://x').slice(2)}`.padEnd(64, '0')),
}

describe('the value encoding (emulator and parser agree)', () => {
  test('TransferBatch: indexed addresses are their topics; each array is abi.encode(array) on its own', () => {
    expect(encodeEventValues(TRANSFER_BATCH, batchLog)).toEqual([
      topic(ALICE),
      topic(ALICE),
      topic(BOB),
      hex(word(0x20n), word(2n), word(7n), word(8n)),
      hex(word(0x20n), word(2n), word(3n), word(4n)),
    ])
  })

  test('URI: a non-indexed string is offset, length and data; the indexed id its topic', () => {
    expect(encodeEventValues(URI, uriLog)).toEqual([uriLog.data, topic(7n)])
  })

  test('ERC-20 Transfer: the non-indexed amount is one word, exactly the log data', () => {
    const log = {
      topics: [ERC20_TRANSFER.topicHash, topic(ALICE), topic(BOB)],
      data: hex(word(10n ** 24n)),
    }
    expect(encodeEventValues(ERC20_TRANSFER, log)).toEqual([topic(ALICE), topic(BOB), log.data])
  })

  test('a log of another layout or topic0, or with data that does not decode, has no values', () => {
    const erc721 = parseEventSignature(WEBHOOK_EVENTS.ERC721.Transfer)
    const erc20Log = {
      topics: [ERC20_TRANSFER.topicHash, topic(ALICE), topic(BOB)],
      data: hex(word(1n)),
    }
    expect(encodeEventValues(erc721, erc20Log)).toBeUndefined()
    expect(encodeEventValues(URI, erc20Log)).toBeUndefined()
    expect(
      encodeEventValues(TRANSFER_BATCH, { ...batchLog, data: hex(word(0x40n)) }),
    ).toBeUndefined()
  })
})

describe('parseWebhookEvent decodes', () => {
  test('arrays, checksummed addresses and bigints, by name and in order, as viem decodes the raw log', () => {
    const body = delivery({
      eventSig: TRANSFER_BATCH.signature,
      types: TRANSFER_BATCH.inputs.map((i) => i.type),
      names: TRANSFER_BATCH.inputs.map((i) => i.name),
      values: encodeEventValues(TRANSFER_BATCH, batchLog)!,
      ...batchLog,
    })
    const { event, args, argList } = parseWebhookEvent(body)
    expect(args).toEqual({ operator: ALICE, from: ALICE, to: BOB, ids: [7n, 8n], values: [3n, 4n] })
    expect(argList).toEqual([ALICE, ALICE, BOB, [7n, 8n], [3n, 4n]])
    expect(event).toEqual(body)
    const raw = decodeEventLog({
      abi: [TRANSFER_BATCH.abi],
      topics: batchLog.topics as [Hex, ...Hex[]],
      data: batchLog.data,
    })
    expect(raw.args).toEqual(args)
  })

  test('a string, a bool, small integers as bigints, and the text of the body', () => {
    const uri = delivery({
      eventSig: URI.signature,
      types: ['string', 'uint256'],
      names: ['value', 'id'],
      values: [uriLog.data, topic(7n)],
      ...uriLog,
    })
    expect(parseWebhookEvent(JSON.stringify(uri)).args).toEqual({ value: 'ipfs://x', id: 7n })

    const sig = parseEventSignature('Flag(uint8 indexed level, bool on, int16 delta)')
    const log = {
      topics: [sig.topicHash, topic(3n)],
      data: hex(word(1n), `${'f'.repeat(60)}fffe`),
    }
    const body = delivery({
      eventSig: sig.signature,
      types: ['uint8', 'bool', 'int16'],
      names: ['level', 'on', 'delta'],
      values: encodeEventValues(sig, log)!,
      ...log,
    })
    expect(parseWebhookEvent(body).args).toEqual({ level: 3n, on: true, delta: -2n })
  })

  test('an indexed string is the hash the chain stored', () => {
    const sig = parseEventSignature('Named(string indexed name, uint256 n)')
    const hash = keccak256(toHex('alice'))
    const body = delivery({
      eventSig: sig.signature,
      types: ['string', 'uint256'],
      names: ['name', 'n'],
      values: [hash, hex(word(1n))],
      topics: [sig.topicHash, hash],
      data: hex(word(1n)),
    })
    expect(parseWebhookEvent(body).args).toEqual({ name: hash, n: 1n })
  })

  test('shorthand names (arg1, …) and an undecoded event (no signature) are fine', () => {
    const sig = parseEventSignature('Transfer(address indexed,address indexed,uint256)')
    const log = { topics: [sig.topicHash, topic(ALICE), topic(BOB)], data: hex(word(5n)) }
    const body = delivery({
      eventSig: sig.signature,
      types: ['address', 'address', 'uint256'],
      names: ['arg1', 'arg2', 'arg3'],
      values: encodeEventValues(sig, log)!,
      ...log,
    })
    expect(parseWebhookEvent(body).args).toEqual({ arg1: ALICE, arg2: BOB, arg3: 5n })
    const undecoded = delivery({ eventSig: '', types: [], names: [], values: [], ...log })
    expect(parseWebhookEvent(undecoded)).toMatchObject({ args: {}, argList: [] })
  })

  test('parentBlockHash and txnLogIndex may be numbers or strings (interface vs practice)', () => {
    const body = {
      ...delivery({ eventSig: '', types: [], names: [], values: [], ...uriLog }),
      parentBlockHash: 11,
      txnLogIndex: '0',
    }
    expect(parseWebhookEvent(body).event).toMatchObject({ parentBlockHash: 11, txnLogIndex: '0' })
  })
})

describe('parseWebhookEvent refuses', () => {
  const good = () =>
    delivery({
      eventSig: URI.signature,
      types: ['string', 'uint256'],
      names: ['value', 'id'],
      values: [uriLog.data, topic(7n)],
      ...uriLog,
    })

  /** The issues of a delivery that must fail. */
  const issuesOf = (body: unknown) => {
    try {
      parseWebhookEvent(body)
    } catch (e) {
      expect(e).toBeInstanceOf(WebhookEventError)
      expect((e as Error).message).toMatch(/^invalid webhook delivery: /)
      return (e as WebhookEventError).issues.map((i) => i.path)
    }
    throw new Error('expected a WebhookEventError')
  }

  test.each([
    ['text that is not JSON', '{"uid":', ['']],
    ['an array', [good()], ['']],
    ['null', null, ['']],
    ['a missing required field', (({ event: _, ...rest }) => rest)(good()), ['event']],
    ['a wrong type', { ...good(), blockNumber: '12' }, ['blockNumber']],
    ['an empty uid', { ...good(), uid: '' }, ['uid']],
    // No database stores these as text: refused here rather than a 500 at the store, redelivered for ever.
    ['a uid with a NUL', { ...good(), uid: 'a\u0000b' }, ['uid']],
    ['a uid with a lone surrogate', { ...good(), uid: 'a\uDFFFb' }, ['uid']],
    ['a uid of 201 characters', { ...good(), uid: 'u'.repeat(201) }, ['uid']],
    [
      'values missing one',
      { ...good(), event: { ...good().event, values: [uriLog.data] } },
      ['event.values'],
    ],
    [
      'names missing one',
      { ...good(), event: { ...good().event, names: ['value'] } },
      ['event.names'],
    ],
    [
      'a signature that does not parse',
      { ...good(), event: { ...good().event, eventSig: 'URI(' } },
      ['event.eventSig'],
    ],
    [
      'a topicHash of another event',
      { ...good(), event: { ...good().event, topicHash: topic(1n) } },
      ['event.topicHash'],
    ],
    [
      'types that disagree with eventSig',
      { ...good(), event: { ...good().event, types: ['string', 'uint8'] } },
      ['event.types.1'],
    ],
    [
      'a value that is not hex',
      { ...good(), event: { ...good().event, values: ['ipfs://x', topic(7n)] } },
      ['event.values.0'],
    ],
    [
      'a short word for an indexed uint',
      { ...good(), event: { ...good().event, values: [uriLog.data, '0x07'] } },
      ['event.values.1'],
    ],
    [
      'a string value that is only its data',
      { ...good(), event: { ...good().event, values: [hex(word(8n)), topic(7n)] } },
      ['event.values.0'],
    ],
  ])('%s', (_what, body, paths) => {
    expect(issuesOf(body)).toEqual(paths)
  })

  test('a value that is not the canonical encoding: a bool word of 2, a dirty address', () => {
    const sig = parseEventSignature(WEBHOOK_EVENTS.ERC721.ApprovalForAll)
    const body = delivery({
      eventSig: sig.signature,
      types: ['address', 'address', 'bool'],
      names: ['owner', 'operator', 'approved'],
      values: [topic(ALICE), topic(BOB), hex(word(2n))],
      topics: [sig.topicHash, topic(ALICE), topic(BOB)],
      data: hex(word(2n)),
    })
    expect(issuesOf(body)).toEqual(['event.values.2'])
    const dirty = hex(`ff${word(ALICE).slice(2)}`)
    body.event.values = [dirty, topic(BOB), hex(word(1n))]
    expect(issuesOf(body)).toEqual(['event.values.0'])
  })
})
