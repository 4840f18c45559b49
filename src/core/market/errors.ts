/**
 * Sequence Market's refusals in the kit's words (issue 43): a revert of the
 * market — viem's `ContractFunctionRevertedError`, the raw revert data, or
 * any error chain a wallet or a simulated call ends with — read as the
 * kit's one error, a `PlatformError` named after the custom error, whose
 * `msg` says in a plain sentence why ("the offer's WETH allowance is too
 * low"). Data the kit cannot read is a `MarketReverted`, never a throw.
 */
import { decodeErrorResult, type Hex } from 'viem'
import { type CurrencyMap, currencyName } from '../currency/currency.js'
import { sameAddress } from '../schemas/address.js'
import { PlatformError } from '../transport/errors.js'
import { MARKET_ERROR_ABI } from './errorAbi.js'
import { type MarketWordsContext, marketWords } from './errorWords.js'

/**
 * The `error` of a market refusal: one of the market's custom errors, or
 * `MarketReverted` for a revert the kit cannot read (no data, a string
 * reason, a panic, an error of another contract, bytes that do not decode).
 */
export type MarketErrorName = (typeof MARKET_ERROR_ABI)[number]['name'] | 'MarketReverted'

/** A currency as a list gives it (the client's configuration, the emulator's network). */
export interface MarketCurrency {
  readonly address: string
  readonly symbol: string
  readonly decimals?: number
}

export interface MarketErrorOptions {
  /** The currencies to name by symbol (and amounts to write in): a `CurrencyMap` or a list. Else a shortened address. */
  readonly currencies?: CurrencyMap | readonly MarketCurrency[]
  /** The account that sent the call: the sentence says "your" where the error names it. */
  readonly account?: string
  /** The call's data: its function words the sentence (an expired order, or an expiry in the past) and names the `operation`. */
  readonly data?: string
}

/** The market's functions that change state, by selector: for the words and the `operation`. */
const FUNCTIONS: Readonly<Record<string, string>> = {
  '0xdd0de6ec': 'createRequest',
  '0xb056d4ae': 'createRequestBatch',
  '0xe6bd720e': 'acceptRequest',
  '0xa93c5317': 'acceptRequestBatch',
  '0x3015394c': 'cancelRequest',
  '0xf1f5176c': 'cancelRequestBatch',
  '0x3ed97342': 'invalidateRequests',
  '0xffaf1d8d': 'invalidateRequests',
}

/** The longest revert data read (bytes as hex characters): a custom error of the market is a few hundred. */
const MAX_DATA = 20_000
const isData = (value: unknown): value is Hex =>
  typeof value === 'string' && value.length <= MAX_DATA && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)

/** How deep a cause chain is followed (a chain may loop). */
const MAX_DEPTH = 16

/**
 * The revert in `error`, if any: its data (undefined when the node gave
 * none), or undefined when nothing in the chain is a revert (a network
 * failure, a refusal at the wallet).
 */
function revertOf(error: unknown): { readonly data: Hex | undefined } | undefined {
  if (typeof error === 'string') {
    return isData(error) ? { data: error === '0x' ? undefined : error } : undefined
  }
  let reverted = false
  let e = error
  for (let depth = 0; e && typeof e === 'object' && depth < MAX_DEPTH; depth++) {
    const { raw, data, code, name, message, details } = e as Record<string, unknown>
    if (isData(raw) && raw !== '0x') return { data: raw }
    if (isData(data) && data !== '0x') return { data }
    const nested = data && typeof data === 'object' ? (data as { data?: unknown }).data : undefined
    if (isData(nested) && nested !== '0x') return { data: nested }
    if (
      code === 3 ||
      name === 'ContractFunctionRevertedError' ||
      name === 'ExecutionRevertedError' ||
      (typeof details === 'string' && /revert/i.test(details)) ||
      (typeof message === 'string' && /revert/i.test(message))
    ) {
      reverted = true
    }
    e = (e as { cause?: unknown }).cause
  }
  return reverted ? { data: undefined } : undefined
}

/** A currency's words: its name (`currencyName`) and its decimals when known. */
function currencyOf(
  address: string,
  currencies: MarketErrorOptions['currencies'],
): { readonly label: string; readonly decimals?: number | undefined } {
  const found = Array.isArray(currencies)
    ? (currencies as readonly MarketCurrency[]).find((c) => sameAddress(c.address, address))
    : (currencies as CurrencyMap | undefined)?.[address.toLowerCase()]
  return { label: currencyName(found?.symbol, address), decimals: found?.decimals }
}

/**
 * `error` as the kit's error when it is a revert of Sequence Market: a
 * `PlatformError` whose `error` is the custom error's name (or
 * `MarketReverted`), `msg` a plain sentence, `code` the error's 4-byte
 * selector as a number (0 without one), `status` 0 (no HTTP answer),
 * `operation` `SequenceMarket/<function>` when `options.data` says it,
 * `excerpt` the data it could not read, and `cause` the error given. Raw
 * revert data (a hex string) always gives one; an error chain with no
 * revert in it (a dropped connection, a refusal at the wallet) gives
 * undefined. Never throws.
 *
 * @example
 * ```ts
 * try {
 *   await publicClient.simulateContract({ address: market, abi: SEQUENCE_MARKET_ABI, functionName: 'acceptRequest', args, account })
 * } catch (e) {
 *   const refused = marketError(e, { currencies: [{ address: weth, symbol: 'WETH', decimals: 18 }], account })
 *   if (refused) showMessage(refused.msg) // "the offer's WETH allowance is too low, or its maker's balance: 0.5 WETH is needed"
 *   else throw e
 * }
 * ```
 */
export function marketError(
  error: unknown,
  options: MarketErrorOptions = {},
): PlatformError | undefined {
  const revert = revertOf(error)
  if (!revert) return undefined
  const selector = isData(options.data) ? options.data.slice(0, 10).toLowerCase() : ''
  const fn = FUNCTIONS[selector]
  const context: MarketWordsContext = {
    fn,
    account: options.account,
    currency: (address) => currencyOf(address, options.currencies),
  }
  let name: MarketErrorName = 'MarketReverted'
  let msg = 'the market refused the transaction'
  let excerpt: string | undefined
  const { data } = revert
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: MARKET_ERROR_ABI, data })
      const words = marketWords(decoded.errorName, decoded.args ?? [], context)
      if (words.custom) name = decoded.errorName as MarketErrorName
      msg = words.text
    } catch {
      msg = `the market refused the transaction (unreadable error ${data.slice(0, 10)})`
    }
    if (name === 'MarketReverted') excerpt = data.slice(0, 200)
  }
  const code = data && data.length >= 10 ? Number.parseInt(data.slice(2, 10), 16) : 0
  return new PlatformError({
    error: name,
    code,
    msg,
    status: 0,
    operation: fn ? `SequenceMarket/${fn}` : 'SequenceMarket',
    cause: error,
    excerpt,
  })
}
