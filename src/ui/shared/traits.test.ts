/**
 * readTraits and backTrait: the shapes real collections send, hostile values
 * as text of bounded length, numbers and dates through the one formatter in
 * the locale, and only what TokenCollectionFilters backs.
 */
import { describe, expect, test } from 'vitest'
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import { filterHref, filterToSearchParams } from './filterParams.js'
import {
  backTrait,
  formatTraitNumber,
  readTraits,
  TRAIT_NAME_MAX,
  TRAIT_TITLE_MAX,
  TRAIT_VALUE_MAX,
} from './traits.js'

describe('readTraits', () => {
  test('the usual shapes: trait_type/value, numbers with max_value, boosts, dates in UTC', () => {
    const traits = readTraits([
      { trait_type: 'Rarity', value: 'Epic' },
      { trait_type: 'Level', value: 7, display_type: 'number', max_value: 10 },
      { trait_type: 'Stamina', value: 1234.5, display_type: 'boost_number' },
      { trait_type: 'Luck', value: -5, display_type: 'boost_percentage' },
      { trait_type: 'Born', value: 1_700_000_000, display_type: 'date' },
      { traitType: 'Camel', value: 'yes' },
      { name: 'By name', value: 'n' },
    ])
    expect(traits.map((t) => [t.name, t.value, t.display, t.max])).toEqual([
      ['Rarity', 'Epic', 'text', undefined],
      ['Level', '7', 'number', '10'],
      ['Stamina', '+1,234.5', 'boost_number', undefined],
      ['Luck', '-5%', 'boost_percentage', undefined],
      ['Born', 'Nov 14, 2023', 'date', undefined],
      ['Camel', 'yes', 'text', undefined],
      ['By name', 'n', 'text', undefined],
    ])
    expect(traits.map((t) => t.raw)).toEqual(['Epic', 7, 1234.5, -5, 1_700_000_000, 'yes', 'n'])
  })

  test('in another locale: numbers and dates are the locale’s, the day is UTC’s', () => {
    const [stamina, born] = readTraits(
      [
        { trait_type: 'Stamina', value: 1234.5, display_type: 'boost_number' },
        // 23:30 UTC: still the 14th in UTC, already the 15th east of it.
        { trait_type: 'Born', value: 1_700_004_600, display_type: 'date' },
      ],
      'de-DE',
    )
    expect(stamina?.value).toBe('+1.234,5')
    expect(born?.value).toBe('14.11.2023')
  })

  test('odd values: booleans, lists, objects, null, missing names; an item with neither is left out', () => {
    const traits = readTraits([
      { trait_type: 'Bool', value: true },
      { trait_type: 'List', value: ['a', 1, null] },
      { trait_type: 'Nested', value: { deep: ['<b>x</b>'] } },
      { trait_type: 'Empty' },
      { value: 'no name' },
      { trait_type: 42, value: 'number name' },
      { trait_type: null, value: null },
      {},
    ])
    expect(traits.map((t) => [t.name, t.value, t.raw])).toEqual([
      ['Bool', 'true', undefined],
      ['List', 'a, 1, null', undefined],
      ['Nested', '{"deep":["<b>x</b>"]}', undefined],
      ['Empty', '', undefined],
      ['', 'no name', 'no name'],
      ['42', 'number name', 'number name'],
    ])
  })

  test('hostile: script-like text stays text; 10,000 characters are cut; numbers past 2^53 in short form', () => {
    const long = 'x'.repeat(10_000)
    const [script, essay, name, big, huge] = readTraits([
      { trait_type: '<img src=x onerror=alert(1)>', value: '<script>alert(1)</script>' },
      { trait_type: 'Essay', value: long },
      { trait_type: 'N'.repeat(2000), value: 'v' },
      { trait_type: 'Big', value: 2 ** 60 + 1 },
      { trait_type: 'Huge', value: Number.MAX_VALUE },
    ])
    expect(script).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      value: '<script>alert(1)</script>',
    })
    expect(essay?.value).toHaveLength(TRAIT_VALUE_MAX)
    expect(essay?.fullValue).toHaveLength(TRAIT_TITLE_MAX)
    expect(name?.name).toHaveLength(TRAIT_NAME_MAX)
    expect(big?.value).toBe('1.153E18')
    expect(huge?.value).toBe('1.798E308')
    expect(formatTraitNumber(Number.NaN)).toBe('—')
  })

  test('500 traits, in order, each with its own key', () => {
    const traits = readTraits(
      Array.from({ length: 500 }, (_, i) => ({ trait_type: `T${i}`, value: i })),
    )
    expect(traits).toHaveLength(500)
    expect(new Set(traits.map((t) => t.key)).size).toBe(500)
    expect(traits[499]).toMatchObject({ name: 'T499', value: '499' })
  })

  test('no attributes, or not a list of objects', () => {
    expect(readTraits(undefined)).toEqual([])
    expect(readTraits([])).toEqual([])
    expect(readTraits(['Blue', 3, null] as never)).toEqual([])
  })
})

describe('backTrait', () => {
  const filters: PropertyFilter[] = [
    { name: 'Rarity', type: 'STRING', values: ['Common', 'Epic', 'Rare'] },
    { name: 'Level', type: 'INT', min: 1, max: 10, values: [] },
    { name: 'Count', type: 'STRING', values: [1, 2, 3] },
  ]
  const trait = (name: string, value: unknown) => readTraits([{ trait_type: name, value }])[0]!

  test('a value of the property: 1 of its N values, and the filter the panel would make', () => {
    const backing = backTrait(trait('Rarity', 'Epic'), filters)
    expect(backing?.valueCount).toBe(3)
    expect(backing?.filter).toEqual({
      properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }],
    })
    expect(filterToSearchParams(backing!.filter).toString()).toBe('p.Rarity=Epic')
  })

  test('a number the property lists: the property’s own value, so the URL keeps its type', () => {
    const backing = backTrait(trait('Count', '2'), filters)
    expect(backing?.filter).toEqual({
      properties: [{ name: 'Count', type: 'STRING', values: [2] }],
    })
    expect(filterToSearchParams(backing!.filter).toString()).toBe('np.Count=2')
  })

  test('an INT property: a range of just that number, no value count', () => {
    const backing = backTrait(trait('Level', 7), filters)
    expect(backing?.valueCount).toBeUndefined()
    expect(filterToSearchParams(backing!.filter).toString()).toBe('r.Level=7..7')
  })

  test('nothing the answers cannot back: unknown name, value not listed, out of range, no name, nested', () => {
    expect(backTrait(trait('Colour', 'Red'), filters)).toBeUndefined()
    expect(backTrait(trait('Rarity', 'Mythic'), filters)).toBeUndefined()
    expect(backTrait(trait('Level', 11), filters)).toBeUndefined()
    expect(backTrait(readTraits([{ value: 'Epic' }])[0]!, filters)).toBeUndefined()
    expect(backTrait(trait('Rarity', { x: 'Epic' }), filters)).toBeUndefined()
    expect(backTrait(trait('Rarity', 'Epic'), undefined)).toBeUndefined()
  })

  test('filterHref keeps the path, other query keys and the hash', () => {
    const filter = { properties: [{ name: 'Rarity', type: 'STRING' as const, values: ['Epic'] }] }
    expect(filterHref('/c/abc', filter)).toBe('/c/abc?p.Rarity=Epic')
    expect(filterHref('/c/abc?tab=items&p.Rarity=Rare#grid', filter)).toBe(
      '/c/abc?tab=items&p.Rarity=Epic#grid',
    )
  })
})
