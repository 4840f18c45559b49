/**
 * Where the depth chart draws a book (issue 44, depthLayout split out of the
 * chart): the plot's margins, the spread's band, and whole quantity ticks.
 */
import { describe, expect, test } from 'vitest'
import type { DepthStep } from './depth.js'
import { depthLayout } from './depthLayout.js'

const step = (price: number, cumulative: number): DepthStep => ({ price, cumulative })
const base = {
  bids: [step(10, 1), step(8, 3)],
  asks: [step(12, 2), step(15, 5)],
  domain: [8, 15] as const,
  bid: 10,
  ask: 12,
  spreadText: 'Spread $2.00',
  width: 720,
  height: 220,
  locale: 'en-US',
}

describe('depthLayout', () => {
  test('a spread label that fits its band sits inside it, and the plot keeps its margins', () => {
    const layout = depthLayout(base)
    expect(layout.spread).toMatchObject({ inside: true, from: layout.x(10), to: layout.x(12) })
    expect([layout.left, layout.right, layout.top, layout.bottom]).toEqual([48, 704, 12, 180])
    expect(layout.x(8)).toBe(48)
    expect(layout.x(15)).toBe(704)
    expect(layout.y(0)).toBe(180)
  })

  test('a label too wide for its band goes above the plot, which makes room for it', () => {
    const layout = depthLayout({ ...base, ask: 10.1, spreadText: `Spread ${'$'.repeat(40)}` })
    expect(layout.spread?.inside).toBe(false)
    expect(layout.top).toBe(12 + 18)
  })

  test('no spread when a side is missing or the sides cross; whole depths give whole ticks', () => {
    expect(depthLayout({ ...base, bid: undefined }).spread).toBeUndefined()
    expect(depthLayout({ ...base, bid: 13 }).spread).toBeUndefined()
    const layout = depthLayout(base)
    expect(layout.yTicks.every(Number.isInteger)).toBe(true)
    expect(layout.yLabels).toHaveLength(layout.yTicks.length)
    expect(layout.xTicks.length).toBeGreaterThanOrEqual(2)
  })
})
