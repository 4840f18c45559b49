/** Formatting shared by the components: amounts, addresses, relative times. */
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import type { Order } from '../../core/schemas/order.js'

/** The display names of the known marketplaces (decisions.md §3); an unknown one is shown as sent. */
export const MARKETPLACE_NAMES: Readonly<Record<MarketplaceKind, string>> = {
  unknown: 'Unknown marketplace',
  native_marketplace_v1: 'Marketplace v1',
  native_marketplace_v2: 'Marketplace v2',
  sequence_marketplace_v1: 'Marketplace v1',
  sequence_marketplace_v2: 'Marketplace v2',
  blur: 'Blur',
  zerox: '0x',
  opensea: 'OpenSea',
  looks_rare: 'LooksRare',
  x2y2: 'X2Y2',
  alienswap: 'AlienSwap',
  mintify: 'Mintify',
  payment_processor: 'Payment Processor',
  magic_eden: 'Magic Eden',
}

/** A currency's display: its symbol (and decimals, for formatting base units). */
export interface CurrencyInfo {
  readonly symbol: string
  readonly decimals?: number
}

/** Known currencies by address (lower-case keys); the interface gives orders only an address. */
export type CurrencyMap = Readonly<Record<string, CurrencyInfo>>

/**
 * `0x1234…abcd`: an address shortened for display.
 *
 * @example
 * ```ts
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 * ```
 */
export function shortenAddress(address: string, chars = 4): string {
  return address.length <= 2 + chars * 2 + 1
    ? address
    : `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
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
  return currencies?.[address.toLowerCase()]?.symbol ?? shortenAddress(address)
}

/**
 * `1.5 WETH`: an order's price as the server formatted it, with its currency.
 *
 * @example
 * ```ts
 * formatPrice(order, { [weth.toLowerCase()]: { symbol: 'WETH' } })
 * ```
 */
export function formatPrice(
  order: Pick<Order, 'priceAmountFormatted' | 'priceCurrencyAddress'>,
  currencies?: CurrencyMap,
): string {
  return `${order.priceAmountFormatted} ${currencyLabel(order, currencies)}`
}

/**
 * `in 3 days` / `2 hours ago`: the time from `now` to `iso`, in the locale's words.
 *
 * @example
 * ```ts
 * relativeTime(order.validUntil, Date.now()) // 'in 5 days'
 * ```
 */
export function relativeTime(iso: string | undefined, now: number, locale?: string): string {
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
