/**
 * The activity kept in PostgreSQL (`createPostgresActivityStore`, issue 31),
 * on a real database:
 * - in one process, stores with pools of their own standing in for
 *   instances: one item per uid whichever stores it, consecutive ids, none
 *   for a rolled-back `addWithin`; reads of a collection, a token (a batch's
 *   300th id included), an account; a row not an item is dropped; hostile
 *   deliveries stored and read as valid items (fast-check); retention
 *   by count and by age, its tokens going with it, while reads go on.
 * - three receiver processes (dedupeReceiver.ts with LIVE=1 and ACTIVITY=1),
 *   each with its receiver, its share of the feed and the activity read:
 *   2,000 events delivered with duplicates to random instances → every
 *   instance reads each exactly once, newest first; paging through them on
 *   random instances while 500 more arrive neither repeats nor skips one.
 */
import fc from 'fast-check'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ActivityItem, type ActivityPage } from '../../src/core/schemas/activity.js'
import {
  type ActivityInput,
  createPostgresActivityStore,
  createPostgresDedupeStore,
  type PostgresActivityStoreOptions,
  postgresActivityTableSql,
  postgresLiveTableSql,
} from '../../src/server/index.js'
import { hostileActivityInput } from '../support/activityArbitraries.js'
import { runs } from '../support/fuzz.js'
import { type Postgres, startPostgres } from '../support/postgres.js'
import {
  type Attempt,
  deliverUntilOk,
  type ReceiverProcess,
  runConcurrently,
  startReceiverProcess,
} from '../support/receiverProcesses.js'
import { transferDelivery } from '../support/webhookEvents.js'

const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

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

const input = (n: number, over: Partial<ActivityInput> = {}): ActivityInput => ({
  kind: 'transfer',
  event: 'Transfer',
  chainId: 137,
  contractAddress: NFT,
  from: ALICE,
  to: BOB,
  tokens: [{ tokenId: String(n % 10), amount: '1' }],
  tokenCount: 1,
  time: '2026-01-01T00:00:00.000Z',
  uid: `u${n}`,
  ...over,
})
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)
const uids = (items: readonly ActivityItem[]) => items.map((i) => i.uid)

/** An instance's store, on a pool of its own. */
async function store(table: string, options: Partial<PostgresActivityStoreOptions> = {}) {
  const own = db.pool({ max: 4 })
  cleanups.push(() => own.end())
  return createPostgresActivityStore({ pool: own, table, ensureTable: true, ...options })
}

describe('one process, stores standing in for instances', () => {
  test('one item per uid, whichever store adds it, at once; consecutive ids; none for a rollback', async () => {
    const [a, b] = [await store('act_a'), await store('act_a')]
    const added = await Promise.all(
      range(0, 40).map((n) => (n % 2 ? a : b).add([input(n % 20), input(100 + (n % 20))])),
    )
    expect(added.flat()).toHaveLength(40)
    const tx = await pool.connect()
    await tx.query('BEGIN')
    await a.addWithin(tx, [input(200)])
    await tx.query('ROLLBACK')
    tx.release()
    const kept = await b.add([input(201)])
    const page = await a.read({ chainId: 137, contractAddress: NFT, limit: 100 })
    expect(page.items).toHaveLength(41)
    expect(new Set(uids(page.items))).toEqual(
      new Set([...range(0, 20), ...range(100, 120), 201].map((n) => `u${n}`)),
    )
    const ids = page.items.map((i) => Number(i.id))
    expect(ids.every((id, i) => i === 0 || id === ids[i - 1]! - 1)).toBe(true)
    expect(page.items[0]).toEqual(kept[0])
    expect(await b.read({ chainId: 137, contractAddress: NFT, limit: 100 })).toEqual(page)
  })

  test("a listing's request, read back by another instance; a table from before it gains the column", async () => {
    // A table made before request keys were kept: ensureTable adds the column and its index.
    await pool.query(postgresActivityTableSql('act_r'))
    await pool.query('ALTER TABLE act_r DROP COLUMN request_key')
    const [a, b] = [await store('act_r'), await store('act_r')]
    const MARKET = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const WETH = '0x1111111111111111111111111111111111111111'
    await a.add([
      input(1, {
        kind: 'listing',
        event: 'RequestCreated',
        contractAddress: MARKET,
        collectionAddress: NFT,
        to: undefined,
        tokens: [{ tokenId: '5', amount: '2' }],
        requestId: '42',
        price: '1000',
        currency: WETH.toUpperCase().replace('0X', '0x'),
        quantity: '2',
      }),
    ])
    expect(await b.request(137, MARKET.toLowerCase(), '42')).toEqual({
      isListing: true,
      maker: ALICE,
      tokenId: '5',
      price: '1000',
      currency: WETH,
      quantity: '2',
    })
    expect(await b.request(137, MARKET, '43')).toBeUndefined()
    expect(await b.request(1, MARKET, '42')).toBeUndefined()
  })

  test('reads of a token (a batch’s 300th id included), an account, a kind; a row not an item dropped', async () => {
    const a = await store('act_b')
    const batch = range(0, 300).map(String)
    await a.add([
      input(1),
      input(2, { kind: 'mint', from: '0x0000000000000000000000000000000000000000' }),
      input(3, {
        tokens: batch.slice(0, 100).map((tokenId) => ({ tokenId })),
        tokenCount: 300,
        tokenIds: batch,
        to: ALICE,
      }),
    ])
    const read = async (q: object) =>
      uids((await a.read({ chainId: 137, contractAddress: NFT, ...q })).items)
    expect(await read({ tokenId: '299' })).toEqual(['u3'])
    expect(await read({ tokenId: '2' })).toEqual(['u3', 'u2'])
    expect(await read({ account: BOB })).toEqual(['u2', 'u1'])
    expect(await read({ account: ALICE, kinds: ['transfer'] })).toEqual(['u3', 'u1'])
    expect(await read({ kinds: ['mint'] })).toEqual(['u2'])
    await pool.query(`UPDATE act_b SET item = '{"kind": 5}' WHERE uid = 'u2'`)
    expect(await read({})).toEqual(['u3', 'u1'])
    const first = await a.read({ chainId: 137, contractAddress: NFT, limit: 1 })
    const rest = await a.read({ chainId: 137, contractAddress: NFT, cursor: first.cursor })
    expect(uids(rest.items)).toEqual(['u1'])
    expect(postgresActivityTableSql('s.act')).toContain('"s"."act_tokens"')
    await expect(createPostgresActivityStore({ pool, table: 'Act' })).rejects.toThrow(/table/)
  })

  test('hostile deliveries: every item stored or read fits ActivityItem, a batch found by each of its ids', async () => {
    const a = await store('act_e')
    let stored = 0
    await fc.assert(
      fc.asyncProperty(hostileActivityInput, async (input) => {
        if (input === undefined) return
        const added = await a.add([input])
        stored += added.length
        const collection = input.collectionAddress ?? input.contractAddress
        const reads = [
          await a.read({ chainId: 137, contractAddress: collection, limit: 100 }),
          ...(input.tokenIds!.length
            ? [
                await a.read({
                  chainId: 137,
                  contractAddress: collection,
                  tokenId: input.tokenIds!.at(-1),
                }),
              ]
            : []),
        ]
        if (added[0] && input.tokenIds!.length) expect(uids(reads[1]!.items)).toContain(input.uid)
        for (const item of [...added, ...reads.flatMap((r) => r.items)]) {
          expect(ActivityItem.safeParse(item).success, JSON.stringify(item)).toBe(true)
        }
      }),
      runs(80),
    )
    expect(stored).toBeGreaterThan(10)
  })

  test('retention by count: the newest maxItems kept, their tokens with them, while reads go on', async () => {
    const a = await store('act_c', { maxItems: 200 })
    for (let n = 0; n < 1_300; n += 100) await a.add(range(n, n + 100).map((i) => input(i)))
    const reads: Promise<ActivityPage>[] = []
    const cleaning = a.cleanup()
    for (let i = 0; i < 10; i++) {
      reads.push(a.read({ chainId: 137, contractAddress: NFT, limit: 20 }))
    }
    expect(await cleaning).toBe(1_100)
    for (const page of await Promise.all(reads)) {
      expect(uids(page.items)).toEqual(
        range(1_280, 1_300)
          .reverse()
          .map((n) => `u${n}`),
      )
    }
    const left = await pool.query(
      'SELECT (SELECT count(*) FROM act_c)::int AS items, (SELECT count(*) FROM act_c_tokens)::int AS tokens',
    )
    expect(left.rows[0]).toEqual({ items: 200, tokens: 200 })
    const all = await a.read({ chainId: 137, contractAddress: NFT, tokenId: '3', limit: 100 })
    expect(all.items).toHaveLength(20)
    expect(await a.cleanup()).toBe(0)
  })

  test('retention by age: what was stored longer ago than maxAgeMs goes, the rest stays', async () => {
    const a = await store('act_d', { maxAgeMs: 60 * 60_000 })
    await a.add(range(0, 700).map((n) => input(n)))
    await a.add(range(700, 710).map((n) => input(n)))
    // Stored two hours ago: the first 700.
    await pool.query(
      `UPDATE act_d SET stored_at = stored_at - interval '2 hours' WHERE uid = ANY($1)`,
      [range(0, 700).map((n) => `u${n}`)],
    )
    expect(await a.cleanup()).toBe(700)
    const page = await a.read({ chainId: 137, contractAddress: NFT, limit: 100 })
    expect(uids(page.items)).toEqual(
      range(700, 710)
        .reverse()
        .map((n) => `u${n}`),
    )
    expect((await pool.query('SELECT count(*)::int AS n FROM act_d_tokens')).rows[0].n).toBe(10)
  })
})

describe('three receiver processes: receiver, feed and activity read each', () => {
  let receivers: ReceiverProcess[] = []
  beforeAll(async () => {
    await pool.query(
      'CREATE TABLE IF NOT EXISTS effects (uid text NOT NULL, token_id text NOT NULL, instance text NOT NULL)',
    )
    await pool.query(postgresLiveTableSql())
    await pool.query(postgresActivityTableSql())
    await createPostgresDedupeStore({ pool }).ensureTable()
    receivers = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        startReceiverProcess(name, db.port, 2_000, { LIVE: '1', ACTIVITY: '1' }),
      ),
    )
  })
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.kill()))
  })

  const uidOf = (i: number) => `0x7${i.toString(16).padStart(63, '0')}`
  const pick = () => receivers[Math.floor(Math.random() * receivers.length)]!
  const readUrl = (r: ReceiverProcess) => r.url.replace(/\/hooks$/, '/activity')

  /**
   * A guard against a hang, not a speed target: 2,500 deliveries to three processes writing one
   * PostgreSQL take 25 s on an idle 2-core machine, and more than twice that with two other files
   * running beside them (npm run bench times speed).
   */
  const DELIVERY_LIMIT = 150_000

  /** Delivers events `from` to `to` to random instances: every fourth twice, every twelfth three times. */
  async function deliver(from: number, to: number, log: Attempt[]) {
    const jobs = range(from, to)
      .flatMap((i) => (i % 12 === 0 ? [i, i, i] : i % 4 === 0 ? [i, i] : [i]))
      .sort(() => Math.random() - 0.5)
    const deadline = Date.now() + DELIVERY_LIMIT
    await runConcurrently(
      jobs.map(
        (i) => () =>
          deliverUntilOk(uidOf(i), JSON.stringify(transferDelivery(uidOf(i), BigInt(i % 50))), {
            receivers: () => receivers,
            log,
            deadline,
          }),
      ),
      24,
    )
  }

  async function readPage(r: ReceiverProcess, query: string): Promise<ActivityPage> {
    const response = await fetch(`${readUrl(r)}?chainId=137&contract=${NFT}&${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as ActivityPage
  }

  /** Every page of a read, each from `instance()`. */
  async function pageAll(instance: () => ReceiverProcess, query: string) {
    const items: ActivityItem[] = []
    let cursor: string | undefined
    do {
      const page = await readPage(
        instance(),
        `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      items.push(...page.items)
      cursor = page.cursor
    } while (cursor)
    return items
  }

  const newestFirst = (items: readonly ActivityItem[]) =>
    items.every((item, i) => i === 0 || Number(item.id) === Number(items[i - 1]!.id) - 1)

  test('2,000 events with duplicates to random instances: every instance reads each once, newest first; paging while 500 more arrive neither repeats nor skips', {
    timeout: 2 * DELIVERY_LIMIT,
  }, async () => {
    const log: Attempt[] = []
    const started = performance.now()
    await deliver(0, 2_000, log)
    const delivered = performance.now() - started
    const all = new Set(range(0, 2_000).map(uidOf))
    for (const r of receivers) {
      const items = await pageAll(() => r, 'limit=100')
      expect(items).toHaveLength(2_000)
      expect(new Set(uids(items))).toEqual(all)
      expect(newestFirst(items)).toBe(true)
      const token = await pageAll(() => r, 'tokenId=7&limit=100')
      expect(new Set(uids(token))).toEqual(
        new Set(
          range(0, 2_000)
            .filter((i) => i % 50 === 7)
            .map(uidOf),
        ),
      )
    }

    // Paging on random instances, a page at a time, while 500 more are delivered: before
    // the k-th page, at least 2k of them (up to 90) have been stored.
    const first = await readPage(pick(), 'limit=40')
    const newest = first.items[0]!.id
    const more = deliver(2_000, 2_500, log)
    const arrived = async (count: number) => {
      for (;;) {
        const page = await readPage(pick(), `after=${newest}&limit=100`)
        if (page.items.length >= count) return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    let pages = 1
    const paged: ActivityItem[] = [...first.items]
    let cursor = first.cursor
    while (cursor) {
      await arrived(Math.min(2 * pages, 90))
      const page = await readPage(pick(), `limit=40&cursor=${encodeURIComponent(cursor)}`)
      paged.push(...page.items)
      cursor = page.cursor
      pages++
    }
    await more
    expect(paged).toHaveLength(2_000)
    expect(new Set(uids(paged))).toEqual(all)
    expect(newestFirst(paged)).toBe(true)

    // The 500 are there once each, above the rest, on every instance; `after` reads them.
    for (const r of receivers) {
      const items = await pageAll(() => r, 'limit=100')
      expect(items).toHaveLength(2_500)
      expect(new Set(uids(items.slice(0, 500)))).toEqual(new Set(range(2_000, 2_500).map(uidOf)))
      expect(newestFirst(items)).toBe(true)
      const after = await readPage(r, `after=${newest}&limit=100`)
      expect([after.items.length, after.more]).toEqual([100, true])
      expect(after.items).toEqual(items.slice(0, 100))
    }
    console.info(
      'activity across instances:',
      JSON.stringify({
        attempts: log.length,
        pages,
        deliveredMs: Math.round(delivered),
        totalMs: Math.round(performance.now() - started),
      }),
    )
  })
})
