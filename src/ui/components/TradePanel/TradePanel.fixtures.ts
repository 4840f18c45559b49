/** Plans as the trade flows make them, for the panel's stories and tests: no chain needed to draw one. */
import type { Currency } from '../../../core/currency/currency.js'
import type { Step } from '../../../core/schemas/step.js'
import { NETWORKS } from '../../../core/transport/networks.js'
import type { TradePlan } from '../../../wallet/trade/types.js'
import { type TradeSummary, tradeSummary } from './summary.js'

const WETH = '0x1b5a5ea1b3b6f8e2a1c7d4e9f0a3b2c1d4e5f6a7'
const MARKET = '0xfdb42A198a932C8D3B506Ffa5e855bC4b348a712'
export const FIXTURE_CURRENCIES: readonly Currency[] = [
  { chainId: 137, address: WETH, symbol: 'WETH', decimals: 18, exchangeRate: 3000 },
]
const step = (id: string): Step => ({ id: id as Step['id'], to: MARKET, data: '0x', value: '0' })

/** A plan of `kind` with `approval` first when asked: 0.05 WETH, a 5 % royalty. */
export function fixturePlan(
  kind: TradePlan['kind'],
  { approval = false, quantity = 1n, fee = 0n } = {},
): TradePlan {
  const pricePerToken = 5n * 10n ** 16n
  const total = pricePerToken * quantity
  const royalty = total / 20n
  const call = {
    listing: 'createListing',
    offer: 'createOffer',
    buy: 'buy',
    accept: 'sell',
    relist: 'createListing',
  }[kind]
  return {
    kind,
    chainId: 137,
    market: MARKET,
    account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    collection: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenId: 42n,
    isERC1155: quantity > 1n,
    currency: WETH,
    quantity,
    pricePerToken,
    total,
    royalty: { recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: royalty },
    fees:
      fee > 0n ? [{ recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', amount: fee }] : [],
    proceeds: total - royalty - fee,
    expiry: 2_000_000_000n,
    ...(kind === 'relist'
      ? { requestId: 7n, replaced: { pricePerToken: 4n * 10n ** 16n, currency: WETH } }
      : {}),
    steps: [
      ...(kind === 'relist' ? [step('cancel')] : []),
      ...(approval ? [step('tokenApproval')] : []),
      step(call),
    ],
  }
}

/** The summary the panel shows of `plan`, in en-US. */
export const fixtureSummary = (plan: TradePlan): TradeSummary =>
  tradeSummary(plan, FIXTURE_CURRENCIES, NETWORKS, 'en-US')
