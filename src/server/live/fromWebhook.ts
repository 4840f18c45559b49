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
import { deliveryFacts } from '../facts/facts.js'
import type { LiveEventFromWebhookOptions } from '../facts/options.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'

export type {
  LiveEventCollectionOption,
  LiveEventFromWebhookOptions,
  MarketRequestFacts,
} from '../facts/options.js'

/** The event's name: what its signature has before the parenthesis. */
const nameOf = (signature: string | undefined) => signature?.split('(')[0]?.trim() ?? ''

const kindOf = (name: string): LiveEventKind =>
  name.startsWith('Transfer') ? 'transfer' : name.startsWith('Approval') ? 'approval' : 'other'

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
  const { event } = delivery
  let contractAddress: string
  try {
    contractAddress = getAddress(event.contractAddress ?? '')
  } catch {
    throw new TypeError(
      `liveEventsFromWebhook: contractAddress ${JSON.stringify(event.contractAddress)} of delivery ${event.uid} is not an address`,
    )
  }
  const facts = deliveryFacts(delivery, options, 'liveEventsFromWebhook')
  const collectionAddress = facts.collection
  const name = nameOf(event.event.eventSig)
  const { blockNumber } = event
  // An event whose values are not what their types say names no token: the contract's reads refetch.
  const tokenIds = (facts.tokens ?? []).map((t) => t.tokenId)
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
