/**
 * The activity read's answer as the client reads it (issue 31): whatever a
 * server — or anyone between it and the page — answers, `fetchActivityPage`
 * gives a page whose every item fits `ActivityItem`, or rejects with the
 * kit's own `PlatformError`: never another throw, never a polluted prototype,
 * in bounded time, also for huge pages and bodies nested past the depth the
 * kit reads.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import * as arb from '../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudgetAsync,
} from '../../test/support/fuzz.js'
import { ActivityItem } from '../core/schemas/activity.js'
import { PlatformError } from '../core/transport/errors.js'
import { fetchActivityPage } from './index.js'

const PARAMS = {
  url: 'http://127.0.0.1:1/activity',
  network: 137,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
} as const

/** The read, answered with `status` and `body` by a fetch that never leaves the process. */
const readWith = (status: number, body: string) =>
  fetchActivityPage(PARAMS, {
    fetch: async () =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  })

/** A body: any JSON value, a page of anything, hostile text, or JSON nested past the kit's depth. */
const body = fc.oneof(
  arb.json.map((value) => JSON.stringify(value) ?? ''),
  fc
    .record({
      items: fc.array(fc.oneof(arb.json, arb.jsonObject), { maxLength: 20 }),
      cursor: arb.json,
      more: arb.json,
    })
    .map((page) => JSON.stringify(page)),
  arb.hostileString,
  fc
    .integer({ min: 60, max: 5000 })
    .map((depth) => `{"items":${'['.repeat(depth)}${']'.repeat(depth)}}`),
)

const status = fc.oneof(fc.constant(200), fc.integer({ min: 200, max: 599 }))

describe('fetchActivityPage, whatever is answered', () => {
  test(
    'a page whose every item fits ActivityItem, or the kit’s PlatformError',
    async () => {
      await fc.assert(
        fc.asyncProperty(status, body, async (code, text) => {
          const outcome = await withinBudgetAsync(() =>
            readWith(code, text).then(
              (page) => ({ page }),
              (error: unknown) => ({ error }),
            ),
          )
          if ('error' in outcome) expect(outcome.error).toBeInstanceOf(PlatformError)
          else {
            for (const item of outcome.page.items)
              expect(ActivityItem.safeParse(item).success).toBe(true)
            if (outcome.page.cursor !== undefined) expect(typeof outcome.page.cursor).toBe('string')
          }
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('a page of 10,000 garbage items and one valid one: the valid one, in bounded time', async () => {
    const valid = {
      id: '7',
      kind: 'transfer',
      event: 'Transfer',
      chainId: 137,
      contractAddress: PARAMS.contractAddress,
      tokens: [{ tokenId: '5', amount: '1' }],
      tokenCount: 1,
      time: '2030-01-01T00:00:00.000Z',
      uid: 'u7',
    }
    const items = [
      ...Array.from({ length: 10_000 }, (_, i) => ({ id: `x${i}`, __proto__: { a: 1 } })),
      valid,
    ]
    const page = await withinBudgetAsync(() => readWith(200, JSON.stringify({ items })))
    expect(page.items).toEqual([valid])
    expectNoPollution()
  })
})
