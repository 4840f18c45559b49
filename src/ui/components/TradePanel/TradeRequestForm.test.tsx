import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import { TestProviders } from '../../../../test/support/providers.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { TradeButton } from './TradeButton.js'
import { TradeRequestForm } from './TradeRequestForm.js'

afterEach(cleanup)
const collection = EMULATOR_COLLECTION.creatures.address

const withPlatform = (ui: React.ReactNode) =>
  render(<TestProviders queryClient={new QueryClient()}>{ui}</TestProviders>)

test("a listing's terms: the network's currencies and its own, a price checked before anything is read, then the panel", async () => {
  const user = userEvent.setup()
  withPlatform(
    <TradeRequestForm kind="listing" network="anvil" collection={collection} tokenId="4005" />,
  )
  const currency = screen.getByLabelText('Currency') as HTMLSelectElement
  expect([...currency.options].map((o) => o.textContent)).toEqual(['USDC', 'WETH', 'ETH'])
  await user.click(screen.getByRole('button', { name: 'Review' }))
  expect(screen.getByRole('alert').textContent).toBe('Enter a price above zero, such as 0.05.')
  expect(screen.getByLabelText('Price per token').getAttribute('aria-invalid')).toBe('true')
  expect(screen.queryByRole('region', { name: 'List for sale' })).toBeNull()
  await user.type(screen.getByLabelText('Price per token'), '0.05')
  await user.click(screen.getByRole('button', { name: 'Review' }))
  expect(screen.getByRole('alert').textContent).toBe('')
  // No wallet here: the panel says what is needed.
  expect(screen.getByRole('region', { name: 'List for sale' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('Connect a wallet to list.')
  // Editing the terms closes the panel until they are reviewed again.
  await user.type(screen.getByLabelText('Price per token'), '5')
  expect(screen.queryByRole('region', { name: 'List for sale' })).toBeNull()
})

test('an offer: ERC-20 currencies only; a quantity for an ERC-1155 token, checked', async () => {
  const user = userEvent.setup()
  withPlatform(
    <TradeRequestForm
      kind="offer"
      network="anvil"
      collection={collection}
      tokenId="1"
      withQuantity
    />,
  )
  expect(
    [...(screen.getByLabelText('Currency') as HTMLSelectElement).options].map((o) => o.textContent),
  ).toEqual(['USDC', 'WETH'])
  await user.type(screen.getByLabelText('Price per token'), '1')
  await user.clear(screen.getByLabelText('Quantity'))
  await user.type(screen.getByLabelText('Quantity'), '0')
  await user.click(screen.getByRole('button', { name: 'Review' }))
  expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of tokens, 1 or more.')
})

test('TradeButton: names the order, reads nothing until opened, then shows the panel in its dialog', async () => {
  const user = userEvent.setup()
  const order = { orderId: '7', chainId: 31337, marketplace: 'native_marketplace_v2' }
  withPlatform(<TradeButton request={{ kind: 'buy', order }} label="Buy for 0.05 WETH" />)
  expect(screen.queryByRole('region', { name: 'Buy' })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Buy for 0.05 WETH' }))
  // The panel's code loads when the dialog first opens.
  expect(await screen.findByRole('region', { name: 'Buy' })).toBeTruthy()
})
