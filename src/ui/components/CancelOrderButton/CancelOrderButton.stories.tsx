import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { wholeText } from '../../../../test/support/text.js'
import type { Step } from '../../../core/index.js'
import type { StepProgress } from '../../../wallet/index.js'
import { CancelOrderButtonView } from './CancelOrderButton.js'

const cancelStep: Step = {
  id: 'cancel',
  to: '0x8B9D3378a1bC03eA53782DD4E9C56e5F6efAECC1',
  data: '0x40e58ee5',
  value: '0',
}
const signStep: Step = { id: 'signEIP712' }
const at = (
  status: StepProgress['status'],
  step = cancelStep,
  more: Partial<StepProgress> = {},
): StepProgress => ({
  index: 0,
  step,
  status,
  ...more,
})
const hash = '0x9f2c1f4d4b6f7e0a8c1e2d3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b1'

/**
 * The cancel control's states. `CancelOrderButton` runs them for real with
 * the connected wallet; see the demo (npm run demo with anvil running).
 */
const meta = {
  title: 'Components/CancelOrderButton',
  component: CancelOrderButtonView,
  args: { status: 'idle', progress: [], onCancel: fn() },
} satisfies Meta<typeof CancelOrderButtonView>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const AwaitingSignature: Story = {
  args: { status: 'pending', progress: [at('awaiting-signature')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancelling…' })).toBeDisabled()
    await expect(
      canvas.getByText(/Step 1: cancel transaction — confirm in your wallet/),
    ).toBeVisible()
  },
}

export const Submitted: Story = {
  args: { status: 'pending', progress: [at('submitted', cancelStep, { hash })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(wholeText(/transaction 0x9f2c1f…f3a2b1/))).toBeVisible()
  },
}

export const Cancelled: Story = {
  args: { status: 'success', progress: [at('confirmed', cancelStep, { hash })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order cancelled')
  },
}

export const Declined: Story = {
  args: { status: 'error', reason: 'rejected', progress: [at('rejected', signStep)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/You declined in your wallet/)
  },
}

export const WrongAccount: Story = {
  args: { status: 'error', reason: 'wrong-account', progress: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/did not make this order/)
  },
}

export const Failed: Story = {
  args: {
    status: 'error',
    reason: 'failed',
    errorMessage: 'transaction 0x9f… reverted',
    progress: [at('failed')],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Could not cancel the order: transaction 0x9f… reverted',
    )
  },
}

export const Dark: Story = {
  args: { status: 'pending', progress: [at('submitted', cancelStep, { hash })] },
  parameters: { theme: 'dark' },
}
