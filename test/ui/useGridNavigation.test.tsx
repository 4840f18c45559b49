/**
 * useGridNavigation drives an app's own markup (issue 12): a plain list of
 * links laid out in rows, with no component of the kit, gets one tab stop and
 * the grid keys.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { useGridNavigation } from '../../src/ui/hooks/useGridNavigation.js'

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
