/**
 * The kit's share of a live update (issue 31): from the webhook receiver
 * accepting a delivery (`onProcessed`) to the refetch of the query it
 * changes starting in the client (the query function called). One process,
 * one clock: the receiver and the live feed behind node:http on 127.0.0.1,
 * the client's `connectLiveFeed` reading the stream through a minimal
 * `EventSource`, a floor query observed in a `QueryClient`. Each sample is
 * the first event after a quiet time (longer than the window), which the
 * coalescer acts on at once. Target: ≤ 50 ms.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient, QueryObserver } from '@tanstack/query-core'
import {
  connectLiveFeed,
  floorOrderQueryKey,
  type LiveEventSource,
  type LiveMessage,
} from '../src/query/index.js'
import {
  createLiveFeed,
  createWebhookHandler,
  liveEventsFromWebhook,
  toNodeHandler,
} from '../src/server/index.js'
import { sseReader } from '../test/support/liveFeedSse.js'
import { transferDelivery } from '../test/support/webhookEvents.js'

const SAMPLES = 30
const WINDOW_MS = 500
const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** What `connectLiveFeed` needs of an `EventSource`, over fetch: `open`, `chain` and `gap` messages. */
class NodeEventSource implements LiveEventSource {
  private readonly listeners = new Map<string, ((message: LiveMessage) => void)[]>()
  private readonly control = new AbortController()
  constructor(url: string) {
    void (async () => {
      const response = await fetch(url, { signal: this.control.signal })
      this.dispatch('open', {})
      const reader = sseReader(response.body!)
      for (let frame = await reader.next(); frame; frame = await reader.next()) {
        if (frame.event) this.dispatch(frame.event, { data: frame.data, lastEventId: frame.id })
      }
    })().catch(() => {})
  }
  private dispatch(type: string, message: LiveMessage) {
    for (const listener of this.listeners.get(type) ?? []) listener(message)
  }
  addEventListener(type: string, listener: (message: LiveMessage) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.control.abort()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs the measurement and prints it; answers the samples in ms. */
export async function benchLiveLatency(): Promise<number[]> {
  const feed = createLiveFeed()
  let acceptedAt = 0
  const receiver = createWebhookHandler({
    onEvent: () => {},
    onProcessed: (delivery) => {
      acceptedAt = performance.now()
      for (const event of liveEventsFromWebhook(delivery, { chainId: 137 })) feed.publish(event)
    },
  })
  const server = createServer(
    toNodeHandler((request) =>
      new URL(request.url).pathname === '/hooks' ? receiver(request) : feed.handler(request),
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const queryClient = new QueryClient()
  let refetched: ((at: number) => void) | undefined
  const observer = new QueryObserver(queryClient, {
    queryKey: floorOrderQueryKey({ network: 137, contractAddress: COLLECTION }),
    queryFn: () => {
      refetched?.(performance.now())
      return {}
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
  const unsubscribe = observer.subscribe(() => {})
  let opened!: () => void
  const open = new Promise<void>((resolve) => {
    opened = resolve
  })
  const connection = connectLiveFeed({
    url: `${base}/feed`,
    queryClient,
    windowMs: WINDOW_MS,
    EventSource: NodeEventSource,
    onStatus: (status) => {
      if (status.state === 'live') opened()
    },
  })
  await open
  await sleep(100)

  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = new Promise<number>((resolve) => {
      refetched = resolve
    })
    const response = await fetch(`${base}/hooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transferDelivery(`bench-${i}`, BigInt(i + 1))),
    })
    if (response.status !== 200) throw new Error(`receiver: HTTP ${response.status}`)
    samples.push((await started) - acceptedAt)
    refetched = undefined
    // A quiet time longer than the window: the next event is the first of its own.
    await sleep(WINDOW_MS + 50)
  }
  connection.close()
  unsubscribe()
  feed.close()
  await new Promise((resolve) => server.close(resolve))

  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  console.log(
    `  receiver accepted → refetch started (first event of a quiet time, ${SAMPLES} samples, window ${WINDOW_MS} ms): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms — target ≤ 50 ms`,
  )
  return samples
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const samples = await benchLiveLatency()
  process.exit(samples.every((ms) => ms <= 50) ? 0 : 1)
}
