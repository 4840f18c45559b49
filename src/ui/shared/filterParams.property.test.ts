/**
 * The filter ↔ URL codec on any input (issue 28): any query string — a
 * pasted link, a hand-written one, one made to pollute (`p.__proto__`) or to
 * make a reader backtrack — reads as a normalised filter, never a throw, in
 * bounded time; any filter, lone surrogates and bidi controls in its names
 * and values included, round-trips: filter → URL → filter gives the
 * normalised filter. No prototype is polluted.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as arb from '../../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudget,
} from '../../../test/support/fuzz.js'
import { KNOWN_MARKETPLACES } from '../../core/schemas/enums.js'
import type {
  CollectiblesFilter,
  PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'
import {
  FILTER_PARAM_KEYS,
  filterFromSearchParams,
  filterHref,
  filterToSearchParams,
  normalizeFilter,
} from './filterParams.js'

const MARKETPLACES = [
  'opensea',
  'blur',
  'native_marketplace_v2',
  'brand_new',
  '__proto__',
  'constructor',
  'toString',
] as const

/** Names an object answers `in` for without owning them: `'toString' in {}` is true. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
] as const

/** A marketplace as a query string may name one: a known one, one nearly known, a prototype's member, any text. */
const marketplaceText = fc.oneof(
  fc.constantFrom(...KNOWN_MARKETPLACES),
  fc.constantFrom('OpenSea', 'opensea ', ' blur', 'brand_new', 'native_marketplace', 'unknown'),
  fc.constantFrom(...PROTOTYPE_NAMES),
  arb.hostileString,
)

/** The members a filter read from a URL may have, and the types of its conditions. */
const FILTER_MEMBERS = [
  'searchText',
  'includeEmpty',
  'properties',
  ...Object.keys(FILTER_PARAM_KEYS).filter((k) => k !== 'searchText' && k !== 'includeEmpty'),
]
const CONDITION_TYPES = ['STRING', 'ARRAY', 'GENERIC', 'INT']

/** Fails unless every enumerated member of `f` is one of its closed set. */
const expectClosedSets = (f: CollectiblesFilter) => {
  for (const member of Object.keys(f)) expect(FILTER_MEMBERS).toContain(member)
  for (const m of f.marketplaces ?? []) {
    expect(KNOWN_MARKETPLACES as readonly string[], `marketplace ${m}`).toContain(m)
  }
  for (const c of f.properties ?? []) expect(CONDITION_TYPES).toContain(c.type)
  if ('includeEmpty' in f) expect(f.includeEmpty).toBe(true)
}

/** A query-string key the filter reads, or another, with any name after its prefix. */
const key = fc.oneof(
  fc
    .tuple(fc.constantFrom('p.', 'np.', 'pa.', 'npa.', 'pg.', 'npg.', 'r.'), arb.hostileString)
    .map(([prefix, name]) => prefix + name),
  fc.constantFrom(
    'q',
    'm',
    'c',
    'in',
    'by',
    'empty',
    '__proto__',
    'constructor',
    'p.__proto__',
    'r.__proto__',
  ),
  arb.hostileString,
)
const value = fc.oneof(
  arb.hostileString,
  arb.hugeNumberText,
  fc
    .tuple(
      fc.oneof(arb.hugeNumberText, fc.constant('')),
      fc.oneof(arb.hugeNumberText, fc.constant('')),
    )
    .map(([a, b]) => `${a}..${b}`),
)

/** Any query string: pairs of hostile keys and values, encoded or raw, and long runs. */
const query = fc.oneof(
  fc
    .array(fc.tuple(key, value), { maxLength: 12 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc
    .array(fc.tuple(key, value), { maxLength: 12 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  arb.hostileString,
  arb.adversarialText(['r.a=', '..', '.', '%', '&', '=', 'p.', 'np.x=1e', '0']),
)

/** Text of any kind for names and values: lone surrogates and bidi controls included. */
const text = arb.hostileString
const bound = fc.option(fc.oneof(arb.hostileNumber, fc.double()), { nil: undefined })
const condition: fc.Arbitrary<PropertyCondition> = fc.oneof(
  fc.record({
    name: text,
    type: fc.constantFrom('STRING' as const, 'ARRAY' as const, 'GENERIC' as const),
    values: fc.array(fc.oneof(text, fc.double({ noNaN: true, noDefaultInfinity: true })), {
      maxLength: 4,
    }),
  }),
  fc.record({ name: text, type: fc.constant('INT' as const), min: bound, max: bound }),
)
const address = arb.address
const filter: fc.Arbitrary<CollectiblesFilter> = fc.record(
  {
    includeEmpty: fc.boolean(),
    searchText: text,
    properties: fc.array(condition, { maxLength: 6 }),
    marketplaces: fc.array(fc.constantFrom(...MARKETPLACES), { maxLength: 4 }) as fc.Arbitrary<
      never[]
    >,
    inAccounts: fc.array(address, { maxLength: 3 }),
    ordersCreatedBy: fc.array(address, { maxLength: 3 }),
    currencies: fc.array(address, { maxLength: 3 }),
  },
  { requiredKeys: [] },
)

describe('filter ↔ URL', () => {
  test("a prototype's member is no marketplace: only the kit's known names are read", () => {
    const read = filterFromSearchParams(
      new URLSearchParams('m=__proto__&m=constructor&m=toString&m=brand_new&m=opensea'),
    )
    expect(read).toEqual({ marketplaces: ['opensea'] })
  })

  test(
    "any query string: its marketplaces are the kit's known names it gives, each once, in order; every member is of its closed set",
    () => {
      const pairs = fc.array(
        fc.oneof(
          fc.tuple(fc.constant('m'), marketplaceText),
          fc.tuple(fc.constantFrom('empty', 'p.x', 'pa.x', 'pg.x', 'np.x', 'r.x'), value),
          fc.tuple(key, value),
        ),
        { maxLength: 12 },
      )
      fc.assert(
        fc.property(pairs, fc.boolean(), (list, raw) => {
          const q = raw
            ? list.map(([k, v]) => `${k}=${v}`).join('&')
            : new URLSearchParams(list).toString()
          const f = withinBudget(() => filterFromSearchParams(q))
          expectClosedSets(f)
          const given = new URLSearchParams(q).getAll('m')
          const known = [
            ...new Set(given.filter((m) => (KNOWN_MARKETPLACES as readonly string[]).includes(m))),
          ]
          expect(f.marketplaces ?? []).toEqual(known)
          expectNoPollution()
        }),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'any query string reads as a normalised filter, never a throw',
    () => {
      fc.assert(
        fc.property(query, (q) => {
          const f = withinBudget(() => filterFromSearchParams(q))
          expect(normalizeFilter(f)).toEqual(f)
          expectClosedSets(f)
          expect(withinBudget(() => filterFromSearchParams(`?${q}`))).toBeDefined()
          expect(typeof withinBudget(() => filterHref(`/c?${q}#x`, f))).toBe('string')
          expectNoPollution()
        }),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'any filter, lone surrogates and bidi controls included, round-trips through the URL',
    () => {
      fc.assert(
        fc.property(filter, (f) => {
          const normal = normalizeFilter(f)
          expect(normalizeFilter(normal)).toEqual(normal)
          expectClosedSets(normal)
          const params = withinBudget(() => filterToSearchParams(f))
          expect(filterFromSearchParams(params)).toEqual(normal)
          expect(filterFromSearchParams(`?${params.toString()}`)).toEqual(normal)
          expectNoPollution()
        }),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('the issue: a name with a lone surrogate links to the filter the page reads', () => {
    const f: CollectiblesFilter = {
      properties: [{ name: 'Ey\ud800e', type: 'STRING', values: ['Bl\udfffue'] }],
    }
    const href = filterHref('/c', f)
    const read = filterFromSearchParams(href.slice(href.indexOf('?')))
    expect(read).toEqual(normalizeFilter(f))
    expect(read.properties).toEqual([{ name: 'Ey\ufffde', type: 'STRING', values: ['Bl\ufffdue'] }])
  })
})
