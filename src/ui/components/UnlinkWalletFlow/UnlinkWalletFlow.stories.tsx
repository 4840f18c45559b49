import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { wholeText } from '../../../../test/support/text.js'
import { DEV_ACCOUNTS } from '../../../emulator/index.js'
import { UnlinkWalletFlowView } from './UnlinkWalletFlow.js'

/**
 * The unlink flow's states. `UnlinkWalletFlow` runs them for real with the
 * connected wallet; see the demo's Wallet page (npm run demo with anvil running).
 */
const meta = {
  title: 'Components/UnlinkWalletFlow',
  component: UnlinkWalletFlowView,
  args: {
    parentWalletAddress: DEV_ACCOUNTS[0]!.address,
    linkedWalletAddress: DEV_ACCOUNTS[1]!.address,
    status: 'idle',
    steps: { parent: 'idle', linked: 'idle' },
    onUnlink: fn(),
  },
} satisfies Meta<typeof UnlinkWalletFlowView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText(
        wholeText(/Remove the link between 0x7099…79C8 and your account wallet 0xf39F…2266/),
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }))
    await expect(args.onUnlink).toHaveBeenCalledOnce()
  },
}

export const ParentSigning: Story = {
  args: { status: 'pending', steps: { parent: 'awaiting-signature', linked: 'idle' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(wholeText(/Account wallet 0xf39F…2266 signs — confirm in the wallet/)),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unlinking…' })).toBeDisabled()
  },
}

export const Unlinked: Story = {
  args: { status: 'success', steps: { parent: 'signed', linked: 'signed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The wallet is unlinked.')
  },
}

export const Declined: Story = {
  args: { status: 'error', reason: 'rejected', steps: { parent: 'signed', linked: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/declined/)
  },
}

export const WrongWallet: Story = {
  args: {
    status: 'error',
    reason: 'wrong-account',
    errorMessage: `connect ${DEV_ACCOUNTS[1]!.address} to unlink it`,
    linkedWalletAddress: DEV_ACCOUNTS[4]!.address,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /Connect the linked wallet to unlink it/,
    )
  },
}

export const NotLinked: Story = {
  args: { status: 'error', reason: 'not-linked', steps: { parent: 'signed', linked: 'signed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This wallet is not linked to 0xf39F…2266.',
    )
  },
}

export const Dark: Story = { parameters: { theme: 'dark' } }
