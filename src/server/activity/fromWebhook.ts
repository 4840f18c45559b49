/**
 * A webhook delivery as an activity item: the decoded public facts of the
 * event — what happened, from whom to whom, which tokens and how many, where
 * and when — and nothing else of the payload. Events the kit knows are read
 * by position in the §6 table (found by topic hash and layout, not by the
 * names a delivery gives its arguments); hostile values are refused or
 * bounded, so that every item fits `ActivityItem`.
 */

import { ACTIVITY_MAX_EVENT_NAME, ACTIVITY_MAX_TOKENS } from '../../core/schemas/activity.js'
import { checksummed } from '../../core/schemas/address.js'
import { deliveryFacts } from '../facts/facts.js'
import type { LiveEventFromWebhookOptions } from '../facts/options.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'
import { storableText } from './input.js'
import type { ActivityInput } from './store.js'

/**
 * What a delivery does not say: its network, and which collection (and
 * tokens) a marketplace's event concerns — as for `liveEventsFromWebhook`.
 */
export type ActivityFromWebhookOptions = LiveEventFromWebhookOptions

/** A delivery's `txnLogIndex` (a string or a number) as a safe non-negative integer. */
function logIndexOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,16}$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

/** The delivery's `ts` in ISO 8601 when it is a date, else `received`. */
function timeOf(ts: unknown, received: Date): string {
  const ms = typeof ts === 'string' && ts.length <= 40 ? Date.parse(ts) : Number.NaN
  return new Date(Number.isNaN(ms) ? received.getTime() : ms).toISOString()
}

/**
 * Reduces a delivery the webhook receiver accepted to an activity item (for
 * an `ActivityStore`'s `add`, which assigns its `id`), or `undefined` for one
 * it refuses: a contract address or value that is not what it must be, a
 * uid empty, longer than 200 or with a lone surrogate or a NUL.
 * The kind: a `Transfer`, `TransferSingle` or `TransferBatch` of the §6
 * table from the zero address is a `mint`, to it a `burn`, else a
 * `transfer`; `Approval` and `ApprovalForAll` an `approval`; ERC-1155 `URI`
 * `metadata`; the market's `RequestCreated` a `listing` or an `offer`,
 * `RequestAccepted` a `sale`, `RequestCancelled` a `cancel` and
 * `RequestsInvalidated` an `invalidate`, under the collection they name, with
 * the request's price, currency and quantity (and a listing's or offer's `expiry`) (a sale's and a cancel's from
 * `request`, as the store kept the listing or offer: `storedMarketRequest`); any
 * other event `other` (token ids from an argument named `tokenId`,
 * `tokenIds`, `id` or `ids`; from/to from `from`/`to`). Tokens carry their
 * amounts (ERC-721 `1`, ERC-1155 its values, a batch zipped, each id once
 * with its amounts summed); at most `ACTIVITY_MAX_TOKENS` are listed,
 * `tokenCount` counts them all and `tokenIds` names them all (a store finds
 * the item by any). An ERC-20 event lists no tokens; its value is `amount`.
 * `time` is the delivery's `ts` when it is a date, else now; `txnHash` only
 * when it is 0x and 64 hex digits; `logIndex` when `txnLogIndex` is a
 * non-negative integer. `chainId` and `collection` mean what they mean for
 * `liveEventsFromWebhook`; a `TypeError` when they are invalid.
 *
 * @example
 * ```ts
 * const activity = await createPostgresActivityStore({ pool, ensureTable: true })
 * createWebhookHandler({
 *   dedupe: createPostgresDedupeStore({ pool }),
 *   transactional: true,
 *   onEvent: async (delivery, { tx }) => {
 *     const request = await storedMarketRequest(activity, delivery, { chainId: 137 })
 *     const item = activityFromWebhook(delivery, { chainId: 137, request })
 *     // { kind: 'transfer', event: 'Transfer', from: '0x7099…', to: '0x3C44…',
 *     //   tokens: [{ tokenId: '5', amount: '1' }], tokenCount: 1, blockNumber: 7, … }
 *     if (item) await activity.addWithin(tx, [item])
 *   },
 * })
 * ```
 */
export function activityFromWebhook(
  delivery: ParsedWebhookEvent,
  options: ActivityFromWebhookOptions,
): ActivityInput | undefined {
  const facts = deliveryFacts(delivery, options, 'activityFromWebhook')
  const { event } = delivery
  const contractAddress = checksummed(event.contractAddress)
  const uid = event.uid
  if (
    contractAddress === undefined ||
    typeof uid !== 'string' ||
    !uid ||
    uid.length > 200 ||
    !storableText(uid) ||
    facts.tokens === undefined
  ) {
    return undefined
  }
  const name = (event.event.eventSig?.split('(')[0]?.trim() ?? '').slice(0, ACTIVITY_MAX_EVENT_NAME)
  const { tokens, collection } = facts
  const { blockNumber, txnHash } = event
  const logIndex = logIndexOf(event.txnLogIndex)
  return {
    kind: facts.kind,
    event: name,
    chainId: options.chainId,
    contractAddress,
    ...(collection === undefined ? {} : { collectionAddress: collection }),
    ...(facts.from === undefined ? {} : { from: facts.from }),
    ...(facts.to === undefined ? {} : { to: facts.to }),
    tokens: tokens.slice(0, ACTIVITY_MAX_TOKENS),
    tokenCount: tokens.length,
    tokenIds: tokens.map((t) => t.tokenId),
    ...(facts.amount === undefined ? {} : { amount: facts.amount }),
    ...(facts.requestId === undefined ? {} : { requestId: facts.requestId }),
    ...(facts.price === undefined ? {} : { price: facts.price }),
    ...(facts.currency === undefined ? {} : { currency: facts.currency }),
    ...(facts.quantity === undefined ? {} : { quantity: facts.quantity }),
    ...(facts.expiry === undefined ? {} : { expiry: facts.expiry }),
    ...(Number.isSafeInteger(blockNumber) && blockNumber! >= 0 ? { blockNumber } : {}),
    ...(typeof txnHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(txnHash)
      ? { txnHash: txnHash.toLowerCase() }
      : {}),
    ...(logIndex === undefined ? {} : { logIndex }),
    time: timeOf(event.ts, new Date()),
    uid,
  }
}
