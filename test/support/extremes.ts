/**
 * Orders and metadata drawn towards the extremes anyone can put in an order
 * (issue 11): adjacent doubles, denormals, 1e308, negative zero, 78-digit
 * amounts, quantity decimals past 100, long strings without spaces.
 */
import fc from 'fast-check'
import type { Order } from '../../src/core/schemas/order.js'
import { sampleOrder } from './fixtures.js'

/** 2²⁵⁶ − 1: the largest uint256, 78 digits. */
export const MAX_UINT256 = (2n ** 256n - 1n).toString()

/** A price in US dollars: ordinary, tiny, huge, denormal, negative zero, or next to another. */
export const extremePrice: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 5e-324, 1e-320, 1e-120, 1.5, 1.5000000000000002, 3000, 3000.0000000000005),
  fc.constantFrom(1.8e13, 1.8e13 + 0.01, 1e300, 1e308, Number.MAX_VALUE),
  fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: 0, max: 1e-300, noNaN: true }),
)

/** A decimal amount as a server formats it: short, 78 digits, or with a long fraction. */
export const extremeAmount: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1',
    '0.0063',
    MAX_UINT256,
    `${MAX_UINT256}.${MAX_UINT256}`,
    `0.${'0'.repeat(90)}1`,
  ),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String),
)

/** Text without spaces, up to 2,000 characters: names and origins nobody wraps. */
export const unbrokenText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('W'.repeat(48), 'x'.repeat(2000), '🦊'.repeat(300)),
  fc.string({ minLength: 0, maxLength: 300 }),
)

let next = 0

/** One schema-valid order with extreme values. */
export const extremeOrder = (side: 'listing' | 'offer'): fc.Arbitrary<Order> =>
  fc
    .record({
      priceUSD: extremePrice,
      priceAmountFormatted: extremeAmount,
      quantityAvailable: extremeAmount,
      quantityAvailableFormatted: extremeAmount,
      quantityDecimals: fc.constantFrom(0, 18, 100, 120, 400),
      originName: unbrokenText,
      priceUSDFormatted: fc.oneof(
        fc.constant('$1.50'),
        extremeAmount.map((a) => `$${a}`),
      ),
    })
    .map((values) => sampleOrder({ ...values, side, orderId: String(++next) }))

/** A book of 0 to `max` orders on each side, with extreme values. */
export const extremeBook = (max: number) =>
  fc.record({
    listings: fc.array(extremeOrder('listing'), { maxLength: max }),
    offers: fc.array(extremeOrder('offer'), { maxLength: max }),
  })
