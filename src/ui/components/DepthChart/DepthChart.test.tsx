/**
 * DepthChart: the chart's maths (steps, scales, ticks, quantities), the chart
 * drawn from hand-made orders, and its spread band and label.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { at, order } from '../../../../test/support/bookOrders.js'
import {
  DepthChart,
  depthSteps,
  depthSummary,
  linearScale,
  niceTicks,
  orderQuantity,
  priceDomain,
  stepPath,
} from './DepthChart.js'
import { spreadLabel } from './spreadLabel.js'

afterEach(cleanup)

describe('depth maths', () => {
  test('orderQuantity reads quantityAvailable in whole units', () => {
    expect(orderQuantity({ priceUSD: 1, quantityAvailable: '3', quantityDecimals: 0 })).toBe(3)
    expect(orderQuantity({ priceUSD: 1, quantityAvailable: '250', quantityDecimals: 2 })).toBe(2.5)
    expect(orderQuantity({ priceUSD: 1, quantityAvailable: 'x', quantityDecimals: 0 })).toBe(0)
    expect(orderQuantity({ priceUSD: 1, quantityAvailable: '-1', quantityDecimals: 0 })).toBe(0)
  })

  test('depthSteps accumulates from the best price outward, one step per price', () => {
    const offers = [at(20, 1), at(30, 2), at(25, 1), at(25, 3), at(10, 0), at(Number.NaN, 1)]
    expect(depthSteps(offers, 'bid')).toEqual([
      { price: 30, cumulative: 2 },
      { price: 25, cumulative: 6 },
      { price: 20, cumulative: 7 },
    ])
    expect(depthSteps(offers, 'ask')).toEqual([
      { price: 20, cumulative: 1 },
      { price: 25, cumulative: 5 },
      { price: 30, cumulative: 7 },
    ])
    expect(depthSteps([], 'ask')).toEqual([])
  })

  test('linearScale maps a domain onto a range, and a single point onto the middle', () => {
    const x = linearScale([10, 20], [0, 100])
    expect([x(10), x(15), x(20), x(30)]).toEqual([0, 50, 100, 200])
    const y = linearScale([0, 4], [200, 0])
    expect([y(0), y(1), y(4)]).toEqual([200, 150, 0])
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50)
  })

  test('niceTicks gives round values inside the interval', () => {
    expect(niceTicks(0, 97, 5)).toEqual([0, 20, 40, 60, 80])
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(niceTicks(12, 58, 4)).toEqual([20, 30, 40, 50])
    expect(niceTicks(0.1, 0.35, 5)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35])
    expect(niceTicks(3, 3)).toEqual([3])
    expect(niceTicks(10, 0, 2)).toEqual([0, 5, 10])
    expect(niceTicks(0, Number.NaN)).toEqual([])
  })

  test('priceDomain pads both sides, and a single price', () => {
    expect(priceDomain([{ price: 20, cumulative: 1 }], [{ price: 40, cumulative: 1 }])).toEqual([
      19, 41,
    ])
    expect(priceDomain([], [{ price: 50, cumulative: 1 }])).toEqual([45, 55])
    expect(priceDomain([], [])).toBeUndefined()
  })

  test('stepPath draws a stepped area from the best price to the edge', () => {
    const x = (p: number) => p * 10
    const y = (q: number) => 100 - q * 10
    expect(stepPath([{ price: 2, cumulative: 1 }], 3, x, y)).toBe('M20 100L20 90L30 90L30 100Z')
    expect(
      stepPath(
        [
          { price: 5, cumulative: 1 },
          { price: 4, cumulative: 3 },
        ],
        1,
        x,
        y,
      ),
    ).toBe('M50 100L50 90L40 90L40 70L10 70L10 100Z')
    expect(stepPath([], 1, x, y)).toBe('')
  })

  test('depthSummary: best bid, best ask and spread', () => {
    const bids = depthSteps([at(30), at(20)], 'bid')
    const asks = depthSteps([at(45.1), at(50)], 'ask')
    expect(depthSummary(bids, asks)).toEqual({ bid: 30, ask: 45.1, spread: 15.1 })
    expect(depthSummary([], asks)).toEqual({ ask: 45.1 })
    expect(depthSummary([], [])).toEqual({})
  })
})

describe('DepthChart', () => {
  test('an image with a title, a summary, both areas and axis ticks', () => {
    const { container } = render(
      <DepthChart
        offers={[at(30, 1), at(20, 2)]}
        listings={[at(40, 1), at(60, 3)]}
        locale="en-US"
      />,
    )
    const chart = screen.getByRole('img', {
      name: 'Best bid $30.00, best ask $40.00, spread $10.00',
    })
    expect(chart.querySelector('title')?.textContent).toBe('Order book depth')
    const bid = container.querySelector('[data-side="bid"].pk-depth__area')!
    const ask = container.querySelector('[data-side="ask"].pk-depth__area')!
    expect(bid.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L.*Z$/)
    expect(ask.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L.*Z$/)
    const xTicks = [...container.querySelectorAll('[data-axis="x"] .pk-depth__tick text')].map(
      (t) => t.textContent,
    )
    expect(xTicks).toContain('$30')
    expect(xTicks).toContain('$40')
    const yTicks = [...container.querySelectorAll('[data-axis="y"] .pk-depth__tick text')].map(
      (t) => t.textContent,
    )
    expect(yTicks).toEqual(['0', '1', '2', '3', '4'])
    // The legend says each side in words, not by its colour alone.
    expect(screen.getByText('Bids (offers)')).toBeTruthy()
    expect(screen.getByText('Asks (listings)')).toBeTruthy()
  })

  test('one side only: the other is none', () => {
    render(<DepthChart offers={[]} listings={[at(40)]} locale="en-US" />)
    expect(
      screen.getByRole('img', { name: 'Best bid none, best ask $40.00, spread none' }),
    ).toBeTruthy()
  })

  test('an empty state, and its strings', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <DepthChart
        ref={ref}
        className="mine"
        offers={[]}
        listings={[]}
        strings={{ empty: 'Rien à montrer' }}
      />,
    )
    expect(screen.getByRole('img', { name: 'Rien à montrer' })).toBeTruthy()
    expect(ref.current?.className).toBe('pk-depth mine')
    expect(ref.current?.querySelector('path')).toBeNull()
  })
})

describe('the depth chart marks the spread', () => {
  test('a dashed band between the best bid and the best ask, labelled with the spread', () => {
    const { container } = render(
      <DepthChart
        locale="en-US"
        offers={[order({ side: 'offer', priceUSD: 10 })]}
        listings={[order({ side: 'listing', priceUSD: 12.5 })]}
      />,
    )
    expect(container.querySelector('.pk-depth__title')?.textContent).toBe('Order book depth')
    const spread = container.querySelector('.pk-depth__spread')!
    expect(spread.textContent).toBe('Spread $2.50')
    expect(Number(spread.querySelector('rect')!.getAttribute('width'))).toBeGreaterThan(0)
  })

  test('spreadLabel: inside a band it fits, else centred above it, never past the chart', () => {
    // 12 characters at 6.5 px: 78 px, with 4 px to spare on each side.
    expect(spreadLabel({ from: 100, to: 190, text: 'Spread $2.56', width: 720 })).toEqual({
      inside: true,
      x: 145,
      labelWidth: 78,
    })
    expect(spreadLabel({ from: 100, to: 124, text: 'Spread $2.56', width: 320 })).toEqual({
      inside: false,
      x: 112,
      labelWidth: 78,
    })
    // Near an edge it moves inward, so that all of it is inside the chart.
    expect(spreadLabel({ from: 2, to: 10, text: 'Spread $2.56', width: 320 }).x).toBe(39)
    expect(spreadLabel({ from: 310, to: 318, text: 'Spread $2.56', width: 320 }).x).toBe(281)
  })

  test.each([
    ['a narrow band: above the plot, over the band', 17.67, 20.23, 'above'],
    ['a wide band: inside it', 11, 30, 'inside'],
  ])('the label of %s', (_, bid, ask, place) => {
    const { container } = render(
      <DepthChart locale="en-US" offers={[at(bid), at(10, 2)]} listings={[at(ask), at(35, 2)]} />,
    )
    const spread = container.querySelector('.pk-depth__spread')!
    expect(spread.getAttribute('data-label')).toBe(place)
    const rect = spread.querySelector('rect')!
    const label = spread.querySelector('text')!
    const [left, top, width] = ['x', 'y', 'width'].map((a) => Number(rect.getAttribute(a)))
    const x = Number(label.getAttribute('x'))
    const y = Number(label.getAttribute('y'))
    const half = (label.textContent!.length * 6.5) / 2
    expect(label.getAttribute('text-anchor')).toBe('middle')
    if (place === 'inside') {
      // Between the band's borders, below its top.
      expect(x - half).toBeGreaterThan(left!)
      expect(x + half).toBeLessThan(left! + width!)
      expect(y - 11).toBeGreaterThan(top!)
    } else {
      // Wholly above the band (11 px text on its baseline), centred on it, inside the chart.
      expect(y + 3).toBeLessThanOrEqual(top!)
      expect(y - 11).toBeGreaterThanOrEqual(0)
      expect(x).toBeCloseTo(left! + width! / 2, 5)
      expect(x - half).toBeGreaterThanOrEqual(0)
      expect(x + half).toBeLessThanOrEqual(720)
    }
  })

  test('no band with one side only, and the title stays when the book is empty', () => {
    const one = render(<DepthChart offers={[]} listings={[order({ priceUSD: 3 })]} />)
    expect(one.container.querySelector('.pk-depth__spread')).toBeNull()
    one.unmount()
    const none = render(<DepthChart offers={[]} listings={[]} />)
    expect(none.container.querySelector('.pk-depth__title')?.textContent).toBe('Order book depth')
    expect(none.container.querySelector('svg')!.getAttribute('height')).toBe('220')
  })
})
