import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { EMULATOR_COLLECTION } from '../src/emulator/index.js'
import { PriceSummary } from '../src/ui/components/PriceSummary.js'
import { anvilCurrencies as currencies } from './anvil.js'

const WAIT = { timeout: 10_000 }

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
  // Creatures #19 has listings and offers; #8 has no order (seed 1).
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    tokenId: '19',
    currencies,
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PriceSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buy now', {}, WAIT)).toBeVisible()
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

export const Empty: Story = {
  args: { tokenId: '8' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not listed', {}, WAIT)).toBeVisible()
    await expect(canvas.getByText('No offers')).toBeVisible()
  },
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
    await expect(await canvas.findByText('Buy now', {}, WAIT)).toBeVisible()
  },
}
