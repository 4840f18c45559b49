import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { checkWorkerScript } from './worker.js'

/**
 * What platform-kit/storybook says when msw's worker script is not served:
 * tests only, hidden from the sidebar.
 */
const meta = {
  title: 'Prototyping/Setup checks',
  tags: ['!dev', '!autodocs'],
  render: () => <p>setup checks</p>,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const MissingWorker: Story = {
  loaders: [
    async () => ({
      error: await checkWorkerScript('/no-such-dir/mockServiceWorker.js').then(
        () => undefined,
        (e: unknown) => e,
      ),
    }),
  ],
  play: async ({ loaded }) => {
    const { message } = loaded.error as Error
    await expect(message).toMatch(/is not served at \/no-such-dir\/mockServiceWorker\.js/)
    await expect(message).toContain('Run `npx msw init public/`')
  },
}

export const ServedWorker: Story = {
  loaders: [
    async () => ({ ok: await checkWorkerScript('/mockServiceWorker.js').then(() => true) }),
  ],
  play: async ({ loaded }) => {
    await expect(loaded.ok).toBe(true)
  },
}
