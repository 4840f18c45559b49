/**
 * The live feed of a server that runs as several instances: every instance
 * publishes into one PostgreSQL table, which numbers the events, and hears of
 * the others' through `LISTEN`/`NOTIFY` — on the database the webhook
 * receiver's de-duplication store already uses. A client may resume on any
 * instance: the ids are the table's, and each instance holds the same newest
 * events.
 */
import type { LiveEvent } from '../../core/schemas/liveEvent.js'
import { inTransaction, type PgPoolLike, type PgQueryable } from '../pg.js'
import { checkedLiveEvent, type LiveFeedOptions } from './feed.js'
import { createHub, type Hub, type HubSettings, hubSettings } from './hub.js'
import {
  listen,
  type PgFeed,
  type PgListenClientLike,
  read,
  readRow,
  unlisten,
} from './postgresListen.js'
import {
  DEFAULT_LIVE_TABLE,
  liveStatements,
  liveTableName,
  postgresLiveTableSql,
} from './postgresSql.js'

export type { PgListenClientLike, PgNotification } from './postgresListen.js'

export interface PostgresLiveFeedOptions<Client extends PgListenClientLike>
  extends Omit<LiveFeedOptions, 'now'> {
  /** The application's pool; one of its clients is kept for `LISTEN` while the feed is open. */
  readonly pool: PgPoolLike<Client>
  /** The table: `name` or `schema.name`, lowercase (default `platform_kit_live_events`). */
  readonly table?: string
  /** Creates the table first if it does not exist (`postgresLiveTableSql`); default `false`. */
  readonly ensureTable?: boolean
  /**
   * Also reads the table every so many milliseconds (default 5000), so that
   * an event whose notification was lost — the listening connection broke —
   * still goes out.
   */
  readonly pollMs?: number
  /** Where a failed read of the table or a broken listening connection is reported (default `console.error`). */
  readonly onError?: (error: unknown) => void
}

/** The shared live feed of one instance. */
export interface PostgresLiveFeed {
  /**
   * Numbers `event` in the table and commits it; every instance's clients get
   * it. Throws a `TypeError` naming the field when `event` is not a valid
   * `LiveEvent`; rejects when the database does.
   */
  publish(event: Omit<LiveEvent, 'id'>): Promise<LiveEvent>
  /**
   * As `publish`, in the caller's transaction `tx` (the webhook receiver's
   * `context.tx` with `transactional: true`): the event goes out when, and
   * only if, that transaction commits — with the delivery's "done", so that it
   * is published exactly once. Inserts wait for each other until commit: keep
   * the transaction short after it.
   */
  publishWithin(tx: PgQueryable, event: Omit<LiveEvent, 'id'>): Promise<LiveEvent>
  /** A fetch-style handler: a GET opens the event stream. Through `toNodeHandler` on Node. */
  readonly handler: (request: Request) => Promise<Response>
  /** How many clients this instance has. */
  connections(): number
  /** Deletes the events older than the newest `keep` (default 10 000); answers how many. */
  cleanup(keep?: number): Promise<number>
  /** Ends this instance's streams, stops listening and gives its client back to the pool. */
  close(): Promise<void>
}

/**
 * Opens this instance's share of a live feed kept in PostgreSQL, and resolves
 * once it listens and holds the newest `history` events. Publish with
 * `publishWithin(context.tx, …)` in the webhook receiver's transaction (or
 * `publish` after it); every instance's clients get each event once, with the
 * table's id, and a client that reconnects to another instance resumes there
 * with `Last-Event-ID` — or is told of a gap when the feed no longer holds
 * what it missed. Ids are consecutive and start at the clock's milliseconds
 * × 1000 + 1 on an empty table. Schedule `cleanup()`.
 *
 * @example
 * ```ts
 * import pg from 'pg'
 * import { createPostgresDedupeStore, createPostgresLiveFeed, createWebhookHandler, liveEventsFromWebhook, toNodeHandler } from 'platform-kit/server'
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
 * const feed = await createPostgresLiveFeed({ pool, ensureTable: true })
 * const webhooks = createWebhookHandler({
 *   dedupe: createPostgresDedupeStore({ pool }),
 *   transactional: true,
 *   onEvent: async (delivery, { tx }) => {
 *     for (const event of liveEventsFromWebhook(delivery, { chainId: 137 })) await feed.publishWithin(tx, event)
 *   },
 * })
 * setInterval(() => feed.cleanup().catch(console.error), 60 * 60_000)
 * ```
 */
export async function createPostgresLiveFeed<Client extends PgListenClientLike>(
  options: PostgresLiveFeedOptions<Client>,
): Promise<PostgresLiveFeed> {
  const { pool, table = DEFAULT_LIVE_TABLE, onError = console.error } = options
  if (typeof pool?.query !== 'function' || typeof pool.connect !== 'function') {
    throw new TypeError('createPostgresLiveFeed: pool must be a pg Pool (query and connect)')
  }
  const settings = hubSettings('createPostgresLiveFeed', options)
  const pollMs = hubSettings('createPostgresLiveFeed', {
    heartbeatMs: options.pollMs ?? 5000,
  }).heartbeatMs
  const { quoted, bare: channel } = liveTableName(table)
  const sql = liveStatements(quoted)
  if (options.ensureTable) {
    await inTransaction(pool, async (tx) => {
      await tx.query(sql.lock, [`${quoted} ddl`])
      await tx.query(postgresLiveTableSql(table))
    })
  }
  const f: PgFeed<Client> = {
    pool,
    sql,
    channel,
    onError,
    closed: false,
    hub: undefined,
    listener: undefined,
    reconnect: undefined,
    failures: 0,
    reading: undefined,
    again: false,
  }
  await listen(f)
  const hub = await startHub(f, settings)
  const poll = setInterval(() => void read(f), pollMs)
  ;(poll as { unref?: () => void }).unref?.()
  await read(f)

  const publishWithin = (tx: PgQueryable, event: Omit<LiveEvent, 'id'>) =>
    insertEvent(f, quoted, tx, event)
  return {
    publishWithin,
    async publish(event) {
      const sent = await inTransaction(pool, (tx) => publishWithin(tx, event))
      void read(f)
      return sent
    },
    handler: (request) => hub.handler(request),
    connections: () => hub.connections(),
    async cleanup(keep = 10_000) {
      const { rowCount } = await pool.query(sql.cleanup, [keep])
      return rowCount ?? 0
    },
    async close() {
      f.closed = true
      clearInterval(poll)
      clearTimeout(f.reconnect)
      hub.close()
      await f.reading
      await unlisten(f)
    },
  }
}

/** The instance's hub, holding the table's newest `history` events. */
async function startHub<Client extends PgListenClientLike>(
  f: PgFeed<Client>,
  settings: HubSettings,
): Promise<Hub> {
  const { rows } = await f.pool.query(f.sql.newest, [Math.max(1, settings.history)])
  const newest = rows.map(readRow).reverse()
  const held = settings.history === 0 ? [] : newest
  // On an empty table the hub starts at 1, and the first id the table gives starts its numbering.
  const hub = createHub(settings, held[0]?.[0] ?? (newest.at(-1)?.[0] ?? 0) + 1)
  f.hub = hub
  for (const [id, event] of held) hub.deliver(id, event)
  return hub
}

/** Numbers an event in the table within `tx`, and notifies every instance when it commits. */
async function insertEvent<Client extends PgListenClientLike>(
  f: PgFeed<Client>,
  quoted: string,
  tx: PgQueryable,
  event: Omit<LiveEvent, 'id'>,
): Promise<LiveEvent> {
  const checked = checkedLiveEvent(event)
  await tx.query(f.sql.lock, [quoted])
  const first = String(Math.floor(Date.now()) * 1000 + 1)
  const inserted = await tx.query(f.sql.insert, [JSON.stringify(checked), first])
  const id = String(inserted.rows[0]?.id)
  await tx.query(f.sql.notify, [f.channel, id])
  return { ...checked, id } as LiveEvent
}
