import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { order } from '../../../../test/support/bookOrders.js'
import { DepthChart } from './DepthChart.js'

const offer = (usd: number, quantity: number) =>
  order({ side: 'offer', priceUSD: usd, quantityAvailableFormatted: String(quantity) })
const listing = (usd: number, quantity: number) =>
  order({ side: 'listing', priceUSD: usd, quantityAvailableFormatted: String(quantity) })

/**
 * The order book's depth chart on its own: bids and asks as cumulative steps,
 * the spread between them marked. `OrderBook` draws it above its tables.
 */
const meta = {
  title: 'Components/DepthChart',
  component: DepthChart,
  args: {
    locale: 'en-US',
    offers: [offer(10, 2), offer(9.5, 3), offer(8, 5)],
    listings: [listing(12.5, 1), listing(13, 4), listing(15, 2)],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DepthChart>

export default meta
type Story = StoryObj<typeof meta>

export const BothSides: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Best bid $10.00, best ask $12.50, spread $2.50' }),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  args: { offers: [], listings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No orders to chart' })).toBeVisible()
  },
}
