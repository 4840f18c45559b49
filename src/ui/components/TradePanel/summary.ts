/** A plan's money and steps as the panel shows them: amounts by symbol, in dollars where the rate is known. */
import { formatUnits } from 'viem'
import type { Currency } from '../../../core/currency/currency.js'
import type { Network } from '../../../core/transport/networks.js'
import type { TradePlan } from '../../../wallet/trade/types.js'
import { type CurrencyWords, currencyWords } from '../../../wallet/trade/words.js'
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

/** A formatter of amounts of `currency` in `locale`: by symbol, in dollars where the rate is known. */
function amountsOf(currency: CurrencyWords, locale: string) {
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
  const lists = { currencies, networks }
  const amount = amountsOf(currencyWords(lists, plan.chainId, plan.currency), locale)
  const { replaced } = plan
  const fees = plan.fees.reduce((sum, f) => sum + f.amount, 0n)
  return {
    price: amount(plan.pricePerToken),
    ...(replaced && {
      replaced: amountsOf(
        currencyWords(lists, plan.chainId, replaced.currency),
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
