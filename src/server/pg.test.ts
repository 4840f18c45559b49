/**
 * A connection cut as the pool hands its client out (`checkOut`, under
 * `inTransaction` and the live feed's `LISTEN`). node-postgres reads a
 * server's answers a chunk at a time and handles each message in it at once:
 * when a stopping server's "terminating connection" follows the end of a
 * `pool.query` in the same chunk, that query's callback returns the client to
 * the pool, which hands it to the next one waiting, and the error is emitted
 * on it before that waiter's `await pool.connect()` has resumed. A listener
 * added after the `await` is too late: an emitter with none throws, and the
 * receiver process crashed (seen when the PostgreSQL tests stopped the
 * database under load). Here node-postgres's own `Pool` runs with a scripted
 * client that answers and is cut in one go, as the socket would.
 */
import { EventEmitter } from 'node:events'
import pg from 'pg'
import { expect, test } from 'vitest'
import { checkOut, inTransaction, type PgPoolClientLike } from './pg.js'

type Callback = (error: Error | undefined, result?: { rows: never[]; rowCount: number }) => void

/** A stand-in for pg's `Client`: connects at once, keeps its queries until told to answer. */
class ScriptedClient extends EventEmitter {
  static last: ScriptedClient | undefined
  /** Read by pg's pool, as on pg's `Client`. */
  _queryable = true
  _ending = false
  readonly asked: string[] = []
  private readonly waiting: Callback[] = []

  constructor() {
    super()
    ScriptedClient.last = this
  }

  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback())
  }

  query(text: string, values?: unknown, callback?: Callback) {
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined
    this.asked.push(text)
    const settle = (resolve: Callback) => {
      if (!this._queryable) {
        setImmediate(() => resolve(new Error('Client has encountered a connection error')))
      } else {
        this.waiting.push(resolve)
      }
    }
    if (done) return void settle(done)
    return new Promise((resolve, reject) =>
      settle((error, result) => (error ? reject(error) : resolve(result))),
    )
  }

  /** The oldest query answered, then the connection cut, in one turn: one chunk of the socket. */
  answerThenCut() {
    this.waiting.shift()?.(undefined, { rows: [], rowCount: 0 })
    this._queryable = false
    this.emit('error', new Error('terminating connection due to administrator command'))
  }

  end(callback?: () => void) {
    this._ending = true
    setImmediate(() => callback?.())
  }
}

/** pg's `Pool` with one scripted client, busy with a `pool.query`, and the client. */
async function busyPool() {
  const pool = new pg.Pool({ Client: ScriptedClient as never, max: 1 })
  // The pool's own listener for idle clients: a cut client is dropped, and the pool says so.
  pool.on('error', () => {})
  const first = pool.query('SELECT 1')
  await new Promise((resolve) => setImmediate(resolve))
  const client = ScriptedClient.last!
  expect(client.asked).toEqual(['SELECT 1'])
  return { pool, first, client }
}

test('inTransaction: a connection cut as the client is handed out rejects, without an unhandled error', async () => {
  const { pool, first, client } = await busyPool()
  let worked = false
  const transaction = inTransaction(pool as never, async () => {
    worked = true
  })
  const outcome = transaction.then(
    () => 'committed',
    (error: Error) => error.message,
  )
  // Before, this threw: the error was emitted on the handed-out client before anyone listened.
  expect(() => client.answerThenCut()).not.toThrow()
  await first
  expect(await outcome).toBe('Client has encountered a connection error')
  expect(worked).toBe(false)
  // Closed, not returned to the pool: the next query gets a new connection.
  expect(pool.totalCount).toBe(0)
  expect(client._ending).toBe(true)
  await pool.end()
})

test('checkOut: the listener is on the client when the pool hands it out', async () => {
  const { pool, first, client } = await busyPool()
  const heard: string[] = []
  const out = checkOut(pool as never, (error) => heard.push(error.message))
  expect(() => client.answerThenCut()).not.toThrow()
  expect(heard).toEqual(['terminating connection due to administrator command'])
  await first
  const handed = (await out) as unknown as ScriptedClient & PgPoolClientLike
  expect(handed).toBe(client)
  handed.release(new Error('cut'))
  await pool.end()
})

test('checkOut: a pool that returns a promise and ignores the callback still hands out its client', async () => {
  const client = { query: async () => ({ rows: [], rowCount: 0 }), release: () => {} }
  const pool = {
    query: client.query,
    connect: () => Promise.resolve(client),
  }
  expect(await checkOut(pool, () => {})).toBe(client)
  await expect(inTransaction(pool, async () => 'done')).resolves.toBe('done')
})

test('checkOut: a failed connection rejects with its error', async () => {
  const pool = {
    query: async () => ({ rows: [], rowCount: 0 }),
    connect: (callback?: (error: Error | undefined, client: undefined) => void) => {
      callback?.(new Error('connect ECONNREFUSED 127.0.0.1:5432'), undefined)
    },
  }
  await expect(checkOut(pool, () => {})).rejects.toThrow('ECONNREFUSED')
})

test('checkOut: a pool that both calls back and returns a promise adds the listener once', async () => {
  const client = Object.assign(new EventEmitter(), {
    query: async () => ({ rows: [], rowCount: 0 }),
    release: () => {},
  })
  const pool = {
    query: client.query,
    connect: (callback?: (error: Error | undefined, handed: typeof client) => void) => {
      callback?.(undefined, client)
      return Promise.resolve(client)
    },
  }
  expect(await checkOut(pool, () => {})).toBe(client)
  await Promise.resolve()
  expect(client.listenerCount('error')).toBe(1)
})
