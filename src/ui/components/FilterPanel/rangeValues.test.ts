/**
 * The two-thumb slider's keys as a pure function (issue 44, keyTarget split
 * out of useRangeSlider): what each key of the WAI-ARIA slider pattern moves
 * a thumb to.
 */
import { describe, expect, test } from 'vitest'
import { keyTarget } from './rangeValues.js'

const range = { lowest: 0, highest: 1000, min: 200, max: 700, step: 1 }

describe('keyTarget', () => {
  test('arrows move a step, pages a tenth of the range, Home and End to what the thumb may take', () => {
    const min = { ...range, value: 200 }
    expect(keyTarget('ArrowLeft', true, min)).toBe(199)
    expect(keyTarget('ArrowUp', true, min)).toBe(201)
    expect(keyTarget('PageUp', true, min)).toBe(300)
    expect(keyTarget('Home', true, min)).toBe(0)
    // The minimum thumb ends at the maximum; the maximum starts at the minimum.
    expect(keyTarget('End', true, min)).toBe(700)
    const max = { ...range, value: 700 }
    expect(keyTarget('Home', false, max)).toBe(200)
    expect(keyTarget('End', false, max)).toBe(1000)
    expect(keyTarget('Tab', false, max)).toBeUndefined()
  })

  test('a page is at least a step; a step of 1 from 2⁶⁰ moves to the next double', () => {
    expect(keyTarget('PageDown', true, { ...range, highest: 5, value: 3 })).toBe(2)
    const big = 2 ** 60
    const up = keyTarget('ArrowRight', false, {
      ...range,
      lowest: 0,
      highest: 2 ** 61,
      max: big,
      value: big,
    })
    expect(up).toBeGreaterThan(big)
  })
})
