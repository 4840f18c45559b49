/**
 * The depth chart's computations are bounded for any finite input (issue 11):
 * two listings a few floating-point steps apart used to send the tick loop
 * into a loop that never advanced; a price of 1e-120 made it throw.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { extremeOrder, extremePrice } from '../../../../test/support/extremes.js'
import { axisNumber, depthSteps, MAX_TICKS, niceTicks, priceDomain } from './depth.js'

/** Checks the ticks of `[a, b]`: few, finite, ascending, inside. */
function expectBounded(a: number, b: number, count?: number) {
  const ticks = niceTicks(a, b, count)
  const [lo, hi] = a <= b ? [a, b] : [b, a]
  expect(ticks.length).toBeGreaterThan(0)
  expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS + 1)
  for (const [i, t] of ticks.entries()) {
    expect(Number.isFinite(t)).toBe(true)
    expect(t).toBeGreaterThanOrEqual(lo)
    expect(t).toBeLessThanOrEqual(hi)
    if (i > 0) expect(t).toBeGreaterThan(ticks[i - 1]!)
  }
  return ticks
}

describe('niceTicks', () => {
  test('the inputs that froze or crashed the chart give a few ticks', () => {
    expectBounded(3000, 3000.0000000000005)
    expectBounded(1.5, 1.5000000000000002)
    expectBounded(1.8e13, 1.8e13 + 0.01)
    expectBounded(0, 1e-120)
    expectBounded(5e-324, 1e-323)
    expectBounded(0, Number.MAX_VALUE)
    expectBounded(-Number.MAX_VALUE, Number.MAX_VALUE)
    expectBounded(-0, 0)
    expectBounded(7, 7)
    expectBounded(0, 1e308, 1_000_000)
  })

  test('round steps where the span allows them', () => {
    expect(niceTicks(0, 97, 5)).toEqual([0, 20, 40, 60, 80])
    expect(niceTicks(0.1, 0.35, 5)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35])
    expect(niceTicks(97, 0, 5)).toEqual([0, 20, 40, 60, 80])
    expect(niceTicks(Number.NaN, 1)).toEqual([])
  })

  test('any two finite numbers and any count: at most MAX_TICKS + 1 ticks, inside, ascending', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true })
    fc.assert(
      fc.property(finite, finite, fc.integer({ min: 1, max: 10_000 }), (a, b, count) => {
        expectBounded(a, b, count)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('depth steps and domain', () => {
  test('any book of extreme orders: finite steps, a finite domain, short axis labels', () => {
    fc.assert(
      fc.property(
        fc.array(extremeOrder('listing'), { maxLength: 50 }),
        fc.array(extremeOrder('offer'), { maxLength: 50 }),
        (listings, offers) => {
          const asks = depthSteps(listings, 'ask')
          const bids = depthSteps(offers, 'bid')
          for (const step of [...asks, ...bids]) {
            expect(Number.isFinite(step.cumulative)).toBe(true)
          }
          const domain = priceDomain(bids, asks)
          if (!domain) return
          expect(domain.every(Number.isFinite)).toBe(true)
          for (const t of expectBounded(domain[0], domain[1], 8)) {
            expect(axisNumber(t, { currency: true, locale: 'en-US' }).length).toBeLessThanOrEqual(
              12,
            )
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  test('ten thousand orders chart in one pass', () => {
    const orders = Array.from({ length: 10_000 }, (_, i) => ({
      priceUSD: 1 + i * 1e-12,
      quantityAvailable: '1',
      quantityDecimals: 0,
    }))
    const asks = depthSteps(orders, 'ask')
    expect(asks).toHaveLength(10_000)
    expect(asks.at(-1)!.cumulative).toBe(10_000)
    expectBounded(...priceDomain([], asks)!, 8)
  })

  test('axis labels stay short at any magnitude', () => {
    fc.assert(
      fc.property(extremePrice, (v) => {
        expect(axisNumber(v, { currency: true, locale: 'en-US' }).length).toBeLessThanOrEqual(12)
        expect(axisNumber(v, { locale: 'en-US' }).length).toBeLessThanOrEqual(11)
      }),
    )
  })
})
