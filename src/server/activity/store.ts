/**
 * What every activity store shares: the store's interface, the query a read
 * takes and its checks (each failure names the field), the items' checks on
 * the way in, and the cursor — opaque to clients, bound to the query it was
 * given for, and an id underneath: a page is the items below it, so items
 * stored meanwhile never shift one.
 */

import {
  ACTIVITY_DEFAULT_LIMIT,
  ACTIVITY_KINDS,
  ACTIVITY_MAX_LIMIT,
  type ActivityItem,
  type ActivityKind,
  type ActivityPage,
} from '../../core/schemas/activity.js'
import { checksummed } from '../../core/schemas/address.js'
import { decimal } from '../../core/schemas/primitives.js'
import type { MarketRequestFacts } from '../facts/options.js'
import { cursorId } from './cursor.js'

/**
 * An item as `activityFromWebhook` builds it and a store takes it: without
 * its `id`, which the store assigns. `tokenIds` is every token id the event
 * named, each once — the token reads find the item by any of them, while
 * `tokens` lists at most `ACTIVITY_MAX_TOKENS`; when absent, the ids of
 * `tokens` are taken.
 */
export type ActivityInput = Omit<ActivityItem, 'id'> & { readonly tokenIds?: readonly string[] }

/**
 * A read of the activity: of a collection (`contractAddress`, which matches
 * an item's `collectionAddress`, or its `contractAddress` when it has none) on
 * a network, or of one of its tokens; newest first.
 */
export interface ActivityQuery {
  /** The network's chain id. */
  readonly chainId: number
  /** The collection. */
  readonly contractAddress: string
  /** Only the items that name this token (a decimal uint256). */
  readonly tokenId?: string
  /** Only items of these kinds (`ACTIVITY_KINDS`). */
  readonly kinds?: readonly string[]
  /** Only items from or to this account. */
  readonly account?: string
  /** The most items answered, 1 to `ACTIVITY_MAX_LIMIT` (default `ACTIVITY_DEFAULT_LIMIT`). */
  readonly limit?: number
  /** The page after the one that gave this cursor (older items). */
  readonly cursor?: string
  /** Only the items newer than this item id (a live list's newest), newest first; not with `cursor`. */
  readonly after?: string
}

/** The activity kept by the receiver: stored once per uid, read newest first. */
export interface ActivityStore {
  /**
   * Stores items (ids assigned, consecutive, committed in order); an item
   * whose uid is stored already is ignored. Returns what was stored. Throws a
   * `TypeError` naming the field when an item is not a valid `ActivityItem`.
   */
  add(items: readonly ActivityInput[]): Promise<ActivityItem[]>
  /**
   * Newest first: a page of `limit` items and the `cursor` of the next when
   * there are more; with `after`, the items newer than it (the newest `limit`,
   * and `more: true` when there were more). Throws an `ActivityQueryError`
   * naming the field for a query it refuses.
   */
  read(query: ActivityQuery): Promise<ActivityPage>
  /** Retention: removes items past `maxItems` (count) or older than `maxAgeMs`; answers how many. */
  cleanup(): Promise<number>
  /**
   * The market request `requestId` of the `market` contract on a network, as
   * its listing or offer item was stored (its maker, token, price, currency
   * and quantity), or `undefined` when none is stored (made before the store
   * kept activity, or past its retention). A sale or a cancel names only the
   * request's id: `storedMarketRequest` reads it here.
   */
  request(
    chainId: number,
    market: string,
    requestId: string,
  ): Promise<MarketRequestFacts | undefined>
}

/**
 * A listing's or an offer's item as the request it was made with.
 *
 * @example
 * ```ts
 * requestFactsOf(item) // { isListing: true, maker: '0xf39F…', tokenId: '5', price: '1000', … }
 * ```
 */
export function requestFactsOf(item: Omit<ActivityItem, 'id'>): MarketRequestFacts | undefined {
  const [token] = item.tokens
  if ((item.kind !== 'listing' && item.kind !== 'offer') || !token) return undefined
  const { from, price, currency, quantity } = item
  if (!from || !price || !currency || !quantity) return undefined
  return {
    isListing: item.kind === 'listing',
    maker: from,
    tokenId: token.tokenId,
    price,
    currency,
    quantity,
  }
}

/** Retention of a store: by count, by age (of when an item was stored). */
export interface ActivityRetentionOptions {
  /** Keeps at most this many items, the newest (default 100 000). */
  readonly maxItems?: number
  /** Removes the items stored longer ago than this, in milliseconds (default: no limit by age). */
  readonly maxAgeMs?: number
}

/** A query a store refuses: `parameter` names the field of `ActivityQuery`, `reason` says why. */
export class ActivityQueryError extends Error {
  readonly parameter: keyof ActivityQuery
  readonly reason: string

  constructor(parameter: keyof ActivityQuery, reason: string) {
    super(`activity read: ${parameter} ${reason}`)
    this.name = 'ActivityQueryError'
    this.parameter = parameter
    this.reason = reason
  }
}

/** A query, checked: addresses checksummed, kinds each once, the limit set, the cursor read. */
export interface CheckedActivityQuery {
  readonly chainId: number
  readonly collection: string
  readonly tokenId?: string
  readonly kinds?: readonly ActivityKind[]
  readonly account?: string
  readonly limit: number
  /** Only items below this id (from `cursor`). */
  readonly before?: number
  /** Only items above this id (`after`). */
  readonly after?: number
  /** What the cursor is bound to. */
  readonly key: string
}

const ID = /^[1-9]\d{0,15}$/

/** An item id as a number, or undefined when it is not a safe positive integer in decimal. */
function itemId(text: unknown): number | undefined {
  if (typeof text !== 'string' || !ID.test(text)) return undefined
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : undefined
}

const fail = (parameter: keyof ActivityQuery, reason: string): never => {
  throw new ActivityQueryError(parameter, reason)
}

const checkedAddress = (parameter: 'contractAddress' | 'account', value: unknown): string => {
  const address = checksummed(value)
  if (address === undefined) {
    fail(parameter, 'must be an address (0x and 40 hex digits in one case, or checksummed)')
  }
  return address as string
}

/**
 * Checks a query as every store reads it. Throws an `ActivityQueryError`
 * naming the field: a chain id that is not a positive integer, an address
 * that is not one, a token id that is not a decimal uint256, a kind not in
 * `ACTIVITY_KINDS`, a limit not an integer from 1 to `ACTIVITY_MAX_LIMIT`, an
 * `after` that is not an item id, a cursor not given for this query, or a
 * cursor together with `after`.
 *
 * @example
 * ```ts
 * checkedActivityQuery({ chainId: 137, contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3' })
 * // { chainId: 137, collection: '0x5FbDB2315678afecb367f032d93F642f64180aa3', limit: 50, key: '137|0x5fbd…|||' }
 * checkedActivityQuery({ chainId: 137, contractAddress: '0x5FbD…', limit: 0 }) // throws ActivityQueryError (limit)
 * ```
 */
export function checkedActivityQuery(query: ActivityQuery): CheckedActivityQuery {
  if (typeof query !== 'object' || query === null) fail('chainId', 'is required (no query)')
  const { chainId, tokenId, kinds, limit = ACTIVITY_DEFAULT_LIMIT } = query
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) {
    fail('chainId', 'must be a positive integer')
  }
  const collection = checkedAddress('contractAddress', query.contractAddress)
  if (
    tokenId !== undefined &&
    (typeof tokenId !== 'string' || !decimal.safeParse(tokenId).success)
  ) {
    fail('tokenId', 'must be a decimal integer from 0 to 2^256 - 1, without leading zeros')
  }
  let checkedKinds: ActivityKind[] | undefined
  if (kinds !== undefined) {
    if (!Array.isArray(kinds) || kinds.length === 0) fail('kinds', 'must name at least one kind')
    for (const kind of kinds) {
      if (!(ACTIVITY_KINDS as readonly unknown[]).includes(kind)) {
        fail(
          'kinds',
          `has ${JSON.stringify(String(kind).slice(0, 40))}, not one of ${ACTIVITY_KINDS.join(', ')}`,
        )
      }
    }
    checkedKinds = [...new Set(kinds as ActivityKind[])].sort()
  }
  const account = query.account === undefined ? undefined : checkedAddress('account', query.account)
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > ACTIVITY_MAX_LIMIT
  ) {
    fail('limit', `must be an integer from 1 to ${ACTIVITY_MAX_LIMIT}`)
  }
  const key = [chainId, collection, tokenId ?? '', checkedKinds?.join(',') ?? '', account ?? '']
    .join('|')
    .toLowerCase()
  if (query.cursor !== undefined && query.after !== undefined) {
    fail('cursor', 'cannot be given together with after')
  }
  let after: number | undefined
  if (query.after !== undefined) {
    after = itemId(query.after)
    if (after === undefined) fail('after', 'must be an item id (a positive decimal integer)')
  }
  let before: number | undefined
  if (query.cursor !== undefined) {
    before = cursorId(query.cursor, key)
    if (before === undefined) {
      fail('cursor', 'is not a cursor of this read (garbled, forged, or of another query)')
    }
  }
  return {
    chainId,
    collection,
    ...(tokenId === undefined ? {} : { tokenId }),
    ...(checkedKinds ? { kinds: checkedKinds } : {}),
    ...(account === undefined ? {} : { account }),
    limit,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
    key,
  }
}
