/**
 * The activity list in real Chromium (issue 31): 10,000 rows keep the DOM
 * bounded and End reaches the last one; at 320, 390 and 1280 px nothing
 * scrolls sideways — the page, the list's box, any row — and rows neither
 * overlap nor leave the box, also once rows arrive at the top; a narrow row
 * is three lines, a wide one is one, and amounts end at one x.
 */
import '../../src/ui/styles.css'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ActivityListView } from '../../src/ui/components/ActivityList/ActivityList.js'
import { activityEntry, HOSTILE, manyEntries, NOW, TOKENS } from '../support/activityFixtures.js'

afterEach(cleanup)

const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)))
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await frame()
}

async function show(node: ReactNode, width: number) {
  document.body.style.margin = '0'
  await page.viewport(width, 800)
  const result = render(<div style={{ padding: 16 }}>{node}</div>)
  await frames()
  return result
}

const articles = () => [...document.querySelectorAll<HTMLElement>('.pk-activity article')]

/** What is wrong with the layout: sideways scrolls, rows that overlap or leave the box. */
function problems(): string[] {
  const out: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth)
    out.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
  for (const el of document.querySelectorAll<HTMLElement>('.pk-activity, .pk-activity *')) {
    const overflowX = getComputedStyle(el).overflowX
    if (['auto', 'scroll'].includes(overflowX) && el.scrollWidth > el.clientWidth + 1)
      out.push(`${el.className} scrolls sideways`)
  }
  const box = document.querySelector('.pk-activity__viewport')!.getBoundingClientRect()
  const rows = articles().sort(
    (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
  )
  for (const [i, row] of rows.entries()) {
    const r = row.getBoundingClientRect()
    if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`row ${i} leaves the box`)
    const before = rows[i - 1]?.getBoundingClientRect()
    if (before && r.top < before.bottom - 1) out.push(`row ${i} overlaps the one above`)
    for (const part of row.querySelectorAll<HTMLElement>(':scope > *, .pk-activity__meta > *')) {
      const p = part.getBoundingClientRect()
      if (p.width > 0 && (p.left < r.left - 1 || p.right > r.right + 1))
        out.push(`row ${i}: ${part.className} leaves the row`)
    }
  }
  return out
}

test('10,000 rows: a bounded DOM, and End reaches the last row', async () => {
  await show(
    <ActivityListView items={manyEntries(10_000)} status="success" now={NOW} tokens={TOKENS} />,
    1280,
  )
  expect(articles().length).toBeGreaterThan(5)
  expect(articles().length).toBeLessThan(60)
  await userEvent.click(articles()[0]!.querySelector('.pk-activity__kind')!)
  await userEvent.keyboard('{End}')
  await expect.poll(() => document.activeElement?.getAttribute('aria-posinset')).toBe('10000')
  await frames()
  const last = document.activeElement!.getBoundingClientRect()
  const box = document.querySelector('.pk-activity__viewport')!.getBoundingClientRect()
  expect(last.top).toBeGreaterThanOrEqual(box.top - 1)
  expect(last.bottom).toBeLessThanOrEqual(box.bottom + 1)
  expect(articles().length).toBeLessThan(60)
  expect(problems()).toEqual([])
})

describe.each([320, 390, 1280])('at %i px', (width) => {
  test('nothing scrolls sideways, rows stay in their box and apart, amounts end at one x', async () => {
    await show(
      <ActivityListView
        items={[...HOSTILE, ...manyEntries(30)]}
        status="success"
        now={NOW}
        tokens={TOKENS}
      />,
      width,
    )
    expect(problems()).toEqual([])
    // Amounts end at one x: a narrow row's amount cell, a wide row's quantity column.
    const cell = width < 1000 ? '.pk-activity__amount' : '.pk-activity__quantity'
    const ends = new Set(
      articles()
        .flatMap((row) => [...row.querySelectorAll(cell)])
        .map((part) => Math.round(part.getBoundingClientRect().right)),
    )
    expect([...ends]).toHaveLength(1)
    // Narrow, a row is three lines (its kind above its token, above its addresses); wide, one.
    const row = articles()[6]!
    const box = (part: string) => row.querySelector(part)!.getBoundingClientRect()
    const kind = box('.pk-activity__kind')
    const from = box('.pk-activity__address')
    if (width < 720) {
      expect(box('.pk-activity__token').top).toBeGreaterThanOrEqual(kind.bottom - 1)
      expect(from.top).toBeGreaterThanOrEqual(box('.pk-activity__token').bottom - 1)
    } else {
      expect(Math.abs(from.top + from.height / 2 - (kind.top + kind.height / 2))).toBeLessThan(4)
    }
  })

  test.each([0, 3])(
    'rows that arrive at the top (%i frames after the first) push the others down without overlapping them',
    async (wait) => {
      const items = manyEntries(40)
      document.body.style.margin = '0'
      await page.viewport(width, 800)
      const { rerender } = render(
        <div style={{ padding: 16 }}>
          <ActivityListView items={items} status="success" now={NOW} tokens={TOKENS} />
        </div>,
      )
      await frames(wait)
      const arrived = [
        activityEntry(100_002, { arrived: true }),
        activityEntry(100_001, { arrived: true }),
      ]
      rerender(
        <div style={{ padding: 16 }}>
          <ActivityListView
            items={[...arrived, ...items]}
            status="success"
            now={NOW}
            tokens={TOKENS}
          />
        </div>,
      )
      await frames()
      expect(screen.getAllByText('New')).toHaveLength(2)
      expect(problems()).toEqual([])
    },
  )

  test('loading, empty and error keep the box', async () => {
    const heights: number[] = []
    for (const status of ['pending', 'success', 'error'] as const) {
      const shown = await show(<ActivityListView items={[]} status={status} now={NOW} />, width)
      heights.push(document.querySelector('.pk-activity__viewport')!.getBoundingClientRect().height)
      expect(problems()).toEqual([])
      shown.unmount()
    }
    expect(new Set(heights).size).toBe(1)
  })
})

test('a box that collapses to no height keeps the focused row, focused; Home still reaches the first', async () => {
  await show(
    <ActivityListView items={manyEntries(10_000)} status="success" now={NOW} tokens={TOKENS} />,
    1280,
  )
  const focused = () => document.activeElement?.getAttribute('aria-posinset')
  await userEvent.click(articles()[0]!.querySelector('.pk-activity__kind')!)
  await userEvent.keyboard('{End}')
  await expect.poll(focused).toBe('10000')
  // The panel around it closes (a drawer, a tab): the virtualizer has no range, so no rows of its own.
  document
    .querySelector<HTMLElement>('.pk-activity')!
    .style.setProperty('--pk-activity-height', '0px')
  await frames()
  expect(document.querySelector('.pk-activity__viewport')!.clientHeight).toBe(0)
  expect(focused()).toBe('10000')
  await userEvent.keyboard('{Home}')
  await expect.poll(focused).toBe('1')
})

test('a short list is as tall as its rows; a long one stops at --pk-activity-height and scrolls; the states are shorter still', async () => {
  const box = () => document.querySelector('.pk-activity__viewport')!.getBoundingClientRect().height
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
  const short = await show(
    <ActivityListView items={manyEntries(3)} status="success" now={NOW} />,
    390,
  )
  await frames()
  const rows = articles()
  expect(rows).toHaveLength(3)
  const last = rows.at(-1)!.getBoundingClientRect()
  // The box ends under the last row (borders aside), far short of 30rem.
  expect(Math.abs(box() - (last.bottom - rows[0]!.getBoundingClientRect().top) - 2)).toBeLessThan(2)
  expect(box()).toBeLessThan(30 * rem)
  short.unmount()

  const long = await show(
    <ActivityListView items={manyEntries(500)} status="success" now={NOW} />,
    390,
  )
  expect(box()).toBe(30 * rem)
  const viewport = document.querySelector<HTMLElement>('.pk-activity__viewport')!
  expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight)
  long.unmount()

  await show(<ActivityListView items={[]} status="success" now={NOW} />, 390)
  expect(box()).toBe(12 * rem)
})
