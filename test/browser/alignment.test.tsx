/**
 * Prices line up, in real Chromium (issue 12): in an order book with mixed
 * currencies every amount ends at the same x, on a phone and a desktop, and
 * every order takes one line on a desktop, two of one height on a phone
 * (issue 27); cards in a row keep their lines level whether or
 * not a price has a US-dollar value.
 */
import '../../src/ui/styles.css'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import type { Order } from '../../src/core/schemas/order.js'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import { switchFont, TEST_FONTS } from '../support/browserFonts.js'
import { sampleOrder } from '../support/fixtures.js'

afterEach(cleanup)

const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'
const UNKNOWN = '0x3333333333333333333333333333333333333333'
const currencies = { [WETH]: { symbol: 'WETH' }, [USDC]: { symbol: 'USDC' } }
const ME = '0x4444444444444444444444444444444444444444'

const orders = (side: 'listing' | 'offer'): Order[] =>
  (
    [
      [WETH, '0.0063', 18.9],
      [USDC, '5000', 5000],
      [UNKNOWN, '0.005937', 0.004],
      [WETH, '12345.678', 3.7e7],
    ] as const
  ).map(([currency, amount, usd], i) =>
    sampleOrder({
      side,
      orderId: `${side}-${i}`,
      priceCurrencyAddress: currency,
      priceAmountFormatted: amount,
      priceUSD: usd,
      createdBy: i === 1 ? ME : undefined,
      validUntil: '2031-05-17T10:00:00Z',
      originName: 'A marketplace with a long name',
    }),
  )

/** Expects every value to be the first (the whole list shows in a failure). */
const expectSame = (values: number[]) => expect(values).toEqual(values.map(() => values[0]))

/** Where each of `elements` ends or starts, rounded to the pixel. */
const edges = (elements: Iterable<Element>, edge: 'left' | 'right' | 'top' | 'bottom' | 'height') =>
  [...elements].map((el) => Math.round(el.getBoundingClientRect()[edge]))

describe.each(TEST_FONTS)('in $name', (font) => {
  beforeEach(() => switchFont(font))

  describe.each([390, 1280])('at %i px', (width) => {
    test('order book: amounts end at one x, rows of one height, on both sides', async () => {
      await page.viewport(width, 900)
      const { container } = render(
        <OrderBookView
          status="success"
          listings={orders('listing')}
          offers={orders('offer')}
          currencies={currencies}
          account={ME}
          onCancel={() => {}}
          now={Date.parse('2030-01-01T00:00:00Z')}
          locale="en"
        />,
      )
      const tables = container.querySelectorAll('.pk-orderbook__table')
      expect(tables).toHaveLength(2)
      for (const table of tables) {
        // Every amount ends at one x, whatever its currency, and every symbol starts at one.
        const amounts = [...table.querySelectorAll('tbody .pk-orderbook__price')].map((th) => {
          const range = document.createRange()
          range.selectNodeContents(th.firstChild!)
          return range.getBoundingClientRect()
        })
        expect(amounts).toHaveLength(4)
        expectSame(amounts.map((r) => Math.round(r.right)))
        expectSame(edges(table.querySelectorAll('tbody .pk-orderbook__symbol > span'), 'left'))
        // In a table, the currency column ends at one x too (stacked, a symbol is as wide as it is).
        const stacked = width < 500
        if (!stacked)
          expectSame(edges(table.querySelectorAll('tbody tr > td:nth-child(2)'), 'right'))
        // One line each in a table, two on a phone: the rows are as tall as each other, own row
        // with its button included.
        const rows = table.querySelectorAll('tbody tr')
        const heights = edges(rows, 'height')
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
        expect(Math.max(...heights)).toBeLessThan(stacked ? 72 : 40)
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    })

    test('order book: nothing scrolls sideways, every cell inside its side', async () => {
      await page.viewport(width, 900)
      const { container } = render(
        <OrderBookView
          status="success"
          listings={orders('listing')}
          offers={[]}
          currencies={currencies}
          account={ME}
          onCancel={() => {}}
          locale="en"
        />,
      )
      const side = container.querySelector<HTMLElement>('.pk-orderbook__side[data-side="listing"]')!
      const box = side.getBoundingClientRect()
      for (const el of side.querySelectorAll('*')) {
        if (el.closest('.pk-visually-hidden, thead')) continue
        expect(el.scrollWidth, el.className).toBeLessThanOrEqual(el.clientWidth + 1)
      }
      for (const cell of side.querySelectorAll('tbody th, tbody td')) {
        const r = cell.getBoundingClientRect()
        if (r.width === 0) continue
        expect(r.left).toBeGreaterThanOrEqual(box.left - 1)
        expect(r.right).toBeLessThanOrEqual(box.right + 1)
      }
    })
  })

  test('cards in a row keep their price and marketplace lines level', async () => {
    await page.viewport(1280, 900)
    const card = (i: number, order: Order) => (
      <CollectibleCard
        collectible={{
          metadata: { tokenId: String(i), name: `Token ${i}`, attributes: [], assets: [] },
          order,
        }}
        currencies={currencies}
        locale="en"
      />
    )
    const { container } = render(
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 180px)', gap: 8 }}>
        {card(1, sampleOrder({ priceCurrencyAddress: WETH, priceAmountFormatted: '0.0063' }))}
        {card(
          2,
          sampleOrder({
            priceCurrencyAddress: WETH,
            priceAmountFormatted: '0.005937',
            priceUSD: undefined,
            priceUSDFormatted: undefined,
          }),
        )}
        {card(3, sampleOrder({ priceCurrencyAddress: UNKNOWN, priceAmountFormatted: '35.8' }))}
      </div>,
    )
    const level = (selector: string, edge: 'top' | 'bottom') =>
      expectSame(edges(container.querySelectorAll(selector), edge))
    expect(container.querySelectorAll('.pk-card__meta')).toHaveLength(3)
    level('.pk-card__price', 'top')
    level('.pk-card__meta', 'top')
    // The decimals agree: four significant digits on every card.
    const amounts = [...container.querySelectorAll('.pk-card__amount')].map((a) => a.textContent)
    expect(amounts).toEqual(['0.006300 WETH', '0.005937 WETH', '35.80 0x3333…3333'])
  })
})
