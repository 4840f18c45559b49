/**
 * Which collectibles ListCollectibles returns, in which order (decisions.md
 * §6). Every collectible-level condition is a constant-time test per token
 * (tokenTests.ts), applied while walking a ranking that is already in the
 * requested order (by price, by token id, or by name), so that a request costs
 * one pass over the ranked tokens and no sort, except for multi-key sorts.
 */
import type { CollectiblesQuery } from './collectiblesQuery.js'
import { liveIndex, rankTokens, reverseRuns } from './indexes.js'
import { hasConditions, liveOrdersMatching } from './query.js'
import type { CollectionData, OrderRecord } from './records.js'
import { nameOrder, tokenTests } from './tokenTests.js'

/** The collectibles of a query, in order, and the best order (on the side asked for) of each. */
export interface CollectiblesResult {
  readonly tokens: readonly number[]
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
