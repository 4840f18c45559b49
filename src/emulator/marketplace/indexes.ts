/**
 * The derived indexes of a collection's orders, so that no request scans every
 * order. For each side (listings, offers) the live index holds the live orders
 * sorted by price, each token's best live order, and the tokens ranked by
 * their best order; groups by maker, marketplace and currency are built on
 * first use.
 *
 * The set of live orders only changes on a write (the collection's `version`)
 * or when the clock crosses some order's `validFrom` or `validUntil`. A live
 * index therefore records the window `[from, until)` of clock readings over
 * which it is exact — `from` the latest boundary at or before the build time,
 * `until` the earliest after it — and is rebuilt when the version changes or
 * the clock leaves that window (forwards or backwards).
 */
import { compareOrders } from './orders.js'
import type {
  CollectionData,
  LiveIndex,
  OrderDimension,
  OrderRecord,
  Side,
  SideIndex,
} from './records.js'

/** The key of an order in a dimension. */
export const keyOf = (order: OrderRecord, dimension: OrderDimension): string =>
  dimension === 'maker'
    ? order.makerKey
    : dimension === 'marketplace'
      ? order.marketplace
      : order.currencyKey

/**
 * Re-orders a ranking from one direction to the other while keeping ties
 * (where `same` holds) in increasing token order: reverses the runs of ties,
 * not the tokens within them.
 */
export function reverseRuns(
  ranking: ArrayLike<number>,
  same: (a: number, b: number) => boolean,
): number[] {
  const out: number[] = []
  let end = ranking.length - 1
  while (end >= 0) {
    let start = end
    while (start > 0 && same(ranking[start - 1]!, ranking[end]!)) start--
    for (let k = start; k <= end; k++) out.push(ranking[k]!)
    end = start - 1
  }
  return out
}

/** Ranks tokens by their best order's price (in the side's direction), then token id. */
export function rankTokens(
  tokens: Int32Array,
  bestOf: (token: number) => OrderRecord | undefined,
  side: Side,
): Int32Array {
  const sign = side === 'listing' ? 1 : -1
  return tokens.sort(
    (a, b) => sign * ((bestOf(a)?.priceUSD ?? 0) - (bestOf(b)?.priceUSD ?? 0)) || a - b,
  )
}

function buildSide(c: CollectionData, side: Side, live: OrderRecord[]): SideIndex {
  live.sort(compareOrders)
  const best: (OrderRecord | undefined)[] = new Array(c.tokens.count)
  const tokens: number[] = []
  if (side === 'listing') {
    for (const order of live) {
      if (best[order.token]) continue
      best[order.token] = order
      tokens.push(order.token)
    }
  } else {
    for (let i = live.length - 1; i >= 0; i--) {
      const order = live[i]!
      if (best[order.token]) continue
      best[order.token] = order
      tokens.push(order.token)
    }
  }
  const ranking = rankTokens(Int32Array.from(tokens), (t) => best[t], side)
  const groups = new Map<OrderDimension, Map<string, OrderRecord[]>>()
  let reversed: number[] | undefined
  return {
    side,
    sorted: live,
    best,
    ranking,
    reversed() {
      reversed ??= reverseRuns(ranking, (a, b) => best[a]?.priceUSD === best[b]?.priceUSD)
      return reversed
    },
    group(dimension) {
      let group = groups.get(dimension)
      if (!group) {
        group = new Map()
        for (const order of live) {
          const key = keyOf(order, dimension)
          const list = group.get(key)
          if (list) list.push(order)
          else group.set(key, [order])
        }
        groups.set(dimension, group)
      }
      return group
    },
  }
}

/** The collection's live index at `now`, rebuilt only when stale. */
export function liveIndex(c: CollectionData, now: number): LiveIndex {
  const cached = c.cache.live
  if (cached && cached.version === c.version && now >= cached.from && now < cached.until) {
    return cached
  }
  let from = Number.NEGATIVE_INFINITY
  let until = Number.POSITIVE_INFINITY
  const listings: OrderRecord[] = []
  const offers: OrderRecord[] = []
  for (const order of c.orders) {
    if (order.status !== 'active') continue
    const { validFrom, validUntil } = order
    if (validFrom <= now) from = Math.max(from, validFrom)
    else until = Math.min(until, validFrom)
    if (validUntil <= now) from = Math.max(from, validUntil)
    else until = Math.min(until, validUntil)
    if (validFrom <= now && now < validUntil)
      (order.side === 'listing' ? listings : offers).push(order)
  }
  const index: LiveIndex = {
    version: c.version,
    from,
    until,
    listing: buildSide(c, 'listing', listings),
    offer: buildSide(c, 'offer', offers),
  }
  c.cache.live = index
  return index
}
