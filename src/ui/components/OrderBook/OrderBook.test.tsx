/**
 * OrderBook and OrderBookView: every state of the view with hand-made orders
 * (test/support/bookOrders.ts), and the bound component against the emulator
 * (pages, errors and retry, cancel actions, hostile metadata). The depth
 * chart's own tests are beside it (DepthChart/DepthChart.test.tsx).
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ALICE, BOB, currencies, NOW, order, USDC } from '../../../../test/support/bookOrders.js'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Order } from '../../../core/schemas/order.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import type { CurrencyMap } from '../../shared/format.js'
import { formatTokenAmount } from '../../shared/price.js'
import { OrderBook, OrderBookView } from './OrderBook.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const { emulator } = platform
const market = emulator.state.marketplace

// ---------------------------------------------------------------------------

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
    ).toEqual(['Price', 'Currency', 'USD', 'Quantity', 'Maker', 'Marketplace', 'Expires'])
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

  test('empty, with emptyMessage false: nothing said (the price box says it), a notice still is', () => {
    render(
      <OrderBookView
        status="success"
        listings={[]}
        offers={[]}
        emptyMessage={false}
        notice="Your order at 1.5 USDC is cancelled."
      />,
    )
    const book = screen.getByRole('region', { name: 'Order book' })
    expect(book.textContent).toBe('Your order at 1.5 USDC is cancelled.')
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
    // Called once a row, with the order, the side it is on and its price as the row shows it.
    expect(renderAction.mock.calls).toEqual([
      [offers[0], 'offer', { price: expect.stringMatching(/^\S+ \S+$/) }],
      [listings[0], 'listing', { price: expect.stringMatching(/^\S+ \S+$/) }],
      [listings[1], 'listing', { price: expect.stringMatching(/^\S+ \S+$/) }],
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
    ).toEqual([
      'Price',
      'Currency',
      'USD',
      'Quantity',
      'Maker',
      'Marketplace',
      'Expires',
      'Actions',
    ])
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
