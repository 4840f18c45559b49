import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Order } from '../../../core/schemas/order.js'
import { TradePanel } from './Panel.js'
import { fixturePlan, fixtureSummary } from './TradePanel.fixtures.js'
import { tradeOrderAction } from './TradePanel.js'
import { TradePanelView } from './TradePanelView.js'

afterEach(cleanup)

const rows = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.pk-trade__row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  )

describe('TradePanelView', () => {
  test('a buy: the price, what is paid, the royalty the market takes and what the seller receives, by symbol and in dollars', () => {
    render(
      <TradePanelView
        kind="buy"
        planState="ready"
        summary={fixtureSummary(fixturePlan('buy'))}
        status="idle"
        progress={[]}
        onConfirm={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Buy' })).toBeTruthy()
    expect(rows()).toEqual({
      Price: '0.05000 WETH ($150.00)',
      'You pay': '0.05000 WETH ($150.00)',
      Royalty: '0.002500 WETH ($7.50)',
      'Seller receives': '0.04750 WETH ($142.50)',
    })
    expect(screen.getByText('Your wallet will ask for 1 transaction.')).toBeTruthy()
  })

  test('an accept of 5 with a fee: the quantity and the fees shown, the proceeds less both', () => {
    const plan = fixturePlan('accept', { quantity: 5n, fee: 10n ** 16n })
    render(
      <TradePanelView
        kind="accept"
        planState="ready"
        summary={fixtureSummary(plan)}
        status="idle"
        progress={[]}
        onConfirm={() => {}}
      />,
    )
    expect(rows()).toMatchObject({
      Quantity: '5',
      'Buyer pays': '0.2500 WETH ($750.00)',
      Fees: '0.01000 WETH ($30.00)',
      'You receive': '0.2275 WETH ($682.50)',
    })
  })

  test('a refusal is said once, in the status, and the button stays off; pressing it does nothing', () => {
    const onConfirm = vi.fn()
    render(
      <TradePanelView
        kind="offer"
        planState="refused"
        reason="refused"
        message="the expiry must be in the future"
        status="idle"
        progress={[]}
        onConfirm={onConfirm}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'Cannot make an offer: the expiry must be in the future.',
    )
    expect(screen.getAllByText(/expiry must be in the future/)).toHaveLength(1)
    const button = screen.getByRole('button', { name: 'Place offer' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  test("each step's progress, and the outcome once it is done", () => {
    const plan = fixturePlan('listing', { approval: true })
    const progress = plan.steps.map((step, index) => ({
      index,
      step,
      status: 'confirmed' as const,
    }))
    render(
      <TradePanelView
        kind="listing"
        planState="ready"
        summary={fixtureSummary(plan)}
        status="success"
        progress={progress}
        onConfirm={() => {}}
      />,
    )
    expect(screen.getByRole('list', { name: 'Trade steps' }).textContent).toBe(
      'Step 1: approve — doneStep 2: list — done',
    )
    expect(screen.getByRole('status').textContent).toBe('Listed for sale.')
  })
})

describe('TradePanel', () => {
  test('without a WagmiProvider: the trade is named and says what is needed, no crash', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TradePanel
          request={{
            kind: 'buy',
            order: { orderId: '1', chainId: 137, marketplace: 'sequence_marketplace_v2' },
          }}
        />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('region', { name: 'Buy' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Connect a wallet to buy.')
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})

describe('tradeOrderAction', () => {
  const maker = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const order = {
    orderId: '7',
    chainId: 137,
    marketplace: 'sequence_marketplace_v2',
    createdBy: maker,
    priceAmount: '50000000000000000',
    priceDecimals: 18,
    priceCurrencyAddress: '0x1b5a5ea1b3b6f8e2a1c7d4e9f0a3b2c1d4e5f6a7',
  } as unknown as Order
  const currencies = {
    '0x1b5a5ea1b3b6f8e2a1c7d4e9f0a3b2c1d4e5f6a7': { symbol: 'WETH', decimals: 18 },
  }

  test("Buy on another maker's native listing, named by its price; nothing for one's own or another marketplace's", () => {
    const action = tradeOrderAction({
      account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      currencies,
    })
    render(<>{action(order, 'listing')}</>)
    expect(screen.getByRole('button', { name: 'Buy for 0.05000 WETH' }).textContent).toBe('Buy')
    expect(
      tradeOrderAction({ account: maker.toLowerCase(), currencies })(order, 'listing'),
    ).toBeNull()
    expect(action({ ...order, marketplace: 'opensea' }, 'listing')).toBeNull()
  })

  test("another marketplace's order: a link to its page there where the kit knows it, else nothing", () => {
    const opensea = {
      ...order,
      marketplace: 'opensea',
      collectionContractAddress: '0x00000000000000000000000000000000000000c1',
      tokenId: '42',
    } as Order
    render(<>{tradeOrderAction({ currencies })(opensea, 'listing')}</>)
    const link = screen.getByRole('link', { name: 'View on OpenSea' })
    expect(link.getAttribute('href')).toBe(
      'https://opensea.io/assets/matic/0x00000000000000000000000000000000000000c1/42',
    )
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(
      tradeOrderAction({ currencies })({ ...opensea, marketplace: 'blur' }, 'listing'),
    ).toBeNull()
    expect(tradeOrderAction({ currencies })({ ...opensea, chainId: 31337 }, 'listing')).toBeNull()
  })

  test('Accept on a native offer only when the app says the account holds the token', () => {
    expect(tradeOrderAction({ currencies })(order, 'offer')).toBeNull()
    render(<>{tradeOrderAction({ currencies, accept: true })(order, 'offer')}</>)
    expect(screen.getByRole('button', { name: 'Accept 0.05000 WETH' })).toBeTruthy()
  })
})
