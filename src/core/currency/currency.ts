/**
 * Currencies as the kit shows them. The interface gives an order only its
 * currency's address (`priceCurrencyAddress`); what that address is called,
 * and how many decimals it has, comes from the app's configuration, the
 * network's native currency, or the token contract itself (`readCurrencies`).
 */
import { shortenAddress } from '../schemas/address.js'

/** A currency's display: its symbol, decimals (for base units), the significant digits its prices show, a logo. */
export interface CurrencyInfo {
  readonly symbol: string
  readonly decimals?: number
  /** Significant digits of its prices (default 4): `0.006300 WETH`, `35.80 USDC`. */
  readonly significantDigits?: number
  /** An http(s) or ipfs URL of its logo, shown beside the symbol where there is room. */
  readonly logoUrl?: string
  /**
   * What one whole unit is worth in US dollars, where the app knows it (as
   * the platform's currency lists call it). Prices that carry no `priceUSD`
   * of their own — the activity list's — are shown in dollars with it.
   */
  readonly exchangeRate?: number
}

/** Known currencies by address (lower-case keys); the interface gives orders only an address. */
export type CurrencyMap = Readonly<Record<string, CurrencyInfo>>

/** What an app adds to or changes in the currencies the kit finds: any member, by address (any case). */
export type CurrencyOverrides = Readonly<Record<string, Partial<CurrencyInfo>>>

/** A currency of one network, as a client's configuration lists it (`ClientConfig.currencies`). */
export interface Currency extends CurrencyInfo {
  readonly chainId: number
  readonly address: string
  readonly decimals: number
}

/** The address orders use for a network's native currency (ETH, POL, …). */
export const NATIVE_CURRENCY_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The other address some services use for the native currency. */
const NATIVE_ALIAS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether an address stands for the network's native currency rather than a token contract. */
export const isNativeCurrency = (address: string): boolean => {
  const lower = address.toLowerCase()
  return lower === NATIVE_CURRENCY_ADDRESS || lower === NATIVE_ALIAS
}

/** The longest symbol kept from a token contract, in characters. */
export const SYMBOL_MAX = 16

/**
 * A symbol read from a token contract, made fit to show: anyone can deploy a
 * token, so `symbol()` may return anything. Control and format characters
 * (bidi overrides and isolates, zero-width joiners, line breaks) are removed,
 * runs of white space become one space, and what is left is cut to
 * {@link SYMBOL_MAX} characters with `…`. Nothing left: undefined, and the
 * currency is shown by its address.
 *
 * @example
 * ```ts
 * readableSymbol('USDC') // 'USDC'
 * readableSymbol('\u202Eevil') // 'evil'
 * readableSymbol('') // undefined
 * ```
 */
export function readableSymbol(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    .slice(0, 4 * SYMBOL_MAX)
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
  if (!text) return undefined
  const chars = [...text]
  return chars.length > SYMBOL_MAX ? `${chars.slice(0, SYMBOL_MAX - 1).join('')}…` : text
}

/**
 * How a currency is named wherever the kit shows it: its symbol, trimmed and
 * cut to {@link SYMBOL_MAX} characters, else its shortened address. (A
 * symbol read from a contract is made fit to show once, on reading:
 * `readableSymbol`.)
 *
 * @example
 * ```ts
 * currencyName('USDC', usdc) // 'USDC'
 * currencyName(undefined, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48') // '0xA0b8…eB48'
 * ```
 */
export const currencyName = (symbol: unknown, address: string): string =>
  (typeof symbol === 'string' && symbol.trim().slice(0, SYMBOL_MAX)) || shortenAddress(address)
