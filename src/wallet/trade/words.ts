/**
 * What a trade check says when it refuses, before the wallet is asked: one
 * short sentence in the kit's words, lower case, no full stop (a UI puts it
 * after its own), as the market's refusals are worded.
 */
import { type Address, formatUnits, zeroAddress } from 'viem'
import type { BaseClient } from '../../core/transport/client.js'
import { lookupNetwork } from '../../core/transport/networks.js'
import { WalletFlowError } from '../walletFlow.js'

/** A refusal: a check before the wallet failed. */
export const refuse = (text: string): WalletFlowError => new WalletFlowError('refused', text)

/** A token as `#42`, a long id cut in the middle. */
export function tokenLabel(id: bigint): string {
  const text = id.toString()
  return text.length > 14 ? `#${text.slice(0, 6)}…${text.slice(-4)}` : `#${text}`
}

/** How a currency is named and counted: its symbol and decimals from the client's lists. */
export interface CurrencyWords {
  readonly symbol: string
  readonly decimals: number
  /** An amount of it in words: `0.5 WETH`. */
  amount(value: bigint): string
}

/** The words of `currency` on `chainId`: the network's own, a configured one, or its short address in base units. */
export function currencyWords(
  client: BaseClient,
  chainId: number,
  currency: Address,
): CurrencyWords {
  const known =
    currency === zeroAddress
      ? lookupNetwork(client.networks, chainId)?.nativeCurrency
      : client.currencies.find(
          (c) => c.chainId === chainId && c.address.toLowerCase() === currency.toLowerCase(),
        )
  const symbol =
    known?.symbol.trim().slice(0, 16) || `${currency.slice(0, 6)}…${currency.slice(-4)}`
  const decimals = known?.decimals ?? 0
  return { symbol, decimals, amount: (value) => `${formatUnits(value, decimals)} ${symbol}` }
}
