/**
 * OrderBook, OrderBookView and DepthChart: the chart's maths, every state of
 * the view with hand-made orders, and the bound component against the
 * emulator (pages, errors and retry, cancel actions, hostile metadata).
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Order } from '../../src/core/schemas/order.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import {
  DepthChart,
  depthSteps,
  depthSummary,
  linearScale,
  niceTicks,
  orderQuantity,
  priceDomain,
  stepPath,
} from '../../src/ui/components/DepthChart.js'
import { OrderBook, OrderBookView } from '../../src/ui/components/OrderBook.js'
import { spreadLabel } from '../../src/ui/components/orderbook/spreadLabel.js'
import type { CurrencyMap } from '../../src/ui/shared/format.js'
import { formatTokenAmount } from '../../src/ui/shared/price.js'
import { sampleOrder } from '../support/fixtures.js'
import { setupTestPlatform } from '../support/platform.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const { emulator } = platform
const market = emulator.state.marketplace

const NOW = Date.UTC(2026, 0, 1)
const DAY = 86_400_000
const WETH = '0x1111111111111111111111111111111111111111'
const USDC = '0x2222222222222222222222222222222222222222'
const ALICE = '0xA11cE00000000000000000000000000000000A11'
const BOB = '0xB0b0000000000000000000000000000000000B0b'
const currencies: CurrencyMap = {
  [WETH]: { symbol: 'WETH', decimals: 18 },
  [USDC]: { symbol: 'USDC', decimals: 6 },
}

let nextId = 1
/** A complete order; only what a test cares about needs saying. */
function order(overrides: Partial<Order> = {}): Order {
  const id = nextId++
  const dayAgo = new Date(NOW - DAY).toISOString()
  return sampleOrder({
    id,
    orderId: String(1000 + id),
    source: 'opensea',
    chainId: 31337,
    originName: 'OpenSea',
    collectionContractAddress: '0x5a4B203D2a0DBd44784dFf003F25B2Da70BeC38e',
    createdBy: ALICE,
    priceAmount: '1500000000000000000',
    priceAmountNet: '1400000000000000000',
    priceAmountNetFormatted: '1.4',
    priceCurrencyAddress: WETH,
    priceDecimals: 18,
    priceUSD: 4500,
    priceUSDFormatted: '$4,500.00',
    feeBps: 250,
    validFrom: dayAgo,
    validUntil: new Date(NOW + 3 * DAY).toISOString(),
    createdAt: dayAgo,
    updatedAt: dayAgo,
    tokenId: '1',
    orderCreatedAt: dayAgo,
    orderUpdatedAt: dayAgo,
    ...overrides,
  })
}

const at = (usd: number, quantity = 1, overrides: Partial<Order> = {}) =>
  order({
    priceUSD: usd,
    priceUSDFormatted: `$${usd.toFixed(2)}`,
    priceAmountFormatted: String(usd),
    priceCurrencyAddress: USDC,
    quantityAvailable: String(quantity),
    quantityAvailableFormatted: String(quantity),
    ...overrides,
  })

// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------

describe('OrderBookView', () => {
  const listings = [
    order({ createdBy: ALICE, priceAmountFormatted: '1.5', priceUSDFormatted: '$4,500.00' }),
    order({
      createdBy: BOB,
      priceAmountFormatted: '5000',
      priceCurrencyAddress: USDC,
      priceUSD: 5000,
      priceUSDFormatted: '$5,000.00',
      originName: 'Magic Eden',
      marketplace: 'magic_eden',
      quantityAvailableFormatted: '7',
      validUntil: '',
    }),
  ]
  const offers = [
    order({
      side: 'offer',
      createdBy: BOB,
      priceAmountFormatted: '1.2',
      priceUSD: 3600,
      priceUSDFormatted: '$3,600.00',
      validUntil: new Date(NOW + 2 * 3_600_000).toISOString(),
    }),
  ]

  const tables = () => {
    const offerTable = screen.getByRole('table', { name: 'Offers (bids)' })
    const listingTable = screen.getByRole('table', { name: 'Listings (asks)' })
    return { offerTable, listingTable }
  }
  const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

  test('both sides as tables: price, USD, quantity, maker, marketplace, expiry', () => {
    render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        currencies={currencies}
        now={NOW}
        locale="en"
      />,
    )
    const { offerTable, listingTable } = tables()
    const [first, second] = bodyRows(listingTable)
    expect(within(first!).getByRole('rowheader').textContent).toBe('1.500 WETH')
    expect(first!.textContent).toContain('$4,500.00')
    expect(first!.textContent).toContain('OpenSea')
    expect(first!.textContent).toContain('in 3 days')
    expect(within(first!).getByTitle(ALICE).textContent).toContain('0xA11c…0A11')
    // The full address is there for assistive technology.
    expect(within(first!).getByText(ALICE)).toBeTruthy()
    expect(within(second!).getByRole('rowheader').textContent).toBe('5,000 USDC')
    expect(second!.textContent).toContain('7')
    expect(second!.textContent).toContain('Magic Eden')
    expect(second!.textContent).toContain('Never')
    expect(bodyRows(offerTable)).toHaveLength(1)
    expect(offerTable.textContent).toContain('1.200 WETH')
    expect(offerTable.textContent).toContain('in 2 hours')
    expect(
      within(listingTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Price', 'USD', 'Quantity', 'Maker', 'Marketplace', 'Expires'])
    // The chart sits above the tables.
    const chart = screen.getByRole('img', { name: /Best bid \$3,600\.00/ })
    expect(
      chart.compareDocumentPosition(offerTable) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    // No action column without onCancel.
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('a currency not in the map shows its shortened address', () => {
    render(<OrderBookView status="success" listings={[listings[1]!]} now={NOW} />)
    expect(screen.getByRole('rowheader').textContent).toBe('5,000 0x2222…2222')
  })

  test('loading: busy, announced, skeletons and no table', () => {
    const { container } = render(<OrderBookView status="pending" />)
    const book = screen.getByRole('region', { name: 'Order book' })
    expect(book.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading the order book…')
    expect(container.querySelectorAll('.pk-skeleton').length).toBeGreaterThan(0)
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('error: an alert with a retry button', async () => {
    const onRetry = vi.fn()
    render(<OrderBookView status="error" onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('The order book could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBeNull()
  })

  test('empty: one message, with no chart and no table', () => {
    const { container } = render(<OrderBookView status="success" listings={[]} offers={[]} />)
    const book = screen.getByRole('region', { name: 'Order book' })
    expect(within(book).getByText('No listings or offers for this collectible yet.')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByText('No offers')).toBeNull()
    expect(screen.queryByText('No listings')).toBeNull()
    expect(container.querySelector('.pk-orderbook__side, .pk-depth')).toBeNull()
  })

  test('one empty side: a short line for that side only, under its caption', () => {
    const { container, rerender } = render(
      <OrderBookView status="success" listings={listings} offers={[]} now={NOW} />,
    )
    expect(screen.queryByText('No listings or offers for this collectible yet.')).toBeNull()
    const bids = container.querySelector('.pk-orderbook__side[data-side="offer"]')!
    expect(bids.textContent).toBe('Offers (bids)No offers')
    expect(screen.queryByRole('table', { name: 'Offers (bids)' })).toBeNull()
    expect(screen.queryByText('No listings')).toBeNull()
    expect(bodyRows(screen.getByRole('table', { name: 'Listings (asks)' }))).toHaveLength(2)
    expect(screen.getByRole('img', { name: /Best bid none/ })).toBeTruthy()
    rerender(<OrderBookView status="success" listings={[]} offers={offers} now={NOW} />)
    expect(screen.getByText('No listings')).toBeTruthy()
    expect(screen.queryByText('No offers')).toBeNull()
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })

  test('load more, per side, only when there is more', async () => {
    const more = { listings: vi.fn(), offers: vi.fn() }
    const { rerender } = render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        hasMoreListings
        onLoadMoreListings={more.listings}
        onLoadMoreOffers={more.offers}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Load more offers' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Load more listings' }))
    expect(more.listings).toHaveBeenCalledTimes(1)
    rerender(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        hasMoreListings
        hasMoreOffers
        loadingMoreListings
        onLoadMoreListings={more.listings}
        onLoadMoreOffers={more.offers}
      />,
    )
    const busy = screen.getByRole('button', { name: 'Load more listings' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Load more offers' }))
    expect(more.offers).toHaveBeenCalledTimes(1)
  })

  test("cancel buttons on the account's own rows only, and only with onCancel", async () => {
    const onCancel = vi.fn()
    const { rerender } = render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        currencies={currencies}
        account={ALICE.toLowerCase()}
        onCancel={onCancel}
      />,
    )
    const buttons = screen.getAllByRole('button', { name: /^Cancel your order at/ })
    expect(buttons).toHaveLength(1)
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Cancel your order at 1.500 WETH')
    expect(buttons[0]!.textContent).toBe('Cancel')
    const { listingTable, offerTable } = tables()
    expect(within(bodyRows(listingTable)[0]!).getByText('You')).toBeTruthy()
    expect(within(bodyRows(listingTable)[1]!).queryByRole('button')).toBeNull()
    expect(within(offerTable).queryByRole('button')).toBeNull()
    buttons[0]!.focus()
    await userEvent.keyboard('{Enter}')
    expect(onCancel).toHaveBeenCalledWith(listings[0])

    rerender(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        account={BOB.toUpperCase().replace('0X', '0x')}
        onCancel={onCancel}
      />,
    )
    expect(screen.getAllByRole('button', { name: /^Cancel your order/ })).toHaveLength(2)

    rerender(<OrderBookView status="success" listings={listings} offers={offers} account={ALICE} />)
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
    expect(screen.getByText('You')).toBeTruthy()
  })

  test("the app's action: in each row it returns one for, with the order and its side, beside the cancel", async () => {
    const renderAction = vi.fn((o: Order, side: 'listing' | 'offer') =>
      o.createdBy === ALICE ? null : (
        <button type="button">
          {side === 'listing' ? 'Buy' : 'Accept'} for {o.priceAmountFormatted}
        </button>
      ),
    )
    const onCancel = vi.fn()
    render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        currencies={currencies}
        account={ALICE}
        onCancel={onCancel}
        renderAction={renderAction}
      />,
    )
    // Called once a row, with the order and the side it is on.
    expect(renderAction.mock.calls).toEqual([
      [offers[0], 'offer'],
      [listings[0], 'listing'],
      [listings[1], 'listing'],
    ])
    const { listingTable, offerTable } = tables()
    const [own, other] = bodyRows(listingTable)
    // The own listing: its cancel and no app action; the other: the app's Buy in its action cell.
    expect(
      within(own!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel'])
    const buy = within(other!).getByRole('button', { name: 'Buy for 5000' })
    expect(buy.closest('td')?.getAttribute('data-column')).toBe('actions')
    expect(within(offerTable).getByRole('button', { name: 'Accept for 1.2' })).toBeTruthy()
    // An actions column, its header named for screen readers, on both sides.
    expect(within(offerTable).getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions')
    // Reachable by Tab, in reading order: offers first, then the listings' cancel and Buy.
    document.body.focus()
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Accept for 1.2')
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Cancel your order at 1.500 WETH',
    )
    await userEvent.tab()
    expect(document.activeElement).toBe(buy)
    await userEvent.keyboard('{Enter}')
    expect(onCancel).not.toHaveBeenCalled()
  })

  test('no action cell where the app returns nothing for every row', () => {
    render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        renderAction={() => undefined}
      />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull()
    expect(document.querySelector('[data-column="actions"]')).toBeNull()
  })

  test('every element of the tables states its role, so a stacked row keeps its table semantics', () => {
    render(
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        account={ALICE}
        onCancel={() => {}}
        now={NOW}
      />,
    )
    const { listingTable } = tables()
    expect(listingTable.getAttribute('role')).toBe('table')
    for (const group of listingTable.querySelectorAll('thead, tbody'))
      expect(group.getAttribute('role')).toBe('rowgroup')
    for (const row of listingTable.querySelectorAll('tr'))
      expect(row.getAttribute('role')).toBe('row')
    for (const th of listingTable.querySelectorAll('thead th'))
      expect(th.getAttribute('role')).toBe('columnheader')
    for (const row of listingTable.querySelectorAll('tbody tr')) {
      expect(row.querySelector('th')?.getAttribute('role')).toBe('rowheader')
      for (const td of row.querySelectorAll('td')) expect(td.getAttribute('role')).toBe('cell')
    }
    // The column headers reach screen readers; the stacked row's "Qty" is for the eye only.
    expect(
      within(listingTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Price', 'USD', 'Quantity', 'Maker', 'Marketplace', 'Expires', 'Actions'])
    const quantity = bodyRows(listingTable)[1]!.querySelector('[data-column="quantity"]')!
    expect(quantity.querySelector('[aria-hidden="true"]')?.textContent).toBe('Qty')
    expect(quantity.textContent).toBe('Qty7')
  })

  test('strings, className, ref, and no chart on request', () => {
    const ref = createRef<HTMLElement>()
    render(
      <OrderBookView
        ref={ref}
        className="mine"
        status="success"
        listings={listings}
        offers={offers}
        depthChart={false}
        strings={{ listings: 'Ventes', offers: 'Achats', price: 'Prix' }}
      />,
    )
    expect(screen.getByRole('table', { name: 'Ventes' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Achats' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader', { name: 'Prix' })).toHaveLength(2)
    expect(ref.current?.tagName).toBe('SECTION')
    expect(ref.current?.className).toBe('pk-orderbook mine')
    expect(screen.queryByRole('img')).toBeNull()
  })

  test('a quantity whose formatted text is not a number shows its base units, as a price does', () => {
    const odd = order({ quantityAvailable: '12', quantityAvailableFormatted: 'twelve' })
    const neither = order({ quantityAvailable: 'n/a', quantityAvailableFormatted: 'n/a' })
    render(<OrderBookView status="success" listings={[odd, neither]} offers={[]} now={NOW} />)
    const cells = screen
      .getAllByRole('cell')
      .filter((c) => c.getAttribute('data-column') === 'quantity')
      .map((c) => c.textContent)
    expect(cells).toEqual(['Qty12', 'Qty—'])
  })

  test('hostile order text stays text', () => {
    const hostile = order({
      originName: '<img src=x onerror="window.__pwned=1">',
      priceAmountFormatted: '<script>window.__pwned=1</script>',
      priceUSDFormatted: 'javascript:alert(1)',
      quantityAvailableFormatted: '"><svg onload=alert(1)>',
      marketplace: 'x'.repeat(100_000),
    })
    const { container } = render(
      <OrderBookView status="success" listings={[hostile]} offers={[]} now={NOW} />,
    )
    expect(container.querySelector('script, img, svg:not(.pk-depth__svg)')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">')
    // Text only: a title may quote it, no URL attribute carries it.
    for (const el of container.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
        expect(el.getAttribute(name) ?? '').not.toMatch(/^\s*javascript:/i)
      }
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------

const creatures = EMULATOR_COLLECTION.creatures.address
const hostile = EMULATOR_COLLECTION.hostile.address
const NOWHERE = '0x000000000000000000000000000000000000dEaD'
const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
const anvilCurrencies: CurrencyMap = Object.fromEntries(
  anvil.currencies.map((c) => [
    c.address.toLowerCase(),
    { symbol: c.symbol, decimals: c.decimals },
  ]),
)

const live = (contract: string, tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(contract, tokenId)
    .filter((o) => o.side === side && market.isOrderLive(contract, o.orderId, emulator.clock.now()))
const tokensOf = (contract: string) => {
  const c = market.collectionByAddress(contract)!
  return Array.from({ length: c.tokens.count }, (_, i) => c.tokens.tokenId(i))
}
const TOKEN = tokensOf(creatures).find(
  (id) => live(creatures, id, 'listing').length >= 3 && live(creatures, id, 'offer').length >= 2,
)!
const EMPTY = tokensOf(creatures).find((id) => market.ordersOfToken(creatures, id).length === 0)!
const HOSTILE_TOKEN = tokensOf(hostile).find(
  (id) => live(hostile, id, 'listing').length > 0 && live(hostile, id, 'offer').length > 0,
)!

describe('OrderBook (bound)', () => {
  test("loads and shows both sides of a token's book", async () => {
    const { wrapper } = platform.providers()
    render(
      <OrderBook
        network="anvil"
        contractAddress={creatures}
        tokenId={TOKEN}
        currencies={anvilCurrencies}
      />,
      { wrapper },
    )
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true')
    const listingTable = await screen.findByRole('table', { name: 'Listings (asks)' })
    const offerTable = screen.getByRole('table', { name: 'Offers (bids)' })
    const listings = live(creatures, TOKEN, 'listing')
    expect(within(listingTable).getAllByRole('row')).toHaveLength(listings.length + 1)
    expect(within(offerTable).getAllByRole('row')).toHaveLength(
      live(creatures, TOKEN, 'offer').length + 1,
    )
    const cheapest = [...listings].sort((a, b) => a.priceUSD - b.priceUSD)[0]!
    const symbol = anvilCurrencies[cheapest.priceCurrencyAddress.toLowerCase()]!.symbol
    expect(within(listingTable).getAllByRole('rowheader')[0]!.textContent).toBe(
      `${formatTokenAmount(cheapest.priceAmountFormatted)} ${symbol}`,
    )
    expect(screen.getByRole('img', { name: /best ask/ })).toBeTruthy()
  })

  test('pages each side with load more', async () => {
    const { wrapper } = platform.providers()
    render(<OrderBook network="anvil" contractAddress={creatures} tokenId={TOKEN} pageSize={1} />, {
      wrapper,
    })
    const listingTable = await screen.findByRole('table', { name: 'Listings (asks)' })
    expect(within(listingTable).getAllByRole('row')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Load more listings' }))
    await waitFor(() => expect(within(listingTable).getAllByRole('row')).toHaveLength(3))
    expect(
      within(screen.getByRole('table', { name: 'Offers (bids)' })).getAllByRole('row'),
    ).toHaveLength(2)
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(2)
  })

  test('a token without orders is empty', async () => {
    const { wrapper } = platform.providers()
    render(<OrderBook network="anvil" contractAddress={creatures} tokenId={EMPTY} />, { wrapper })
    expect(await screen.findByText('No listings or offers for this collectible yet.')).toBeTruthy()
  })

  test('an error with a retry that asks again', async () => {
    const { wrapper } = platform.providers(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    )
    render(<OrderBook network="anvil" contractAddress={NOWHERE} tokenId="1" />, { wrapper })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('alert')).toBeTruthy()
    const before = platform.calls.length
    await userEvent.click(retry)
    await waitFor(() => expect(platform.calls.length).toBe(before + 2))
  })

  test("the account's own orders can be cancelled", async () => {
    const onCancel = vi.fn()
    const maker = live(creatures, TOKEN, 'listing')[0]!.createdBy
    const own = [...live(creatures, TOKEN, 'listing'), ...live(creatures, TOKEN, 'offer')].filter(
      (o) => o.createdBy === maker,
    )
    const { wrapper } = platform.providers()
    render(
      <OrderBook
        network="anvil"
        contractAddress={creatures}
        tokenId={TOKEN}
        account={maker.toLowerCase()}
        onCancel={onCancel}
      />,
      { wrapper },
    )
    await screen.findByRole('table', { name: 'Listings (asks)' })
    const buttons = screen.getAllByRole('button', { name: /^Cancel your order at/ })
    expect(buttons).toHaveLength(own.length)
    await userEvent.click(buttons[0]!)
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onCancel.mock.calls[0]![0].createdBy).toBe(maker)
  })

  test('the book of a hostile token renders as text', async () => {
    const { wrapper } = platform.providers()
    const { container } = render(
      <OrderBook network="anvil" contractAddress={hostile} tokenId={HOSTILE_TOKEN} />,
      { wrapper },
    )
    await screen.findByRole('table', { name: 'Listings (asks)' })
    expect(container.querySelector('script')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.value).not.toMatch(/javascript:/i)
      }
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
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

describe('focus after a cancel', () => {
  test('a new notice takes the focus that was in the book, so it does not fall to <body>', () => {
    const own = order({ createdBy: '0x00000000000000000000000000000000000000aa' })
    const view = (notice?: string) => (
      <OrderBookView
        status="success"
        listings={notice ? [] : [own]}
        offers={[]}
        account="0x00000000000000000000000000000000000000aa"
        onCancel={() => {}}
        notice={notice}
      />
    )
    const { rerender, container } = render(view())
    const button = within(container).getByRole('button', { name: /Cancel your order/ })
    button.focus()
    expect(document.activeElement).toBe(button)
    rerender(view('Your order at 1.5 USDC is cancelled.'))
    expect(document.activeElement).toBe(container.querySelector('.pk-orderbook__notice'))
    expect(document.activeElement?.textContent).toBe('Your order at 1.5 USDC is cancelled.')
  })

  test('a notice leaves focus alone when it is elsewhere on the page', () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    render(<OrderBookView status="success" listings={[]} offers={[]} notice="Updated." />)
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })
})
