import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  activityEntry,
  MARKET_CURRENCIES,
  NOW,
  WETH,
} from '../../../../test/support/activityFixtures.js'
import { PriceHistoryView } from './PriceHistory.js'

/** Sale `n`: `n` days before the fixtures' now, at a price that wanders around 0.02 WETH. */
const sale = (n: number) =>
  activityEntry(n, {
    kind: 'sale',
    price: String(
      BigInt(Math.round((0.02 + 0.008 * Math.sin(n / 3) + n * 0.0002) * 1e6)) * 10n ** 12n,
    ),
    currency: WETH,
    quantity: '1',
    time: new Date(NOW - n * 86_400_000).toISOString(),
  })

/** Listing `n`: made every third day, asking a little over the sales, for six days (its expiry). */
const listing = (n: number) => {
  const made = NOW - n * 3 * 86_400_000
  return activityEntry(100 + n, {
    kind: 'listing',
    requestId: String(n),
    price: String(BigInt(Math.round((0.024 + 0.006 * Math.cos(n / 2)) * 1e6)) * 10n ** 12n),
    currency: WETH,
    quantity: '1',
    expiry: String((made + 6 * 86_400_000) / 1000),
    time: new Date(made).toISOString(),
  })
}

const meta = {
  title: 'Components/PriceHistory',
  component: PriceHistoryView,
  args: {
    status: 'success',
    items: [
      ...Array.from({ length: 40 }, (_, i) => sale(i + 1)),
      ...Array.from({ length: 13 }, (_, i) => listing(i + 1)),
    ],
    currencies: MARKET_CURRENCIES,
    locale: 'en-US',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PriceHistoryView>

export default meta
type Story = StoryObj<typeof meta>

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^40 sales from /)
    await expect(canvas.getByRole('table', { name: 'Sales' })).toBeInTheDocument()
    await expect(canvas.getByRole('table', { name: 'Floor' })).toBeInTheDocument()
  },
}

export const Dark: Story = { ...Data, parameters: { theme: 'dark' } }

export const OneSale: Story = { args: { items: [sale(3)] } }

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sales yet')).toBeVisible()
  },
}

export const Loading: Story = { args: { status: 'pending', items: [] } }
