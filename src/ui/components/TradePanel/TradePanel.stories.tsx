import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { StepProgress } from '../../../wallet/index.js'
import { fixturePlan, fixtureSummary } from './TradePanel.fixtures.js'
import { TradePanelView } from './TradePanelView.js'

const buy = fixturePlan('buy', { approval: true })
const at = (index: number, status: StepProgress['status']): StepProgress => ({
  index,
  step: buy.steps[index]!,
  status,
})

/**
 * The trade panel's states. `TradePanel` feeds them from `useTradePlan` and
 * `useTrade` with the connected wallet; see the Trade guide and the demo.
 */
const meta = {
  title: 'Components/TradePanel',
  component: TradePanelView,
  args: {
    kind: 'buy',
    planState: 'ready',
    summary: fixtureSummary(fixturePlan('buy')),
    status: 'idle',
    progress: [],
    onConfirm: fn(),
  },
} satisfies Meta<typeof TradePanelView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    // The price and what the buyer pays, by symbol and in dollars.
    await expect(canvas.getAllByText('0.05000 WETH')).toHaveLength(2)
    await expect(canvas.getAllByText('($150.00)')).toHaveLength(2)
    await expect(canvas.getByText('Your wallet will ask for 1 transaction.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const NeedsApproval: Story = {
  args: { summary: fixtureSummary(buy) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wallet will ask for 2 transactions.')).toBeVisible()
  },
}

export const Checking: Story = {
  args: { planState: 'checking', summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking with the chain…')
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled()
  },
}

export const Pending: Story = {
  args: {
    summary: fixtureSummary(buy),
    status: 'pending',
    progress: [at(0, 'confirmed'), at(1, 'awaiting-signature')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buying…' })).toBeDisabled()
    await expect(canvas.getByText(/Step 2: buy — confirm in your wallet/)).toBeVisible()
  },
}

export const Succeeded: Story = {
  args: {
    summary: fixtureSummary(buy),
    status: 'success',
    progress: [at(0, 'confirmed'), at(1, 'confirmed')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bought.')
  },
}

export const Declined: Story = {
  args: {
    status: 'error',
    reason: 'rejected',
    progress: [{ ...at(0, 'rejected'), step: fixturePlan('buy').steps[0]! }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You declined in your wallet. Nothing changed.',
    )
  },
}

export const Refused: Story = {
  args: {
    planState: 'refused',
    summary: undefined,
    reason: 'refused',
    message: 'your WETH balance is 0.01000 WETH; 0.05000 WETH is needed',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Cannot buy: your WETH balance is 0.01000 WETH; 0.05000 WETH is needed.',
    )
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled()
  },
}

export const ReadOnly: Story = {
  args: { planState: 'read-only', summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connect a wallet to buy.')
  },
}

export const ListFiveWithFee: Story = {
  args: {
    kind: 'accept',
    summary: fixtureSummary(fixturePlan('accept', { quantity: 5n, fee: 10n ** 16n })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fees')).toBeVisible()
    await expect(canvas.getByText('Quantity')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Accept offer' })).toBeEnabled()
  },
}

const relist = fixturePlan('relist')
const relistAt = (index: number, status: StepProgress['status']): StepProgress => ({
  index,
  step: relist.steps[index]!,
  status,
})

/** Edit price, before the wallet is asked: the steps it will ask for, the cancel first. */
export const EditPrice: Story = {
  args: { kind: 'relist', summary: fixtureSummary(relist) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wallet will ask for 2 transactions.')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Trade steps' })).toHaveTextContent(
      'Step 1: cancel the listing — waitingStep 2: list — waiting',
    )
    await expect(canvas.getByRole('button', { name: 'Update price' })).toBeEnabled()
  },
}

/** Edit price stopped after its cancel: the old listing is gone and the new one was not made, said once. */
export const EditPriceHalfDone: Story = {
  args: {
    kind: 'relist',
    summary: fixtureSummary(relist),
    status: 'error',
    reason: 'failed',
    message: 'listing 7 is cancelled, and the new one was not made: the wallet refused the request',
    progress: [relistAt(0, 'confirmed'), relistAt(1, 'rejected')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Could not edit the price: listing 7 is cancelled, and the new one was not made',
    )
  },
}
