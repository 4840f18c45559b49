/**
 * The live feed's messages as the client reads them (issue 28): a stream is
 * writable by anyone in between, so `chain` and `gap` messages are untrusted.
 * Whatever comes, reading returns the event or ignores the message — never a
 * throw — without polluting a prototype and in bounded time; a message nested
 * deeper than `MAX_JSON_DEPTH` is ignored like any other bad one; a valid
 * event reads back as it was written.
 */
import { QueryClient } from '@tanstack/query-core'
import fc from 'fast-check'
import { afterEach, describe, expect, test } from 'vitest'
import * as arb from '../../test/support/arbitraries.js'
import { expectNoPollution, PROPERTY_TIMEOUT, runs, withinBudget } from '../../test/support/fuzz.js'
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import {
  connectLiveFeed,
  createLiveInvalidator,
  type LiveEventSource,
  type LiveMessage,
} from './index.js'

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'

const invalidators: { dispose(): void }[] = []
afterEach(() => {
  for (const invalidator of invalidators.splice(0)) invalidator.dispose()
})
const invalidator = () => {
  const made = createLiveInvalidator({ queryClient: new QueryClient(), windowMs: 60_000 })
  invalidators.push(made)
  return made
}

/** A valid `LiveEvent`, as the server writes one. */
const liveEvent: fc.Arbitrary<LiveEvent> = fc.record(
  {
    id: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    chainId: fc.integer({ min: 1, max: 2 ** 31 }),
    contractAddress: arb.address,
    collectionAddress: arb.address,
    tokenIds: fc.array(arb.tokenId, { maxLength: 8 }),
    kind: fc.constantFrom('transfer' as const, 'approval' as const, 'other' as const),
    event: arb.hostileString,
    uid: arb.hostileString,
    blockNumber: fc.nat(),
  },
  { requiredKeys: ['id', 'chainId', 'contractAddress', 'tokenIds', 'kind', 'event', 'uid'] },
)

/** A valid event's JSON with one more member, `extra` (JSON text). */
const withExtra = (event: LiveEvent, extra: string) =>
  `${JSON.stringify(event).slice(0, -1)},"extra":${extra}}`

const DEEP = arb.nestedText(10_000, 'array')

describe('a chain message', () => {
  test('the issue: a valid event with a member nested 10,000 deep is ignored', () => {
    const base: LiveEvent = {
      id: '1',
      chainId: 137,
      contractAddress: A,
      tokenIds: ['5'],
      kind: 'transfer',
      event: 'Transfer',
      uid: 'u1',
    }
    expect(invalidator().event(withExtra(base, DEEP))).toBeUndefined()
    expect(invalidator().event(DEEP)).toBeUndefined()
    // As deep as the kit reads (the event and its member make two levels), it is an event.
    expect(invalidator().event(withExtra(base, arb.nestedText(62, 'object')))).toMatchObject(base)
  })

  test(
    'any text: the event or nothing, never a throw',
    () => {
      const message = fc.oneof(
        arb.hostileJsonText,
        fc.tuple(liveEvent, arb.hostileJsonText).map(([e, extra]) => withExtra(e, extra)),
        fc.tuple(liveEvent, arb.deepJsonText).map(([e, extra]) => withExtra(e, extra)),
        arb.hostileJson,
        arb.deepJson,
      )
      const reader = invalidator()
      fc.assert(
        fc.property(message, (data) => {
          const event = withinBudget(() => reader.event(data))
          if (event !== undefined) expect(typeof event.id).toBe('string')
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test(
    'a valid event reads back as it was written',
    () => {
      const reader = invalidator()
      fc.assert(
        fc.property(liveEvent, (event) => {
          expect(reader.event(JSON.stringify(event))).toEqual(event)
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

/** A fake `EventSource`: the test dispatches messages to the feed's listeners. */
class FakeSource implements LiveEventSource {
  static last: FakeSource | undefined
  readonly listeners = new Map<string, ((message: LiveMessage) => void)[]>()
  constructor(readonly url: string) {
    FakeSource.last = this
  }
  addEventListener(type: string, listener: (message: LiveMessage) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {}
  dispatch(type: string, message: LiveMessage) {
    for (const listener of this.listeners.get(type) ?? []) listener(message)
  }
}

describe('a gap message', () => {
  test(
    'any data and id: read or ignored, never a throw; deeper than 64 levels, ignored',
    () => {
      const feed = connectLiveFeed({
        url: 'http://127.0.0.1/live',
        queryClient: new QueryClient(),
        EventSource: FakeSource,
        windowMs: 60_000,
      })
      try {
        const source = FakeSource.last!
        source.dispatch('open', {})
        // The shape: the gap's own id is not taken from a message too deep to read.
        source.dispatch('gap', { data: `{"after":"1","x":${DEEP}}`, lastEventId: '99' })
        expect(feed.status().lastEventId).toBeUndefined()
        source.dispatch('gap', {
          data: `{"after":"1","x":${arb.nestedText(63, 'array')}}`,
          lastEventId: '7',
        })
        expect(feed.status().lastEventId).toBe('7')
        fc.assert(
          fc.property(
            fc.oneof(arb.hostileJsonText, arb.hostileJson, arb.deepJson),
            fc.option(arb.hostileString, { nil: undefined }),
            (data, lastEventId) => {
              withinBudget(() => source.dispatch('gap', { data, lastEventId }))
              expectNoPollution()
            },
          ),
          runs(200),
        )
      } finally {
        feed.close()
      }
    },
    PROPERTY_TIMEOUT,
  )
})
