/**
 * What a trade check says when it refuses, before the wallet is asked: one
 * short sentence in the kit's words, lower case, no full stop (a UI puts it
 * after its own), as the market's refusals are worded.
 */
import { type Address, formatUnits, zeroAddress } from 'viem'
import { currencyName } from '../../core/currency/currency.js'
import { sameAddress } from '../../core/schemas/address.js'
import type { BaseClient } from '../../core/transport/client.js'
import { lookupNetwork } from '../../core/transport/networks.js'
import { WalletFlowError } from '../walletFlow.js'

/** A refusal: a check before the wallet failed. */
export const refuse = (text: string): WalletFlowError => new WalletFlowError('refused', text)

/** How a currency is named and counted: its symbol, decimals and dollar rate from the client's lists. */
export interface CurrencyWords {
  readonly symbol: string
  readonly decimals: number
  /** Dollars per whole unit, where the configured currency says it. */
  readonly rate: number | undefined
  /** An amount of it in words: `0.5 WETH`. */
  amount(value: bigint): string
}

/** The words of `currency` on `chainId`: the network's own, a configured one, or its short address in base units. */
export function currencyWords(
  client: Pick<BaseClient, 'currencies' | 'networks'>,
  chainId: number,
  currency: Address,
): CurrencyWords {
  const configured =
    currency === zeroAddress
      ? undefined
      : client.currencies.find((c) => c.chainId === chainId && sameAddress(c.address, currency))
  const known =
    currency === zeroAddress ? lookupNetwork(client.networks, chainId)?.nativeCurrency : configured
  const symbol = currencyName(known?.symbol, currency)
  const decimals = known?.decimals ?? 0
  const rate = configured?.exchangeRate
  return { symbol, decimals, rate, amount: (value) => `${formatUnits(value, decimals)} ${symbol}` }
}
