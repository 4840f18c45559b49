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

/** The part of a node-postgres `Pool` the store uses. */
export interface PgPoolLike<Client extends PgPoolClientLike = PgPoolClientLike>
  extends PgQueryable {
  connect(): Promise<Client>
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
  const client = await pool.connect()
  let broken: Error | undefined
  // The connection may drop while the client is out (the server restarts):
  // node-postgres then emits `error` on it, which must not crash the process.
  const onError = (error: Error) => {
    broken = error
  }
  client.on?.('error', onError)
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
