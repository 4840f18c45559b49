/**
 * Amounts from orders as the components show them (issue 28): only once the
 * kit has read them as numbers. The server's own text — `priceAmountFormatted`,
 * `priceUSDFormatted`, `quantityAvailableFormatted` — reaches the screen only
 * when it is a decimal number; anything else (a word, markup, a direction
 * mark such as U+202E that would draw "1.5 USDC" as "CDSU 5.1") is set
 * aside: the amount the order's base units give is shown, else `—`.
 */
import type { Order } from '../../core/schemas/order.js'
import { type CurrencyMap, formatAmount, NO_AMOUNT } from './format.js'
import { formatUSD, type PricedOrder, type PriceParts, priceDecimal, priceParts } from './price.js'

/**
 * A decimal number as servers write amounts (commas removed first): a sign,
 * digits, a point, an exponent of at most 15 digits (what the formatter
 * writes) — at least one digit. No two parts take the same characters, so it
 * reads any text in linear time.
 */
const DECIMAL = /^[+-]?(?=\.?\d)\d*(?:\.\d*)?(?:e[+-]?\d{1,15})?$/i

/**
 * Whether text from outside reads as a decimal number (`1.5`, `-2`, `1,234.5`,
 * `1e-7`): what the kit formats rather than shows as it came.
 *
 * @example
 * ```ts
 * isDecimalText('1,234.5') // true
 * isDecimalText('\u202E1.5') // false
 * ```
 */
export const isDecimalText = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL.test(value.trim().replaceAll(',', ''))

/**
 * `priceParts` of the amount the kit reads as a number: a
 * `priceAmountFormatted` that is not a decimal is set aside, and the amount
 * comes from `priceAmount` and `priceDecimals`; without them, or past an
 * exponent of 15 digits (10¹⁵ places and more, which the formatter would cut
 * to its first digits), it is `—`. `full` says the amount read in full; the
 * server's unreadable text is shown nowhere.
 *
 * @example
 * ```ts
 * shownPriceParts({ priceAmountFormatted: '\u202E1.5', priceAmount: '1500000', priceDecimals: 6 }).amount // '1.500'
 * ```
 */
export function shownPriceParts(
  order: PricedOrder,
  currencies?: CurrencyMap,
  locale?: string,
): PriceParts {
  const read = isDecimalText(order.priceAmountFormatted)
    ? order
    : { ...order, priceAmountFormatted: undefined }
  const parts = priceParts(read, currencies, locale)
  const decimals = currencies?.[order.priceCurrencyAddress?.toLowerCase() ?? '']?.decimals
  return isDecimalText(priceDecimal(read, decimals)) ? parts : { ...parts, amount: NO_AMOUNT }
}

/**
 * `1.500 USDC`: an order's price with its symbol, as labels and notices
 * write it, from {@link shownPriceParts}.
 *
 * @example
 * ```ts
 * shownPrice(order, currencies) // '1.500 USDC'
 * ```
 */
export function shownPrice(order: PricedOrder, currencies?: CurrencyMap, locale?: string) {
  const { amount, symbol } = shownPriceParts(order, currencies, locale)
  return `${amount} ${symbol}`
}

/**
 * An order's US-dollar value from its number, `priceUSD` (`formatUSD`), or
 * `—`: the server's `priceUSDFormatted` is text, for a `title` only (the
 * interface's servers always send the number).
 *
 * @example
 * ```ts
 * shownUSD({ priceUSD: 12, priceUSDFormatted: '$12' }) // '$12.00'
 * shownUSD({ priceUSDFormatted: '\u202E$12' }) // '—'
 * ```
 */
export const shownUSD = (
  { priceUSD }: Pick<Order, 'priceUSD' | 'priceUSDFormatted'>,
  locale?: string,
): string => formatUSD({ priceUSD }, locale)

/**
 * A quantity from an order: `formatAmount` of it when it is a plain decimal
 * number (`3`, `1,000`, 78 digits as `1.16E77`), `—` for anything else — an
 * exponent or a sign too, which `formatAmount` would show as it came.
 *
 * @example
 * ```ts
 * shownQuantity('3') // '3'
 * shownQuantity('<b>3</b>') // '—'
 * ```
 */
export const shownQuantity = (value: string | undefined): string =>
  isDecimalText(value) && !/[eE+]/.test(value) ? formatAmount(value.trim()) : NO_AMOUNT
