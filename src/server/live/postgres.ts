/**
 * The live feed of a server that runs as several instances: every instance
 * publishes into one PostgreSQL table, which numbers the events, and hears of
 * the others' through `LISTEN`/`NOTIFY` — on the database the webhook
 * receiver's de-duplication store already uses. A client may resume on any
 * instance: the ids are the table's, and each instance holds the same newest
 * events.
 */
import { exceedsJsonDepth } from '../../core/schemas/jsonDepth.js'
import { LiveEvent } from '../../core/schemas/liveEvent.js'
import {
  checkOut,
  inTransaction,
  type PgPoolClientLike,
  type PgPoolLike,
  type PgQueryable,
} from '../pg.js'
import { checkedLiveEvent, type LiveFeedOptions } from './feed.js'
import { createHub, type Hub, hubSettings } from './hub.js'
import {
  DEFAULT_LIVE_TABLE,
  liveStatements,
  liveTableName,
  postgresLiveTableSql,
} from './postgresSql.js'

/** A notification of `LISTEN` (node-postgres's `Notification`). */
export interface PgNotification {
  readonly channel: string
  readonly payload?: string
}

/** A pool client that can `LISTEN`: node-postgres's `PoolClient` emits `notification`. */
export interface PgListenClientLike extends PgPoolClientLike {
  on(event: 'notification', listener: (message: PgNotification) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
}

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

const BATCH = 500

/** A row of the table as a feed message: its id, and the event (undefined when it is not a valid one). */
function readRow(row: Record<string, unknown>): [number, LiveEvent | undefined] {
  const id = Number(row.id)
  let data = row.event
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      data = undefined
    }
  }
  // A row anyone with the table's rights wrote: nested deeper than the kit reads, it is no event.
  if (exceedsJsonDepth(data)) data = undefined
  const event = LiveEvent.safeParse({ ...(data as object), id: String(row.id) })
  return [id, event.success ? event.data : undefined]
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

  let closed = false
  let hub: Hub | undefined
  let listener: Client | undefined
  let reconnect: ReturnType<typeof setTimeout> | undefined
  let failures = 0

  // Reads what was committed after the newest event held; one read at a time,
  // and again when asked meanwhile.
  let reading: Promise<void> | undefined
  let again = false
  const read = (): Promise<void> => {
    if (reading) {
      again = true
      return reading
    }
    reading = (async () => {
      try {
        do {
          again = false
          if (!hub) return
          const { rows } = await pool.query(sql.after, [String(hub.lastId), BATCH])
          for (const row of rows) hub.deliver(...readRow(row))
          if (rows.length === BATCH) again = true
        } while (again && !closed)
      } catch (error) {
        onError(error)
      } finally {
        reading = undefined
      }
    })()
    return reading
  }

  const relisten = () => {
    const wait = Math.min(30_000, 500 * 2 ** failures++)
    reconnect = setTimeout(() => {
      listen().then(
        () => {
          failures = 0
          void read()
        },
        (error: unknown) => {
          onError(error)
          relisten()
        },
      )
    }, wait)
  }

  const listen = async () => {
    // Listening from the moment the pool hands the client out (`checkOut`): a connection
    // cut before `LISTEN` is done is handled where `LISTEN` fails, and one cut later here.
    let client: Client | undefined
    client = await checkOut(pool, (error) => {
      if (!client || listener !== client) return
      listener = undefined
      client.release(error)
      if (closed) return
      onError(error)
      relisten()
    })
    client.on('notification', (message) => {
      if (message.channel === channel) void read()
    })
    try {
      await client.query(`LISTEN "${channel}"`)
    } catch (error) {
      client.release(error instanceof Error ? error : true)
      throw error
    }
    if (closed) {
      // Closed while this connection was opening: it goes back to the pool listening to nothing.
      await client.query(`UNLISTEN "${channel}"`).catch(() => {})
      return client.release()
    }
    listener = client
  }

  await listen()
  const { rows } = await pool.query(sql.newest, [Math.max(1, settings.history)])
  const newest = rows.map(readRow).reverse()
  const held = settings.history === 0 ? [] : newest
  // On an empty table the hub starts at 1, and the first id the table gives starts its numbering.
  hub = createHub(settings, held[0]?.[0] ?? (newest.at(-1)?.[0] ?? 0) + 1)
  for (const [id, event] of held) hub.deliver(id, event)
  const poll = setInterval(() => void read(), pollMs)
  ;(poll as { unref?: () => void }).unref?.()
  await read()

  const publishWithin = async (tx: PgQueryable, event: Omit<LiveEvent, 'id'>) => {
    const checked = checkedLiveEvent(event)
    await tx.query(sql.lock, [quoted])
    const first = String(Math.floor(Date.now()) * 1000 + 1)
    const inserted = await tx.query(sql.insert, [JSON.stringify(checked), first])
    const id = String(inserted.rows[0]?.id)
    await tx.query(sql.notify, [channel, id])
    return { ...checked, id } as LiveEvent
  }

  return {
    publishWithin,
    async publish(event) {
      const sent = await inTransaction(pool, (tx) => publishWithin(tx, event))
      void read()
      return sent
    },
    handler: (request) => hub!.handler(request),
    connections: () => hub!.connections(),
    async cleanup(keep = 10_000) {
      const { rowCount } = await pool.query(sql.cleanup, [keep])
      return rowCount ?? 0
    },
    async close() {
      closed = true
      clearInterval(poll)
      clearTimeout(reconnect)
      hub!.close()
      await reading
      const client = listener
      listener = undefined
      if (client) {
        await client.query(`UNLISTEN "${channel}"`).catch(() => {})
        client.release()
      }
    },
  }
}
