/**
 * The filter panel's two-thumb range in real Chromium (issue 27): a press on
 * the track moves the nearer thumb, a drag moves a thumb and stops at the
 * other, the thumbs are touch-sized with a visible focus, and the number
 * inputs show 2⁶⁰'s 19 digits unclipped, at a phone's width and in a
 * desktop's sidebar.
 */
import '../../src/ui/styles.css'
import { cleanup, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { PropertyFilter } from '../../src/core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../src/core/schemas/rpc/listCollectibles.js'
import { FilterPanelView } from '../../src/ui/components/FilterPanel/FilterPanel.js'

afterEach(cleanup)

const LEVEL: PropertyFilter = { name: 'Level', type: 'INT', min: 1, max: 98, values: [] }
const BEYOND: PropertyFilter = {
  name: 'Beyond 2^53',
  type: 'INT',
  min: 1,
  max: 2 ** 60,
  values: [],
}

interface PanelProps {
  readonly filters: PropertyFilter[]
  readonly initial: CollectiblesFilter
  readonly width: number
  readonly onValue: (f: CollectiblesFilter) => void
}

/** The panel holding its value, `width` px wide, reporting each change. */
function Panel({ filters, initial, width, onValue }: PanelProps) {
  const [value, setValue] = useState(initial)
  return (
    <div style={{ width }}>
      <FilterPanelView
        status="success"
        filters={filters}
        marketplaces={[]}
        value={value}
        onChange={(next) => {
          setValue(next)
          onValue(next)
        }}
      />
    </div>
  )
}

/** Renders the panel with `filters`, and ways to reach and measure its range. */
function renderPanel(filters: PropertyFilter[], initial: CollectiblesFilter = {}, width = 300) {
  const onValue = vi.fn<(f: CollectiblesFilter) => void>()
  const { container } = render(
    <Panel filters={filters} initial={initial} width={width} onValue={onValue} />,
  )
  const rail = () => container.querySelector<HTMLElement>('.pk-range__rail') as HTMLElement
  const thumb = (which: 'min' | 'max') =>
    container.querySelector<HTMLElement>(`.pk-range__thumb[data-thumb="${which}"]`) as HTMLElement
  const now = (which: 'min' | 'max') => Number(thumb(which).getAttribute('aria-valuenow'))
  /** The Level value a point at fraction `f` of the rail gives. */
  const at = (f: number) => Math.round(1 + f * 97)
  /**
   * A point of the rail at fraction `f`, for Playwright's `position` (a new
   * object each time: Vitest scales the one it is given to its iframe, in place).
   */
  const point = (f: number) => ({
    x: Math.round(rail().getBoundingClientRect().width * f),
    y: Math.round(rail().getBoundingClientRect().height / 2),
  })
  const fractionOf = (x: number) => x / rail().getBoundingClientRect().width
  return { container, rail, thumb, now, at, point, fractionOf, onValue }
}

describe('pointer', () => {
  test('a press on the track moves the nearer thumb there', async () => {
    await page.viewport(390, 800)
    const s = renderPanel([LEVEL])
    const left = s.point(0.3)
    await userEvent.click(s.rail(), { position: { ...left } })
    await expect.poll(() => s.now('min')).toBe(s.at(s.fractionOf(left.x)))
    expect(s.now('max')).toBe(98)
    expect(document.activeElement).toBe(s.thumb('min'))
    const right = s.point(0.8)
    await userEvent.click(s.rail(), { position: { ...right } })
    await expect.poll(() => s.now('max')).toBe(s.at(s.fractionOf(right.x)))
    expect(s.now('min')).toBe(s.at(s.fractionOf(left.x)))
    expect(s.onValue).toHaveBeenLastCalledWith({
      properties: [{ name: 'Level', type: 'INT', min: s.now('min'), max: s.now('max') }],
    })
  })

  test('a drag moves a thumb, and stops at the other thumb', async () => {
    await page.viewport(390, 800)
    const s = renderPanel([LEVEL], {
      properties: [{ name: 'Level', type: 'INT', min: 20, max: 60 }],
    })
    const to = s.point(0.75)
    await userEvent.dragAndDrop(s.thumb('max'), s.rail(), { targetPosition: { ...to } })
    await expect.poll(() => s.now('max')).toBe(s.at(s.fractionOf(to.x)))
    expect(s.now('min')).toBe(20)
    // Dragged far past the maximum, the minimum stops at it.
    await userEvent.dragAndDrop(s.thumb('min'), s.rail(), { targetPosition: s.point(0.98) })
    await expect.poll(() => s.now('min')).toBe(s.now('max'))
    expect(s.onValue).toHaveBeenLastCalledWith({
      properties: [{ name: 'Level', type: 'INT', min: s.now('max'), max: s.now('max') }],
    })
    expect(s.now('max')).toBe(s.at(s.fractionOf(to.x)))
  })

  test('thumbs on one value: the drag’s direction picks the thumb', async () => {
    await page.viewport(390, 800)
    const s = renderPanel([LEVEL], {
      properties: [{ name: 'Level', type: 'INT', min: 50, max: 50 }],
    })
    await userEvent.dragAndDrop(s.thumb('max'), s.rail(), { targetPosition: s.point(0.2) })
    await expect.poll(() => s.now('min')).toBeLessThan(50)
    expect(s.now('max')).toBe(50)
    await userEvent.dragAndDrop(s.thumb('max'), s.rail(), { targetPosition: s.point(0.9) })
    await expect.poll(() => s.now('max')).toBeGreaterThan(50)
  })

  test('the thumbs sit at the ends of 1 to 2⁶⁰', async () => {
    await page.viewport(390, 800)
    const s = renderPanel([BEYOND])
    const centre = (el: HTMLElement) => {
      const r = el.getBoundingClientRect()
      return Math.round(r.left + r.width / 2)
    }
    const rail = s.rail().getBoundingClientRect()
    expect(centre(s.thumb('min'))).toBe(Math.round(rail.left))
    expect(centre(s.thumb('max'))).toBe(Math.round(rail.right))
  })
})

describe('touch, focus and size', () => {
  test('thumbs are 24 px targets; the control takes touch for itself; focus is visible', async () => {
    await page.viewport(390, 800)
    const s = renderPanel([LEVEL])
    for (const which of ['min', 'max'] as const) {
      const r = s.thumb(which).getBoundingClientRect()
      expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(24)
    }
    const control = s.thumb('min').closest('.pk-range') as HTMLElement
    expect(getComputedStyle(control).touchAction).toBe('none')
    await userEvent.click(s.container.querySelector('input[type="search"]') as HTMLElement)
    await userEvent.tab()
    expect(document.activeElement).toBe(s.thumb('min'))
    const style = getComputedStyle(s.thumb('min'))
    expect([style.outlineStyle, style.outlineWidth]).toEqual(['solid', '2px'])
  })
})

describe.each([
  ['a phone', 390, 390 - 16],
  ['a narrow phone', 320, 320 - 16],
  ['a desktop sidebar', 1280, 300],
])('on %s (%i px)', (_, viewport, width) => {
  test('the inputs show 2⁶⁰ in full, inside the panel', async () => {
    await page.viewport(viewport, 800)
    const s = renderPanel([LEVEL, BEYOND], {}, width)
    const inputs = [...s.container.querySelectorAll<HTMLInputElement>('input[type="number"]')]
    expect(inputs.map((i) => i.value)).toEqual(['1', '98', '1', '1152921504606846976'])
    for (const input of inputs) {
      expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth)
      expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
        (s.container.querySelector('.pk-filters') as HTMLElement).getBoundingClientRect().right,
      )
    }
    // Level's two-digit inputs share a line; 2⁶⁰'s take a line each.
    const tops = inputs.map((i) => Math.round(i.getBoundingClientRect().top))
    expect(tops[0]).toBe(tops[1])
    expect(tops[3]).toBeGreaterThan(tops[2] as number)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
  })
})
