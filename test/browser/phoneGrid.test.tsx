/**
 * The collection grid on a phone, in real Chromium (issue 27): two columns of
 * cards at 320 and 390 px as marketplaces show them, the desktop's cards
 * still at least 200 px; each card's text inside its card with every price's
 * number whole (in one theme: the themes differ in colour only); the app's action on each
 * card reached by Tab and by pointer above the card's link; and the rows'
 * first height estimate close to what the cards measure.
 */
import '../../src/ui/styles.css'
import { act, cleanup, render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import type { Order } from '../../src/core/schemas/order.js'
import { CollectibleGridView } from '../../src/ui/components/CollectibleGrid/CollectibleGrid.js'
import { switchFont, TEST_FONTS } from '../support/browserFonts.js'
import { sampleOrder } from '../support/fixtures.js'

afterEach(() => {
  cleanup()
  window.scrollTo(0, 0)
})

const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'
const UNKNOWN = '0x3333333333333333333333333333333333333333'
const currencies = { [WETH]: { symbol: 'WETH' }, [USDC]: { symbol: 'USDC' } }

/** Prices as collections have them, and the longest a price is written (15 characters). */
const PRICES: [string, string, Order['side']][] = [
  [WETH, '0.008792', 'listing'],
  [USDC, '35.8', 'offer'],
  [WETH, '999999999999', 'listing'],
  [UNKNOWN, '0.005937', 'offer'],
  [USDC, '12345.678', 'listing'],
  [UNKNOWN, '999999999999', 'listing'],
]
const NAMES = [
  'Ivory Kraken #4005',
  'W'.repeat(300),
  '<script>window.__pwned=1</script>Innocent Cat',
  'Totally Safe \u202Egnp.exe',
  'Long '.repeat(200),
  "{{constructor.constructor('window.__pwned=1')()}}",
]

const collectibles = (n: number): Collectible[] =>
  Array.from({ length: n }, (_, i) => {
    const [currency, amount, side] = PRICES[i % PRICES.length]!
    return {
      metadata: {
        tokenId: String(i),
        name: NAMES[i % NAMES.length]!,
        imageData:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#3b5bdb"/></svg>',
        attributes: [],
        assets: [],
      },
      order: sampleOrder({
        side,
        orderId: String(i),
        priceCurrencyAddress: currency,
        priceAmountFormatted: amount,
        priceUSD: 26.38,
        originName: 'A marketplace with a long name',
      }),
    }
  })

const frames = (n = 3) =>
  act(async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(() => r(null)))
  })

/** A page as the demo lays it out: 12 px on each side, the grid filling the rest, scrolling with the page. */
async function renderPage(width: number, extra = {}, count = 12) {
  await page.viewport(width, 844)
  document.body.style.margin = '0'
  const utils = render(
    <div data-pk-theme="light" style={{ padding: 12, background: 'var(--pk-bg)' }}>
      <CollectibleGridView
        collectibles={collectibles(count)}
        status="success"
        scroll="window"
        currencies={currencies}
        locale="en"
        {...extra}
      />
    </div>,
  )
  await frames()
  return utils
}

/** Whether an element is clipped by a box between it and the card (then that box must be inside). */
function clippedInside(el: Element, card: Element) {
  for (let p = el.parentElement; p && p !== card; p = p.parentElement) {
    if (getComputedStyle(p).overflowX !== 'visible') return true
  }
  return false
}

/** Everything in a card that leaves its box, and every price whose number is not whole on one line. */
function problems(card: HTMLElement): string[] {
  const out: string[] = []
  const box = card.getBoundingClientRect()
  for (const el of card.querySelectorAll('*')) {
    if (el.closest('.pk-visually-hidden') || clippedInside(el, card)) continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 && r.height === 0) continue
    if (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1)
      out.push(`${el.className} leaves the card`)
  }
  const amount = card.querySelector<HTMLElement>('.pk-card__amount')!
  const text = amount.querySelector('.pk-card__number')!.firstChild as Text
  const number = text.data
  const range = document.createRange()
  range.selectNodeContents(text)
  const lines = [...range.getClientRects()]
  const shown = amount.getBoundingClientRect()
  if (lines.length !== 1) out.push(`${number} on ${lines.length} lines`)
  for (const line of lines) {
    if (
      line.left < shown.left - 1 ||
      line.right > shown.right + 1 ||
      line.bottom > shown.bottom + 1
    )
      out.push(`${number} is cut (${Math.round(line.right - shown.right)} px)`)
  }
  // The name keeps to its two lines.
  const name = card.querySelector<HTMLElement>('.pk-card__name-text')!
  if (name.getBoundingClientRect().height > 2 * 1.3 * 0.95 * 16 + 2) out.push('name over two lines')
  return out
}

describe.each(TEST_FONTS)('in $name', (font) => {
  beforeEach(() => switchFont(font))

  describe.each([320, 390])('at %i px', (width) => {
    // The themes differ in colour only (src/ui/shared/theme.test.ts): the layout in one.
    test('two columns of cards, their text inside, every number whole', async () => {
      const { container } = await renderPage(width)
      const grid = container.querySelector('[role="grid"]')!
      expect(grid.getAttribute('aria-colcount')).toBe('2')
      const cards = [...container.querySelectorAll<HTMLElement>('.pk-card')]
      expect(cards.length).toBeGreaterThanOrEqual(4)
      for (const card of cards) {
        const w = card.getBoundingClientRect().width
        expect(w).toBeGreaterThan(128)
        expect(w).toBeLessThan(190)
        expect(problems(card), card.dataset.tokenId).toEqual([])
      }
      // The two cards of a row side by side, level.
      const [a, b] = cards.map((c) => c.getBoundingClientRect())
      expect(Math.round(a!.top)).toBe(Math.round(b!.top))
      expect(b!.left).toBeGreaterThan(a!.right)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width)
    })
  })

  test('a grid in its own box on a phone has two columns too, its scrollbar left out', async () => {
    await page.viewport(390, 844)
    document.body.style.margin = '0'
    const { container } = render(
      <div style={{ padding: 12, ['--pk-grid-height' as string]: '500px' }}>
        <CollectibleGridView collectibles={collectibles(40)} status="success" locale="en" />
      </div>,
    )
    await frames()
    expect(container.querySelector('[role="grid"]')!.getAttribute('aria-colcount')).toBe('2')
  })

  test('on a desktop the cards keep their width of 200 px and more', async () => {
    const { container } = await renderPage(1280)
    const columns = Number(container.querySelector('[role="grid"]')!.getAttribute('aria-colcount'))
    expect(columns).toBe(5)
    for (const card of container.querySelectorAll<HTMLElement>('.pk-card')) {
      expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(200)
      expect(problems(card), card.dataset.tokenId).toEqual([])
    }
  })

  test('a narrow panel keeps one column rather than cards narrower than 128 px', async () => {
    await page.viewport(1280, 844)
    const { container } = render(
      <div style={{ width: 250 }}>
        <CollectibleGridView collectibles={collectibles(4)} status="success" locale="en" />
      </div>,
    )
    await frames()
    expect(container.querySelector('[role="grid"]')!.getAttribute('aria-colcount')).toBe('1')
  })

  describe.each([320, 1280])('at %i px, with an action on each card', (width) => {
    test('the action sits at the foot of its card, above its link: Tab and pointer reach it', async () => {
      const buy = vi.fn()
      const { container } = await renderPage(width, {
        getHref: (c: Collectible) => `#/t/${c.metadata.tokenId}`,
        renderCardAction: (c: Collectible) => (
          <button type="button" className="pk-button" onClick={() => buy(c.metadata.tokenId)}>
            Buy #{c.metadata.tokenId}
          </button>
        ),
      })
      const cards = [...container.querySelectorAll<HTMLElement>('.pk-card')]
      for (const card of cards) {
        expect(problems(card), card.dataset.tokenId).toEqual([])
        const action = card.querySelector('.pk-card__foot button')!
        // Not inside the link that covers the card.
        expect(action.closest('a')).toBeNull()
        // At the card's foot.
        const foot = action.getBoundingClientRect()
        expect(foot.bottom).toBeGreaterThan(
          card.querySelector('.pk-card__body')!.getBoundingClientRect().bottom,
        )
      }
      // The pointer on the action reaches the action, not the link under it.
      const second = cards[1]!.querySelector<HTMLElement>('.pk-card__foot button')!
      const r = second.getBoundingClientRect()
      expect(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).toBe(second)
      await userEvent.click(second)
      expect(buy).toHaveBeenCalledWith('1')
      // The keyboard: from the card that holds the tab stop, Tab goes to its action, and Enter buys.
      const link = cards[2]!.querySelector('a')!
      link.focus()
      await userEvent.tab()
      expect(document.activeElement?.textContent).toBe('Buy #2')
      await userEvent.keyboard('{Enter}')
      expect(buy).toHaveBeenLastCalledWith('2')
      // The arrows move on from the action as from its card.
      await userEvent.keyboard('{ArrowRight}')
      await frames()
      expect(document.activeElement).toBe(cards[3]!.querySelector('a'))
    })
  })

  test("the rows' first estimate is within a line of what the cards measure", async () => {
    for (const [width, action] of [
      [320, false],
      [390, false],
      [1280, false],
      [320, true],
      [1280, true],
    ] as const) {
      const { container, unmount } = await renderPage(
        width,
        {
          renderCardAction: action
            ? () => (
                <button type="button" className="pk-button">
                  Buy
                </button>
              )
            : undefined,
        },
        3000,
      )
      // A few rows are measured, the thousand others are as tall as the estimate.
      const grid = container.querySelector<HTMLElement>('[role="grid"]')!
      const rows = Number(grid.getAttribute('aria-rowcount'))
      const estimate = grid.getBoundingClientRect().height / rows
      const row = container.querySelector('[role="row"]')!.getBoundingClientRect().height
      expect(Math.abs(estimate - row), `${width} px, action ${action}: ${row}`).toBeLessThan(24)
      unmount()
    }
  })
})
