/**
 * A webhook delivery read as one of the market's request events (issue 43):
 * by its topic and layout, so whatever names its signature gives the
 * arguments, and refused (`undefined`) when an argument is not of its type.
 */
import { MARKET_WEBHOOK_EVENTS } from '../../core/market/events.js'
import { checksummed } from '../../core/schemas/address.js'
import { parseEventSignature } from '../../core/webhooks/events.js'

/** A request listed or offered: everything it was made with. */
export interface MarketRequestCreated {
  readonly kind: 'created'
  readonly requestId: bigint
  readonly creator: string
  readonly tokenContract: string
  readonly tokenId: bigint
  readonly isListing: boolean
  readonly quantity: bigint
  readonly currency: string
  readonly pricePerToken: bigint
  readonly expiry: bigint
}

/** A request accepted: a sale of a listing, or an offer taken. */
export interface MarketRequestAccepted {
  readonly kind: 'accepted'
  readonly requestId: bigint
  /** Who accepted it (a listing's buyer, an offer's seller). */
  readonly buyer: string
  readonly tokenContract: string
  /** Who got what the acceptor was owed (a listing's tokens, an offer's payment). */
  readonly recipient: string
  readonly quantity: bigint
  readonly quantityRemaining: bigint
}

/** A request cancelled by its maker. */
export interface MarketRequestCancelled {
  readonly kind: 'cancelled'
  readonly requestId: bigint
  readonly tokenContract: string
}

/** Every request of `creator` (on `tokenContract` when given) with an id below `before` invalidated. */
export interface MarketRequestsInvalidated {
  readonly kind: 'invalidated'
  readonly creator: string
  readonly tokenContract?: string
  readonly before: bigint
}

/** A market event that changes requests. */
export type MarketRequestEvent =
  | MarketRequestCreated
  | MarketRequestAccepted
  | MarketRequestCancelled
  | MarketRequestsInvalidated

/** The events' topics and layouts (topic0 with the number of indexed arguments), parsed once. */
let known: Map<string, keyof typeof MARKET_WEBHOOK_EVENTS> | undefined
const knownEvents = () => {
  known ??= new Map(
    (Object.keys(MARKET_WEBHOOK_EVENTS) as (keyof typeof MARKET_WEBHOOK_EVENTS)[]).map((key) => {
      const parsed = parseEventSignature(MARKET_WEBHOOK_EVENTS[key])
      return [`${parsed.topicHash}/${parsed.indexedCount}`, key]
    }),
  )
  return known
}

const uint = (v: unknown): bigint | undefined => (typeof v === 'bigint' && v >= 0n ? v : undefined)
const addressOf = checksummed

/** Every value defined, else `undefined`: one argument not of its type refuses the whole event. */
function all<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]: NonNullable<T[K]> } | undefined {
  return Object.values(fields).every((v) => v !== undefined)
    ? (fields as { [K in keyof T]: NonNullable<T[K]> })
    : undefined
}

/**
 * The market event a delivery is, from its signature (`eventSig`) and its
 * arguments in order, or `undefined`: another event, a signature that does
 * not parse, or an argument that is not of its type (a uint below zero, an
 * address that is not one). Addresses come out checksummed. Never throws.
 *
 * @example
 * ```ts
 * const market = marketRequestEvent(delivery.event.event.eventSig, delivery.argList)
 * if (market?.kind === 'cancelled') refetch(market.tokenContract)
 * ```
 */
export function marketRequestEvent(
  eventSig: string | undefined,
  argList: readonly unknown[],
): MarketRequestEvent | undefined {
  if (!eventSig) return undefined
  let key: keyof typeof MARKET_WEBHOOK_EVENTS | undefined
  try {
    const parsed = parseEventSignature(eventSig)
    key = knownEvents().get(`${parsed.topicHash}/${parsed.indexedCount}`)
  } catch {
    return undefined
  }
  const a = argList
  switch (key) {
    case 'RequestCreated': {
      const isListing = typeof a[4] === 'boolean' ? a[4] : undefined
      const fields = all({
        requestId: uint(a[0]),
        creator: addressOf(a[1]),
        tokenContract: addressOf(a[2]),
        tokenId: uint(a[3]),
        isListing,
        quantity: uint(a[5]),
        currency: addressOf(a[6]),
        pricePerToken: uint(a[7]),
        expiry: uint(a[8]),
      })
      return fields && { kind: 'created', ...fields }
    }
    case 'RequestAccepted': {
      const fields = all({
        requestId: uint(a[0]),
        buyer: addressOf(a[1]),
        tokenContract: addressOf(a[2]),
        recipient: addressOf(a[3]),
        quantity: uint(a[4]),
        quantityRemaining: uint(a[5]),
      })
      return fields && { kind: 'accepted', ...fields }
    }
    case 'RequestCancelled': {
      const fields = all({ requestId: uint(a[0]), tokenContract: addressOf(a[1]) })
      return fields && { kind: 'cancelled', ...fields }
    }
    case 'RequestsInvalidated': {
      const fields = all({ creator: addressOf(a[0]), before: uint(a[1]) })
      return fields && { kind: 'invalidated', ...fields }
    }
    case 'RequestsInvalidatedForCollection': {
      const fields = all({
        creator: addressOf(a[0]),
        tokenContract: addressOf(a[1]),
        before: uint(a[2]),
      })
      return fields && { kind: 'invalidated', ...fields }
    }
    default:
      return undefined
  }
}
