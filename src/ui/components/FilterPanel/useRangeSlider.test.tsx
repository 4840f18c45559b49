/**
 * The two-thumb slider (issue 27): useRangeSlider's keys on each thumb (the
 * WAI-ARIA slider pattern), min ≤ max held, positions as fractions of any
 * span (1 to 2⁶⁰, ±10³⁰⁸, a single value), and RangeSlider's markup: names,
 * values in the locale, the same HTML on a server. The pointer is tested in
 * real Chromium (test/browser/rangeSlider.test.tsx).
 */
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { PlatformLocaleContext } from '../../../react/context.js'
import { RangeFilter } from './RangeFilter.js'
import { RangeSlider } from './RangeSlider.js'
import { FILTER_PANEL_STRINGS } from './strings.js'
import { type RangeThumb, useRangeSlider } from './useRangeSlider.js'

afterEach(cleanup)

const LABELS = { min: 'Minimum Level', max: 'Maximum Level' }

/** A slider holding its values in state, reporting every change. */
function Stateful({
  lowest,
  highest,
  initial = [lowest, highest],
  onChange,
  disabled,
}: {
  lowest: number
  highest: number
  initial?: [number, number]
  onChange?: (thumb: RangeThumb, value: number) => void
  disabled?: boolean
}) {
  const [[min, max], setValues] = useState(initial)
  return (
    <RangeSlider
      lowest={lowest}
      highest={highest}
      min={min}
      max={max}
      disabled={disabled}
      labels={LABELS}
      onChange={(thumb, n) => {
        onChange?.(thumb, n)
        setValues(([a, b]) => (thumb === 'min' ? [n, b] : [a, n]))
      }}
    />
  )
}

const thumb = (which: RangeThumb) =>
  screen.getByRole('slider', { name: which === 'min' ? LABELS.min : LABELS.max })
const now = (which: RangeThumb) => Number(thumb(which).getAttribute('aria-valuenow'))
/** Focuses a thumb and presses keys (user-event syntax) on it. */
async function press(which: RangeThumb, keys: string) {
  act(() => thumb(which).focus())
  await userEvent.keyboard(keys)
}

describe('RangeSlider: the keys of each thumb', () => {
  test('two sliders in the tab order, named, with their values and ends', async () => {
    render(<Stateful lowest={1} highest={98} initial={[10, 50]} />)
    const attrs = (el: HTMLElement) =>
      ['tabindex', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-orientation'].map((a) =>
        el.getAttribute(a),
      )
    // The minimum ends at the maximum, and the maximum starts at the minimum.
    expect(attrs(thumb('min'))).toEqual(['0', '1', '50', '10', 'horizontal'])
    expect(attrs(thumb('max'))).toEqual(['0', '10', '98', '50', 'horizontal'])
    await userEvent.tab()
    expect(document.activeElement).toBe(thumb('min'))
    await userEvent.tab()
    expect(document.activeElement).toBe(thumb('max'))
  })

  test('arrows move a step, Page keys a tenth of the range, Home and End to the ends', async () => {
    const onChange = vi.fn()
    render(<Stateful lowest={1} highest={98} initial={[10, 50]} onChange={onChange} />)
    await press('min', '{ArrowRight}')
    expect(now('min')).toBe(11)
    await press('min', '{ArrowUp}')
    expect(now('min')).toBe(12)
    await press('min', '{ArrowLeft}{ArrowLeft}{ArrowDown}')
    expect(now('min')).toBe(9)
    // A tenth of 1..98 is 9.7: ten steps.
    await press('min', '{PageUp}')
    expect(now('min')).toBe(19)
    await press('min', '{PageDown}{PageDown}')
    expect(now('min')).toBe(1)
    await press('max', '{ArrowLeft}{ArrowDown}')
    expect(now('max')).toBe(48)
    await press('max', '{ArrowRight}{ArrowUp}{PageUp}')
    expect(now('max')).toBe(60)
    await press('max', '{PageDown}')
    expect(now('max')).toBe(50)
    expect(onChange.mock.calls).toEqual([
      ['min', 11],
      ['min', 12],
      ['min', 11],
      ['min', 10],
      ['min', 9],
      ['min', 19],
      ['min', 9],
      ['min', 1],
      ['max', 49],
      ['max', 48],
      ['max', 49],
      ['max', 50],
      ['max', 60],
      ['max', 50],
    ])
  })

  test('min ≤ max always: Home and End, arrows and Page keys stop at the other thumb', async () => {
    render(<Stateful lowest={1} highest={98} initial={[10, 50]} />)
    // The minimum's End is the maximum's value; the maximum's Home is the minimum's.
    await press('min', '{End}')
    expect([now('min'), now('max')]).toEqual([50, 50])
    await press('min', '{ArrowRight}{PageUp}')
    expect([now('min'), now('max')]).toEqual([50, 50])
    await press('min', '{Home}')
    expect(now('min')).toBe(1)
    await press('min', '{ArrowLeft}{PageDown}')
    expect(now('min')).toBe(1)
    await press('min', '{PageUp}{PageUp}')
    await press('max', '{Home}')
    expect([now('min'), now('max')]).toEqual([21, 21])
    await press('max', '{ArrowLeft}{PageDown}')
    expect([now('min'), now('max')]).toEqual([21, 21])
    await press('max', '{End}')
    expect(now('max')).toBe(98)
    await press('max', '{ArrowRight}{PageUp}')
    expect(now('max')).toBe(98)
  })

  test('a handled key is not passed on (no page scroll); others are, and change nothing', async () => {
    const onChange = vi.fn()
    render(<Stateful lowest={1} highest={98} onChange={onChange} />)
    const seen: [string, boolean][] = []
    // After React's handlers, which listen at the root.
    const listen = (e: KeyboardEvent) => seen.push([e.key, e.defaultPrevented])
    document.addEventListener('keydown', listen)
    await press('min', '{PageUp}{a}{Enter}{End}')
    document.removeEventListener('keydown', listen)
    expect(seen).toEqual([
      ['PageUp', true],
      ['a', false],
      ['Enter', false],
      ['End', true],
    ])
    expect(onChange.mock.calls).toEqual([
      ['min', 11],
      ['min', 98],
    ])
  })

  test('a short range pages by one step at least', async () => {
    render(<Stateful lowest={0} highest={4} />)
    await press('min', '{PageUp}')
    expect(now('min')).toBe(1)
  })

  test('disabled: out of the tab order, and keys change nothing', async () => {
    const onChange = vi.fn()
    render(<Stateful lowest={1} highest={98} disabled onChange={onChange} />)
    expect(thumb('min').getAttribute('tabindex')).toBe('-1')
    expect(thumb('min').getAttribute('aria-disabled')).toBe('true')
    await press('min', '{ArrowRight}{End}')
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('useRangeSlider: any span', () => {
  const slider = (lowest: number, highest: number, min = lowest, max = highest) =>
    renderHook(() => {
      const [values, setValues] = useState({ min, max })
      return useRangeSlider({
        lowest,
        highest,
        ...values,
        onChange: (t, n) => setValues((v) => ({ ...v, [t]: n })),
      })
    })

  test('1 to 2⁶⁰: the thumbs at either end, a step moves to the next number a double holds', async () => {
    const { result } = slider(1, 2 ** 60)
    expect([result.current.from, result.current.to]).toEqual([0, 1])
    // 2⁶⁰ − 1 is 2⁶⁰ as a double: the arrow still moves, to the next double down.
    render(<Stateful lowest={1} highest={2 ** 60} />)
    await press('max', '{ArrowLeft}')
    expect(now('max')).toBe(2 ** 60 - 128)
    await press('max', '{ArrowRight}')
    expect(now('max')).toBe(2 ** 60)
    await press('max', '{PageDown}')
    expect(now('max')).toBe(2 ** 60 - Math.round(2 ** 60 / 10 - 0.1))
    const style = thumb('max').closest<HTMLElement>('.pk-range')?.style
    expect(style?.getPropertyValue('--pk-range-from')).toBe('0%')
    expect(style?.getPropertyValue('--pk-range-to')).toBe('90%')
  })

  test('the widest span of doubles: finite fractions, the middle at 0', () => {
    const { result } = slider(-Number.MAX_VALUE, Number.MAX_VALUE, 0, Number.MAX_VALUE / 2)
    expect([result.current.from, result.current.to]).toEqual([0.5, 0.75])
  })

  test('one value: both thumbs at 0, and keys change nothing', async () => {
    const { result } = slider(7, 7)
    expect([result.current.from, result.current.to]).toEqual([0, 0])
    const onChange = vi.fn()
    render(<Stateful lowest={7} highest={7} onChange={onChange} />)
    await press('min', '{ArrowRight}{PageUp}{End}')
    await press('max', '{ArrowLeft}{PageDown}{Home}')
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('RangeSlider and RangeFilter: markup', () => {
  test('aria-valuetext in the locale, through the kit’s number format', () => {
    render(
      <PlatformLocaleContext.Provider value="de-DE">
        <RangeFilter
          property={{ name: 'Level', type: 'INT', min: 1000, max: 2 ** 60, values: [] }}
          value={{ properties: [{ name: 'Level', type: 'INT', min: 1234, max: 2 ** 60 }] }}
          onChange={() => {}}
          text={FILTER_PANEL_STRINGS}
        />
      </PlatformLocaleContext.Provider>,
    )
    expect(thumb('min').getAttribute('aria-valuetext')).toBe('1.234')
    expect(thumb('max').getAttribute('aria-valuetext')).toBe('1,153E18')
  })

  test('the same HTML on a server, positions included', () => {
    const node = (
      <RangeSlider lowest={0} highest={3} min={1} max={2} onChange={() => {}} labels={LABELS} />
    )
    const html = renderToString(node)
    expect(html).toContain('--pk-range-from:33.3333%')
    expect(html).toContain('--pk-range-to:66.6667%')
    expect(renderToString(node)).toBe(html)
  })
})
