/**
 * The contracts table on a phone, in real Chromium (issue 27): at 320 and
 * 390 px each contract is a block of its fields, label before value, with
 * every button, link and form control inside the viewport and no box
 * scrolled or scrollable sideways; the rows keep their table roles; sorting
 * and paging stay usable. On a desktop it stays a table.
 */
import '../../src/ui/styles.css'
import { cleanup, render } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import type { Contract } from '../../src/core/schemas/contract.js'
import type { ContractsSort } from '../../src/ui/components/ContractsTable/ContractsTable.js'
import { ContractsTableView } from '../../src/ui/components/ContractsTable/ContractsTable.js'

afterEach(cleanup)

const contract = (id: number, over: Partial<Contract> = {}): Contract => ({
  id,
  projectId: 1,
  contractName: `Contract ${id}`,
  contractAddress: `0x${id.toString(16).padStart(40, 'a')}`,
  contractType: 'ERC721',
  chainId: 137,
  itemsContractAddress: '',
  audienceId: 0,
  createdAt: '2024-10-11T20:46:38.000Z',
  updatedAt: '',
  ...over,
})

const CONTRACTS = [
  contract(1, { contractName: 'Native Marketplace (Anvil (local))', contractType: 'MARKETPLACE' }),
  contract(2, { contractName: 'W'.repeat(120), contractType: 'X'.repeat(40), chainId: 999_999 }),
  contract(3, { contractName: 'USDC (Polygon)', contractType: 'ERC20' }),
]

function Table() {
  const [sort, setSort] = useState<ContractsSort | undefined>()
  return (
    <ContractsTableView
      contracts={CONTRACTS}
      status="success"
      filter={{}}
      onFilterChange={() => {}}
      sort={sort}
      onSortChange={setSort}
      page={2}
      hasPrevious
      hasNext
      onPrevious={() => {}}
      onNext={() => {}}
      locale="en"
    />
  )
}

async function renderAt(width: number, theme: 'light' | 'dark' = 'light') {
  await page.viewport(width, 900)
  document.body.style.margin = '0'
  return render(
    <div data-pk-theme={theme} style={{ padding: 12, background: 'var(--pk-bg)' }}>
      <Table />
    </div>,
  )
}

/** Every ancestor of `el` that scrolls sideways or could. */
function sidewaysScrollers(el: Element): string[] {
  const out: string[] = []
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (p.scrollLeft !== 0 || p.scrollWidth > p.clientWidth + 1) {
      if (p === document.body || p === document.documentElement) {
        if (p.scrollWidth > window.innerWidth) out.push(p.tagName)
      } else if (getComputedStyle(p).overflowX !== 'visible') out.push(p.className || p.tagName)
    }
  }
  return out
}

describe.each([320, 390])('at %i px', (width) => {
  test.each(['light', 'dark'] as const)(
    '%s theme: stacked rows, every control in view, nothing scrolls sideways',
    async (theme) => {
      const { container } = await renderAt(width, theme)
      const controls = container.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [tabindex="0"]',
      )
      for (const control of controls) {
        const r = control.getBoundingClientRect()
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName
        expect(r.width, name).toBeGreaterThan(0)
        expect(r.left, name).toBeGreaterThanOrEqual(0)
        expect(r.right, name).toBeLessThanOrEqual(width)
        expect(sidewaysScrollers(control), name).toEqual([])
      }
      // Three sort buttons, three copy buttons, two page buttons, two filters, the region.
      expect(controls.length).toBeGreaterThanOrEqual(11)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width)

      // Each contract a block: every field there, its label drawn before its value.
      const rows = container.querySelectorAll<HTMLElement>('tr[data-contract-id]')
      expect(rows).toHaveLength(3)
      for (const row of rows) {
        const box = row.getBoundingClientRect()
        expect(box.right).toBeLessThanOrEqual(width)
        const cells = [...row.querySelectorAll<HTMLElement>('th, td')]
        expect(cells.map((c) => c.dataset.label)).toEqual([
          'Name',
          'Type',
          'Chain',
          'Address',
          'Created',
        ])
        let previous = -1
        for (const cell of cells) {
          const r = cell.getBoundingClientRect()
          // One under the other, inside the row, each showing its label.
          expect(r.top).toBeGreaterThan(previous)
          previous = r.top
          expect(r.right).toBeLessThanOrEqual(box.right + 1)
          expect(getComputedStyle(cell, '::before').content).toContain(cell.dataset.label)
          expect(cell.textContent!.trim().length).toBeGreaterThan(0)
        }
        expect(row.querySelector('button[aria-label^="Copy the address of"]')).toBeTruthy()
        expect(row.querySelector('time')?.textContent).toBe('Oct 11, 2024')
      }
      // The table is still a table to assistive technology.
      expect(container.querySelector('table')!.getAttribute('role')).toBe('table')
      expect(rows[0]!.getAttribute('role')).toBe('row')
      expect(rows[0]!.querySelector('th')!.getAttribute('role')).toBe('rowheader')
      expect(rows[0]!.querySelector('td')!.getAttribute('role')).toBe('cell')
    },
  )

  test('sorting and paging stay usable', async () => {
    const { container } = await renderAt(width)
    const sortName = container.querySelector<HTMLElement>('th[aria-sort] button')!
    expect(sortName.textContent).toBe('Name')
    const r = sortName.getBoundingClientRect()
    expect(r.height).toBeGreaterThanOrEqual(24)
    await userEvent.click(sortName)
    expect(sortName.closest('th')!.getAttribute('aria-sort')).toBe('ascending')
    // Headers without a button are not shown, but still name their column.
    const type = [...container.querySelectorAll('thead th')].find(
      (th) => th.textContent === 'Type',
    )!
    expect(type.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    const next = container.querySelector<HTMLElement>('nav button:last-of-type')!
    expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(width)
  })
})

test('on a desktop it stays a table: one line per contract', async () => {
  const { container } = await renderAt(1280)
  const row = container.querySelector<HTMLElement>('tr[data-contract-id="1"]')!
  const tops = [...row.querySelectorAll('th, td')].map((c) =>
    Math.round(c.getBoundingClientRect().top),
  )
  expect(new Set(tops).size).toBe(1)
  expect(getComputedStyle(row.querySelector('td')!, '::before').content).toBe('none')
  expect(getComputedStyle(row).display).toBe('table-row')
})

test('the copy button copies the whole address', async () => {
  await renderAt(390)
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
  const button = document.querySelector<HTMLElement>(
    'button[aria-label="Copy the address of USDC (Polygon)"]',
  )!
  await userEvent.click(button)
  expect(writeText).toHaveBeenCalledWith(CONTRACTS[2]!.contractAddress)
  await expect
    .poll(() => document.querySelector('[role="status"]:not(:empty)')?.textContent)
    .toBe('Address copied')
  writeText.mockRestore()
})
