/**
 * Untrusted input to the receiver (issue 28): webhook bodies — through
 * `parseWebhookEvent`, the Fetch handler of `createWebhookHandler` and
 * `toNodeHandler` on a real port. Whatever comes, the parser returns a
 * delivery or throws a `WebhookEventError`; the receiver answers 400, 405,
 * 413, 415 or 422 (or 200 for a valid event), never 500, and `onEvent` sees
 * only valid events; no prototype is polluted; no input takes more than its
 * budget. Valid deliveries round-trip: the arguments an event was encoded
 * from are the arguments parsed.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import {
  type AbiEvent,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hex,
  parseAbiItem,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as arb from '../../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudget,
  withinBudgetAsync,
} from '../../../test/support/fuzz.js'
import { transferDelivery } from '../../../test/support/webhookEvents.js'
import {
  createWebhookHandler,
  encodeEventValues,
  type ParsedWebhookEvent,
  parseEventSignature,
  parseWebhookEvent,
  toNodeHandler,
  WebhookEventError,
} from '../index.js'

let uids = 0
const freshUid = () => `0x${(++uids).toString(16).padStart(64, '0')}`

/** The issue's body: `{"uid":"u1","event":[[[…10,000 deep…]]]}`, 20 KB. */
const ISSUE_BODY = `{"uid":"u1","event":${arb.nestedText(10_000, 'array')}}`

/** A valid delivery with one more member, `extra` (JSON text), written around it. */
const withExtra = (extra: string) =>
  `${JSON.stringify(transferDelivery(freshUid())).slice(0, -1)},"extra":${extra}}`

/** Members of a delivery a test replaces: its own, and its event's. */
const MEMBERS = [
  'uid',
  'blockNumber',
  'parentBlockHash',
  'txnLogIndex',
  'event',
  'rawLog',
  'event.eventSig',
  'event.types',
  'event.names',
  'event.values',
  'event.topicHash',
] as const

/** Text that trips a type parser: deep tuples and arrays, long runs, as a string or a list. */
const hostileTypes = fc.oneof(
  arb.adversarialText(['(', '[', '[]', ')', 'uint256,', ' ', 'a ', '(,', '0', 'ff']),
  fc.array(arb.adversarialText(['(', '[]', 'uint', ' ']), { maxLength: 3 }),
)

/** A valid delivery with one member replaced by the JSON text `text`, written as text. */
const replacedText = (member: (typeof MEMBERS)[number], text: string) => {
  const delivery = transferDelivery(freshUid()) as Record<string, unknown>
  const [outer, inner] = member.split('.') as [string, string | undefined]
  if (inner) delivery[outer] = { ...(delivery[outer] as object), [inner]: '__replaced__' }
  else delivery[outer] = '__replaced__'
  return JSON.stringify(delivery).replace('"__replaced__"', () => text)
}

/** A valid delivery with one member replaced by a hostile value (deep ones included), as a value. */
const withMember = fc
  .tuple(fc.constantFrom(...MEMBERS), fc.oneof(arb.hostileJson, arb.deepJson, hostileTypes))
  .map(([member, value]) => {
    const delivery = transferDelivery(freshUid()) as Record<string, unknown>
    const [outer, inner] = member.split('.') as [string, string | undefined]
    if (inner) delivery[outer] = { ...(delivery[outer] as object), [inner]: value }
    else delivery[outer] = value
    return delivery
  })

/** The same as text: the member's JSON written without `JSON.stringify` where it is deep. */
const withMemberText = fc
  .tuple(
    fc.constantFrom(...MEMBERS),
    fc.oneof(
      arb.hostileJsonText,
      hostileTypes.map((v) => JSON.stringify(v)),
    ),
  )
  .map(([member, text]) => replacedText(member, text))

/**
 * Strings that are not ABI types, or nearly are: a type with junk after it, a
 * type broken off, widths out of range, any text (issue 28: a type viem's
 * parser refused escaped `typeAt` as viem's own error, and the receiver
 * answered 500).
 */
const notAbiType = fc.oneof(
  fc.constantFrom(
    'uintuint x',
    'uint256[',
    'uint256]',
    'tuple(',
    '(uint256',
    'bytes33',
    'bytes0',
    'uint257',
    'int0',
    'address payable x y',
    'string memory',
    'Uint256',
    'function',
    '',
    ' ',
  ),
  fc
    .tuple(
      fc.constantFrom('uint', 'uint256', 'int8', 'address', 'bool', 'bytes', 'bytes32', 'string'),
      fc.constantFrom(
        'uint',
        '[',
        ']',
        '(',
        ')',
        '[x]',
        '[-1]',
        ' x y',
        ',',
        '32',
        ' indexed',
        '!',
      ),
    )
    .map(([type, junk]) => type + junk),
  fc.string({ maxLength: 20 }),
  arb.hostileString,
)

/** A valid delivery whose `types[index]` is a string that is not (or is not quite) an ABI type, as a value. */
const withNotAbiType = fc.tuple(fc.integer({ min: 0, max: 2 }), notAbiType).map(([index, type]) => {
  const delivery = transferDelivery(freshUid())
  const types = [...delivery.event.types]
  types[index] = type
  return { ...delivery, event: { ...delivery.event, types } }
})

/** Bodies a sender may post: hostile JSON text, deep, wide, broken deliveries, not JSON at all. */
const body = fc.oneof(
  arb.hostileJsonText,
  withMemberText,
  withNotAbiType.map((delivery) => JSON.stringify(delivery)),
  arb.deepJsonText.map(withExtra),
  fc.constant(ISSUE_BODY),
)

/** What the receiver may answer something other than a valid, fresh event. */
const REFUSALS = [400, 405, 413, 415, 422]

describe('parseWebhookEvent', () => {
  test('the issue: 10,000 levels deep is a WebhookEventError, as text or as a value', () => {
    expect(() => parseWebhookEvent(ISSUE_BODY)).toThrow(WebhookEventError)
    expect(() => parseWebhookEvent(ISSUE_BODY)).toThrow(
      'invalid webhook delivery: (body): nested deeper than 64 levels',
    )
    expect(() => parseWebhookEvent(JSON.parse(ISSUE_BODY))).toThrow(WebhookEventError)
    expect(() => parseWebhookEvent(withExtra(arb.nestedText(10_000, 'object')))).toThrow(
      WebhookEventError,
    )
  })

  test('an event signature or a type nested 10,000 deep is refused before viem parses it', () => {
    const deepSig = { ...transferDelivery(freshUid()) }
    deepSig.event = {
      ...deepSig.event,
      eventSig: `E(${'('.repeat(10_000)}uint256${')'.repeat(10_000)})`,
    }
    expect(() => parseWebhookEvent(deepSig)).toThrow(
      'event.eventSig: nests tuples and arrays deeper than 64 levels',
    )
    const deepType = { ...transferDelivery(freshUid()) }
    deepType.event = {
      ...deepType.event,
      types: ['address', 'address', `uint256${'[]'.repeat(10_000)}`],
    }
    expect(() => parseWebhookEvent(deepType)).toThrow(
      'event.types.2: nests tuples and arrays deeper than 64 levels',
    )
  })

  test("a type that is not an ABI type is a WebhookEventError naming it, not viem's error", () => {
    for (const [index, type] of [
      [2, 'uintuint x'],
      [0, 'uint256['],
      [1, 'tuple('],
      [2, 'bytes33'],
    ] as const) {
      const delivery = transferDelivery(freshUid())
      const types: string[] = [...delivery.event.types]
      types[index] = type
      const input = { ...delivery, event: { ...delivery.event, types } }
      expect(() => parseWebhookEvent(input)).toThrow(WebhookEventError)
      expect(() => parseWebhookEvent(input)).toThrow(
        `event.types.${index}: ${JSON.stringify(type)} is not an ABI type`,
      )
    }
  })

  test(
    'any body, as text or as a value: a delivery or a WebhookEventError, nothing else',
    () => {
      fc.assert(
        fc.property(fc.oneof(body, withMember, withNotAbiType), (input) => {
          try {
            withinBudget(() => parseWebhookEvent(input))
          } catch (e) {
            expect(e, String(e)).toBeInstanceOf(WebhookEventError)
          }
          expectNoPollution()
        }),
        runs(200),
      )
    },
    PROPERTY_TIMEOUT,
  )

  /** Events of several shapes, each with a generator of its arguments. */
  const address = arb.address.map((a) => getAddress(a))
  const uint = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
  const EVENTS: readonly (readonly [string, fc.Arbitrary<readonly unknown[]>])[] = [
    [
      'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
      fc.tuple(address, address, uint),
    ],
    [
      'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
      fc.tuple(
        address,
        address,
        address,
        fc.array(uint, { maxLength: 5 }),
        fc.array(uint, { maxLength: 5 }),
      ),
    ],
    [
      'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
      fc.tuple(address, address, fc.boolean()),
    ],
    [
      'event Note(string text, bytes data, int8 small, bytes32 tag)',
      fc.tuple(
        arb.hostileString,
        fc.uint8Array({ maxLength: 40 }).map((b) => `0x${Buffer.from(b).toString('hex')}`),
        fc.integer({ min: -128, max: 127 }).map(BigInt),
        fc
          .uint8Array({ minLength: 32, maxLength: 32 })
          .map((b) => `0x${Buffer.from(b).toString('hex')}`),
      ),
    ],
  ]
  /** What decoding gives for an encoded argument: text as UTF-8 gives it back (a lone surrogate as U+FFFD, a leading U+FEFF kept). */
  const decoded = (v: unknown) =>
    typeof v === 'string' && !v.startsWith('0x')
      ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(v))
      : v

  test('a string argument that starts with U+FEFF reads as it was sent (found by npm run fuzz)', () => {
    // viem decodes a string with a TextDecoder that drops a leading BOM: the value did not encode
    // back to itself and a valid delivery was refused with 422.
    const abi = parseAbiItem('event Note(string text, string[] more)') as AbiEvent
    const signature = parseEventSignature(abi)
    const args = ['\ufeff\ufeffhi', ['\ufeff', 'a']] as const
    const data = encodeAbiParameters(abi.inputs, args as never)
    const topics = encodeEventTopics({ abi: [abi] } as never) as Hex[]
    const values = encodeEventValues(signature, { topics, data })!
    expect(values[0]).toBe(encodeAbiParameters([{ type: 'string' }], [args[0]]))
    const parsed = parseWebhookEvent({
      ...transferDelivery(freshUid()),
      event: {
        topicHash: signature.topicHash,
        eventSig: signature.signature,
        types: ['string', 'string[]'],
        names: ['text', 'more'],
        values,
      },
    })
    expect(parsed.argList).toEqual(args)
  })

  test(
    'a valid delivery round-trips: its arguments are those it was encoded from',
    () => {
      const delivery = fc
        .constantFrom(...EVENTS)
        .chain(([sig, args]) => fc.tuple(fc.constant(sig), args))
      fc.assert(
        fc.property(delivery, ([sig, args]) => {
          const abi = parseAbiItem(sig) as AbiEvent
          const signature = parseEventSignature(abi)
          const indexed = abi.inputs.filter((i) => i.indexed)
          const plain = abi.inputs.filter((i) => !i.indexed)
          const argsByName = Object.fromEntries(
            abi.inputs.map((input, i) => [input.name!, args[i]]),
          )
          const topics = encodeEventTopics({
            abi: [abi],
            args: Object.fromEntries(indexed.map((i) => [i.name!, argsByName[i.name!]])),
          } as never) as Hex[]
          const data = encodeAbiParameters(plain, plain.map((i) => argsByName[i.name!]) as never)
          const body = {
            ...transferDelivery(freshUid()),
            event: {
              topicHash: signature.topicHash,
              eventSig: signature.signature,
              types: signature.inputs.map((i) => i.type),
              names: signature.inputs.map((i) => i.name),
              values: encodeEventValues(signature, { topics, data })!,
            },
          }
          const parsed = withinBudget(() => parseWebhookEvent(JSON.stringify(body)))
          expect(parsed.argList).toEqual(args.map(decoded))
          expect(parsed.event.uid).toBe(body.uid)
        }),
        runs(200),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('createWebhookHandler (Fetch)', () => {
  const got: ParsedWebhookEvent[] = []
  const handler = createWebhookHandler({ onEvent: (d) => void got.push(d), onError: () => {} })
  const post = (text: string, headers: Record<string, string> = {}, method = 'POST') =>
    handler(
      new Request('http://127.0.0.1/hooks', {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: method === 'GET' || method === 'HEAD' ? undefined : text,
      }),
    )

  test("the issue: 10,000 levels deep is a 400 with the kit's message, not a rejection (500)", async () => {
    const res = await post(ISSUE_BODY)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'the body is nested deeper than 64 levels' })
    const extra = await post(withExtra(arb.nestedText(10_000, 'mixed')))
    expect(extra.status).toBe(400)
    // 64 levels are an event: the delivery and its member make two, 62 more are read.
    const deepest = await post(withExtra(arb.nestedText(62, 'mixed')))
    expect(deepest.status).toBe(200)
  })

  test(
    'any body, content type and method: an answer the sender can act on, never a 500',
    async () => {
      const contentType = fc.constantFrom(
        'application/json',
        'application/cloudevents+json',
        'text/plain',
        '',
      )
      const method = fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'GET')
      await fc.assert(
        fc.asyncProperty(body, contentType, method, async (text, type, m) => {
          got.length = 0
          const res = await withinBudgetAsync(() =>
            post(text, type ? { 'Content-Type': type } : {}, m),
          )
          expect([200, ...REFUSALS]).toContain(res.status)
          expect(typeof (await res.json())).toBe('object')
          if (res.status !== 200) expect(got).toEqual([])
          expectNoPollution()
        }),
        runs(200),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('toNodeHandler (a real port)', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer(
      toNodeHandler(createWebhookHandler({ onEvent: () => {}, onError: () => {} })),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const post = (text: string) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text })

  test('the issue: 10,000 levels deep is a 400 through toNodeHandler, not a 500', async () => {
    const res = await post(ISSUE_BODY)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'the body is nested deeper than 64 levels' })
    expect((await post(withExtra(arb.nestedText(10_000, 'object')))).status).toBe(400)
  })

  test(
    'any body: 200 or a refusal, never a 500',
    async () => {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const res = await post(text)
          expect([200, ...REFUSALS]).toContain(res.status)
          expect(typeof (await res.json())).toBe('object')
        }),
        runs(60),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
