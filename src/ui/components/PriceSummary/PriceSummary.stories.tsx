import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { MAKER, sampleOrder } from '../../../../test/support/fixtures.js'
import { PriceText } from '../../../../test/support/storyChain.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import type { RenderOrderAction } from '../OrderBook/OrderBook.js'
import { PriceSummary, PriceSummaryView } from './PriceSummary.js'

const WAIT = { timeout: 10_000 }

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
  // Creatures #19 has listings and offers; #8 has no order; #5 a listing only (seed 1).
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    tokenId: '19',
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PriceSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvas }) => {
    // Each box says what it shows.
    await expect(await canvas.findByText('Lowest listing', {}, WAIT)).toBeVisible()
    await expect(canvas.getByText('Best offer')).toBeVisible()
    await expect((await canvas.findAllByText(/^on /, {}, WAIT))[0]).toBeVisible()
    await expect(canvas.getAllByText(/^\$|^<\$/).length).toBe(2)
  },
}

export const Dark: Story = { ...Light, parameters: { theme: 'dark' } }

export const Loading: Story = {
  parameters: { platform: { fail: { '*': 'no-answer' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices…')
  },
}

/** No order: two compact boxes of one line each. */
export const Empty: Story = {
  args: { tokenId: '8' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not listed', {}, WAIT)).toBeVisible()
    await expect(canvas.getByText('No offers')).toBeVisible()
  },
}

export const EmptyDark: Story = { ...Empty, name: 'Empty (dark)', parameters: { theme: 'dark' } }

/** A listing and no offer: side by side, the empty box as tall as its neighbour; stacked, compact. */
export const ListingOnly: Story = {
  args: { tokenId: '5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No offers', {}, WAIT)).toBeVisible()
    const [listing, offer] = [...canvasElement.querySelectorAll('.pk-price__side')].map((b) =>
      b.getBoundingClientRect(),
    )
    if (Math.round(listing!.top) === Math.round(offer!.top))
      await expect(Math.round(offer!.height)).toBe(Math.round(listing!.height))
    else await expect(offer!.height).toBeLessThan(listing!.height)
  },
}

/**
 * The app's own actions under the prices (`renderAction`): its checkout for
 * the lowest listing, its accept-offer flow for the best offer, each named
 * with the order's price.
 */
const appAction: RenderOrderAction = (order, side) => (
  <button type="button" className="pk-button">
    {side === 'listing' ? 'Buy now' : 'Accept offer'}
    <span className="pk-visually-hidden">
      {' '}
      for <PriceText order={order} />
    </span>
  </button>
)

export const WithAppActions: Story = {
  args: { renderAction: appAction },
  play: async ({ canvas }) => {
    const buy = await canvas.findByRole('button', { name: /^Buy now for \S+ (USDC|WETH)$/ }, WAIT)
    await expect(buy).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Accept offer for / })).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.tab()
    await expect(buy).toHaveFocus()
  },
}

export const WithAppActionsDark: Story = {
  ...WithAppActions,
  name: 'With app actions (dark)',
  parameters: { theme: 'dark' },
}

/** As narrow as a phone: the boxes one above the other, each price on one line. */
export const OnAPhone: Story = {
  ...WithAppActions,
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
}

export const Failed: Story = {
  parameters: {
    platform: { fail: { 'Marketplace/ListListingsForCollectible': 'WebrpcBadRequest' } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT)
    await expect(alert).toHaveTextContent('The prices could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
  },
}

/** The hostile collection's #2: prices of a token whose metadata is an attack. */
export const Hostile: Story = {
  args: { contractAddress: EMULATOR_COLLECTION.hostile.address, tokenId: '2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lowest listing', {}, WAIT)).toBeVisible()
  },
}

export const HostileDark: Story = {
  ...Hostile,
  name: 'Hostile (dark)',
  parameters: { theme: 'dark' },
}

/**
 * The account's own listing, as the collectible page draws it for its
 * maker: marked "Yours", Edit price and its cancel in the box where Buy would be, and the
 * app's own action for the token at the foot.
 */
export const Yours: Story = {
  render: () => (
    <PriceSummaryView
      status="success"
      listing={sampleOrder({ orderId: 'mine', validUntil: '2099-01-01T00:00:00Z' })}
      offer={sampleOrder({ side: 'offer', orderId: 'theirs', createdBy: `0x${'12'.repeat(20)}` })}
      account={MAKER}
      renderAction={(_order, side) =>
        side === 'offer' ? (
          <button type="button" className="pk-button">
            Accept <span className="pk-visually-hidden">the offer of 1.5 USDC</span>
          </button>
        ) : null
      }
      renderCancel={() => (
        <>
          {/* As the bound PriceSummary with `cancelable` draws its own native listing's. */}
          <button
            type="button"
            className="pk-button"
            aria-label="Edit price of your listing at 1.5 USDC"
          >
            Edit price
          </button>
          <button type="button" className="pk-button" data-variant="secondary">
            Cancel <span className="pk-visually-hidden">your order at 1.5 USDC</span>
          </button>
        </>
      )}
    >
      <button type="button" className="pk-button">
        List for sale
      </button>
    </PriceSummaryView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yours')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Cancel your order at 1.5 USDC' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Edit price of your listing at 1.5 USDC' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'List for sale' })).toBeVisible()
  },
}
