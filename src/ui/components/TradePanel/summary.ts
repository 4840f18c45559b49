/** A plan's money and steps as the panel shows them: amounts by symbol, in dollars where the rate is known. */
import { formatUnits, zeroAddress } from 'viem'
import type { Currency } from '../../../core/currency/currency.js'
import { sameAddress } from '../../../core/schemas/address.js'
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
  /** A relist: the listing's price now, which `price` replaces. */
  readonly replaced?: SummaryAmount
  readonly quantity: string
  readonly total: SummaryAmount
  readonly royalty: SummaryAmount | undefined
  readonly fees: SummaryAmount | undefined
  readonly proceeds: SummaryAmount
  /** The ids of the steps the wallet will be asked for, in order. */
  readonly steps: readonly string[]
}

/** `currency` on `chainId`: its symbol, decimals and dollar rate, from the client's lists. */
function currencyOf(
  chainId: number,
  currency: string,
  currencies: readonly Currency[],
  networks: readonly Network[],
) {
  if (currency === zeroAddress) {
    const native = lookupNetwork(networks, chainId)?.nativeCurrency
    return { symbol: native?.symbol ?? 'native', decimals: native?.decimals ?? 18, rate: undefined }
  }
  const found = currencies.find((c) => c.chainId === chainId && sameAddress(c.address, currency))
  return {
    symbol: found?.symbol.trim().slice(0, 16) || `${currency.slice(0, 6)}…`,
    decimals: found?.decimals ?? 0,
    rate: found?.exchangeRate,
  }
}

/** A formatter of amounts of `currency` in `locale`: by symbol, in dollars where the rate is known. */
function amountsOf(currency: ReturnType<typeof currencyOf>, locale: string) {
  const { symbol, decimals, rate } = currency
  return (value: bigint): SummaryAmount => {
    const text = formatUnits(value, decimals)
    return {
      amount: `${formatTokenAmount(text, { locale })} ${symbol}`,
      usd: rate === undefined ? undefined : formatUSD({ priceUSD: Number(text) * rate }, locale),
    }
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
  const amount = amountsOf(currencyOf(plan.chainId, plan.currency, currencies, networks), locale)
  const { replaced } = plan
  const fees = plan.fees.reduce((sum, f) => sum + f.amount, 0n)
  return {
    price: amount(plan.pricePerToken),
    ...(replaced && {
      replaced: amountsOf(
        currencyOf(plan.chainId, replaced.currency, currencies, networks),
        locale,
      )(replaced.pricePerToken),
    }),
    quantity: new Intl.NumberFormat(locale).format(plan.quantity),
    total: amount(plan.total),
    royalty: plan.royalty.amount > 0n ? amount(plan.royalty.amount) : undefined,
    fees: fees > 0n ? amount(fees) : undefined,
    proceeds: amount(plan.proceeds),
    steps: plan.steps.map((s) => s.id),
  }
}
