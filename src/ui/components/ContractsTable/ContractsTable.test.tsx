import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Contract } from '../../../core/schemas/contract.js'
import { PlatformError } from '../../../core/transport/errors.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { ContractsTable, ContractsTableView } from './ContractsTable.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)

const LIST = 'Builder/ListContracts'
const ALL = platform.emulator.state.builder.contracts(1)

function renderTable(props: Partial<Parameters<typeof ContractsTable>[0]> = {}) {
  const user = userEvent.setup()
  const view = render(<ContractsTable projectId={1} pageSize={20} {...props} />, {
    wrapper: platform.providers().wrapper,
  })
  return { user, ...view }
}

/** The ids of the rows shown. */
const rowIds = () =>
  [...document.querySelectorAll('tr[data-contract-id]')].map((r) =>
    Number(r.getAttribute('data-contract-id')),
  )
const bodies = () =>
  platform.calls.filter((c) => c.operation === LIST).map((c) => c.body as Record<string, unknown>)
const ids = (list: readonly Contract[]) => list.map((c) => c.id)

/** Waits until the table shows rows (not skeletons). */
async function settled() {
  await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull())
}

describe('ContractsTable', () => {
  test('shows the first page of the project contracts', async () => {
    expect(ALL.length).toBeGreaterThan(50)
    const ref = createRef<HTMLDivElement>()
    renderTable({ ref })
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    await settled()
    expect(ref.current?.classList.contains('pk-contracts')).toBe(true)
    expect(rowIds()).toEqual(ids(ALL.slice(0, 20)))
    expect(bodies()).toEqual([{ projectId: 1, page: { pageSize: 20 } }])

    const creatures = ALL.find((c) => c.contractAddress === EMULATOR_COLLECTION.creatures.address)!
    const row = document.querySelector(`tr[data-contract-id="${creatures.id}"]`) as HTMLElement
    const cells = within(row)
    expect(cells.getByRole('rowheader').textContent).toBe(creatures.contractName)
    expect(cells.getByText('ERC721')).toBeTruthy()
    expect(cells.getByText('anvil')).toBeTruthy()
    const address = row.querySelector('[title]')!
    expect(address.getAttribute('title')).toBe(creatures.contractAddress)
    expect(address.textContent).toContain(
      `${creatures.contractAddress.slice(0, 6)}…${creatures.contractAddress.slice(-4)}`,
    )
    const time = row.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe(creatures.createdAt)
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
        Date.parse(creatures.createdAt!),
      ),
    )
    expect(screen.getByRole('table', { name: 'Contracts' })).toBeTruthy()
    expect(screen.getByText('Page 1')).toBeTruthy()
  })

  test('next fetches the following page once; previous goes back without a request', async () => {
    const { user } = renderTable()
    await settled()
    const next = screen.getByRole('button', { name: 'Next' })
    const previous = screen.getByRole('button', { name: 'Previous' })
    expect(previous.getAttribute('aria-disabled')).toBe('true')

    await user.click(next)
    await waitFor(() => expect(rowIds()).toEqual(ids(ALL.slice(20, 40))))
    expect(screen.getByText('Page 2')).toBeTruthy()
    expect(bodies()).toHaveLength(2)
    expect(bodies()[1]).toEqual({
      projectId: 1,
      page: { pageSize: 20, after: ALL[19]!.id },
    })

    await user.click(previous)
    expect(rowIds()).toEqual(ids(ALL.slice(0, 20)))
    expect(screen.getByText('Page 1')).toBeTruthy()
    await user.click(next)
    expect(rowIds()).toEqual(ids(ALL.slice(20, 40)))
    expect(bodies()).toHaveLength(2)
  })

  test('paging reaches every contract exactly once, then stops', async () => {
    const { user } = renderTable()
    await settled()
    const seen: number[] = [...rowIds()]
    const next = screen.getByRole('button', { name: 'Next' })
    while (next.getAttribute('aria-disabled') !== 'true') {
      const before = rowIds()
      await user.click(next)
      await waitFor(() => expect(rowIds()).not.toEqual(before))
      await settled()
      seen.push(...rowIds())
    }
    expect(seen).toEqual(ids(ALL))
    expect(bodies()).toHaveLength(Math.ceil(ALL.length / 20))
    expect(screen.getByText(`Page ${Math.ceil(ALL.length / 20)}`)).toBeTruthy()
    // At the end, next does nothing.
    await user.click(next)
    expect(bodies()).toHaveLength(Math.ceil(ALL.length / 20))
  })

  test('the filters narrow the rows, are sent as the filter, and start again at page 1', async () => {
    const { user } = renderTable()
    await settled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'polygon')
    const polygon = ALL.filter((c) => c.chainId === 137)
    await waitFor(() => expect(rowIds()).toEqual(ids(polygon.slice(0, 20))))
    expect(screen.getByText('Page 1')).toBeTruthy()
    expect(bodies().at(-1)).toEqual({
      projectId: 1,
      filter: { chainId: 137 },
      page: { pageSize: 20 },
    })

    await user.type(screen.getByRole('combobox', { name: 'Contract type' }), 'erc721{Enter}')
    const erc721 = polygon.filter((c) => c.contractType === 'ERC721')
    expect(erc721.length).toBeGreaterThan(0)
    await waitFor(() => expect(rowIds()).toEqual(ids(erc721)))
    expect(bodies().at(-1)).toEqual({
      projectId: 1,
      filter: { chainId: 137, contractType: 'erc721' },
      page: { pageSize: 20 },
    })
    // A single page needs no page navigation.
    expect(screen.queryByRole('navigation', { name: 'Contract pages' })).toBeNull()

    // Clearing both shows every contract again, from page 1.
    await user.clear(screen.getByRole('combobox', { name: 'Contract type' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'All chains')
    await waitFor(() => expect(rowIds()).toEqual(ids(ALL.slice(0, 20))))
    expect(screen.getByText('Page 1')).toBeTruthy()
  })

  test('the type filter applies after a pause in typing, once', async () => {
    const { user } = renderTable({ filterDelay: 50 })
    await settled()
    const before = bodies().length
    await user.type(screen.getByRole('combobox', { name: 'Contract type' }), 'SALE')
    const sale = ALL.filter((c) => c.contractType === 'SALE')
    await waitFor(() => expect(rowIds()).toEqual(ids(sale)))
    const sent = bodies().slice(before)
    expect(sent.at(-1)).toEqual({
      projectId: 1,
      filter: { contractType: 'SALE' },
      page: { pageSize: 20 },
    })
    expect(sent.length).toBeLessThanOrEqual(2)
  })

  test('a filter that matches nothing shows the empty state', async () => {
    renderTable({ defaultFilter: { chainId: 1 } })
    expect(await screen.findByText('No contracts match.')).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Chain' }) as HTMLSelectElement).value).toBe('1')
    expect(rowIds()).toEqual([])
    expect(bodies()).toEqual([{ projectId: 1, filter: { chainId: 1 }, page: { pageSize: 20 } }])
  })

  test('sorting by a column sends page.column and sort, and pages in that order', async () => {
    const { user } = renderTable({ pageSize: 25 })
    await settled()
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header.getAttribute('aria-sort')).toBe('none')
    expect(screen.getByRole('columnheader', { name: 'Type' }).hasAttribute('aria-sort')).toBe(false)
    await user.click(within(header).getByRole('button', { name: 'Name' }))

    const byName = [...ALL].sort((a, b) => (a.contractName < b.contractName ? -1 : 1))
    await waitFor(() => expect(rowIds()).toEqual(ids(byName.slice(0, 25))))
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    expect(bodies().at(-1)).toEqual({
      projectId: 1,
      page: {
        pageSize: 25,
        column: 'contractName',
        sort: [{ column: 'contractName', order: 'ASC' }],
      },
    })
    const seen = [...rowIds()]
    const next = screen.getByRole('button', { name: 'Next' })
    while (next.getAttribute('aria-disabled') !== 'true') {
      const before = rowIds()
      await user.click(next)
      await waitFor(() => expect(rowIds()).not.toEqual(before))
      await settled()
      seen.push(...rowIds())
    }
    expect(seen).toEqual(ids(byName))

    await user.click(within(header).getByRole('button', { name: 'Name' }))
    await waitFor(() => expect(rowIds()).toEqual(ids([...byName].reverse().slice(0, 25))))
    expect(header.getAttribute('aria-sort')).toBe('descending')
    expect(screen.getByText('Page 1')).toBeTruthy()
  })

  test('sorting by chain pages through every contract once (cursor of chain and id)', async () => {
    const { user } = renderTable({ pageSize: 10 })
    await settled()
    await user.click(screen.getByRole('button', { name: 'Chain' }))
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Chain' }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    )
    await settled()
    const seen = [...rowIds()]
    const next = screen.getByRole('button', { name: 'Next' })
    while (next.getAttribute('aria-disabled') !== 'true') {
      const before = rowIds()
      await user.click(next)
      await waitFor(() => expect(rowIds()).not.toEqual(before))
      await settled()
      seen.push(...rowIds())
    }
    const byChain = [...ALL].sort((a, b) => a.chainId - b.chainId || a.id - b.id)
    expect(seen).toEqual(ids(byChain))
  })

  test('a failure shows the error with a retry that asks again', async () => {
    // Project 2 with project 1's key: PermissionDenied.
    const { user } = renderTable({ projectId: 2 })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^The contracts could not be loaded: .*project 2/)
    expect(bodies()).toHaveLength(1)
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(bodies()).toHaveLength(2))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(rowIds()).toEqual([])
  })
})

describe('ContractsTableView', () => {
  const contract = (over: Partial<Contract>): Contract => ({
    id: 1,
    projectId: 1,
    contractName: 'Alpha',
    contractAddress: '0x5a4B203D2a0DBd44784dFf003F25B2Da70BeC38e',
    contractType: 'ERC721',
    chainId: 137,
    createdAt: '2024-10-11T20:46:38.000Z',
    updatedAt: '',
    ...over,
  })

  test('its scroll box is a named region the keyboard reaches, even with nothing else to focus', async () => {
    const user = userEvent.setup()
    render(<ContractsTableView contracts={[contract({})]} status="success" />)
    const region = screen.getByRole('region', { name: 'Contracts' })
    expect(region.querySelector('table')).toBeTruthy()
    await user.tab()
    expect(document.activeElement).toBe(region)
  })

  test('loading shows skeleton rows and marks the table busy', () => {
    const { container } = render(
      <ContractsTableView contracts={[]} status="loading" skeletonRows={4} />,
    )
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    expect(container.querySelectorAll('tbody .pk-skeleton')).toHaveLength(4 * 5)
    expect(screen.getByText('Loading contracts…')).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('search')).toBeNull()
  })

  test('an error calls onRetry', async () => {
    const onRetry = vi.fn()
    render(
      <ContractsTableView
        contracts={[]}
        status="error"
        error={new PlatformError({ error: 'Unavailable', code: 2002, msg: 'down', status: 503 })}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'The contracts could not be loaded: down',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('names chains from the networks given, and unknown chains by id', () => {
    render(
      <ContractsTableView
        contracts={[contract({ id: 1, chainId: 137 }), contract({ id: 2, chainId: 999 })]}
        status="success"
        networks={[{ chainId: 137, name: 'Polygon PoS' }]}
      />,
    )
    expect(screen.getByText('Polygon PoS')).toBeTruthy()
    expect(screen.getByText('Chain 999')).toBeTruthy()
  })

  test('previous and next follow hasPrevious/hasNext', async () => {
    const onNext = vi.fn()
    const onPrevious = vi.fn()
    render(
      <ContractsTableView
        contracts={[contract({})]}
        status="success"
        page={3}
        hasNext={false}
        hasPrevious
        onNext={onNext}
        onPrevious={onPrevious}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Contract pages' })
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }))
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }))
    expect(onNext).not.toHaveBeenCalled()
    expect(onPrevious).toHaveBeenCalledTimes(1)
    expect(within(nav).getByText('Page 3').getAttribute('aria-live')).toBe('polite')
  })

  test('hostile names and types are text, clamped', () => {
    const { container } = render(
      <ContractsTableView
        contracts={[
          contract({
            id: 7,
            contractName: `<script>window.__pwned=1</script>${'x'.repeat(100_000)}`,
            contractType: '<img src=x onerror="window.__pwned=1">',
            contractAddress: 'javascript:window.__pwned=1',
          }),
        ]}
        status="success"
      />,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('rowheader').textContent!.length).toBeLessThanOrEqual(120)
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.value).not.toMatch(/javascript:/i)
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('each row: its fields labelled by their column, and a button that copies the address', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(
      <ContractsTableView
        contracts={[
          contract({}),
          contract({ id: 2, contractName: 'Beta', contractAddress: 'n/a' }),
        ]}
        status="success"
      />,
    )
    // Table roles said outright, so that the stacked layout of a narrow box keeps them.
    const table = screen.getByRole('table', { name: 'Contracts' })
    expect(table.getAttribute('role')).toBe('table')
    const row = screen.getByRole('row', { name: /Alpha/ })
    expect(row.getAttribute('role')).toBe('row')
    const cells = [...row.querySelectorAll('th, td')]
    expect(cells.map((c) => c.getAttribute('role'))).toEqual([
      'rowheader',
      'cell',
      'cell',
      'cell',
      'cell',
    ])
    // The label each cell shows before its value when the rows are stacked.
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'Name',
      'Type',
      'Chain',
      'Address',
      'Created',
    ])
    const copy = within(row).getByRole('button', { name: 'Copy the address of Alpha' })
    await user.click(copy)
    expect(writeText).toHaveBeenCalledWith('0x5a4B203D2a0DBd44784dFf003F25B2Da70BeC38e')
    expect(within(row).getByRole('status').textContent).toBe('Address copied')
    // Text that is not an address has nothing to copy.
    expect(within(screen.getByRole('row', { name: /Beta/ })).queryByRole('button')).toBeNull()
  })

  test('a refused copy changes nothing; the copy label and column labels are strings', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(
      <ContractsTableView
        contracts={[contract({})]}
        status="success"
        strings={{ copyAddress: 'Adresse von {name} kopieren', columnType: 'Typ' }}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Adresse von Alpha kopieren' }))
    expect(writeText).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.getByRole('cell', { name: 'ERC721' }).getAttribute('data-label')).toBe('Typ')
  })

  test('every string can be replaced', () => {
    render(
      <ContractsTableView
        contracts={[]}
        status="success"
        strings={{ empty: 'Keine Verträge', columnName: 'Vertrag', caption: 'Verträge' }}
      />,
    )
    expect(screen.getByText('Keine Verträge')).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Verträge' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Vertrag' })).toBeTruthy()
  })
})
