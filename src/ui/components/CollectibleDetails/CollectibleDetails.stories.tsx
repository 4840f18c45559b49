import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { CollectibleDetails } from './CollectibleDetails.js'

const MAX_UINT256 = (2n ** 256n - 1n).toString()

const meta = {
  title: 'Components/CollectibleDetails',
  component: CollectibleDetails,
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    tokenId: '19',
    standard: 'ERC721',
    owner: DEV_ACCOUNTS[0]!.address,
    metadata: { externalUrl: 'https://example.com/creatures/19' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof CollectibleDetails>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('ERC721')).toBeVisible()
    await expect(canvas.getByTitle(args.contractAddress)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

export const Dark: Story = { ...Light, parameters: { theme: 'dark' } }

/** Nothing but what every collectible has: no standard, owner or link. */
export const Empty: Story = {
  args: { standard: undefined, owner: undefined, metadata: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.queryByText('Owner')).toBeNull()
  },
}

/** The largest token id, a script-like standard, and a javascript: link that must not be followed. */
export const Hostile: Story = {
  args: {
    contractAddress: EMULATOR_COLLECTION.hostile.address,
    tokenId: MAX_UINT256,
    standard: '<script>window.__pwned=1</script>',
    metadata: { externalUrl: 'javascript:window.__pwned=1' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTitle(MAX_UINT256)).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}
