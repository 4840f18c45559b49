/**
 * Text from orders and metadata stays in its box, in real Chromium (issue
 * 11): cards, the grid and the order book with 78-digit prices and amounts,
 * huge US-dollar values and long names and origins without spaces, at a phone
 * width and a desktop width. Every element's box must stay inside its
 * component's box, and the page must not scroll sideways.
 */
import '../../src/ui/styles.css'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import { CollectibleGridView } from '../../src/ui/components/CollectibleGrid/CollectibleGrid.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import { MAX_UINT256 } from '../support/extremes.js'
import { sampleOrder } from '../support/fixtures.js'

afterEach(cleanup)

const LONG = 'W'.repeat(300)
const hostile = (side: 'listing' | 'offer', orderId: string) =>
  sampleOrder({
    side,
    orderId,
    priceAmountFormatted: `${MAX_UINT256}.${MAX_UINT256}`,
    priceUSD: 1e300,
    priceUSDFormatted: `$${MAX_UINT256}${MAX_UINT256}`,
    quantityAvailableFormatted: MAX_UINT256,
    originName: 'O'.repeat(48),
    quantityDecimals: 120,
    quantityAvailable: MAX_UINT256,
  })

const collectible = (i: number): Collectible => ({
  metadata: { tokenId: `${MAX_UINT256}${i}`, name: LONG, attributes: [], assets: [] },
  order: hostile('listing', String(i)),
  listing: hostile('listing', String(i)),
  offer: hostile('offer', String(i + 100)),
})

/**
 * Every element under `root` whose box leaves the box it must stay in (1 px
 * of rounding allowed): `root`'s, or, inside a chart, the chart's own box (a
 * tick label cut off by the SVG's edge is a defect too). An element inside a
 * box that scrolls or clips is contained by it, as long as that box is.
 */
function escapees(root: Element): string[] {
  const out: string[] = []
  // A box that scrolls or clips contains an element, unless the element is
  // absolutely positioned and nothing positioned lies between them.
  const clipped = (el: Element) => {
    let absolute = getComputedStyle(el).position === 'absolute'
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
      if (p instanceof SVGElement) continue
      const style = getComputedStyle(p)
      if (style.overflowX !== 'visible' && !absolute) return true
      if (style.position !== 'static') absolute = false
    }
    return false
  }
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('.pk-visually-hidden')) continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 && r.height === 0) continue
    const svg =
      el instanceof SVGElement && !(el instanceof SVGSVGElement) ? el.ownerSVGElement : null
    if (!svg && clipped(el)) continue
    const box = (svg ?? root).getBoundingClientRect()
    if (r.left < box.left - 1 || r.right > box.right + 1) {
      const name = typeof el.className === 'string' ? el.className : el.getAttribute('class')
      out.push(
        `${el.tagName.toLowerCase()}.${name} ${Math.round(r.left - box.left)}..${Math.round(r.right - box.right)}px`,
      )
    }
  }
  return out
}

/** Renders `node` in a container `width` px wide and checks containment and the page's width. */
async function expectContained(node: ReactNode, width: number, selector: string) {
  document.body.style.margin = '0'
  await page.viewport(width, 900)
  const { container } = render(
    <div style={{ width, padding: 8, boxSizing: 'border-box' }}>{node}</div>,
  )
  await expect.poll(() => container.querySelectorAll(selector).length).toBeGreaterThan(0)
  await new Promise((r) => requestAnimationFrame(() => r(null)))
  const roots = container.querySelectorAll(selector)
  for (const root of roots) expect(escapees(root)).toEqual([])
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  )
  cleanup()
}

describe.each([320, 1000])('at %i px', (width) => {
  test('a card', async () => {
    await expectContained(
      <div style={{ width: Math.min(width - 16, 240) }}>
        <CollectibleCard collectible={collectible(1)} />
      </div>,
      width,
      '.pk-card',
    )
  })

  test('the grid', async () => {
    await expectContained(
      <CollectibleGridView
        status="success"
        collectibles={Array.from({ length: 12 }, (_, i) => collectible(i))}
        initialRect={{ width: width - 16, height: 800 }}
      />,
      width,
      '.pk-card',
    )
  })

  test('the order book and its chart', async () => {
    await expectContained(
      <OrderBookView
        status="success"
        listings={[hostile('listing', '1'), hostile('listing', '2')]}
        offers={[hostile('offer', '3')]}
      />,
      width,
      '.pk-orderbook',
    )
  })
})
