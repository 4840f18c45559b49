/**
 * Property test of what a Go server may do to any response (issue 10): every
 * optional member, at any depth, made `null` or left out at random still
 * reads; a `null` or absent list reads as `[]` and a `null` member as absent;
 * a required member absent fails with "is required" naming its full path; a
 * member given a value of a wrong type fails naming its full path, what was
 * expected and what came.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as arb from '../../../test/support/arbitraries.js'
import {
  Collectible,
  Contract,
  GenerateCancelTransactionResponse,
  GetOrdersResponse,
  GetTokenMetadataResponse,
  ListCollectiblesResponse,
  ListContractsResponse,
  TokenCollectionFiltersResponse,
  WebhookEvent,
  WebhookListener,
} from '../index.js'
import type { Schema, Shape } from './read.js'

type AnySchema = Schema<unknown> & { readonly shape?: Shape }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A place in a value the schema describes: its path, its schema, and whether it may be absent. */
interface Place {
  readonly path: (string | number)[]
  readonly schema: AnySchema
  readonly optional: boolean
  readonly value: unknown
}

/** Every member the schema describes in `value`, at every depth. */
function placesOf(value: unknown, schema: AnySchema, path: (string | number)[] = []): Place[] {
  const out: Place[] = []
  const walk = (v: unknown, s: AnySchema, at: (string | number)[]) => {
    if (s.shape && isObject(v)) {
      for (const [key, member] of Object.entries(s.shape)) {
        const m = member as AnySchema
        out.push({ path: [...at, key], schema: m, optional: !!m.optional, value: v[key] })
        if (v[key] != null)
          walk(v[key], m.inner && !m.shape ? (m.inner as AnySchema) : m, [...at, key])
      }
    } else if (Array.isArray(v) && s.inner) {
      for (const [i, item] of v.entries()) walk(item, s.inner as AnySchema, [...at, i])
    } else if (s.inner && v != null) walk(v, s.inner as AnySchema, at)
  }
  walk(value, schema, path)
  return out
}

const getAt = (v: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)?.[k], v)

function setAt(v: unknown, path: (string | number)[], value: unknown | typeof ABSENT) {
  const parent = getAt(v, path.slice(0, -1)) as Record<string | number, unknown>
  const key = path.at(-1)!
  if (value === ABSENT) delete parent[key]
  else parent[key] = value
}
const ABSENT = Symbol('absent')

/** A JSON value the member's schema refuses (never `null`, which reads as absent). */
const wrongFor = (v: unknown, schema: AnySchema): unknown =>
  schema.label.includes(' or ')
    ? true
    : typeof v === 'string'
      ? 7
      : typeof v === 'number'
        ? 'seven'
        : typeof v === 'boolean'
          ? 'yes'
          : Array.isArray(v)
            ? 'a list'
            : 42

const RESPONSES: readonly (readonly [string, fc.Arbitrary<unknown>, AnySchema])[] = [
  [
    'ListCollectibles',
    fc.record({
      collectibles: fc.array(arb.Collectible.arb, { maxLength: 3 }),
      page: arb.Page.arb,
    }),
    ListCollectiblesResponse as AnySchema,
  ],
  [
    'GetOrders',
    fc.record({ orders: fc.array(arb.Order.arb, { maxLength: 3 }), page: arb.Page.arb }),
    GetOrdersResponse as AnySchema,
  ],
  [
    'GenerateCancelTransaction',
    fc.record({ steps: fc.array(arb.Step.arb, { maxLength: 3 }) }),
    GenerateCancelTransactionResponse as AnySchema,
  ],
  [
    'TokenCollectionFilters',
    fc.record({ filters: fc.array(arb.PropertyFilter.arb, { maxLength: 3 }) }),
    TokenCollectionFiltersResponse as AnySchema,
  ],
  [
    'GetTokenMetadata',
    fc.record({
      tokenMetadata: fc.array(arb.TokenMetadata.arb, { maxLength: 3 }),
      taskID: fc.option(fc.nat(), { nil: null }),
    }),
    GetTokenMetadataResponse as AnySchema,
  ],
  [
    'ListContracts',
    fc.record({
      contracts: fc.array(arb.Contract.arb, { maxLength: 3 }),
      page: arb.CursorPage.arb,
    }),
    ListContractsResponse as AnySchema,
  ],
  ['Collectible', arb.Collectible.arb, Collectible as AnySchema],
  ['Contract', arb.Contract.arb, Contract as AnySchema],
  ['WebhookEvent', arb.WebhookEvent.arb, WebhookEvent as AnySchema],
  ['WebhookListener', arb.WebhookListener.arb, WebhookListener as AnySchema],
]

const RUNS = { numRuns: 60 }

describe.each(RESPONSES)('%s', (_name, arbitrary, schema) => {
  test('optional members made null or left out at random, at any depth, still read', () => {
    fc.assert(
      fc.property(arbitrary, fc.infiniteStream(fc.integer({ min: 0, max: 2 })), (value, coins) => {
        const places = placesOf(value, schema).filter((p) => p.optional && p.value !== undefined)
        const changed: Place[] = []
        // Outermost first: a member inside one already removed is not touched.
        for (const place of places) {
          const coin = coins.next().value
          if (
            coin === 0 ||
            changed.some((c) => place.path.join('.').startsWith(`${c.path.join('.')}.`))
          )
            continue
          setAt(value, place.path, coin === 1 ? null : ABSENT)
          changed.push(place)
        }
        const result = schema.safeParse(value)
        if (!result.success) throw new Error(String(result.error))
        for (const place of changed) {
          const read = getAt(result.data, place.path)
          expect(read).toEqual(place.schema.label === 'an array' ? [] : undefined)
        }
      }),
      RUNS,
    )
  })

  test('a required member absent fails as required; a wrong type fails naming the field', () => {
    fc.assert(
      fc.property(arbitrary, fc.nat(), fc.boolean(), (value, pick, absent) => {
        const places = placesOf(value, schema).filter((p) =>
          absent
            ? !p.optional
            : p.value !== undefined && p.value !== null && p.schema.label !== 'any value',
        )
        fc.pre(places.length > 0)
        const place = places[pick % places.length]!
        setAt(value, place.path, absent ? ABSENT : wrongFor(place.value, place.schema))
        const result = schema.safeParse(value)
        expect(result.success).toBe(false)
        if (result.success) return
        expect(result.error.path.slice(0, place.path.length)).toEqual(place.path)
        expect(result.error.reason).toMatch(
          absent ? /^is required$/ : /^expected .+, got (a|an) \w+$/,
        )
      }),
      RUNS,
    )
  })
})
