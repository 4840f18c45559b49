/**
 * The filter in the query string: readable keys, other keys kept, and an exact
 * round trip for any filter (property-based), hostile names included.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MARKETPLACES } from '../../core/schemas/enums.js'
import {
  type CollectiblesFilter,
  CollectiblesFilter as CollectiblesFilterSchema,
  type PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'
import { filterFromSearchParams, filterToSearchParams, normalizeFilter } from './filterParams.js'

const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'

describe('filterToSearchParams', () => {
  test('writes readable keys', () => {
    const params = filterToSearchParams({
      searchText: 'fire drake',
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] },
        { name: 'Level', type: 'INT', min: 10, max: 50 },
        { name: 'Speed', type: 'INT', min: 5 },
        { name: 'Generation', type: 'INT', max: 3 },
      ],
      marketplaces: ['opensea', 'blur'],
      currencies: [WETH],
      inAccounts: [USDC],
      ordersCreatedBy: [WETH],
      includeEmpty: true,
    })
    expect([...params]).toEqual([
      ['q', 'fire drake'],
      ['p.Rarity', 'Epic'],
      ['p.Rarity', 'Rare'],
      ['r.Level', '10..50'],
      ['r.Speed', '5..'],
      ['r.Generation', '..3'],
      ['m', 'opensea'],
      ['m', 'blur'],
      ['c', WETH],
      ['in', USDC],
      ['by', WETH],
      ['empty', '1'],
    ])
    expect(params.toString()).toBe(
      `q=fire+drake&p.Rarity=Epic&p.Rarity=Rare&r.Level=10..50&r.Speed=5..&r.Generation=..3&m=opensea&m=blur&c=${WETH}&in=${USDC}&by=${WETH}&empty=1`,
    )
  })

  test('replaces the filter keys of existing parameters and keeps every other key', () => {
    const before = new URLSearchParams('tab=activity&p.Color=Red&q=old&r.Level=1..2&m=blur&page=3')
    const after = filterToSearchParams({ searchText: 'new' }, before)
    expect(after.toString()).toBe('tab=activity&page=3&q=new')
    expect(before.toString()).toBe('tab=activity&p.Color=Red&q=old&r.Level=1..2&m=blur&page=3')
    expect(filterToSearchParams({}, '?a=1&c=0x').toString()).toBe('a=1')
  })

  test('leaves out what is empty', () => {
    expect(
      filterToSearchParams({
        searchText: '',
        properties: [
          { name: 'Rarity', type: 'STRING', values: [] },
          { name: 'Level', type: 'INT' },
        ],
        marketplaces: [],
        currencies: [],
        includeEmpty: false,
      }).toString(),
    ).toBe('')
  })
})

describe('filterFromSearchParams', () => {
  test('reads the readable form, from a string or URLSearchParams', () => {
    const expected: CollectiblesFilter = {
      searchText: 'x',
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] },
        { name: 'Level', type: 'INT', min: 10, max: 50 },
      ],
      marketplaces: ['opensea'],
      currencies: [WETH],
    }
    const search = `?q=x&p.Rarity=Epic&r.Level=10..50&p.Rarity=Rare&m=opensea&c=${WETH}`
    expect(filterFromSearchParams(search)).toEqual(expected)
    expect(filterFromSearchParams(new URLSearchParams(search))).toEqual(expected)
  })

  test('ignores other keys and what does not parse', () => {
    expect(
      filterFromSearchParams(
        'tab=1&m=nowhere&m=unknown&r.Level=10&r.Speed=a..b&r.=1..2&p.=x&empty=0&q=&zz.Rarity=Epic',
      ),
    ).toEqual({ marketplaces: ['unknown'] })
  })

  test('reads a range with one bound, and decimals and negatives', () => {
    expect(filterFromSearchParams('r.A=..-2.5&r.B=1e3..&r.C=-0..0')).toEqual({
      properties: [
        { name: 'A', type: 'INT', max: -2.5 },
        { name: 'B', type: 'INT', min: 1000 },
        { name: 'C', type: 'INT', min: 0, max: 0 },
      ],
    })
  })
})

describe('normalizeFilter', () => {
  test('merges repeated conditions, drops duplicates and empties', () => {
    expect(
      normalizeFilter({
        properties: [
          { name: 'Rarity', type: 'STRING', values: ['Epic'] },
          { name: 'Level', type: 'INT', min: 1, max: 2 },
          { name: 'Rarity', type: 'STRING', values: ['Rare', 'Epic'] },
          { name: 'Level', type: 'INT', min: 3 },
          { name: 'Color', type: 'STRING', values: [] },
          { name: '', type: 'STRING', values: ['x'] },
        ],
        marketplaces: ['blur', 'blur'],
        currencies: [WETH, WETH],
      }),
    ).toEqual({
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] },
        { name: 'Level', type: 'INT', min: 3 },
      ],
      marketplaces: ['blur'],
      currencies: [WETH],
    })
  })
})

// ---------------------------------------------------------------------------
// Round trip, for any filter.

/** Text of every kind: unicode graphemes and the characters a query string treats specially. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom(
      '=',
      '&',
      '.',
      '..',
      '+',
      '%',
      '#',
      '?',
      ' ',
      '%20',
      '\u202e',
      '🐉',
      'é',
      'p.',
      'r.',
    ),
    maxLength: 8,
  }),
  fc.constantFrom('__proto__', 'constructor', '<script>window.__pwned=1</script>', '$&', 'a=b&c=d'),
)
const name = hostileText.filter((s) => s.length > 0)
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`)
const bound = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined })

const condition: fc.Arbitrary<PropertyCondition> = fc.oneof(
  fc.record({
    name,
    type: fc.constantFrom('STRING' as const, 'ARRAY' as const, 'GENERIC' as const),
    values: fc.array(hostileText, { maxLength: 4 }),
  }),
  fc
    .record({ name, type: fc.constant('INT' as const), min: bound, max: bound })
    .map(({ min, max, ...c }) => ({
      ...c,
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    })),
)

const filter: fc.Arbitrary<CollectiblesFilter> = fc.record(
  {
    includeEmpty: fc.boolean(),
    searchText: hostileText,
    properties: fc.array(condition, { maxLength: 6 }),
    marketplaces: fc.array(fc.constantFrom(...MARKETPLACES), { maxLength: 4 }),
    inAccounts: fc.array(address, { maxLength: 3 }),
    ordersCreatedBy: fc.array(address, { maxLength: 3 }),
    currencies: fc.array(address, { maxLength: 3 }),
  },
  { requiredKeys: [] },
)

describe('round trip', () => {
  test('from(to(f)) is the normalised f, for any filter', () => {
    fc.assert(
      fc.property(filter, (f) => {
        const normal = normalizeFilter(f)
        const params = filterToSearchParams(f)
        expect(filterFromSearchParams(params)).toEqual(normal)
        // Through the string form too, as it travels in a URL.
        expect(filterFromSearchParams(`?${params.toString()}`)).toEqual(normal)
        // The normal form is stable, and it is a filter the server accepts.
        expect(normalizeFilter(normal)).toEqual(normal)
        if (normal.properties?.every((c) => c.name.length > 0)) {
          expect(CollectiblesFilterSchema.safeParse(normal).success).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  test('other keys survive any filter being written over them', () => {
    fc.assert(
      fc.property(filter, filter, (a, b) => {
        const base = filterToSearchParams(a, 'tab=activity&sort=price')
        const next = filterToSearchParams(b, base)
        expect(next.getAll('tab')).toEqual(['activity'])
        expect(next.getAll('sort')).toEqual(['price'])
        expect(filterFromSearchParams(next)).toEqual(normalizeFilter(b))
      }),
      { numRuns: 200 },
    )
  })

  test('hostile names and values', () => {
    const hostile: CollectiblesFilter = {
      searchText: 'a&q=b',
      properties: [
        { name: 'a=b&c', type: 'STRING', values: ['x&y=z', '', '..'] },
        { name: 'p.Rarity', type: 'STRING', values: ['Epic'] },
        { name: 'r.Level', type: 'INT', min: 1, max: 2 },
        { name: '__proto__', type: 'STRING', values: ['polluted'] },
        { name: '‮esrever 🐉 ünï', type: 'INT', min: -1.5 },
        { name: '<img src=x onerror=alert(1)>', type: 'GENERIC', values: ['javascript:alert(1)'] },
      ],
    }
    expect(filterFromSearchParams(filterToSearchParams(hostile).toString())).toEqual(hostile)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
