/**
 * The one number formatter on any order (issue 28): `priceDecimal`,
 * `priceParts`, `formatTokenAmount`, `formatUSD` and `formatAmount` take
 * whatever the schema accepts — `priceDecimals` of 10⁹ or NaN, amounts of
 * thousands of digits, exponents past a double's range, text that is not a
 * number — and answer text of bounded length in bounded work, never
 * "Invalid string length", never "∞" or "null" for a number too large for a
 * double. What they write reads back: a formatted amount is the amount to its
 * significant digits, and base units over 10^places are the decimal exactly.
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
import { formatAmount, NO_AMOUNT } from './format.js'
import {
  formatPrice,
  formatTokenAmount,
  formatUSD,
  type PricedOrder,
  priceDecimal,
  priceParts,
} from './price.js'

const CURRENCY = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const currencies = { [CURRENCY]: { symbol: 'USDC', decimals: 6, significantDigits: 4 } }

/** A decimal string of any size and shape: sign, whole and fraction digits, an exponent. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.oneof(fc.stringMatching(/^\d{0,30}$/), fc.stringMatching(/^0{0,400}[1-9]\d{0,5}$/)),
    fc.option(
      fc.oneof(fc.stringMatching(/^\d{0,30}$/), fc.stringMatching(/^0{0,400}[1-9]\d{0,3}$/)),
      {
        nil: undefined,
      },
    ),
    fc.option(fc.integer({ min: -2000, max: 2000 }), { nil: undefined }),
  )
  .filter(([, whole, fraction]) => whole !== '' || (fraction ?? '') !== '')
  .map(
    ([sign, whole, fraction, exponent]) =>
      `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
  )

/**
 * Decimals whose rounding carries, or nearly: a run of 9s, then the digit that
 * decides (4, 5 or 9 most often), then any digits, written plain or with an
 * exponent, at any magnitude (scientific and plain alike): `0.00000000995`,
 * `99950000000000`, `9.5e20`.
 */
const carryText = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.integer({ min: 0, max: 22 }),
    fc.oneof(fc.constantFrom('4', '5', '5', '9'), fc.integer({ min: 0, max: 9 }).map(String)),
    fc.stringMatching(/^\d{0,4}$/),
    fc.oneof(
      fc.integer({ min: -40, max: 40 }).map((e) => ({ exponent: e })),
      fc.integer({ min: 0, max: 30 }).map((zeros) => ({ zeros })),
      fc.integer({ min: 0, max: 30 }).map((trailing) => ({ trailing })),
    ),
  )
  .map(([sign, nines, decider, tail, at]) => {
    const digits = `${'9'.repeat(nines)}${decider}${tail}`
    if ('exponent' in at) return `${sign}${digits[0]}.${digits.slice(1)}e${at.exponent}`
    if ('zeros' in at) return `${sign}0.${'0'.repeat(at.zeros)}${digits}`
    return `${sign}${digits}${'0'.repeat(at.trailing)}`
  })

/** What an amount field may hold: decimals of any size, numbers a double cannot hold, any text. */
const amountText = fc.oneof(
  decimalText,
  arb.hugeNumberText,
  arb.hostileString,
  arb.adversarialText(['1', '0', '.', 'e', '1e', '9', ',', ' ']),
)

/** What `priceDecimals` may hold once read: any number the schema lets through, and more. */
const places = fc.oneof(
  fc.integer({ min: 0, max: 80 }),
  fc.constantFrom(1_000_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER, 1001, 1000, -1, 1.5, -0),
  arb.hostileNumber,
  fc.constant(Number.NaN),
)

const order: fc.Arbitrary<PricedOrder> = fc.record(
  {
    priceAmount: fc.oneof(fc.stringMatching(/^\d{1,80}$/), amountText),
    priceAmountFormatted: amountText,
    priceDecimals: places,
    priceCurrencyAddress: fc.oneof(fc.constant(CURRENCY), arb.hostileString),
  },
  { requiredKeys: [] },
)

/** No lone surrogate in `text`. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'ar-EG', 'hi-IN'] as const

/** The longest formatted amount: 21 significant digits, grouping, a sign, an exponent of 16 digits. */
const AMOUNT_MAX = 64

describe('the formatter on any order', () => {
  test('the issue: priceDecimals 10⁹ without priceAmountFormatted, and 1e400', () => {
    const huge = {
      priceAmount: '1500000',
      priceDecimals: 1_000_000_000,
      priceCurrencyAddress: CURRENCY,
    }
    expect(withinBudget(() => priceDecimal(huge))).toBe('1500000e-1000000000')
    expect(withinBudget(() => priceParts(huge, currencies, 'en-US').amount)).toBe(
      '1.500E-999999994',
    )
    expect(formatTokenAmount('1e400', { locale: 'en-US' })).toBe('1.000E400')
    expect(formatTokenAmount('-1e400', { locale: 'de-DE' })).toBe('-1,000E400')
    expect(formatTokenAmount('1e-9999999999', { locale: 'en-US' })).toBe('1.000E-9999999999')
    expect(priceDecimal({ priceAmount: '15', priceDecimals: 1.5 })).toBeUndefined()
    expect(priceDecimal({ priceAmount: '15', priceDecimals: Number.NaN })).toBeUndefined()
  })

  test(
    'any order, any locale: text of bounded length, never a throw',
    () => {
      fc.assert(
        fc.property(order, fc.constantFrom(...LOCALES), (o, locale) => {
          const decimal = withinBudget(() => priceDecimal(o, 6))
          if (decimal !== undefined) expect(typeof decimal).toBe('string')
          const parts = withinBudget(() => priceParts(o, currencies, locale))
          expect(parts.amount.length).toBeLessThanOrEqual(AMOUNT_MAX)
          expect(parts.amount).not.toMatch(/null|NaN|∞|Infinity/)
          expect(typeof parts.full).toBe('string')
          expect(typeof withinBudget(() => formatPrice(o, currencies, locale))).toBe('string')
          expectNoPollution()
        }),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'any amount text, any significant digits: bounded text, in bounded time',
    () => {
      fc.assert(
        fc.property(
          amountText,
          fc.oneof(fc.integer({ min: -5, max: 40 }), arb.hostileNumber),
          fc.constantFrom(...LOCALES),
          (text, significantDigits, locale) => {
            const out = withinBudget(() => formatTokenAmount(text, { significantDigits, locale }))
            expect(out.length).toBeLessThanOrEqual(AMOUNT_MAX)
            const plain = withinBudget(() => formatAmount(text))
            expect(plain.length).toBeLessThanOrEqual(18)
            if (wellFormed(text)) expect(wellFormed(plain)).toBe(true)
          },
        ),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'any number in US dollars: bounded text',
    () => {
      fc.assert(
        fc.property(
          fc.option(arb.hostileNumber, { nil: undefined }),
          fc.option(arb.hostileString, { nil: undefined }),
          fc.constantFrom(...LOCALES),
          (priceUSD, priceUSDFormatted, locale) => {
            const out = formatUSD({ priceUSD, priceUSDFormatted }, locale)
            expect(out.length).toBeLessThanOrEqual(AMOUNT_MAX)
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

/** A decimal's exact value as digits and the power of ten of the first (`0.0012` → ['12', -3]); undefined for zero or text that is not a decimal. */
function exact(text: string): [string, number] | undefined {
  const m = /^[+-]?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text)
  if (!m) return undefined
  const [, whole = '', fraction = '', power = '0'] = m
  const all = whole + fraction
  const first = all.search(/[1-9]/)
  if (first < 0) return undefined
  return [all.slice(first).replace(/0+$/, ''), whole.length - 1 - first + Number(power)]
}

/** Two of `exact`'s values as integers over the same power of ten: ['15', 1] (15) and ['2', -1] (0.2) → [150n, 2n]. */
function sameScale(a: [string, number], b: [string, number]): [bigint, bigint] {
  const lastA = a[1] - a[0].length + 1
  const lastB = b[1] - b[0].length + 1
  const low = Math.min(lastA, lastB)
  return [BigInt(a[0]) * 10n ** BigInt(lastA - low), BigInt(b[0]) * 10n ** BigInt(lastB - low)]
}

describe('what the formatter writes reads back', () => {
  test(
    'a formatted amount is the amount to its significant digits (whole digits kept)',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(decimalText, carryText),
          fc.integer({ min: 1, max: 21 }),
          (text, digits) => {
            const out = formatTokenAmount(text, { significantDigits: digits, locale: 'en-US' })
            const value = exact(text)
            if (value === undefined) return void expect(out).toBe('0')
            const [amount, power] = value
            // Scientific from 10¹² up and under 10⁻⁶; otherwise whole digits are kept.
            const kept = power >= 12 || power < -6 ? digits : Math.max(digits, power + 1)
            const head = BigInt(amount.padEnd(kept + 1, '0').slice(0, kept + 1))
            const rounded = String((head + 5n) / 10n)
            const read = exact(out.replaceAll(',', '').replace(/^-/, ''))
            expect(read, `${out} is a decimal`).toBeDefined()
            const [shown, place] = read!
            // One more place when rounding carried (9.99 → 10.0).
            expect(place).toBe(rounded.length > kept ? power + 1 : power)
            expect(shown).toBe(rounded.replace(/0+$/, ''))
            expect(out.startsWith('-')).toBe(text.startsWith('-'))
          },
        ),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('a carry into the next power of ten is written with that power (the rounding digit 5 carries)', () => {
    const at = (text: string, significantDigits: number) =>
      formatTokenAmount(text, { significantDigits, locale: 'en-US' })
    expect(at('9.5e20', 1)).toBe('1E21')
    expect(at('-9.5e20', 1)).toBe('-1E21')
    expect(at('99950000000000', 3)).toBe('1.00E14')
    expect(at('0.00000000995', 2)).toBe('1.0E-8')
    expect(at('9.4e20', 1)).toBe('9E20')
  })

  test(
    'a formatted amount is within half a unit of its last significant digit: relative error ≤ ½·10^(1−digits)',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(carryText, carryText, decimalText),
          fc.integer({ min: 1, max: 21 }),
          (text, digits) => {
            const out = formatTokenAmount(text, { significantDigits: digits, locale: 'en-US' })
            const given = exact(text)
            if (given === undefined) return void expect(out).toBe('0')
            const shown = exact(out.replaceAll(',', '').replace(/^-/, ''))
            expect(shown, `${out} is a decimal`).toBeDefined()
            expect(out.startsWith('-'), `${out}: the sign of ${text}`).toBe(text.startsWith('-'))
            // Both as integers over the same power of ten: |shown − given| · 2 · 10^(digits−1) ≤ given.
            const [x, o] = sameScale(given, shown!)
            const error = x > o ? x - o : o - x
            expect(
              error * 2n * 10n ** BigInt(digits - 1) <= x,
              `${text} to ${digits} significant digits is ${out}`,
            ).toBe(true)
          },
        ),
        runs(500),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'base units over 10^places are the decimal exactly, however many places',
    () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10n ** 80n }),
          fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1001, max: 2 ** 40 })),
          (units, n) => {
            const decimal = withinBudget(() =>
              priceDecimal({ priceAmount: String(units), priceDecimals: n }),
            )!
            const value = exact(decimal)
            const expected = exact(`${units}e-${n}`)
            expect(value).toEqual(expected)
            if (n <= 1000) expect(decimal).not.toContain('e')
            expectNoPollution()
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('formatAmount keeps a short plain amount as it came; a missing one or one with an exponent is —', () => {
    fc.assert(
      fc.property(
        decimalText.filter((t) => t.length <= 18 && /^-?[\d,]*\.?\d*$/.test(t) && /\d/.test(t)),
        (text) => {
          expect(formatAmount(text)).toBe(text)
        },
      ),
      runs(200),
    )
    expect(formatAmount(undefined)).toBe(NO_AMOUNT)
    expect(formatAmount('1e3')).toBe(NO_AMOUNT)
  })
})
