/**
 * The dedupe promise across processes: three receivers (separate Node
 * processes, dedupeReceiver.ts) share one real PostgreSQL through
 * `createPostgresDedupeStore` with `transactional: true`, each writing an
 * event's effect (a row in `effects`, which has no unique key: nothing but the
 * store keeps it single) in the transaction that marks the event done.
 * - 1,000 events, each delivered 3 times to random instances, 50 at a time,
 *   some failing once in `onEvent`: every effect is written exactly once.
 * - The database stopped for a moment under load: 503 while it is down, then
 *   the receivers recover by themselves; every effect exactly once.
 * - A receiver SIGKILLed in the middle of `onEvent`: another instance answers
 *   409 until the lease ends, then processes the event; the effect is once.
 * Leases are 2 s here, to keep the suite short.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresDedupeStore } from '../../src/server/index.js'
import { type Postgres, startPostgres } from '../support/postgres.js'
import {
  type Attempt,
  deliverUntilOk,
  type ReceiverProcess,
  runConcurrently,
  startReceiverProcess,
} from '../support/receiverProcesses.js'
import { transferDelivery } from '../support/webhookEvents.js'

const LEASE_MS = 2_000

let db: Postgres
let pool: pg.Pool
let receivers: ReceiverProcess[] = []
beforeAll(async () => {
  db = await startPostgres()
  pool = db.pool()
  await pool.query(
    'CREATE TABLE effects (uid text NOT NULL, token_id text NOT NULL, instance text NOT NULL)',
  )
  await createPostgresDedupeStore({ pool }).ensureTable()
  receivers = await Promise.all(
    ['a', 'b', 'c'].map((name) => startReceiverProcess(name, db.port, LEASE_MS)),
  )
})
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.kill()))
  await pool?.end()
  await db?.stop()
})

const live = () => receivers.filter((r) => r.alive())
const uidOf = (series: number, i: number) =>
  `0x${series.toString(16)}${i.toString(16).padStart(63, '0')}`
const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
/** How many effect rows each uid of `uids` has. */
async function effectCounts(uids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query(
    'SELECT uid, count(*)::int AS n FROM effects WHERE uid = ANY($1) GROUP BY uid',
    [uids],
  )
  return new Map(rows.map((r) => [r.uid as string, r.n as number]))
}
const statuses = (log: readonly Attempt[]) =>
  log.reduce<Record<number, number>>((all, a) => {
    all[a.status] = (all[a.status] ?? 0) + 1
    return all
  }, {})

test('1,000 events × 3 deliveries to random instances, 50 at a time, 10% failing once: each effect exactly once', async () => {
  const uids = Array.from({ length: 1000 }, (_, i) => uidOf(1, i))
  const failing = new Set(uids.filter((_, i) => i % 10 === 0))
  const log: Attempt[] = []
  const deadline = Date.now() + 50_000
  const jobs = shuffle(uids.flatMap((uid, i) => [0, 1, 2].map((copy) => ({ uid, i, copy })))).map(
    ({ uid, i }) =>
      async () => {
        // The first attempt of the first copy sent of a failing event makes onEvent throw.
        const fail = failing.delete(uid)
        await deliverUntilOk(uid, JSON.stringify(transferDelivery(uid, BigInt(i))), {
          receivers: live,
          firstHeaders: fail ? { 'X-Test-Fail': '1' } : {},
          log,
          deadline,
        })
      },
  )
  await runConcurrently(jobs, 50)

  const counts = await effectCounts(uids)
  expect(counts.size).toBe(1000)
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([])
  const byStatus = statuses(log)
  // The failures happened (and were rolled back), duplicates met, all acknowledged.
  expect(byStatus[500]).toBeGreaterThanOrEqual(50)
  expect(byStatus[200]).toBe(3000)
  expect(new Set(log.map((a) => a.receiver))).toEqual(new Set(['a', 'b', 'c']))
  const { rows } = await pool.query(
    "SELECT count(*)::int AS n FROM platform_kit_webhook_dedupe WHERE uid = ANY($1) AND state = 'done'",
    [uids],
  )
  expect(rows[0].n).toBe(1000)
  console.info('1,000 events × 3:', JSON.stringify(byStatus))
})

test('the database stopped for a moment under load: 503 while down, recovers by itself, each effect exactly once', async () => {
  const uids = Array.from({ length: 300 }, (_, i) => uidOf(2, i))
  const log: Attempt[] = []
  const deadline = Date.now() + 40_000
  const jobs = shuffle(uids.flatMap((uid) => [uid, uid])).map(
    (uid) => () =>
      deliverUntilOk(uid, JSON.stringify(transferDelivery(uid)), {
        receivers: live,
        log,
        deadline,
      }),
  )
  const load = runConcurrently(jobs, 20)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(log.filter((a) => a.status === 200).length).toBeGreaterThan(0) // under load
  await db.halt()
  const down = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const up = performance.now()
  await db.resume()
  await load

  // No receiver died or was restarted: each recovered by itself.
  expect(receivers.map((r) => (r.alive() ? '' : `${r.name}: ${r.errors()}`))).toEqual(['', '', ''])

  const counts = await effectCounts(uids)
  expect(counts.size).toBe(300)
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([])
  const whileDown = log.filter((a) => a.start >= down && a.end <= up)
  expect(whileDown.length).toBeGreaterThanOrEqual(10)
  expect(new Set(whileDown.map((a) => a.status))).toEqual(new Set([503]))
  expect(log.filter((a) => a.start > up + 3_000 && a.status !== 200 && a.status !== 409)).toEqual(
    [],
  )
  console.info(
    'database down 1 s:',
    JSON.stringify(statuses(log)),
    `${whileDown.length} while down`,
  )
})

test('a receiver SIGKILLed in the middle of onEvent: after the lease another instance processes the event, once', async () => {
  const uid = uidOf(3, 1)
  const body = JSON.stringify(transferDelivery(uid, 77n))
  const [victim, ...others] = receivers as [ReceiverProcess, ...ReceiverProcess[]]
  const hanging = victim.printed(`hanging ${uid}`)
  const request = fetch(victim.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Test-Hang': '1' },
    body,
  }).catch(() => 'no answer' as const)
  await hanging
  const claimedBy = performance.now() // the claim was made before this
  await victim.kill('SIGKILL')
  expect(await request).toBe('no answer')
  expect((await effectCounts([uid])).get(uid)).toBeUndefined() // never committed

  const log: Attempt[] = []
  await deliverUntilOk(uid, body, { receivers: () => others, log, deadline: Date.now() + 15_000 })
  const done = log.at(-1)!
  expect(log[0]!.status).toBe(409) // the lease still held
  expect(log.slice(0, -1).every((a) => a.status === 409)).toBe(true)
  expect(done.end - claimedBy).toBeGreaterThanOrEqual(LEASE_MS - 250)
  const { rows } = await pool.query('SELECT token_id, instance FROM effects WHERE uid = $1', [uid])
  expect(rows).toEqual([{ token_id: '77', instance: done.receiver }])
  expect(done.receiver).not.toBe(victim.name)
  console.info(`taken over by ${done.receiver} after ${Math.round(done.end - claimedBy)} ms`)
})
