import { type AddressInfo, createServer } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createPostgresDedupeStore,
  createWebhookHandler,
  DedupeClaimLostError,
  type PostgresDedupeStore,
  postgresDedupeTableSql,
} from '../../src/server/index.js'
import { allDocs } from '../support/docs.js'
import { type Postgres, startPostgres } from '../support/postgres.js'
import { transferDelivery } from '../support/webhookEvents.js'

let db: Postgres
let pool: pg.Pool
beforeAll(async () => {
  db = await startPostgres()
  pool = db.pool({ max: 30 })
  await pool.query('CREATE TABLE effects (uid text NOT NULL, note text)')
  await createPostgresDedupeStore({ pool }).ensureTable()
}, 30_000)
afterAll(async () => {
  await pool?.end()
  await db?.stop()
})

let uids = 0
const freshUid = () => `0x${(++uids).toString(16).padStart(64, '0')}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** An instance: a store of its own (its own claims), on the shared table. */
const instance = (options: { leaseMs?: number; retentionMs?: number } = {}) =>
  createPostgresDedupeStore<pg.PoolClient>({ pool, ...options })
const effectsOf = async (uid: string) =>
  (await pool.query('SELECT note FROM effects WHERE uid = $1', [uid])).rows.map((r) => r.note)
const rowOf = async (uid: string) =>
  (
    await pool.query(
      'SELECT state, expires_at > clock_timestamp() AS live FROM platform_kit_webhook_dedupe WHERE uid = $1',
      [uid],
    )
  ).rows[0] as { state: string; live: boolean } | undefined

describe('the table', () => {
  test('postgresDedupeTableSql prints the DDL that ensureTable runs; ensureTable is idempotent and safe concurrently', async () => {
    const ddl = postgresDedupeTableSql()
    expect(ddl).toContain('CREATE TABLE IF NOT EXISTS "platform_kit_webhook_dedupe" (')
    expect(ddl).toContain('CREATE INDEX IF NOT EXISTS "platform_kit_webhook_dedupe_expires_at"')
    await pool.query('CREATE SCHEMA hooks')
    const stores = Array.from({ length: 6 }, () =>
      createPostgresDedupeStore({ pool, table: 'hooks.dedupe' }),
    )
    await Promise.all(stores.map((s) => s.ensureTable()))
    await stores[0]!.ensureTable()
    const { rows } = await pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'hooks' AND table_name = 'dedupe' ORDER BY ordinal_position",
    )
    expect(rows.map((r) => r.column_name)).toEqual(['uid', 'state', 'token', 'expires_at'])
    expect(postgresDedupeTableSql('hooks.dedupe')).toContain('"hooks"."dedupe"')
    expect(allDocs()).toContain(ddl) // the server guide shows this very DDL
    expect(await stores[1]!.claim('x')).toBe('claimed')
  })

  test.each([
    ['dedupe; DROP TABLE effects'],
    ['"dedupe"'],
    ['Dedupe'],
    ['a.b.c'],
    [''],
    ['1dedupe'],
    ['x'.repeat(51)],
  ])('the table name %j is refused before any query', (table) => {
    expect(() => createPostgresDedupeStore({ pool, table })).toThrow(TypeError)
    expect(() => postgresDedupeTableSql(table)).toThrow(TypeError)
  })

  test('a table that does not exist is not created by claiming: the claim fails', async () => {
    const store = createPostgresDedupeStore({ pool, table: 'not_created' })
    await expect(store.claim(freshUid())).rejects.toThrow('relation "not_created" does not exist')
  })

  test('leaseMs and retentionMs must be positive integers', () => {
    expect(() => createPostgresDedupeStore({ pool, leaseMs: 0 })).toThrow(RangeError)
    expect(() => createPostgresDedupeStore({ pool, retentionMs: 1.5 })).toThrow(RangeError)
  })
})

describe('claims between instances', () => {
  test('claimed once; busy for everyone else meanwhile; done for everyone once completed', async () => {
    const [a, b] = [instance(), instance()]
    const uid = freshUid()
    expect(await a.claim(uid)).toBe('claimed')
    expect(await a.claim(uid)).toBe('busy')
    expect(await b.claim(uid)).toBe('busy')
    await a.complete(uid)
    expect(await a.claim(uid)).toBe('done')
    expect(await b.claim(uid)).toBe('done')
    expect(await rowOf(uid)).toEqual({ state: 'done', live: true })
  })

  test('a released claim can be claimed again; a release by another instance changes nothing', async () => {
    const [a, b] = [instance(), instance()]
    const uid = freshUid()
    expect(await a.claim(uid)).toBe('claimed')
    await b.release(uid)
    expect(await b.claim(uid)).toBe('busy')
    await a.release(uid)
    expect(await rowOf(uid)).toBeUndefined()
    expect(await b.claim(uid)).toBe('claimed')
  })

  test('20 instances claiming each of 50 uids at once: exactly one wins each, new or taken over', async () => {
    const batch = Array.from({ length: 50 }, freshUid)
    const race = () => {
      const stores = Array.from({ length: 20 }, () => instance())
      return Promise.all(batch.map((uid) => Promise.all(stores.map((s) => s.claim(uid)))))
    }
    const wins = (answers: string[][]) =>
      answers.map((perUid) => perUid.filter((a) => a === 'claimed').length)
    const first = await race()
    expect(wins(first)).toEqual(batch.map(() => 1))
    expect(first.flat().filter((a) => a === 'busy')).toHaveLength(50 * 19)
    // Every lease ends (as if the 50 winners had died): 20 other instances race to take over.
    await pool.query(
      "UPDATE platform_kit_webhook_dedupe SET expires_at = clock_timestamp() - interval '1 second' WHERE uid = ANY($1)",
      [batch],
    )
    const second = await race()
    expect(wins(second)).toEqual(batch.map(() => 1))
  })
})

describe('lease and exactly-once effects', () => {
  const write = (note: string) => async (tx: pg.PoolClient) => {
    await tx.query('INSERT INTO effects (uid, note) VALUES ($1, $2)', [note.split(' ')[0], note])
    return note
  }

  test('completeWithin commits the write with the done', async () => {
    const a = instance()
    const uid = freshUid()
    expect(await a.claim(uid)).toBe('claimed')
    expect(await a.completeWithin(uid, write(`${uid} a`))).toBe(`${uid} a`)
    expect(await effectsOf(uid)).toEqual([`${uid} a`])
    expect(await instance().claim(uid)).toBe('done')
  })

  test('a failing work rolls its write back and leaves the claim pending (then released)', async () => {
    const a = instance()
    const uid = freshUid()
    await a.claim(uid)
    await expect(
      a.completeWithin(uid, async (tx) => {
        await write(`${uid} a`)(tx)
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    expect(await effectsOf(uid)).toEqual([])
    expect(await rowOf(uid)).toEqual({ state: 'pending', live: true })
    await a.release(uid)
    expect(await instance().claim(uid)).toBe('claimed')
  })

  test('a lapsed lease is taken over; the late instance then rolls back (claim lost), the new one commits', async () => {
    const [a, b] = [instance({ leaseMs: 200 }), instance({ leaseMs: 200 })]
    const uid = freshUid()
    expect(await a.claim(uid)).toBe('claimed')
    expect(await b.claim(uid)).toBe('busy')
    await sleep(250)
    expect(await b.claim(uid)).toBe('claimed')
    const late = a.completeWithin(uid, write(`${uid} a`))
    await expect(late).rejects.toThrow(DedupeClaimLostError)
    await b.completeWithin(uid, write(`${uid} b`))
    expect(await effectsOf(uid)).toEqual([`${uid} b`])
    // a completeWithin without a claim held by this instance is refused too
    await expect(a.completeWithin(freshUid(), write('x'))).rejects.toThrow(DedupeClaimLostError)
  })

  test('a connection cut during completeWithin rejects (nothing committed) without crashing the process', async () => {
    const a = instance()
    const uid = freshUid()
    await a.claim(uid)
    await expect(
      a.completeWithin(uid, async (tx) => {
        await write(`${uid} a`)(tx)
        const { rows } = await tx.query('SELECT pg_backend_pid() AS pid')
        await pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid])
        await sleep(100) // node-postgres emits 'error' on the idle client meanwhile
        await tx.query('SELECT 1')
      }),
    ).rejects.toThrow()
    expect(await effectsOf(uid)).toEqual([])
    expect(await rowOf(uid)).toEqual({ state: 'pending', live: true })
    await a.release(uid)
    expect(await a.claim(uid)).toBe('claimed') // the pool goes on with a new connection
  })

  test('a lapsed lease nobody took over still completes: nobody else ran it', async () => {
    const a = instance({ leaseMs: 100 })
    const uid = freshUid()
    await a.claim(uid)
    await sleep(150)
    await a.completeWithin(uid, write(`${uid} a`))
    expect(await effectsOf(uid)).toEqual([`${uid} a`])
    expect(await rowOf(uid)).toEqual({ state: 'done', live: true })
  })
})

describe('retention and clean-up', () => {
  test('a done uid is remembered for retentionMs, then claimable again; cleanup deletes only expired rows', async () => {
    const short = instance({ leaseMs: 100, retentionMs: 100 })
    const long = instance()
    const [forgotten, lapsed, kept, live] = [freshUid(), freshUid(), freshUid(), freshUid()]
    await short.claim(forgotten)
    await short.complete(forgotten)
    await short.claim(lapsed) // never completed: its process "died"
    await long.claim(kept)
    await long.complete(kept)
    await long.claim(live)
    expect(await instance().claim(forgotten)).toBe('done')
    await sleep(150)
    const removed = await long.cleanup()
    expect(removed).toBeGreaterThanOrEqual(2)
    expect(await rowOf(forgotten)).toBeUndefined()
    expect(await rowOf(lapsed)).toBeUndefined()
    expect(await rowOf(kept)).toEqual({ state: 'done', live: true })
    expect(await rowOf(live)).toEqual({ state: 'pending', live: true })
    expect(await long.cleanup()).toBe(0)
    expect(await instance().claim(forgotten)).toBe('claimed')
  })

  test('cleanup works through more rows than one batch', async () => {
    await pool.query(
      `INSERT INTO platform_kit_webhook_dedupe (uid, state, token, expires_at)
       SELECT 'old-' || i, 'done', 't', clock_timestamp() - interval '1 day' FROM generate_series(1, 12000) i`,
    )
    expect(await instance().cleanup()).toBe(12_000)
  })
})

describe('when the database cannot be reached', () => {
  test('the store rejects, and the handler answers 503 without calling onEvent', async () => {
    // A port where nothing listens any more.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const deadPool = new pg.Pool({ ...db.config, port, connectionTimeoutMillis: 500 })
    let calls = 0
    const store: PostgresDedupeStore = createPostgresDedupeStore({ pool: deadPool })
    await expect(store.claim('x')).rejects.toThrow()
    const handler = createWebhookHandler({
      dedupe: store,
      transactional: true,
      onEvent: () => void calls++,
      onError: () => {},
    })
    const res = await handler(
      new Request('http://localhost/hooks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(transferDelivery(freshUid())),
      }),
    )
    expect(res.status).toBe(503)
    expect(calls).toBe(0)
    await deadPool.end()
  })
})
