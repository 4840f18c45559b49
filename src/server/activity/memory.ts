/**
 * The activity of a server that runs as one instance, kept in its memory:
 * the items in the order they were stored, found by uid (a duplicate is
 * ignored) and by id (a cursor's page is found by binary search).
 */
import type { ActivityItem, ActivityPage } from '../../core/schemas/activity.js'
import { activityCursor } from './cursor.js'
import { checkedActivityInput, requestKey, retentionSettings } from './input.js'
import {
  type ActivityInput,
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
  const m: Memory = {
    now,
    maxItems,
    maxAgeMs,
    entries: [],
    byUid: new Map(),
    byRequest: new Map(),
    nextId: Math.floor(now()) * 1000 + 1,
  }
  return {
    add: async (items) => add(m, items),
    read: async (query: ActivityQuery): Promise<ActivityPage> => read(m, query),
    async request(chainId, market, requestId) {
      const entry = m.byRequest.get(requestKey(chainId, market, requestId))
      return entry && requestFactsOf(entry.item)
    },
    cleanup: async () => cleanup(m),
  }
}

/** A store's entries, oldest first, and how they are found. */
interface Memory {
  readonly now: () => number
  readonly maxItems: number
  readonly maxAgeMs: number | undefined
  readonly entries: Entry[]
  readonly byUid: Map<string, Entry>
  /** Listings and offers by `requestKey`, while they are kept. */
  readonly byRequest: Map<string, Entry>
  nextId: number
}

/** Drops the `count` oldest entries; answers `count`. */
function drop(m: Memory, count: number): number {
  for (const entry of m.entries.splice(0, count)) {
    m.byUid.delete(entry.item.uid)
    if (entry.requestKey !== undefined) m.byRequest.delete(entry.requestKey)
  }
  return count
}

/** The index of the first entry whose id is `id` or more. */
function indexOf(entries: readonly Entry[], id: number): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (entries[mid]!.id < id) low = mid + 1
    else high = mid
  }
  return low
}

/** `ActivityStore.add`: numbers and keeps the items not stored yet, then drops the oldest past `maxItems`. */
function add(m: Memory, items: readonly ActivityInput[]): ActivityItem[] {
  const checked = items.map(checkedActivityInput)
  const stored: ActivityItem[] = []
  const storedAt = m.now()
  for (const { item, collection, tokenIds, requestKey: key } of checked) {
    if (m.byUid.has(item.uid)) continue
    const entry: Entry = {
      id: m.nextId,
      item: { id: String(m.nextId), ...item },
      collection,
      tokenIds: new Set(tokenIds),
      storedAt,
      ...(key === undefined ? {} : { requestKey: key }),
    }
    if (key !== undefined) m.byRequest.set(key, entry)
    m.nextId++
    m.entries.push(entry)
    m.byUid.set(item.uid, entry)
    stored.push(entry.item)
  }
  if (m.entries.length > m.maxItems) drop(m, m.entries.length - m.maxItems)
  return stored
}

/** `ActivityStore.read`: the items newer than `after`, or a page older than `before` (newest first). */
function read(m: Memory, query: ActivityQuery): ActivityPage {
  const { entries } = m
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
  const start = q.before === undefined ? entries.length : indexOf(entries, q.before)
  for (let i = start - 1; i >= 0 && found.length <= q.limit; i--) {
    if (matches(entries[i]!, q)) found.push(entries[i]!.item)
  }
  if (found.length <= q.limit) return { items: found }
  const items = found.slice(0, q.limit)
  return { items, cursor: activityCursor(Number(items.at(-1)!.id), q.key) }
}

/** `ActivityStore.cleanup`: drops what is past `maxItems`, then what is older than `maxAgeMs`. */
function cleanup(m: Memory): number {
  const { entries, maxItems, maxAgeMs } = m
  let removed = entries.length > maxItems ? drop(m, entries.length - maxItems) : 0
  if (maxAgeMs !== undefined) {
    const oldest = m.now() - maxAgeMs
    let old = 0
    while (old < entries.length && entries[old]!.storedAt < oldest) old++
    removed += drop(m, old)
  }
  return removed
}
