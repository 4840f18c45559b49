/**
 * The live feed's request parameters (issue 28): any `Last-Event-ID` header
 * and any `lastEventId` query — encoded as a page writes it, or raw as anyone
 * may (`%zz`), long runs of digits among them — open the stream, resumed or
 * with a gap, never a throw, in bounded time, nothing polluted.
 */
import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { createLiveFeed } from '../../src/server/index.js'
import * as arb from '../support/arbitraries.js'
import { expectNoPollution, PROPERTY_TIMEOUT, runs, withinBudgetAsync } from '../support/fuzz.js'

describe("the live feed's request parameters", () => {
  const feed = createLiveFeed()
  afterAll(() => feed.close())
  for (let i = 0; i < 3; i++) {
    feed.publish({
      chainId: 137,
      contractAddress: `0x${'a'.repeat(40)}`,
      tokenIds: [],
      kind: 'other',
      event: 'E',
      uid: `u${i}`,
    })
  }
  /** A header value: any text a header can carry (visible ASCII and Latin-1), long runs of digits among it. */
  const headerValue = fc.oneof(
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
    arb.adversarialText(['0', '9', '1', '00']).map((s) => s.replace(/[^\x20-\xff]/g, '')),
    fc.bigInt({ min: 0n, max: 10n ** 80n }).map(String),
  )

  test(
    'any Last-Event-ID and any lastEventId: the stream opens (resumed, or with a gap)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(headerValue, { nil: undefined, freq: 2 }),
          fc.option(fc.oneof(arb.hostileString, arb.adversarialText(['0', '1', '%', '&'])), {
            nil: undefined,
          }),
          fc.boolean(),
          async (header, query, raw) => {
            // Encoded as a page would, or raw as anyone may write it (`%zz`, `%E0%A4`).
            const url = new URL(
              `http://127.0.0.1/live${raw && query !== undefined ? `?lastEventId=${query}` : ''}`,
            )
            if (!raw && query !== undefined) url.searchParams.set('lastEventId', query)
            const controller = new AbortController()
            const res = await withinBudgetAsync(() =>
              feed.handler(
                new Request(url, {
                  headers: header === undefined ? {} : { 'Last-Event-ID': header },
                  signal: controller.signal,
                }),
              ),
            )
            expect(res.status).toBe(200)
            const reader = res.body!.getReader()
            const { value } = await reader.read()
            expect(new TextDecoder().decode(value)).toMatch(/^retry: \d+\n/)
            controller.abort()
            await reader.cancel().catch(() => {})
            expectNoPollution()
          },
        ),
        runs(200),
      )
    },
    PROPERTY_TIMEOUT,
  )
})
