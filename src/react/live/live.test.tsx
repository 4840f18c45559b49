/**
 * `useLiveQueries` and `PlatformProvider`'s `live` option against a fake
 * `EventSource`, with fake timers: the state an app shows, reconnection with
 * jittered backoff that resumes after the last event, the invalidation of
 * exactly what an event changes (once per window), a gap, going offline and
 * back, unmounting, and server rendering, which opens nothing.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest'
import type { LiveEvent } from '../../core/schemas/liveEvent.js'
import {
  floorOrderQueryKey,
  type LiveEventSourceConstructor,
  LiveQueries,
  listingsInfiniteQueryKey,
  listingsQueryKey,
  PlatformProvider,
  tokenCollectionFiltersQueryKey,
  useLiveQueries,
  useLiveStatus,
} from '../index.js'

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const B = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const URL = 'https://feed.example.org/live?chain=137'
const config = { accessKey: 'pk_test', urls: { marketplace: 'https://marketplace.example.org' } }

type Listener = (message: { data?: unknown; lastEventId?: string }) => void

/** An `EventSource` that the test drives: it opens, sends and fails when told. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  static get last(): FakeEventSource {
    return FakeEventSource.instances.at(-1)!
  }
  readonly listeners = new Map<string, Listener[]>()
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(type: string, message: { data?: unknown; lastEventId?: string } = {}) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message)
    })
  }
  open() {
    this.emit('open')
  }
  fail() {
    this.emit('error')
  }
  chain(event: LiveEvent) {
    this.emit('chain', { data: JSON.stringify(event), lastEventId: event.id })
  }
  /** A gap as the server writes it: its `id:` is where the feed stands now. */
  gap(after: string, now = '950') {
    this.emit('gap', { data: JSON.stringify({ after, oldest: '900' }), lastEventId: now })
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

const keys = {
  floorA: floorOrderQueryKey({ network: 'polygon', contractAddress: A }),
  listingsA5: listingsQueryKey({ network: 'polygon', contractAddress: A, tokenId: 5n }),
  listingsInfiniteA5: listingsInfiniteQueryKey({ network: 137, contractAddress: A, tokenId: 5 }),
  listingsA6: listingsQueryKey({ network: 'polygon', contractAddress: A, tokenId: 6n }),
  floorB: floorOrderQueryKey({ network: 'polygon', contractAddress: B }),
  filtersA: tokenCollectionFiltersQueryKey({ network: 'polygon', contractAddress: A }),
}
type Name = keyof typeof keys

/** A QueryClient holding every key above, with an invalidation spy. */
function cache() {
  const queryClient = new QueryClient()
  for (const key of Object.values(keys)) queryClient.setQueryData(key as QueryKey, {})
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  const invalidated = () =>
    (Object.entries(keys) as [Name, QueryKey][])
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, invalidate, invalidated, wrapper }
}

const EventSource = FakeEventSource as unknown as LiveEventSourceConstructor

let onLine: boolean
beforeEach(() => {
  FakeEventSource.instances = []
  onLine = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine)
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useLiveQueries', () => {
  test('connecting → live → reconnecting → live, resuming after the last event', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { wrapper } = cache()
    const { result } = renderHook(() => useLiveQueries({ url: URL, EventSource }), { wrapper })
    expect(result.current).toEqual({ state: 'connecting' })
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([URL])

    FakeEventSource.last.open()
    expect(result.current.state).toBe('live')
    FakeEventSource.last.chain(event('41'))
    FakeEventSource.last.chain(event('42'))
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toEqual({ state: 'live', lastEventId: '42' })

    const first = FakeEventSource.last
    first.fail()
    expect(first.closed).toBe(true)
    expect(result.current).toEqual({ state: 'reconnecting', lastEventId: '42' })
    act(() => vi.advanceTimersByTime(499)) // 0.5 × 1000 ms
    expect(FakeEventSource.instances).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(FakeEventSource.last.url).toBe(`${URL}&lastEventId=42`)
    expect(result.current.state).toBe('reconnecting')
    FakeEventSource.last.open()
    expect(result.current).toEqual({ state: 'live', lastEventId: '42' })
    // An event on the old source, after it was replaced, is not read.
    first.chain(event('99'))
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.lastEventId).toBe('42')
  })

  test('backoff waits grow, are jittered within their bounds, and stop growing at maxMs', () => {
    const { wrapper } = cache()
    const random = vi.spyOn(Math, 'random')
    renderHook(
      () => useLiveQueries({ url: '/live', EventSource, backoff: { initialMs: 100, maxMs: 1000 } }),
      { wrapper },
    )
    const waits: number[] = []
    const draws = [0.75, 0.5, 0.75, 0, 0.875, 0.5, 0.25, 0.999]
    for (const draw of draws) {
      random.mockReturnValueOnce(draw)
      const count = FakeEventSource.instances.length
      FakeEventSource.last.fail()
      let waited = 0
      while (FakeEventSource.instances.length === count) {
        act(() => vi.advanceTimersByTime(1))
        waited++
        expect(waited).toBeLessThanOrEqual(1000)
      }
      waits.push(waited)
    }
    // Full jitter: the draw times the ceiling — 100, 200, 400, 800, then maxMs (1000); 0 is one tick.
    expect(waits).toEqual([75, 100, 300, 1, 875, 500, 250, 999])
    // With no event read yet, a new source does not ask to resume.
    expect(new Set(FakeEventSource.instances.map((s) => s.url))).toEqual(new Set(['/live']))
  })

  test('the backoff starts again after a connection that lasted, not after one that flapped', () => {
    const { wrapper } = cache()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    renderHook(
      () => useLiveQueries({ url: '/live', EventSource, backoff: { initialMs: 100, maxMs: 1000 } }),
      { wrapper },
    )
    /** Fails the current source and returns how long until the next one opens. */
    const failAndWait = () => {
      const count = FakeEventSource.instances.length
      FakeEventSource.last.fail()
      let waited = 0
      while (FakeEventSource.instances.length === count) {
        act(() => vi.advanceTimersByTime(1))
        waited++
      }
      return waited
    }
    expect(failAndWait()).toBe(50)
    FakeEventSource.last.open() // opens, and fails at once: the backoff keeps growing
    expect(failAndWait()).toBe(100)
    FakeEventSource.last.open()
    act(() => vi.advanceTimersByTime(1000)) // up as long as maxMs: a success
    expect(failAndWait()).toBe(50)
  })

  test('an event invalidates exactly what it changes, once per window; what does not fit changes nothing', () => {
    const { wrapper, invalidate, invalidated } = cache()
    const { result } = renderHook(() => useLiveQueries({ url: URL, EventSource }), { wrapper })
    const source = FakeEventSource.last
    source.open()
    for (const data of [
      'nonsense',
      '{}',
      JSON.stringify({ ...event('7'), contractAddress: 'x' }),
    ]) {
      source.emit('chain', { data, lastEventId: '7' })
    }
    source.emit('gap', { data: '{"after": "not a number"}' })
    act(() => vi.advanceTimersByTime(5000))
    expect(invalidate).not.toHaveBeenCalled()
    expect(result.current.lastEventId).toBeUndefined()

    // 200 events in one task: one pass at once (the leading edge), none at the window's end.
    for (let i = 1; i <= 200; i++) source.chain(event(String(i)))
    expect(invalidate).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(0))
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual(['floorA', 'listingsA5', 'listingsInfiniteA5'])
    act(() => vi.advanceTimersByTime(500))
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(result.current.lastEventId).toBe('200')
  })

  test('a gap invalidates the watched collection’s order queries once', () => {
    const { wrapper, invalidate, invalidated } = cache()
    renderHook(
      () =>
        useLiveQueries({
          url: URL,
          EventSource,
          windowMs: 200,
          contracts: [{ network: 'polygon', contractAddress: A }],
        }),
      { wrapper },
    )
    FakeEventSource.last.open()
    FakeEventSource.last.gap('3', '12')
    FakeEventSource.last.gap('3', '12')
    FakeEventSource.last.chain(event('13', { contractAddress: B }))
    act(() => vi.advanceTimersByTime(200))
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual(['floorA', 'listingsA5', 'listingsA6', 'listingsInfiniteA5'])
    // It resumes after the gap's id (then the event's), not into the hole again.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    FakeEventSource.last.fail()
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.last.url).toBe(`${URL}&lastEventId=13`)
    FakeEventSource.last.gap('13', '20')
    FakeEventSource.last.fail()
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.last.url).toBe(`${URL}&lastEventId=20`)
  })

  test('a reconnection that knows no last event id refreshes as a gap does', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { wrapper, invalidate, invalidated } = cache()
    renderHook(() => useLiveQueries({ url: URL, EventSource }), { wrapper })
    FakeEventSource.last.open()
    FakeEventSource.last.fail()
    act(() => vi.advanceTimersByTime(1))
    expect(FakeEventSource.last.url).toBe(URL)
    FakeEventSource.last.open()
    act(() => vi.advanceTimersByTime(500))
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidated()).toEqual([
      'floorA',
      'floorB',
      'listingsA5',
      'listingsA6',
      'listingsInfiniteA5',
    ])
  })

  test('offline while the browser is; back at once when it is online', () => {
    const { wrapper } = cache()
    const { result } = renderHook(() => useLiveQueries({ url: URL, EventSource }), { wrapper })
    FakeEventSource.last.open()
    FakeEventSource.last.chain(event('5'))
    onLine = false
    FakeEventSource.last.fail()
    expect(result.current.state).toBe('offline')
    act(() => vi.advanceTimersByTime(120_000))
    expect(FakeEventSource.instances).toHaveLength(1)

    onLine = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(FakeEventSource.instances).toHaveLength(2)
    expect(FakeEventSource.last.url).toBe(`${URL}&lastEventId=5`)
    expect(result.current.state).toBe('reconnecting')
    FakeEventSource.last.open()
    expect(result.current.state).toBe('live')

    // The browser saying it went offline closes the feed at once.
    onLine = false
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(FakeEventSource.last.closed).toBe(true)
    expect(result.current.state).toBe('offline')
  })

  test('unmounting closes the source, and nothing reconnects or invalidates afterwards', () => {
    const { wrapper, invalidate } = cache()
    const { unmount } = renderHook(() => useLiveQueries({ url: URL, EventSource }), { wrapper })
    const source = FakeEventSource.last
    source.open()
    source.chain(event('1'))
    unmount()
    expect(source.closed).toBe(true)
    source.fail()
    act(() => vi.advanceTimersByTime(120_000))
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(invalidate).not.toHaveBeenCalled()
  })

  test('disabled, it opens nothing and is offline', () => {
    const { wrapper } = cache()
    const { result, rerender } = renderHook(
      ({ enabled }) => useLiveQueries({ url: URL, EventSource, enabled }),
      { wrapper, initialProps: { enabled: false } },
    )
    expect(result.current.state).toBe('offline')
    expect(FakeEventSource.instances).toHaveLength(0)
    rerender({ enabled: true })
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(result.current.state).toBe('connecting')
  })

  test('a contracts array written inline does not reconnect on each render', () => {
    const { wrapper } = cache()
    const { rerender } = renderHook(
      () =>
        useLiveQueries({
          url: URL,
          EventSource,
          contracts: [{ network: 137, contractAddress: A }],
        }),
      { wrapper },
    )
    rerender()
    rerender()
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  test("the browser's EventSource is a constructor it takes", () => {
    expectTypeOf<typeof globalThis.EventSource>().toExtend<LiveEventSourceConstructor>()
  })
})

/** Shows the live feed's state, as an app would. */
function Badge() {
  const live = useLiveStatus()
  return <p>feed: {live ? live.state : 'none'}</p>
}

describe('LiveQueries inside PlatformProvider', () => {
  test('mounts one feed for the app, whose state useLiveStatus gives, nested providers included', () => {
    const { queryClient } = cache()
    render(
      <PlatformProvider config={config} queryClient={queryClient}>
        <LiveQueries url={URL} EventSource={EventSource}>
          <Badge />
          <PlatformProvider config={config} locale="de-DE">
            <Badge />
          </PlatformProvider>
        </LiveQueries>
      </PlatformProvider>,
    )
    expect(FakeEventSource.instances).toHaveLength(1)
    expect(screen.getAllByText('feed: connecting')).toHaveLength(2)
    FakeEventSource.last.open()
    expect(screen.getAllByText('feed: live')).toHaveLength(2)
  })

  test('without LiveQueries there is no feed and no status', () => {
    render(
      <PlatformProvider config={config}>
        <Badge />
      </PlatformProvider>,
    )
    expect(screen.getByText('feed: none')).toBeTruthy()
    expect(FakeEventSource.instances).toHaveLength(0)
  })

  test('server rendering opens no EventSource', () => {
    const Constructor = vi.fn(FakeEventSource)
    const html = renderToString(
      <PlatformProvider config={config} queryClient={new QueryClient()}>
        <LiveQueries url={URL} EventSource={Constructor as unknown as LiveEventSourceConstructor}>
          <Badge />
        </LiveQueries>
      </PlatformProvider>,
    )
    expect(html).toContain('feed: <!-- -->connecting')
    expect(Constructor).not.toHaveBeenCalled()
    expect(FakeEventSource.instances).toHaveLength(0)
  })
})
