/**
 * One name per currency across the kit (issue 44): an order's label, the
 * trade panel's summary, a trade's refusal and the market's all call
 * `currencyName`; the summary once cut an unlisted currency to `0xA0b8…`.
 */
import fc from 'fast-check'
import { encodeErrorResult, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { currencyName } from '../../../core/currency/currency.js'
import { MARKET_ERROR_ABI } from '../../../core/market/errorAbi.js'
import { marketError } from '../../../core/market/errors.js'
import { NETWORKS } from '../../../core/transport/networks.js'
import { currencyWords } from '../../../wallet/trade/words.js'
import { currencyLabel } from '../../shared/format.js'
import { tradeSummary } from './summary.js'
import { fixturePlan } from './TradePanel.fixtures.js'

describe('a currency is named one way across the kit', () => {
  // Checksummed, as the chain spells the addresses a refusal names.
  const plan = {
    ...fixturePlan('buy'),
    currency: getAddress('0x1b5a5ea1b3b6f8e2a1c7d4e9f0a3b2c1d4e5f6a7'),
  }
  const owner = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
  /** Each place's name of the plan's currency when the lists give it `symbol` (none: unlisted). */
  const names = (symbol: string | undefined) => {
    const currencies =
      symbol === undefined ? [] : [{ chainId: 137, address: plan.currency, symbol, decimals: 18 }]
    const refusal = marketError(
      encodeErrorResult({
        abi: MARKET_ERROR_ABI,
        errorName: 'InvalidCurrencyApproval',
        args: [plan.currency, 1n, owner],
      }),
      { currencies },
    )
    return {
      label: currencyLabel(
        { priceCurrencyAddress: plan.currency },
        symbol === undefined ? {} : { [plan.currency.toLowerCase()]: { symbol } },
      ),
      summary: tradeSummary(plan, currencies, NETWORKS, 'en-US').price.amount.replace(/^\S+ /, ''),
      trade: currencyWords({ currencies, networks: NETWORKS }, 137, plan.currency).symbol,
      market: /^the (.+) allowance of /s.exec(refusal?.msg ?? '')?.[1],
    }
  }

  test('listed or not, whatever the symbol: the label, the summary, the trade and the market agree', () => {
    const one = (name: string) => ({ label: name, summary: name, trade: name, market: name })
    expect(names('WETH')).toEqual(one('WETH'))
    expect(names('  WETH ')).toEqual(one('WETH'))
    expect(names(undefined)).toEqual(one('0x1B5A…F6A7'))
    expect(names('')).toEqual(one('0x1B5A…F6A7'))
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => !/\s/.test(s)),
        (symbol) => {
          expect(names(symbol)).toEqual(one(currencyName(symbol, plan.currency)))
        },
      ),
      { seed: 44, numRuns: 200 },
    )
  })
})
