/**
 * Every live order an account made in one collection, read with the
 * interface's own operations: `ListCollectibles` filtered by
 * `ordersCreatedBy` finds the tokens the account has orders on (with their
 * names and media), and `ListListingsForCollectible` /
 * `ListOffersForCollectible` filtered by `createdBy` read each token's orders
 * of that account. Not an operation of the interface: a read composed of them.
 */
import type { Collectible } from '../schemas/collectible.js'
import type { Order } from '../schemas/order.js'
import type { TokenMetadata } from '../schemas/tokenMetadata.js'
import type { CallOptions } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'
import type { NetworkRef } from '../transport/networks.js'
import { listCollectibles } from './listCollectibles.js'
import { listListingsForCollectible } from './listListingsForCollectible.js'
import { listOffersForCollectible } from './listOffersForCollectible.js'

/** A side of the book: the account's listings (it sells) or offers (it buys). */
export type AccountOrderSide = 'listing' | 'offer'

export interface ListAccountOrdersParams {
  readonly network: NetworkRef
  /** The collection. */
  readonly contractAddress: string
  /** The account whose orders are read (any case). */
  readonly account: string
  /** Which sides to read; both unless said. */
  readonly sides?: readonly AccountOrderSide[]
  /** How many requests may be in flight at once (1–8; default 4). */
  readonly concurrency?: number
}

/** One order of the account, with the token it is for. */
export interface AccountOrder {
  readonly side: AccountOrderSide
  readonly order: Order
  /** The token's metadata, as `ListCollectibles` gave it: its id, name and media. */
  readonly token: TokenMetadata
}

export interface ListAccountOrdersResponse {
  /** The account's live orders: listings first, then offers; by token as the marketplace ranks them, then price. */
  readonly orders: readonly AccountOrder[]
  /** How many requests the read took. */
  readonly requests: number
}

/** The most a page may hold (decisions.md §5): fewest requests. */
const PAGE_SIZE = 100

/** Runs `jobs` with at most `limit` at once, in their order. */
async function pooled<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const at = next++
      results[at] = await jobs[at]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker))
  return results
}

/** Reads every page of a list, one after another, while the last says `more`. */
async function allPages<T>(
  read: (page: number) => Promise<{ readonly items: readonly T[]; readonly more: boolean }>,
  count: () => void,
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    count()
    const answer = await read(page)
    items.push(...answer.items)
    if (!answer.more || answer.items.length === 0) return items
  }
}

/**
 * Reads every live order an account made in a collection: for each side, the
 * tokens it has orders on (`ListCollectibles` with `filter.ordersCreatedBy`,
 * 100 a page), then each such token's orders by it
 * (`ListListingsForCollectible` / `ListOffersForCollectible` with
 * `filter.createdBy`, 100 a page), at most `concurrency` requests at once.
 * An account with orders on T tokens costs, per side, one request per 100
 * tokens plus one per token with orders on that side (50 orders on 30 tokens,
 * both sides on each: 2 + 60 = 62; listings only: 1 + 30 = 31). An account
 * with none costs one request per side.
 *
 * @example
 * ```ts
 * const { orders } = await listAccountOrders(client, { network: 'polygon', contractAddress, account })
 * for (const { side, order, token } of orders) console.log(side, token.name, order.priceAmountFormatted)
 * ```
 */
export async function listAccountOrders(
  client: BaseClient,
  params: ListAccountOrdersParams,
  options?: CallOptions,
): Promise<ListAccountOrdersResponse> {
  const { network, contractAddress, account, sides = ['listing', 'offer'] } = params
  const concurrency = params.concurrency ?? 4
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8) {
    throw new RangeError('concurrency is a whole number from 1 to 8')
  }
  let requests = 0
  const count = () => {
    requests++
  }
  const orders: AccountOrder[] = []
  for (const side of [...new Set(sides)].sort()) {
    const tokens = await allPages<Collectible>(async (page) => {
      const answer = await listCollectibles(
        client,
        {
          network,
          contractAddress,
          side,
          filter: { includeEmpty: false, ordersCreatedBy: [account] },
          page: { page, pageSize: PAGE_SIZE },
        },
        options,
      )
      return { items: answer.collectibles, more: answer.page?.more ?? false }
    }, count)
    const read = async (request: Parameters<typeof listListingsForCollectible>[1]) => {
      if (side === 'offer') {
        const { offers, page } = await listOffersForCollectible(client, request, options)
        return { items: offers, more: page?.more ?? false }
      }
      const { listings, page } = await listListingsForCollectible(client, request, options)
      return { items: listings, more: page?.more ?? false }
    }
    const perToken = await pooled(
      tokens.map(
        ({ metadata }) =>
          () =>
            allPages<Order>(async (page) => {
              return read({
                network,
                contractAddress,
                tokenId: metadata.tokenId,
                filter: { createdBy: [account] },
                page: { page, pageSize: PAGE_SIZE },
              })
            }, count),
      ),
      concurrency,
    )
    tokens.forEach(({ metadata }, i) => {
      for (const order of perToken[i]!) orders.push({ side, order, token: metadata })
    })
  }
  return { orders, requests }
}
