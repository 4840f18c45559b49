/**
 * `createLiveFeed` through its fetch handler, read as an event stream: the
 * opening, messages in order with ids, resuming with `Last-Event-ID` (header
 * or query) and the gap when the history no longer holds what was missed,
 * heartbeats, the connection cap, a client that does not read dropped while
 * another keeps receiving, clients that go away forgotten with their timer,
 * and `publish` refusing what is not a `LiveEvent`. Then
 * `liveEventsFromWebhook`, and `createWebhookHandler`'s `onProcessed`: once per
 * uid, after the store marked it done.
 */
import { type AbiEvent, encodeAbiParameters, encodeEventTopics, parseAbiItem } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type SseReader, sseReader } from '../../../test/support/liveFeedSse.js'
import { FROM, TO, transferDelivery } from '../../../test/support/webhookEvents.js'
import { LiveEvent, LiveGap } from '../../core/schemas/liveEvent.js'
import {
  createLiveFeed,
  createMemoryDedupeStore,
  createWebhookHandler,
  type DedupeClaim,
  encodeEventValues,
  type LiveFeed,
  type LiveFeedOptions,
  liveEventsFromWebhook,
  type ParsedWebhookEvent,
  parseEventSignature,
  parseWebhookEvent,
  type TransactionalDedupeStore,
  WEBHOOK_EVENTS,
  type WebhookDedupeStore,
} from '../index.js'

const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const URL_ = 'http://127.0.0.1/live'

const event = (tokenId = 1, extra: Partial<LiveEvent> = {}): Omit<LiveEvent, 'id'> => ({
  chainId: 137,
  contractAddress: NFT,
  tokenIds: [String(tokenId)],
  kind: 'transfer',
  event: 'Transfer',
  uid: `uid-${tokenId}`,
  blockNumber: 7,
  ...extra,
})

const feeds: LiveFeed[] = []
afterEach(() => {
  for (const feed of feeds.splice(0)) feed.close()
  vi.useRealTimers()
})
const makeFeed = (options: LiveFeedOptions = {}) => {
  const feed = createLiveFeed(options)
  feeds.push(feed)
  return feed
}

interface Client {
  readonly response: Response
  readonly sse: SseReader
  readonly abort: AbortController
}

/** Opens a stream; `resume` goes in the `Last-Event-ID` header, `query` in `?lastEventId=`. */
async function connect(
  feed: LiveFeed,
  { resume, query }: { resume?: string; query?: string } = {},
): Promise<Client> {
  const abort = new AbortController()
  const response = await feed.handler(
    new Request(query === undefined ? URL_ : `${URL_}?lastEventId=${query}`, {
      headers: resume === undefined ? {} : { 'Last-Event-ID': resume },
      signal: abort.signal,
    }),
  )
  expect(response.status).toBe(200)
  return { response, sse: sseReader(response.body!), abort }
}

const chain = (frames: { event?: string; id?: string; data?: string }[]) =>
  frames.filter((f) => f.event === 'chain').map((f) => ({ id: f.id, data: JSON.parse(f.data!) }))

const waitFor = async (condition: () => boolean, what: string, ms = 5000) => {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('the stream', () => {
  test('GET only: anything else is a 405 with Allow: GET', async () => {
    const feed = makeFeed()
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await feed.handler(new Request(URL_, { method, body: '{}' }))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET')
    }
    expect(feed.connections()).toBe(0)
  })

  test('opens as an event stream with retry: and the id to resume from', async () => {
    const feed = makeFeed({ retryMs: 1234, now: () => 5 })
    const { response, sse } = await connect(feed)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    // ids start above now() * 1000: nothing published yet, so the last id is 5000
    expect(await sse.next()).toEqual({ retry: '1234', id: '5000', comments: [] })
    expect(feed.connections()).toBe(1)
  })

  test('each published event reaches every client once, in order, with increasing ids', async () => {
    const feed = makeFeed({ now: () => 1 })
    const a = await connect(feed)
    const b = await connect(feed)
    const published = [1, 2, 3].map((n) => feed.publish(event(n)))
    expect(published.map((p) => p.id)).toEqual(['1001', '1002', '1003'])
    for (const client of [a, b]) {
      const frames = await client.sse.messages(3)
      expect(frames.map((f) => f.event)).toEqual(['chain', 'chain', 'chain'])
      expect(chain(frames)).toEqual(published.map((p) => ({ id: p.id, data: p })))
      for (const f of frames) LiveEvent.parse(JSON.parse(f.data!))
    }
  })

  test('flushMs: what is published within the window reaches each client in one write, in order', async () => {
    const feed = makeFeed({ flushMs: 40 })
    const abort = new AbortController()
    const response = await feed.handler(new Request(URL_, { signal: abort.signal }))
    const reader = response.body!.getReader()
    const decode = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk)
    expect(decode((await reader.read()).value)).toMatch(/^retry: /)
    const resumer = await connect(feed)
    const started = performance.now()
    const published = [1, 2, 3].map((n) => feed.publish(event(n)))
    const { value } = await reader.read()
    expect(performance.now() - started).toBeGreaterThanOrEqual(35)
    // One chunk: the three messages, in order.
    expect([...decode(value).matchAll(/^id: (\d+)$/gm)].map((m) => m[1])).toEqual(
      published.map((p) => p.id),
    )
    expect(chain(await resumer.sse.messages(3)).map((m) => m.id)).toEqual(
      published.map((p) => p.id),
    )
    // A client that resumes inside the window gets the rest once, not again at the flush.
    const late = await connect(feed, { resume: published[0]!.id })
    const more = feed.publish(event(4))
    expect(chain(await late.sse.messages(3)).map((m) => m.id)).toEqual([
      published[1]!.id,
      published[2]!.id,
      more.id,
    ])
    abort.abort()
    expect(() => makeFeed({ flushMs: -1 })).toThrow(/flushMs/)
  })

  test('publish returns the event with its id, and sends only the schema’s fields', async () => {
    const feed = makeFeed()
    const client = await connect(feed)
    const sent = feed.publish({ ...event(9), secret: 'do not send' } as Omit<LiveEvent, 'id'>)
    expect(sent).not.toHaveProperty('secret')
    const [frame] = await client.sse.messages(1)
    expect(frame!.data).not.toContain('secret')
    expect(JSON.parse(frame!.data!)).toEqual(sent)
    expect(sent).toEqual({ ...event(9), id: sent.id })
  })

  test('publish refuses what is not a LiveEvent, with a TypeError naming the field', () => {
    const feed = makeFeed()
    const bad: [Partial<LiveEvent>, string][] = [
      [{ contractAddress: '0xnope' }, 'contractAddress'],
      [{ tokenIds: ['1', 'x'] }, 'tokenIds.1'],
      [{ chainId: 1.5 }, 'chainId'],
      [{ kind: 'mint' as never }, 'kind'],
      [{ uid: undefined as never }, 'uid'],
      [{ tokenIds: Array.from({ length: 257 }, (_, i) => String(i)) }, 'tokenIds'],
    ]
    for (const [patch, field] of bad) {
      expect(() => feed.publish(event(1, patch))).toThrow(TypeError)
      expect(() => feed.publish(event(1, patch))).toThrow(
        new RegExp(`: ${field.replace('.', '\\.')} `),
      )
    }
    // nothing was numbered: the next valid one is the first
    const client = feed.publish(event(1))
    expect(Number(client.id) % 1000).toBe(1)
  })
})

describe('resuming', () => {
  test('Last-Event-ID replays exactly what came after it, then goes live', async () => {
    const feed = makeFeed()
    const published = [1, 2, 3, 4, 5].map((n) => feed.publish(event(n)))
    const client = await connect(feed, { resume: published[1]!.id })
    const frames = await client.sse.messages(3)
    expect(chain(frames).map((m) => m.id)).toEqual(published.slice(2).map((p) => p.id))
    const live = feed.publish(event(6))
    expect(chain(await client.sse.messages(1))).toEqual([{ id: live.id, data: live }])
  })

  test('?lastEventId= does the same for a fresh EventSource; the header wins over it', async () => {
    const feed = makeFeed()
    const published = [1, 2, 3].map((n) => feed.publish(event(n)))
    const byQuery = await connect(feed, { query: published[0]!.id })
    expect(chain(await byQuery.sse.messages(2)).map((m) => m.id)).toEqual([
      published[1]!.id,
      published[2]!.id,
    ])
    const both = await connect(feed, { resume: published[1]!.id, query: published[0]!.id })
    const next = feed.publish(event(4))
    expect(chain(await both.sse.messages(2)).map((m) => m.id)).toEqual([published[2]!.id, next.id])
  })

  test('resuming from the newest id replays nothing', async () => {
    const feed = makeFeed()
    const last = [1, 2].map((n) => feed.publish(event(n)))[1]!
    const client = await connect(feed, { resume: last.id })
    const live = feed.publish(event(3))
    expect(chain(await client.sse.messages(1)).map((m) => m.id)).toEqual([live.id])
  })

  test('a client that reconnects before any message resumes from the opening id', async () => {
    const feed = makeFeed()
    const first = await connect(feed)
    const opening = (await first.sse.next())!
    first.abort.abort()
    const missed = [1, 2].map((n) => feed.publish(event(n)))
    const again = await connect(feed, { resume: opening.id })
    expect(chain(await again.sse.messages(2))).toEqual(missed.map((p) => ({ id: p.id, data: p })))
  })

  test('an id older than the history gets a gap, then live messages', async () => {
    const feed = makeFeed({ history: 3 })
    const published = [1, 2, 3, 4, 5, 6].map((n) => feed.publish(event(n)))
    // held: 4, 5, 6. Resuming after 3 needs nothing evicted: a replay, no gap.
    const edge = await connect(feed, { resume: published[2]!.id })
    expect(chain(await edge.sse.messages(3)).map((m) => m.id)).toEqual(
      published.slice(3).map((p) => p.id),
    )
    // after 2: message 3 is gone
    const client = await connect(feed, { resume: published[1]!.id })
    const [gap] = await client.sse.messages(1)
    expect(gap!.event).toBe('gap')
    expect(LiveGap.parse(JSON.parse(gap!.data!))).toEqual({
      after: published[1]!.id,
      oldest: published[3]!.id,
    })
    // the gap carries the newest id, so that a reconnect resumes from there
    expect(gap!.id).toBe(published[5]!.id)
    const live = feed.publish(event(7))
    expect(chain(await client.sse.messages(1))).toEqual([{ id: live.id, data: live }])
  })

  test('an id ahead of the newest (another process) or not an id at all is a gap', async () => {
    const feed = makeFeed({ now: () => 1 })
    const last = feed.publish(event(1))
    const ahead = await connect(feed, { resume: '999999' })
    const [gap] = await ahead.sse.messages(1)
    expect(gap!.event).toBe('gap')
    expect(JSON.parse(gap!.data!)).toEqual({ after: '999999', oldest: last.id })
    const garbage = await connect(feed, { resume: 'abc' })
    const [other] = await garbage.sse.messages(1)
    expect(JSON.parse(other!.data!)).toEqual({ after: '0', oldest: last.id })
  })

  test('a restarted feed tells a client resuming from the previous one of a gap', async () => {
    let clock = 1_000
    const before = makeFeed({ now: () => clock })
    const old = [1, 2].map((n) => before.publish(event(n)))
    before.close()
    clock += 1
    const after = makeFeed({ now: () => clock, history: 0 })
    after.publish(event(3))
    const client = await connect(after, { resume: old[1]!.id })
    const [gap] = await client.sse.messages(1)
    expect(gap!.event).toBe('gap')
    expect(JSON.parse(gap!.data!)).toEqual({ after: old[1]!.id })
  })
})

describe('heartbeats, the cap, clients that go away or stop reading', () => {
  test('a ": ping" comment every heartbeatMs', async () => {
    const feed = makeFeed({ heartbeatMs: 20 })
    const started = Date.now()
    const { sse } = await connect(feed)
    await sse.next()
    const frames = await sse.until((f) => f.comments.includes('ping'))
    expect(frames).toEqual([{ comments: ['ping'] }])
    expect(Date.now() - started).toBeGreaterThanOrEqual(15)
    await sse.until((f) => f.comments.includes('ping'))
  })

  test('past maxConnections: 503 with Retry-After and why; a place freed is taken again', async () => {
    const feed = makeFeed({ maxConnections: 2, retryMs: 3500 })
    const a = await connect(feed)
    await connect(feed)
    const refused = await feed.handler(new Request(URL_))
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('4')
    expect((await refused.json()).error).toMatch(/limit of 2 connections/)
    expect(feed.connections()).toBe(2)
    a.abort.abort()
    expect(feed.connections()).toBe(1)
    await connect(feed)
    expect(feed.connections()).toBe(2)
  })

  test('a client that goes away is forgotten, its heartbeat timer with it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const feed = makeFeed()
    const aborted = await connect(feed)
    const cancelled = await connect(feed)
    expect(vi.getTimerCount()).toBe(2)
    aborted.abort.abort()
    expect(feed.connections()).toBe(1)
    expect(vi.getTimerCount()).toBe(1)
    await cancelled.sse.cancel()
    expect(feed.connections()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    await expect(aborted.sse.next()).rejects.toThrow()
  })

  test('a client that does not read is dropped past maxQueuedBytes; the others keep receiving', async () => {
    const feed = makeFeed({ maxQueuedBytes: 2048 })
    const stalled = await connect(feed)
    const reading = await connect(feed)
    const received: string[] = []
    const published: string[] = []
    for (let n = 1; n <= 30; n++) {
      published.push(feed.publish(event(n)).id)
      received.push(...chain(await reading.sse.messages(1)).map((m) => m.id!))
      if (n === 5) expect(feed.connections()).toBe(2) // ~1 KiB queued: still there
    }
    expect(feed.connections()).toBe(1)
    expect(received).toEqual(published)
    // what it had queued is discarded: its stream fails
    await expect(stalled.sse.until(() => false)).rejects.toThrow(/dropped/)
  })

  test('a resuming client is replayed as fast as it reads, and is not dropped for it', async () => {
    const feed = makeFeed({ maxQueuedBytes: 1024, history: 100 })
    const published = Array.from({ length: 50 }, (_, i) => feed.publish(event(i + 1)).id)
    const client = await connect(feed, { resume: published[0] })
    const frames = await client.sse.messages(49)
    expect(chain(frames).map((m) => m.id)).toEqual(published.slice(1))
    expect(feed.connections()).toBe(1)
  })

  test('a resuming client that stops reading is dropped once the history moves past it', async () => {
    const feed = makeFeed({ maxQueuedBytes: 1024, history: 10 })
    const published = Array.from({ length: 10 }, (_, i) => feed.publish(event(i + 1)).id)
    await connect(feed, { resume: published[0] })
    await new Promise((resolve) => setTimeout(resolve, 10)) // it pulls what fits
    for (let n = 0; n < 5; n++) feed.publish(event(100 + n))
    expect(feed.connections()).toBe(1) // what it still misses is held
    for (let n = 5; n < 10; n++) feed.publish(event(100 + n))
    expect(feed.connections()).toBe(0)
  })

  test('close() ends every stream and refuses new ones', async () => {
    const feed = makeFeed()
    const client = await connect(feed)
    feed.publish(event(1))
    feed.close()
    expect(feed.connections()).toBe(0)
    const frames: unknown[] = []
    for (let f = await client.sse.next(); f; f = await client.sse.next()) frames.push(f)
    expect(frames).toHaveLength(2) // the opening and the message queued before close: then the end
    expect((await feed.handler(new Request(URL_))).status).toBe(503)
  })

  test('options are checked', () => {
    expect(() => createLiveFeed({ maxConnections: 0 })).toThrow(/maxConnections/)
    expect(() => createLiveFeed({ heartbeatMs: 0.5 })).toThrow(/heartbeatMs/)
    expect(() => createLiveFeed({ history: -1 })).toThrow(/history/)
    expect(() => createLiveFeed({ maxQueuedBytes: Number.NaN })).toThrow(/maxQueuedBytes/)
    expect(() => createLiveFeed({ retryMs: -1 })).toThrow(/retryMs/)
  })
})

let uids = 0
const freshUid = () => `0x${(++uids).toString(16).padStart(64, '0')}`

/** A parsed delivery of `signature` with `args`, as the indexer would send it. */
function delivery(
  signature: string,
  args: Record<string, unknown>,
  body: Record<string, unknown> = {},
): ParsedWebhookEvent {
  const sig = parseEventSignature(signature)
  const abi = parseAbiItem(`event ${sig.signature}`) as AbiEvent
  const topics = encodeEventTopics({ abi: [abi], eventName: abi.name, args } as never)
  const plain = abi.inputs.filter((i) => !i.indexed)
  const data = encodeAbiParameters(
    plain,
    plain.map((i) => args[i.name!]),
  )
  return parseWebhookEvent({
    uid: freshUid(),
    blockNumber: 12,
    contractAddress: NFT.toLowerCase(),
    event: {
      topicHash: sig.topicHash,
      eventSig: signature,
      types: sig.inputs.map((i) => i.type),
      names: sig.inputs.map((i) => i.name),
      values: encodeEventValues(sig, { topics: topics as `0x${string}`[], data })!,
    },
    ...body,
  })
}

describe('liveEventsFromWebhook', () => {
  test('an ERC-721 Transfer: contract checksummed, the token id, kind, name, uid, block', () => {
    const d = parseWebhookEvent(transferDelivery(freshUid(), 42n))
    expect(liveEventsFromWebhook(d, { chainId: 137 })).toEqual([
      {
        chainId: 137,
        contractAddress: NFT,
        tokenIds: ['42'],
        kind: 'transfer',
        event: 'Transfer',
        uid: d.event.uid,
        blockNumber: 7,
      },
    ])
  })

  test('ERC-1155 TransferSingle and TransferBatch, ERC-20, approvals, URI, others', () => {
    const op = { operator: FROM, from: FROM, to: TO }
    const map = (d: ParsedWebhookEvent) => {
      const [e, ...more] = liveEventsFromWebhook(d, { chainId: 1 })
      expect(more).toEqual([])
      if (!e) throw new Error('no event')
      LiveEvent.parse({ ...e, id: '1' })
      return [e.kind, e.event, e.tokenIds, e.contractAddress]
    }
    expect(
      map(delivery(WEBHOOK_EVENTS.ERC1155.TransferSingle, { ...op, id: 7n, value: 100n })),
    ).toEqual(['transfer', 'TransferSingle', ['7'], NFT])
    expect(
      map(
        delivery(WEBHOOK_EVENTS.ERC1155.TransferBatch, {
          ...op,
          ids: [1n, 2n ** 255n, 1n],
          values: [5n, 6n, 7n],
        }),
      ),
    ).toEqual(['transfer', 'TransferBatch', ['1', String(2n ** 255n)], NFT])
    expect(map(delivery(WEBHOOK_EVENTS.ERC20.Transfer, { from: FROM, to: TO, value: 9n }))).toEqual(
      ['transfer', 'Transfer', [], NFT],
    )
    expect(
      map(delivery(WEBHOOK_EVENTS.ERC721.Approval, { owner: FROM, approved: TO, tokenId: 3n })),
    ).toEqual(['approval', 'Approval', ['3'], NFT])
    expect(
      map(
        delivery(WEBHOOK_EVENTS.ERC721.ApprovalForAll, {
          owner: FROM,
          operator: TO,
          approved: true,
        }),
      ),
    ).toEqual(['approval', 'ApprovalForAll', [], NFT])
    expect(map(delivery(WEBHOOK_EVENTS.ERC1155.URI, { value: 'ipfs://x', id: 4n }))).toEqual([
      'other',
      'URI',
      ['4'],
      NFT,
    ])
    expect(
      map(delivery('Minted(address indexed to, uint256 tokenId)', { to: TO, tokenId: 8n })),
    ).toEqual(['other', 'Minted', ['8'], NFT])
    expect(map(delivery('Paused(address account)', { account: TO }))).toEqual([
      'other',
      'Paused',
      [],
      NFT,
    ])
  })

  test('a shorthand signature (arguments named arg1, arg2, …) still gives the token id', () => {
    const d = delivery('Transfer(address indexed,address indexed,uint256 indexed)', {
      arg1: FROM,
      arg2: TO,
      arg3: 11n,
    })
    expect(d.args).toHaveProperty('arg3', 11n)
    expect(liveEventsFromWebhook(d, { chainId: 137 })[0]?.tokenIds).toEqual(['11'])
  })

  test('a batch of more token ids than a message carries: one message per 256, every id named once', () => {
    const ids = Array.from({ length: 600 }, (_, i) => BigInt(i * 3))
    const many = delivery(WEBHOOK_EVENTS.ERC1155.TransferBatch, {
      operator: FROM,
      from: FROM,
      to: TO,
      ids: [...ids, 0n],
      values: [...ids, 0n].map(() => 1n),
    })
    const events = liveEventsFromWebhook(many, { chainId: 137 })
    expect(events.map((e) => e.tokenIds.length)).toEqual([256, 256, 88])
    expect(events.flatMap((e) => e.tokenIds)).toEqual(ids.map(String))
    for (const e of events) {
      expect(LiveEvent.safeParse({ ...e, id: '1' }).success).toBe(true)
      expect(e).toMatchObject({ uid: many.event.uid, kind: 'transfer', event: 'TransferBatch' })
    }
    const feed = makeFeed()
    expect(events.map((e) => feed.publish(e).tokenIds.length)).toEqual([256, 256, 88])
  })

  describe("with a collection: a marketplace's event names the collection whose order it changes", () => {
    const MARKETPLACE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const cancel = (orderId: bigint) =>
      delivery(
        'OrderCancelled(uint256 indexed orderId, address indexed maker)',
        { orderId, maker: FROM },
        { contractAddress: MARKETPLACE.toLowerCase() },
      )

    test('without it, the marketplace is all a cancel names: its contract, no token', () => {
      const [e, ...more] = liveEventsFromWebhook(cancel(9n), { chainId: 137 })
      expect(more).toEqual([])
      expect(e).toMatchObject({ contractAddress: MARKETPLACE, tokenIds: [] })
      expect(e).not.toHaveProperty('collectionAddress')
    })

    test('the contract stays the marketplace; the collection (checksummed) and its token ids are named', () => {
      const d = cancel(9n)
      const events = liveEventsFromWebhook(d, {
        chainId: 137,
        collection: { address: NFT.toLowerCase(), tokenIds: [5n, '7', 5n] },
      })
      expect(events).toEqual([
        {
          chainId: 137,
          contractAddress: MARKETPLACE,
          collectionAddress: NFT,
          tokenIds: ['5', '7'],
          kind: 'other',
          event: 'OrderCancelled',
          uid: d.event.uid,
          blockNumber: 12,
        },
      ])
      const feed = makeFeed()
      expect(feed.publish(events[0]!)).toMatchObject({
        collectionAddress: NFT,
        tokenIds: ['5', '7'],
      })
    })

    test("its token ids replace the delivery's: an order id is not a token id", () => {
      const d = delivery(
        'OrderCancelled(uint256 indexed id, address indexed maker)',
        { id: 9n, maker: FROM },
        { contractAddress: MARKETPLACE.toLowerCase() },
      )
      expect(liveEventsFromWebhook(d, { chainId: 137 })[0]?.tokenIds).toEqual(['9'])
      const replaced = (tokenIds?: readonly (string | bigint)[]) =>
        liveEventsFromWebhook(d, { chainId: 137, collection: { address: NFT, tokenIds } }).map(
          (e) => [e.collectionAddress, e.tokenIds],
        )
      expect(replaced([3n])).toEqual([[NFT, ['3']]])
      // `[]` names no token: every token of the collection.
      expect(replaced([])).toEqual([[NFT, []]])
      // Omitted, the delivery's own token ids are taken as the collection's.
      expect(replaced(undefined)).toEqual([[NFT, ['9']]])
    })

    test('its token ids are chunked by 256, each message naming the collection', () => {
      const ids = Array.from({ length: 300 }, (_, i) => String(i))
      const events = liveEventsFromWebhook(cancel(1n), {
        chainId: 137,
        collection: { address: NFT, tokenIds: ids },
      })
      expect(events.map((e) => e.tokenIds.length)).toEqual([256, 44])
      expect(events.flatMap((e) => e.tokenIds)).toEqual(ids)
      for (const e of events) {
        expect(e).toMatchObject({ contractAddress: MARKETPLACE, collectionAddress: NFT })
        expect(LiveEvent.safeParse({ ...e, id: '1' }).success).toBe(true)
      }
    })

    test('refuses a collection that is not an address, a token id that is not a uint256', () => {
      const d = cancel(1n)
      const run =
        (collection: { address: string; tokenIds?: readonly (string | bigint)[] }) => () =>
          liveEventsFromWebhook(d, { chainId: 137, collection })
      expect(run({ address: 'polygon' })).toThrow(/collection "polygon" is not an address/)
      expect(run({ address: `${NFT}00` })).toThrow(TypeError)
      for (const id of ['-1', '0x05', '05', '', '1.5', -1n, 2n ** 256n, 5 as never]) {
        expect(run({ address: NFT, tokenIds: [id] })).toThrow(
          /token id .* is not a decimal uint256/,
        )
      }
    })
  })

  test('refuses a delivery without a contract address, a bad chain id', () => {
    const none = parseWebhookEvent({ ...transferDelivery(freshUid()), contractAddress: undefined })
    expect(() => liveEventsFromWebhook(none, { chainId: 137 })).toThrow(/contractAddress/)
    const bad = parseWebhookEvent({ ...transferDelivery(freshUid()), contractAddress: '0x12' })
    expect(() => liveEventsFromWebhook(bad, { chainId: 137 })).toThrow(TypeError)
    const ok = parseWebhookEvent(transferDelivery(freshUid()))
    expect(() => liveEventsFromWebhook(ok, { chainId: 0 })).toThrow(/chainId/)
    expect(() => liveEventsFromWebhook(ok, {} as never)).toThrow(/chainId/)
  })
})

describe('createWebhookHandler onProcessed', () => {
  const post = (handler: (r: Request) => Promise<Response>, uid: string) =>
    handler(
      new Request('http://127.0.0.1/hooks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(transferDelivery(uid)),
      }),
    )

  test('once per uid, after the store marked it done; never for a duplicate', async () => {
    const order: string[] = []
    const store = createMemoryDedupeStore()
    const spied: WebhookDedupeStore = {
      claim: (uid) => store.claim(uid),
      complete: async (uid) => {
        await store.complete(uid)
        order.push('complete')
      },
      release: (uid) => store.release(uid),
    }
    const processed: string[] = []
    const handler = createWebhookHandler({
      dedupe: spied,
      onEvent: () => {
        order.push('onEvent')
      },
      onProcessed: (d, context) => {
        order.push('onProcessed')
        expect(context.request.method).toBe('POST')
        processed.push(d.event.uid)
      },
    })
    const uid = freshUid()
    expect((await post(handler, uid)).status).toBe(200)
    const duplicate = await post(handler, uid)
    expect(await duplicate.json()).toEqual({ ok: true, duplicate: true })
    expect(processed).toEqual([uid])
    expect(order).toEqual(['onEvent', 'complete', 'onProcessed'])
  })

  test('a duplicate delivery publishes once to a feed', async () => {
    const feed = makeFeed()
    const client = await connect(feed)
    const handler = createWebhookHandler({
      onEvent: () => {},
      onProcessed: (d) => {
        for (const e of liveEventsFromWebhook(d, { chainId: 137 })) feed.publish(e)
      },
    })
    const uid = freshUid()
    await post(handler, uid)
    await post(handler, uid)
    await post(handler, uid)
    const marker = feed.publish(event(99))
    const frames = await client.sse.until((f) => f.id === marker.id)
    expect(chain(frames).map((m) => m.data.uid)).toEqual([uid, marker.uid])
  })

  test('nothing when onEvent fails, when a delivery is busy, when the store fails', async () => {
    const processed: string[] = []
    let fail = true
    const handler = createWebhookHandler({
      onEvent: () => {
        if (fail) throw new Error('not now')
      },
      onProcessed: (d) => {
        processed.push(d.event.uid)
      },
      onError: () => {},
    })
    const uid = freshUid()
    expect((await post(handler, uid)).status).toBe(500)
    expect(processed).toEqual([])
    fail = false
    expect((await post(handler, uid)).status).toBe(200) // the retry is processed, and announced once
    expect(processed).toEqual([uid])

    const busy = createWebhookHandler({
      dedupe: {
        claim: async (): Promise<DedupeClaim> => 'busy',
        complete: async () => {},
        release: async () => {},
      },
      onEvent: () => {},
      onProcessed: (d) => {
        processed.push(d.event.uid)
      },
    })
    expect((await post(busy, freshUid())).status).toBe(409)
    const broken = createWebhookHandler({
      dedupe: {
        claim: async (): Promise<DedupeClaim> => 'claimed',
        complete: async () => {
          throw new Error('database down')
        },
        release: async () => {},
      },
      onEvent: () => {},
      onProcessed: (d) => {
        processed.push(d.event.uid)
      },
      onError: () => {},
    })
    expect((await post(broken, freshUid())).status).toBe(503)
    expect(processed).toEqual([uid])
  })

  test('what it throws goes to onError; the answer stays 200 and the uid done', async () => {
    const errors: unknown[] = []
    let calls = 0
    const handler = createWebhookHandler({
      onEvent: () => {},
      onProcessed: () => {
        calls++
        throw new Error('feed refused it')
      },
      onError: (e) => errors.push(e),
    })
    const uid = freshUid()
    const response = await post(handler, uid)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(errors).toEqual([new Error('feed refused it')])
    expect((await (await post(handler, uid)).json()).duplicate).toBe(true)
    expect(calls).toBe(1)

    const rejecting = createWebhookHandler({
      onEvent: () => {},
      onProcessed: async () => {
        throw new Error('later')
      },
      onError: (e) => errors.push(e),
    })
    expect((await post(rejecting, freshUid())).status).toBe(200)
    await waitFor(() => errors.length === 2, 'the rejection reported')
    expect(errors[1]).toEqual(new Error('later'))
  })

  test('transactional: after completeWithin committed; with dedupe: false, every delivery', async () => {
    const order: string[] = []
    const store: TransactionalDedupeStore<{ tx: true }> = {
      claim: async (): Promise<DedupeClaim> => 'claimed',
      complete: async () => {},
      release: async () => {},
      completeWithin: async (_uid, run) => {
        const result = await run({ tx: true })
        order.push('commit')
        return result
      },
    }
    const handler = createWebhookHandler({
      dedupe: store,
      transactional: true,
      onEvent: (_d, { tx }) => {
        expect(tx).toEqual({ tx: true })
        order.push('onEvent')
      },
      onProcessed: (_d, context) => {
        expect(context).not.toHaveProperty('tx')
        order.push('onProcessed')
      },
    })
    expect((await post(handler, freshUid())).status).toBe(200)
    expect(order).toEqual(['onEvent', 'commit', 'onProcessed'])

    let calls = 0
    const undeduped = createWebhookHandler({
      dedupe: false,
      onEvent: () => {},
      onProcessed: () => {
        calls++
      },
    })
    const uid = freshUid()
    await post(undeduped, uid)
    await post(undeduped, uid)
    expect(calls).toBe(2)
  })
})
