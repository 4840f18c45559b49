/**
 * `plural` (src/ui/shared/strings.ts): the one count-to-words rule of the
 * activity list and the seller's desk — the locale's plural form, the count in
 * its digits.
 */
import { expect, test } from 'vitest'
import { plural } from './strings.js'

const orders = { one: '{count} order', other: '{count} orders' }

test("the locale's plural form picks the words, the count in its digits", () => {
  expect(plural(orders, 1, 'en-US')).toBe('1 order')
  expect(plural(orders, 0, 'en-US')).toBe('0 orders')
  expect(plural(orders, 1200, 'en-US')).toBe('1,200 orders')
  expect(plural(orders, 1200, 'de-DE')).toBe('1.200 orders')
})

test("a language whose singular is not only 1: French calls 0 and 1 'one'", () => {
  expect(plural({ one: '{count} ordre', other: '{count} ordres' }, 0, 'fr-FR')).toBe('0 ordre')
  expect(plural({ one: '{count} ordre', other: '{count} ordres' }, 2, 'fr-FR')).toBe('2 ordres')
})
