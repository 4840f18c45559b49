/**
 * The SQL of the live feed shared through PostgreSQL: a table of the events
 * published, numbered by the database, and the statements on it. Ids are
 * consecutive and commit in their order: each insert takes a transaction-level
 * advisory lock first, so the next insert reads the previous one's id only
 * once it has committed, and a rolled-back insert leaves no hole.
 */
import { checkedTableName } from '../webhooks/postgresSql.js'

/** The table's name when none is given. */
export const DEFAULT_LIVE_TABLE = 'platform_kit_live_events'

/** The table's name, quoted, and the channel its inserts notify on (its bare name). */
export function liveTableName(table: string) {
  return checkedTableName(table, 'createPostgresLiveFeed')
}

/**
 * The DDL of the live feed's table (idempotent: `IF NOT EXISTS`): a row per
 * event published, `id` the feed's id of it, `event` its public data (JSON).
 *
 * @example
 * ```ts
 * console.log(postgresLiveTableSql()) // paste into a migration
 * ```
 */
export function postgresLiveTableSql(table: string = DEFAULT_LIVE_TABLE): string {
  const { quoted } = liveTableName(table)
  return `CREATE TABLE IF NOT EXISTS ${quoted} (
  id bigint PRIMARY KEY,
  event jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
`
}

/** The statements on one table; parameters are noted by each. */
export function liveStatements(quoted: string) {
  return {
    /** ($1 the lock's key): held until the transaction ends; inserts wait for each other. */
    lock: 'SELECT pg_advisory_xact_lock(hashtext($1))',
    /**
     * ($1 event JSON, $2 the first id when the table is empty) → `id`: the
     * next id after the newest, under the lock.
     */
    insert: `INSERT INTO ${quoted} (id, event)
SELECT COALESCE(MAX(id), $2::bigint - 1) + 1, $1::jsonb FROM ${quoted}
RETURNING id::text AS id`,
    /** ($1 channel, $2 id): tells every listening instance, at commit. */
    notify: 'SELECT pg_notify($1, $2)',
    /** ($1 after id, $2 limit) → the events after an id, oldest first. */
    after: `SELECT id::text AS id, event FROM ${quoted} WHERE id > $1::bigint ORDER BY id LIMIT $2`,
    /** ($1 limit) → the newest events, newest first. */
    newest: `SELECT id::text AS id, event FROM ${quoted} ORDER BY id DESC LIMIT $1`,
    /** ($1 how many to keep) → deletes the events older than the newest that many. */
    cleanup: `DELETE FROM ${quoted} WHERE id <= (SELECT MAX(id) FROM ${quoted}) - $1::bigint`,
  }
}
