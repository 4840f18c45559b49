/**
 * The one price formatter (issue 12): fixed significant digits per currency,
 * exact decimal digits, scientific form at the extremes, US dollars with two
 * decimals, and the parts that let a table align mixed currencies.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatPrice, formatTokenAmount, formatUSD, priceDecimal, priceParts } from './price.js'

const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'
const currencies = {
  [WETH]: { symbol: 'WETH' },
  [USDC]: { symbol: 'USDC', significantDigits: 6 },
}

describe('formatTokenAmount', () => {
  test('four significant digits by default, so neighbouring prices show the same decimals', () => {
    expect(formatTokenAmount('0.005937', { locale: 'en' })).toBe('0.005937')
    expect(formatTokenAmount('0.0063', { locale: 'en' })).toBe('0.006300')
    expect(formatTokenAmount('35.8', { locale: 'en' })).toBe('35.80')
    expect(formatTokenAmount('1.5', { locale: 'en' })).toBe('1.500')
    expect(formatTokenAmount('0.123456', { locale: 'en' })).toBe('0.1235')
  })

  test('whole digits are never dropped, and rounding that carries keeps the digit count', () => {
    expect(formatTokenAmount('12345.678', { locale: 'en' })).toBe('12,346')
    expect(formatTokenAmount('9.99996', { locale: 'en' })).toBe('10.00')
    expect(formatTokenAmount('999999999999', { locale: 'en' })).toBe('999,999,999,999')
  })

  test('the digits come from the decimal string, not from a float', () => {
    // As a double, 0.30000000000000004 and 2^53 + 1 would already be rounded.
    expect(formatTokenAmount('9007199254.7409931', { significantDigits: 14, locale: 'en' })).toBe(
      '9,007,199,254.7410',
    )
    expect(formatTokenAmount('1'.padEnd(78, '0'), { locale: 'en' })).toBe('1.000E77')
    expect(
      formatTokenAmount(
        '115792089237316195423570985008687907853269984665640564039457584007913129639935',
        { locale: 'en' },
      ),
    ).toBe('1.158E77')
  })

  test('scientific from 10^12 up and under 10^-6; a tiny non-zero value is not zero', () => {
    expect(formatTokenAmount('1000000000000', { locale: 'en' })).toBe('1.000E12')
    expect(formatTokenAmount('0.0000001234', { locale: 'en' })).toBe('1.234E-7')
    expect(formatTokenAmount(`0.${'0'.repeat(400)}5`, { locale: 'en' })).toBe('5.000E-401')
    expect(formatTokenAmount('0', { locale: 'en' })).toBe('0')
    expect(formatTokenAmount('0.000', { locale: 'en' })).toBe('0')
  })

  test('per-currency digits and locale; missing or not a number is a dash (issue 28: the text is shown nowhere)', () => {
    expect(formatTokenAmount('35.8', { significantDigits: 6, locale: 'en' })).toBe('35.8000')
    expect(formatTokenAmount('1234.5', { locale: 'de-DE' })).toBe('1.235')
    expect(formatTokenAmount('0.5', { locale: 'de-DE' })).toBe('0,5000')
    expect(formatTokenAmount('1,234.5', { locale: 'en' })).toBe('1,235')
    expect(formatTokenAmount(undefined)).toBe('—')
    expect(formatTokenAmount('  ')).toBe('—')
    expect(formatTokenAmount('free')).toBe('—')
    expect(formatTokenAmount('x'.repeat(40))).toBe('—')
    expect(formatTokenAmount('\u202E1.5')).toBe('—')
    expect(formatTokenAmount('2', { significantDigits: Number.NaN, locale: 'en' })).toBe('2.000')
  })

  test('property: in the plain range, exactly max(digits, whole digits) significant digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e11, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        (value, digits) => {
          const text = formatTokenAmount(value.toFixed(12), {
            significantDigits: digits,
            locale: 'en',
          })
          const shown = text.replaceAll(',', '').replace('.', '').replace(/^0+/, '')
          const whole = text.replaceAll(',', '').split('.')[0]!.replace(/^0+/, '').length
          expect(text).not.toMatch(/E/)
          expect(shown.length).toBe(Math.max(digits, whole))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('order prices', () => {
  const order = (o: object) => ({ priceCurrencyAddress: WETH, ...o })

  test('the symbol and digits from the currency map; the full amount for a title', () => {
    expect(priceParts(order({ priceAmountFormatted: '0.0063' }), currencies, 'en')).toEqual({
      amount: '0.006300',
      symbol: 'WETH',
      full: '0.0063 WETH',
    })
    expect(
      formatPrice(
        {
          priceCurrencyAddress: USDC.toUpperCase().replace('0X', '0x'),
          priceAmountFormatted: '35.8',
        },
        currencies,
        'en',
      ),
    ).toBe('35.8000 USDC')
    expect(formatPrice(order({ priceAmountFormatted: '2' }), undefined, 'en')).toBe(
      '2.000 0x1111…1111',
    )
  })

  test('base units and decimals stand in when the formatted amount is missing', () => {
    expect(priceDecimal({ priceAmount: '1500000', priceDecimals: 6 })).toBe('1.500000')
    expect(priceDecimal({ priceAmount: '5', priceDecimals: 18 })).toBe(`0.${'0'.repeat(17)}5`)
    expect(priceDecimal({ priceAmount: '42', priceDecimals: 0 })).toBe('42')
    expect(priceDecimal({ priceAmount: '-1', priceDecimals: 2 })).toBeUndefined()
    expect(priceDecimal({})).toBeUndefined()
    expect(
      formatPrice(order({ priceAmount: '6300000000000000', priceDecimals: 18 }), currencies, 'en'),
    ).toBe('0.006300 WETH')
    expect(formatPrice(order({}), currencies)).toBe('— WETH')
  })

  test('US dollars: two decimals from the number; without one —, the server text shown nowhere (issue 28)', () => {
    expect(formatUSD({ priceUSD: 35.8, priceUSDFormatted: '$35.8' }, 'en')).toBe('$35.80')
    expect(formatUSD({ priceUSD: 4500 }, 'en')).toBe('$4,500.00')
    expect(formatUSD({ priceUSD: 0.004 }, 'en')).toBe('<$0.01')
    expect(formatUSD({ priceUSD: 0 }, 'en')).toBe('$0.00')
    expect(formatUSD({ priceUSD: 1e300 }, 'en')).toBe('$1.00E300')
    expect(formatUSD({ priceUSDFormatted: '$12.00' }, 'en')).toBe('—')
    expect(formatUSD({ priceUSD: Number.NaN }, 'en')).toBe('—')
    expect(formatUSD({}, 'en')).toBe('—')
  })
})
