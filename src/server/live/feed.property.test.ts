/**
 * The live feed's request parameters (issue 28): any `Last-Event-ID` header
 * and any `lastEventId` query — encoded as a page writes it, or raw as anyone
 * may (`%zz`), long runs of digits among them — open the stream, resumed or
 * with a gap, never a throw, in bounded time, nothing polluted; a gap the
 * stream opens with is one the client's `LiveGap` schema reads (a uint256's
 * 78 digits at most), not one it ignores.
 */
import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import * as arb from '../../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudgetAsync,
} from '../../../test/support/fuzz.js'
import { LiveGap } from '../../core/schemas/liveEvent.js'
import { decimal } from '../../core/schemas/primitives.js'
import { createLiveFeed } from '../index.js'

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
    // Around the client's limit of 78 digits (a uint256): 70 to 90 digits, all 9s or any.
    fc.integer({ min: 70, max: 90 }).chain((n) =>
      fc.oneof(
        fc.constant('9'.repeat(n)),
        fc
          .tuple(
            fc.integer({ min: 1, max: 9 }),
            fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n - 1, maxLength: n - 1 }),
          )
          .map(([first, rest]) => `${first}${rest.join('')}`),
      ),
    ),
  )

  /**
   * The messages of the stream's first chunk (the `retry:` opening, and a gap
   * when there is one), each as its fields, read as `EventSource` reads them.
   */
  const messagesOf = (text: string) =>
    text
      .split('\n\n')
      .filter((block) => block !== '')
      .map((block) =>
        Object.fromEntries(
          block.split('\n').map((line) => {
            const colon = line.indexOf(':')
            return [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')]
          }),
        ),
      )

  /** Fails unless every gap message of `text` is one the client's reader (platform-kit/query) acts on. */
  const expectGapsTheClientReads = (text: string) => {
    for (const fields of messagesOf(text)) {
      if (fields.event !== 'gap') continue
      const gap = LiveGap.safeParse(JSON.parse(fields.data ?? ''))
      expect(gap.success, `the client refuses the gap ${fields.data}`).toBe(true)
      expect(decimal.safeParse(fields.id).success, `the gap's id ${fields.id}`).toBe(true)
    }
  }

  /** The first chunk of the stream opened with these request headers. */
  const firstChunk = async (headers: Record<string, string>) => {
    const controller = new AbortController()
    const res = await feed.handler(
      new Request('http://127.0.0.1/live', { headers, signal: controller.signal }),
    )
    const reader = res.body!.getReader()
    const { value } = await reader.read()
    controller.abort()
    await reader.cancel().catch(() => {})
    return new TextDecoder().decode(value)
  }

  test('a Last-Event-ID of 77, 78, 79 and 100 digits: the gap it gets is one the client reads', async () => {
    for (const id of ['9'.repeat(77), '9'.repeat(78), `1${'0'.repeat(78)}`, '9'.repeat(100)]) {
      const text = await firstChunk({ 'Last-Event-ID': id })
      expect(text).toContain('event: gap\n')
      expectGapsTheClientReads(text)
    }
    // What the client can read back is kept: 77 digits are the `after` it sent.
    const kept = messagesOf(await firstChunk({ 'Last-Event-ID': '9'.repeat(77) })).find(
      (m) => m.event === 'gap',
    )
    expect(JSON.parse(kept!.data!).after).toBe('9'.repeat(77))
  })

  test(
    'any Last-Event-ID and any lastEventId: the stream opens (resumed, or with a gap the client reads)',
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
            const text = new TextDecoder().decode(value)
            expect(text).toMatch(/^retry: \d+\n/)
            expectGapsTheClientReads(text)
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
