/**
 * Untrusted input to the core (issue 28): a server's answer, any value given
 * to a response schema, an ETHAuth proof string. Whatever comes, the reader
 * returns a value or throws the kit's own error — `WebrpcBadResponse` (a
 * `PlatformError`) for an answer, a `Mismatch` from `safeParse`, an
 * `InvalidArgument` for a proof — never a `RangeError` or a `TypeError`; no
 * prototype is polluted; no input takes more than its budget. Nesting beyond
 * `MAX_JSON_DEPTH` (64) is refused before anything recursive sees it; valid
 * input still reads as before (valid proofs round-trip).
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as arb from '../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudget,
  withinBudgetAsync,
} from '../../test/support/fuzz.js'
import {
  Collectible,
  decodeETHAuthProof,
  ErrorBody,
  encodeETHAuthProof,
  exceedsJsonDepth,
  isPlatformError,
  MAX_JSON_DEPTH,
  Order,
  PlatformError,
  TokenMetadata,
} from './index.js'
import { Mismatch, type Schema } from './schemas/read.js'
import { GetFloorOrderResponse } from './schemas/rpc/getFloorOrder.js'
import { ListCollectiblesResponse } from './schemas/rpc/listCollectibles.js'
import { exchange } from './transport/call.js'

/** Reads `text` answered with `status` as the transport does: the value, or what was thrown. */
async function answer(text: string, schema: Schema<unknown>, status = 200): Promise<unknown> {
  const respond: typeof fetch = async () => new Response(text, { status })
  try {
    return await exchange(
      { fetch: respond, url: 'http://127.0.0.1/rpc', init: {}, timeoutMs: 5000 },
      schema,
      'Marketplace/ListCollectibles',
    )
  } catch (e) {
    return e
  }
}

/** A page of one collectible whose metadata carries `extra`, written as JSON text around it. */
const pageWith = (extra: string) =>
  `{"collectibles":[{"metadata":{"tokenId":"1","name":"Cat","extra":${extra}}}],"page":{"page":1,"pageSize":1,"more":false}}`

describe('exceedsJsonDepth', () => {
  test('counts every array and object, the outermost as one level', () => {
    expect(exceedsJsonDepth(1, 0)).toBe(false)
    expect(exceedsJsonDepth({}, 1)).toBe(false)
    expect(exceedsJsonDepth({}, 0)).toBe(true)
    expect(exceedsJsonDepth({ a: [{}] }, 3)).toBe(false)
    expect(exceedsJsonDepth({ a: [{}] }, 2)).toBe(true)
    expect(exceedsJsonDepth(arb.nested(64, 'mixed'))).toBe(false)
    expect(exceedsJsonDepth(arb.nested(65, 'mixed'))).toBe(true)
    expect(MAX_JSON_DEPTH).toBe(64)
  })

  test('a million levels, and a value that shares or cycles, in bounded work', () => {
    expect(
      withinBudget(() => exceedsJsonDepth(JSON.parse(arb.nestedText(1_000_000, 'array')))),
    ).toBe(true)
    // 2^60 paths through 60 shared levels: each object once.
    let dag: unknown = 1
    for (let i = 0; i < 60; i++) dag = [dag, dag]
    expect(withinBudget(() => exceedsJsonDepth(dag, MAX_JSON_DEPTH, true))).toBe(false)
    const cycle: Record<string, unknown> = { a: 1 }
    cycle.self = cycle
    expect(exceedsJsonDepth(cycle, MAX_JSON_DEPTH, true)).toBe(false)
  })
})

describe('a server answer (the client)', () => {
  test('the issue: a member nested 10,000 deep is WebrpcBadResponse, not a RangeError', async () => {
    const error = await answer(pageWith(arb.nestedText(10_000, 'array')), ListCollectiblesResponse)
    expect(isPlatformError(error, 'WebrpcBadResponse')).toBe(true)
    expect((error as PlatformError).msg).toBe('HTTP 200: the body is nested deeper than 64 levels')
    expect((error as PlatformError).operation).toBe('Marketplace/ListCollectibles')
  })

  test('64 levels are read; 65 are WebrpcBadResponse; an error body too', async () => {
    // The page, the list, the collectible and its metadata are four levels: 60 more make 64.
    const read = (await answer(
      pageWith(arb.nestedText(60, 'mixed')),
      ListCollectiblesResponse,
    )) as {
      collectibles: { metadata: { extra: unknown } }[]
    }
    expect(read.collectibles[0]!.metadata.extra).toEqual(arb.nested(60, 'mixed'))
    const deeper = await answer(pageWith(arb.nestedText(61, 'mixed')), ListCollectiblesResponse)
    expect(isPlatformError(deeper, 'WebrpcBadResponse')).toBe(true)
    const error = await answer(
      `{"error":"NotFound","code":3000,"msg":"no","cause":${arb.nestedText(100, 'object')}}`,
      ListCollectiblesResponse,
      400,
    )
    expect(isPlatformError(error, 'WebrpcBadResponse')).toBe(true)
  })

  test(
    'any text as an answer, with any status: a value or a PlatformError, nothing else',
    async () => {
      const schemas = [ListCollectiblesResponse, GetFloorOrderResponse, ErrorBody] as const
      await fc.assert(
        fc.asyncProperty(
          arb.hostileJsonText,
          fc.constantFrom(...schemas),
          fc.constantFrom(200, 400, 500),
          async (text, schema, status) => {
            const got = await withinBudgetAsync(() =>
              answer(text, schema as Schema<unknown>, status),
            )
            if (got instanceof Error) expect(got).toBeInstanceOf(PlatformError)
            if (status !== 200) expect(got).toBeInstanceOf(PlatformError)
            expectNoPollution()
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'a valid page with one member nested deeper than 64 levels is refused; as deep as 64, read',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 20_000 }),
          fc.constantFrom<arb.Nesting>('array', 'object', 'mixed'),
          async (depth, nesting) => {
            const got = await answer(
              pageWith(arb.nestedText(depth, nesting)),
              ListCollectiblesResponse,
            )
            if (depth + 4 > MAX_JSON_DEPTH) {
              expect(isPlatformError(got, 'WebrpcBadResponse')).toBe(true)
            } else {
              expect(got).not.toBeInstanceOf(Error)
            }
          },
        ),
        runs(60),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('Schema.safeParse (any value)', () => {
  test("the issue: structuredClone's RangeError on a deep value is a Mismatch now", () => {
    const deep = { uid: 'u1', event: arb.nested(10_000, 'array') }
    const result = Order.safeParse({ orderId: '1', extra: deep })
    expect(result.success).toBe(false)
    expect(result.success ? '' : String(result.error)).toBe('nested deeper than 64 levels')
    expect(() => Order.parse(deep)).toThrow(TypeError)
  })

  test(
    'any value, deep, shared or cyclic: the value read or a Mismatch, nothing thrown',
    () => {
      const schemas = [Order, TokenMetadata, Collectible, ListCollectiblesResponse, ErrorBody]
      const cyclic = arb.hostileJson.map((v) => {
        const o: Record<string, unknown> = { orderId: '1', tokenId: '1', metadata: {}, v }
        o.self = o
        return o
      })
      fc.assert(
        fc.property(
          fc.oneof(arb.hostileJson, arb.deepJson, cyclic),
          fc.constantFrom(...schemas),
          (value, schema) => {
            const result = withinBudget(() => (schema as Schema<unknown>).safeParse(value))
            if (!result.success) expect(result.error).toBeInstanceOf(Mismatch)
            if (exceedsJsonDepth(value, MAX_JSON_DEPTH, true)) expect(result.success).toBe(false)
            expectNoPollution()
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

/** An address, lower case, and hex of whole bytes, for proofs. */
const address = arb.address.map((a) => a.toLowerCase())
const hex = fc
  .uint8Array({ minLength: 1, maxLength: 70 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}`)
const base64url = (text: string) => Buffer.from(text).toString('base64url')

describe('ETHAuth proof strings', () => {
  const claims = fc.record(
    {
      app: arb.hostileString,
      iat: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      exp: fc.nat({ max: 2 ** 40 }),
      n: fc.nat(),
      typ: arb.hostileString,
      ogn: arb.hostileString,
      v: arb.hostileString,
    },
    { requiredKeys: ['app', 'exp', 'v'], noNullPrototype: true },
  )

  test(
    'a valid proof round-trips: decode(encode(proof)) gives it back, lone surrogates and all',
    () => {
      fc.assert(
        fc.property(
          address,
          claims,
          hex,
          fc.option(hex, { nil: undefined }),
          (a, c, signature, extra) => {
            const proof = encodeETHAuthProof({ address: a, claims: c, signature, extra })
            const decoded = withinBudget(() => decodeETHAuthProof(proof))
            expect(decoded).toEqual({
              prefix: 'eth',
              address: a,
              claims: c,
              signature,
              ...(extra === undefined ? {} : { extra }),
            })
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'any string: a proof or an InvalidArgument, nothing else, in bounded time',
    () => {
      const claimsPart = fc.oneof(
        arb.hostileJsonText.map(base64url),
        arb.hostileString,
        arb.adversarialText(['=', 'A', '-', '_', '==', 'A=']),
      )
      const proofString = fc.oneof(
        arb.hostileString,
        arb.adversarialText(['.', '=', 'eth.', '0', 'x', 'ff']),
        fc
          .tuple(
            fc.oneof(address, arb.hostileString),
            claimsPart,
            fc.oneof(hex, arb.hostileString, arb.adversarialText(['f', '0x', 'ff'])),
          )
          .map(([a, c, s]) => `eth.${a}.${c}.${s}`),
      )
      fc.assert(
        fc.property(proofString, (proof) => {
          try {
            withinBudget(() => decodeETHAuthProof(proof))
          } catch (e) {
            expect(isPlatformError(e, 'InvalidArgument'), String(e)).toBe(true)
          }
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('claims nested deeper than 64 levels are an InvalidArgument', () => {
    const claimsText = `{"app":"a","exp":1,"v":"1","x":${arb.nestedText(10_000, 'object')}}`
    const proof = `eth.0x${'0'.repeat(40)}.${base64url(claimsText)}.0x01`
    expect(() => decodeETHAuthProof(proof)).toThrow(
      expect.objectContaining({ error: 'InvalidArgument' }),
    )
    expect(() => decodeETHAuthProof(proof)).toThrow(/nested deeper than 64 levels/)
  })
})
