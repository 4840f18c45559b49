import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { TestProviders } from '../../../../test/support/providers.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { EditPriceDialog } from './EditPriceDialog.js'
import { fixturePlan, fixtureSummary } from './TradePanel.fixtures.js'
import { TradePanelView } from './TradePanelView.js'

afterEach(cleanup)

const WETH = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!.currencies.find(
  (c) => c.symbol === 'WETH',
)!.address
const listing = {
  orderId: '12',
  chainId: 31337,
  marketplace: 'sequence_marketplace_v2',
  collectionContractAddress: EMULATOR_COLLECTION.creatures.address,
  tokenId: '19',
  priceAmount: '10000000000000000',
  priceDecimals: 18,
  priceCurrencyAddress: WETH,
  quantityRemaining: '1',
}

test("starts at the listing's price, currency and end; a new price reviewed plans the relist, nothing asked without a wallet", async () => {
  const user = userEvent.setup()
  render(
    <TestProviders queryClient={new QueryClient()}>
      <EditPriceDialog listing={listing} price="0.01 WETH" onClose={() => {}} />
    </TestProviders>,
  )
  const dialog = within(screen.getByRole('dialog', { name: 'Edit price' }))
  expect(dialog.getByText(/^Your listing is at 0\.01 WETH\. A new price cancels it/)).toBeTruthy()
  // The form's code loads when the dialog first opens.
  const price = (await dialog.findByLabelText('Price per token')) as HTMLInputElement
  expect(price.value).toBe('0.01')
  const currency = dialog.getByLabelText('Currency') as HTMLSelectElement
  expect(currency.selectedOptions[0]?.textContent).toBe('WETH')
  const ends = dialog.getByLabelText('Ends in') as HTMLSelectElement
  expect(ends.selectedOptions[0]?.textContent).toBe('As now')
  await user.clear(dialog.getByLabelText('Price per token'))
  await user.type(dialog.getByLabelText('Price per token'), '0')
  await user.click(dialog.getByRole('button', { name: 'Review' }))
  expect(dialog.getByRole('alert').textContent).toBe('Enter a price above zero, such as 0.05.')
  await user.type(dialog.getByLabelText('Price per token'), '.02')
  await user.click(dialog.getByRole('button', { name: 'Review' }))
  expect(dialog.getByRole('region', { name: 'Edit price' })).toBeTruthy()
  expect(dialog.getByRole('status').textContent).toBe('Connect a wallet to edit the price.')
})

test('closed without a listing', () => {
  render(
    <TestProviders queryClient={new QueryClient()}>
      <EditPriceDialog listing={undefined} onClose={() => {}} />
    </TestProviders>,
  )
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByLabelText('Price per token')).toBeNull()
})

test("the relist's panel says its steps before the wallet is asked: the cancel first", () => {
  const plan = fixturePlan('relist')
  render(
    <TradePanelView
      kind="relist"
      planState="ready"
      summary={fixtureSummary(plan)}
      status="idle"
      progress={[]}
      onConfirm={() => {}}
    />,
  )
  expect(screen.getByText('Your wallet will ask for 2 transactions.')).toBeTruthy()
  expect(screen.getByRole('list', { name: 'Trade steps' }).textContent).toBe(
    'Step 1: cancel the listing — waitingStep 2: list — waiting',
  )
  expect(screen.getByRole('button', { name: 'Update price' })).toBeTruthy()
  // The price now, then the new one: no bare "Price" row.
  const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent
  expect(row('Current price')).toBe('0.04000 WETH ($120.00)')
  expect(row('New price')).toBe('0.05000 WETH ($150.00)')
  expect(screen.queryByText('Price', { selector: 'dt' })).toBeNull()
})

test("a relist's current price is said in its own currency when the new terms change it", () => {
  const plan = fixturePlan('relist')
  const summary = fixtureSummary({
    ...plan,
    replaced: { pricePerToken: 10n ** 18n, currency: '0x0000000000000000000000000000000000000000' },
  })
  expect(summary.replaced).toEqual({ amount: '1.000 POL', usd: undefined })
  expect(fixtureSummary(fixturePlan('listing')).replaced).toBeUndefined()
})
