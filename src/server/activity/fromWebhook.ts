/**
 * A webhook delivery as an activity item: the decoded public facts of the
 * event — what happened, from whom to whom, which tokens and how many, where
 * and when — and nothing else of the payload. Events the kit knows are read
 * by position in the §6 table (found by topic hash and layout, not by the
 * names a delivery gives its arguments); hostile values are refused or
 * bounded, so that every item fits `ActivityItem`.
 */

import {
  ACTIVITY_MAX_EVENT_NAME,
  ACTIVITY_MAX_TOKENS,
  type ActivityKind,
  type ActivityToken,
} from '../../core/schemas/activity.js'
import { checksummed } from '../../core/schemas/address.js'
import { decimal } from '../../core/schemas/primitives.js'
import {
  type KnownWebhookEvent,
  knownWebhookEvents,
  parseEventSignature,
} from '../../core/webhooks/events.js'
import type { LiveEventFromWebhookOptions } from '../live/fromWebhook.js'
import { marketRequestEvent } from '../webhooks/market.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'
import { storableText } from './input.js'
import { marketFacts, requestFacts } from './market.js'
import type { ActivityInput } from './store.js'
import { type Facts, tokensOf, uint } from './tokens.js'

/**
 * What a delivery does not say: its network, and which collection (and
 * tokens) a marketplace's event concerns — as for `liveEventsFromWebhook`.
 */
export type ActivityFromWebhookOptions = LiveEventFromWebhookOptions

const ZERO = '0x0000000000000000000000000000000000000000'
/** Argument names that carry token ids, for events outside the §6 table. */
const TOKEN_ID_NAMES = ['tokenId', 'tokenIds', 'id', 'ids'] as const

const addressOf = checksummed

/** The §6 table's row of the delivery's event (topic hash and indexed count), if any. */
function tableRow(eventSig: string | undefined): KnownWebhookEvent | undefined {
  if (!eventSig) return undefined
  let signature: ReturnType<typeof parseEventSignature>
  try {
    signature = parseEventSignature(eventSig)
  } catch {
    return undefined
  }
  return knownWebhookEvents().find(
    (k) =>
      k.event.topicHash === signature.topicHash && k.event.indexedCount === signature.indexedCount,
  )
}

/** A transfer's kind: from the zero address a mint, to it a burn. */
const transferKind = (from: string | undefined, to: string | undefined): ActivityKind =>
  from === ZERO ? 'mint' : to === ZERO ? 'burn' : 'transfer'

/** What an event of the §6 table says, by position. */
function tableFacts(row: KnownWebhookEvent, args: readonly unknown[]): Facts {
  const at = (i: number) => addressOf(args[i])
  const key = `${row.standard}.${row.event.name}`
  switch (key) {
    case 'ERC20.Transfer':
    case 'ERC20.Approval': {
      const amount = uint(args[2])
      return {
        kind: key === 'ERC20.Transfer' ? transferKind(at(0), at(1)) : 'approval',
        from: at(0),
        to: at(1),
        tokens: amount === undefined ? undefined : [],
        amount,
      }
    }
    case 'ERC721.Transfer':
      return {
        kind: transferKind(at(0), at(1)),
        from: at(0),
        to: at(1),
        tokens: tokensOf([args[2]], [1n]),
      }
    case 'ERC721.Approval':
      return { kind: 'approval', from: at(0), to: at(1), tokens: tokensOf([args[2]]) }
    case 'ERC1155.TransferSingle':
      return {
        kind: transferKind(at(1), at(2)),
        from: at(1),
        to: at(2),
        tokens: tokensOf([args[3]], [args[4]]),
      }
    case 'ERC1155.TransferBatch': {
      const [ids, values] = [args[3], args[4]]
      const zipped =
        Array.isArray(ids) && Array.isArray(values) && ids.length === values.length
          ? tokensOf(ids, values)
          : undefined
      return { kind: transferKind(at(1), at(2)), from: at(1), to: at(2), tokens: zipped }
    }
    case 'ERC1155.URI':
      return { kind: 'metadata', tokens: tokensOf([args[1]]) }
    default:
      // ApprovalForAll, of either standard.
      return { kind: 'approval', from: at(0), to: at(1), tokens: [] }
  }
}

/** What another event says: token ids by argument name, `from`/`to` when addresses. */
function otherFacts(args: Readonly<Record<string, unknown>>): Facts {
  const tokenName = TOKEN_ID_NAMES.find(
    (n) => typeof args[n] === 'bigint' || Array.isArray(args[n]),
  )
  const value = tokenName === undefined ? [] : args[tokenName]
  const tokens = tokensOf(Array.isArray(value) ? value : [value]) ?? []
  return { kind: 'other', from: addressOf(args.from), to: addressOf(args.to), tokens }
}

/** `collection.tokenIds` as tokens; a `TypeError` for one that is not a uint256. */
function optionTokens(ids: readonly (string | bigint)[]): ActivityToken[] {
  return [
    ...new Set(
      ids.map((id) => {
        const text = typeof id === 'bigint' ? uint(id) : id
        if (typeof text !== 'string' || !decimal.safeParse(text).success) {
          throw new TypeError(
            `activityFromWebhook: collection token id ${typeof id === 'bigint' ? id : JSON.stringify(id)} is not a decimal uint256`,
          )
        }
        return text
      }),
    ),
  ].map((tokenId) => ({ tokenId }))
}

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
 * the request's price, currency and quantity (a sale's and a cancel's from
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
  const { chainId } = options
  if (!Number.isSafeInteger(chainId) || chainId < 1) {
    throw new TypeError('activityFromWebhook: chainId must be a positive integer')
  }
  let collectionAddress: string | undefined
  if (options.collection !== undefined) {
    collectionAddress = addressOf(options.collection.address)
    if (collectionAddress === undefined) {
      throw new TypeError(
        `activityFromWebhook: collection ${JSON.stringify(options.collection.address)} is not an address`,
      )
    }
  }
  const { event, args, argList } = delivery
  const contractAddress = addressOf(event.contractAddress)
  const uid = event.uid
  if (
    contractAddress === undefined ||
    typeof uid !== 'string' ||
    !uid ||
    uid.length > 200 ||
    !storableText(uid)
  ) {
    return undefined
  }
  const name = (event.event.eventSig?.split('(')[0]?.trim() ?? '').slice(0, ACTIVITY_MAX_EVENT_NAME)
  const row = tableRow(event.event.eventSig)
  const market = row ? undefined : marketRequestEvent(event.event.eventSig, argList)
  const facts = row
    ? tableFacts(row, argList)
    : market
      ? marketFacts(market, requestFacts(options.request))
      : otherFacts(args)
  if (facts.tokens === undefined) return undefined
  const tokens =
    options.collection?.tokenIds !== undefined
      ? optionTokens(options.collection.tokenIds)
      : facts.tokens
  const collection = collectionAddress ?? facts.collection
  const { blockNumber, txnHash } = event
  const logIndex = logIndexOf(event.txnLogIndex)
  return {
    kind: facts.kind,
    event: name,
    chainId,
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
    ...(Number.isSafeInteger(blockNumber) && blockNumber! >= 0 ? { blockNumber } : {}),
    ...(typeof txnHash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(txnHash)
      ? { txnHash: txnHash.toLowerCase() }
      : {}),
    ...(logIndex === undefined ? {} : { logIndex }),
    time: timeOf(event.ts, new Date()),
    uid,
  }
}
