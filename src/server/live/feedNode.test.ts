/**
 * The live feed served by Node's http through `toNodeHandler`, on 127.0.0.1:
 * the event stream goes out as it is written (not buffered to its end), a
 * client that disconnects is forgotten, the cap answers 503, a client whose
 * socket stops reading is dropped while another keeps receiving, and one
 * webhook delivery goes end to end — POSTed to the receiver, processed,
 * published once, read by an SSE client.
 */
import {
  type ClientRequest,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { sseReader } from '../../../test/support/liveFeedSse.js'
import { transferDelivery } from '../../../test/support/webhookEvents.js'
import type { LiveEvent } from '../../core/schemas/liveEvent.js'
import {
  createLiveFeed,
  createWebhookHandler,
  type LiveFeedOptions,
  liveEventsFromWebhook,
  toNodeHandler,
} from '../index.js'

const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A server on 127.0.0.1 with the feed at /live and, when given, a webhook receiver at /hooks. */
async function serve(options: LiveFeedOptions = {}, withHooks = false) {
  const feed = createLiveFeed(options)
  const live = toNodeHandler(feed.handler)
  const processed: string[] = []
  const hooks = toNodeHandler(
    createWebhookHandler({
      onEvent: () => {},
      onProcessed: (delivery) => {
        processed.push(delivery.event.uid)
        for (const e of liveEventsFromWebhook(delivery, { chainId: 137 })) feed.publish(e)
      },
    }),
  )
  const server: Server = createServer((req, res) =>
    withHooks && req.url === '/hooks' ? hooks(req, res) : live(req, res),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        feed.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { feed, base, processed, server }
}

/** Opens the stream with fetch; closed after the test. */
async function open(url: string) {
  const abort = new AbortController()
  const response = await fetch(url, { signal: abort.signal })
  cleanups.push(() => abort.abort())
  return { response, sse: sseReader(response.body!), abort }
}

const waitFor = async (condition: () => boolean, what: string, ms = 5000) => {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const event = (n: number, tokenIds = [String(n)]): Omit<LiveEvent, 'id'> => ({
  chainId: 137,
  contractAddress: NFT,
  tokenIds,
  kind: 'transfer',
  event: 'Transfer',
  uid: `uid-${n}`,
})

test('streams as it goes: the answer and each message arrive while the stream stays open', async () => {
  const { feed, base } = await serve({ retryMs: 750 })
  const { response, sse } = await open(`${base}/live`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  expect(response.headers.get('x-accel-buffering')).toBe('no')
  expect((await sse.next())?.retry).toBe('750')
  for (let n = 1; n <= 3; n++) {
    const sent = feed.publish(event(n))
    const [frame] = await sse.messages(1)
    expect(frame).toMatchObject({ id: sent.id, event: 'chain' })
    expect(JSON.parse(frame!.data!)).toEqual(sent)
  }
})

test('a client that disconnects is forgotten (fetch abort, or the socket destroyed)', async () => {
  const { feed, base } = await serve()
  const a = await open(`${base}/live`)
  await a.sse.next()
  const b = await new Promise<{ req: ClientRequest; res: IncomingMessage }>((resolve, reject) => {
    const req = httpRequest(`${base}/live`, (res) => resolve({ req, res }))
    req.on('error', reject)
    req.end()
  })
  b.res.on('error', () => {})
  await waitFor(() => feed.connections() === 2, 'two connections')
  a.abort.abort()
  await waitFor(() => feed.connections() === 1, 'the aborted one forgotten')
  b.req.destroy()
  await waitFor(() => feed.connections() === 0, 'the destroyed one forgotten')
})

test('past maxConnections: 503 with Retry-After; after one leaves, a new one is accepted', async () => {
  const { feed, base } = await serve({ maxConnections: 2 })
  const first = await open(`${base}/live`)
  await open(`${base}/live`)
  const refused = await fetch(`${base}/live`)
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toBe('2')
  expect(await refused.json()).toEqual({
    error: 'the live feed is at its limit of 2 connections; retry later',
  })
  first.abort.abort()
  await waitFor(() => feed.connections() === 1, 'a place freed')
  const again = await open(`${base}/live`)
  expect(again.response.status).toBe(200)
  expect(feed.connections()).toBe(2)
})

test('a client whose socket stops reading is dropped; another keeps receiving everything', async () => {
  const { feed, base, server } = await serve({ maxQueuedBytes: 64 * 1024, history: 10 })
  // ~20 KB per message, so that the sockets' buffers fill in a few hundred messages
  const big = (n: number) =>
    event(
      n,
      Array.from({ length: 256 }, (_, i) => (10n ** 76n + BigInt(n * 1000 + i)).toString()),
    )
  const stalled = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base}/live`, (res) => {
      res.pause()
      res.socket.pause()
      resolve(res)
    })
    req.on('error', reject)
    req.end()
    cleanups.push(() => req.destroy())
  })
  stalled.on('error', () => {})
  const reading = await open(`${base}/live`)
  await reading.sse.next()
  await waitFor(() => feed.connections() === 2, 'both connected')

  const published: string[] = []
  const received: string[] = []
  for (let n = 1; n <= 3000 && feed.connections() === 2; n++) {
    published.push(feed.publish(big(n)).id)
    const [frame] = await reading.sse.messages(1)
    received.push(frame!.id!)
  }
  expect(feed.connections()).toBe(1)
  // it was not dropped at once: its socket took a good many messages first
  expect(published.length).toBeGreaterThan(10)
  for (let n = 0; n < 5; n++) {
    published.push(feed.publish(big(10_000 + n)).id)
    received.push((await reading.sse.messages(1))[0]!.id!)
  }
  expect(received).toEqual(published)
  // the server let go of its socket (the client, not reading, does not see the end)
  let sockets = -1
  await waitFor(() => {
    server.getConnections((_e, count) => {
      sockets = count
    })
    return sockets === 1
  }, 'the dropped client’s connection closed')
})

test('end to end: a delivery POSTed to the receiver reaches an SSE client once', async () => {
  const { feed, base, processed } = await serve({}, true)
  const { sse } = await open(`${base}/live`)
  await sse.next()
  const uid = `0x${'ab'.repeat(32)}`
  const post = () =>
    fetch(`${base}/hooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transferDelivery(uid, 77n)),
    })
  expect((await post()).status).toBe(200)
  const [frame] = await sse.messages(1)
  expect(frame!.event).toBe('chain')
  expect(JSON.parse(frame!.data!)).toEqual({
    id: frame!.id,
    chainId: 137,
    contractAddress: NFT,
    tokenIds: ['77'],
    kind: 'transfer',
    event: 'Transfer',
    uid,
    blockNumber: 7,
  })
  // delivered again: acknowledged, not published again
  expect(await (await post()).json()).toEqual({ ok: true, duplicate: true })
  const marker = feed.publish(event(1))
  const [next] = await sse.messages(1)
  expect(next!.id).toBe(marker.id)
  expect(processed).toEqual([uid])
})
