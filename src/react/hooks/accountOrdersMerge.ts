/**
 * How `useAccountOrders` puts a read of the best orders and the later reads
 * of some tokens' every order together: a token and side read in full shows
 * all its orders, in the place of its best one; the others show their best
 * and are still `partial`.
 */
import type {
  AccountOrder,
  AccountOrderSide,
  AccountTokenSide,
  ListAccountOrdersResponse,
} from '../../core/operations/listAccountOrders.js'

/**
 * A token and side of a collection as `useAccountOrders` names them in
 * `partial` and `readMore`: `contract|side|tokenId`, the contract in lower case.
 *
 * @example
 * ```ts
 * desk.readMore([tokenSideKey(collection, 'listing', '42')])
 * ```
 */
export const tokenSideKey = (contractAddress: string, side: AccountOrderSide, tokenId: string) =>
  `${contractAddress.toLowerCase()}|${side}|${tokenId}`

/** A collection's answers: its read (best or every order), and the token reads that came back. */
export interface CollectionAnswers {
  readonly contractAddress: string
  readonly read: ListAccountOrdersResponse | undefined
  readonly tokenReads: readonly {
    readonly tokens: readonly AccountTokenSide[]
    readonly orders: readonly AccountOrder[]
  }[]
}

/** The merged orders, and the tokens and sides whose other orders are not read yet. */
export interface MergedOrders {
  readonly orders: readonly AccountOrder[]
  readonly partial: ReadonlyMap<string, AccountTokenSide & { readonly contractAddress: string }>
}

/** Collection by collection: each token and side read in full shows every order, the others their best. */
export function mergeAccountOrders(collections: readonly CollectionAnswers[]): MergedOrders {
  const orders: AccountOrder[] = []
  const partial = new Map<string, AccountTokenSide & { readonly contractAddress: string }>()
  for (const { contractAddress, read, tokenReads } of collections) {
    if (!read) continue
    if (!read.partial) {
      orders.push(...read.orders)
      continue
    }
    const keyOf = (side: AccountOrderSide, tokenId: string) =>
      tokenSideKey(contractAddress, side, tokenId)
    // The latest read of a token and side wins.
    const full = new Map<string, AccountOrder[]>()
    for (const tokenRead of tokenReads) {
      for (const t of tokenRead.tokens) full.set(keyOf(t.side, t.token.tokenId), [])
      for (const o of tokenRead.orders) full.get(keyOf(o.side, o.token.tokenId))?.push(o)
    }
    const best = new Map(read.orders.map((o) => [keyOf(o.side, o.token.tokenId), o]))
    for (const t of read.partial) {
      const key = keyOf(t.side, t.token.tokenId)
      const every = full.get(key)
      if (every) {
        orders.push(...every)
        continue
      }
      const one = best.get(key)
      if (one) orders.push(one)
      partial.set(key, { ...t, contractAddress })
    }
  }
  return { orders, partial }
}
