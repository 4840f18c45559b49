/**
 * Every live order an account made in one collection, read with the
 * interface's own operations: `ListCollectibles` filtered by
 * `ordersCreatedBy` finds the tokens the account has orders on (with their
 * names and media, and the account's best order on each), and
 * `ListListingsForCollectible` / `ListOffersForCollectible` filtered by
 * `createdBy` read each token's orders of that account — all of them, or
 * later, for the tokens asked (`depth: 'best'`, `listAccountTokenOrders`).
 * Not an operation of the interface: a read composed of them.
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

/**
 * How far the read goes: `'every'` order of the account (the default), or its
 * `'best'` order on each token and side — what `ListCollectibles` gives, in a
 * request per 100 tokens — leaving the others to `listAccountTokenOrders`.
 */
export type AccountOrdersDepth = 'every' | 'best'

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
  /** Every order (default), or the best one on each token and side only. */
  readonly depth?: AccountOrdersDepth
}

/** One order of the account, with the token it is for. */
export interface AccountOrder {
  readonly side: AccountOrderSide
  readonly order: Order
  /** The token's metadata, as `ListCollectibles` gave it: its id, name and media. */
  readonly token: TokenMetadata
}

/** A token the account has orders on, on one side. */
export interface AccountTokenSide {
  readonly side: AccountOrderSide
  readonly token: TokenMetadata
}

export interface ListAccountOrdersResponse {
  /** The account's live orders: listings first, then offers; by token as the marketplace ranks them, then price. */
  readonly orders: readonly AccountOrder[]
  /** How many requests the read took. */
  readonly requests: number
  /**
   * With `depth: 'best'`, every token and side found, in the same order: the
   * account may have more orders there than its best (`listAccountTokenOrders`
   * reads them). Empty when every order was read.
   */
  readonly partial?: readonly AccountTokenSide[]
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

/** `concurrency` checked: a whole number from 1 to 8 (default 4). */
function concurrencyOf(given: number | undefined): number {
  const concurrency = given ?? 4
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8) {
    throw new RangeError('concurrency is a whole number from 1 to 8')
  }
  return concurrency
}

/** Options of {@link listAccountTokenOrders}. */
export interface ListAccountTokenOrdersParams
  extends Pick<ListAccountOrdersParams, 'network' | 'contractAddress' | 'account' | 'concurrency'> {
  /** The tokens and sides whose orders by the account are read (a `partial` of `listAccountOrders`). */
  readonly tokens: readonly AccountTokenSide[]
}

/**
 * Reads every live order an account made on some tokens of a collection, side
 * by side: `ListListingsForCollectible` / `ListOffersForCollectible` with
 * `filter.createdBy` (100 a page), one request per token and side (more only
 * past 100 orders there), at most `concurrency` at once. What
 * `listAccountOrders` with `depth: 'best'` leaves for later.
 *
 * @example
 * ```ts
 * const best = await listAccountOrders(client, { network: 'polygon', contractAddress, account, depth: 'best' })
 * const { orders } = await listAccountTokenOrders(client, { network: 'polygon', contractAddress, account, tokens: best.partial ?? [] })
 * ```
 */
export async function listAccountTokenOrders(
  client: BaseClient,
  params: ListAccountTokenOrdersParams,
  options?: CallOptions,
): Promise<Pick<ListAccountOrdersResponse, 'orders' | 'requests'>> {
  const { network, contractAddress, account, tokens } = params
  const concurrency = concurrencyOf(params.concurrency)
  let requests = 0
  const count = () => {
    requests++
  }
  const read = async (side: AccountOrderSide, tokenId: string, page: number) => {
    const request = {
      network,
      contractAddress,
      tokenId,
      filter: { createdBy: [account] },
      page: { page, pageSize: PAGE_SIZE },
    }
    if (side === 'offer') {
      const answer = await listOffersForCollectible(client, request, options)
      return { items: answer.offers, more: answer.page?.more ?? false }
    }
    const answer = await listListingsForCollectible(client, request, options)
    return { items: answer.listings, more: answer.page?.more ?? false }
  }
  const perToken = await pooled(
    tokens.map(
      ({ side, token }) =>
        () =>
          allPages<Order>((page) => read(side, token.tokenId, page), count),
    ),
    concurrency,
  )
  const orders: AccountOrder[] = []
  tokens.forEach(({ side, token }, i) => {
    for (const order of perToken[i]!) orders.push({ side, order, token })
  })
  return { orders, requests }
}

/**
 * Reads the live orders an account made in a collection. For each side,
 * `ListCollectibles` with `filter.ordersCreatedBy` (100 a page) finds the
 * tokens it has orders on, each with its best order among the account's
 * (`order`: the filter narrows the orders, as the marketplace's own docs say);
 * then, unless `depth: 'best'`, each such token's orders by it
 * (`listAccountTokenOrders`), since it may have several there. At most
 * `concurrency` requests at once.
 * Cost, per side: one request per 100 tokens; with every order, one more per
 * token (50 orders on 30 tokens, both sides on each: 2 + 60 = 62; best only:
 * 2). An account with none costs one request per side.
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
  const { network, contractAddress, account, sides = ['listing', 'offer'], depth } = params
  const concurrency = concurrencyOf(params.concurrency)
  let requests = 0
  const count = () => {
    requests++
  }
  const maker = account.toLowerCase()
  const found: AccountTokenSide[] = []
  const best: AccountOrder[] = []
  for (const side of [...new Set(sides)].sort()) {
    const collectibles = await allPages<Collectible>(async (page) => {
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
    for (const { metadata, order } of collectibles) {
      found.push({ side, token: metadata })
      // Only the account's own: a server that gave the token's best of anyone leaves it unread.
      if (order && order.createdBy?.toLowerCase() === maker)
        best.push({ side, order, token: metadata })
    }
  }
  if (depth === 'best') return { orders: best, requests, partial: found }
  const every = await listAccountTokenOrders(
    client,
    { network, contractAddress, account, tokens: found, concurrency },
    options,
  )
  return { orders: every.orders, requests: requests + every.requests }
}
