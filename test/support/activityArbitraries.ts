/**
 * Hostile deliveries for the activity's property tests (issue 31): any event
 * of the §6 table or outside it, with any addresses, ids past what a token
 * standard uses, batches of hundreds, and hostile members around it — as the
 * item `activityFromWebhook` makes of it once the receiver parsed it, or
 * `undefined` where the parser or `activityFromWebhook` refuses it.
 */
import fc from 'fast-check'
import {
  type ActivityInput,
  activityFromWebhook,
  parseWebhookEvent,
  WEBHOOK_EVENTS,
} from '../../src/server/index.js'
import { ALICE, eventBody, ZERO } from './activityEvents.js'
import * as arb from './arbitraries.js'

const MAX = 2n ** 256n - 1n
const account = fc.oneof(fc.constant(ZERO), fc.constant(ALICE), arb.address)
const uint = fc.oneof(
  fc.bigInt({ min: 0n, max: 20n }),
  fc.bigInt({ min: 0n, max: MAX }),
  fc.constant(MAX),
)
const uints = fc.oneof(
  fc.array(uint, { maxLength: 8 }),
  fc.array(fc.bigInt({ min: 0n, max: 400n }), { minLength: 90, maxLength: 260 }),
)

/** An event and arguments for it: the §6 table's, a cancel, events outside the table. */
const event = fc.oneof(
  fc
    .record({ from: account, to: account, tokenId: uint })
    .map((args) => [WEBHOOK_EVENTS.ERC721.Transfer, args] as const),
  fc
    .record({ from: account, to: account, value: uint })
    .map((args) => [WEBHOOK_EVENTS.ERC20.Transfer, args] as const),
  fc
    .record({ operator: account, from: account, to: account, id: uint, value: uint })
    .map((args) => [WEBHOOK_EVENTS.ERC1155.TransferSingle, args] as const),
  fc
    .record({ operator: account, from: account, to: account, ids: uints, values: uints })
    .map((args) => [WEBHOOK_EVENTS.ERC1155.TransferBatch, args] as const),
  fc
    .record({ operator: account, from: account, to: account, ids: uints })
    .map(
      ({ ids, ...args }) =>
        [WEBHOOK_EVENTS.ERC1155.TransferBatch, { ...args, ids, values: ids }] as const,
    ),
  fc
    .record({ owner: account, approved: account, tokenId: uint })
    .map((args) => [WEBHOOK_EVENTS.ERC721.Approval, args] as const),
  fc
    .record({ owner: account, operator: account, approved: fc.boolean() })
    .map((args) => [WEBHOOK_EVENTS.ERC721.ApprovalForAll, args] as const),
  fc
    .record({ value: fc.string({ unit: 'binary', maxLength: 40 }), id: uint })
    .map((args) => [WEBHOOK_EVENTS.ERC1155.URI, args] as const),
  fc
    .record({ orderId: uint, maker: account })
    .map(
      (args) => ['OrderCancelled(uint256 indexed orderId, address indexed maker)', args] as const,
    ),
  fc
    .record({ from: account, to: account, ids: uints })
    .map((args) => ['Moved(address from, address to, uint256[] ids)', args] as const),
)

/** Members of the delivery around the event, hostile or not. */
const members = fc.record(
  {
    uid: fc.oneof(arb.topicHash, arb.hostileString, fc.string({ minLength: 190, maxLength: 230 })),
    contractAddress: fc.oneof(arb.address, arb.invalidAddress),
    ts: fc.oneof(arb.isoTimestamp, arb.hostileString, fc.constant('+275760-09-13T00:00:00Z')),
    txnHash: fc.oneof(arb.topicHash, arb.hexString, arb.hostileString),
    txnLogIndex: fc.oneof(arb.hostileNumber, arb.hostileString, fc.nat().map(String)),
    blockNumber: arb.hostileNumber,
  },
  { requiredKeys: [] },
)

/** What the receiver may say of the collection: nothing, or an order's collection and tokens. */
const collection = fc.option(
  fc.record({
    address: arb.address,
    tokenIds: fc.option(fc.array(arb.tokenId, { maxLength: 120 }), { nil: undefined }),
  }),
  { nil: undefined },
)

/** A hostile delivery as the receiver parsed it, with what the receiver says of its collection; `undefined` when the parser refuses it. */
export const hostileDelivery = fc
  .tuple(event, members, collection)
  .map(([[signature, args], extra, option]) => {
    try {
      const delivery = parseWebhookEvent(eventBody(signature, args, extra))
      return { delivery, options: { chainId: 137, ...(option ? { collection: option } : {}) } }
    } catch {
      return undefined
    }
  })

/** What a hostile delivery becomes: an item, or `undefined` (refused by viem, the parser or activityFromWebhook). */
export const hostileActivityInput: fc.Arbitrary<ActivityInput | undefined> = hostileDelivery.map(
  (given) => given && activityFromWebhook(given.delivery, given.options),
)
