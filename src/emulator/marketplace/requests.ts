/**
 * A followed chain's market requests as the emulator's native orders (issue
 * 43): a `RequestCreated` is a new order of its collection, with the id, price,
 * quantity and expiry it was made with; `RequestAccepted` takes its quantity
 * (filled at 0); `RequestCancelled` and `RequestsInvalidated` end it. What the
 * emulator cannot serve — a token or currency its collection does not have, a
 * quantity past 2^53 — is refused with a reason, never thrown.
 */
import { type Address, getAddress } from 'viem'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import { isLive } from './orders.js'
import type { CollectionData, OrderRecord } from './records.js'

/** The marketplace a followed chain's requests are served as: the market the emulator installs. */
export const CHAIN_MARKETPLACE = 'native_marketplace_v2'

/** A `RequestCreated` of the market, with its block's time. */
export interface CreatedRequest {
  readonly requestId: bigint
  readonly creator: Address
  readonly tokenId: bigint
  readonly isListing: boolean
  readonly quantity: bigint
  readonly currency: Address
  readonly pricePerToken: bigint
  readonly expiry: bigint
  /** The block's time, in ms. */
  readonly at: number
}

/** Why a request is not served as an order: a collection or a token of it, or a currency, it does not serve. */
export type RequestRefusal =
  | 'unknown collection'
  | 'unknown token'
  | 'unknown currency'
  | 'quantity'
  | 'duplicate id'

/** The latest instant a `Date` holds: an expiry past it is as good as never. */
const LATEST = 8.64e15

/** The price in US dollars of `amount` base units, to the cent. */
function usdOf(amount: bigint, decimals: number, usd: number): number {
  const value = (Number(amount) / 10 ** decimals) * usd
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : Number.MAX_VALUE
}

/**
 * The order a request of collection `c` is, or why it is refused. `sequence`
 * numbers the collection's added orders (their wire `id`).
 */
export function orderFromRequest(
  c: CollectionData,
  request: CreatedRequest,
  sequence: number,
): OrderRecord | RequestRefusal {
  const token = c.tokens.indexOf(request.tokenId.toString())
  if (token < 0) return 'unknown token'
  const currencyKey = request.currency.toLowerCase()
  const currency = c.network.currencies.find((x) => x.address.toLowerCase() === currencyKey)
  if (!currency) return 'unknown currency'
  if (request.quantity < 1n || request.quantity > BigInt(Number.MAX_SAFE_INTEGER)) return 'quantity'
  const orderId = request.requestId.toString()
  if (c.orderById(orderId)) return 'duplicate id'
  const quantity = Number(request.quantity)
  return {
    id: c.id * 10_000_000 + 9_000_000 + sequence,
    orderNum: Number(request.requestId),
    orderId,
    collection: c,
    token,
    side: request.isListing ? 'listing' : 'offer',
    status: 'active',
    marketplace: CHAIN_MARKETPLACE,
    currency,
    currencyKey,
    coarse: 0,
    coarseDecimals: 0,
    amount: request.pricePerToken,
    priceUSD: usdOf(request.pricePerToken, currency.decimals, currency.usd),
    maker: getAddress(request.creator),
    makerKey: request.creator.toLowerCase(),
    quantityInitial: quantity,
    quantityRemaining: quantity,
    validFrom: request.at,
    validUntil: Math.min(Number(request.expiry) * 1000, LATEST),
    createdAt: request.at,
    updatedAt: request.at,
    wire: undefined,
  }
}

/** Changes a chain order: its remaining quantity and status, from `at` (ms). */
function settle(order: OrderRecord, status: OrderRecord['status'], at: number, remaining?: number) {
  if (remaining !== undefined) order.quantityRemaining = remaining
  order.status = status
  order.updatedAt = Math.max(at, order.createdAt)
  order.wire = undefined
  order.collection.version++
}

/** A chain order of `c` by its request id, if the emulator serves it. */
const chainOrder = (c: CollectionData, requestId: bigint) => {
  const order = c.orderById(requestId.toString())
  return order?.amount !== undefined ? order : undefined
}

/**
 * `RequestAccepted`: `remaining` left; filled at 0. False for a request the
 * emulator does not serve, or a `remaining` above what was left (the market
 * never adds to a request: such a log is not its own).
 */
export function acceptRequest(c: CollectionData, requestId: bigint, remaining: bigint, at: number) {
  const order = chainOrder(c, requestId)
  if (order?.status !== 'active' || remaining > BigInt(order.quantityRemaining)) return false
  settle(order, remaining === 0n ? 'filled' : 'active', at, Number(remaining))
  return true
}

/** `RequestCancelled`. False for a request the emulator does not serve, or one already ended. */
export function cancelRequest(c: CollectionData, requestId: bigint, at: number) {
  const order = chainOrder(c, requestId)
  if (order?.status !== 'active') return false
  settle(order, 'cancelled', at)
  return true
}

/**
 * `RequestsInvalidated`: every active request of `creator` on the collections
 * given with an id below `before` ends; answers how many did.
 */
export function invalidateRequests(
  collections: readonly CollectionData[],
  creator: string,
  before: bigint,
  at: number,
): number {
  const key = creator.toLowerCase()
  let ended = 0
  for (const c of collections) {
    for (const order of c.orders) {
      if (order.amount === undefined || order.makerKey !== key || order.status !== 'active')
        continue
      if (BigInt(order.orderId) >= before) continue
      settle(order, 'cancelled', at)
      ended++
    }
  }
  return ended
}

/** The generated orders of `c` that a chain should hold as requests: its native ones live at `now`. */
export const nativeOrdersToSeed = (c: CollectionData, now: number) =>
  c.orders.filter((o) => isSequenceMarket(o.marketplace) && isLive(o, now))
