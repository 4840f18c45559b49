/**
 * The activity read (`platform-kit/server`'s `createActivityHandler`, read by
 * `platform-kit/query`'s `activityInfiniteQueryOptions`): what happened to a
 * collection or to one token, as the webhook receiver accepted it, newest
 * first. The interface has no activity read (issue 31); this is the kit's own
 * wire, served by the app's server beside the live feed.
 *
 * Every item is untrusted where it arrives — the events come from any
 * contract, the answer from any server in between — so a client reads each
 * item with `ActivityItem` and drops one that does not fit; the UI renders
 * every field as text.
 */
import * as z from 'zod/mini'
import { address, decimal, hex, int, sized } from './primitives.js'

/**
 * What an item is, in words a marketplace user knows: on the platform's
 * market (Sequence Market's request events, issue 43) a `listing` or an
 * `offer` made, a `sale` (a request accepted), a `cancel` of one, or an
 * `invalidate` of a maker's requests in bulk; on a collection a token
 * `mint`ed (a transfer from the zero address), `transfer`red, `burn`ed (to
 * the zero address), an `approval` (`Approval`, `ApprovalForAll`), a token's
 * `metadata` changed (ERC-1155 `URI`); or `other` — any other event the
 * receiver accepted, named by its `event`. A reader keeps a kind it does not
 * know (a newer server's, or an older one's `orderCancelled`) and shows it as
 * `other`.
 */
export const ACTIVITY_KINDS = [
  'listing',
  'offer',
  'sale',
  'cancel',
  'invalidate',
  'mint',
  'transfer',
  'burn',
  'approval',
  'metadata',
  'other',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** At most this many tokens are listed in one item; `tokenCount` says how many the event named. */
export const ACTIVITY_MAX_TOKENS = 100

/** The most items one page holds, whatever `limit` asks; the default is `ACTIVITY_DEFAULT_LIMIT`. */
export const ACTIVITY_MAX_LIMIT = 100
export const ACTIVITY_DEFAULT_LIMIT = 50

/** An event name's longest form kept (a contract names its events as it likes). */
export const ACTIVITY_MAX_EVENT_NAME = 64

/** A token an item names, and how many of it moved (ERC-1155; `1` for ERC-721). */
export const ActivityToken = z.object({
  tokenId: decimal,
  /** How many moved; absent where the event says no amount (an approval, a cancel). */
  amount: z.optional(decimal),
})
export type ActivityToken = z.infer<typeof ActivityToken>

/** One thing that happened: one log of one transaction, as the receiver accepted it. */
export const ActivityItem = z.object({
  /**
   * The store's id of the item: a decimal, consecutive, increasing in the
   * order the items were stored (and committed) on every instance. Newest
   * first is highest id first.
   */
  id: decimal,
  /** `ACTIVITY_KINDS`, or a kind this reader does not know (kept, shown as `other`). */
  kind: sized(z.string(), 1, 32),
  /** The event's name as the chain has it (`Transfer`, `TransferBatch`, `RequestAccepted`). */
  event: sized(z.string(), 0, ACTIVITY_MAX_EVENT_NAME),
  /** The chain id of the network it happened on. */
  chainId: int,
  /** The contract that emitted the event. */
  contractAddress: address,
  /** The collection it concerns when that is not the emitting contract (the market's events). */
  collectionAddress: z.optional(address),
  /**
   * Who the tokens left (a transfer's `from`, a sale's seller), who offered
   * them or money for them (a listing's, an offer's, a cancel's maker), an
   * approval's owner.
   */
  from: z.optional(address),
  /** Who got them (a transfer's `to`, a sale's buyer or their recipient), an approval's spender or operator. */
  to: z.optional(address),
  /** A market item's request: its id (the native order's `orderId`). */
  requestId: z.optional(decimal),
  /** A market item's price per token, in base units of `currency` (the request's `pricePerToken`). */
  price: z.optional(decimal),
  /** The currency of `price`: an ERC-20, or the zero address for the chain's own. */
  currency: z.optional(address),
  /** How many tokens a listing or an offer is for, or a sale sold. */
  quantity: z.optional(decimal),
  /**
   * A listing's or an offer's expiry, in seconds since 1970 (the request's
   * `expiry` as the market's `RequestCreated` says it): past it, the market
   * no longer accepts the request.
   */
  expiry: z.optional(decimal),
  /** The tokens named, each once, at most `ACTIVITY_MAX_TOKENS`; empty for an ERC-20 event. */
  tokens: sized(z.array(ActivityToken), 0, ACTIVITY_MAX_TOKENS),
  /** How many tokens the event named in all (more than `tokens.length` for a large batch). */
  tokenCount: int,
  /** An ERC-20 event's value, in the currency's base units. */
  amount: z.optional(decimal),
  /** The block, the transaction and the log's index in it, when the delivery said. */
  blockNumber: z.optional(int),
  txnHash: z.optional(sized(hex, 66, 66)),
  logIndex: z.optional(int),
  /** When it happened (the block's time, else when it was received), ISO 8601. */
  time: sized(z.string(), 1, 40),
  /** The indexer's id of the event (the delivery's `uid`): one item per uid. */
  uid: sized(z.string(), 1, 200),
})
export type ActivityItem = z.infer<typeof ActivityItem>

/**
 * One page of the read, newest first. `cursor` reads the page after it
 * (older items); absent on the last page. A read with `after` (the items
 * newer than an id, for a live list) answers them newest first too, and
 * `more: true` when there were more than `limit` of them.
 */
export interface ActivityPage {
  readonly items: readonly ActivityItem[]
  readonly cursor?: string
  readonly more?: boolean
}
