import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LiveStatusBadge } from './LiveStatusBadge.js'

/**
 * The live feed's state as a badge. Under a `LiveQueries` it follows the
 * feed by itself (see Live/OrderBook); here each state is given, side by side.
 */
const meta = {
  title: 'Components/LiveStatusBadge',
  component: LiveStatusBadge,
} satisfies Meta<typeof LiveStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const EachState: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <LiveStatusBadge state="connecting" />
      <LiveStatusBadge state="live" />
      <LiveStatusBadge state="reconnecting" />
      <LiveStatusBadge state="offline" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const words of ['Connecting…', 'Live', 'Reconnecting…', 'Offline']) {
      await expect(canvas.getByText(words)).toBeVisible()
    }
  },
}
