/** useSellerDesk (issue 30): selection, select all, pruning, the confirmation's counts, expiry, announcements. */
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import { accountOrder, IDLE, keyOf, NOW, runState } from './SellerDesk.fixtures.js'
import { type UseSellerDeskOptions, useSellerDesk } from './useSellerDesk.js'

afterEach(cleanup)

const HOUR = 3_600_000
const a = accountOrder(1)
const b = accountOrder(2, { side: 'offer', marketplace: 'opensea' })
const c = accountOrder(3, { marketplace: 'magic_eden' })
const d = accountOrder(4, { marketplace: 'native_marketplace_v1' })

function desk(orders: readonly AccountOrder[], run: BulkCancelState = IDLE) {
  const onStart = vi.fn()
  const onRetry = vi.fn()
  const onStop = vi.fn()
  const hook = renderHook((props: Partial<UseSellerDeskOptions>) =>
    useSellerDesk({ orders, run, onStart, onRetry, onStop, now: NOW, ...props }),
  )
  return { ...hook, onStart, onRetry, onStop }
}

test('a row is selected and unselected by its key', () => {
  const { result } = desk([a, b])
  expect(result.current.rows.map((row) => row.key)).toEqual([keyOf(a), keyOf(b)])
  act(() => result.current.toggle(keyOf(b)))
  expect([...result.current.selected]).toEqual([keyOf(b)])
  act(() => result.current.toggle(keyOf(b)))
  expect(result.current.selected.size).toBe(0)
})

test('select all has three states: none, some, all; toggling it from some selects all, from all none', () => {
  const { result } = desk([a, b, c])
  expect(result.current.selectAllState).toBe('none')
  act(() => result.current.toggle(keyOf(a)))
  expect(result.current.selectAllState).toBe('some')
  act(() => result.current.toggleAll())
  expect(result.current.selectAllState).toBe('all')
  expect(result.current.selected.size).toBe(3)
  act(() => result.current.toggleAll())
  expect(result.current.selectAllState).toBe('none')
  act(() => result.current.selectAll())
  act(() => result.current.selectNone())
  expect(result.current.selected.size).toBe(0)
})

test('the selection outlives a new read of the orders, without the orders no longer listed', () => {
  const { result, rerender } = desk([a, b, c])
  act(() => result.current.toggle(keyOf(a)))
  act(() => result.current.toggle(keyOf(b)))
  act(() => result.current.toggle(keyOf(c)))
  // Read again: b is gone (cancelled elsewhere), a comes as a new object, d is new.
  rerender({ orders: [{ ...a, order: { ...a.order } }, c, d] })
  expect([...result.current.selected].sort()).toEqual([keyOf(a), keyOf(c)].sort())
  expect(result.current.selectAllState).toBe('some')
  expect(result.current.counts.orders).toBe(2)
})

test('"Select all" takes the orders that arrive after it too (a token\'s other orders, read later); unticking one leaves the rest', () => {
  const { result, rerender } = desk([a, b, c])
  act(() => result.current.selectAll())
  expect(result.current.everything).toBe(true)
  rerender({ orders: [{ ...a, order: { ...a.order } }, c, d] })
  expect([...result.current.selected].sort()).toEqual([keyOf(a), keyOf(c), keyOf(d)].sort())
  expect(result.current.selectAllState).toBe('all')
  act(() => result.current.toggle(keyOf(c)))
  expect(result.current.everything).toBe(false)
  expect([...result.current.selected].sort()).toEqual([keyOf(a), keyOf(d)].sort())
  rerender({ orders: [a, c, d, b] })
  expect(result.current.selected.has(keyOf(b))).toBe(false)
})

test('sorts by price (US dollars across currencies) and by expiry, each way; unknown values last', () => {
  const priced = [a, b, c, d].map((entry, i) => ({
    ...entry,
    order: {
      ...entry.order,
      priceUSD: [30, 10, undefined, 20][i],
      validUntil: ['2025-06-09T00:00:00Z', '2025-06-03T00:00:00Z', '2025-06-05T00:00:00Z', ''][i],
    },
  }))
  const { result } = desk(priced)
  const ids = () => result.current.rows.map((row) => row.token.tokenId)
  expect(ids()).toEqual(['1', '2', '3', '4'])
  act(() => result.current.sortBy('price'))
  expect(result.current.sort).toEqual({ column: 'price', direction: 'ascending' })
  expect(ids()).toEqual(['2', '4', '1', '3'])
  act(() => result.current.sortBy('price'))
  expect(ids()).toEqual(['1', '4', '2', '3'])
  act(() => result.current.sortBy('expires'))
  expect(ids()).toEqual(['2', '3', '1', '4'])
  act(() => result.current.sortBy('expires'))
  expect(ids()).toEqual(['1', '3', '2', '4'])
})

test("the confirmation counts a transaction per market of Sequence Market's orders and a signature per other", () => {
  const e = accountOrder(5)
  const { result } = desk([a, b, c, d, e])
  act(() => result.current.selectAll())
  // a and e are one market's (v2): one transaction for both; d is v1's.
  expect(result.current.counts).toEqual({ orders: 5, transactions: 2, signatures: 2 })
  act(() => result.current.toggle(keyOf(b)))
  expect(result.current.counts).toEqual({ orders: 4, transactions: 2, signatures: 1 })
  act(() => result.current.toggle(keyOf(d)))
  expect(result.current.counts).toEqual({ orders: 3, transactions: 1, signatures: 1 })
})

test('idle → confirming → running: ask, dismiss, ask, confirm starts the run with the selected orders only', () => {
  const { result, onStart } = desk([a, b, c])
  act(() => result.current.ask())
  expect(result.current.phase).toBe('idle') // nothing selected: nothing to confirm
  act(() => result.current.toggle(keyOf(a)))
  act(() => result.current.toggle(keyOf(c)))
  act(() => result.current.ask())
  expect(result.current.phase).toBe('confirming')
  act(() => result.current.dismiss())
  expect(result.current.phase).toBe('idle')
  expect(onStart).not.toHaveBeenCalled()
  act(() => result.current.ask())
  act(() => result.current.confirm())
  expect(onStart).toHaveBeenCalledExactlyOnceWith([a.order, c.order])
})

test('the phase follows the run: running, then done with each row’s outcome; a cancelled order leaves its row', () => {
  const { result, rerender } = desk([a, b])
  act(() => result.current.selectAll())
  act(() => result.current.ask())
  act(() => result.current.confirm())
  rerender({
    run: runState(
      [
        [a, 'cancelling'],
        [b, 'waiting'],
      ],
      { running: true },
    ),
  })
  expect(result.current.phase).toBe('running')
  expect(result.current.rows[0]?.outcome?.status).toBe('cancelling')
  // a is cancelled and leaves the list; b failed.
  rerender({
    orders: [b],
    run: runState([
      [a, 'cancelled'],
      [b, 'failed', 'reverted'],
    ]),
  })
  expect(result.current.phase).toBe('done')
  expect(result.current.rows.map((row) => [row.key, row.listed, row.outcome?.status])).toEqual([
    [keyOf(b), true, 'failed'],
  ])
  expect([...result.current.selected]).toEqual([keyOf(b)])
  expect(result.current.canRetry).toBe(true)
})

test('retry and stop reach the run only when they can', () => {
  const { result, rerender, onRetry, onStop } = desk([a, b])
  act(() => result.current.retryFailed())
  act(() => result.current.stop())
  expect(onRetry).not.toHaveBeenCalled()
  expect(onStop).not.toHaveBeenCalled()
  rerender({
    run: runState(
      [
        [a, 'checking'],
        [b, 'waiting'],
      ],
      { running: true },
    ),
  })
  act(() => result.current.stop())
  expect(onStop).toHaveBeenCalledOnce()
  rerender({
    run: runState([
      [a, 'cancelled'],
      [b, 'rejected'],
    ]),
  })
  act(() => result.current.retryFailed())
  expect(onRetry).toHaveBeenCalledOnce()
  rerender({
    run: runState([
      [a, 'cancelled'],
      [b, 'skipped', 'gone'],
    ]),
  })
  expect(result.current.canRetry).toBe(false)
})

test('expires soon: within 24 hours of now, not after and not once past', () => {
  const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString()
  const { result } = desk([
    accountOrder(1, { validUntil: at(1) }),
    accountOrder(2, { validUntil: at(23.9) }),
    accountOrder(3, { validUntil: at(24.1) }),
    accountOrder(4, { validUntil: at(-1) }),
    accountOrder(5, { validUntil: 'never' }),
  ])
  expect(result.current.rows.map((row) => row.expiresSoon)).toEqual([
    true,
    true,
    false,
    false,
    false,
  ])
})

test('announcements: at the start, at a stop and at the end — not at each order settled', () => {
  const { result, rerender } = desk([a, b, c])
  expect(result.current.announcement).toBeUndefined()
  rerender({
    run: runState(
      [
        [a, 'checking'],
        [b, 'waiting'],
        [c, 'waiting'],
      ],
      { running: true },
    ),
  })
  expect(result.current.announcement).toEqual({ kind: 'start', total: 3 })
  const start = result.current.announcement
  rerender({
    run: runState(
      [
        [a, 'cancelled'],
        [b, 'cancelling'],
        [c, 'waiting'],
      ],
      { running: true },
    ),
  })
  rerender({
    run: runState(
      [
        [a, 'cancelled'],
        [b, 'failed', 'x'],
        [c, 'checking'],
      ],
      { running: true },
    ),
  })
  expect(result.current.announcement).toBe(start)
  rerender({
    run: runState(
      [
        [a, 'cancelled'],
        [b, 'failed', 'x'],
        [c, 'checking'],
      ],
      { running: true, stopping: true },
    ),
  })
  expect(result.current.announcement).toEqual({ kind: 'stopping' })
  const end = runState([
    [a, 'cancelled'],
    [b, 'failed', 'x'],
    [c, 'cancelled'],
  ])
  rerender({ run: end })
  expect(result.current.announcement).toEqual({ kind: 'end', counts: end.counts })
})
