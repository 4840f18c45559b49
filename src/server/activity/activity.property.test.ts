/**
 * Untrusted input to the activity (issue 31): any delivery the receiver
 * accepts — any event of the §6 table or outside it, hostile addresses, ids,
 * batches, uids, times — becomes an item that fits `ActivityItem`, or none:
 * whatever the store returns, stored or read, a client reads. And any query
 * string the read is sent is answered 200 or 400 with JSON, never a 500.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hostileActivityInput } from '../../../test/support/activityArbitraries.js'
import { ALICE, NFT, ZERO } from '../../../test/support/activityEvents.js'
import * as arb from '../../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudgetAsync,
} from '../../../test/support/fuzz.js'
import { ACTIVITY_MAX_TOKENS, ActivityItem } from '../../core/schemas/activity.js'
import { createActivityHandler, createMemoryActivityStore } from '../index.js'

describe('hostile deliveries', () => {
  test(
    'every item the store returns, stored or read, fits ActivityItem; at most 100 tokens, tokenCount exact',
    async () => {
      const store = createMemoryActivityStore({ maxItems: 500 })
      let stored = 0
      await fc.assert(
        fc.asyncProperty(hostileActivityInput, async (input) => {
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
