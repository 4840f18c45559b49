/**
 * The grid virtualized against the window, in real Chromium (issue 12): the
 * page scrolls as one (no scroll box inside the grid), only the rows near the
 * window's view are rendered, the keys scroll the page to the card they
 * focus, and the next page is asked for near the page's end.
 */
import '../../src/ui/styles.css'
import { act, cleanup, render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import { CollectibleGridView } from '../../src/ui/components/CollectibleGrid/CollectibleGrid.js'

afterEach(() => {
  cleanup()
  window.scrollTo(0, 0)
})

const make = (n: number): Collectible[] =>
  Array.from({ length: n }, (_, i) => ({
    metadata: { tokenId: String(i), name: `Token ${i}`, attributes: [], assets: [] },
  }))

/** The token ids of the cards whose boxes are inside the window's view. */
const inView = () =>
  [...document.querySelectorAll<HTMLElement>('[data-token-id]')]
    .filter((card) => {
      const r = card.getBoundingClientRect()
      return r.bottom > 0 && r.top < window.innerHeight
    })
    .map((card) => Number(card.dataset.tokenId))

const frames = (n = 3) =>
  act(async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(() => r(null)))
  })

test('the page scrolls, the grid renders the rows in view, and is as tall as its rows', async () => {
  await page.viewport(1000, 800)
  document.body.style.margin = '0'
  const { container } = render(
    <div>
      <header style={{ height: 300 }}>A page header</header>
      <CollectibleGridView collectibles={make(2000)} status="success" scroll="window" locale="en" />
    </div>,
  )
  await frames()
  const viewport = container.querySelector<HTMLElement>('.pk-grid__viewport')!
  const grid = container.querySelector<HTMLElement>('[role="grid"]')!
  // Nothing scrolls inside the grid: the page does.
  expect(viewport.scrollHeight).toBeLessThanOrEqual(viewport.clientHeight + 1)
  expect(document.documentElement.scrollHeight).toBeGreaterThan(50 * window.innerHeight)
  expect(grid.getBoundingClientRect().top).toBeGreaterThanOrEqual(300)
  expect(container.querySelector('.pk-grid__count')?.textContent).toBe('2,000 results')
  expect(inView()[0]).toBe(0)
  const rendered = () => container.querySelectorAll('[role="gridcell"]').length
  expect(rendered()).toBeLessThan(60)

  // Half way down the page: the cards in view are the ones that belong there.
  await act(async () => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await frames()
  const middle = inView()
  expect(middle.length).toBeGreaterThan(0)
  expect(middle[0]).toBeGreaterThan(800)
  expect(middle[0]).toBeLessThan(1200)
  expect(rendered()).toBeLessThan(60)
  // Every rendered row sits where the page's scroll says.
  for (const row of grid.querySelectorAll<HTMLElement>('[role="row"]')) {
    const index = Number(row.getAttribute('aria-rowindex')) - 1
    const cells = row.querySelectorAll('[data-token-id]')
    expect(Number(cells[0]!.getAttribute('data-token-id'))).toBe(index * 4)
  }
})

test('Ctrl+End scrolls the page to the last card and focuses it; near the end the next page is asked', async () => {
  await page.viewport(1000, 800)
  const fetchNextPage = vi.fn()
  const { container } = render(
    <CollectibleGridView
      collectibles={make(400)}
      status="success"
      scroll="window"
      hasNextPage
      fetchNextPage={fetchNextPage}
      locale="en"
    />,
  )
  await frames()
  expect(container.querySelector('.pk-grid__count')?.textContent).toBe('400+ results')
  expect(fetchNextPage).not.toHaveBeenCalled()
  const first = container.querySelector<HTMLElement>('[data-token-id="0"]')!
  first.focus()
  await userEvent.keyboard('{Control>}{End}{/Control}')
  await frames(5)
  expect(document.activeElement?.closest('[data-token-id]')?.getAttribute('data-token-id')).toBe(
    '399',
  )
  expect(window.scrollY).toBeGreaterThan(10 * window.innerHeight)
  expect(inView()).toContain(399)
  expect(fetchNextPage).toHaveBeenCalledTimes(1)
})
