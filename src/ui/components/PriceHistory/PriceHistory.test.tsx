/**
 * PriceHistory and its view, rendered: the chart (SalesChart), the sales' and
 * the floor's tables and the legend (HistoryTables.tsx), the summary and the
 * states; the bound component's two reads. The series themselves: history.test.ts
 * and floor.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  activityEntry,
  MARKET_CURRENCIES,
  NOW,
  WETH,
} from '../../../../test/support/activityFixtures.js'
import { PriceHistory, PriceHistoryView } from './PriceHistory.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const sale = (n: number, price: string) =>
  activityEntry(n, {
    kind: 'sale',
    price,
    currency: WETH,
    quantity: '1',
    time: new Date(NOW - n * 86_400_000).toISOString(),
  })
const SALES = [
  sale(1, '30000000000000000'),
  sale(2, '10000000000000000'),
  sale(3, '20000000000000000'),
]

describe('PriceHistoryView', () => {
  test('a chart of the sales, summarised for screen readers, and the same sales as a table', () => {
    render(
      <PriceHistoryView
        status="success"
        items={SALES}
        currencies={MARKET_CURRENCIES}
        locale="en-US"
      />,
    )
    const chart = screen.getByRole('img')
    expect(chart.getAttribute('aria-label')).toMatch(
      /^3 sales from .+ to .+: lowest 0\.01000 WETH, highest 0\.03000 WETH, last 0\.03000 WETH\.$/,
    )
    expect(chart.querySelectorAll('.pk-history__dot')).toHaveLength(3)
    // The price axis's labels tell its ticks apart (0.01, 0.015, 0.02…, not 0.01 twice).
    const ticks = [...chart.querySelectorAll('.pk-history__grid text')].map((t) => t.textContent)
    expect(ticks.length).toBeGreaterThan(2)
    expect(new Set(ticks).size).toBe(ticks.length)
    const table = screen.getByRole('table', { name: 'Sales' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(table.textContent).toContain('0.01000 WETH')
  })

  test('no sale: said once; loading: busy and announced; an error: a retry', () => {
    const { rerender } = render(<PriceHistoryView status="success" items={[activityEntry(1)]} />)
    expect(screen.getByRole('region', { name: 'Price history' }).textContent).toBe('No sales yet')
    rerender(<PriceHistoryView status="pending" items={[]} />)
    expect(screen.getByRole('status').textContent).toBe('Loading sales…')
    const onRetry = vi.fn()
    rerender(<PriceHistoryView status="error" items={[]} onRetry={onRetry} />)
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('a price far out of range is charted in bounds, its text as the kit writes it', () => {
    render(
      <PriceHistoryView
        status="success"
        items={[sale(1, '9'.repeat(78)), sale(2, '1')]}
        currencies={MARKET_CURRENCIES}
      />,
    )
    const dots = [...document.querySelectorAll('.pk-history__dot')]
    for (const dot of dots) expect(Number(dot.getAttribute('cy'))).toBeGreaterThanOrEqual(0)
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('highest 1.000E60 WETH')
  })
})

/** A listing of WETH at `price`, made `days` before NOW, and its cancel `ended` days before NOW. */
const listing = (n: number, price: string, days: number) =>
  activityEntry(n, {
    kind: 'listing',
    requestId: String(n),
    price,
    currency: WETH,
    quantity: '1',
    time: new Date(NOW - days * 86_400_000).toISOString(),
  })
const cancel = (n: number, days: number) =>
  activityEntry(n + 100, {
    kind: 'cancel',
    requestId: String(n),
    time: new Date(NOW - days * 86_400_000).toISOString(),
  })

describe('PriceHistoryView: the floor', () => {
  test('drawn as steps beside the sales, named in the legend and the summary, and as a table', () => {
    const items = [
      ...SALES,
      listing(10, '25000000000000000', 4),
      listing(11, '15000000000000000', 2),
    ]
    render(
      <PriceHistoryView
        status="success"
        items={[...items, cancel(11, 1)]}
        currencies={MARKET_CURRENCIES}
        locale="en-US"
      />,
    )
    const chart = screen.getByRole('img')
    // Three levels: 0.025 from day 4, 0.015 from day 2, 0.025 again after the cancel on day 1.
    const path = chart.querySelector('.pk-history__floor')!.getAttribute('d')!
    expect(path.match(/[ML]/g)).toEqual(['M', 'L', 'L'])
    expect(chart.getAttribute('aria-label')).toMatch(
      /last 0\.03000 WETH\. Floor: lowest 0\.01500 WETH, highest 0\.02500 WETH, latest 0\.02500 WETH\.$/,
    )
    const floor = screen.getByRole('table', { name: 'Floor' })
    expect(
      within(floor)
        .getAllByRole('row')
        .map((r) => r.lastChild?.textContent),
    ).toEqual(['Floor', '0.02500 WETH', '0.01500 WETH', '0.02500 WETH'])
    expect(document.querySelector('.pk-history__legend')?.textContent).toBe('SalesFloor')
  })

  test('listings without a sale: the floor charted, "No sales yet" said once, no sales table', () => {
    render(
      <PriceHistoryView
        status="success"
        items={[listing(10, '25000000000000000', 4), cancel(10, 1)]}
        currencies={MARKET_CURRENCIES}
      />,
    )
    expect(screen.getAllByText('No sales yet')).toHaveLength(1)
    expect(screen.queryByRole('table', { name: 'Sales' })).toBeNull()
    const rows = within(screen.getByRole('table', { name: 'Floor' })).getAllByRole('row')
    expect(rows.at(-1)!.lastChild?.textContent).toBe('No listing')
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/latest No listing\.$/)
  })
})

test('PriceHistory reads the sales of the token, and what makes its floor, from the activity server', async () => {
  const requests: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      requests.push(String(url))
      const all = /kind=sale&/.test(String(url))
        ? SALES
        : [...SALES, listing(10, '25000000000000000', 4)]
      const items = all.map(({ arrived: _, ...item }) => item)
      return new Response(JSON.stringify({ items }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PriceHistory
        url="https://app.example/activity"
        network="polygon"
        contractAddress={WETH}
        tokenId="5"
        currencies={MARKET_CURRENCIES}
      />
    </QueryClientProvider>,
  )
  await waitFor(() => expect(screen.getByRole('img')).toBeTruthy())
  expect(requests).toHaveLength(2)
  for (const request of requests) expect(request).toMatch(/tokenId=5/)
  expect(requests.map((r) => new URL(r).searchParams.getAll('kind').join())).toEqual([
    'sale',
    'listing,sale,cancel,invalidate',
  ])
  // The sales read twice are charted once; the listing makes the floor.
  expect(document.querySelectorAll('.pk-history__dot')).toHaveLength(3)
  expect(screen.getByRole('table', { name: 'Floor' })).toBeTruthy()
})
