/**
 * The activity of a server that runs as several instances, kept in
 * PostgreSQL — on the database the webhook receiver's de-duplication store
 * and the live feed already use. Every instance reads the same items with the
 * same ids, so a cursor or an `after` id given by one is read by any.
 */
import { ActivityItem, type ActivityPage } from '../../core/schemas/activity.js'
import { exceedsJsonDepth } from '../../core/schemas/jsonDepth.js'
import { inTransaction, type PgPoolLike, type PgQueryable } from '../pg.js'
import { activityCursor } from './cursor.js'
import { checkedActivityInput, requestKey, retentionSettings } from './input.js'
import {
  activityStatements,
  activityTableNames,
  DEFAULT_ACTIVITY_TABLE,
  postgresActivityTableSql,
} from './postgresSql.js'
import {
  type ActivityInput,
  type ActivityQuery,
  type ActivityRetentionOptions,
  type ActivityStore,
  checkedActivityQuery,
  requestFactsOf,
} from './store.js'

export interface PostgresActivityStoreOptions extends ActivityRetentionOptions {
  /** The application's pool. */
  readonly pool: PgPoolLike
  /** The table: `name` or `schema.name`, lowercase (default `platform_kit_activity`; its tokens in `<name>_tokens`). */
  readonly table?: string
  /** Creates the tables first if they do not exist (`postgresActivityTableSql`); default `false`. */
  readonly ensureTable?: boolean
}

/** The activity store of one instance, shared through PostgreSQL. */
export interface PostgresActivityStore extends ActivityStore {
  /**
   * As `add`, in the caller's transaction `tx` (the webhook receiver's
   * `context.tx` with `transactional: true`): the items are stored when, and
   * only if, that transaction commits — with the delivery's "done", so each
   * once. Inserts wait for each other until commit: keep the transaction
   * short after it, and take this store's and the live feed's locks in the
   * same order everywhere (say, the feed first).
   */
  addWithin(tx: PgQueryable, items: readonly ActivityInput[]): Promise<ActivityItem[]>
}

/** Items deleted per statement by `cleanup`: each batch commits alone and holds its rows briefly. */
const CLEANUP_BATCH = 500
/** The most id below any real one and above any real one, for a read without a bound. */
const NO_BEFORE = '9223372036854775807'
const NO_AFTER = '0'

/** A row as an item, or undefined when it is not a valid one (anyone with the table's rights may write it). */
function readRow(row: Record<string, unknown>): ActivityItem | undefined {
  let data = row.item
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  if (typeof data !== 'object' || data === null || exceedsJsonDepth(data)) return undefined
  const item = ActivityItem.safeParse({ ...data, id: String(row.id) })
  // The id first, as the memory store answers it.
  if (!item.success) return undefined
  const { id, ...rest } = item.data
  return { id, ...rest }
}

/**
 * Opens the activity store of one instance, kept in PostgreSQL. Store items
 * with `addWithin(context.tx, …)` in the webhook receiver's transaction (or
 * `add` after it); each uid is stored once whichever instance receives it,
 * with ids consecutive, committed in their order, starting at the clock's
 * milliseconds × 1000 + 1 on an empty table. Reads walk an index newest
 * first: a collection's, a token's (every token of a batch is found, not
 * only the hundred listed), an account's within a collection. Schedule
 * `cleanup()`: it removes the items past `maxItems` (default 100 000) or
 * stored longer ago than `maxAgeMs`, a few hundred per statement, so that
 * reads and inserts never wait on it for long.
 *
 * @example
 * ```ts
 * import pg from 'pg'
 * import { activityFromWebhook, createActivityHandler, createPostgresActivityStore, createPostgresDedupeStore, createWebhookHandler } from 'platform-kit/server'
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
 * const activity = await createPostgresActivityStore({ pool, ensureTable: true, maxAgeMs: 90 * 86_400_000 })
 * const webhooks = createWebhookHandler({
 *   dedupe: createPostgresDedupeStore({ pool }),
 *   transactional: true,
 *   onEvent: async (delivery, { tx }) => {
 *     const item = activityFromWebhook(delivery, { chainId: 137 })
 *     if (item) await activity.addWithin(tx, [item])
 *   },
 * })
 * const read = createActivityHandler({ store: activity }) // GET /activity?chainId=137&contract=0x…
 * setInterval(() => activity.cleanup().catch(console.error), 10 * 60_000)
 * ```
 */
export async function createPostgresActivityStore(
  options: PostgresActivityStoreOptions,
): Promise<PostgresActivityStore> {
  const { pool, table = DEFAULT_ACTIVITY_TABLE } = options
  if (typeof pool?.query !== 'function' || typeof pool.connect !== 'function') {
    throw new TypeError('createPostgresActivityStore: pool must be a pg Pool (query and connect)')
  }
  const { maxItems, maxAgeMs } = retentionSettings('createPostgresActivityStore', options)
  const sql = activityStatements(table)
  const ddl = postgresActivityTableSql(table)
  const lockKey = activityTableNames(table).quoted
  if (options.ensureTable) {
    await inTransaction(pool, async (tx) => {
      await tx.query(sql.lock, [`${lockKey} ddl`])
      await tx.query(ddl)
    })
  }
  const t: ActivityTable = { pool, sql, lockKey, maxItems, maxAgeMs }
  return {
    addWithin: (tx, items) => addWithin(t, tx, items),
    add: (items) => inTransaction(pool, (tx) => addWithin(t, tx, items)),
    read: (query) => read(t, query),
    async request(chainId, market, requestId) {
      const { rows } = await pool.query(sql.request, [requestKey(chainId, market, requestId)])
      const item = rows[0] && readRow({ id: '1', item: rows[0].item })
      return item && requestFactsOf(item)
    },
    cleanup: () => cleanup(t),
  }
}

/** A store's table, its statements, and how long it keeps items. */
interface ActivityTable {
  readonly pool: PgPoolLike
  readonly sql: ReturnType<typeof activityStatements>
  /** The key of the lock inserts take, so that ids are committed in their order. */
  readonly lockKey: string
  readonly maxItems: number
  readonly maxAgeMs: number | undefined
}

/** `addWithin`: inserts the items not stored yet, numbered from the clock on an empty table. */
async function addWithin(
  t: ActivityTable,
  tx: PgQueryable,
  items: readonly ActivityInput[],
): Promise<ActivityItem[]> {
  const checked = items.map(checkedActivityInput)
  const stored: ActivityItem[] = []
  if (checked.length === 0) return stored
  await tx.query(t.sql.lock, [t.lockKey])
  const first = String(Math.floor(Date.now()) * 1000 + 1)
  for (const { item, collection, tokenIds, requestKey: key } of checked) {
    const { rows } = await tx.query(t.sql.insert, [
      item.uid,
      item.chainId,
      collection,
      item.kind,
      item.from ?? null,
      item.to ?? null,
      JSON.stringify(item),
      tokenIds,
      first,
      key ?? null,
    ])
    if (rows[0]) stored.push({ id: String(rows[0].id), ...item })
  }
  return stored
}

/** `ActivityStore.read`: one statement over the query's index, newest first, one row past the page. */
async function read(t: ActivityTable, query: ActivityQuery): Promise<ActivityPage> {
  const q = checkedActivityQuery(query)
  const text = t.sql.read({ token: q.tokenId !== undefined, account: q.account !== undefined })
  const { rows } = await t.pool.query(text, [
    q.chainId,
    q.collection,
    q.kinds ?? null,
    q.before === undefined ? NO_BEFORE : String(q.before),
    q.after === undefined ? NO_AFTER : String(q.after),
    q.limit + 1,
    q.tokenId ?? null,
    q.account ?? null,
  ])
  const more = rows.length > q.limit
  const items = rows
    .slice(0, q.limit)
    .map(readRow)
    .filter((item) => item !== undefined)
  if (q.after !== undefined) return more ? { items, more } : { items }
  // The cursor is the last row's id, whether or not that row was a valid item.
  const last = rows[q.limit - 1]
  return more && last ? { items, cursor: activityCursor(Number(last.id), q.key) } : { items }
}

/** `ActivityStore.cleanup`: deletes in batches until a batch is short; answers how many. */
async function cleanup(t: ActivityTable): Promise<number> {
  let removed = 0
  for (;;) {
    const { rowCount } = await t.pool.query(t.sql.cleanup, [
      t.maxItems,
      t.maxAgeMs ?? null,
      CLEANUP_BATCH,
    ])
    removed += rowCount ?? 0
    if ((rowCount ?? 0) < CLEANUP_BATCH) return removed
  }
}
