/**
 * The order book, its depth chart and the price summary on a phone, in real
 * Chromium (issue 27): at 320 and 390 px every button of a book with own
 * orders and an app's action lies inside the viewport, and no box scrolls
 * sideways to reach it; rows stack into two lines with the price first; the
 * price summary keeps "0.005890 WETH" on one line in boxes of one height; the
 * spread label of the depth chart crosses none of its band's borders.
 */
import '../../src/ui/styles.css'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { Order } from '../../src/core/schemas/order.js'
import { DepthChart } from '../../src/ui/components/DepthChart/DepthChart.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import { PriceSummaryView } from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { formatPrice } from '../../src/ui/shared/price.js'
import { switchFont, TEST_FONTS } from '../support/browserFonts.js'
import { sampleOrder } from '../support/fixtures.js'

afterEach(cleanup)

const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'
const HOSTILE = '0x3333333333333333333333333333333333333333'
const currencies = {
  [WETH]: { symbol: 'WETH' },
  [USDC]: { symbol: 'USDC' },
  [HOSTILE]: { symbol: `EVIL${'W'.repeat(400)}` },
}
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NOW = Date.parse('2030-01-01T00:00:00Z')
const MONTHS = (n: number) => new Date(NOW + n * 30 * 86_400_000).toISOString()

/** The demo's Crimson Basilisk: three offers, two own listings and one of another maker. */
const order = (
  side: 'listing' | 'offer',
  i: number,
  amount: string,
  usd: number,
  currency: string,
  maker: string,
  origin: string,
) =>
  sampleOrder({
    side,
    orderId: `${side}-${i}`,
    priceAmountFormatted: amount,
    priceUSD: usd,
    priceCurrencyAddress: currency,
    createdBy: maker,
    originName: origin,
    validUntil: MONTHS(i + 1),
  })
const offers: Order[] = [
  order('offer', 1, '0.005890', 17.67, WETH, OTHER, 'OpenSea'),
  order('offer', 2, '0.004746', 14.24, WETH, OTHER, 'Marketplace v2'),
  order('offer', 3, '11.54', 11.54, USDC, ME, 'Marketplace v2'),
]
const listings: Order[] = [
  order('listing', 1, '20.23', 20.23, USDC, ME, 'Marketplace v2'),
  order('listing', 2, '33.35', 33.35, USDC, ME, 'Magic Eden'),
  order('listing', 3, '12345.678', 3.7e7, HOSTILE, OTHER, 'O'.repeat(48)),
]

/** The app's own action: Buy a listing, Accept an offer, nothing on the account's own orders. */
const action = (o: Order, side: 'listing' | 'offer'): ReactNode =>
  o.createdBy === ME ? null : (
    <button type="button" className="pk-button" data-app-action={side}>
      {side === 'listing' ? 'Buy' : 'Accept'}
      <span className="pk-visually-hidden"> {formatPrice(o, currencies)}</span>
    </button>
  )

/** Every ancestor of `el` that clips or scrolls its content sideways. */
const clippingAncestors = (el: Element) => {
  const out: HTMLElement[] = []
  for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
    if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) out.push(p)
  }
  return out
}

/**
 * What keeps `control` from being seen without a sideways scroll: outside
 * the viewport, outside a clipping ancestor's box, or inside an ancestor that
 * scrolls sideways.
 */
function hidden(control: Element): string[] {
  const name = control.getAttribute('aria-label') ?? control.textContent
  const r = control.getBoundingClientRect()
  const out: string[] = []
  if (r.left < -1 || r.right > document.documentElement.clientWidth + 1)
    out.push(`${name}: ${Math.round(r.left)}..${Math.round(r.right)} outside the viewport`)
  for (const box of clippingAncestors(control)) {
    const b = box.getBoundingClientRect()
    if (r.left < b.left - 1 || r.right > b.right + 1)
      out.push(`${name}: outside its clipping ${box.className}`)
    if (box.scrollWidth > box.clientWidth + 1)
      out.push(`${name}: inside ${box.className}, which scrolls sideways`)
  }
  return out
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)))

async function show(node: ReactNode, width: number) {
  document.body.style.margin = '0'
  await page.viewport(width, 900)
  const result = render(<div style={{ padding: 16 }}>{node}</div>)
  await frame()
  return result
}

describe.each(TEST_FONTS)('in $name', (font) => {
  beforeEach(() => switchFont(font))

  describe.each([320, 390])('at %i px', (width) => {
    test('every action of the book is in view, with no box scrolled sideways', async () => {
      await show(
        <OrderBookView
          status="success"
          listings={listings}
          offers={offers}
          currencies={currencies}
          account={ME}
          onCancel={() => {}}
          renderAction={action}
          now={NOW}
          locale="en-US"
        />,
        width,
      )
      const buttons = screen.getAllByRole('button')
      expect(buttons.flatMap(hidden)).toEqual([])
      // Three own orders to cancel, one listing to buy and two offers to accept.
      expect(screen.getAllByRole('button', { name: /^Cancel your order/ })).toHaveLength(3)
      expect(document.querySelectorAll('[data-app-action]')).toHaveLength(3)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    })

    test('a row stacks: price, currency and USD first; quantity, maker, marketplace, expiry under them', async () => {
      await show(
        <OrderBookView
          status="success"
          listings={listings}
          offers={offers}
          currencies={currencies}
          account={ME}
          onCancel={() => {}}
          now={NOW}
          locale="en-US"
        />,
        width,
      )
      for (const table of screen.getAllByRole('table')) {
        const rows = within(table).getAllByRole('row').slice(1)
        const amounts: number[] = []
        for (const row of rows) {
          const [price, , usd, quantity, maker, marketplace, expires] = row.children
          const top = (el: Element) => el.getBoundingClientRect().top
          const bottom = (el: Element) => el.getBoundingClientRect().bottom
          // Line 2 starts below line 1.
          for (const second of [quantity!, maker!, marketplace!, expires!])
            expect(top(second)).toBeGreaterThanOrEqual(Math.max(bottom(price!), bottom(usd!)) - 1)
          // A cancel button ends the first line, beside the price.
          const cancel = row.querySelector('.pk-orderbook__cancel')
          if (cancel) expect(bottom(cancel)).toBeLessThanOrEqual(top(quantity!) + 1)
          const range = document.createRange()
          range.selectNodeContents(price!.firstChild!)
          amounts.push(Math.round(range.getBoundingClientRect().right))
          // Nothing of the row leaves the table's box.
          const box = table.getBoundingClientRect()
          for (const cell of row.children) {
            const r = cell.getBoundingClientRect()
            if (r.width === 0) continue
            expect(r.left).toBeGreaterThanOrEqual(box.left - 1)
            expect(r.right).toBeLessThanOrEqual(box.right + 1)
          }
        }
        // Amounts end at one x, whatever their currency.
        expect(amounts).toEqual(amounts.map(() => amounts[0]))
      }
    })

    test('the price summary keeps an amount and its symbol on one line, both boxes one height', async () => {
      const { container } = await show(
        <PriceSummaryView
          status="success"
          listing={listings[2]}
          offer={offers[0]}
          currencies={currencies}
          renderAction={(o, side) => action(o, side)}
          now={NOW}
          locale="en-US"
        />,
        width,
      )
      const boxes = [...container.querySelectorAll('.pk-price__side')]
      expect(boxes).toHaveLength(2)
      for (const box of boxes) {
        const amount = box.querySelector('.pk-price__amount')!
        // One line: every fragment of its text has one top.
        const tops = new Set<number>()
        const walker = document.createTreeWalker(amount, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
        }
        expect(tops.size).toBe(1)
        // The hostile symbol is clamped inside its box.
        const b = box.getBoundingClientRect()
        for (const el of box.querySelectorAll('*')) {
          if (el.closest('.pk-visually-hidden')) continue
          const r = el.getBoundingClientRect()
          expect(r.right).toBeLessThanOrEqual(b.right + 1)
        }
      }
      const heights = boxes.map((b) => Math.round(b.getBoundingClientRect().height))
      const tops = boxes.map((b) => Math.round(b.getBoundingClientRect().top))
      // Side by side, one height; stacked, each its own.
      if (tops[0] === tops[1]) expect(heights[0]).toBe(heights[1])
      expect(screen.getAllByRole('button').flatMap(hidden)).toEqual([])
    })

    test('the depth chart fits, and the spread label crosses no border of its band', async () => {
      const { container } = await show(
        <DepthChart listings={listings.slice(0, 2)} offers={offers} locale="en-US" />,
        width,
      )
      // Drawn again at the width it has, once measured.
      const chart = container.querySelector<HTMLElement>('.pk-depth')!
      await expect
        .poll(() => container.querySelector('svg')!.getAttribute('width'))
        .toBe(String(Math.floor(chart.getBoundingClientRect().width)))
      const svg = container.querySelector('svg')!.getBoundingClientRect()
      expect(svg.right).toBeLessThanOrEqual(document.documentElement.clientWidth)
      const band = container.querySelector('.pk-depth__spread rect')!.getBoundingClientRect()
      const label = container.querySelector('.pk-depth__spread text')!.getBoundingClientRect()
      expect(container.querySelector('.pk-depth__spread text')!.textContent).toBe('Spread $2.56')
      const inside = label.left >= band.left && label.right <= band.right
      const above = label.bottom <= band.top
      expect(inside || above).toBe(true)
      expect(label.left).toBeGreaterThanOrEqual(svg.left)
      expect(label.right).toBeLessThanOrEqual(svg.right)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    })
  })

  describe.each([760, 1280, 1440])('at %i px', (width) => {
    test('each side is a table, inside its box with long values and actions', async () => {
      const long = (o: Order): Order => ({
        ...o,
        priceCurrencyAddress: o.priceCurrencyAddress === HOSTILE ? WETH : o.priceCurrencyAddress,
        originName: 'A marketplace with a long name',
        marketplace: 'unknown',
        priceAmountFormatted: '12345678.123',
        priceUSD: 1234567.89,
      })
      const { container } = await show(
        <OrderBookView
          status="success"
          listings={listings.map(long)}
          offers={offers.map(long)}
          currencies={currencies}
          account={ME}
          onCancel={() => {}}
          renderAction={action}
          now={NOW}
          locale="en-US"
        />,
        width,
      )
      for (const side of container.querySelectorAll('.pk-orderbook__side')) {
        const table = side.querySelector('table')!
        expect(getComputedStyle(table).display).toBe('table')
        expect(side.scrollWidth).toBeLessThanOrEqual(side.clientWidth)
        expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
          side.getBoundingClientRect().right,
        )
      }
      expect(screen.getAllByRole('button').flatMap(hidden)).toEqual([])
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    })
  })
})
