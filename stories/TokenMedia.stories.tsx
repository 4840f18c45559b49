import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TokenMedia } from '../src/ui/index.js'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#3b5bdb"/><circle cx="5" cy="5" r="3" fill="#fff"/></svg>'

const meta = {
  title: 'Components/TokenMedia',
  component: TokenMedia,
  args: { metadata: { name: 'Blue Circle', imageData: svg }, aspectRatio: 1 },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof TokenMedia>

export default meta
type Story = StoryObj<typeof meta>

export const SvgImageData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Blue Circle' })).toBeVisible()
  },
}

export const NoMedia: Story = {
  args: { metadata: { name: 'Nothing to show' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No media')).toBeVisible()
  },
}

export const HostileMetadata: Story = {
  args: {
    metadata: {
      name: '<script>window.__pwned=1</script>',
      image: 'javascript:window.__pwned=1',
      animationUrl: 'data:text/html,<script>parent.__pwned=1</script>',
      imageData:
        '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script></svg>',
      backgroundColor: 'red;background:url(javascript:window.__pwned=1)',
    },
    variant: 'full',
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:/i)
  },
}

export const Dark: Story = { parameters: { theme: 'dark' } }
