/**
 * FilterSheet and useFilterSheet: on a narrow screen (or `presentation:
 * 'sheet'`) the panel waits behind a button that counts the conditions and
 * opens in a dialog with Close and "Show N results" (N as the grid counts
 * them); on a wide one it is the panel in place. jsdom has no modal dialogs:
 * the dialog opens in place here, and test/e2e/layout.test.ts checks the modal
 * (focus, Escape, the page inert) in Chromium.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import {
  activeFilterCount,
  FilterSheet,
  type FilterSheetProps,
  type FilterSheetResults,
} from './FilterSheet.js'

const platform = setupTestPlatform({ size: 100 })
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Sheet({
  initial = {},
  ...props
}: Partial<FilterSheetProps> & { initial?: CollectiblesFilter }) {
  const [value, setValue] = useState(initial)
  return (
    <FilterSheet
      network="anvil"
      contractAddress={EMULATOR_COLLECTION.creatures.address}
      value={value}
      onChange={setValue}
      {...props}
    />
  )
}

/** A matchMedia whose every query answers `matches`. */
const stubMedia = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

describe('FilterSheet', () => {
  test('as a sheet: a button counting the conditions opens the panel with Close and "Show 60+ results", which closes it onto the button', async () => {
    const user = userEvent.setup()
    const { wrapper } = platform.providers()
    const results: FilterSheetResults = { count: 60, more: true }
    render(
      <Sheet
        presentation="sheet"
        results={results}
        initial={{ searchText: 'kraken', marketplaces: ['opensea'], ordersCreatedBy: ['0x1'] }}
      />,
      { wrapper },
    )
    expect(screen.queryByRole('search')).toBeNull()
    const open = screen.getByRole('button', { name: 'Filters (2)' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    await user.click(open)
    const dialog = screen.getByRole('dialog', { name: 'Filters' })
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(within(dialog).getByRole('search')).toBeTruthy()
    // Focus on Close, not on the search field whose keyboard would cover the sheet.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blur' }))
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBe(open)
    await user.click(within(dialog).getByRole('button', { name: 'Show 60+ results' }))
    expect(screen.queryByRole('search')).toBeNull()
    expect(document.activeElement).toBe(open)
    await user.click(open)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('"Show N results" as the grid counts: one, many, and unknown before the count', async () => {
    const user = userEvent.setup()
    const { wrapper } = platform.providers()
    const { rerender } = render(<Sheet presentation="sheet" />, { wrapper })
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    expect(screen.getByRole('button', { name: 'Show results' })).toBeTruthy()
    rerender(<Sheet presentation="sheet" results={{ count: 1, more: false }} />)
    expect(screen.getByRole('button', { name: 'Show 1 result' })).toBeTruthy()
    rerender(<Sheet presentation="sheet" results={{ count: 1234, more: false }} />)
    expect(screen.getByRole('button', { name: 'Show 1,234 results' })).toBeTruthy()
  })

  test('auto: a sheet while the media query matches, the panel in place otherwise', () => {
    const { wrapper } = platform.providers()
    stubMedia(true)
    render(<Sheet />, { wrapper })
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
    expect(screen.queryByRole('search')).toBeNull()
    cleanup()
    stubMedia(false)
    render(<Sheet />, { wrapper })
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull()
  })

  test('panel: the panel in place, whatever the width; the strings are replaceable', () => {
    const { wrapper } = platform.providers()
    stubMedia(true)
    render(<Sheet presentation="panel" />, { wrapper })
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy()
    cleanup()
    render(<Sheet presentation="sheet" strings={{ sheetButton: 'Filtres' }} />, { wrapper })
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeTruthy()
  })
})

test('activeFilterCount counts what the panel shows, not the accounts a link carries', () => {
  expect(activeFilterCount({})).toBe(0)
  expect(
    activeFilterCount({
      searchText: 'a',
      marketplaces: ['opensea', 'blur'],
      currencies: ['0x1'],
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] },
        { name: 'Level', type: 'INT', min: 2 },
      ],
      inAccounts: ['0x2'],
      ordersCreatedBy: ['0x3'],
    }),
  ).toBe(7)
})
