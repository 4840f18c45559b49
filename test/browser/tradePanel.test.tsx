/**
 * The trade panel as drawn, in real Chromium: a relist's summary says the
 * current price, then the new one, its amounts ending at one edge under any
 * width; its steps say their number once ("Step 1: …", no list marker
 * before it).
 */
import '../../src/ui/styles.css'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { TradePanelView, type TradeSummary } from '../../src/ui/index.js'

afterEach(cleanup)

/** A relist's summary as `tradeSummary` writes it: 0.04 → 0.05 WETH, a 5 % royalty. */
const RELIST: TradeSummary = {
  replaced: { amount: '0.04000 WETH', usd: '$120.00' },
  price: { amount: '0.05000 WETH', usd: '$150.00' },
  quantity: '1',
  total: { amount: '0.05000 WETH', usd: '$150.00' },
  royalty: { amount: '0.002500 WETH', usd: '$7.50' },
  fees: undefined,
  proceeds: { amount: '0.04750 WETH', usd: '$142.50' },
  steps: ['cancel', 'createListing'],
}

/** The relist's panel, before the wallet is asked. */
const renderRelist = () =>
  render(
    <TradePanelView
      kind="relist"
      planState="ready"
      summary={RELIST}
      status="idle"
      progress={[]}
      onConfirm={() => {}}
    />,
  )

test.each([320, 1280])(
  'at %i px: the steps say their number once, with no marker',
  async (width) => {
    await page.viewport(width, 800)
    renderRelist()
    const list = screen.getByRole('list', { name: 'Trade steps' })
    const items = [...list.querySelectorAll('li')]
    expect(items.map((li) => li.textContent)).toEqual([
      'Step 1: cancel the listing — waiting',
      'Step 2: list — waiting',
    ])
    for (const li of items) expect(getComputedStyle(li).listStyleType).toBe('none')
    // The step's words start where the panel's text does: no room kept for a marker.
    const panelLeft = screen
      .getByRole('button', { name: 'Update price' })
      .getBoundingClientRect().left
    expect(Math.abs(items[0]!.getBoundingClientRect().left - panelLeft)).toBeLessThanOrEqual(1)
  },
)

test.each([320, 1280])(
  'at %i px: the current price, then the new one, their amounts ending at one edge',
  async (width) => {
    await page.viewport(width, 800)
    const { container } = renderRelist()
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms.slice(0, 2)).toEqual(['Current price', 'New price'])
    const ends = [...container.querySelectorAll('dd')].map((dd) =>
      Math.round(dd.getBoundingClientRect().right),
    )
    expect(new Set(ends).size).toBe(1)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width)
  },
)
