import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { Order } from '../src/core/schemas/order.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../src/emulator/index.js'
import { OrderBook } from '../src/ui/components/OrderBook.js'
import { anvilCurrencies as currencies } from './anvil.js'

/**
 * Creatures #19: three live listings by dev account 0 and two live offers in
 * the emulator's data (seed 1), in USDC and WETH.
 */
const TOKEN = '19'
/** Creatures #8 has no order at all. */
const EMPTY_TOKEN = '8'
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
    currencies,
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

export const Empty: Story = {
  args: { tokenId: EMPTY_TOKEN },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No listings or offers for this collectible yet.', {}, WAIT),
    ).toBeVisible()
    // The layout stays: both tables say they are empty.
    await expect(canvas.getByRole('table', { name: 'Listings (asks)' })).toHaveTextContent(
      'No listings',
    )
    await expect(canvas.getByRole('table', { name: 'Offers (bids)' })).toHaveTextContent(
      'No offers',
    )
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

export const HostileMetadata: Story = {
  args: { contractAddress: EMULATOR_COLLECTION.hostile.address, tokenId: HOSTILE_TOKEN },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(canvasElement.querySelector('script')).toBeNull()
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i)
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(canvasElement.querySelector('[data-pk-theme="dark"]')).not.toBeNull()
    await expect(canvas.getByRole('img', { name: /^Best bid/ })).toBeVisible()
  },
}
