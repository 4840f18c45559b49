/**
 * Which collectibles ListCollectibles returns, in which order (decisions.md
 * §6). Every collectible-level condition is a constant-time test per token
 * (tokenTests.ts), applied while walking a ranking that is already in the
 * requested order (by price, by token id, or by name), so that a request costs
 * one pass over the ranked tokens and no sort, except for multi-key sorts.
 */
import type { CollectiblesQuery, SortKey } from './collectiblesQuery.js'
import { liveIndex, rankTokens, reverseRuns } from './indexes.js'
import { hasConditions, liveOrdersMatching } from './query.js'
import type { CollectionData, OrderRecord } from './records.js'
import { nameOrder, tokenTests } from './tokenTests.js'

/** The collectibles of a query, in order, and the best order (on the side asked for) of each. */
export interface CollectiblesResult {
  readonly tokens: readonly number[]
  orderOf(token: number): OrderRecord | undefined
}

/** The tokens with a live order on the query's side, best first, and the best order of each. */
interface Ranked {
  readonly ranking: ArrayLike<number>
  /** `ranking` in the opposite price direction, ties still by token id. */
  reversed(): ArrayLike<number>
  orderOf(token: number): OrderRecord | undefined
}

/** A walk over a collection's tokens: each accepted token is appended to `tokens`. */
interface Walk {
  readonly count: number
  readonly withEmpty: boolean
  readonly tokens: number[]
  accept(token: number): boolean
  orderOf(token: number): OrderRecord | undefined
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
  const ranked = rankedOrders(c, now, query)
  const { orderOf } = ranked
  const w: Walk = {
    count: c.tokens.count,
    withEmpty: query.includeEmpty,
    tokens: [],
    accept: (t) => {
      for (const test of tests) if (!test(t)) return false
      return true
    },
    orderOf,
  }
  const keys = query.sort
  const [first] = keys
  if (!first || (keys.length === 1 && first.column === 'price')) {
    const sideDescending = query.side === 'offer'
    const byPrice = !first || first.descending === sideDescending
    walk(w, byPrice ? ranked.ranking : ranked.reversed(), false, limit)
    empties(w, limit)
  } else if (keys.length === 1 && first.column === 'tokenId') {
    walkByTokenId(w, first.descending, limit)
  } else if (keys.length === 1 && first.column === 'name') {
    walkByName(w, c, first.descending, limit)
  } else {
    walk(w, ranked.ranking, false, Number.POSITIVE_INFINITY)
    empties(w, Number.POSITIVE_INFINITY)
    sortByKeys(w, c, keys)
  }
  return { tokens: w.tokens, orderOf }
}

/** The side's ranking, narrowed to the orders meeting the query's order conditions when it has any. */
function rankedOrders(c: CollectionData, now: number, query: CollectiblesQuery): Ranked {
  const index = liveIndex(c, now)[query.side]
  if (!hasConditions(query.orders)) {
    return {
      ranking: index.ranking,
      reversed: () => index.reversed(),
      orderOf: (t) => index.best[t],
    }
  }
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
  return {
    ranking: filtered,
    reversed: () =>
      reverseRuns(filtered, (a, b) => best.get(a)?.priceUSD === best.get(b)?.priceUSD),
    orderOf: (t) => best.get(t),
  }
}

/** Takes the accepted tokens of `ordered` (those with an order unless `empty`), up to `bound`. */
function walk(w: Walk, ordered: ArrayLike<number>, empty: boolean, bound: number): void {
  for (let k = 0; k < ordered.length && w.tokens.length < bound; k++) {
    const t = ordered[k]!
    if ((empty || w.orderOf(t)) && w.accept(t)) w.tokens.push(t)
  }
}

/** Appends the accepted tokens without an order, by token id (with `includeEmpty` only). */
function empties(w: Walk, bound: number): void {
  if (!w.withEmpty) return
  for (let t = 0; t < w.count && w.tokens.length < bound; t++) {
    if (!w.orderOf(t) && w.accept(t)) w.tokens.push(t)
  }
}

/** Takes the accepted tokens by token id, up to `limit`. */
function walkByTokenId(w: Walk, descending: boolean, limit: number): void {
  const { count, tokens } = w
  if (descending) {
    for (let t = count - 1; t >= 0 && tokens.length < limit; t--) {
      if ((w.withEmpty || w.orderOf(t)) && w.accept(t)) tokens.push(t)
    }
  } else {
    for (let t = 0; t < count && tokens.length < limit; t++) {
      if ((w.withEmpty || w.orderOf(t)) && w.accept(t)) tokens.push(t)
    }
  }
}

/** Takes the accepted tokens by name, up to `limit`. */
function walkByName(w: Walk, c: CollectionData, descending: boolean, limit: number): void {
  const names = nameOrder(c)
  if (descending) {
    names.reversed ??= reverseRuns(names.order, (a, b) => names.rank[a] === names.rank[b])
    walk(w, names.reversed, w.withEmpty, limit)
  } else {
    walk(w, names.order, w.withEmpty, limit)
  }
}

/** Sorts the walked tokens by several keys, then by token id; a token without a price is last by price. */
function sortByKeys(w: Walk, c: CollectionData, keys: readonly SortKey[]): void {
  const rank = keys.some((k) => k.column === 'name') ? nameOrder(c).rank : undefined
  const price = new Map(w.tokens.map((t) => [t, w.orderOf(t)?.priceUSD]))
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
  w.tokens.sort(compare)
}
