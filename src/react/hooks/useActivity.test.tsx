/**
 * `useActivity` against the real server pieces: webhook deliveries of a
 * collection the emulator serves, decoded by `activityFromWebhook` into a
 * memory store read by `createActivityHandler` on 127.0.0.1, and published by
 * `liveEventsFromWebhook` to a `createLiveFeed` that `LiveQueries` reads
 * through an `EventSource` over the feed's own handler. Every activity
 * request is logged, so that the tests say which reads the hook made: pages,
 * live prepend without a refetch of the pages held, no duplicate at the seam,
 * a burst of events read twice at most, and a gap that reads the first page
 * once.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sseReader } from '../../../test/support/liveFeedSse.js'
import { transferDelivery } from '../../../test/support/webhookEvents.js'
import type { ActivityItem, ActivityPage } from '../../core/schemas/activity.js'
import { DEFAULT_EMULATOR_URL, EMULATOR_COLLECTION, emulatorConfig } from '../../emulator/index.js'
import {
  type ActivityStore,
  activityFromWebhook,
  createActivityHandler,
  createLiveFeed,
  createMemoryActivityStore,
  type LiveFeed,
  liveEventsFromWebhook,
  parseWebhookEvent,
  toNodeHandler,
} from '../../server/index.js'
import {
  activityQueryKey,
  type LiveEventSourceConstructor,
  LiveQueries,
  PlatformProvider,
  type UseActivityParameters,
  useActivity,
} from '../index.js'

const COLLECTION = EMULATOR_COLLECTION.plants
const CHAIN_ID = COLLECTION.chainId
const FEED_URL = 'http://app.test/live'

type Listener = (message: { data?: unknown; lastEventId?: string }) => void

/**
 * An `EventSource` over the feed's handler, in process, as a browser's reads
 * it: `open`, then a listener call per message; `error` when the stream ends.
 * `hold()` keeps new connections waiting, `drop()` ends the open ones.
 */
class FeedEventSource {
  static feed: LiveFeed
  static instances: FeedEventSource[] = []
  static held: Promise<void> | undefined
  static release = () => {}
  static hold() {
    FeedEventSource.held = new Promise((resolve) => {
      FeedEventSource.release = () => {
        FeedEventSource.held = undefined
        resolve()
      }
    })
  }
  static drop() {
    for (const source of FeedEventSource.instances) source.control.abort()
  }
  readonly listeners = new Map<string, Listener[]>()
  readonly control = new AbortController()
  closed = false
  constructor(readonly url: string) {
    FeedEventSource.instances.push(this)
    void this.run()
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.control.abort()
  }
  private emit(type: string, message: { data?: unknown; lastEventId?: string } = {}) {
    if (this.closed) return
    for (const listener of this.listeners.get(type) ?? []) listener(message)
  }
  private async run() {
    await FeedEventSource.held
    if (this.control.signal.aborted) return this.emit('error')
    const response = await FeedEventSource.feed.handler(
      new Request(this.url, { signal: this.control.signal }),
    )
    if (!response.ok || !response.body) return this.emit('error')
    this.emit('open')
    const reader = sseReader(response.body)
    this.control.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}))
    try {
      for (let frame = await reader.next(); frame; frame = await reader.next()) {
        if (this.control.signal.aborted) break
        if (frame.data !== undefined) {
          this.emit(frame.event ?? 'message', { data: frame.data, lastEventId: frame.id })
        }
      }
    } catch {
      // the stream ended
    }
    this.emit('error')
  }
}

/** What the activity read was asked, in order: the first page, a next page, or the items after an id. */
type Read = 'first' | `cursor` | `after=${string}`

let server: Server
let url: string
let store: ActivityStore
let reads: Read[]
/** While set, an `after` read waits for it before the store is read. */
let afterGate: Promise<void> | undefined
/** Resolved with the `after` read's id once one arrives. */
let afterArrived: (after: string) => void

beforeAll(async () => {
  const handler = createActivityHandler({ store: { read: (q) => store.read(q) } as ActivityStore })
  const logged = async (request: Request) => {
    const query = new URL(request.url).searchParams
    const after = query.get('after')
    reads.push(after !== null ? `after=${after}` : query.has('cursor') ? 'cursor' : 'first')
    if (after !== null) {
      afterArrived(after)
      await afterGate
    }
    return handler(request)
  }
  server = createServer(toNodeHandler(logged))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/activity`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  store = createMemoryActivityStore()
  reads = []
  afterGate = undefined
  afterArrived = () => {}
  FeedEventSource.feed = createLiveFeed({ history: 3 })
  FeedEventSource.instances = []
  FeedEventSource.held = undefined
})
afterEach(() => {
  cleanup()
  FeedEventSource.feed.close()
})

let uid = 0
/** The feed id of the last event published. */
let lastPublished = ''
/** A transfer of `tokenId` in the collection, as the receiver handles it: stored, then published (unless told). */
async function transfer(tokenId = 5n, publish = true) {
  uid++
  const delivery = parseWebhookEvent({
    ...transferDelivery(`uid-${uid}`, tokenId),
    contractAddress: COLLECTION.address,
  })
  const [item] = await store.add([activityFromWebhook(delivery, { chainId: CHAIN_ID })!])
  if (!publish) return item!
  for (const event of liveEventsFromWebhook(delivery, { chainId: CHAIN_ID })) {
    lastPublished = FeedEventSource.feed.publish(event).id
  }
  return item!
}

/** `count` transfers stored before the page opens (nobody is listening yet). */
async function history(count: number) {
  for (let i = 0; i < count; i++) await transfer(BigInt(i % 7))
}

function mount(params: Partial<UseActivityParameters> = {}, live = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const config = emulatorConfig(DEFAULT_EMULATOR_URL)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider config={config}>
        {live ? (
          <LiveQueries
            url={FEED_URL}
            EventSource={FeedEventSource as unknown as LiveEventSourceConstructor}
            backoff={{ initialMs: 5, maxMs: 5 }}
          >
            {children}
          </LiveQueries>
        ) : (
          children
        )}
      </PlatformProvider>
    </QueryClientProvider>
  )
  const all = { url, network: 'polygon', contractAddress: COLLECTION.address, limit: 20, ...params }
  const hook = renderHook(() => useActivity(all), { wrapper })
  const pages = () =>
    queryClient.getQueryData<{ pages: ActivityPage[] }>(activityQueryKey(all))?.pages ?? []
  return { ...hook, queryClient, pages }
}

/** The feed has a client (the hook is listening). */
const connected = () => waitFor(() => expect(FeedEventSource.feed.connections()).toBe(1))

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

describe('useActivity', () => {
  test('reads page after page, newest first, until the last', async () => {
    await history(45)
    const { result } = mount({}, false)
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.items).toHaveLength(20)
    expect(result.current.hasNextPage).toBe(true)
    result.current.fetchNextPage()
    await waitFor(() => expect(result.current.items).toHaveLength(40))
    result.current.fetchNextPage()
    await waitFor(() => expect(result.current.items).toHaveLength(45))
    expect(result.current.hasNextPage).toBe(false)
    const all = ids(result.current.items).map(BigInt)
    expect(all).toEqual([...all].sort((a, b) => (a > b ? -1 : 1)))
    expect(new Set(all).size).toBe(45)
    expect(result.current.items.every((item) => !item.arrived)).toBe(true)
    expect(result.current.arrivedCount).toBe(0)
    expect(reads).toEqual(['first', 'cursor', 'cursor'])
  })

  test('a token’s activity is that token’s only', async () => {
    await history(21)
    const { result } = mount({ tokenId: '3' }, false)
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.items).toHaveLength(3)
    expect(result.current.items.every((item) => item.tokens[0]?.tokenId === '3')).toBe(true)
  })

  test('a live event puts its item on top; the pages held are not read again', async () => {
    await history(30)
    const { result, pages } = mount()
    await waitFor(() => expect(result.current.status).toBe('success'))
    result.current.fetchNextPage()
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    await connected()
    const newest = result.current.items[0]!.id

    const item = await transfer()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(item.id))
    expect(result.current.items).toHaveLength(31)
    expect(result.current.items[0]).toEqual({ ...item, arrived: true })
    expect(result.current.items.slice(1).every((i) => !i.arrived)).toBe(true)
    expect(result.current.arrivedCount).toBe(1)
    expect(pages()).toHaveLength(2)
    expect(ids(pages()[0]!.items)[0]).toBe(item.id)
    expect(reads).toEqual(['first', 'cursor', `after=${newest}`])

    // Another token's event in another collection changes nothing and reads nothing.
    const other = parseWebhookEvent(transferDelivery('elsewhere'))
    for (const event of liveEventsFromWebhook(other, { chainId: CHAIN_ID })) {
      FeedEventSource.feed.publish(event)
    }
    const next = await transfer()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(next.id))
    expect(reads).toEqual(['first', 'cursor', `after=${newest}`, `after=${item.id}`])
    expect(result.current.arrivedCount).toBe(2)
  })

  test('no duplicate at the seam: an item both in a page and in the live read is held once', async () => {
    await history(5)
    const { result, pages } = mount()
    await waitFor(() => expect(result.current.status).toBe('success'))
    await connected()
    const newest = result.current.items[0]!.id

    // The live read goes out for the items after `newest`…
    let open = () => {}
    afterGate = new Promise((resolve) => {
      open = resolve
    })
    const asked = new Promise<string>((resolve) => {
      afterArrived = resolve
    })
    const item = await transfer()
    expect(await asked).toBe(newest)
    // …while a read of the first page gets the same item first.
    result.current.refetch()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(item.id))
    // The live read then answers it too, with one more stored since (its live message still on the way).
    const quiet = await transfer(5n, false)
    open()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(quiet.id))
    expect(ids(result.current.items)).toEqual([...new Set(ids(result.current.items))])
    expect(ids(pages()[0]!.items)).toEqual([...new Set(ids(pages()[0]!.items))])
    expect(ids(result.current.items).slice(0, 2)).toEqual([quiet.id, item.id])
    expect(result.current.items).toHaveLength(7)
    expect(reads).toEqual(['first', `after=${newest}`, 'first'])
  })

  test('a burst of 50 events is read with two `after` reads at most', async () => {
    await history(10)
    const { result } = mount()
    await waitFor(() => expect(result.current.status).toBe('success'))
    await connected()
    const burst: ActivityItem[] = []
    for (let i = 0; i < 50; i++) burst.push(await transfer(BigInt(i)))
    await waitFor(() => expect(result.current.items[0]?.id).toBe(burst.at(-1)!.id))
    expect(result.current.items).toHaveLength(60)
    expect(result.current.arrivedCount).toBe(50)
    const afters = reads.filter((read) => read.startsWith('after='))
    expect(afters.length).toBeGreaterThanOrEqual(1)
    expect(afters.length).toBeLessThanOrEqual(2)
    expect(reads.filter((read) => !read.startsWith('after='))).toEqual(['first'])
  })

  test('more new items than one live read holds: the first page alone is read again', async () => {
    await history(30)
    const { result, pages } = mount()
    await waitFor(() => expect(result.current.status).toBe('success'))
    result.current.fetchNextPage()
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    await connected()
    reads = []
    let last = await transfer()
    for (let i = 0; i < 120; i++) last = await transfer()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(last.id))
    // More than 100 newer than the newest held: reading on would leave a hole before the pages held.
    expect(pages()).toHaveLength(1)
    expect(result.current.items).toHaveLength(20)
    expect(result.current.arrivedCount).toBe(20)
    expect(reads.filter((read) => read === 'first')).toHaveLength(1)
    expect(reads.filter((read) => read === 'cursor')).toHaveLength(0)
  })

  test('a reconnection told of a gap reads the first page again, once, and drops the pages beyond it', async () => {
    await history(30)
    const { result, pages } = mount()
    await waitFor(() => expect(result.current.status).toBe('success'))
    result.current.fetchNextPage()
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    await connected()
    const seen = await transfer()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(seen.id))

    // The connection drops; more happens than the feed holds (3) before it is back.
    const resumeId = lastPublished
    FeedEventSource.hold()
    FeedEventSource.drop()
    await waitFor(() => expect(FeedEventSource.feed.connections()).toBe(0))
    reads = []
    const missed: ActivityItem[] = []
    for (let i = 0; i < 5; i++) missed.push(await transfer())
    FeedEventSource.release()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(missed.at(-1)!.id))
    expect(FeedEventSource.instances.at(-1)!.url).toBe(`${FEED_URL}?lastEventId=${resumeId}`)
    expect(pages()).toHaveLength(1)
    expect(result.current.items).toHaveLength(20)
    expect(result.current.items.slice(0, 6).every((item) => item.arrived)).toBe(true)
    expect(result.current.arrivedCount).toBe(6)

    // Nothing else was read meanwhile: the next live event's read comes right after the first page.
    const after = await transfer()
    await waitFor(() => expect(result.current.items[0]?.id).toBe(after.id))
    expect(reads).toEqual(['first', `after=${missed.at(-1)!.id}`])
  })

  test('without LiveQueries nothing is read but the pages', async () => {
    await history(3)
    const { result } = mount({}, false)
    await waitFor(() => expect(result.current.status).toBe('success'))
    await transfer()
    result.current.refetch()
    await waitFor(() => expect(result.current.items).toHaveLength(4))
    expect(result.current.arrivedCount).toBe(1)
    expect(reads).toEqual(['first', 'first'])
  })

  test('bad parameters fail with the kit’s error and send nothing', async () => {
    const { result } = mount({ contractAddress: '0x123' })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toMatchObject({ error: 'InvalidArgument' })
    expect(reads).toEqual([])
  })
})
