/** The moves of the grid keys (nextGridIndex), for any markup. */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { nextGridIndex } from './gridKeys.js'

// 10 items in rows of 4:  0 1 2 3 / 4 5 6 7 / 8 9
const at = (index: number) => ({ index, count: 10, columns: 4, pageRows: 2 })

test('arrows, Home/End, Ctrl+Home/End and the Page keys', () => {
  expect(nextGridIndex({ key: 'ArrowRight' }, at(3))).toBe(4)
  expect(nextGridIndex({ key: 'ArrowRight' }, at(9))).toBe(9)
  expect(nextGridIndex({ key: 'ArrowLeft' }, at(4))).toBe(3)
  expect(nextGridIndex({ key: 'ArrowLeft' }, at(0))).toBe(0)
  expect(nextGridIndex({ key: 'ArrowDown' }, at(1))).toBe(5)
  // Into the shorter last row: its last item.
  expect(nextGridIndex({ key: 'ArrowDown' }, at(7))).toBe(9)
  expect(nextGridIndex({ key: 'ArrowDown' }, at(9))).toBe(9)
  expect(nextGridIndex({ key: 'ArrowUp' }, at(5))).toBe(1)
  expect(nextGridIndex({ key: 'ArrowUp' }, at(2))).toBe(2)
  expect(nextGridIndex({ key: 'Home' }, at(6))).toBe(4)
  expect(nextGridIndex({ key: 'End' }, at(5))).toBe(7)
  expect(nextGridIndex({ key: 'End' }, at(8))).toBe(9)
  expect(nextGridIndex({ key: 'Home', ctrlKey: true }, at(6))).toBe(0)
  expect(nextGridIndex({ key: 'End', ctrlKey: true }, at(1))).toBe(9)
  expect(nextGridIndex({ key: 'PageDown' }, at(1))).toBe(9)
  expect(nextGridIndex({ key: 'PageDown' }, at(3))).toBe(9)
  expect(nextGridIndex({ key: 'PageUp' }, at(9))).toBe(1)
  expect(nextGridIndex({ key: 'a' }, at(1))).toBeUndefined()
  expect(nextGridIndex({ key: 'ArrowDown' }, { ...at(0), count: 0 })).toBeUndefined()
})

test('property: every move stays on an item', () => {
  const keys = [
    'ArrowRight',
    'ArrowLeft',
    'ArrowDown',
    'ArrowUp',
    'Home',
    'End',
    'PageDown',
    'PageUp',
  ]
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 600 }),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...keys),
      fc.boolean(),
      (count, columns, index, pageRows, key, ctrlKey) => {
        const next = nextGridIndex({ key, ctrlKey }, { index, count, columns, pageRows })
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(count)
      },
    ),
    { numRuns: 2000 },
  )
})
