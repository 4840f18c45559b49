/**
 * Prices that name their currency with no configuration (issue 27): the
 * components against the emulator, given no `currencies`, show the symbols of
 * its currency table (carried by `emulatorConfig`); the provider's
 * `currencies` adds or overrides, once for every component.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { createClient } from '../../src/core/index.js'
import type { CollectiblesFilter } from '../../src/core/schemas/rpc/listCollectibles.js'
import {
  DEFAULT_EMULATOR_URL,
  EMULATOR_COLLECTION,
  EMULATOR_CURRENCIES,
  emulatorConfig,
} from '../../src/emulator/index.js'
import { PlatformProvider } from '../../src/react/index.js'
import { CollectibleGrid } from '../../src/ui/components/CollectibleGrid/CollectibleGrid.js'
import { FilterPanel } from '../../src/ui/components/FilterPanel/FilterPanel.js'
import { OrderBook } from '../../src/ui/components/OrderBook/OrderBook.js'
import {
  PriceSummary,
  PriceSummaryView,
} from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { setupTestPlatform } from '../support/platform.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const contractAddress = EMULATOR_COLLECTION.creatures.address
const anvil = (symbol: string) =>
  EMULATOR_CURRENCIES.find((c) => c.chainId === 31337 && c.symbol === symbol)!.address

function Panel({ initial = {} }: { initial?: CollectiblesFilter }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <FilterPanel
        network="anvil"
        contractAddress={contractAddress}
        value={value}
        onChange={setValue}
      />
      <output data-testid="filter">{JSON.stringify(value.currencies ?? [])}</output>
    </>
  )
}

describe('FilterPanel', () => {
  test("offers the network's currencies by symbol, with no currencies given", async () => {
    const { wrapper } = platform.providers()
    render(<Panel />, { wrapper })
    const group = await screen.findByRole('group', { name: 'Currencies' })
    const boxes = within(group).getAllByRole('checkbox')
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['USDC', 'WETH'])
    await userEvent.click(within(group).getByRole('checkbox', { name: 'WETH' }))
    expect(screen.getByTestId('filter').textContent).toBe(
      JSON.stringify([anvil('WETH').toLowerCase()]),
    )
  })

  test("the provider's currencies add a currency and rename one, for every component", async () => {
    const extra = '0x9999999999999999999999999999999999999999'
    const config = emulatorConfig(DEFAULT_EMULATOR_URL)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider
        config={config}
        queryClient={new QueryClient()}
        currencies={{
          [extra]: { symbol: 'XTRA', decimals: 6 },
          [anvil('USDC')]: { symbol: 'USD Coin' },
        }}
      >
        {children}
      </PlatformProvider>
    )
    render(<Panel />, { wrapper })
    const group = await screen.findByRole('group', { name: 'Currencies' })
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((b) => b.closest('label')?.textContent),
    ).toEqual(['USD Coin', 'WETH', 'XTRA'])
  })

  test('outside any configuration, a currency chosen in the URL is offered by its address', async () => {
    const unknown = '0x8888888888888888888888888888888888888888'
    const { wrapper } = platform.providers()
    render(<Panel initial={{ currencies: [unknown] }} />, { wrapper })
    const group = await screen.findByRole('group', { name: 'Currencies' })
    const chosen = within(group).getByRole('checkbox', { checked: true })
    expect(chosen.closest('label')?.textContent).toBe('0x8888…8888')
  })
})

describe('prices by symbol with no currencies given', () => {
  const symbolOnly = /^(USDC|WETH)$/

  test('OrderBook and PriceSummary of a collectible with both sides', async () => {
    const { collectibles } = await createClient(emulatorConfig()).marketplace.listCollectibles({
      network: 'anvil',
      contractAddress,
      side: 'offer',
      page: { pageSize: 30 },
    })
    const tokenId = collectibles.find((c) => c.listing && c.offer)!.metadata.tokenId
    const token = { network: 'anvil', contractAddress, tokenId } as const
    const { wrapper } = platform.providers()
    render(
      <>
        <PriceSummary {...token} />
        <OrderBook {...token} depthChart={false} />
      </>,
      { wrapper },
    )
    const book = await screen.findByRole('region', { name: 'Order book' })
    await within(book).findAllByRole('row')
    const symbols = [...book.querySelectorAll('.pk-orderbook__symbol')].map((s) => s.textContent)
    expect(symbols.length).toBeGreaterThan(1)
    for (const symbol of symbols) expect(symbol).toMatch(symbolOnly)
    const summary = screen.getByRole('region', { name: 'Price' })
    expect(summary.textContent).toMatch(/\d (USDC|WETH).*\d (USDC|WETH)/s)
    expect(summary.textContent).not.toMatch(/0x[0-9a-f]{4}…/i)
  })

  test('CollectibleCard, alone and in the grid', async () => {
    const { wrapper } = platform.providers()
    render(
      <CollectibleGrid
        network="anvil"
        contractAddress={contractAddress}
        pageSize={12}
        initialRect={{ width: 1000, height: 800 }}
      />,
      { wrapper },
    )
    const cells = await screen.findAllByRole('gridcell')
    const text = cells.map((c) => c.textContent).join(' ')
    expect(text).toMatch(/\d (USDC|WETH)/)
    expect(text).not.toMatch(/0x[0-9a-f]{4}…/i)
  })
})

describe("a logo from the provider's currencies", () => {
  test('shown beside the symbol in the price summary and the filter, only from a safe URL', async () => {
    const weth = anvil('WETH')
    const usdc = anvil('USDC')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider
        config={emulatorConfig(DEFAULT_EMULATOR_URL)}
        queryClient={new QueryClient()}
        currencies={{
          [weth]: { logoUrl: 'https://example.org/weth.svg' },
          [usdc]: { logoUrl: 'javascript:alert(1)' },
        }}
      >
        {children}
      </PlatformProvider>
    )
    const order = (address: string) => ({
      orderId: address,
      chainId: 31337,
      priceCurrencyAddress: address,
      priceAmountFormatted: '1.5',
      feeBreakdown: [],
    })
    render(
      <>
        <PriceSummaryView status="success" listing={order(weth)} offer={order(usdc)} />
        <Panel />
      </>,
      { wrapper },
    )
    const summary = screen.getByRole('region', { name: 'Price' })
    const logos = [...summary.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(logos).toEqual(['https://example.org/weth.svg'])
    expect(summary.textContent).toMatch(/1\.500 WETH.*1\.500 USDC/s)
    const group = await screen.findByRole('group', { name: 'Currencies' })
    expect([...group.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://example.org/weth.svg',
    ])
    // Decorative: the checkbox is still named by the symbol alone.
    expect(within(group).getByRole('checkbox', { name: 'WETH' })).toBeTruthy()
  })
})
