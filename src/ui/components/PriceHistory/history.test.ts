import { expect, test } from 'vitest'
import {
  activityEntry,
  MARKET_CURRENCIES,
  NOW,
  USDC,
  WETH,
} from '../../../../test/support/activityFixtures.js'
import { MAX_SALES, salesSeries } from './history.js'

const sale = (n: number, price: string, currency = WETH, time = NOW - n * 60_000) =>
  activityEntry(n, { kind: 'sale', price, currency, time: new Date(time).toISOString() })

test('the sales in the currency most were paid in, oldest first, in whole units', () => {
  const series = salesSeries(
    [
      sale(1, '20000000000000000'),
      sale(2, '10000000000000000'),
      sale(3, '5000000', USDC),
      activityEntry(4, { kind: 'listing', price: '1', currency: WETH }),
    ],
    MARKET_CURRENCIES,
  )
  expect(series.currency).toBe(WETH.toLowerCase())
  expect(series.points.map((p) => p.value)).toEqual([0.01, 0.02])
  expect(series.left).toBe(1)
})

test('a time or a price that does not read is left out, not charted as NaN; the latest MAX_SALES are kept', () => {
  const bad = [sale(1, '1000'), { ...sale(2, '1000'), time: 'yesterday' }]
  expect(salesSeries(bad, MARKET_CURRENCIES).points).toHaveLength(1)
  // A currency whose decimals nobody knows has no price to chart.
  expect(salesSeries(bad, {}).points).toEqual([])
  const many = Array.from({ length: MAX_SALES + 20 }, (_, i) => sale(i + 1, String(1e15 + i)))
  const { points, left } = salesSeries(many, MARKET_CURRENCIES)
  expect(points).toHaveLength(MAX_SALES)
  expect(left).toBe(20)
  expect(points.at(-1)!.item.id).toBe('1') // the newest (sale 1 is the latest in time)
})
