/** One name per marketplace across the kit: the card, the order book and the price summary all call `marketplaceName`. */
import { describe, expect, test } from 'vitest'
import { MARKETPLACE_NAMES, marketplaceName, utcDay } from './format.js'

describe('marketplaceName', () => {
  test('a known kind by the name table, whatever its origin says', () => {
    expect(marketplaceName({ marketplace: 'opensea', originName: 'os' })).toBe('OpenSea')
    expect(marketplaceName({ marketplace: 'sequence_marketplace_v2' })).toBe(
      MARKETPLACE_NAMES.sequence_marketplace_v2,
    )
  })

  test("an unknown kind by the order's origin, else as sent", () => {
    expect(marketplaceName({ marketplace: 'brand_new', originName: 'New Market' })).toBe(
      'New Market',
    )
    expect(marketplaceName({ marketplace: 'brand_new' })).toBe('brand_new')
    expect(marketplaceName({ originName: 'Only origin' })).toBe('Only origin')
    expect(marketplaceName({})).toBeUndefined()
    expect(marketplaceName({ marketplace: '', originName: '' })).toBeUndefined()
  })

  test('overridden names (a component’s strings) come first; a name that is not the table’s own is never read', () => {
    expect(marketplaceName({ marketplace: 'opensea' }, { opensea: 'OS' })).toBe('OS')
    // Keys of Object.prototype are kinds like any other, not the prototype's functions.
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(marketplaceName({ marketplace: kind })).toBe(kind)
    }
  })
})

test('utcDay: the day in UTC, whatever the runtime’s zone; no date, no day', () => {
  expect(utcDay(Date.parse('2026-11-28T23:30:00Z'), 'en-US')).toBe('Nov 28, 2026')
  expect(utcDay(Date.parse('2026-11-28T00:10:00Z'), 'de-DE')).toBe('28.11.2026')
  expect(utcDay(Number.NaN, 'en-US')).toBeUndefined()
})
