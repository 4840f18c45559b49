/**
 * The contracts table's logic without its markup (issue 12):
 * useContractsTable against the emulator, useContractsFilters with a filter
 * held in state, and an app's own minimal markup driven by them.
 */
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Contract } from '../../../core/schemas/contract.js'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import { isPlatformError } from '../../../core/transport/errors.js'
import { useContractsFilters, useContractsTable } from '../../index.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const LIST = 'Builder/ListContracts'
const ALL = platform.emulator.state.builder.contracts(1)
const ids = (list: readonly Contract[]) => list.map((c) => c.id)
const bodies = () =>
  platform.calls.filter((c) => c.operation === LIST).map((c) => c.body as Record<string, unknown>)

describe('useContractsTable', () => {
  test('pages forward by cursor and back through the pages loaded; nothing past either end', async () => {
    const { result } = renderHook(() => useContractsTable({ projectId: 1, pageSize: 20 }), {
      wrapper: platform.providers().wrapper,
    })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(ids(result.current.contracts)).toEqual(ids(ALL.slice(0, 20)))
    expect(result.current).toMatchObject({ page: 1, hasPrevious: false, hasNext: true })

    act(() => result.current.onPrevious())
    expect(result.current.page).toBe(1)
    act(() => result.current.onNext())
    await waitFor(() => expect(ids(result.current.contracts)).toEqual(ids(ALL.slice(20, 40))))
    expect(result.current).toMatchObject({ page: 2, hasPrevious: true })
    expect(bodies()[1]).toEqual({ projectId: 1, page: { pageSize: 20, after: ALL[19]!.id } })

    act(() => result.current.onPrevious())
    expect(ids(result.current.contracts)).toEqual(ids(ALL.slice(0, 20)))
    act(() => result.current.onNext())
    expect(result.current.page).toBe(2)
    expect(bodies()).toHaveLength(2)
  })

  test('a sort or a filter starts again at page 1 and is what is asked for', async () => {
    const { result } = renderHook(() => useContractsTable({ projectId: 1, pageSize: 10 }), {
      wrapper: platform.providers().wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('success'))
    act(() => result.current.onNext())
    await waitFor(() => expect(result.current.page).toBe(2))

    expect(result.current.ariaSort('contractName')).toBe('none')
    act(() => result.current.toggleSort('contractName'))
    expect(result.current.sort).toEqual({ column: 'contractName', order: 'ASC' })
    expect(result.current.ariaSort('contractName')).toBe('ascending')
    expect(result.current.ariaSort('chainId')).toBe('none')
    expect(result.current.page).toBe(1)
    const byName = [...ALL].sort((a, b) => (a.contractName < b.contractName ? -1 : 1))
    await waitFor(() => expect(ids(result.current.contracts)).toEqual(ids(byName.slice(0, 10))))
    act(() => result.current.toggleSort('contractName'))
    expect(result.current.ariaSort('contractName')).toBe('descending')

    act(() => result.current.onFilterChange({ chainId: 137 }))
    // Still by name, descending, now on Polygon only, from page 1.
    const polygon = byName.filter((c) => c.chainId === 137).reverse()
    await waitFor(() => expect(ids(result.current.contracts)).toEqual(ids(polygon.slice(0, 10))))
    expect(result.current.page).toBe(1)
    expect(bodies().at(-1)).toMatchObject({ filter: { chainId: 137 } })
  })

  test('a failure is the status and error; onRetry asks again', async () => {
    const { result } = renderHook(() => useContractsTable({ projectId: 2 }), {
      wrapper: platform.providers().wrapper,
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(isPlatformError(result.current.error)).toBe(true)
    expect(result.current.contracts).toEqual([])
    act(() => result.current.onRetry())
    await waitFor(() => expect(bodies()).toHaveLength(2))
  })
})

/** useContractsFilters over a filter held in state, as a table holds it. */
function renderFilters(initial: ContractsFilter = {}, delay = 300) {
  return renderHook(() => {
    const [filter, setFilter] = useState<ContractsFilter>(initial)
    return {
      filter,
      setFilter,
      ...useContractsFilters({ filter, onFilterChange: setFilter, delay }),
    }
  })
}

describe('useContractsFilters', () => {
  test('a typed type applies after a pause in typing, once', () => {
    vi.useFakeTimers()
    const { result } = renderFilters({}, 100)
    act(() => result.current.setTypeDraft('ERC'))
    act(() => vi.advanceTimersByTime(80))
    act(() => result.current.setTypeDraft('ERC7'))
    act(() => vi.advanceTimersByTime(80))
    expect(result.current.filter).toEqual({})
    act(() => vi.advanceTimersByTime(20))
    expect(result.current.filter).toEqual({ contractType: 'ERC7' })
    expect(result.current.typeDraft).toBe('ERC7')
  })

  test('applyType applies at once, trimmed; empty removes the type', () => {
    const { result } = renderFilters({ chainId: 1 })
    act(() => result.current.setTypeDraft('  SALE '))
    act(() => result.current.applyType())
    expect(result.current.filter).toEqual({ chainId: 1, contractType: 'SALE' })
    act(() => result.current.setTypeDraft(''))
    act(() => result.current.applyType())
    expect(result.current.filter).toEqual({ chainId: 1 })
  })

  test('a chain applies at once, and a pending type does not undo it', () => {
    vi.useFakeTimers()
    const { result } = renderFilters({}, 100)
    act(() => result.current.setTypeDraft('ERC721'))
    act(() => result.current.setChainId(137))
    expect(result.current.filter).toEqual({ chainId: 137 })
    act(() => vi.advanceTimersByTime(100))
    expect(result.current.filter).toEqual({ chainId: 137, contractType: 'ERC721' })
    act(() => result.current.setChainId(undefined))
    expect(result.current.filter).toEqual({ contractType: 'ERC721' })
  })

  test('offers the networks, and a chain chosen by id that is not among them', () => {
    const { result } = renderHook(() =>
      useContractsFilters({
        filter: { chainId: 4242 },
        onFilterChange: () => {},
        networks: [{ chainId: 137, name: 'Polygon' }],
      }),
    )
    expect(result.current.chainId).toBe(4242)
    expect(result.current.chains).toEqual([
      { chainId: 137, name: 'Polygon' },
      { chainId: 4242, name: undefined },
    ])
  })

  test('the typed type follows the filter when it changes from outside', () => {
    const { result } = renderFilters({ contractType: 'ERC20' })
    expect(result.current.typeDraft).toBe('ERC20')
    act(() => result.current.setFilter({ contractType: 'SALE' }))
    expect(result.current.typeDraft).toBe('SALE')
  })
})

/** An app's own markup: a list, a sort button, a type field and a "more" button. */
function MyContracts() {
  const table = useContractsTable({ projectId: 1, pageSize: 5 })
  const filters = useContractsFilters({
    filter: table.filter,
    onFilterChange: table.onFilterChange,
  })
  return (
    <div>
      <input
        aria-label="Type"
        value={filters.typeDraft}
        onChange={(e) => filters.setTypeDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && filters.applyType()}
      />
      <button type="button" onClick={() => table.toggleSort('contractName')}>
        By name ({table.ariaSort('contractName')})
      </button>
      <ol aria-busy={table.status === 'loading'}>
        {table.contracts.map((c) => (
          <li key={c.id}>{c.contractName}</li>
        ))}
      </ol>
      <button type="button" disabled={!table.hasNext} onClick={table.onNext}>
        More
      </button>
    </div>
  )
}

describe("an app's own markup", () => {
  test('lists, sorts, filters and pages the contracts', async () => {
    const user = userEvent.setup()
    render(<MyContracts />, { wrapper: platform.providers().wrapper })
    const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent)
    await waitFor(() => expect(names()).toEqual(ALL.slice(0, 5).map((c) => c.contractName)))

    await user.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(names()).toEqual(ALL.slice(5, 10).map((c) => c.contractName)))

    await user.click(screen.getByRole('button', { name: 'By name (none)' }))
    const byName = [...ALL].sort((a, b) => (a.contractName < b.contractName ? -1 : 1))
    await waitFor(() => expect(names()).toEqual(byName.slice(0, 5).map((c) => c.contractName)))
    expect(screen.getByRole('button', { name: 'By name (ascending)' })).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Type' }), 'SALE{Enter}')
    const sale = byName.filter((c) => c.contractType === 'SALE')
    await waitFor(() => expect(names()).toEqual(sale.slice(0, 5).map((c) => c.contractName)))
    expect(bodies().at(-1)).toMatchObject({ filter: { contractType: 'SALE' } })
  })
})
