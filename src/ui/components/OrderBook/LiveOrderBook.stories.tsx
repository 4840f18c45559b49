import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { type ComponentProps, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { anvil } from '../../../../test/support/storyChain.js'
import type { LiveEvent } from '../../../core/schemas/liveEvent.js'
import { EMULATOR_COLLECTION, type Emulator } from '../../../emulator/index.js'
import {
  type LiveEventSource,
  type LiveEventSourceConstructor,
  type LiveMessage,
  LiveQueries,
} from '../../../react/index.js'
import { OrderBook } from './OrderBook.js'

const creatures = EMULATOR_COLLECTION.creatures.address
/**
 * Creatures #117 (seed 1): one live listing and one live offer, and a listing
 * and an offer that start later (in about 38 and 85 hours), which "New
 * listing" and "New offer" bring forward by moving the emulator's clock.
 */
const TOKEN = '117'
const WAIT = { timeout: 10_000 }

/**
 * The story's live feed: an `EventSource` that opens at once, and `send`,
 * which writes a `chain` message to it as the server's feed would after a
 * block.
 */
function storyFeed() {
  let current: { emit: (type: string, message: LiveMessage) => void } | undefined
  let id = 0
  class StoryEventSource implements LiveEventSource {
    readonly listeners = new Map<string, ((message: LiveMessage) => void)[]>()
    closed = false
    constructor(readonly url: string) {
      current = this
      setTimeout(() => this.emit('open', {}), 0)
    }
    addEventListener(type: string, listener: (message: LiveMessage) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
    }
    close() {
      this.closed = true
    }
    emit(type: string, message: LiveMessage) {
      if (this.closed) return
      for (const listener of this.listeners.get(type) ?? []) listener(message)
    }
  }
  return {
    EventSource: StoryEventSource as LiveEventSourceConstructor,
    send(tokenId: string, name: string) {
      const event: LiveEvent = {
        id: String(++id),
        chainId: anvil.chainId,
        contractAddress: creatures,
        tokenIds: [tokenId],
        kind: 'other',
        event: name,
        uid: `story-${id}`,
      }
      current?.emit('chain', { data: JSON.stringify(event), lastEventId: event.id })
    },
  }
}

type Side = 'listing' | 'offer'

/** The token's orders of one side in the emulator: live now, or starting later (soonest first). */
function ordersOf(emulator: Emulator, side: Side) {
  const market = emulator.state.marketplace
  const now = emulator.clock.now()
  const orders = market.ordersOfToken(creatures, TOKEN).filter((o) => o.side === side)
  return {
    live: orders.filter((o) => market.isOrderLive(creatures, o.orderId, now)),
    later: orders
      .filter((o) => o.status === 'active' && Date.parse(o.validFrom) > now)
      .sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom)),
  }
}

type LiveOrderBookProps = ComponentProps<typeof OrderBook> & { readonly emulator: Emulator }

/** The order book under a `LiveQueries` on the story's feed, with the controls that write to both. */
function LiveOrderBook({ emulator, ...book }: LiveOrderBookProps) {
  const [feed] = useState(storyFeed)
  const [, changed] = useState(0)
  const listings = ordersOf(emulator, 'listing')
  const offers = ordersOf(emulator, 'offer')
  const act = (name: string, change: () => void) => () => {
    change()
    feed.send(TOKEN, name)
    changed((n) => n + 1)
  }
  const cancel = (side: Side, best: (typeof listings.live)[number] | undefined) =>
    act(`${side === 'listing' ? 'Listing' : 'Offer'}Cancelled`, () => {
      if (best)
        emulator.state.marketplace.cancelOrder(creatures, best.orderId, emulator.clock.now())
    })
  const start = (side: Side, next: (typeof listings.later)[number] | undefined) =>
    act(`${side === 'listing' ? 'Listing' : 'Offer'}Started`, () => {
      if (next) emulator.clock.set(Date.parse(next.validFrom))
    })
  const cheapest = [...listings.live].sort((a, b) => a.priceUSD - b.priceUSD)[0]
  const highest = [...offers.live].sort((a, b) => b.priceUSD - a.priceUSD)[0]
  return (
    <LiveQueries url="/story-live" EventSource={feed.EventSource} windowMs={100}>
      <p style={{ margin: '0 0 8px', maxWidth: '60ch' }}>
        Each button changes the story's emulator, then sends the live feed's <code>chain</code>{' '}
        event for the token: the book refetches that token's orders and marks what a change added.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <button
          type="button"
          className="pk-button"
          disabled={!listings.later[0]}
          onClick={start('listing', listings.later[0])}
        >
          New listing
        </button>
        <button
          type="button"
          className="pk-button"
          disabled={!offers.later[0]}
          onClick={start('offer', offers.later[0])}
        >
          New offer
        </button>
        <button
          type="button"
          className="pk-button"
          data-variant="secondary"
          disabled={!cheapest}
          onClick={cancel('listing', cheapest)}
        >
          Cancel cheapest listing
        </button>
        <button
          type="button"
          className="pk-button"
          data-variant="secondary"
          disabled={!highest}
          onClick={cancel('offer', highest)}
        >
          Cancel best offer
        </button>
      </div>
      <OrderBook {...book} />
    </LiveQueries>
  )
}

const meta = {
  title: 'Live/OrderBook',
  component: OrderBook,
  args: {
    network: 'anvil',
    contractAddress: creatures,
    tokenId: TOKEN,
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
  render: (args, context) => <LiveOrderBook {...args} emulator={storyPlatform(context).emulator} />,
} satisfies Meta<typeof OrderBook>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The order book with live updates: the story's controls change its emulator
 * and send the feed's event, and the book refetches and marks the new row for
 * two seconds (fading out unless the system asks for reduced motion), while a
 * polite live region says what changed, at most every five seconds.
 */
export const LiveUpdates: Story = {
  play: async ({ canvas, canvasElement }) => {
    const asks = await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    const bids = canvas.getByRole('table', { name: 'Offers (bids)' })
    await expect(await canvas.findByText('Live', {}, WAIT)).toBeVisible()
    const listings = within(asks).getAllByRole('row').length
    const offers = within(bids).getAllByRole('row').length
    await expect(canvasElement.querySelector('[data-live-mark]')).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'New listing' }))
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(listings + 1), WAIT)
    const row = asks.querySelector<HTMLTableRowElement>('tr[data-live-mark]')
    await expect(row).not.toBeNull()
    // Fading out where motion is welcome, a still highlight where it is not: on the row's
    // cells in a table, on the whole row where a narrow box stacks it.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const animations = [row!, row!.cells[1]!].map((el) => getComputedStyle(el).animationName)
    if (reduced) await expect(animations).toEqual(['none', 'none'])
    else await expect(animations).toContain('pk-live-row')
    await waitFor(
      () => expect(canvas.getByText('1 listing added')).toHaveAttribute('role', 'status'),
      WAIT,
    )

    // A cancelled listing leaves: nothing to mark, and the new one's mark ends after two seconds.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel cheapest listing' }))
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(listings), WAIT)
    await waitFor(() => expect(asks.querySelector('[data-live-mark]')).toBeNull(), WAIT)
    await expect(within(bids).getAllByRole('row')).toHaveLength(offers)
  },
}

/**
 * The book emptied by live updates: once its last listing and last offer
 * are cancelled it says so once — no chart of nothing, no two empty tables —
 * and a new listing brings back the chart and its side.
 */
export const LiveToEmpty: Story = {
  name: 'Live, to empty and back',
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel cheapest listing' }))
    await waitFor(() => expect(canvas.getByText('No listings')).toBeVisible(), WAIT)
    await expect(canvas.getByRole('table', { name: 'Offers (bids)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel best offer' }))
    await waitFor(
      () =>
        expect(canvas.getByText('No listings or offers for this collectible yet.')).toBeVisible(),
      WAIT,
    )
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('img', { name: /Best bid|No orders/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'New listing' }))
    const asks = await canvas.findByRole('table', { name: 'Listings (asks)' }, WAIT)
    await expect(within(asks).getAllByRole('row')).toHaveLength(2)
    await expect(canvas.getByText('No offers')).toBeVisible()
  },
}

export const LiveToEmptyDark: Story = {
  ...LiveToEmpty,
  name: 'Live, to empty and back (dark)',
  parameters: { theme: 'dark' },
}
