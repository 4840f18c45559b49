/**
 * The one price formatter of the kit (issue 12): every price a component
 * shows — cards, order book, cancel labels, the demo — is written here, with a
 * fixed number of significant digits per currency and US dollars with two
 * decimals, so that prices read alike and line up everywhere.
 */
import type { Order } from '../../core/schemas/order.js'
import { type CurrencyMap, currencyLabel, DEFAULT_LOCALE, NO_AMOUNT } from './format.js'

/** The significant digits of a price whose currency does not say (`CurrencyInfo.significantDigits`). */
export const DEFAULT_SIGNIFICANT_DIGITS = 4

/** At or beyond this magnitude a price is written in scientific form, so that it fits its box (and under 10⁻⁶). */
const LARGEST_PLAIN = 1e12

/**
 * A decimal number as the server may write it: `1.5`, `.5`, `-2`, `1e-7`,
 * `1,234.5` (commas removed first): sign, whole digits, fraction digits and
 * exponent. No two parts can take the same characters, so it reads any text
 * in linear time (`\d+\.?\d*` took quadratic time on a long run of digits).
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** Whether text from outside is a decimal number the formatter reads (commas aside). */
const readsAsDecimal = (text: string): boolean => {
  const parsed = DECIMAL.exec(text.trim().replaceAll(',', ''))
  return !!parsed && !!(parsed[2] || parsed[3])
}

/** Past this many places a price in base units is written `<units>e-<places>` rather than padded with zeros. */
const PLAIN_PLACES_MAX = 1000

/** An exponent this large or larger is not a number the kit writes: the amount is `—`. */
const EXPONENT_MAX = 1e15

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
 * a float. A missing value is `—`, and so is text that is not a decimal
 * number or whose exponent has 16 digits or more: an amount from outside
 * reaches the screen only as the kit read it (issue 28: `"\u202E1.5"` drew
 * "5.1"; the server's text is shown nowhere).
 *
 * @example
 * ```ts
 * formatTokenAmount('0.0063') // '0.006300'
 * formatTokenAmount('35.8', { significantDigits: 4, locale: 'de-DE' }) // '35,80'
 * ```
 */
export function formatTokenAmount(value: string | undefined, options: TokenAmountOptions = {}) {
  if (typeof value !== 'string' || value.trim() === '') return NO_AMOUNT
  const text = value.trim().replaceAll(',', '')
  const parsed = DECIMAL.exec(text)
  if (!parsed || (!parsed[2] && !parsed[3])) return NO_AMOUNT
  const [, sign = '', whole = '', fraction = '', power = '0'] = parsed
  const locale = options.locale ?? DEFAULT_LOCALE
  const wanted = options.significantDigits ?? DEFAULT_SIGNIFICANT_DIGITS
  const digits = Number.isFinite(wanted)
    ? Math.min(21, Math.max(1, Math.round(wanted)))
    : DEFAULT_SIGNIFICANT_DIGITS
  // A value with a non-zero digit is not zero, even where a double rounds it to 0.
  const all = whole + fraction
  const first = all.search(/[1-9]/)
  if (first < 0) return new Intl.NumberFormat(locale).format(0)
  const exponent = Number(power)
  if (!(Math.abs(exponent) < EXPONENT_MAX)) return NO_AMOUNT
  // The power of ten of the first significant digit: 1.5e3 → 3, 0.0012 → -3.
  const lead = whole.length - 1 - first + exponent
  // From 10¹² up (LARGEST_PLAIN) and under 10⁻⁶: scientific form. Intl rounds the mantissa (its
  // first digits + 1 decide) and the kit writes the exponent, which may be far beyond what Intl
  // takes (it answers ∞ from 10³⁰⁹ up, and fails under 10⁻⁹⁹⁹⁹⁹⁹⁹⁹⁹).
  if (lead >= 12 || lead < -6) {
    const mantissa = all.slice(first, first + digits + 1)
    // 9.9996 rounds to 10.00: one more power of ten.
    const carry = /^9+$/.test(mantissa.slice(0, digits)) && mantissa.charCodeAt(digits) > 52
    const exponentText = new Intl.NumberFormat(locale, { useGrouping: false }).format(
      Math.abs(lead + (carry ? 1 : 0)),
    )
    return new Intl.NumberFormat(locale, {
      notation: 'scientific',
      minimumSignificantDigits: digits,
      maximumSignificantDigits: digits,
    })
      .formatToParts(`${sign}${mantissa[0]}.${mantissa.slice(1)}e${lead < 0 ? -9 : 9}` as never)
      .map((part) => (part.type === 'exponentInteger' ? exponentText : part.value))
      .join('')
  }
  // Digits are counted from the first non-zero one (Intl carries 9.9996 to 10.00 itself);
  // a number with more whole digits than that keeps them all, with no fraction.
  const shape: Intl.NumberFormatOptions =
    lead + 1 < digits
      ? { minimumSignificantDigits: digits, maximumSignificantDigits: digits }
      : { maximumFractionDigits: 0 }
  // Intl formats a decimal string exactly, without a float's rounding of its digits.
  return new Intl.NumberFormat(locale, shape).format(text as Intl.StringNumericLiteral)
}

/** The price of an order as the fields of the interface give it. */
export type PricedOrder = Pick<
  Order,
  'priceAmount' | 'priceAmountFormatted' | 'priceDecimals' | 'priceCurrencyAddress'
>

/**
 * The decimal amount of an order's price: `priceAmountFormatted` when it
 * reads as a decimal number (a word, markup or a direction mark is set
 * aside), or else
 * `priceAmount` (base units) divided by `10^priceDecimals` exactly — by
 * `10^decimals` (the currency's) when the order does not say; undefined when
 * neither is there or the places are not a whole number of at least 0. Past
 * 1,000 places it is written `<units>e-<places>`: the work stays bounded
 * whatever `priceDecimals` says.
 *
 * @example
 * ```ts
 * priceDecimal({ priceAmount: '1500000', priceDecimals: 6 }) // '1.500000'
 * priceDecimal({ priceAmount: '1500000' }, 6) // '1.500000'
 * ```
 */
export function priceDecimal(order: PricedOrder, decimals?: number): string | undefined {
  const given = order.priceAmountFormatted
  if (given && readsAsDecimal(given)) return given
  const units = order.priceAmount
  const places = order.priceDecimals ?? decimals
  if (typeof units !== 'string' || !/^\d+$/.test(units)) return undefined
  if (!Number.isSafeInteger(places) || (places as number) < 0) return undefined
  if (places === 0) return units
  // 10^9 places would be a string of a billion zeros: written with an exponent instead.
  if ((places as number) > PLAIN_PLACES_MAX) return `${units}e-${places}`
  const padded = units.padStart((places as number) + 1, '0')
  return `${padded.slice(0, -(places as number))}.${padded.slice(-(places as number))}`
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
 * How wide an amount is, in digits (`ch`, a digit's width, as tabular
 * figures have it): a point, a comma or a space at most 0.6 of one (0.47 to
 * 0.55 in common fonts), any other character at most one; rounded up, so that
 * the estimate never falls short of the text. For markup that gives an amount
 * its room, or fits it to the room there is.
 *
 * @example
 * ```ts
 * amountDigits('12,345.68') // 7.2
 * ```
 */
export const amountDigits = (amount: string): number =>
  Math.ceil([...amount].reduce((sum, c) => sum + (/[.,\s]/.test(c) ? 0.6 : 1), 0) * 10) / 10

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
 * `<$0.01`, `$1.16E+77` in scientific form from 10¹² up), from the number `priceUSD`
 * only, else `—`: the server's `priceUSDFormatted` is text, which reaches the
 * screen nowhere (issue 28). Written in `locale` (default {@link DEFAULT_LOCALE}, never the
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
    return NO_AMOUNT
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
