/**
 * The queries of the marketplace handlers, answered from the live indexes:
 * which orders match an order filter (maker, marketplace, currency), and which
 * collectibles ListCollectibles returns, in which order (decisions.md §6).
 *
 * Every collectible-level condition (properties, search text, accounts) is a
 * constant-time test per token — a property becomes a mask over its column's
 * value codes — and is applied while walking a ranking that is already in the
 * requested order (by price, by token id, or by name), so that a request costs
 * one pass over the ranked tokens and no sort, except for multi-key sorts.
 */
import type { PropertyCondition } from '../../core/schemas/rpc/listCollectibles.js'
import { fail } from '../errors.js'
import { compareText, propertyFilters } from './filters.js'
import { keyOf, liveIndex, rankTokens, reverseRuns } from './indexes.js'
import { compareOrders, isLive } from './orders.js'
import type {
  CollectionData,
  NameOrder,
  OrderDimension,
  OrderRecord,
  Side,
  SideIndex,
} from './records.js'

/** Order-level conditions; an absent set means "any". Keys are lower case. */
export interface OrderConditions {
  readonly maker?: ReadonlySet<string>
  readonly marketplace?: ReadonlySet<string>
  readonly currency?: ReadonlySet<string>
}

const DIMENSIONS: readonly OrderDimension[] = ['maker', 'marketplace', 'currency']

/** A set of lower-case keys from a request list; `undefined` when the list is absent or empty. */
export function keySet(values: readonly string[] | undefined): ReadonlySet<string> | undefined {
  return values && values.length > 0 ? new Set(values.map((v) => v.toLowerCase())) : undefined
}

/** Whether an order meets the conditions. */
export function matchesOrder(order: OrderRecord, conditions: OrderConditions): boolean {
  for (const dimension of DIMENSIONS) {
    const set = conditions[dimension]
    if (set && !set.has(keyOf(order, dimension))) return false
  }
  return true
}

const hasConditions = (conditions: OrderConditions) =>
  DIMENSIONS.some((d) => conditions[d] !== undefined)

/**
 * The live orders of one side that meet the conditions, cheapest first. Starts
 * from the smallest group the conditions select, never from all orders.
 */
export function liveOrdersMatching(
  index: SideIndex,
  conditions: OrderConditions,
): readonly OrderRecord[] {
  let smallest:
    | { dimension: OrderDimension; lists: (readonly OrderRecord[])[]; size: number }
    | undefined
  for (const dimension of DIMENSIONS) {
    const set = conditions[dimension]
    if (!set) continue
    const group = index.group(dimension)
    const lists = [...set].map((k) => group.get(k)).filter((l) => l !== undefined)
    const size = lists.reduce((n, l) => n + l.length, 0)
    if (!smallest || size < smallest.size) smallest = { dimension, lists, size }
  }
  if (!smallest) return index.sorted
  const candidates =
    smallest.lists.length === 1 ? smallest.lists[0]! : smallest.lists.flat().sort(compareOrders)
  return candidates.filter((o) => matchesOrder(o, conditions))
}

/** The live orders of a token on one side that meet the conditions, best first. */
export function tokenOrders(
  c: CollectionData,
  token: number,
  side: Side,
  conditions: OrderConditions,
  now: number,
): OrderRecord[] {
  const orders = c
    .ordersOf(token)
    .filter((o) => o.side === side && isLive(o, now) && matchesOrder(o, conditions))
  orders.sort(compareOrders)
  if (side === 'offer') orders.reverse()
  return orders
}

/** A sort key of ListCollectibles. */
export interface SortKey {
  readonly column: 'price' | 'tokenId' | 'name'
  readonly descending: boolean
}

const COLUMNS: Readonly<Record<string, SortKey['column']>> = {
  price: 'price',
  tokenid: 'tokenId',
  name: 'name',
}

/** Reads the request's sort keys; an unknown column is an `InvalidArgument`. */
export function sortKeys(
  sort: readonly { column: string; order?: 'ASC' | 'DESC' | undefined }[] | undefined,
): SortKey[] {
  return (sort ?? []).map(({ column, order }) => {
    const known = COLUMNS[column.toLowerCase()]
    if (!known) {
      fail('InvalidArgument', `page.sort: unknown column "${column}" (use price, tokenId or name)`)
    }
    return { column: known, descending: order === 'DESC' }
  })
}

/** What ListCollectibles asks for, validated. */
export interface CollectiblesQuery {
  readonly side: Side
  readonly includeEmpty: boolean
  /** Lower case; empty means any. */
  readonly searchText: string
  readonly properties: readonly PropertyCondition[]
  /** Lower-case owner/holder addresses; absent means any. */
  readonly accounts: ReadonlySet<string> | undefined
  readonly orders: OrderConditions
  /** Empty: best price first, then token id. */
  readonly sort: readonly SortKey[]
}

/** The collectibles of a query, in order, and the best order (on the side asked for) of each. */
export interface CollectiblesResult {
  readonly tokens: readonly number[]
  orderOf(token: number): OrderRecord | undefined
}

type TokenTest = (token: number) => boolean

/** Compiles a property condition into a mask over its column's codes. */
function propertyTest(c: CollectionData, condition: PropertyCondition): TokenTest | undefined {
  const column = c.tokens.columnByName.get(condition.name)
  const filter = propertyFilters(c).find((f) => f.name === condition.name)
  if (!column || !filter) {
    fail('InvalidArgument', `filter.properties: the collection has no property "${condition.name}"`)
  }
  if (filter.type !== condition.type) {
    fail(
      'InvalidArgument',
      `filter.properties: "${condition.name}" is a ${filter.type} property, not ${condition.type}`,
    )
  }
  const allowed = new Uint8Array(column.values.length)
  if (filter.type === 'INT') {
    const min = condition.min ?? Number.NEGATIVE_INFINITY
    const max = condition.max ?? Number.POSITIVE_INFINITY
    if (condition.min === undefined && condition.max === undefined) return undefined
    column.values.forEach((v, k) => {
      allowed[k] = typeof v === 'number' && v >= min && v <= max ? 1 : 0
    })
  } else {
    const values = condition.values ?? []
    if (values.length === 0) return undefined
    const wanted = new Set(values)
    column.values.forEach((v, k) => {
      allowed[k] = wanted.has(String(v)) ? 1 : 0
    })
  }
  const codes = column.codes
  // An absent code (0xffff) reads past the mask: undefined, so no match.
  return (t) => allowed[codes[t]!] === 1
}

/** Each token's name in lower case, built once. */
function lowerNames(c: CollectionData): string[] {
  if (!c.cache.lowerNames) {
    c.cache.lowerNames = Array.from({ length: c.tokens.count }, (_, i) =>
      c.tokens.name(i).toLowerCase(),
    )
  }
  return c.cache.lowerNames
}

/** The tokens by name, then token id, and each token's name rank; built once. */
function nameOrder(c: CollectionData): NameOrder {
  if (!c.cache.names) {
    const names = Array.from({ length: c.tokens.count }, (_, i) => c.tokens.name(i))
    const order = Int32Array.from(names.keys()).sort(
      (a, b) => compareText(names[a]!, names[b]!) || a - b,
    )
    const rank = new Int32Array(order.length)
    order.forEach((t, k) => {
      const previous = order[k - 1]
      rank[t] =
        k > 0 && previous !== undefined && names[previous] === names[t] ? rank[previous]! : k
    })
    c.cache.names = { order, rank }
  }
  return c.cache.names
}

/** Each holder's tokens (ERC721 owners, ERC1155 holders), built once. */
function tokensByHolder(c: CollectionData): Map<number, Int32Array> {
  if (!c.cache.tokensByHolder) {
    const lists = new Map<number, number[]>()
    const add = (holder: number, token: number) => {
      const list = lists.get(holder)
      if (list) list.push(token)
      else lists.set(holder, [token])
    }
    for (let t = 0; t < c.tokens.count; t++) {
      if (c.owner) add(c.owner[t]!, t)
      else for (const h of c.holdings?.[t] ?? []) if (h.balance > 0) add(h.holder, t)
    }
    c.cache.tokensByHolder = new Map([...lists].map(([h, l]) => [h, Int32Array.from(l)]))
  }
  return c.cache.tokensByHolder
}

/** The tests of a query's collectible-level conditions. */
function tokenTests(
  c: CollectionData,
  query: CollectiblesQuery,
  holderIndex: ReadonlyMap<string, number>,
): TokenTest[] {
  const tests: TokenTest[] = []
  for (const condition of query.properties) {
    const test = propertyTest(c, condition)
    if (test) tests.push(test)
  }
  if (query.searchText) {
    const names = lowerNames(c)
    const needle = query.searchText
    tests.push((t) => names[t]!.includes(needle))
  }
  if (query.accounts) {
    const mask = new Uint8Array(c.tokens.count)
    const byHolder = tokensByHolder(c)
    for (const account of query.accounts) {
      const holder = holderIndex.get(account)
      for (const t of (holder === undefined ? undefined : byHolder.get(holder)) ?? []) mask[t] = 1
    }
    tests.push((t) => mask[t] === 1)
  }
  return tests
}

/**
 * Answers ListCollectibles: the collectibles with a live order on the side
 * (among orders meeting the order conditions) that meet every collectible
 * condition, in the requested order; with `includeEmpty`, those without such
 * an order too (after the others when sorting by price). Stops after `limit`
 * collectibles when the order allows it: a page needs only its own items and
 * one more, to know whether there is a next page.
 */
export function findCollectibles(
  c: CollectionData,
  now: number,
  query: CollectiblesQuery,
  holderIndex: ReadonlyMap<string, number>,
  limit = Number.POSITIVE_INFINITY,
): CollectiblesResult {
  const tests = tokenTests(c, query, holderIndex)
  const accept = (t: number) => {
    for (const test of tests) if (!test(t)) return false
    return true
  }
  const index = liveIndex(c, now)[query.side]
  let ranking: ArrayLike<number> = index.ranking
  let reversed = () => index.reversed()
  let orderOf = (t: number): OrderRecord | undefined => index.best[t]
  if (hasConditions(query.orders)) {
    const best = new Map<number, OrderRecord>()
    const orders = liveOrdersMatching(index, query.orders)
    if (query.side === 'listing') {
      for (const o of orders) if (!best.has(o.token)) best.set(o.token, o)
    } else {
      for (let i = orders.length - 1; i >= 0; i--) {
        const o = orders[i]!
        if (!best.has(o.token)) best.set(o.token, o)
      }
    }
    const filtered = rankTokens(Int32Array.from(best.keys()), (t) => best.get(t), query.side)
    orderOf = (t) => best.get(t)
    ranking = filtered
    reversed = () =>
      reverseRuns(filtered, (a, b) => best.get(a)?.priceUSD === best.get(b)?.priceUSD)
  }

  const count = c.tokens.count
  const tokens: number[] = []
  const keys = query.sort
  const [first] = keys
  const withEmpty = query.includeEmpty
  /** Takes the accepted tokens of `ordered` (those with an order unless `empty`), up to `limit`. */
  const walk = (ordered: ArrayLike<number>, empty: boolean, bound: number) => {
    for (let k = 0; k < ordered.length && tokens.length < bound; k++) {
      const t = ordered[k]!
      if ((empty || orderOf(t)) && accept(t)) tokens.push(t)
    }
  }
  /** Appends the accepted tokens without an order, by token id. */
  const empties = (bound: number) => {
    if (!withEmpty) return
    for (let t = 0; t < count && tokens.length < bound; t++) {
      if (!orderOf(t) && accept(t)) tokens.push(t)
    }
  }

  if (!first || (keys.length === 1 && first.column === 'price')) {
    const sideDescending = query.side === 'offer'
    walk(!first || first.descending === sideDescending ? ranking : reversed(), false, limit)
    empties(limit)
  } else if (keys.length === 1 && first.column === 'tokenId') {
    if (first.descending) {
      for (let t = count - 1; t >= 0 && tokens.length < limit; t--) {
        if ((withEmpty || orderOf(t)) && accept(t)) tokens.push(t)
      }
    } else {
      for (let t = 0; t < count && tokens.length < limit; t++) {
        if ((withEmpty || orderOf(t)) && accept(t)) tokens.push(t)
      }
    }
  } else if (keys.length === 1 && first.column === 'name') {
    const names = nameOrder(c)
    if (first.descending) {
      names.reversed ??= reverseRuns(names.order, (a, b) => names.rank[a] === names.rank[b])
      walk(names.reversed, withEmpty, limit)
    } else {
      walk(names.order, withEmpty, limit)
    }
  } else {
    walk(ranking, false, Number.POSITIVE_INFINITY)
    empties(Number.POSITIVE_INFINITY)
    const rank = keys.some((k) => k.column === 'name') ? nameOrder(c).rank : undefined
    const price = new Map(tokens.map((t) => [t, orderOf(t)?.priceUSD]))
    const compare = (a: number, b: number) => {
      for (const key of keys) {
        let d: number
        if (key.column === 'price') {
          const pa = price.get(a)
          const pb = price.get(b)
          if (pa === undefined || pb === undefined) {
            d = (pa === undefined ? 1 : 0) - (pb === undefined ? 1 : 0)
          } else d = key.descending ? pb - pa : pa - pb
        } else if (key.column === 'name') {
          d = (rank![a]! - rank![b]!) * (key.descending ? -1 : 1)
        } else {
          d = key.descending ? b - a : a - b
        }
        if (d !== 0) return d
      }
      return a - b
    }
    tokens.sort(compare)
  }
  return { tokens, orderOf }
}
