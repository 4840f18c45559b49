/**
 * The activity list as a marketplace's Activity tab (issue 43), in real
 * Chromium under each test font: at 320, 390 and 1280 px the kind is never
 * cut — "New" beside it or under it — and no part of a row covers another;
 * the column names stand over their columns on a wide list and are not
 * displayed on a narrow one; the filter is reached with Tab and chosen with
 * the arrow keys.
 */
import '../../src/ui/styles.css'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ActivityListView } from '../../src/ui/components/ActivityList/ActivityList.js'
import {
  MARKET_CURRENCIES,
  manyEntries,
  marketEntries,
  NOW,
  TOKENS,
} from '../support/activityFixtures.js'
import { switchFont, TEST_FONTS } from '../support/browserFonts.js'

afterEach(cleanup)
afterAll(() => switchFont(TEST_FONTS[0]!))

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r))
}

async function show(width: number) {
  document.body.style.margin = '0'
  await page.viewport(width, 800)
  render(
    <div style={{ padding: 16 }}>
      <ActivityListView
        items={[...marketEntries(), ...manyEntries(5)]}
        status="success"
        now={NOW}
        network="polygon"
        tokens={TOKENS}
        currencies={MARKET_CURRENCIES}
        onFilterChange={() => {}}
      />
    </div>,
  )
  await frames()
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.pk-activity article')]
const rect = (el: Element) => el.getBoundingClientRect()
const PARTS =
  '.pk-activity__kind, .pk-activity__token, .pk-activity__price, .pk-activity__quantity, .pk-activity__address, .pk-activity__when, .pk-activity__tx'

/** What is wrong in the rows: a kind cut or out of its cell, parts over each other, a page that scrolls sideways. */
function problems(): string[] {
  const out: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth)
    out.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
  for (const row of rows()) {
    const name = `row ${row.getAttribute('aria-posinset')} (${row.dataset.kind})`
    const kind = row.querySelector<HTMLElement>('.pk-activity__kind')!
    const words = row.querySelector<HTMLElement>('.pk-activity__kind-text')!
    if (words.scrollWidth > words.clientWidth + 1) out.push(`${name}: its kind is cut`)
    if (getComputedStyle(words).textOverflow === 'ellipsis')
      out.push(`${name}: its kind may be cut`)
    for (const part of [words, row.querySelector('.pk-activity__new')]) {
      if (!part) continue
      const r = rect(part)
      const k = rect(kind)
      if (r.left < k.left - 1 || r.right > k.right + 1 || r.bottom > k.bottom + 1)
        out.push(`${name}: ${part.className} leaves the kind's cell`)
    }
    const parts = [...row.querySelectorAll(PARTS)].filter((p) => rect(p).width > 0)
    for (const [i, a] of parts.entries()) {
      for (const b of parts.slice(i + 1)) {
        const x = Math.min(rect(a).right, rect(b).right) - Math.max(rect(a).left, rect(b).left)
        const y = Math.min(rect(a).bottom, rect(b).bottom) - Math.max(rect(a).top, rect(b).top)
        if (x > 1 && y > 1) out.push(`${name}: ${a.className} covers ${b.className}`)
      }
    }
  }
  return out
}

describe.each(TEST_FONTS.map((font) => [font.name, font] as const))('in %s', (_, font) => {
  test.each([320, 390, 1280])(
    'at %i px the kinds are whole and no part covers another',
    async (width) => {
      await switchFont(font)
      await show(width)
      expect(problems()).toEqual([])
      // Every kind is there in its words, the "New" marks too.
      const kinds = rows().map((row) => row.querySelector('.pk-activity__kind-text')!.textContent)
      expect(kinds.slice(0, 5)).toEqual(['Sale', 'Listing', 'Offer', 'Cancelled', 'All cancelled'])
      expect(screen.getAllByText('New').every((mark) => rect(mark).width > 0)).toBe(true)
    },
  )
})

test('wide, the column names stand over their columns; narrow, they are not displayed', async () => {
  await show(1280)
  const head = document.querySelector<HTMLElement>('.pk-activity__head')!
  expect(head.getAttribute('aria-hidden')).toBe('true')
  expect(head.textContent).toBe('EventItemPriceQtyFromToTimeTransaction')
  const column = (name: string) => rect(head.querySelector(`[data-column="${name}"]`)!)
  const sale = rows()[0]!
  const cell = (part: string) => rect(sale.querySelector(part)!)
  expect(Math.abs(column('price').right - cell('.pk-activity__price').right)).toBeLessThan(1.5)
  expect(Math.abs(column('quantity').right - cell('.pk-activity__quantity').right)).toBeLessThan(
    1.5,
  )
  expect(Math.abs(column('from').left - cell('[data-part="from"]').left)).toBeLessThan(1.5)
  expect(Math.abs(column('to').left - cell('[data-part="to"]').left)).toBeLessThan(1.5)
  expect(Math.abs(column('kind').left - cell('.pk-activity__kind').left)).toBeLessThan(1.5)
  expect(Math.abs(column('when').left - cell('.pk-activity__when').left)).toBeLessThan(1.5)
  expect(sale.textContent).toContain('≈ $21.42')
  // A scroll bar that takes room (a desktop's): the names keep it, and still stand over their columns.
  const bar = document.createElement('style')
  bar.textContent = '.pk-activity__viewport::-webkit-scrollbar { width: 17px }'
  document.head.append(bar)
  try {
    await frames()
    cleanup()
    await show(1280)
    const viewport = document.querySelector<HTMLElement>('.pk-activity__viewport')!
    // 17 where the browser draws scroll bars (headless Chromium hides them: 0).
    const scrollBar = viewport.offsetWidth - viewport.clientWidth - 2
    const head = document.querySelector<HTMLElement>('.pk-activity__head')!
    expect(head.style.getPropertyValue('--pk-activity-gutter')).toBe(`${scrollBar}px`)
    for (const [name, part] of [
      ['tx', '.pk-activity__tx'],
      ['price', '.pk-activity__price'],
      ['quantity', '.pk-activity__quantity'],
    ]) {
      const over = rect(head.querySelector(`[data-column="${name}"]`)!).right
      expect(Math.abs(over - rect(rows()[0]!.querySelector(part!)!).right), name).toBeLessThan(1.5)
    }
  } finally {
    bar.remove()
  }
  cleanup()
  await show(390)
  expect(getComputedStyle(document.querySelector('.pk-activity__head')!).display).toBe('none')
})

test('Tab reaches the filter at its choice; the arrow keys choose another', async () => {
  await page.viewport(390, 800)
  const onFilterChange = vi.fn()
  render(
    <>
      <button type="button">before</button>
      <ActivityListView
        items={manyEntries(3)}
        status="success"
        now={NOW}
        filter="all"
        onFilterChange={onFilterChange}
      />
    </>,
  )
  screen.getByRole('button', { name: 'before' }).focus()
  await userEvent.tab()
  expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'All' }))
  expect(screen.getByRole('group', { name: 'Show' })).toBeTruthy()
  await userEvent.keyboard('{ArrowRight}')
  expect(onFilterChange).toHaveBeenLastCalledWith('sales')
  // One tab stop for the group: the next Tab is the list's row.
  await userEvent.tab()
  expect(document.activeElement?.tagName).toBe('ARTICLE')
})
