/**
 * `createWebhookHandler`: what is not a valid delivery is refused with the
 * right status and never reaches `onEvent` (GET 405, wrong content type 415,
 * 5 MiB 413 declared or streamed, invalid JSON 400, invalid event 422); a
 * valid one is acknowledged only after `onEvent` resolves, a failure is a 500
 * that leaves the uid unclaimed, and de-duplication hands each uid over once.
 * Served through `toNodeHandler` on a real 127.0.0.1 port, and called directly.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FROM, TO, transferDelivery } from '../../../test/support/webhookEvents.js'
import {
  createMemoryDedupeStore,
  createWebhookHandler,
  type DedupeClaim,
  type ParsedWebhookEvent,
  type TransactionalDedupeStore,
  toNodeHandler,
  type WebhookContext,
  type WebhookDedupeStore,
} from '../index.js'

const seen: { delivery: ParsedWebhookEvent; context: WebhookContext }[] = []
let failNext = 0
const handler = createWebhookHandler({
  onEvent: (delivery, context) => {
    if (failNext > 0) {
      failNext--
      throw new Error('not now')
    }
    seen.push({ delivery, context })
  },
  onError: () => {},
})

let server: Server
let url: string
beforeAll(async () => {
  server = createServer(toNodeHandler(handler))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)
beforeEach(() => {
  seen.length = 0
  failNext = 0
})

let uids = 0
const freshUid = () => `0x${(++uids).toString(16).padStart(64, '0')}`

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = {},
  init: RequestInit = {},
) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    ...init,
  })

describe('refused before onEvent', () => {
  test('GET and PUT are 405 with Allow: POST', async () => {
    const get = await fetch(url)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const put = await fetch(url, {
      method: 'PUT',
      body: JSON.stringify(transferDelivery(freshUid())),
    })
    expect(put.status).toBe(405)
    expect(seen).toEqual([])
  })

  test.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
  ])('a %s body is 415', async (contentType) => {
    const res = await post(JSON.stringify(transferDelivery(freshUid())), {
      'Content-Type': contentType,
    })
    expect(res.status).toBe(415)
    expect(seen).toEqual([])
  })

  test('no content type at all is 415', async () => {
    const res = await fetch(url, {
      method: 'POST',
      body: new Blob([JSON.stringify(transferDelivery(freshUid()))]),
    })
    expect(res.status).toBe(415)
  })

  test('a 5 MiB body is 413, declared (Content-Length) or streamed (chunked), and the server lives on', async () => {
    const big = JSON.stringify({
      ...transferDelivery(freshUid()),
      pad: 'x'.repeat(5 * 1024 * 1024),
    })
    expect((await post(big)).status).toBe(413)
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 80) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = await post(stream, {}, { duplex: 'half' } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(80) // read up to the limit, not to the end
    expect((await post(JSON.stringify(transferDelivery(freshUid())))).status).toBe(200)
    expect(seen).toHaveLength(1)
  })

  test.each([['{"uid": '], [''], ['not json'], ['{"uid":"0x1"}}']])('%j is 400', async (body) => {
    expect((await post(body)).status).toBe(400)
    expect(seen).toEqual([])
  })

  test.each([
    ['wrong types', { ...transferDelivery(freshUid()), blockNumber: 'seven' }, 'blockNumber'],
    [
      'a missing required field',
      (({ event: _, ...rest }) => rest)(transferDelivery(freshUid())),
      'event',
    ],
    ['an array', [transferDelivery(freshUid())], ''],
    [
      'a bad value',
      {
        ...transferDelivery(freshUid()),
        event: { ...transferDelivery('x').event, values: ['0x1', '0x2', '0x3'] },
      },
      'event.values.0',
    ],
  ])('%s is 422 with the issues', async (_what, body, path) => {
    const res = await post(JSON.stringify(body))
    expect(res.status).toBe(422)
    const answer = (await res.json()) as { issues: { path: string }[] }
    expect(answer.issues[0]!.path).toBe(path)
    expect(seen).toEqual([])
  })
})

describe('accepted', () => {
  test('a delivery is decoded, given to onEvent with the listener id, and answered 200', async () => {
    const body = transferDelivery(freshUid(), 9n)
    const res = await post(JSON.stringify(body), {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Webhook-Listener-Id': '42',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.delivery.args).toEqual({ from: FROM, to: TO, tokenId: 9n })
    expect(seen[0]!.delivery.event).toEqual(body)
    expect(seen[0]!.context.listenerId).toBe('42')
  })

  test('the same uid again is acknowledged without calling onEvent', async () => {
    const body = JSON.stringify(transferDelivery(freshUid()))
    expect((await post(body)).status).toBe(200)
    const again = await post(body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ok: true, duplicate: true })
    expect(seen).toHaveLength(1)
  })

  test('onEvent failing is a 500 and the uid stays unclaimed: the redelivery is processed once', async () => {
    const body = JSON.stringify(transferDelivery(freshUid()))
    failNext = 1
    expect((await post(body)).status).toBe(500)
    expect(seen).toHaveLength(0)
    expect((await post(body)).status).toBe(200)
    expect((await post(body)).status).toBe(200)
    expect(seen).toHaveLength(1)
  })
})

describe('the handler without a server', () => {
  const request = (body: unknown) =>
    new Request('http://localhost/hooks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('answers 2xx only after onEvent resolves; a concurrent duplicate is 409 meanwhile', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const slow = createWebhookHandler({
      onEvent: async () => {
        calls++
        await gate
      },
    })
    const body = transferDelivery(freshUid())
    let settled = false
    const first = slow(request(body)).then((r) => {
      settled = true
      return r
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    const second = await slow(request(body))
    expect(second.status).toBe(409)
    expect(second.headers.get('retry-after')).toBe('1')
    release()
    expect((await first).status).toBe(200)
    expect((await slow(request(body))).status).toBe(200)
    expect(calls).toBe(1)
  })

  test('dedupe: false hands every delivery to onEvent', async () => {
    let calls = 0
    const all = createWebhookHandler({ onEvent: () => void calls++, dedupe: false })
    const body = transferDelivery(freshUid())
    await all(request(body))
    await all(request(body))
    expect(calls).toBe(2)
  })

  test('a shared (async) store: claimed, completed, released as documented', async () => {
    const log: string[] = []
    const state = new Map<string, 'busy' | 'done'>()
    const store: WebhookDedupeStore = {
      async claim(uid): Promise<DedupeClaim> {
        log.push(`claim ${state.get(uid) ?? 'new'}`)
        const now = state.get(uid)
        if (now) return now
        state.set(uid, 'busy')
        return 'claimed'
      },
      async complete(uid) {
        log.push('complete')
        state.set(uid, 'done')
      },
      async release(uid) {
        log.push('release')
        state.delete(uid)
      },
    }
    let fail = true
    const shared = createWebhookHandler({
      dedupe: store,
      onError: () => {},
      onEvent: () => {
        if (fail) {
          fail = false
          throw new Error('once')
        }
      },
    })
    const body = transferDelivery(freshUid())
    expect((await shared(request(body))).status).toBe(500)
    expect((await shared(request(body))).status).toBe(200)
    expect((await shared(request(body))).status).toBe(200)
    expect(log).toEqual(['claim new', 'release', 'claim new', 'complete', 'claim done'])
  })

  test('a store whose claim fails is a 503 with Retry-After, onEvent is not called, onError hears of it', async () => {
    const errors: unknown[] = []
    let calls = 0
    const broken = createWebhookHandler({
      onEvent: () => void calls++,
      onError: (e) => errors.push(e),
      dedupe: {
        claim: () => Promise.reject(new Error('redis down')),
        complete: () => {},
        release: () => {},
      },
    })
    const res = await broken(request(transferDelivery(freshUid())))
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(calls).toBe(0)
    expect(errors).toEqual([new Error('redis down')])
  })

  test('a store whose complete fails is a 503 (not done), and the claim is released', async () => {
    const log: string[] = []
    const broken = createWebhookHandler({
      onEvent: () => void log.push('onEvent'),
      onError: () => {},
      dedupe: {
        claim: () => 'claimed',
        complete: () => {
          log.push('complete')
          throw new Error('time-out')
        },
        release: () => {
          log.push('release')
          throw new Error('still down') // ignored: the claim lapses after its lease
        },
      },
    })
    expect((await broken(request(transferDelivery(freshUid())))).status).toBe(503)
    expect(log).toEqual(['onEvent', 'complete', 'release'])
  })

  describe('transactional: true', () => {
    /** A fake transactional store that logs what it is asked, its transaction a log too. */
    function fakeStore(failBegin = false) {
      const log: string[] = []
      const store: TransactionalDedupeStore<{ write(what: string): void }> = {
        claim: () => {
          log.push('claim')
          return 'claimed'
        },
        complete: () => void log.push('complete'),
        release: () => void log.push('release'),
        async completeWithin(uid, work) {
          if (failBegin) throw new Error('connection refused')
          const pending: string[] = []
          log.push('begin')
          try {
            const result = await work({ write: (what) => void pending.push(what) })
            log.push(...pending, `done ${uid.slice(-2)}`, 'commit')
            return result
          } catch (e) {
            log.push('rollback')
            throw e
          }
        },
      }
      return { log, store }
    }

    test('onEvent writes with context.tx; done commits in the same transaction', async () => {
      const { log, store } = fakeStore()
      const handler = createWebhookHandler({
        dedupe: store,
        transactional: true,
        onEvent: ({ event }, { tx, listenerId }) =>
          tx.write(`effect ${event.uid.slice(-2)} ${listenerId}`),
      })
      const uid = freshUid()
      const res = await handler(
        new Request('http://localhost/hooks', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Webhook-Listener-Id': '7' },
          body: JSON.stringify(transferDelivery(uid)),
        }),
      )
      expect(res.status).toBe(200)
      expect(log).toEqual([
        'claim',
        'begin',
        `effect ${uid.slice(-2)} 7`,
        `done ${uid.slice(-2)}`,
        'commit',
      ])
    })

    test('onEvent failing rolls back and is a 500; the store failing is a 503; both release', async () => {
      const failing = fakeStore()
      const handler = createWebhookHandler({
        dedupe: failing.store,
        transactional: true,
        onError: () => {},
        onEvent: (_d, { tx }) => {
          tx.write('effect')
          throw new Error('no')
        },
      })
      expect((await handler(request(transferDelivery(freshUid())))).status).toBe(500)
      expect(failing.log).toEqual(['claim', 'begin', 'rollback', 'release'])

      const down = fakeStore(true)
      let calls = 0
      const unavailable = createWebhookHandler({
        dedupe: down.store,
        transactional: true,
        onError: () => {},
        onEvent: () => void calls++,
      })
      const res = await unavailable(request(transferDelivery(freshUid())))
      expect(res.status).toBe(503)
      expect(calls).toBe(0)
      expect(down.log).toEqual(['claim', 'release'])
    })

    test('needs a store with completeWithin', () => {
      const plain = createMemoryDedupeStore() as unknown as TransactionalDedupeStore<unknown>
      expect(() =>
        createWebhookHandler({ dedupe: plain, transactional: true, onEvent: () => {} }),
      ).toThrow(/completeWithin/)
    })
  })

  test('maxBodyBytes is configurable', async () => {
    const tiny = createWebhookHandler({ onEvent: () => {}, maxBodyBytes: 100 })
    expect((await tiny(request(transferDelivery(freshUid())))).status).toBe(413)
    expect(() => createWebhookHandler({ onEvent: () => {}, maxBodyBytes: 0 })).toThrow(RangeError)
  })

  test('the memory store forgets the oldest processed uids past its bound', () => {
    const store = createMemoryDedupeStore({ max: 2 })
    for (const uid of ['a', 'b', 'c']) {
      expect(store.claim(uid)).toBe('claimed')
      store.complete(uid)
    }
    expect(store.claim('c')).toBe('done')
    expect(store.claim('b')).toBe('done')
    expect(store.claim('a')).toBe('claimed')
    expect(store.claim('a')).toBe('busy')
    store.release('a')
    expect(store.claim('a')).toBe('claimed')
  })
})

describe('toNodeHandler', () => {
  test('a body a framework has already read (Express-style req.body) is used as it was left', async () => {
    const got: ParsedWebhookEvent[] = []
    const node = toNodeHandler(createWebhookHandler({ onEvent: (d) => void got.push(d) }))
    const express = createServer(async (req: IncomingMessage & { body?: unknown }, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      req.body = JSON.parse(Buffer.concat(chunks).toString()) // like express.json()
      await node(req, res)
    })
    await new Promise<void>((resolve) => express.listen(0, '127.0.0.1', resolve))
    try {
      const port = (express.address() as AddressInfo).port
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/',
            headers: { 'Content-Type': 'application/json' },
          },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end(JSON.stringify(transferDelivery(freshUid(), 3n)))
      })
      expect(status).toBe(200)
      expect(got.map((d) => d.args.tokenId)).toEqual([3n])
    } finally {
      express.closeAllConnections()
      await new Promise((resolve) => express.close(resolve))
    }
  })
})
