/**
 * The one price formatter of the kit (issue 12): every price a component
 * shows — cards, order book, cancel labels, the demo — is written here, with a
 * fixed number of significant digits per currency and US dollars with two
 * decimals, so that prices read alike and line up everywhere.
 */
import type { Order } from '../../core/schemas/order.js'
import {
  type CurrencyMap,
  currencyLabel,
  DEFAULT_LOCALE,
  formatAmount,
  NO_AMOUNT,
} from './format.js'

/** The significant digits of a price whose currency does not say (`CurrencyInfo.significantDigits`). */
export const DEFAULT_SIGNIFICANT_DIGITS = 4

/** At or beyond these magnitudes a price is written in scientific form, so that it fits its box. */
const LARGEST_PLAIN = 1e12
const SMALLEST_PLAIN = 1e-6

/** A decimal number as the server may write it: `1.5`, `.5`, `-2`, `1e-7`, `1,234.5`. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** Options of {@link formatTokenAmount}. */
export interface TokenAmountOptions {
  /** Significant digits shown (default {@link DEFAULT_SIGNIFICANT_DIGITS}); whole digits are never dropped. */
  readonly significantDigits?: number
  /** The locale the number is written in (default {@link DEFAULT_LOCALE}, never the runtime's). */
  readonly locale?: string
}

/**
 * A token amount (a decimal string, as the server formats it) with a fixed
 * number of significant digits: `0.006300`, `0.005937`, `35.80`, `1,235`.
 * Whole digits are kept (`12,346`); from 10¹² up and under 10⁻⁶ it is written
 * in scientific form (`1.158E77`), computed from the decimal digits rather than
 * a float. A missing value is `—`; text that is not a number is shown as it
 * came, cut to 18 characters.
 *
 * @example
 * ```ts
 * formatTokenAmount('0.0063') // '0.006300'
 * formatTokenAmount('35.8', { significantDigits: 4, locale: 'de-DE' }) // '35,80'
 * ```
 */
export function formatTokenAmount(value: string | undefined, options: TokenAmountOptions = {}) {
  if (value === undefined || value.trim() === '') return NO_AMOUNT
  const text = value.trim().replaceAll(',', '')
  if (!DECIMAL.test(text)) return formatAmount(value)
  const locale = options.locale ?? DEFAULT_LOCALE
  const wanted = options.significantDigits ?? DEFAULT_SIGNIFICANT_DIGITS
  const digits = Number.isFinite(wanted)
    ? Math.min(21, Math.max(1, Math.round(wanted)))
    : DEFAULT_SIGNIFICANT_DIGITS
  // A value with a non-zero digit is not zero, even where a double rounds it to 0.
  if (!/[1-9]/.test(text.replace(/e.*$/i, ''))) return new Intl.NumberFormat(locale).format(0)
  const magnitude = Math.abs(Number(text))
  const scientific = magnitude >= LARGEST_PLAIN || magnitude < SMALLEST_PLAIN
  const wholeDigits = magnitude >= 1 ? Math.floor(Math.log10(magnitude)) + 1 : 0
  // Digits are counted from the first non-zero one (Intl carries 9.9996 to 10.00 itself);
  // a number with more whole digits than that keeps them all, with no fraction.
  const shape: Intl.NumberFormatOptions =
    scientific || wholeDigits < digits
      ? { minimumSignificantDigits: digits, maximumSignificantDigits: digits }
      : { maximumFractionDigits: 0 }
  // Intl formats a decimal string exactly, without a float's rounding of its digits.
  return new Intl.NumberFormat(locale, {
    notation: scientific ? 'scientific' : 'standard',
    ...shape,
  }).format(text as Intl.StringNumericLiteral)
}

/** The price of an order as the fields of the interface give it. */
export type PricedOrder = Pick<
  Order,
  'priceAmount' | 'priceAmountFormatted' | 'priceDecimals' | 'priceCurrencyAddress'
>

/**
 * The decimal amount of an order's price: `priceAmountFormatted`, or else
 * `priceAmount` (base units) divided by `10^priceDecimals` exactly — by
 * `10^decimals` (the currency's) when the order does not say; undefined when
 * neither is there.
 *
 * @example
 * ```ts
 * priceDecimal({ priceAmount: '1500000', priceDecimals: 6 }) // '1.500000'
 * priceDecimal({ priceAmount: '1500000' }, 6) // '1.500000'
 * ```
 */
export function priceDecimal(order: PricedOrder, decimals?: number): string | undefined {
  if (order.priceAmountFormatted) return order.priceAmountFormatted
  const units = order.priceAmount
  const places = order.priceDecimals ?? decimals
  if (!units || places === undefined || !/^\d+$/.test(units) || places < 0) return undefined
  if (places === 0) return units
  const padded = units.padStart(places + 1, '0')
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`
}

/** An order's price in parts, for markup that aligns amounts and symbols in columns. */
export interface PriceParts {
  /** The amount with the currency's significant digits: `0.006300`. */
  readonly amount: string
  /** The currency's symbol from the app's map, or its shortened address. */
  readonly symbol: string
  /** The amount in full as it came, with the symbol (the whole address when there is none): for a `title`. */
  readonly full: string
}

/**
 * An order's price as amount, symbol and full text. The currency's symbol
 * and significant digits come from the app's currency map (keys in lower
 * case); an unknown currency shows its shortened address. Numbers are
 * written in `locale` (default {@link DEFAULT_LOCALE}).
 *
 * @example
 * ```tsx
 * const { amount, symbol, full } = priceParts(order, currencies)
 * <span title={full}><span className="num">{amount}</span> {symbol}</span>
 * ```
 */
export function priceParts(
  order: PricedOrder,
  currencies?: CurrencyMap,
  locale?: string,
): PriceParts {
  const address = order.priceCurrencyAddress ?? ''
  const info = currencies?.[address.toLowerCase()]
  const symbol = currencyLabel(order, currencies)
  const decimal = priceDecimal(order, info?.decimals)
  const amount = formatTokenAmount(decimal, { significantDigits: info?.significantDigits, locale })
  return { amount, symbol, full: `${decimal ?? NO_AMOUNT} ${info?.symbol ?? address}` }
}

/**
 * `0.006300 WETH`: an order's price with its currency, the way every
 * component of the kit writes it, in `locale` (default {@link DEFAULT_LOCALE}).
 *
 * @example
 * ```ts
 * formatPrice(order, { [weth.toLowerCase()]: { symbol: 'WETH', significantDigits: 4 } })
 * ```
 */
export function formatPrice(order: PricedOrder, currencies?: CurrencyMap, locale?: string) {
  const { amount, symbol } = priceParts(order, currencies, locale)
  return `${amount} ${symbol}`
}

/** An order's price in full, as the server sent it: for a `title` beside a formatted one. */
export const fullPrice = (order: PricedOrder, currencies?: CurrencyMap): string =>
  priceParts(order, currencies).full

/**
 * An order's price in US dollars, always with two decimals (`$35.80`,
 * `<$0.01`, `$1.16E+77` in scientific form from 10¹² up), from `priceUSD`; the
 * server's `priceUSDFormatted` only when there is no number, and `—` when
 * there is neither. Written in `locale` (default {@link DEFAULT_LOCALE}, never the
 * runtime's, so a server and a browser write the same).
 *
 * @example
 * ```ts
 * formatUSD({ priceUSD: 35.8 }) // '$35.80'
 * formatUSD({ priceUSD: 0.004 }) // '<$0.01'
 * ```
 */
export function formatUSD(
  order: Pick<Order, 'priceUSD' | 'priceUSDFormatted'>,
  locale: string = DEFAULT_LOCALE,
): string {
  const value = order.priceUSD
  if (value === undefined || !Number.isFinite(value)) {
    return order.priceUSDFormatted ? formatAmount(order.priceUSDFormatted) : NO_AMOUNT
  }
  const usd = (n: number, scientific = false) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: scientific ? 'scientific' : 'standard',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(n)
  if (value > 0 && value < 0.01) return `<${usd(0.01)}`
  return usd(value, Math.abs(value) >= LARGEST_PLAIN)
}
