import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TokenMedia } from '../../index.js'

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

/** No media in the dark theme, at a phone card's size: the icon and its words stay readable. */
export const NoMediaDark: Story = {
  args: { metadata: { name: 'Nothing to show', backgroundColor: '1e293b' } },
  decorators: [(Story) => <div style={{ width: 124 }}>{Story()}</div>],
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No media')).toBeVisible()
    const icon = canvasElement.querySelector('.pk-media__icon')!
    await expect(icon.getAttribute('aria-hidden')).toBe('true')
    await expect(icon.getBoundingClientRect().width).toBeGreaterThan(16)
  },
}

/** An SVG that paints nothing (only a frame, which an image never loads): the placeholder, not an empty box. */
export const BlankSvg: Story = {
  args: {
    metadata: {
      name: 'Blank',
      imageData:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><foreignObject width="64" height="64"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:window.__pwned=1"></iframe></body></foreignObject></svg>',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No media', {}, { timeout: 5_000 })).toBeVisible()
  },
}
