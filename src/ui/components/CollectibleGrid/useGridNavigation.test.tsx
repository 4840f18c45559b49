/**
 * useGridNavigation drives an app's own markup (issue 12): a plain list of
 * links laid out in rows, with no component of the kit, gets one tab stop and
 * the grid keys.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startTransition, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { useGridNavigation } from './useGridNavigation.js'

afterEach(cleanup)

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fi', 'Gus']

function MyGrid({ onScrollTo }: { onScrollTo?: (row: number) => void }) {
  const nav = useGridNavigation({
    count: NAMES.length,
    columns: 3,
    pageRows: 1,
    scrollToRow: onScrollTo,
  })
  const rows = [NAMES.slice(0, 3), NAMES.slice(3, 6), NAMES.slice(6)]
  return (
    // biome-ignore lint/a11y/useSemanticElements: an app's own ARIA grid, as the hook documents
    <div
      role="grid"
      aria-label="People"
      ref={nav.gridRef}
      onKeyDown={nav.onKeyDown}
      onFocus={nav.onFocus}
    >
      {rows.map((row, r) => (
        // biome-ignore lint/a11y/useSemanticElements: a row of the ARIA grid
        // biome-ignore lint/a11y/useFocusableInteractive: its links take the focus
        <div role="row" key={row.join()}>
          {row.map((name, c) => (
            // biome-ignore lint/a11y/useSemanticElements: a cell of the ARIA grid
            // biome-ignore lint/a11y/useFocusableInteractive: its link takes the focus
            <div role="gridcell" key={name} data-pk-index={r * 3 + c}>
              <a href={`#${name}`} tabIndex={nav.tabIndexOf(r * 3 + c)}>
                {name}
              </a>
            </div>
          ))}
          {r === 0 && <input aria-label="Note" />}
        </div>
      ))}
    </div>
  )
}

test('one tab stop that the keys move, and scrolls each row into view first', async () => {
  const user = userEvent.setup()
  const scrolled = vi.fn()
  render(<MyGrid onScrollTo={scrolled} />)
  const link = (name: string) => screen.getByRole('link', { name })
  expect(screen.getAllByRole('link').filter((a) => a.tabIndex === 0)).toEqual([link('Ada')])
  await user.tab()
  expect(document.activeElement).toBe(link('Ada'))
  await user.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(link('Di'))
  expect(scrolled).toHaveBeenLastCalledWith(1)
  await user.keyboard('{ArrowRight}{ArrowRight}')
  expect(document.activeElement).toBe(link('Fi'))
  // Down into the shorter last row: its last item.
  await user.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(link('Gus'))
  await user.keyboard('{Control>}{Home}{/Control}')
  expect(document.activeElement).toBe(link('Ada'))
  await user.keyboard('{End}')
  expect(document.activeElement).toBe(link('Cy'))
  expect(screen.getAllByRole('link').filter((a) => a.tabIndex === 0)).toEqual([link('Cy')])
})

test('a pointer moves the tab stop; keys typed in an input are left alone', async () => {
  render(<MyGrid />)
  fireEvent.focus(screen.getByRole('link', { name: 'Ed' }))
  expect(screen.getByRole('link', { name: 'Ed' }).tabIndex).toBe(0)
  expect(screen.getByRole('link', { name: 'Ada' }).tabIndex).toBe(-1)
  const input = screen.getByRole('textbox', { name: 'Note' })
  input.focus()
  const event = fireEvent.keyDown(input, { key: 'ArrowRight' })
  expect(event).toBe(true)
  expect(document.activeElement).toBe(input)
})

/** What a test drives of {@link MovingGrid}: its grid's `moveTo`, and a render of its own. */
interface ProbeApi {
  moveTo?: (index: number) => void
  rerender?: () => void
}

/** An app's own grid on useGridNavigation, handing `api` its `moveTo` and a render of something else. */
function MovingGrid({ api }: { api: ProbeApi }) {
  const nav = useGridNavigation({ count: NAMES.length, columns: 3 })
  const [, setTick] = useState(0)
  api.moveTo = nav.moveTo
  api.rerender = () => setTick((n) => n + 1)
  return (
    // biome-ignore lint/a11y/useSemanticElements: an app's own ARIA grid, as the hook documents
    <div role="grid" aria-label="People" ref={nav.gridRef} onFocus={nav.onFocus}>
      {NAMES.map((name, index) => (
        <div key={name} data-pk-index={index}>
          <a href={`#${name}`} tabIndex={nav.tabIndexOf(index)}>
            {name}
          </a>
        </div>
      ))}
    </div>
  )
}

test('the focus reaches the item moved to when a render comes before the move', () => {
  const api: ProbeApi = {}
  render(<MovingGrid api={api} />)
  act(() => api.moveTo!(4))
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ed' }))
  // The move in a transition, and a render of something else before it: that render still has
  // the item the tab stop leaves, and took the focus there.
  act(() => {
    startTransition(() => api.moveTo!(0))
    flushSync(() => api.rerender!())
  })
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ada' }))
})
