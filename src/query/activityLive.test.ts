/**
 * The live side of an activity list without React: `connectLiveFeed` hands
 * each event that fits the schema to `onEvent` and each gap to `onGap`, and
 * `followActivity` reads after the newest item held for the events of its
 * list only, brings a list held from before up to date at once, and stops
 * when disposed.
 */
import { QueryClient } from '@tanstack/query-core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ActivityItem, ActivityPage } from '../core/schemas/activity.js'
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import { ACTIVITY_BURST } from './activityLive.js'
import {
  activityQueryKey,
  connectLiveFeed,
  followActivity,
  type LiveEventSourceConstructor,
} from './index.js'

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const B = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const M = '0xcccccccccccccccccccccccccccccccccccccccc'
const URL = 'https://app.example.org/api/activity'

type Listener = (message: { data?: unknown; lastEventId?: string }) => void

class FakeEventSource {
  static last: FakeEventSource
  readonly listeners = new Map<string, Listener[]>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {}
  emit(type: string, message: { data?: unknown; lastEventId?: string } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(message)
  }
}

const event = (id: string, overrides: Partial<LiveEvent> = {}): LiveEvent => ({
  id,
  chainId: 137,
  contractAddress: A,
  tokenIds: ['5'],
  kind: 'transfer',
  event: 'Transfer',
  uid: `uid-${id}`,
  ...overrides,
})

const item = (id: number): ActivityItem => ({
  id: String(id),
  kind: 'transfer',
  event: 'Transfer',
  chainId: 137,
  contractAddress: A,
  tokens: [{ tokenId: '5', amount: '1' }],
  tokenCount: 1,
  time: '2024-05-01T12:00:00.000Z',
  uid: `uid-${id}`,
})

afterEach(() => {
  vi.useRealTimers()
})

describe('connectLiveFeed', () => {
  test('hands each event that fits to onEvent, whatever its collection, and each gap to onGap', () => {
    vi.useFakeTimers()
    const events: LiveEvent[] = []
    let gaps = 0
    const feed = connectLiveFeed({
      url: '/live',
      queryClient: new QueryClient(),
      EventSource: FakeEventSource as unknown as LiveEventSourceConstructor,
      contracts: [{ network: 137, contractAddress: A }],
      backoff: { initialMs: 1, maxMs: 1 },
      onEvent: (e) => events.push(e),
      onGap: () => gaps++,
    })
    const source = FakeEventSource.last
    source.emit('open')
    source.emit('chain', { data: 'nonsense' })
    source.emit('chain', { data: JSON.stringify({ ...event('1'), contractAddress: 'x' }) })
    source.emit('chain', { data: JSON.stringify(event('2')) })
    source.emit('chain', { data: JSON.stringify(event('3', { contractAddress: B })) })
    expect(events).toEqual([event('2'), event('3', { contractAddress: B })])
    source.emit('gap', { data: '{"after": "nope"}' })
    expect(gaps).toBe(0)
    source.emit('gap', { data: JSON.stringify({ after: '3' }), lastEventId: '9' })
    expect(gaps).toBe(1)
    feed.close()
    source.emit('chain', { data: JSON.stringify(event('10')) })
    expect(events).toHaveLength(2)
  })

  test('a reconnection that knows no last event id is a gap', () => {
    vi.useFakeTimers()
    let gaps = 0
    const feed = connectLiveFeed({
      url: '/live',
      queryClient: new QueryClient(),
      EventSource: FakeEventSource as unknown as LiveEventSourceConstructor,
      backoff: { initialMs: 1, maxMs: 1 },
      onGap: () => gaps++,
    })
    FakeEventSource.last.emit('open')
    FakeEventSource.last.emit('error')
    vi.advanceTimersByTime(1)
    FakeEventSource.last.emit('open')
    expect(gaps).toBe(1)
    feed.close()
  })
})

describe('followActivity', () => {
  /** A `fetch` whose answers the test gives, one per request, in order. */
  function reads() {
    const asked: { url: string; answer: (page: ActivityPage) => void; signal?: AbortSignal }[] = []
    const waiting: ((count: number) => void)[] = []
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        asked.push({
          url: String(input),
          answer: (page) => resolve(Response.json(page)),
          signal: init?.signal ?? undefined,
        })
        for (const wake of waiting.splice(0)) wake(asked.length)
      })) as typeof globalThis.fetch
    /** Resolves once `count` requests have been made. */
    const made = (count: number) =>
      new Promise<void>((resolve) => {
        if (asked.length >= count) return resolve()
        const check = (n: number) => (n >= count ? resolve() : waiting.push(check))
        waiting.push(check)
      })
    return { asked, fetch, made }
  }

  const params = { url: URL, network: 'polygon', contractAddress: A, tokenId: '5' }

  test('a list held from before is brought up to date at once, with one read after its newest item', async () => {
    const queryClient = new QueryClient()
    const key = activityQueryKey(params)
    queryClient.setQueryData(key, {
      pages: [{ items: [item(4), item(3)] }],
      pageParams: [undefined],
    })
    const { asked, fetch, made } = reads()
    const follower = followActivity({ queryClient, params, fetch })
    await made(1)
    expect(asked[0]!.url).toBe(`${URL}?chainId=137&contract=${A}&tokenId=5&limit=100&after=4`)
    asked[0]!.answer({ items: [item(6), item(5)] })
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(key)?.pages[0]?.items.map((i) => i.id)).toEqual([
        '6',
        '5',
        '4',
        '3',
      ]),
    )
    follower.dispose()
  })

  test('a burst of 20 events, one every 15 ms: one read when it is over, two at most', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const key = activityQueryKey(params)
    queryClient.setQueryData(key, { pages: [{ items: [item(4)] }], pageParams: [undefined] })
    const { asked, fetch } = reads()
    const follower = followActivity({ queryClient, params, fetch })
    await vi.advanceTimersByTimeAsync(0)
    asked[0]!.answer({ items: [] }) // the list held from before, brought up to date
    await vi.advanceTimersByTimeAsync(0)
    for (let n = 0; n < 20; n++) {
      follower.event(event(String(10 + n)))
      await vi.advanceTimersByTimeAsync(15)
      // A read asked while the burst goes on is answered at once, as a fast server answers.
      for (const read of asked.slice(1)) read.answer({ items: [] })
    }
    await vi.advanceTimersByTimeAsync(ACTIVITY_BURST.maxWaitMs)
    for (const read of asked.slice(1)) read.answer({ items: [] })
    await vi.advanceTimersByTimeAsync(ACTIVITY_BURST.maxWaitMs)
    const burstReads = asked.length - 1
    expect(burstReads).toBeGreaterThanOrEqual(1)
    expect(burstReads).toBeLessThanOrEqual(2)
    follower.dispose()
  })

  test('only events of its chain, collection and token (or naming none) lead to a read', async () => {
    const queryClient = new QueryClient()
    const key = activityQueryKey(params)
    const { asked, fetch, made } = reads()
    const follower = followActivity({ queryClient, params, fetch })
    // Nothing held yet: nothing is read, whatever comes.
    follower.event(event('1'))
    expect(asked).toHaveLength(0)
    queryClient.setQueryData(key, { pages: [{ items: [item(4)] }], pageParams: [undefined] })
    await made(1) // the event that came before the list, read now
    asked[0]!.answer({ items: [] })

    for (const other of [
      event('2', { chainId: 1 }),
      event('3', { contractAddress: B }),
      event('4', { tokenIds: ['6'] }),
      event('5', { contractAddress: M, collectionAddress: B }),
    ]) {
      follower.event(other)
    }
    follower.event(event('6', { contractAddress: M, collectionAddress: A, tokenIds: [] }))
    await made(2)
    expect(asked[1]!.url).toContain('after=4')
    // Disposed: the read in flight is aborted and nothing more is read.
    follower.dispose()
    expect(asked[1]!.signal?.aborted).toBe(true)
    follower.event(event('7'))
    follower.gap()
    expect(asked).toHaveLength(2)
  })

  test('a filtered list reads only its kinds after its newest item (kind=, as its pages)', async () => {
    const queryClient = new QueryClient()
    const sales = { ...params, kinds: ['sale', 'listing'] as const }
    const key = activityQueryKey(sales)
    queryClient.setQueryData(key, { pages: [{ items: [item(4)] }], pageParams: [undefined] })
    const { asked, fetch, made } = reads()
    const follower = followActivity({ queryClient, params: sales, fetch })
    await made(1)
    asked[0]!.answer({ items: [] })
    // The market's sale, filed under the collection, comes in.
    follower.event(
      event('9', { contractAddress: M, collectionAddress: A, event: 'RequestAccepted' }),
    )
    await made(2)
    expect(asked[1]!.url).toBe(
      `${URL}?chainId=137&contract=${A}&tokenId=5&kind=sale%2Clisting&limit=100&after=4`,
    )
    follower.dispose()
  })
})
