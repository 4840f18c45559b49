import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PriceText } from '../../../../test/support/storyChain.js'
import type { Order } from '../../../core/schemas/order.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { OrderBook, type RenderOrderAction } from './OrderBook.js'

/**
 * Creatures #19: three live listings by dev account 0 and two live offers in
 * the emulator's data (seed 1), in USDC and WETH.
 */
const TOKEN = '19'
/** Creatures #8 has no order at all. */
const EMPTY_TOKEN = '8'
/** Creatures #5 has one live listing and no offer; #59 one live offer and no listing. */
const LISTINGS_ONLY_TOKEN = '5'
const OFFERS_ONLY_TOKEN = '59'
/** Hostile #2: listings and offers on a token whose metadata is an attack. */
const HOSTILE_TOKEN = '2'
const WAIT = { timeout: 10_000 }

const meta = {
  title: 'Components/OrderBook',
  component: OrderBook,
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    tokenId: TOKEN,
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof OrderBook>

export default meta
type Story = StoryObj<typeof meta>

/** The emulator never answers: the order book stays loading. */
export const Loading: Story = {
  parameters: { platform: { fail: { '*': 'no-answer' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order book' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order book…')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** No order on either side: one message, and no chart or table of nothing. */
export const Empty: Story = {
  args: { tokenId: EMPTY_TOKEN },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No listings or offers for this collectible yet.', {}, WAIT),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByText('No offers')).toBeNull()
  },
}

export const EmptyDark: Story = { ...Empty, name: 'Empty (dark)', parameters: { theme: 'dark' } }

/** Listings only: the offers' side keeps a short line; the chart draws the asks. */
export const ListingsOnly: Story = {
  args: { tokenId: LISTINGS_ONLY_TOKEN },
  play: async ({ canvas }) => {
    const asks = await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(within(asks).getAllByRole('row')).toHaveLength(2)
    await expect(canvas.getByText('No offers')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Offers (bids)' })).toBeNull()
    await expect(canvas.queryByText('No listings or offers for this collectible yet.')).toBeNull()
    await expect(canvas.getByRole('img', { name: /^Best bid none/ })).toBeVisible()
  },
}

export const ListingsOnlyDark: Story = {
  ...ListingsOnly,
  name: 'Listings only (dark)',
  parameters: { theme: 'dark' },
}

/** Offers only: the listings' side keeps a short line. */
export const OffersOnly: Story = {
  args: { tokenId: OFFERS_ONLY_TOKEN },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Offers (bids)' }, WAIT)
    await expect(canvas.getByText('No listings')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Listings (asks)' })).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    platform: { fail: { 'Marketplace/ListListingsForCollectible': 'QueryFailed' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The order book could not be loaded.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Data: Story = {
  play: async ({ canvas }) => {
    const asks = await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    const bids = canvas.getByRole('table', { name: 'Offers (bids)' })
    await expect(within(asks).getAllByRole('row')).toHaveLength(4)
    await expect(within(bids).getAllByRole('row')).toHaveLength(3)
    await expect(asks).toHaveTextContent(/USDC|WETH/)
    await expect(
      canvas.getByRole('img', { name: /^Best bid \$.*best ask \$.*spread/ }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Cancel/ })).toBeNull()
  },
}

/**
 * Dev account 0's view: its three listings can be cancelled. Here a cancel is
 * what the emulator does once the cancel transaction is mined: the order is
 * cancelled in the story's emulator, and the book reloads without it.
 */
export const WithCancelActions: Story = {
  args: { account: DEV_ACCOUNTS[0]!.address, onCancel: fn() },
  render: (args, context) => {
    const { emulator, queryClient } = storyPlatform(context)
    const onCancel = (order: Order) => {
      args.onCancel?.(order)
      emulator.state.marketplace.cancelOrder(
        order.collectionContractAddress ?? args.contractAddress,
        order.orderId,
        emulator.clock.now(),
      )
      void queryClient.invalidateQueries()
    }
    return <OrderBook {...args} onCancel={onCancel} />
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    const asks = () => canvas.getByRole('table', { name: 'Listings (asks)' })
    const buttons = canvas.getAllByRole('button', { name: /^Cancel your order at/ })
    await expect(buttons).toHaveLength(3)
    await expect(canvas.getAllByText('You')).toHaveLength(3)
    await userEvent.click(buttons[0]!)
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1))
    const [order] = (args.onCancel as ReturnType<typeof fn>).mock.calls[0]!
    await expect((order as Order).createdBy).toBe(DEV_ACCOUNTS[0]!.address)
    await waitFor(() => expect(within(asks()).getAllByRole('row')).toHaveLength(3), WAIT)
    await expect(canvas.getAllByText('You')).toHaveLength(2)
  },
}

/** The story after a cancel has its own emulator: the cancelled order is live here. */
export const AfterACancel: Story = {
  args: { account: DEV_ACCOUNTS[0]!.address, onCancel: fn() },
  play: async ({ canvas }) => {
    const asks = await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(within(asks).getAllByRole('row')).toHaveLength(4)
    await expect(canvas.getAllByText('You')).toHaveLength(3)
  },
}

/**
 * The app's own actions (`renderAction`): Buy on another maker's listing,
 * Accept on an offer, each named with its price, beside the cancel button of
 * dev account 0's own listings.
 */
const appAction: RenderOrderAction = (order, side) =>
  order.createdBy === DEV_ACCOUNTS[0]!.address ? null : (
    <button type="button" className="pk-button">
      {side === 'listing' ? 'Buy' : 'Accept'}
      <span className="pk-visually-hidden">
        {' '}
        for <PriceText order={order} />
      </span>
    </button>
  )

export const WithAppActions: Story = {
  args: { account: DEV_ACCOUNTS[0]!.address, onCancel: fn(), renderAction: appAction },
  play: async ({ canvas }) => {
    const bids = await canvas.findByRole('table', { name: 'Offers (bids)' }, WAIT)
    await expect(canvas.getAllByRole('button', { name: /^Cancel your order at/ })).toHaveLength(3)
    const accepts = within(bids).getAllByRole('button', { name: /^Accept for \S+ (USDC|WETH)$/ })
    await expect(accepts).toHaveLength(2)
    // Reachable by keyboard: the book's first stop is the first offer's Accept.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.tab()
    await expect(accepts[0]).toHaveFocus()
  },
}

export const WithAppActionsDark: Story = {
  ...WithAppActions,
  name: 'With app actions (dark)',
  parameters: { theme: 'dark' },
}

/** In a box as narrow as a phone's, each order stacks on two lines, its actions in view. */
export const OnAPhone: Story = {
  ...WithAppActions,
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Offers (bids)' }, WAIT)
    const box = canvasElement.querySelector('.pk-orderbook')!.getBoundingClientRect()
    for (const button of canvas.getAllByRole('button')) {
      const r = button.getBoundingClientRect()
      await expect(r.left).toBeGreaterThanOrEqual(box.left - 1)
      await expect(r.right).toBeLessThanOrEqual(box.right + 1)
    }
    // Two lines: the quantity under the price.
    const row = canvasElement.querySelector('.pk-orderbook__table tbody tr')!
    const price = row.querySelector('[data-column="price"]')!.getBoundingClientRect()
    const quantity = row.querySelector('[data-column="quantity"]')!.getBoundingClientRect()
    await expect(quantity.top).toBeGreaterThanOrEqual(price.bottom - 1)
  },
}

export const OnAPhoneDark: Story = {
  ...OnAPhone,
  name: 'On a phone (dark)',
  parameters: { theme: 'dark' },
}

export const HostileMetadata: Story = {
  args: { contractAddress: EMULATOR_COLLECTION.hostile.address, tokenId: HOSTILE_TOKEN },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(canvasElement.querySelector('script')).toBeNull()
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i)
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}

export const HostileMetadataDark: Story = {
  ...HostileMetadata,
  name: 'Hostile metadata (dark)',
  parameters: { theme: 'dark' },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(canvasElement.querySelector('[data-pk-theme="dark"]')).not.toBeNull()
    await expect(canvas.getByRole('img', { name: /^Best bid/ })).toBeVisible()
  },
}
