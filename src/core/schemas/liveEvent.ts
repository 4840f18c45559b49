/**
 * One message of the live feed (`platform-kit/server`'s Server-Sent Events
 * feed, read by `platform-kit/react`'s live queries): an on-chain event the
 * webhook receiver accepted, reduced to public chain data. The feed's
 * messages are untrusted where they arrive — anyone between the server and
 * the browser can write to a stream — so a client reads each one with this
 * schema and ignores one that does not fit; at worst a message causes a
 * refetch.
 */
import * as z from 'zod/mini'
import { address, closedEnum, decimal, int, sized } from './primitives.js'

/** What kind of change the event is: a token moved, an approval changed, or another event of the contract. */
export const LiveEventKind = closedEnum(['transfer', 'approval', 'other'])
export type LiveEventKind = z.infer<typeof LiveEventKind>

/** At most this many token ids in one message; a message with more is refused. */
export const LIVE_EVENT_MAX_TOKEN_IDS = 256

/**
 * The data of an SSE message of type `chain`:
 * `id: <id>\nevent: chain\ndata: <LiveEvent as JSON>\n\n`.
 */
export const LiveEvent = z.object({
  /** The feed's id of this message, as in the SSE `id` line: a decimal, increasing. */
  id: decimal,
  /** The chain id of the network the event happened on. */
  chainId: int,
  /** The contract that emitted the event. */
  contractAddress: address,
  /**
   * The collection whose orders and collectibles the event changes, when that
   * is not the contract that emitted it: the market's `RequestCancelled` is
   * emitted by the marketplace and changes an order of a collection. When
   * absent, the emitting contract is the collection. Read as
   * `collectionAddress ?? contractAddress` (`liveEventCollection`).
   */
  collectionAddress: z.optional(address),
  /**
   * The token ids the event names (decimal strings), tokens of its collection
   * (`collectionAddress ?? contractAddress`); empty when it names none.
   */
  tokenIds: sized(z.array(decimal), 0, LIVE_EVENT_MAX_TOKEN_IDS),
  kind: LiveEventKind,
  /** The event's name as the chain has it (`Transfer`, `TransferSingle`, …). */
  event: z.string(),
  /** The indexer's id of the event (the delivery's `uid`). */
  uid: z.string(),
  /** The block it was mined in, when known. */
  blockNumber: z.optional(int),
})
export type LiveEvent = z.infer<typeof LiveEvent>

/**
 * The collection a live event changes: its `collectionAddress` when it has
 * one, else the contract that emitted it (`contractAddress`). Its `tokenIds`
 * are tokens of this collection. Invalidation keys on it; compare it
 * case-insensitively.
 *
 * @example
 * ```ts
 * const event = LiveEvent.parse(JSON.parse(message.data))
 * if (liveEventCollection(event).toLowerCase() === myCollection.toLowerCase()) refresh(event.tokenIds)
 * ```
 */
export const liveEventCollection = (
  event: Pick<LiveEvent, 'contractAddress' | 'collectionAddress'>,
): string => event.collectionAddress ?? event.contractAddress

/**
 * The data of an SSE message of type `gap`: the server no longer holds what
 * happened after `after` (the client's `Last-Event-ID`), so the client cannot
 * know what it missed and refreshes what it shows.
 */
export const LiveGap = z.object({
  after: decimal,
  /** The oldest id the server still holds, when it holds any. */
  oldest: z.optional(decimal),
})
export type LiveGap = z.infer<typeof LiveGap>
