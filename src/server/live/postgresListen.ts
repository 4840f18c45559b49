/**
 * How an instance of the PostgreSQL live feed (postgres.ts) hears of new
 * events: one pooled client `LISTEN`s on the table's channel, and a
 * notification (or the poll) reads what was committed after the newest event
 * held into the hub. A broken listening connection is replaced, waiting
 * longer after each failure (up to 30 s).
 */
import { exceedsJsonDepth } from '../../core/schemas/jsonDepth.js'
import { LiveEvent } from '../../core/schemas/liveEvent.js'
import { checkOut, type PgPoolClientLike, type PgPoolLike } from '../pg.js'
import type { Hub } from './hub.js'
import type { liveStatements } from './postgresSql.js'

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

/** What an instance's reads and its listening connection share. */
export interface PgFeed<Client extends PgListenClientLike> {
  readonly pool: PgPoolLike<Client>
  readonly sql: ReturnType<typeof liveStatements>
  /** The channel notified of each insert: the table's bare name. */
  readonly channel: string
  readonly onError: (error: unknown) => void
  closed: boolean
  /** The instance's hub, once it holds the newest events. */
  hub: Hub | undefined
  /** The client listening, while there is one. */
  listener: Client | undefined
  /** The next attempt to listen again, after the connection broke. */
  reconnect: ReturnType<typeof setTimeout> | undefined
  /** Failed attempts to listen since the last that worked. */
  failures: number
  /** The read under way. */
  reading: Promise<void> | undefined
  /** Whether to read again once the read under way is done. */
  again: boolean
}

/** Rows read at a time. */
const BATCH = 500

/** A row of the table as a feed message: its id, and the event (undefined when it is not a valid one). */
export function readRow(row: Record<string, unknown>): [number, LiveEvent | undefined] {
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
 * Reads what was committed after the newest event held; one read at a time,
 * and again when asked meanwhile. A failed read goes to `onError`.
 */
export function read<Client extends PgListenClientLike>(f: PgFeed<Client>): Promise<void> {
  if (f.reading) {
    f.again = true
    return f.reading
  }
  f.reading = (async () => {
    try {
      do {
        f.again = false
        const { hub } = f
        if (!hub) return
        const { rows } = await f.pool.query(f.sql.after, [String(hub.lastId), BATCH])
        for (const row of rows) hub.deliver(...readRow(row))
        if (rows.length === BATCH) f.again = true
      } while (f.again && !f.closed)
    } catch (error) {
      f.onError(error)
    } finally {
      f.reading = undefined
    }
  })()
  return f.reading
}

/** Listens again after a wait that doubles with each failure (0.5 s to 30 s), then reads what was missed. */
function relisten<Client extends PgListenClientLike>(f: PgFeed<Client>): void {
  const wait = Math.min(30_000, 500 * 2 ** f.failures++)
  f.reconnect = setTimeout(() => {
    listen(f).then(
      () => {
        f.failures = 0
        void read(f)
      },
      (error: unknown) => {
        f.onError(error)
        relisten(f)
      },
    )
  }, wait)
}

/** Takes a client from the pool and `LISTEN`s on the channel with it; a read follows each notification. */
export async function listen<Client extends PgListenClientLike>(f: PgFeed<Client>): Promise<void> {
  const { channel } = f
  // Listening from the moment the pool hands the client out (`checkOut`): a connection
  // cut before `LISTEN` is done is handled where `LISTEN` fails, and one cut later here.
  let client: Client | undefined
  client = await checkOut(f.pool, (error) => {
    if (!client || f.listener !== client) return
    f.listener = undefined
    client.release(error)
    if (f.closed) return
    f.onError(error)
    relisten(f)
  })
  client.on('notification', (message) => {
    if (message.channel === channel) void read(f)
  })
  try {
    await client.query(`LISTEN "${channel}"`)
  } catch (error) {
    client.release(error instanceof Error ? error : true)
    throw error
  }
  if (f.closed) {
    // Closed while this connection was opening: it goes back to the pool listening to nothing.
    await client.query(`UNLISTEN "${channel}"`).catch(() => {})
    return client.release()
  }
  f.listener = client
}

/** Stops listening, and gives the client back to the pool. */
export async function unlisten<Client extends PgListenClientLike>(
  f: PgFeed<Client>,
): Promise<void> {
  const client = f.listener
  f.listener = undefined
  if (client) {
    await client.query(`UNLISTEN "${f.channel}"`).catch(() => {})
    client.release()
  }
}
