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
import {
  fixturePlan,
  fixtureSummary,
} from '../../src/ui/components/TradePanel/TradePanel.fixtures.js'
import { TradePanelView } from '../../src/ui/components/TradePanel/TradePanelView.js'

afterEach(cleanup)

/** The relist's panel, before the wallet is asked. */
const renderRelist = () =>
  render(
    <TradePanelView
      kind="relist"
      planState="ready"
      summary={fixtureSummary(fixturePlan('relist'))}
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
