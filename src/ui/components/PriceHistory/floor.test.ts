import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  ALICE,
  activityEntry,
  BOB,
  MARKET_CURRENCIES,
  NOW,
  USDC,
  WETH,
} from '../../../../test/support/activityFixtures.js'
import type { ActivityItem } from '../../../core/schemas/activity.js'
import { floorSteps } from './floor.js'
import { salesSeries } from './history.js'

const MINUTE = 60_000
const at = (minutes: number) => new Date(NOW + minutes * MINUTE).toISOString()
const weth = WETH.toLowerCase()
/** Listing `id` by `from` at `price` milli-WETH, made at minute `minute`. */
const listing = (id: number, minute: number, price: number, more = {}) =>
  activityEntry(id, {
    kind: 'listing',
    requestId: String(id),
    from: ALICE,
    price: `${price}000000000000000`,
    currency: WETH,
    quantity: '1',
    time: at(minute),
    ...more,
  })
const ended = (id: number, minute: number, kind: string, more = {}) =>
  activityEntry(id + 1000, { kind, requestId: String(id), time: at(minute), ...more })
const values = (items: Parameters<typeof floorSteps>[0]) =>
  floorSteps(items, weth, 18).steps.map((s) => [(s.time - NOW) / MINUTE, s.value])

test('the lowest live listing at each change: a lower one lowers it, its cancel or sale raises it again', () => {
  expect(
    values([
      listing(1, 0, 50),
      listing(2, 10, 40),
      listing(3, 20, 45),
      ended(2, 30, 'cancel'),
      ended(3, 40, 'sale', { quantity: '1' }),
      ended(1, 50, 'sale'),
    ]),
  ).toEqual([
    [0, 0.05],
    [10, 0.04],
    [30, 0.045],
    [40, 0.05],
    [50, undefined],
  ])
})

test('a listing leaves at its expiry, between the items read, and a sale of part of an ERC-1155 listing keeps it', () => {
  const expiry = String((NOW + 15 * MINUTE) / 1000)
  expect(
    values([
      listing(1, 0, 50),
      listing(2, 10, 40, { expiry, quantity: '3' }),
      ended(2, 12, 'sale', { quantity: '2' }),
      listing(3, 20, 60),
    ]),
  ).toEqual([
    [0, 0.05],
    [10, 0.04],
    [15, 0.05],
  ])
  // An expiry past what a date holds, or an unreadable price, never moves it.
  const never = listing(4, 30, 10, { expiry: '9'.repeat(40) })
  expect(values([never, listing(5, 40, 5, { price: '1' })]).map(([, v]) => v)).toEqual([
    0.01, 1e-18,
  ])
})

test('an invalidation ends its maker’s listings made before it; those of others and later stay', () => {
  expect(
    values([
      listing(1, 0, 40),
      listing(2, 5, 50, { from: BOB }),
      activityEntry(99, { kind: 'invalidate', from: ALICE.toLowerCase(), time: at(10) }),
      listing(3, 20, 45),
    ]),
  ).toEqual([
    [0, 0.04],
    [10, 0.05],
    [20, 0.045],
  ])
})

test('only listings in the currency charted; two changes at one time make one step', () => {
  expect(
    values([listing(1, 0, 50), listing(2, 0, 40), listing(3, 5, 1, { currency: USDC })]),
  ).toEqual([[0, 0.04]])
  // With no sale, the series charts the currency most listings ask, up to the latest item read.
  const series = salesSeries([listing(1, 0, 50), ended(1, 30, 'cancel')], MARKET_CURRENCIES)
  expect([series.currency, series.floor.length, (series.to - series.from) / MINUTE]).toEqual([
    weth,
    2,
    30,
  ])
})

test('any activity, in any order: no throw; steps in time order, each a change, each floor a live listing’s price', () => {
  const decimal = fc.oneof(
    fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
    fc.bigInt({ min: 0n, max: 50n }),
  )
  const item = fc.record({
    kind: fc.constantFrom('listing', 'sale', 'cancel', 'invalidate', 'transfer'),
    request: fc.integer({ min: 1, max: 6 }),
    minute: fc.integer({ min: 0, max: 60 }),
    price: decimal,
    quantity: fc.option(decimal, { nil: undefined }),
    expiry: fc.option(decimal, { nil: undefined }),
    maker: fc.constantFrom(ALICE, BOB, ALICE.toLowerCase()),
  })
  fc.assert(
    fc.property(fc.array(item, { maxLength: 40 }), (drawn) => {
      const items = drawn.map((d, n) =>
        activityEntry(n + 1, {
          kind: d.kind,
          requestId: String(d.request),
          from: d.maker,
          price: String(d.price),
          currency: WETH,
          time: at(d.minute),
          ...(d.quantity === undefined ? {} : { quantity: String(d.quantity) }),
          ...(d.expiry === undefined ? {} : { expiry: String(d.expiry) }),
        }),
      )
      const { steps } = floorSteps(items, weth, 18)
      const listed = new Set<ActivityItem>(items.filter((i) => i.kind === 'listing'))
      for (const [i, step] of steps.entries()) {
        if (i > 0) expect(step.time).toBeGreaterThan(steps[i - 1]!.time)
        if (i > 0) expect(step.item).not.toBe(steps[i - 1]!.item)
        if (step.item) {
          expect(listed.has(step.item)).toBe(true)
          expect(Number.isFinite(step.value)).toBe(true)
        } else expect(step.value).toBeUndefined()
      }
    }),
    { numRuns: 200 },
  )
})
