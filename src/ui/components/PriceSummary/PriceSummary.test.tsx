/**
 * PriceSummary against the emulator: usePriceSummary and PriceSummary
 * (sharing the order book's cache: no second request), and PriceSummaryView
 * as it is given.
 */
import { cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sampleOrder } from '../../../../test/support/fixtures.js'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Order } from '../../../core/schemas/order.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { OrderBook } from '../OrderBook/OrderBook.js'
import { PriceSummary, PriceSummaryView } from './PriceSummary.js'
import { usePriceSummary } from './usePriceSummary.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
const market = emulator.state.marketplace
afterEach(() => {
  cleanup()
  emulator.controls.reset()
  window.history.replaceState(null, '', '/')
})

const creatures = EMULATOR_COLLECTION.creatures.address
const collection = market.collectionByAddress(creatures)!
const live = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(creatures, tokenId)
    .filter(
      (o) => o.side === side && market.isOrderLive(creatures, o.orderId, emulator.clock.now()),
    )
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
const PRICED = tokenIds.find(
  (id) => live(id, 'listing').length > 1 && live(id, 'offer').length > 1,
)!
const BARE = tokenIds.find((id) => market.ordersOfToken(creatures, id).length === 0)!

describe('usePriceSummary and PriceSummary', () => {
  test('the cheapest listing and the best offer; with an OrderBook on the page, one request per side', async () => {
    const { wrapper } = platform.providers()
    render(
      <>
        <PriceSummary network="anvil" contractAddress={creatures} tokenId={PRICED} />
        <OrderBook network="anvil" contractAddress={creatures} tokenId={PRICED} />
      </>,
      { wrapper },
    )
    await screen.findByRole('table', { name: 'Listings (asks)' })
    const cheapest = [...live(PRICED, 'listing')].sort((a, b) => a.priceUSD - b.priceUSD)[0]!
    const best = [...live(PRICED, 'offer')].sort((a, b) => b.priceUSD - a.priceUSD)[0]!
    const summary = screen.getByRole('region', { name: 'Price' })
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBeNull())
    expect(within(summary).getAllByTitle(/.+/)[0]!.getAttribute('title')).toContain(
      cheapest.priceAmountFormatted,
    )
    expect(summary.textContent).toContain(best.priceAmountFormatted.slice(0, 3))
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(1)
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(1)
  })

  test('a token with no orders: both empty lines; an error: a retry that asks again', async () => {
    const { wrapper } = platform.providers()
    const { result } = renderHook(
      () => usePriceSummary({ network: 'anvil', contractAddress: creatures, tokenId: BARE }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.listing).toBeUndefined()
    expect(result.current.offer).toBeUndefined()
    render(<PriceSummaryView status="success" />)
    expect(screen.getByText('Not listed')).toBeTruthy()
    expect(screen.getByText('No offers')).toBeTruthy()
    cleanup()
    const onRetry = vi.fn()
    render(<PriceSummaryView status="error" onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    cleanup()
    const { container } = render(<PriceSummaryView status="pending" />)
    expect(container.querySelectorAll('.pk-price__skeleton')).toHaveLength(2)
  })
})

describe('PriceSummaryView', () => {
  const listing = sampleOrder({ orderId: 'l', priceAmountFormatted: '20.23', priceUSD: 20.23 })
  const offer = sampleOrder({
    side: 'offer',
    orderId: 'o',
    priceAmountFormatted: '0.00589',
    priceUSD: 17.67,
  })

  test("the account's own order: marked Yours, its cancel in place of the app's action", () => {
    const mine = sampleOrder({ orderId: 'm', createdBy: '0x' + 'ab'.repeat(20) })
    const renderAction = vi.fn(() => <button type="button">Buy</button>)
    render(
      <PriceSummaryView
        status="success"
        listing={mine}
        offer={offer}
        account={'0x' + 'AB'.repeat(20)}
        renderAction={renderAction}
        renderCancel={(order) => <button type="button">Cancel {order.orderId}</button>}
      >
        <button type="button">List for sale</button>
      </PriceSummaryView>,
    )
    const terms = screen.getAllByRole('term').map((t) => t.textContent)
    expect(terms).toEqual(['Lowest listingYours', 'Best offer'])
    expect(screen.getByRole('button', { name: 'Cancel m' })).toBeTruthy()
    // The other maker's offer still gets the app's action; the own listing does not.
    expect(renderAction.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['offer'])
    // The token's own actions at the foot of the box, after both sides.
    const buttons = screen.getAllByRole('button').map((b) => b.textContent)
    expect(buttons.at(-1)).toBe('List for sale')
  })

  test('each box is labelled by what it shows', () => {
    render(<PriceSummaryView status="success" listing={listing} offer={offer} />)
    const terms = screen.getAllByRole('term').map((t) => t.textContent)
    expect(terms).toEqual(['Lowest listing', 'Best offer'])
    expect(screen.queryByText('Buy now')).toBeNull()
    cleanup()
    render(<PriceSummaryView status="success" strings={{ listing: 'Cheapest' }} />)
    expect(screen.getByText('Cheapest')).toBeTruthy()
  })

  test("the app's action: in each box with an order, under its price, with the order and its side, reachable by Tab", async () => {
    const renderAction = vi.fn((order: Order, side: 'listing' | 'offer') => (
      <button type="button">
        {side === 'listing' ? 'Buy' : 'Accept'} for {order.priceAmountFormatted}
      </button>
    ))
    render(
      <PriceSummaryView
        status="success"
        listing={listing}
        offer={offer}
        renderAction={renderAction}
      />,
    )
    // With the price as the box shows it, to name the action by.
    expect(renderAction.mock.calls).toEqual([
      [listing, 'listing', { price: expect.stringMatching(/^20\.23 /) }],
      [offer, 'offer', { price: expect.stringMatching(/ /) }],
    ])
    const buy = screen.getByRole('button', { name: 'Buy for 20.23' })
    const box = buy.closest('.pk-price__side')!
    expect(box.getAttribute('data-side')).toBe('listing')
    const price = box.querySelector('.pk-price__amount')!
    expect(price.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    document.body.focus()
    await userEvent.tab()
    expect(document.activeElement).toBe(buy)
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Accept for 0.00589')
    // No order, no action; null, nothing at all.
    cleanup()
    renderAction.mockClear()
    const { container } = render(
      <PriceSummaryView status="success" offer={offer} renderAction={() => null} />,
    )
    expect(container.querySelector('.pk-price__action, button')).toBeNull()
    render(<PriceSummaryView status="pending" renderAction={renderAction} />)
    expect(renderAction).not.toHaveBeenCalled()
  })

  test('an empty box is marked compact; the amount and its symbol are one unit, the symbol bounded', () => {
    const evil = '0x3333333333333333333333333333333333333333'
    const { container } = render(
      <PriceSummaryView
        status="success"
        listing={sampleOrder({ priceCurrencyAddress: evil })}
        currencies={{ [evil]: { symbol: `EVIL${'W'.repeat(10_000)}` } }}
      />,
    )
    const [listed, none] = container.querySelectorAll('.pk-price__side')
    expect(listed!.hasAttribute('data-empty')).toBe(false)
    expect(none!.getAttribute('data-empty')).not.toBeNull()
    expect(none!.textContent).toBe('Best offerNo offers')
    const amount = listed!.querySelector('.pk-price__amount')!
    expect(amount.querySelector('.pk-num')?.textContent).toBe('1.500')
    expect(amount.querySelector('.pk-price__symbol')!.textContent!.length).toBeLessThanOrEqual(32)
    expect(amount.getAttribute('title')).toContain('EVILWWW')
  })
})
