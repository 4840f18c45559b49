/**
 * The order queries of the marketplace handlers, answered from the live
 * indexes: which orders match an order filter (maker, marketplace, currency),
 * of one side or of one token. ListCollectibles' queries are in
 * collectibles.ts.
 */
import { keyOf } from './indexes.js'
import { compareOrders, isLive } from './orders.js'
import type { CollectionData, OrderDimension, OrderRecord, Side, SideIndex } from './records.js'

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

export const hasConditions = (conditions: OrderConditions) =>
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
