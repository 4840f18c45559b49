/**
 * Amounts from orders are shown only once the kit has read them as numbers
 * (issue 28): the one formatter — `priceParts`, `formatPrice`, `formatUSD`
 * and `formatAmount` — never puts the server's text on screen — a
 * `priceAmountFormatted` of "\u202E1.5" (drawn "5.1", and "1.5 USDC" as
 * "CDSU 5.1") is read from the base units, or is `—`. What they show is made
 * of the characters the formatter writes.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as arb from '../../../test/support/arbitraries.js'
import { PROPERTY_TIMEOUT, runs, withinBudget } from '../../../test/support/fuzz.js'
import { formatAmount, NO_AMOUNT } from './format.js'
import { formatPrice, formatUSD, priceDecimal, priceParts } from './price.js'

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const currencies = { [USDC]: { symbol: 'USDC', decimals: 6 } }
const RLO = '\u202E'

/** An amount the kit wrote in en-US: digits, grouping, a point, a sign, a scientific exponent; or `—`. */
const WRITTEN = /^(—|-?[\d,]*\.?\d+(E-?[\d,]+)?)$/
/** US dollars the kit wrote in en-US. */
const DOLLARS = /^(—|<?-?\$[\d,]*\.\d\d(E-?\d+)?)$/

/** A decimal number as the formatter reads one (commas aside). */
const isDecimalText = (text: string) =>
  /^[+-]?(?=\.?\d)\d*(?:\.\d*)?(?:e[+-]?\d{1,15})?$/i.test(text.trim().replaceAll(',', ''))

describe('priceDecimal', () => {
  test.each([
    ['1.5', '1.5'],
    ['1,234.5', '1,234.5'],
    [' 1e-7 ', ' 1e-7 '],
    [`${RLO}1.5`, '1.500000'],
    ['1.5\u2067', '1.500000'],
    ['$1.50', '1.500000'],
    ['٣', '1.500000'],
    ['Infinity', '1.500000'],
    ['.', '1.500000'],
  ])('priceAmountFormatted %j: %j', (given, decimal) => {
    expect(
      priceDecimal({ priceAmountFormatted: given, priceAmount: '1500000', priceDecimals: 6 }),
    ).toBe(decimal)
  })

  test('any text in linear time', () => {
    fc.assert(
      fc.property(arb.adversarialText(['1', '.', 'e', '-', ',', '+', ' ']), (text) => {
        withinBudget(() => priceDecimal({ priceAmountFormatted: text }))
      }),
      runs(50),
    )
  })
})

describe('priceParts and formatPrice', () => {
  test('a decimal amount is written with the currency’s digits', () => {
    const order = { priceAmountFormatted: '1.5', priceCurrencyAddress: USDC }
    expect(priceParts(order, currencies)).toEqual({
      amount: '1.500',
      symbol: 'USDC',
      full: '1.5 USDC',
    })
    expect(formatPrice(order, currencies)).toBe('1.500 USDC')
  })

  test('an amount that is not a number: read from the base units, its text shown nowhere', () => {
    const order = {
      priceAmountFormatted: `${RLO}1.5`,
      priceAmount: '1500000',
      priceDecimals: 6,
      priceCurrencyAddress: USDC,
    }
    expect(priceParts(order, currencies)).toEqual({
      amount: '1.500',
      symbol: 'USDC',
      full: '1.500000 USDC',
    })
    expect(formatPrice(order, currencies, 'de-DE')).toBe('1,500 USDC')
  })

  test('no number anywhere, or an exponent past what the formatter writes: —', () => {
    const free = priceParts({ priceAmountFormatted: 'free', priceCurrencyAddress: USDC })
    expect([free.amount, free.full]).toEqual([NO_AMOUNT, `${NO_AMOUNT} ${USDC}`])
    expect(priceParts({ priceAmount: '15', priceDecimals: 1e9 }).amount).toBe('1.500E-999999999')
    // Past an exponent of 15 digits the formatter would cut the base units to their first digits.
    expect(priceParts({ priceAmount: '15', priceDecimals: 2 ** 53 - 1 }).amount).toBe(NO_AMOUNT)
  })

  test(
    'whatever an order holds, the amount shown is one the kit wrote, in bounded time',
    () => {
      const text = fc.oneof(arb.hostileString, arb.hugeNumberText, fc.string())
      fc.assert(
        fc.property(
          fc.record(
            {
              priceAmountFormatted: text,
              priceAmount: fc.oneof(fc.stringMatching(/^\d{1,90}$/), text),
              priceDecimals: fc.oneof(
                fc.integer({ min: -3, max: 80 }),
                fc.constantFrom(1e9, 2 ** 31, Number.MAX_SAFE_INTEGER),
              ),
              priceCurrencyAddress: fc.constantFrom(USDC, '', 'x'),
            },
            { requiredKeys: [] },
          ),
          (order) => {
            const { amount, full } = withinBudget(() => priceParts(order, currencies, 'en-US'))
            expect(amount).toMatch(WRITTEN)
            // The title says the amount the kit read: a decimal, or nothing.
            const decimal = full.slice(0, full.indexOf(' '))
            expect(
              decimal === NO_AMOUNT || isDecimalText(decimal) || /^\d+e-\d+$/.test(decimal),
            ).toBe(true)
          },
        ),
        runs(400),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('formatUSD and formatAmount', () => {
  test('dollars from priceUSD only; the server text is never shown', () => {
    expect(formatUSD({ priceUSD: 35.8, priceUSDFormatted: `${RLO}$9` })).toBe('$35.80')
    expect(formatUSD({ priceUSDFormatted: '$12.00' })).toBe(NO_AMOUNT)
    expect(formatUSD({})).toBe(NO_AMOUNT)
  })

  test('a quantity that is a plain number as it came, or short; anything else —', () => {
    expect(formatAmount('3')).toBe('3')
    expect(formatAmount('1,000')).toBe('1,000')
    expect(formatAmount((2n ** 256n - 1n).toString())).toBe('1.16E77')
    expect(formatAmount(`${RLO}3`)).toBe(NO_AMOUNT)
    expect(formatAmount('<b>3</b>')).toBe(NO_AMOUNT)
    expect(formatAmount(undefined)).toBe(NO_AMOUNT)
    expect(formatAmount('1e3')).toBe(NO_AMOUNT)
    expect(formatAmount(' 3 ')).toBe('3')
  })

  test(
    'whatever the server sends, dollars and quantities shown are the kit’s',
    () => {
      const text = fc.oneof(arb.hostileString, arb.hugeNumberText, fc.string())
      fc.assert(
        fc.property(fc.option(arb.hostileNumber, { nil: undefined }), text, (priceUSD, given) => {
          expect(
            withinBudget(() => formatUSD({ priceUSD, priceUSDFormatted: given }, 'en-US')),
          ).toMatch(DOLLARS)
          const quantity = withinBudget(() => formatAmount(given))
          expect(quantity === NO_AMOUNT || isDecimalText(quantity.replace(/E/, 'e'))).toBe(true)
        }),
        runs(400),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
