/**
 * The view components against orders and metadata drawn towards extremes
 * (issue 11): rendering completes and never reaches a component's failed
 * state, long numbers are shortened with the full value in a title, and an
 * unexpected error stays inside the component that met it.
 */
import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Order } from '../../src/core/schemas/order.js'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import { CollectibleGridView } from '../../src/ui/components/CollectibleGrid/CollectibleGrid.js'
import { DepthChart } from '../../src/ui/components/DepthChart/DepthChart.js'
import { FilterPanelView } from '../../src/ui/components/FilterPanel/FilterPanel.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import { TokenMedia } from '../../src/ui/components/TokenMedia/TokenMedia.js'
import { formatAmount } from '../../src/ui/shared/format.js'
import { extremeBook, extremeOrder, MAX_UINT256, unbrokenText } from '../support/extremes.js'
import { sampleOrder } from '../support/fixtures.js'

afterEach(cleanup)

/** No component of the render fell back to its failed state. */
const expectNoneFailed = (container: HTMLElement) =>
  expect(container.querySelector('[data-failed]')).toBeNull()

describe('extreme values render', () => {
  test('the order book, with its chart, for 0 to 30 extreme orders a side', () => {
    fc.assert(
      fc.property(extremeBook(30), ({ listings, offers }) => {
        const { container, unmount } = render(
          <OrderBookView status="success" listings={listings} offers={offers} locale="en-US" />,
        )
        expectNoneFailed(container)
        // Every shown price and amount is short; the full value is in a title.
        for (const cell of container.querySelectorAll('.pk-orderbook__number')) {
          expect(cell.textContent!.length).toBeLessThanOrEqual(24)
        }
        unmount()
      }),
      { numRuns: 40 },
    )
  })

  test('a card for an extreme order and an unbroken name', () => {
    fc.assert(
      fc.property(extremeOrder('listing'), unbrokenText, (order, name) => {
        const { container, unmount } = render(
          <CollectibleCard
            collectible={{
              metadata: { tokenId: MAX_UINT256, name, attributes: [], assets: [] },
              order,
            }}
          />,
        )
        expectNoneFailed(container)
        expect(container.querySelector('.pk-card__amount')!.textContent!.length).toBeLessThan(40)
        unmount()
      }),
      { numRuns: 60 },
    )
  })

  test('ten thousand orders a side: the chart renders, prices a few steps apart', () => {
    const many = (side: 'listing' | 'offer') =>
      Array.from({ length: 10_000 }, (_, i) =>
        sampleOrder({ side, orderId: String(i), priceUSD: 3000 + i * 4.5e-13 }),
      )
    const { container } = render(<DepthChart listings={many('listing')} offers={many('offer')} />)
    expectNoneFailed(container)
    expect(container.querySelectorAll('.pk-depth__tick').length).toBeGreaterThan(0)
  })

  test('a 78-digit price shows as 1.158E77 with the full amount in its title', () => {
    const order = sampleOrder({ priceAmountFormatted: MAX_UINT256 })
    render(
      <CollectibleCard
        collectible={{ metadata: { tokenId: '1', attributes: [], assets: [] }, order }}
      />,
    )
    const amount = document.querySelector('.pk-card__amount')!
    expect(amount.textContent).toMatch(/^1\.158E77 /)
    expect(amount.getAttribute('title')).toContain(MAX_UINT256)
    expect(formatAmount(MAX_UINT256)).toBe('1.16E77')
  })
})

describe('failures stay inside their component', () => {
  /** An order whose price throws when read: a bug no check foresaw. */
  const poisoned = (): Order =>
    Object.defineProperty(sampleOrder(), 'priceAmountFormatted', {
      get() {
        throw new Error('boom')
      },
    })

  test.each([
    [
      'OrderBookView',
      (onError: (e: unknown) => void) => (
        <OrderBookView status="success" listings={[poisoned()]} offers={[]} onError={onError} />
      ),
    ],
    [
      'CollectibleCard',
      (onError: (e: unknown) => void) => (
        <CollectibleCard
          collectible={{
            metadata: { tokenId: '1', attributes: [], assets: [] },
            order: poisoned(),
          }}
          onError={onError}
        />
      ),
    ],
    [
      'CollectibleGridView',
      (onError: (e: unknown) => void) => (
        <CollectibleGridView
          status="success"
          collectibles={
            // A list that throws when read: the grid itself fails, not one card.
            new Proxy([], {
              get() {
                throw new Error('boom')
              },
            }) as never
          }
          onError={onError}
        />
      ),
    ],
    [
      'FilterPanelView',
      (onError: (e: unknown) => void) => (
        <FilterPanelView
          status="success"
          filters={
            new Proxy([], {
              get() {
                throw new Error('boom')
              },
            }) as never
          }
          value={{}}
          onChange={() => {}}
          onError={onError}
        />
      ),
    ],
    [
      'TokenMedia',
      (onError: (e: unknown) => void) => (
        <TokenMedia
          metadata={Object.defineProperty({ name: 'x' }, 'image', {
            get() {
              throw new Error('boom')
            },
          })}
          onError={onError}
        />
      ),
    ],
  ])('%s: its failed state in its own box, onError told, the app still there', (name, view) => {
    const onError = vi.fn()
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(
      <main>
        <p>The rest of the app</p>
        {view(onError)}
      </main>,
    )
    quiet.mockRestore()
    expect(screen.getByText('The rest of the app')).toBeTruthy()
    const failed = container.querySelector('[data-failed]')!
    expect(failed).not.toBeNull()
    expect(failed.textContent).toBe('This could not be shown.')
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
    expect(name).toBeTruthy()
  })
})
