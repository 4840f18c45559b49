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
import type { ParsedWebhookEvent } from '../webhooks/parse.js'

/**
 * The collection a delivery changes when that is not the contract that
 * emitted it — a marketplace's event changes an order of a collection — as
 * the receiver found it (in its own database, from the event's order id).
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

/** What a delivery does not say: the network of the listener that received it, and which collection it changes. */
export interface LiveEventFromWebhookOptions {
  /** The chain id of the network the webhook listener was registered on (137 for Polygon). */
  readonly chainId: number
  /**
   * The collection the event changes, when it is not the emitting contract
   * (a marketplace's `OrderCancelled(orderId, maker)`); omit it for a
   * collection's own events (transfers, approvals), which name their tokens.
   */
  readonly collection?: LiveEventCollectionOption
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
 * `chainId` is the one its listener was registered on. Nor does a
 * marketplace's event say which collection it changes (`OrderCancelled`
 * names an order and its maker): pass `collection`, looked up from the order,
 * and the messages carry its address as `collectionAddress` — so that live
 * queries refetch that collection's reads, not the marketplace's — and its
 * `tokenIds` in place of the delivery's. Throws a `TypeError` when the
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
 * // A marketplace's cancel: the order, found by its id, names the collection and token.
 * const order = await db.orderById(delivery.args.orderId)
 * liveEventsFromWebhook(delivery, {
 *   chainId: 137,
 *   collection: { address: order.collection, tokenIds: [order.tokenId] },
 * })
 * // [{ chainId: 137, contractAddress: '0xMarketplace…', collectionAddress: '0xCollection…',
 * //   tokenIds: ['5'], kind: 'other', event: 'OrderCancelled', uid: '0x…', blockNumber: 8 }]
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
  const tokenIds =
    options.collection?.tokenIds !== undefined
      ? optionTokenIds(options.collection.tokenIds)
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
