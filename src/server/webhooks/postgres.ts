/**
 * A shared de-duplication store on PostgreSQL, for a webhook receiver that
 * runs as several instances (behind a load balancer, through restarts and
 * deploys). It imports nothing from `pg`: the application passes its own
 * `Pool` (node-postgres, an optional peer), and the store uses only its
 * `query` and `connect`.
 */
import { inTransaction, type PgPoolClientLike, type PgPoolLike } from '../pg.js'
import type { DedupeClaim, TransactionalDedupeStore } from './dedupe.js'
import {
  checkedTableName,
  DEFAULT_DEDUPE_TABLE,
  dedupeStatements,
  postgresDedupeTableSql,
} from './postgresSql.js'

export interface PostgresDedupeStoreOptions<Client extends PgPoolClientLike> {
  /** The application's pool (set its `connectionTimeoutMillis` and `query_timeout`). */
  readonly pool: PgPoolLike<Client>
  /** The table: `name` or `schema.name`, lowercase (default `platform_kit_webhook_dedupe`). */
  readonly table?: string
  /**
   * How long a claim holds before another instance may take it over, in ms
   * (default 60 s). Longer than `onEvent` ever takes: an attempt still running
   * past it may be overtaken (with `transactional: true` the late one then
   * rolls back; without, `onEvent` runs twice).
   */
  readonly leaseMs?: number
  /** How long a processed uid is remembered, in ms (default 7 days). */
  readonly retentionMs?: number
}

/** `createPostgresDedupeStore`'s store: the handler's methods, and the table's upkeep. */
export interface PostgresDedupeStore<Client extends PgPoolClientLike = PgPoolClientLike>
  extends TransactionalDedupeStore<Client> {
  /** The table's name, as given. */
  readonly table: string
  /** Creates the table and its index if they do not exist (`postgresDedupeTableSql`). */
  ensureTable(): Promise<void>
  /** Deletes the expired rows (lapsed claims, uids past their retention); answers how many. */
  cleanup(): Promise<number>
}

/**
 * `completeWithin` found that this attempt's claim no longer holds (it was
 * taken over after its lease, or cleaned up): the transaction was rolled back.
 */
export class DedupeClaimLostError extends Error {
  constructor(uid: string) {
    super(`the claim on ${uid} was lost (its lease ended and it was taken over): rolled back`)
    this.name = 'DedupeClaimLostError'
  }
}

const CLEANUP_BATCH = 5_000

const positive = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`createPostgresDedupeStore: ${name} must be a positive integer`)
  }
  return value
}

/**
 * Creates a dedupe store on PostgreSQL that every instance of a receiver
 * shares. `claim` is one atomic `INSERT … ON CONFLICT … DO UPDATE … WHERE` (the
 * row is new, or its lease or retention has ended); a claim whose process died
 * is taken over after `leaseMs`; `complete` keeps the uid `retentionMs`;
 * `cleanup()` deletes expired rows (schedule it); `completeWithin` commits
 * `onEvent`'s writes with the "done" (`createWebhookHandler`'s
 * `transactional: true`). The table is created only by `ensureTable()` — or
 * by a migration with `postgresDedupeTableSql()`. A failing query rejects,
 * which the handler answers with a 503.
 *
 * @example
 * ```ts
 * import pg from 'pg'
 * import { createPostgresDedupeStore, createWebhookHandler } from 'platform-kit/server'
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 })
 * const dedupe = createPostgresDedupeStore({ pool, leaseMs: 30_000 })
 * await dedupe.ensureTable()
 * setInterval(() => dedupe.cleanup().catch(console.error), 60 * 60_000)
 * const handler = createWebhookHandler({ dedupe, onEvent })
 * ```
 */
export function createPostgresDedupeStore<Client extends PgPoolClientLike = PgPoolClientLike>(
  options: PostgresDedupeStoreOptions<Client>,
): PostgresDedupeStore<Client> {
  const { pool, table = DEFAULT_DEDUPE_TABLE } = options
  if (typeof pool?.query !== 'function' || typeof pool.connect !== 'function') {
    throw new TypeError('createPostgresDedupeStore: pool must be a pg Pool (query and connect)')
  }
  const leaseMs = positive('leaseMs', options.leaseMs ?? 60_000)
  const retentionMs = positive('retentionMs', options.retentionMs ?? 7 * 24 * 60 * 60_000)
  const { quoted } = checkedTableName(table)
  const sql = dedupeStatements(quoted)
  /** The token of each claim this store holds now, by uid. */
  const held = new Map<string, string>()

  return {
    table,
    async claim(uid): Promise<DedupeClaim> {
      // This process's own attempt is alive: never take it over from here.
      if (held.has(uid)) return 'busy'
      const token = crypto.randomUUID()
      const { rows } = await pool.query(sql.claim, [uid, token, leaseMs])
      const outcome = rows[0]?.outcome
      if (outcome === 'claimed') {
        held.set(uid, token)
        return 'claimed'
      }
      return outcome === 'done' ? 'done' : 'busy'
    },
    async complete(uid) {
      const token = held.get(uid) ?? crypto.randomUUID()
      await pool.query(sql.complete, [uid, token, retentionMs])
      held.delete(uid)
    },
    async release(uid) {
      const token = held.get(uid)
      if (token === undefined) return
      held.delete(uid)
      await pool.query(sql.release, [uid, token])
    },
    async completeWithin(uid, work) {
      const token = held.get(uid)
      if (token === undefined) throw new DedupeClaimLostError(uid)
      const result = await inTransaction(pool, async (client) => {
        const value = await work(client)
        const { rowCount } = await client.query(sql.completeOwn, [uid, token, retentionMs])
        if (rowCount !== 1) throw new DedupeClaimLostError(uid)
        return value
      })
      held.delete(uid)
      return result
    },
    async ensureTable() {
      await inTransaction(pool, async (client) => {
        // Concurrent CREATE … IF NOT EXISTS can still collide: one instance at a time.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [quoted])
        await client.query(postgresDedupeTableSql(table))
      })
    },
    async cleanup() {
      let total = 0
      for (;;) {
        const { rowCount } = await pool.query(sql.cleanup, [CLEANUP_BATCH])
        total += rowCount ?? 0
        if ((rowCount ?? 0) < CLEANUP_BATCH) return total
      }
    },
  }
}
