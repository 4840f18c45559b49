import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { EMULATOR_COLLECTION } from '../emulator/index.js'
import { CollectibleGrid } from '../ui/components/CollectibleGrid/CollectibleGrid.js'

const WAIT = { timeout: 10_000 }

/**
 * One story of `CollectibleGrid` in each state of the toolbar's Platform menu
 * (`globals.platform`), as a designer flips it: any story can be shown so.
 */
const meta = {
  title: 'Prototyping/Platform menu',
  component: CollectibleGrid,
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    filter: { includeEmpty: true },
    pageSize: 60,
    contractType: 'ERC721',
  },
  decorators: [(Story) => <div style={{ height: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CollectibleGrid>

export default meta
type Story = StoryObj<typeof meta>

const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.pk-grid')!

export const Live: Story = {
  globals: { platform: 'live' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', {}, WAIT)).toBeVisible()
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0)
  },
}

export const Slow: Story = {
  globals: { platform: 'slow' },
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement).getAttribute('aria-busy')).toBe('true')
    await new Promise((resolve) => setTimeout(resolve, 400))
    // Still loading after 0.4 s: every call takes 0.8 s at least.
    await expect(root(canvasElement).getAttribute('aria-busy')).toBe('true')
    await expect(await canvas.findByRole('grid', {}, WAIT)).toBeVisible()
  },
}

export const Loading: Story = {
  globals: { platform: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(root(canvasElement).getAttribute('aria-busy')).toBe('true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collectibles')
  },
}

export const Empty: Story = {
  globals: { platform: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No collectibles found', {}, WAIT)).toBeVisible()
  },
}

/** No listings: every card says so. */
export const Unlisted: Story = {
  globals: { platform: 'unlisted' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', {}, WAIT)
    await waitFor(() => expect(canvas.getAllByText('Not listed').length).toBeGreaterThan(0))
    await expect(canvas.queryByText(/USDC|WETH/)).toBeNull()
  },
}

export const Failing: Story = {
  globals: { platform: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The collectibles could not be loaded.',
    )
  },
}

export const Offline: Story = {
  globals: { platform: 'offline' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The collectibles could not be loaded.',
    )
  },
}

export const Hostile: Story = {
  globals: { platform: 'hostile' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid', {}, WAIT)
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0))
    await expect(canvasElement.textContent).toContain('<script>window.__pwned=1</script>')
    await expect(canvasElement.querySelector('script, iframe')).toBeNull()
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}
