/**
 * The platform market's request events as facts (issue 43): a listing or an
 * offer made, a sale, a cancel, an invalidation — each with the request's
 * price, currency and quantity, read from the event that made it, or from the
 * request as it was made for one that names only its id.
 */

import { checksummed } from '../../core/schemas/address.js'
import { decimal } from '../../core/schemas/primitives.js'
import type { MarketRequestEvent } from '../webhooks/market.js'
import type { MarketRequestFacts } from './options.js'
import { type Facts, tokensOf } from './tokens.js'

/** The request's price, currency and quantity, when they are known. */
const priced = (request: MarketRequestFacts | undefined) =>
  request ? { price: request.price, currency: request.currency, quantity: request.quantity } : {}

/**
 * What one of the market's request events says, with the request as it was
 * made (`request`) for an accepted or cancelled one, which names only its id:
 * a listing's or offer's maker offers (`from`); a sale moves the tokens from
 * its seller to its buyer's recipient (a listing's maker to the recipient, an
 * offer's acceptor to its maker), at the request's price.
 */
export function marketFacts(
  market: MarketRequestEvent,
  request: MarketRequestFacts | undefined,
): Facts {
  const collection = market.tokenContract
  switch (market.kind) {
    case 'created':
      return {
        kind: market.isListing ? 'listing' : 'offer',
        from: market.creator,
        tokens: tokensOf([market.tokenId], [market.quantity]),
        collection,
        requestId: String(market.requestId),
        price: String(market.pricePerToken),
        currency: market.currency,
        quantity: String(market.quantity),
        expiry: String(market.expiry),
      }
    case 'accepted': {
      const sold = request && tokensOf([BigInt(request.tokenId)], [market.quantity])
      return {
        kind: 'sale',
        ...(request
          ? request.isListing
            ? { from: request.maker, to: market.recipient }
            : { from: market.buyer, to: request.maker }
          : {}),
        tokens: sold ?? [],
        collection,
        requestId: String(market.requestId),
        ...priced(request),
        quantity: String(market.quantity),
      }
    }
    case 'cancelled':
      return {
        kind: 'cancel',
        ...(request ? { from: request.maker } : {}),
        tokens: (request && tokensOf([BigInt(request.tokenId)])) ?? [],
        collection,
        requestId: String(market.requestId),
        ...priced(request),
      }
    case 'invalidated':
      return { kind: 'invalidate', from: market.creator, tokens: [], collection }
  }
}

/**
 * The `request` option checked: every field what it must be, else none (an
 * app's store is read as untrusted as a delivery).
 */
export function requestFacts(
  request: MarketRequestFacts | undefined,
): MarketRequestFacts | undefined {
  if (request === undefined) return undefined
  const maker = checksummed(request.maker)
  const currency = checksummed(request.currency)
  const fits = [request.tokenId, request.price, request.quantity].every(
    (v) => typeof v === 'string' && decimal.safeParse(v).success,
  )
  return maker && currency && fits && typeof request.isListing === 'boolean'
    ? { ...request, maker, currency }
    : undefined
}
