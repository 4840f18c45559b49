/**
 * One name per marketplace across the kit: the card, the order book and the
 * price summary all call `marketplaceName`. One name per currency: an order's
 * label, the trade panel's summary, a trade's refusal and the market's all
 * call `currencyName` (issue 44).
 */
import fc from 'fast-check'
import { encodeErrorResult, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { currencyName } from '../../core/currency/currency.js'
import { MARKET_ERROR_ABI } from '../../core/market/errorAbi.js'
import { marketError } from '../../core/market/errors.js'
import { NETWORKS } from '../../core/transport/networks.js'
import { currencyWords } from '../../wallet/trade/words.js'
import { tradeSummary } from '../components/TradePanel/summary.js'
import { fixturePlan } from '../components/TradePanel/TradePanel.fixtures.js'
import { currencyLabel, MARKETPLACE_NAMES, marketplaceName, utcDay } from './format.js'

describe('marketplaceName', () => {
  test('a known kind by the name table, whatever its origin says', () => {
    expect(marketplaceName({ marketplace: 'opensea', originName: 'os' })).toBe('OpenSea')
    expect(marketplaceName({ marketplace: 'sequence_marketplace_v2' })).toBe(
      MARKETPLACE_NAMES.sequence_marketplace_v2,
    )
  })

  test("an unknown kind by the order's origin, else as sent", () => {
    expect(marketplaceName({ marketplace: 'brand_new', originName: 'New Market' })).toBe(
      'New Market',
    )
    expect(marketplaceName({ marketplace: 'brand_new' })).toBe('brand_new')
    expect(marketplaceName({ originName: 'Only origin' })).toBe('Only origin')
    expect(marketplaceName({})).toBeUndefined()
    expect(marketplaceName({ marketplace: '', originName: '' })).toBeUndefined()
  })

  test('overridden names (a component’s strings) come first; a name that is not the table’s own is never read', () => {
    expect(marketplaceName({ marketplace: 'opensea' }, { opensea: 'OS' })).toBe('OS')
    // Keys of Object.prototype are kinds like any other, not the prototype's functions.
    for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(marketplaceName({ marketplace: kind })).toBe(kind)
    }
  })
})

test('utcDay: the day in UTC, whatever the runtime’s zone; no date, no day', () => {
  expect(utcDay(Date.parse('2026-11-28T23:30:00Z'), 'en-US')).toBe('Nov 28, 2026')
  expect(utcDay(Date.parse('2026-11-28T00:10:00Z'), 'de-DE')).toBe('28.11.2026')
  expect(utcDay(Number.NaN, 'en-US')).toBeUndefined()
})

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
