/**
 * Untrusted input to the activity (issue 31): any delivery the receiver
 * accepts — any event of the §6 table or outside it, hostile addresses, ids,
 * batches, uids, times — becomes an item that fits `ActivityItem`, or none:
 * whatever the store returns, stored or read, a client reads. And any query
 * string the read is sent is answered 200 or 400 with JSON, never a 500.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ACTIVITY_MAX_TOKENS, ActivityItem } from '../../src/core/schemas/activity.js'
import {
  activityFromWebhook,
  createActivityHandler,
  createMemoryActivityStore,
  parseWebhookEvent,
  WEBHOOK_EVENTS,
  WebhookEventError,
} from '../../src/server/index.js'
import * as arb from '../support/arbitraries.js'
import { expectNoPollution, PROPERTY_TIMEOUT, runs, withinBudgetAsync } from '../support/fuzz.js'
import { ALICE, eventBody, NFT, ZERO } from './activityEvents.js'

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

describe('hostile deliveries', () => {
  test(
    'every item the store returns, stored or read, fits ActivityItem; at most 100 tokens, tokenCount exact',
    async () => {
      const store = createMemoryActivityStore({ maxItems: 500 })
      let stored = 0
      await fc.assert(
        fc.asyncProperty(event, members, collection, async ([signature, args], extra, option) => {
          let body: Record<string, unknown>
          try {
            body = eventBody(signature, args, extra)
          } catch {
            return // viem refuses to encode it (an address it does not take)
          }
          let delivery: ReturnType<typeof parseWebhookEvent>
          try {
            delivery = parseWebhookEvent(body)
          } catch (e) {
            expect(e).toBeInstanceOf(WebhookEventError)
            return
          }
          const input = activityFromWebhook(delivery, {
            chainId: 137,
            ...(option ? { collection: option } : {}),
          })
          if (input === undefined) return
          expect(input.tokens.length).toBeLessThanOrEqual(ACTIVITY_MAX_TOKENS)
          expect(input.tokenCount).toBe(input.tokenIds!.length)
          const added = await withinBudgetAsync(() => store.add([input]))
          stored += added.length
          const page = await store.read({
            chainId: 137,
            contractAddress: input.collectionAddress ?? input.contractAddress,
            ...(input.tokenIds!.length ? { tokenId: input.tokenIds!.at(-1) } : {}),
            limit: 100,
          })
          for (const item of [...added, ...page.items]) {
            const checked = ActivityItem.safeParse(item)
            expect(checked.success, JSON.stringify(item)).toBe(true)
          }
          expectNoPollution()
        }),
        runs(300),
      )
      expect(stored).toBeGreaterThan(50)
    },
    PROPERTY_TIMEOUT,
  )
})

const PARAMETERS = ['chainId', 'contract', 'tokenId', 'kind', 'account', 'limit', 'cursor', 'after']

/** A parameter's value: a valid one, nearly one, or anything. */
const value = fc.oneof(
  fc.constantFrom('137', '1', '0', '-1', '1.5', '1e3', '100', '101', '', ' 5', '0x10'),
  fc.constantFrom('mint', 'mint,transfer', 'sale', ',', 'mint,,burn', 'MINT'),
  arb.address,
  arb.invalidAddress,
  arb.tokenId,
  arb.invalidTokenId,
  fc.bigInt({ min: 0n, max: 10n ** 90n }).map(String),
  arb.hostileString,
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/**
 * A query string: parameters known and not, repeated, or any text at all; or
 * every parameter valid but for a few (`valid` gives each's valid values).
 */
const queryString = (valid: Record<string, fc.Arbitrary<string>>) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMETERS), arb.hostileKey), value), {
        maxLength: 10,
      })
      .map((pairs) => new URLSearchParams(pairs).toString()),
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.record(
            Object.fromEntries(
              PARAMETERS.filter((p) => p !== 'cursor' && p !== 'after').map((p) => [
                p,
                fc.oneof({ weight: 8, arbitrary: valid[p]! }, { weight: 1, arbitrary: value }),
              ]),
            ) as Record<string, fc.Arbitrary<string>>,
            { requiredKeys: ['chainId', 'contract'] },
          ),
          fc.option(
            fc.tuple(
              fc.constantFrom('cursor', 'after'),
              fc.oneof(valid.cursor!, valid.after!, value),
            ),
            {
              freq: 2,
              nil: undefined,
            },
          ),
        )
        .map(([params, paging]) =>
          new URLSearchParams({
            ...(params as Record<string, string>),
            ...(paging ? { [paging[0]]: paging[1] } : {}),
          }).toString(),
        ),
    },
    arb.adversarialText(['&', '=', '%', '%2', '%zz', 'limit=', 'cursor=', 'chainId=137', '+', '#']),
    fc.string({ unit: 'binary', maxLength: 80 }),
  )

describe('the read', () => {
  test(
    'any query string: 200 with a page or 400 with an error, JSON, never a 500',
    async () => {
      const store = createMemoryActivityStore()
      await store.add(
        Array.from({ length: 40 }, (_, n) => ({
          kind: 'transfer',
          event: 'Transfer',
          chainId: 137,
          contractAddress: NFT,
          tokens: [{ tokenId: String(n % 5) }],
          tokenCount: 1,
          time: '2026-01-01T00:00:00.000Z',
          uid: `u${n}`,
        })),
      )
      const handler = createActivityHandler({ store, onError: () => {} })
      const page = (tokenId?: string) =>
        store.read({
          chainId: 137,
          contractAddress: NFT,
          limit: 3,
          ...(tokenId ? { tokenId } : {}),
        })
      const [all, token] = await Promise.all([page(), page('2')])
      const valid = {
        chainId: fc.constant('137'),
        contract: fc.constantFrom(NFT, NFT.toLowerCase()),
        tokenId: fc.constantFrom('0', '2', '4'),
        kind: fc.constantFrom('transfer', 'mint,transfer', 'other'),
        account: fc.constantFrom(ALICE, ZERO),
        limit: fc.integer({ min: 1, max: 100 }).map(String),
        cursor: fc.constantFrom(all.cursor!, token.cursor!),
        after: fc.constantFrom(all.items[2]!.id, '1'),
      }
      let ok = 0
      await fc.assert(
        fc.asyncProperty(queryString(valid), async (query) => {
          let request: Request
          try {
            request = new Request(`http://127.0.0.1/activity?${query}`)
          } catch {
            return
          }
          const response = await withinBudgetAsync(() => handler(request))
          expect([200, 400]).toContain(response.status)
          const body = (await response.json()) as { items?: unknown[]; error?: unknown }
          if (response.status === 200) {
            ok++
            for (const item of body.items!) expect(ActivityItem.safeParse(item).success).toBe(true)
          } else {
            expect(typeof body.error).toBe('string')
          }
          expectNoPollution()
        }),
        runs(500),
      )
      expect(ok).toBeGreaterThan(20)
    },
    PROPERTY_TIMEOUT,
  )
})
