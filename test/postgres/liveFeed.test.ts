/**
 * The live feed shared through PostgreSQL (`createPostgresLiveFeed`), on a
 * real database:
 * - in one process, feeds with pools of their own standing in for instances:
 *   what one publishes reaches the clients of all with the table's ids;
 *   `publishWithin` goes out at commit and not at all on a rollback (no hole
 *   in the ids); a new instance holds the newest events; resuming on another
 *   instance; a gap once `cleanup` removed what a client missed; the
 *   listening connection terminated; an empty table.
 * - three receiver processes (dedupeReceiver.ts with LIVE=1), each with its
 *   receiver and its share of the feed: 1,000 events delivered twice each to
 *   random instances reach every client exactly once, in order, while one
 *   instance is SIGKILLed and its clients resume on the others.
 */

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LiveEvent } from '../../src/core/schemas/liveEvent.js'
import {
  createPostgresDedupeStore,
  createPostgresLiveFeed,
  type PostgresLiveFeed,
  type PostgresLiveFeedOptions,
  postgresLiveTableSql,
  toNodeHandler,
} from '../../src/server/index.js'
import { type LiveClient, openLiveClient } from '../support/liveClient.js'
import { type Postgres, startPostgres } from '../support/postgres.js'
import {
  type Attempt,
  deliverUntilOk,
  type ReceiverProcess,
  runConcurrently,
  startReceiverProcess,
} from '../support/receiverProcesses.js'
import { transferDelivery } from '../support/webhookEvents.js'

let db: Postgres
let pool: pg.Pool
const cleanups: (() => unknown)[] = []
beforeAll(async () => {
  db = await startPostgres()
  pool = db.pool()
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await pool?.end()
  await db?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(what: string, done: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

const event = (n: number): Omit<LiveEvent, 'id'> => ({
  chainId: 137,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenIds: [String(n)],
  kind: 'transfer',
  event: 'Transfer',
  uid: `u${n}`,
})

/** An instance: a feed on a pool of its own, served over HTTP on 127.0.0.1. */
async function instance(
  table: string,
  options: Partial<PostgresLiveFeedOptions<pg.PoolClient>> = {},
): Promise<{ feed: PostgresLiveFeed; url: string; pool: pg.Pool }> {
  const own = db.pool({ max: 4 })
  const feed = await createPostgresLiveFeed({
    pool: own,
    table,
    ensureTable: true,
    heartbeatMs: 1000,
    onError: () => {},
    ...options,
  })
  const server: Server = createServer(toNodeHandler(feed.handler))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    server.closeAllConnections()
    server.close()
    await feed.close()
    await own.end()
  })
  return { feed, pool: own, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live` }
}

function client(url: string | (() => string)): LiveClient {
  const c = openLiveClient(typeof url === 'string' ? () => url : url)
  cleanups.push(() => c.close())
  return c
}
const uids = (c: LiveClient) => c.events.map((e) => e.uid)

describe('one process, feeds standing in for instances', () => {
  test('what one instance publishes reaches every instance’s clients once, with the table’s consecutive ids', async () => {
    const [a, b] = [await instance('live_a'), await instance('live_a')]
    const [ca, cb] = [client(a.url), client(b.url)]
    await Promise.all([ca.opened, cb.opened])
    const sent: LiveEvent[] = []
    for (let n = 1; n <= 10; n++) sent.push(await (n % 2 ? a : b).feed.publish(event(n)))
    const ids = sent.map((e) => Number(e.id))
    expect(ids.slice(1).map((id, i) => id - ids[i]!)).toEqual(Array(9).fill(1))
    await until('both clients have 10', () => ca.events.length === 10 && cb.events.length === 10)
    expect(ca.events).toEqual(sent)
    expect(cb.events).toEqual(sent)
  })

  test('publishWithin goes out at commit, and a rolled-back one never, leaving no hole in the ids', async () => {
    const a = await instance('live_b')
    const c = client(a.url)
    await c.opened
    const first = await a.feed.publish(event(1))
    const tx = await a.pool.connect()
    await tx.query('BEGIN')
    await a.feed.publishWithin(tx, event(2))
    await sleep(300)
    expect(uids(c)).toEqual(['u1'])
    await tx.query('ROLLBACK')
    await tx.query('BEGIN')
    const kept = await a.feed.publishWithin(tx, event(3))
    await tx.query('COMMIT')
    tx.release()
    await until('the committed event', () => c.events.length === 2)
    expect(uids(c)).toEqual(['u1', 'u3'])
    expect(Number(kept.id)).toBe(Number(first.id) + 1)
    await expect(a.feed.publish({ ...event(4), kind: 'burn' as never })).rejects.toThrow(/kind/)
  })

  test('a new instance holds the newest events from the table; a client resumes on another instance', async () => {
    const a = await instance('live_c')
    const sent: LiveEvent[] = []
    for (let n = 1; n <= 5; n++) sent.push(await a.feed.publish(event(n)))
    const b = await instance('live_c')
    const response = await fetch(b.url, { headers: { 'Last-Event-ID': sent[1]!.id } })
    const c = client(a.url)
    await c.opened
    const text = await readFor(response, 300)
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1])).toEqual(
      sent.slice(2).map((e) => e.id),
    )
    expect(text).not.toContain('event: gap')
    sent.push(await b.feed.publish(event(6)))
    await until('the event published on b', () => c.events.length === 1)
    expect(c.events).toEqual(sent.slice(5))
  })

  test('cleanup keeps the newest events; a client that missed more is told of one gap', async () => {
    const a = await instance('live_d', { history: 3 })
    const sent: LiveEvent[] = []
    for (let n = 1; n <= 6; n++) sent.push(await a.feed.publish(event(n)))
    expect(await a.feed.cleanup(3)).toBe(3)
    const b = await instance('live_d')
    const behind = await readFor(
      await fetch(b.url, { headers: { 'Last-Event-ID': sent[0]!.id } }),
      300,
    )
    expect(behind.match(/event: gap/g)).toHaveLength(1)
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM live_d')
    expect(rows[0].n).toBe(3)
  })

  test('the listening connection terminated: events still arrive, and it listens again', async () => {
    const a = await instance('live_e', { pollMs: 60_000 })
    const b = await instance('live_e', { pollMs: 60_000 })
    const c = client(b.url)
    await c.opened
    await a.feed.publish(event(1))
    await until('the first event', () => c.events.length === 1)
    await pool.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE \'LISTEN "live_e"%\' AND pid <> pg_backend_pid()',
    )
    await sleep(100)
    await a.feed.publish(event(2))
    // b listens again (after 500 ms) and reads what it missed; then notifications work again.
    await until('the event published while b was not listening', () => c.events.length === 2, 5000)
    await a.feed.publish(event(3))
    await until('the next event, by notification', () => c.events.length === 3, 2000)
    expect(uids(c)).toEqual(['u1', 'u2', 'u3'])
  })

  test('an empty table: clients connected before the first event get it; ids start at the clock × 1000 + 1', async () => {
    const before = Date.now()
    const a = await instance('live_f')
    const c = client(a.url)
    await c.opened
    const first = await a.feed.publish(event(1))
    await until('the first event', () => c.events.length === 1)
    expect(Number(first.id)).toBeGreaterThanOrEqual(before * 1000 + 1)
    expect(Number(first.id)).toBeLessThanOrEqual(Date.now() * 1000 + 1)
    expect(postgresLiveTableSql('live_f')).toContain('"live_f"')
    await expect(createPostgresLiveFeed({ pool, table: 'Live' })).rejects.toThrow(/table/)
  })
})

/** What a response's body says within `ms`. */
async function readFor(response: Response, ms: number): Promise<string> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const stop = setTimeout(() => void reader.cancel(), ms)
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  clearTimeout(stop)
  return text
}

describe('three receiver processes sharing the feed', () => {
  let receivers: ReceiverProcess[] = []
  beforeAll(async () => {
    await pool.query(
      'CREATE TABLE IF NOT EXISTS effects (uid text NOT NULL, token_id text NOT NULL, instance text NOT NULL)',
    )
    await pool.query(postgresLiveTableSql())
    await createPostgresDedupeStore({ pool }).ensureTable()
    receivers = await Promise.all(
      ['a', 'b', 'c'].map((name) => startReceiverProcess(name, db.port, 2_000, { LIVE: '1' })),
    )
  })
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.kill()))
  })

  test('1,000 events delivered twice to random instances, one SIGKILLed midway: every client gets each once, in order', async () => {
    const alive = () => receivers.filter((r) => r.alive())
    const liveUrl = (r: ReceiverProcess) => r.url.replace(/\/hooks$/, '/live')
    const pickLive = () => liveUrl(alive()[Math.floor(Math.random() * alive().length)]!)
    // Two clients on each instance; after a failure, a client reconnects to a random live one.
    const clients = receivers.flatMap((r) =>
      [0, 1].map(() => {
        let first = true
        return client(() => {
          if (!first) return pickLive()
          first = false
          return liveUrl(r)
        })
      }),
    )
    await Promise.all(clients.map((c) => c.opened))
    const all = Array.from({ length: 1000 }, (_, i) => `0x5${i.toString(16).padStart(63, '0')}`)
    const jobs = all
      .flatMap((uid, i) => [uid, uid].map(() => ({ uid, i })))
      .sort(() => Math.random() - 0.5)
    const log: Attempt[] = []
    const deadline = Date.now() + 60_000
    let done = 0
    const killed = receivers[2]!
    await runConcurrently(
      jobs.map(({ uid, i }) => async () => {
        await deliverUntilOk(uid, JSON.stringify(transferDelivery(uid, BigInt(i))), {
          receivers: alive,
          log,
          deadline,
        })
        if (++done === 700) await killed.kill('SIGKILL')
      }),
      30,
    )
    await until(
      'every client has 1,000 events',
      () => clients.every((c) => c.events.length >= 1000),
      20_000,
    )
    await sleep(300)
    for (const c of clients) {
      expect(c.events).toHaveLength(1000)
      expect(new Set(uids(c))).toEqual(new Set(all))
      const ids = c.events.map((e) => Number(e.id))
      expect(ids.slice(1).every((id, i) => id === ids[i]! + 1)).toBe(true)
      expect(c.gaps()).toBe(0)
    }
    const moved = clients.slice(4)
    for (const c of moved) expect(c.reconnects()).toBeGreaterThanOrEqual(1)
    console.info(
      'shared feed:',
      JSON.stringify({ attempts: log.length, reconnects: clients.map((c) => c.reconnects()) }),
    )
  })
})
