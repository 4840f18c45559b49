import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { TradeButton } from './TradeButton.js'
import { TradeRequestForm } from './TradeRequestForm.js'

/**
 * Listing and offering, and a trade behind a button, as a page without a
 * wallet shows them: the terms are checked, the panel says what is needed.
 * With a wallet (the demo on anvil), the panel reads the chain and trades.
 */
const meta = {
  title: 'Components/TradeRequestForm',
  component: TradeRequestForm,
  args: {
    kind: 'listing',
    network: 'anvil',
    collection: EMULATOR_COLLECTION.creatures.address,
    tokenId: '19',
  },
} satisfies Meta<typeof TradeRequestForm>

export default meta
type Story = StoryObj<typeof meta>

export const ListForSale: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter a price above zero, such as 0.05.',
    )
    await userEvent.type(canvas.getByLabelText('Price per token'), '0.05')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Connect a wallet to list.')
  },
}

export const MakeOffer: Story = {
  args: { kind: 'offer', withQuantity: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Quantity')).toBeVisible()
    await expect(canvas.getByLabelText('Currency')).toHaveDisplayValue('USDC')
  },
}

/**
 * Edit price: the account's own listing at 0.01 WETH, the form started at
 * its terms (its end kept: "As now"); reviewed, the panel of the relist — its
 * cancel, then the listing at the new price.
 */
export const EditPrice: Story = {
  args: {
    listing: {
      orderId: '12',
      chainId: 31337,
      marketplace: 'sequence_marketplace_v2',
      priceAmount: '10000000000000000',
      priceDecimals: 18,
      priceCurrencyAddress: EMULATED_NETWORKS.find((n) => n.chainId === 31337)!.currencies.find(
        (c) => c.symbol === 'WETH',
      )!.address,
      quantityRemaining: '1',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Price per token')).toHaveValue('0.01')
    await expect(canvas.getByLabelText('Currency')).toHaveDisplayValue('WETH')
    await expect(canvas.getByLabelText('Ends in')).toHaveDisplayValue('As now')
    await userEvent.clear(canvas.getByLabelText('Price per token'))
    await userEvent.type(canvas.getByLabelText('Price per token'), '0.02')
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Connect a wallet to edit the price.',
    )
  },
}

export const BehindAButton: Story = {
  render: () => (
    <TradeButton
      request={{
        kind: 'buy',
        order: { orderId: '7', chainId: 31337, marketplace: 'native_marketplace_v2' },
      }}
      label="Buy for 0.05 WETH"
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy for 0.05 WETH' }))
    // The dialog is modal, in the top layer; its panel loads when it first opens.
    const dialog = await within(document.body).findByRole('dialog', { name: 'Buy' })
    await expect(dialog).toBeVisible()
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Connect a wallet to buy.',
    )
  },
}
