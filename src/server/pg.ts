/**
 * What the server's PostgreSQL stores use of node-postgres, described here so
 * that nothing imports `pg` (an optional peer: the application passes its own
 * `Pool`), and the one way they run a transaction.
 */

/** What the store reads of a query's result. */
export interface PgQueryResult {
  readonly rows: readonly Record<string, unknown>[]
  readonly rowCount: number | null
}

/** Something that runs a parameterised query: a node-postgres `Pool` or client. */
export interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<PgQueryResult>
}

/** A client checked out of a pool (node-postgres `PoolClient`). */
export interface PgPoolClientLike extends PgQueryable {
  /** Returns the client to its pool; an error (or `true`) closes it instead. */
  release(error?: Error | boolean): void
  /**
   * Where a checked-out client reports a lost connection (node-postgres
   * emits `error`, and an emitter with no listener throws it).
   */
  on?(event: 'error', listener: (error: Error) => void): unknown
  removeListener?(event: 'error', listener: (error: Error) => void): unknown
}

/** What node-postgres's `Pool.connect` calls back with: an error, or a checked-out client. */
export type PgConnectCallback<Client extends PgPoolClientLike = PgPoolClientLike> = (
  error: Error | undefined,
  client: Client | undefined,
) => void

/**
 * The part of a node-postgres `Pool` the store uses. Given a callback, node-postgres
 * calls it as it hands the client out and returns nothing; without one, it returns a
 * promise of the client. A pool that only returns promises is accepted too.
 */
export interface PgPoolLike<Client extends PgPoolClientLike = PgPoolClientLike>
  extends PgQueryable {
  connect(callback?: PgConnectCallback<Client>): Promise<Client> | void
}

/**
 * A client checked out of `pool`, with `onError` listening on it from the
 * moment the pool hands it out. node-postgres resolves `connect()`'s promise in
 * the middle of reading another client's answer, and a listener added after an
 * `await` comes a turn too late: a "terminating connection" message read in the
 * same chunk is emitted on a client nobody listens to, and the process crashes.
 * Its callback runs as the client is handed out, so the listener is there first.
 */
export function checkOut<Client extends PgPoolClientLike>(
  pool: PgPoolLike<Client>,
  onError: (error: Error) => void,
): Promise<Client> {
  return new Promise<Client>((resolve, reject) => {
    let handed = false
    const handOut = (client: Client) => {
      if (handed) return
      handed = true
      client.on?.('error', onError)
      resolve(client)
    }
    const promised = pool.connect((error, client) => {
      if (error || !client) reject(error ?? new Error('pool.connect gave no client'))
      else handOut(client)
    })
    // A pool that ignores the callback and returns the client's promise instead.
    if (promised) promised.then(handOut, reject)
  })
}

/**
 * Runs `work` in a transaction on a client of its own from `pool`: `BEGIN`,
 * `work`, `COMMIT`; on any failure `ROLLBACK` and the error rethrown. A client
 * whose connection broke meanwhile (an `error` event, or a failed `ROLLBACK`)
 * is closed rather than returned to the pool.
 *
 * @example
 * ```ts
 * const id = await inTransaction(pool, async (tx) => {
 *   await tx.query('SELECT pg_advisory_xact_lock(1)')
 *   return (await tx.query('INSERT INTO t DEFAULT VALUES RETURNING id')).rows[0]?.id
 * })
 * ```
 */
export async function inTransaction<Client extends PgPoolClientLike, T>(
  pool: PgPoolLike<Client>,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  let broken: Error | undefined
  // The connection may drop while the client is out (the server restarts):
  // node-postgres then emits `error` on it, which must not crash the process.
  const onError = (error: Error) => {
    broken = error
  }
  const client = await checkOut(pool, onError)
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (e) {
    // A client whose ROLLBACK fails has lost its connection: closed, not reused.
    await client.query('ROLLBACK').catch((error: Error) => {
      broken = error
    })
    throw e
  } finally {
    client.removeListener?.('error', onError)
    client.release(broken)
  }
}
