/** Formatting shared by the components: amounts, addresses, relative times. */
export type { CurrencyInfo, CurrencyMap } from '../../core/currency/currency.js'

import { type CurrencyMap, currencyName } from '../../core/currency/currency.js'
import { shortenAddress } from '../../core/schemas/address.js'
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import type { Order } from '../../core/schemas/order.js'
import { DEFAULT_LOCALE } from '../../react/locale.js'

/** The locale numbers and dates are written in when none is given (owned by src/react/locale.ts). */
export { DEFAULT_LOCALE } from '../../react/locale.js'
/** `0x1234…abcd` (owned by src/core/schemas/address.ts). */
export { shortenAddress }

/** The display names of the known marketplaces (decisions.md §3); an unknown one is shown as sent. */
export const MARKETPLACE_NAMES: Readonly<Record<MarketplaceKind, string>> = {
  unknown: 'Unknown marketplace',
  native_marketplace_v1: 'Marketplace v1',
  native_marketplace_v2: 'Marketplace v2',
  sequence_marketplace_v1: 'Marketplace v1',
  sequence_marketplace_v2: 'Marketplace v2',
  blur: 'Blur',
  zerox: '0x Protocol',
  opensea: 'OpenSea',
  looks_rare: 'LooksRare',
  x2y2: 'X2Y2',
  alienswap: 'AlienSwap',
  mintify: 'Mintify',
  payment_processor: 'Payment Processor',
  magic_eden: 'Magic Eden',
}

/**
 * The name an order's marketplace is shown by, one way across the kit: the
 * name table's (`names`, default `MARKETPLACE_NAMES`), else the order's
 * `originName`, else the kind as sent. Untrusted: render it as text, cut.
 *
 * @example
 * ```ts
 * marketplaceName({ marketplace: 'opensea' }) // 'OpenSea'
 * marketplaceName({ marketplace: 'brand_new', originName: 'New Market' }) // 'New Market'
 * ```
 */
export function marketplaceName(
  { marketplace, originName }: Pick<Order, 'marketplace' | 'originName'>,
  names: Readonly<Partial<Record<string, string>>> = MARKETPLACE_NAMES,
): string | undefined {
  return (
    (marketplace && Object.hasOwn(names, marketplace) && names[marketplace]) ||
    originName ||
    marketplace ||
    undefined
  )
}

/**
 * The currency label of an order: the symbol from `currencies`, or the
 * shortened currency address.
 *
 * @example
 * ```ts
 * currencyLabel(order, { [usdc.toLowerCase()]: { symbol: 'USDC' } }) // 'USDC', or '0xA0b8…eB48' when unknown
 * ```
 */
export function currencyLabel(
  order: Pick<Order, 'priceCurrencyAddress'>,
  currencies?: CurrencyMap,
) {
  const address = order.priceCurrencyAddress ?? ''
  return currencyName(currencies?.[address.toLowerCase()]?.symbol, address)
}

/** Stands for an amount that is missing or cannot be shown. */
export const NO_AMOUNT = '—'

/** The longest amount shown as it came; a longer one is shown in short scientific form. */
const AMOUNT_MAX = 18

/**
 * An amount as text that fits its box whatever came (issue 11): the
 * server's decimal string as it is when it has at most 18 characters, else a
 * short scientific form computed from its digits (`1.16E77` for 2²⁵⁶ − 1 wei,
 * `4.2E-30`), never a float's rounding of a 78-digit number; `—` for a value
 * that is missing or not a plain decimal (digits, a point, commas, a minus:
 * anything else from outside is shown nowhere, issue 28). Show the full value
 * in a `title`.
 *
 * @example
 * ```ts
 * formatAmount('1.5') // '1.5'
 * formatAmount('115792089237316195423570985008687907853269984665640564039457584007913129639935') // '1.16E77'
 * ```
 */
export function formatAmount(value: string | undefined): string {
  if (typeof value !== 'string') return NO_AMOUNT
  const text = value.trim()
  // Leading zeros are cut apart: `0*(\d*)` took quadratic time on a long run of zeros.
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.replaceAll(',', ''))
  // Not a plain decimal (a word, markup, an exponent, a direction mark): nothing from it is shown.
  if (!m || !/\d/.test(text)) return NO_AMOUNT
  if (text.length <= AMOUNT_MAX) return text
  const [, sign, padded = '', fraction = ''] = m
  const whole = padded.replace(/^0+/, '')
  const digits = `${whole}${fraction}`.replace(/^0+/, '')
  if (digits === '') return '0'
  // The exponent of the first significant digit: its place in the whole part, or after the point.
  const exponent = whole.length > 0 ? whole.length - 1 : -(fraction.length - digits.length + 1)
  const mantissa = Number(`${digits[0]}.${digits.slice(1, 4) || '0'}`)
  const rounded = Math.round(mantissa * 100) / 100
  // 9.995 rounds up to 10: one more power of ten.
  const [lead, power] = rounded >= 10 ? [rounded / 10, exponent + 1] : [rounded, exponent]
  return `${sign}${lead}E${power}`
}

/**
 * A quantity as shown: its formatted text, or — where that is not a number —
 * its base units, as a price falls back to them; `—` only when neither is.
 *
 * @example
 * ```ts
 * formatQuantity('oops', '5') // '5'
 * ```
 */
export function formatQuantity(
  formatted: string | undefined,
  baseUnits: string | undefined,
): string {
  const shown = formatAmount(formatted)
  return shown === NO_AMOUNT ? formatAmount(baseUnits) : shown
}

/**
 * `in 3 days` / `2 hours ago`: the time from `now` to `iso`, in the locale's
 * words (default {@link DEFAULT_LOCALE}).
 *
 * @example
 * ```ts
 * relativeTime(order.validUntil, Date.now()) // 'in 5 days'
 * ```
 */
export function relativeTime(
  iso: string | undefined,
  now: number,
  locale: string = DEFAULT_LOCALE,
): string {
  const at = iso ? Date.parse(iso) : Number.NaN
  if (Number.isNaN(at)) return ''
  const seconds = Math.round((at - now) / 1000)
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ]
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  )
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ')

/**
 * A moment (ms since 1970) as its day in UTC, in `locale` ("Nov 28, 2026"):
 * the day as a server wrote it, the same on the server and in every visitor's
 * time zone (no hydration mismatch near midnight); `undefined` for no date.
 *
 * @example
 * ```ts
 * utcDay(Date.parse('2026-11-28T23:30:00Z'), 'en-US') // 'Nov 28, 2026'
 * ```
 */
export function utcDay(ms: number, locale: string): string | undefined {
  const date = new Date(ms)
  if (Number.isNaN(date.getTime())) return undefined
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
