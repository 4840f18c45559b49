/**
 * The order book and the grid under a `LiveQueries` fed by a fake
 * `EventSource`, against the emulator: the live state shown, the rows and
 * cards an on-chain event changed marked for two seconds after the refetch
 * (none on the first render), a polite summary for screen readers — and
 * none of it without a `LiveQueries`. Timers are faked but follow real time,
 * so that the emulator answers and two seconds can pass at once.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LiveEvent } from '../../src/core/schemas/liveEvent.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { type LiveEventSourceConstructor, LiveQueries } from '../../src/react/index.js'
import { CollectibleGrid, OrderBook, OrderBookView } from '../../src/ui/index.js'
import { setupTestPlatform } from '../support/platform.js'

const platform = setupTestPlatform({ size: 200 })
const { emulator } = platform
const market = emulator.state.marketplace
const creatures = EMULATOR_COLLECTION.creatures.address
const chainId = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!.chainId
const RECT = { width: 800, height: 600 }

type Listener = (message: { data?: unknown; lastEventId?: string }) => void

/** An `EventSource` the test drives: it opens, and sends `chain` messages when told. */
class FakeEventSource {
  static last: FakeEventSource | undefined
  readonly listeners = new Map<string, Listener[]>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {}
  emit(type: string, message: { data?: unknown; lastEventId?: string } = {}) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message)
    })
  }
}
const EventSource = FakeEventSource as unknown as LiveEventSourceConstructor

let eventId = 0
/** What the feed says when an order of `tokenId` changed on chain. */
function chainEvent(tokenId: string) {
  const id = String(++eventId)
  const event: LiveEvent = {
    id,
    chainId,
    contractAddress: creatures,
    tokenIds: [tokenId],
    kind: 'other',
    event: 'OrderChanged',
    uid: `uid-${id}`,
  }
  FakeEventSource.last!.emit('chain', { data: JSON.stringify(event), lastEventId: id })
}

/** Under the platform and, unless `live` is false, a `LiveQueries` on the fake feed. */
function renderLive(
  ui: ReactNode,
  { live = true, queryClient }: { live?: boolean; queryClient?: QueryClient } = {},
) {
  const { wrapper } = platform.providers(queryClient)
  const tree = live ? (
    <LiveQueries url="/live" EventSource={EventSource} windowMs={10}>
      {ui}
    </LiveQueries>
  ) : (
    ui
  )
  const result = render(tree, { wrapper })
  if (live) FakeEventSource.last!.emit('open')
  return result
}

const now = () => emulator.clock.now()
const liveOrders = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(creatures, tokenId)
    .filter((o) => o.side === side && market.isOrderLive(creatures, o.orderId, now()))
/** A token with a live listing and a scheduled one (valid from later): waiting for it adds a listing. */
function tokenWithScheduledListing(): { tokenId: string; startsAt: number } {
  for (let i = 0; i < 200; i++) {
    const tokenId = String(i)
    const scheduled = market
      .ordersOfToken(creatures, tokenId)
      .filter(
        (o) => o.side === 'listing' && o.status === 'active' && Date.parse(o.validFrom) > now(),
      )
    if (scheduled.length > 0 && liveOrders(tokenId, 'listing').length > 0) {
      return { tokenId, startsAt: Math.min(...scheduled.map((o) => Date.parse(o.validFrom))) }
    }
  }
  throw new Error('no token with a scheduled listing')
}
/** A token with at least two live listings (not `not`): cancelling one leaves the others. */
function tokenWithListings(not: readonly string[] = []): string {
  for (let i = 0; i < 200; i++) {
    const tokenId = String(i)
    if (!not.includes(tokenId) && liveOrders(tokenId, 'listing').length >= 2) return tokenId
  }
  throw new Error('no token with two listings')
}
const cancelCheapestListing = (tokenId: string) => {
  const [cheapest] = liveOrders(tokenId, 'listing').sort((a, b) => a.priceUSD - b.priceUSD)
  market.cancelOrder(creatures, cheapest!.orderId, now())
  return cheapest!
}

const marked = (container: HTMLElement) => container.querySelectorAll('[data-live-mark]')
const summary = () =>
  screen
    .queryAllByRole('status')
    .map((s) => s.textContent)
    .filter(Boolean)
    .join(' | ')
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('OrderBook under a LiveQueries', () => {
  test('a listing that starts is marked for two seconds after the refetch, and said once', async () => {
    const { tokenId, startsAt } = tokenWithScheduledListing()
    const before = liveOrders(tokenId, 'listing').length
    const { container } = renderLive(
      <OrderBook network="anvil" contractAddress={creatures} tokenId={tokenId} />,
    )
    const asks = await screen.findByRole('table', { name: 'Listings (asks)' })
    expect(within(asks).getAllByRole('row')).toHaveLength(before + 1)
    expect(screen.getByText('Live').closest('.pk-live')?.getAttribute('data-state')).toBe('live')
    // The polite region is there from the first render, empty; nothing is marked on first data.
    expect(container.querySelector('.pk-visually-hidden[role="status"]')).not.toBeNull()
    advance(3000)
    expect(marked(container)).toHaveLength(0)
    expect(summary()).toBe('')

    emulator.clock.set(startsAt)
    chainEvent(tokenId)
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(before + 2))
    const rows = [...marked(container)]
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tagName).toBe('TR')
    expect(asks.contains(rows[0]!)).toBe(true)
    advance(1000)
    expect(summary()).toBe('1 listing added')
    advance(1000)
    expect(marked(container)).toHaveLength(0)
    advance(1000) // the region is emptied two seconds after it spoke, to speak again next time
    expect(summary()).toBe('')
  })

  test('a cancelled listing cannot be marked (it is gone), but it is said', async () => {
    const tokenId = tokenWithListings()
    const { container } = renderLive(
      <OrderBook network="anvil" contractAddress={creatures} tokenId={tokenId} />,
    )
    const asks = await screen.findByRole('table', { name: 'Listings (asks)' })
    const rows = within(asks).getAllByRole('row').length
    cancelCheapestListing(tokenId)
    chainEvent(tokenId)
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(rows - 1))
    expect(marked(container)).toHaveLength(0)
    advance(1000)
    expect(summary()).toBe('1 listing removed')
  })

  test('the live state can be hidden, and the marks turned off', async () => {
    const tokenId = tokenWithListings()
    const { container } = renderLive(
      <OrderBook
        network="anvil"
        contractAddress={creatures}
        tokenId={tokenId}
        liveStatus={false}
        liveMarks={false}
      />,
    )
    const asks = await screen.findByRole('table', { name: 'Listings (asks)' })
    expect(container.querySelector('.pk-live')).toBeNull()
    expect(screen.queryAllByRole('status')).toHaveLength(0)
    const rows = within(asks).getAllByRole('row').length
    cancelCheapestListing(tokenId)
    chainEvent(tokenId)
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(rows - 1))
    advance(1000)
    expect(summary()).toBe('')
  })

  test('without a LiveQueries: no state, no live region, no marks when the data changes', async () => {
    const { tokenId, startsAt } = tokenWithScheduledListing()
    const { queryClient } = platform.providers()
    const { container } = renderLive(
      <OrderBook network="anvil" contractAddress={creatures} tokenId={tokenId} />,
      { live: false, queryClient },
    )
    const asks = await screen.findByRole('table', { name: 'Listings (asks)' })
    const rows = within(asks).getAllByRole('row').length
    expect(container.querySelector('.pk-live')).toBeNull()
    expect(screen.queryAllByRole('status')).toHaveLength(0)
    emulator.clock.set(startsAt)
    await act(() => queryClient.invalidateQueries())
    await waitFor(() => expect(within(asks).getAllByRole('row')).toHaveLength(rows + 1))
    advance(1000)
    expect(marked(container)).toHaveLength(0)
    expect(screen.queryAllByRole('status')).toHaveLength(0)
  })
})

describe('CollectibleGrid under a LiveQueries', () => {
  test('a card whose best listing changed is marked, and said, while more pages load', async () => {
    const { container } = renderLive(
      <CollectibleGrid
        network="anvil"
        contractAddress={creatures}
        sort={[{ column: 'tokenId', order: 'ASC' }]}
        pageSize={6}
        initialRect={RECT}
      />,
    )
    const grid = await screen.findByRole('grid')
    const shown = [...grid.querySelectorAll('[data-token-id]')].map((c) =>
      c.getAttribute('data-token-id'),
    )
    const tokenId = shown.find((t) => liveOrders(t!, 'listing').length >= 2)!
    expect(tokenId).toBeDefined()
    expect(container.querySelector('.pk-grid__head .pk-live')?.textContent).toBe('Live')
    expect(marked(container)).toHaveLength(0)

    const card = () => grid.querySelector(`[data-token-id="${tokenId}"]`)!.textContent
    const was = card()
    cancelCheapestListing(tokenId)
    chainEvent(tokenId)
    // Pages keep loading here (jsdom has no layout): the next one does not cancel the refetch.
    await waitFor(() => expect(card()).not.toBe(was))
    await waitFor(() => expect(marked(container)).toHaveLength(1))
    const cell = marked(container)[0]!
    expect(cell.getAttribute('role')).toBe('gridcell')
    expect(cell.querySelector('[data-token-id]')?.getAttribute('data-token-id')).toBe(tokenId)
    advance(1000)
    expect(summary()).toContain('1 collectible changed')
    advance(1000)
    expect(marked(container)).toHaveLength(0)
  })
})

describe('LiveStatusBadge in a view', () => {
  test('the view shows the state as it changes', () => {
    renderLive(<OrderBookView status="pending" />)
    expect(screen.getByText('Live')).toBeTruthy()
    FakeEventSource.last!.emit('error')
    expect(screen.getByText('Reconnecting…')).toBeTruthy()
  })
})
