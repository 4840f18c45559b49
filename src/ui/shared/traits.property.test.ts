/**
 * The trait reader on any metadata (issue 28): `readTraits` survives any JSON
 * value in any field — `display_type` an object whose `toString` is text,
 * `attributes` not a list, values deep, wide, huge or of any kind — and
 * gives traits whose every string is text of a bounded length, never
 * `null` for a number past a double's range, never `-0` or `+-0`. A number's
 * text reads back as the number (four decimals). `backTrait` survives any
 * filters. No prototype is polluted; no input takes more than its budget.
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
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import {
  backTrait,
  formatTraitNumber,
  readTraits,
  TRAIT_NAME_MAX,
  TRAIT_TITLE_MAX,
  TRAIT_VALUE_MAX,
} from './traits.js'

/** Any value in any field: hostile JSON, deep values, numbers `JSON.parse` gives for `1e400`. */
const anyValue = fc.oneof(arb.hostileJson, arb.deepJson, arb.hostileNumber)

/** What a known field holds: anything, or — as often — what that field means. */
const fieldValue = fc.oneof(
  anyValue,
  fc.constantFrom('number', 'boost_number', 'boost_percentage', 'date', 'Rarity'),
  fc.constantFrom(-0, -0.00001, 0.00004, 1e11, 1e12, -Infinity, Infinity, 2 ** 53 + 2),
)

/** An attribute: the fields trait readers look at, and others, each holding anything. */
const attribute = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...arb.TRAIT_FIELDS), fieldValue, { noNullPrototype: true }),
    fc.dictionary(arb.hostileKey, anyValue, { maxKeys: 3, noNullPrototype: true }),
  )
  .map(([known, other]) => ({ ...other, ...known }))

/** `attributes` as metadata may hold it: a list of anything, or not a list at all. */
const attributes = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(attribute, anyValue), { maxLength: 12 }) },
  { weight: 1, arbitrary: anyValue },
)

const LOCALES = ['en-US', 'de-DE', 'ar-EG', 'hi-IN'] as const

describe('readTraits', () => {
  test('the issue: display_type {"toString": "date"}, -0 as a boost, 1e400', () => {
    const traits = readTraits([
      { trait_type: 'Born', value: 1_700_000_000, display_type: { toString: 'date' } },
      { trait_type: 'Luck', value: -0, display_type: 'boost_percentage' },
      { trait_type: 'Dust', value: -0.00001, display_type: 'boost_number' },
      { trait_type: 'Power', value: JSON.parse('1e400') },
      { trait_type: 'Powers', value: JSON.parse('[1e400]') },
      { trait_type: 'Stats', value: JSON.parse('{"max":-1e400}') },
    ] as never)
    expect(traits.map((t) => [t.name, t.value, t.display])).toEqual([
      ['Born', '1,700,000,000', 'number'],
      ['Luck', '+0%', 'boost_percentage'],
      ['Dust', '+0', 'boost_number'],
      ['Power', '∞', 'number'],
      ['Powers', 'Infinity', 'text'],
      ['Stats', '{"max":"-Infinity"}', 'text'],
    ])
    expect(formatTraitNumber(-0)).toBe('0')
    expect(formatTraitNumber(Number.NEGATIVE_INFINITY)).toBe('-∞')
  })

  test(
    'any JSON value in any field: traits of bounded text, never a throw',
    () => {
      fc.assert(
        fc.property(attributes, fc.constantFrom(...LOCALES), (value, locale) => {
          const traits = withinBudget(() => readTraits(value as never, locale))
          expect(Array.isArray(traits)).toBe(true)
          const keys = new Set<string>()
          for (const trait of traits) {
            expect(typeof trait.name).toBe('string')
            expect(trait.name.length).toBeLessThanOrEqual(TRAIT_NAME_MAX)
            expect(trait.value.length).toBeLessThanOrEqual(TRAIT_VALUE_MAX)
            expect(trait.fullValue.length).toBeLessThanOrEqual(TRAIT_TITLE_MAX)
            expect(['text', 'number', 'boost_number', 'boost_percentage', 'date']).toContain(
              trait.display,
            )
            if (trait.max !== undefined) expect(typeof trait.max).toBe('string')
            if (trait.display !== 'text') {
              expect(trait.value).not.toMatch(/null|NaN|\+-|^-0(?![\d.,٫])/)
            }
            expect(keys.has(trait.key)).toBe(false)
            keys.add(trait.key)
          }
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    "a number's text reads back as the number, to four decimals",
    () => {
      const number = fc.oneof(
        fc.double({ min: -1e11, max: 1e11, noNaN: true }),
        fc.integer({ min: -1e9, max: 1e9 }),
      )
      fc.assert(
        fc.property(
          number,
          fc.constantFrom('number', 'boost_number', 'boost_percentage'),
          (n, display) => {
            const [trait] = readTraits([{ trait_type: 'N', value: n, display_type: display }])
            const read = Number(trait!.value.replaceAll(',', '').replace(/%$/, ''))
            expect(Math.abs(read - n)).toBeLessThanOrEqual(0.00005 + Math.abs(n) * 1e-15)
            if (display !== 'number')
              expect(trait!.value.startsWith(read >= 0 ? '+' : '-')).toBe(true)
          },
        ),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('backTrait', () => {
  const filters: fc.Arbitrary<PropertyFilter[]> = fc.array(
    fc.record({
      name: fc.oneof(arb.hostileString, fc.constant('N')),
      type: fc.constantFrom('STRING', 'INT', 'ARRAY', 'GENERIC', 'BOOLEAN'),
      min: fc.option(arb.hostileNumber, { nil: undefined }),
      max: fc.option(arb.hostileNumber, { nil: undefined }),
      values: fc.array(fc.oneof(arb.hostileString, arb.hostileNumber), { maxLength: 5 }),
    }),
    { maxLength: 5 },
  ) as fc.Arbitrary<PropertyFilter[]>

  test(
    "any trait against any collection's filters: backed or not, never a throw",
    () => {
      fc.assert(
        fc.property(attributes, filters, (value, props) => {
          for (const trait of readTraits(value as never)) {
            const backing = withinBudget(() => backTrait(trait, props))
            if (backing) expect(backing.property.name).toBe(trait.name)
          }
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
