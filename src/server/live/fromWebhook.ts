/**
 * A webhook delivery as a live feed message: the public chain data of the
 * event (contract, token ids, kind, name, uid, block), nothing else of it —
 * and, when the receiver says so, the collection it changes.
 */
import { getAddress } from 'viem'
import {
  LIVE_EVENT_MAX_TOKEN_IDS,
  type LiveEvent,
  type LiveEventKind,
} from '../../core/schemas/liveEvent.js'
import { decimal } from '../../core/schemas/primitives.js'
import { knownWebhookEvents, parseEventSignature } from '../../core/webhooks/events.js'
import { marketRequestEvent } from '../webhooks/market.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'

/**
 * The collection a delivery changes when that is not the contract that
 * emitted it and the event does not say — a marketplace's event changes an
 * order of a collection — as the receiver found it (in its own database, from
 * the event's order id); or the tokens of a market event that names only its
 * collection (an accepted or cancelled request: its token, as the receiver
 * stored it when the request was created).
 */
export interface LiveEventCollectionOption {
  /** The collection's address; the messages carry it, checksummed, as `collectionAddress`. */
  readonly address: string
  /**
   * The collection's tokens the event changes (unsigned integers: bigints or
   * decimal strings), replacing whatever token ids the delivery names — a
   * marketplace event's `id` argument is an order's, not a token's. `[]`
   * names none: every token of the collection. When omitted, the token ids
   * the delivery itself names are taken as tokens of the collection.
   */
  readonly tokenIds?: readonly (string | bigint)[]
}

/**
 * A market request as it was made (its `RequestCreated`, as the activity
 * store kept it, or the request read from the chain): what an event that
 * names only the request's id — accepted, cancelled — is about.
 */
export interface MarketRequestFacts {
  readonly isListing: boolean
  /** Its maker (creator). */
  readonly maker: string
  readonly tokenId: string
  /** Per token, in base units of `currency`. */
  readonly price: string
  readonly currency: string
  /** How many it was made for. */
  readonly quantity: string
}

/** What a delivery does not say: the network of the listener that received it, and which collection it changes. */
export interface LiveEventFromWebhookOptions {
  /** The chain id of the network the webhook listener was registered on (137 for Polygon). */
  readonly chainId: number
  /**
   * The collection the event changes, when it is not the emitting contract
   * and the event does not name it; or, for a market event, the tokens it
   * changes. Omit it for a collection's own events (transfers, approvals),
   * which name their tokens, and for Sequence Market's request events, which
   * name their collection (`tokenContract`) and a new request its token.
   */
  readonly collection?: LiveEventCollectionOption
  /**
   * For the market's `RequestAccepted` and `RequestCancelled`, which name
   * only the request's id and collection: the request as it was made (an
   * `ActivityStore`'s `request`), whose token the messages name.
   */
  readonly request?: MarketRequestFacts
}

/** Argument names that carry token ids, for events outside the §6 table. */
const TOKEN_ID_NAMES = ['tokenId', 'tokenIds', 'id', 'ids'] as const

/** The event's name: what its signature has before the parenthesis. */
const nameOf = (signature: string | undefined) => signature?.split('(')[0]?.trim() ?? ''

const kindOf = (name: string): LiveEventKind =>
  name.startsWith('Transfer') ? 'transfer' : name.startsWith('Approval') ? 'approval' : 'other'

/** The token-id argument of a §6 table event, by position (a shorthand signature names it `arg3`). */
function tableTokenIds(delivery: ParsedWebhookEvent): unknown {
  const { eventSig } = delivery.event.event
  if (!eventSig) return undefined
  let signature: ReturnType<typeof parseEventSignature>
  try {
    signature = parseEventSignature(eventSig)
  } catch {
    return undefined
  }
  const row = knownWebhookEvents().find(
    (k) =>
      k.tokenIdArgument !== undefined &&
      k.event.topicHash === signature.topicHash &&
      k.event.indexedCount === signature.indexedCount,
  )
  return row ? delivery.argList[row.tokenIdArgument!] : undefined
}

function tokenIdsOf(delivery: ParsedWebhookEvent): string[] {
  let value = tableTokenIds(delivery)
  if (value === undefined) {
    const name = TOKEN_ID_NAMES.find(
      (n) => typeof delivery.args[n] === 'bigint' || Array.isArray(delivery.args[n]),
    )
    value = name === undefined ? undefined : delivery.args[name]
  }
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  if (!values.every((v) => typeof v === 'bigint' && v >= 0n)) return []
  return [...new Set(values.map(String))]
}

/** `collection.tokenIds` as decimal strings, each once; a `TypeError` for one that is not a uint256. */
function optionTokenIds(ids: readonly (string | bigint)[]): string[] {
  return [
    ...new Set(
      ids.map((id) => {
        const text = typeof id === 'bigint' && id >= 0n ? String(id) : id
        if (typeof text !== 'string' || !decimal.safeParse(text).success) {
          throw new TypeError(
            `liveEventsFromWebhook: collection token id ${typeof id === 'bigint' ? id : JSON.stringify(id)} is not a decimal uint256`,
          )
        }
        return text
      }),
    ),
  ]
}

/**
 * Reduces a delivery the webhook receiver accepted to live feed messages
 * (without their `id`, which `publish` assigns): one, or — for a batch that
 * names more token ids than a message carries (256) — one per 256 ids, so
 * that every token the event touched is named: the contract (checksummed, as
 * `parseWebhookEvent` gives addresses; compare case-insensitively), the token
 * ids as decimal strings (ERC-721 `tokenId`, ERC-1155 `id` or `ids`, found by
 * position for the §6 table's events, else an unsigned argument named
 * `tokenId`, `tokenIds`, `id` or `ids`; none for an ERC-20 event; each once),
 * the kind (`Transfer…` → `transfer`, `Approval…` → `approval`, else `other`),
 * the event's name from its signature (empty when the delivery has none), the
 * indexer's `uid`, and the block. A delivery says nothing of its network, so
 * `chainId` is the one its listener was registered on. Sequence Market's
 * request events name their collection (`tokenContract`): the messages carry
 * it as `collectionAddress`, so that live queries refetch that collection's
 * reads, not the market's — with the token of a new request, and of an
 * accepted or cancelled one when `request` says it (as the activity store
 * kept its listing or offer: `storedMarketRequest`). Another marketplace's
 * event may name only an order: pass `collection`, looked up from the order,
 * and its `tokenIds` replace the delivery's. Throws a `TypeError` when the
 * delivery has no valid `contractAddress`, or `collection` an invalid address
 * or token id.
 *
 * @example
 * ```ts
 * const feed = createLiveFeed()
 * createWebhookHandler({
 *   onEvent: async (delivery) => { await db.save(delivery) },
 *   onProcessed: (delivery) => {
 *     for (const event of liveEventsFromWebhook(delivery, { chainId: 137 })) feed.publish(event)
 *   },
 * })
 * // [{ chainId: 137, contractAddress: '0x5FbD…0aa3', tokenIds: ['5'], kind: 'transfer',
 * //   event: 'Transfer', uid: '0x…', blockNumber: 7 }]
 *
 * // The market's cancel of a request: its collection from the event, its token as it was listed.
 * const request = await storedMarketRequest(activity, delivery, { chainId: 137 })
 * liveEventsFromWebhook(delivery, { chainId: 137, request })
 * // [{ chainId: 137, contractAddress: '0xMarket…', collectionAddress: '0xCollection…',
 * //   tokenIds: ['5'], kind: 'other', event: 'RequestCancelled', uid: '0x…', blockNumber: 8 }]
 * ```
 */
export function liveEventsFromWebhook(
  delivery: ParsedWebhookEvent,
  options: LiveEventFromWebhookOptions,
): Omit<LiveEvent, 'id'>[] {
  const { chainId } = options
  if (!Number.isSafeInteger(chainId) || chainId < 1) {
    throw new TypeError('liveEventsFromWebhook: chainId must be a positive integer')
  }
  const { event } = delivery
  let contractAddress: string
  try {
    contractAddress = getAddress(event.contractAddress ?? '')
  } catch {
    throw new TypeError(
      `liveEventsFromWebhook: contractAddress ${JSON.stringify(event.contractAddress)} of delivery ${event.uid} is not an address`,
    )
  }
  let collectionAddress: string | undefined
  if (options.collection !== undefined) {
    try {
      collectionAddress = getAddress(options.collection.address)
    } catch {
      throw new TypeError(
        `liveEventsFromWebhook: collection ${JSON.stringify(options.collection.address)} is not an address`,
      )
    }
  }
  const name = nameOf(event.event.eventSig)
  const { blockNumber } = event
  // The market's request events name their collection, and a new request its token.
  const market = marketRequestEvent(event.event.eventSig, delivery.argList)
  if (collectionAddress === undefined && market?.tokenContract !== undefined) {
    collectionAddress = market.tokenContract
  }
  const tokenIds =
    options.collection?.tokenIds !== undefined
      ? optionTokenIds(options.collection.tokenIds)
      : market
        ? market.kind === 'created'
          ? [String(market.tokenId)]
          : options.request && market.kind !== 'invalidated'
            ? optionTokenIds([options.request.tokenId])
            : []
        : tokenIdsOf(delivery)
  const chunks: string[][] = []
  for (let i = 0; i < tokenIds.length; i += LIVE_EVENT_MAX_TOKEN_IDS) {
    chunks.push(tokenIds.slice(i, i + LIVE_EVENT_MAX_TOKEN_IDS))
  }
  return (chunks.length ? chunks : [[]]).map((ids) => ({
    chainId,
    contractAddress,
    ...(collectionAddress === undefined ? {} : { collectionAddress }),
    tokenIds: ids,
    kind: kindOf(name),
    event: name,
    uid: event.uid,
    ...(Number.isSafeInteger(blockNumber) && blockNumber! >= 0 ? { blockNumber } : {}),
  }))
}
