/**
 * The activity of a server that runs as one instance, kept in its memory:
 * the items in the order they were stored, found by uid (a duplicate is
 * ignored) and by id (a cursor's page is found by binary search).
 */
import type { ActivityItem, ActivityPage } from '../../core/schemas/activity.js'
import { activityCursor } from './cursor.js'
import { checkedActivityInput, requestKey, retentionSettings } from './input.js'
import {
  type ActivityQuery,
  type ActivityRetentionOptions,
  type ActivityStore,
  type CheckedActivityQuery,
  checkedActivityQuery,
  requestFactsOf,
} from './store.js'

export interface MemoryActivityStoreOptions extends ActivityRetentionOptions {
  /**
   * The clock, in milliseconds (default `Date.now`): the ages of `maxAgeMs`,
   * and the first id, `now() * 1000 + 1`, so that a restarted process's ids
   * are above any its previous one gave out (a client's `after` stays valid).
   */
  readonly now?: () => number
}

interface Entry {
  readonly id: number
  readonly item: ActivityItem
  readonly collection: string
  readonly tokenIds: ReadonlySet<string>
  readonly storedAt: number
  readonly requestKey?: string
}

const matches = (entry: Entry, q: CheckedActivityQuery): boolean =>
  entry.collection === q.collection &&
  entry.item.chainId === q.chainId &&
  (q.tokenId === undefined || entry.tokenIds.has(q.tokenId)) &&
  (q.kinds === undefined || (q.kinds as readonly string[]).includes(entry.item.kind)) &&
  (q.account === undefined || entry.item.from === q.account || entry.item.to === q.account)

/**
 * Creates the activity store of one instance, in memory. It keeps at most
 * `maxItems` (default 100 000): storing more drops the oldest at once;
 * `cleanup()` removes those stored longer ago than `maxAgeMs`. Several
 * instances share `createPostgresActivityStore` instead.
 *
 * @example
 * ```ts
 * const activity = createMemoryActivityStore({ maxItems: 50_000, maxAgeMs: 30 * 86_400_000 })
 * createWebhookHandler({
 *   onEvent: async (delivery) => {
 *     const item = activityFromWebhook(delivery, { chainId: 137 })
 *     if (item) await activity.add([item])
 *   },
 * })
 * createServer(toNodeHandler(createActivityHandler({ store: activity }))).listen(8080)
 * setInterval(() => void activity.cleanup(), 60 * 60_000)
 * ```
 */
export function createMemoryActivityStore(options: MemoryActivityStoreOptions = {}): ActivityStore {
  const { now = Date.now } = options
  const { maxItems, maxAgeMs } = retentionSettings('createMemoryActivityStore', options)
  const entries: Entry[] = []
  const byUid = new Map<string, Entry>()
  /** Listings and offers by `requestKey`, while they are kept. */
  const byRequest = new Map<string, Entry>()
  let nextId = Math.floor(now()) * 1000 + 1

  const drop = (count: number) => {
    for (const entry of entries.splice(0, count)) {
      byUid.delete(entry.item.uid)
      if (entry.requestKey !== undefined) byRequest.delete(entry.requestKey)
    }
    return count
  }

  /** The index of the first entry whose id is `id` or more. */
  const indexOf = (id: number) => {
    let low = 0
    let high = entries.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (entries[mid]!.id < id) low = mid + 1
      else high = mid
    }
    return low
  }

  return {
    async add(items) {
      const checked = items.map(checkedActivityInput)
      const stored: ActivityItem[] = []
      const storedAt = now()
      for (const { item, collection, tokenIds, requestKey: key } of checked) {
        if (byUid.has(item.uid)) continue
        const entry: Entry = {
          id: nextId,
          item: { id: String(nextId), ...item },
          collection,
          tokenIds: new Set(tokenIds),
          storedAt,
          ...(key === undefined ? {} : { requestKey: key }),
        }
        if (key !== undefined) byRequest.set(key, entry)
        nextId++
        entries.push(entry)
        byUid.set(item.uid, entry)
        stored.push(entry.item)
      }
      if (entries.length > maxItems) drop(entries.length - maxItems)
      return stored
    },

    async read(query: ActivityQuery): Promise<ActivityPage> {
      const q = checkedActivityQuery(query)
      const found: ActivityItem[] = []
      if (q.after !== undefined) {
        let more = false
        for (let i = entries.length - 1; i >= 0 && entries[i]!.id > q.after; i--) {
          if (!matches(entries[i]!, q)) continue
          if (found.length === q.limit) {
            more = true
            break
          }
          found.push(entries[i]!.item)
        }
        return more ? { items: found, more } : { items: found }
      }
      const start = q.before === undefined ? entries.length : indexOf(q.before)
      for (let i = start - 1; i >= 0 && found.length <= q.limit; i--) {
        if (matches(entries[i]!, q)) found.push(entries[i]!.item)
      }
      if (found.length <= q.limit) return { items: found }
      const items = found.slice(0, q.limit)
      return { items, cursor: activityCursor(Number(items.at(-1)!.id), q.key) }
    },

    async request(chainId, market, requestId) {
      const entry = byRequest.get(requestKey(chainId, market, requestId))
      return entry && requestFactsOf(entry.item)
    },

    async cleanup() {
      let removed = entries.length > maxItems ? drop(entries.length - maxItems) : 0
      if (maxAgeMs !== undefined) {
        const oldest = now() - maxAgeMs
        let old = 0
        while (old < entries.length && entries[old]!.storedAt < oldest) old++
        removed += drop(old)
      }
      return removed
    },
  }
}
