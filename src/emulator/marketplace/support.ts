/**
 * What the marketplace handlers share: finding the collection and token a
 * request names (`NotFound` otherwise), reading order filters, paging
 * (decisions.md §5: 1-based pages of 30 by default) and building the wire
 * `Collectible`.
 */
import type { Collectible } from '../../core/schemas/collectible.js'
import type { Page } from '../../core/schemas/page.js'
import type { RequestContext } from '../context.js'
import { fail } from '../errors.js'
import { liveIndex } from './indexes.js'
import { interfaceMarketplace, toWireOrder } from './orders.js'
import { keySet, type OrderConditions } from './query.js'
import type { CollectionData, OrderRecord } from './records.js'
import type { WithMarketplace } from './state.js'

/** The collection a marketplace request names, on the network of its URL. */
export function requireCollection(
  context: RequestContext<WithMarketplace>,
  address: string,
): CollectionData {
  const network = context.network
  if (!network) return fail('WebrpcBadRoute', 'the marketplace is addressed per network')
  const c = context.state.marketplace.collection(network, address)
  if (!c) fail('NotFound', `no collection ${address} on ${network.name}`)
  return c
}

/** The index of a token of a collection. */
export function requireToken(c: CollectionData, tokenId: string): number {
  const token = c.tokens.indexOf(tokenId)
  if (token < 0) fail('NotFound', `no token ${tokenId} in collection ${c.spec.address}`)
  return token
}

/** The order filter of the per-collectible operations (interface §4.3). */
export interface OrderFilterInput {
  readonly createdBy?: readonly string[] | undefined
  readonly marketplace?: readonly string[] | undefined
  readonly currencies?: readonly string[] | undefined
}

/**
 * Order conditions from a request filter: each empty or absent list means
 * "any"; a marketplace may be named in either spelling of the native one.
 */
export const orderConditions = (filter: OrderFilterInput | undefined): OrderConditions => ({
  maker: keySet(filter?.createdBy),
  marketplace: keySet(filter?.marketplace?.map(interfaceMarketplace)),
  currency: keySet(filter?.currencies),
})

/** A page request as the schemas give it. */
export interface PageInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly sort?: readonly { column: string; order?: 'ASC' | 'DESC' | undefined }[] | undefined
}

/** One page of `total` items: its bounds and the wire `page`. */
export interface PageSlice {
  readonly start: number
  readonly end: number
  readonly page: Page
}

/**
 * Pages `total` items (decisions.md §5): `page` 1-based (default 1),
 * `pageSize` default 30; `more` is true when a later page has items. The
 * request's sort keys are echoed, with their order made explicit.
 */
export function pageOf(input: PageInput | undefined, total: number): PageSlice {
  const page = input?.page ?? 1
  const pageSize = input?.pageSize ?? 30
  const start = Math.min(total, (page - 1) * pageSize)
  const end = Math.min(total, start + pageSize)
  const wire: Page = { page, pageSize, more: total > page * pageSize, sort: [] }
  if (input?.sort && input.sort.length > 0) {
    wire.sort = input.sort.map(({ column, order }) => ({ column, order: order ?? 'ASC' }))
  }
  return { start, end, page: wire }
}

/**
 * The wire collectible of a token: its metadata, `order` (the best order on the
 * side asked for, when given) and the best live `listing` and `offer`; absent
 * keys when there is none.
 */
export function collectibleOf(
  c: CollectionData,
  token: number,
  now: number,
  order: OrderRecord | undefined,
): Collectible {
  const index = liveIndex(c, now)
  const collectible: Collectible = { metadata: c.tokens.metadata(token) }
  if (order) collectible.order = toWireOrder(order)
  const listing = index.listing.best[token]
  if (listing) collectible.listing = toWireOrder(listing)
  const offer = index.offer.best[token]
  if (offer) collectible.offer = toWireOrder(offer)
  return collectible
}
