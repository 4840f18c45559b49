/**
 * Where a collection keeps its orders: the generated ones in one array,
 * token by token and by increasing `orderId` (a token's are found by offset,
 * an id by binary search: no map per token for a million tokens), then those
 * added since — a followed chain's requests — indexed by token and by id.
 */
import type { OrderRecord } from './records.js'

/** A collection's orders and how they are found. */
export interface OrderStore {
  readonly orders: OrderRecord[]
  /** Marks where the generated orders of `token` start: called token by token, then with the count. */
  startToken(token: number): void
  ordersOf(token: number): OrderRecord[]
  orderById(orderId: string): OrderRecord | undefined
  /** Adds an order after generation; throws when its `orderId` is taken. */
  add(order: OrderRecord): void
}

/** An empty store for a collection of `count` tokens. */
export function createOrderStore(count: number): OrderStore {
  const orders: OrderRecord[] = []
  const tokenStart = new Int32Array(count + 1)
  const addedByToken = new Map<number, OrderRecord[]>()
  const addedById = new Map<string, OrderRecord>()
  const generatedById = (orderId: string) => {
    const num = Number(orderId)
    let lo = 0
    let hi = tokenStart[count]! - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const order = orders[mid]!
      if (order.orderNum === num) return order.orderId === orderId ? order : undefined
      if (order.orderNum < num) lo = mid + 1
      else hi = mid - 1
    }
    return undefined
  }
  const store: OrderStore = {
    orders,
    startToken(token) {
      tokenStart[token] = orders.length
    },
    ordersOf: (token) => [
      ...orders.slice(tokenStart[token], tokenStart[token + 1]),
      ...(addedByToken.get(token) ?? []),
    ],
    orderById: (orderId) => addedById.get(orderId) ?? generatedById(orderId),
    add(order) {
      if (store.orderById(order.orderId)) throw new Error(`order ${order.orderId} exists`)
      orders.push(order)
      addedById.set(order.orderId, order)
      addedByToken.set(order.token, [...(addedByToken.get(order.token) ?? []), order])
    },
  }
  return store
}
