/** A plan's money and steps as the panel shows them: amounts by symbol, in dollars where the rate is known. */
import { formatUnits, zeroAddress } from 'viem'
import type { Currency } from '../../../core/currency/currency.js'
import type { Network } from '../../../core/transport/networks.js'
import { lookupNetwork } from '../../../core/transport/networks.js'
import type { TradePlan } from '../../../wallet/trade/types.js'
import { formatTokenAmount, formatUSD } from '../../shared/price.js'

/** An amount in words: `0.05000 WETH`, and `$150.00` beside it when the currency's rate is known. */
export interface SummaryAmount {
  readonly amount: string
  readonly usd?: string
}

/** What the panel's summary shows of a plan. */
export interface TradeSummary {
  readonly price: SummaryAmount
  readonly quantity: string
  readonly total: SummaryAmount
  readonly royalty: SummaryAmount | undefined
  readonly fees: SummaryAmount | undefined
  readonly proceeds: SummaryAmount
  /** The ids of the steps the wallet will be asked for, in order. */
  readonly steps: readonly string[]
}

/** The currency of `plan`: its symbol, decimals and dollar rate, from the client's lists. */
function currencyOf(
  plan: TradePlan,
  currencies: readonly Currency[],
  networks: readonly Network[],
) {
  if (plan.currency === zeroAddress) {
    const native = lookupNetwork(networks, plan.chainId)?.nativeCurrency
    return { symbol: native?.symbol ?? 'native', decimals: native?.decimals ?? 18, rate: undefined }
  }
  const found = currencies.find(
    (c) => c.chainId === plan.chainId && c.address.toLowerCase() === plan.currency.toLowerCase(),
  )
  return {
    symbol: found?.symbol.trim().slice(0, 16) || `${plan.currency.slice(0, 6)}…`,
    decimals: found?.decimals ?? 0,
    rate: found?.exchangeRate,
  }
}

/**
 * The summary of `plan` in `locale`.
 *
 * @example
 * ```ts
 * tradeSummary(plan, client.currencies, client.networks, 'en-US').total // { amount: '0.05000 WETH', usd: '$150.00' }
 * ```
 */
export function tradeSummary(
  plan: TradePlan,
  currencies: readonly Currency[],
  networks: readonly Network[],
  locale: string,
): TradeSummary {
  const { symbol, decimals, rate } = currencyOf(plan, currencies, networks)
  const amount = (value: bigint): SummaryAmount => {
    const text = formatUnits(value, decimals)
    return {
      amount: `${formatTokenAmount(text, { locale })} ${symbol}`,
      usd: rate === undefined ? undefined : formatUSD({ priceUSD: Number(text) * rate }, locale),
    }
  }
  const fees = plan.fees.reduce((sum, f) => sum + f.amount, 0n)
  return {
    price: amount(plan.pricePerToken),
    quantity: new Intl.NumberFormat(locale).format(plan.quantity),
    total: amount(plan.total),
    royalty: plan.royalty.amount > 0n ? amount(plan.royalty.amount) : undefined,
    fees: fees > 0n ? amount(fees) : undefined,
    proceeds: amount(plan.proceeds),
    steps: plan.steps.map((s) => s.id),
  }
}
