/**
 * Range bounds past 2⁵³ in the URL (issue 27): every number a filter holds
 * comes back from the query string unchanged, and is written in digits a
 * person reads, not in JavaScript's short form (`1e+21`, `1152921504606847000`).
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { CollectiblesFilter } from '../../core/schemas/rpc/listCollectibles.js'
import { filterFromSearchParams, filterToSearchParams, numberText } from './filterParams.js'

const range = (min: number | undefined, max: number | undefined): CollectiblesFilter => ({
  properties: [{ name: 'Beyond 2^53', type: 'INT', min, max }],
})
const roundTrip = (filter: CollectiblesFilter) =>
  filterFromSearchParams(filterToSearchParams(filter).toString())

const BIG = [
  2 ** 53 + 2,
  2 ** 60,
  1e21,
  Number.MAX_SAFE_INTEGER,
  -(2 ** 60),
  -Number.MAX_SAFE_INTEGER,
  2 ** 70,
  1.7976931348623157e308,
  -1.7976931348623157e308,
]

describe('big range bounds in the URL', () => {
  test.each(BIG)('%d comes back unchanged, as either bound', (n) => {
    expect(roundTrip(range(n, undefined))).toEqual(range(n, undefined))
    expect(roundTrip(range(undefined, n))).toEqual(range(undefined, n))
    expect(roundTrip(range(n, n))).toEqual(range(n, n))
  })

  test('written in exact digits', () => {
    expect(filterToSearchParams(range(2 ** 53 + 2, 2 ** 60)).get('r.Beyond 2^53')).toBe(
      '9007199254740994..1152921504606846976',
    )
    expect(filterToSearchParams(range(-(2 ** 60), 1e21)).toString()).toBe(
      'r.Beyond+2%5E53=-1152921504606846976..1000000000000000000000',
    )
    expect(filterToSearchParams(range(Number.MAX_SAFE_INTEGER, 2 ** 70)).get('r.Beyond 2^53')).toBe(
      '9007199254740991..1180591620717411303424',
    )
  })

  test("beyond 24 digits, and for fractions, JavaScript's own form", () => {
    expect(numberText(1.7976931348623157e308)).toBe('1.7976931348623157e+308')
    expect(numberText(1e24)).toBe('1e+24')
    expect(numberText(-2.5)).toBe('-2.5')
    expect(numberText(0)).toBe('0')
  })

  test('a number value of a property, too', () => {
    const filter: CollectiblesFilter = {
      properties: [{ name: 'Id', type: 'STRING', values: [2 ** 60, 1e21] }],
    }
    expect(filterToSearchParams(filter).getAll('np.Id')).toEqual([
      '1152921504606846976',
      '1000000000000000000000',
    ])
    expect(roundTrip(filter)).toEqual(filter)
  })

  test('any finite pair of bounds comes back unchanged, in digits up to 24 of them', () => {
    const bound = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map((k) => 2 ** 53 * k),
      fc.bigInt({ min: -(10n ** 24n) + 1n, max: 10n ** 24n - 1n }).map(Number),
    )
    fc.assert(
      fc.property(bound, bound, (a, b) => {
        const min = a + 0
        const max = b + 0
        expect(roundTrip(range(min, max))).toEqual(range(min, max))
        const written = filterToSearchParams(range(min, max)).get('r.Beyond 2^53') ?? ''
        const [low, high] = written.split('..')
        for (const [n, text] of [
          [min, low],
          [max, high],
        ] as const) {
          if (Number.isInteger(n) && Math.abs(n) < 1e24) expect(text).toMatch(/^-?\d+$/)
        }
      }),
    )
  })
})
