/**
 * De-duplication of webhook deliveries by `uid`. Delivery is at least once
 * (decisions §10): the same event may arrive again after a time-out or a lost
 * answer. A store claims a uid before `onEvent` runs and marks it done only
 * after `onEvent` succeeded, so a failed attempt is retried and a successful
 * one is not repeated.
 */

/**
 * What `claim` answers: `claimed` — process it now; `done` — already
 * processed, acknowledge it; `busy` — another attempt is processing it right
 * now (the handler answers 409 so that the sender tries again later).
 */
export type DedupeClaim = 'claimed' | 'done' | 'busy'

/**
 * Where the handler records the uids it has processed. Every method may be
 * async, so a shared store (Redis, a database) fits: `claim` must be atomic
 * (e.g. Redis `SET uid pending NX PX 60000`, then `GET` when it fails to tell
 * `done` from `busy`), `complete` marks the uid done for as long as redeliveries
 * may come (a day is plenty), `release` drops a claim whose `onEvent` failed.
 * A method that throws or rejects (the database is down, a time-out) makes the
 * handler answer 503, and nothing is marked done. On PostgreSQL:
 * `createPostgresDedupeStore`.
 */
export interface WebhookDedupeStore {
  claim(uid: string): DedupeClaim | Promise<DedupeClaim>
  complete(uid: string): void | Promise<void>
  release(uid: string): void | Promise<void>
}

/**
 * A store on a database that can mark a uid done inside a transaction that
 * also holds the application's own writes (`createWebhookHandler`'s
 * `transactional: true`), so that an effect and its "done" commit together or
 * not at all. `Tx` is what `onEvent` gets to write with (a database client).
 */
export interface TransactionalDedupeStore<Tx> extends WebhookDedupeStore {
  /**
   * Opens a transaction, runs `work` in it, then marks `uid` done in the same
   * transaction and commits — only if this store's claim on `uid` still holds
   * (another instance may have taken it over after the lease): otherwise, or
   * when anything fails, it rolls back and rejects, and the claim is still
   * held until `release` (the handler always calls it then).
   */
  completeWithin<T>(uid: string, work: (tx: Tx) => Promise<T>): Promise<T>
}

/**
 * The default store: in memory, for one process. It remembers the last `max`
 * processed uids (default 10,000; the oldest are forgotten first) and every uid
 * being processed.
 *
 * @example
 * ```ts
 * const handler = createWebhookHandler({ onEvent, dedupe: createMemoryDedupeStore({ max: 50_000 }) })
 * ```
 */
export function createMemoryDedupeStore(
  options: { readonly max?: number } = {},
): WebhookDedupeStore {
  const max = options.max ?? 10_000
  if (!Number.isSafeInteger(max) || max < 1) {
    throw new RangeError('createMemoryDedupeStore: max must be a positive integer')
  }
  const done = new Set<string>()
  const busy = new Set<string>()
  return {
    claim(uid) {
      if (done.has(uid)) return 'done'
      if (busy.has(uid)) return 'busy'
      busy.add(uid)
      return 'claimed'
    },
    complete(uid) {
      busy.delete(uid)
      done.delete(uid)
      done.add(uid)
      while (done.size > max) done.delete(done.values().next().value as string)
    },
    release(uid) {
      busy.delete(uid)
    },
  }
}
