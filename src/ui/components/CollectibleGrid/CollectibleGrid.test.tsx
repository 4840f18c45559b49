/**
 * CollectibleGridView with hand-made data (virtualization, paging on scroll,
 * keyboard navigation, states) and CollectibleGrid against the emulator
 * (first page, exactly one next-page request, error and retry, empty, hostile) —
 * through the view's parts useGridView (layout, keys, virtualizer, paging),
 * GridState (the states) and GridRows (the rows and cards), tested here.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { createClient } from '../../../core/client.js'
import type { Collectible } from '../../../core/schemas/collectible.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION, emulatorConfig } from '../../../emulator/index.js'
import {
  CollectibleGrid,
  CollectibleGridView,
  type CollectibleGridViewProps,
} from './CollectibleGrid.js'

const platform = setupTestPlatform({ size: 200 })
afterEach(cleanup)

/** 800 × 600 with the default 200px cards and 12px gap: 3 columns, rows estimated at 421px (259 + 150 + 12). */
const RECT = { width: 800, height: 600 }
const COLUMNS = 3
const ROW = 421

const make = (n: number, from = 0): Collectible[] =>
  Array.from({ length: n }, (_, i) => ({
    metadata: {
      tokenId: String(from + i),
      name: `Token ${from + i}`,
      updatedAt: '',
      attributes: [],
      assets: [],
    },
  }))
const MANY = make(2000)

function renderView(props: Partial<ComponentProps<typeof CollectibleGridView>> = {}) {
  const utils = render(
    <CollectibleGridView collectibles={MANY} status="success" initialRect={RECT} {...props} />,
  )
  const viewport = utils.container.querySelector<HTMLElement>('.pk-grid__viewport')!
  return { ...utils, viewport }
}

const rowIndexes = () =>
  screen.getAllByRole('row').map((row) => Number(row.getAttribute('aria-rowindex')))

function scrollTo(viewport: HTMLElement, top: number) {
  act(() => {
    viewport.scrollTop = top
    fireEvent.scroll(viewport)
  })
}

describe('CollectibleGridView: virtualization', () => {
  test('renders far fewer than 2,000 cards, in an ARIA grid of rows and cells', () => {
    renderView()
    const grid = screen.getByRole('grid', { name: 'Collectibles' })
    const cells = within(grid).getAllByRole('gridcell')
    expect(cells.length).toBeGreaterThan(0)
    expect(cells.length).toBeLessThan(30)
    expect(grid.getAttribute('aria-rowcount')).toBe(String(Math.ceil(2000 / COLUMNS)))
    expect(grid.getAttribute('aria-colcount')).toBe(String(COLUMNS))
    expect(rowIndexes()[0]).toBe(1)
    expect(cells.map((c) => c.getAttribute('aria-colindex')).slice(0, 3)).toEqual(['1', '2', '3'])
    expect(grid.style.height).toBe(`${Math.ceil(2000 / COLUMNS) * ROW}px`)
  })

  test('scrolling changes which rows are rendered', () => {
    const { viewport } = renderView()
    expect(screen.getByText('Token 0')).toBeTruthy()
    expect(screen.queryByText('Token 150')).toBeNull()
    scrollTo(viewport, 50 * ROW)
    expect(screen.getByText('Token 150')).toBeTruthy()
    // Only the rows around the 51st, plus the first (it holds the tab stop).
    const rows = rowIndexes()
    expect(rows).toContain(51)
    expect(rows.filter((r) => r !== 1).every((r) => r >= 45 && r <= 57)).toBe(true)
    expect(screen.queryByText('Token 3')).toBeNull()
    expect(screen.getAllByRole('gridcell').length).toBeLessThan(30)
  })

  test('lays out as many columns as fit the minimum card width', () => {
    renderView({ minCardWidth: 100 })
    expect(screen.getByRole('grid').getAttribute('aria-colcount')).toBe('7')
    expect(screen.getAllByRole('row')[0]!.querySelectorAll('[role="gridcell"]')).toHaveLength(7)
  })
})

describe('CollectibleGridView: paging', () => {
  test('asks for the next page once when the end comes near, not while loading', () => {
    const fetchNextPage = vi.fn()
    const page1 = make(30)
    const { viewport, rerender } = renderView({
      collectibles: page1,
      hasNextPage: true,
      fetchNextPage,
    })
    expect(fetchNextPage).not.toHaveBeenCalled()
    scrollTo(viewport, 10 * ROW - RECT.height)
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    scrollTo(viewport, 10 * ROW - RECT.height - 10)
    scrollTo(viewport, 10 * ROW - RECT.height)
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    const view = (props: Partial<CollectibleGridViewProps>) => (
      <CollectibleGridView
        collectibles={page1}
        status="success"
        initialRect={RECT}
        hasNextPage
        // A new function at every render, as an inline callback of the parent would be.
        fetchNextPage={() => fetchNextPage()}
        {...props}
      />
    )
    // Re-rendered before the request shows as loading: still asked only once.
    rerender(view({}))
    rerender(view({}))
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    rerender(view({ isFetchingNextPage: true }))
    expect(screen.getByText('Loading more collectibles…')).toBeTruthy()
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    // Page 2 arrives: 20 rows, the end is far again.
    const page2 = [...page1, ...make(30, 30)]
    rerender(view({ collectibles: page2 }))
    expect(screen.queryByText('Loading more collectibles…')).toBeNull()
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    scrollTo(viewport, 20 * ROW - RECT.height)
    expect(fetchNextPage).toHaveBeenCalledTimes(2)
    // No later page: nothing more is asked.
    rerender(view({ collectibles: [...page2, ...make(30, 60)], hasNextPage: false }))
    scrollTo(viewport, 30 * ROW - RECT.height)
    expect(fetchNextPage).toHaveBeenCalledTimes(2)
  })

  test('a failed next page shows its error and retries only on request', async () => {
    const user = userEvent.setup()
    const fetchNextPage = vi.fn()
    const { viewport } = renderView({
      collectibles: make(9),
      hasNextPage: true,
      isFetchNextPageError: true,
      fetchNextPage,
    })
    scrollTo(viewport, 1000)
    expect(fetchNextPage).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain(
      'More collectibles could not be loaded.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
  })
})

/** The index of the card that holds the focus. */
const focusedIndex = () =>
  Number(
    (document.activeElement as HTMLElement).closest<HTMLElement>('[data-pk-index]')?.dataset
      .pkIndex,
  )

describe('CollectibleGridView: keyboard', () => {
  test('one tab stop; arrows, Home/End, Ctrl+Home/End and Page keys move focus', async () => {
    const user = userEvent.setup()
    renderView({ collectibles: make(20) })
    const grid = screen.getByRole('grid')
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    await user.tab()
    expect(focusedIndex()).toBe(0)
    await user.keyboard('{ArrowRight}')
    expect(focusedIndex()).toBe(1)
    await user.keyboard('{ArrowDown}')
    expect(focusedIndex()).toBe(4)
    await user.keyboard('{End}')
    expect(focusedIndex()).toBe(5)
    await user.keyboard('{ArrowRight}')
    expect(focusedIndex()).toBe(6)
    await user.keyboard('{ArrowLeft}{ArrowUp}')
    expect(focusedIndex()).toBe(2)
    await user.keyboard('{Home}')
    expect(focusedIndex()).toBe(0)
    await user.keyboard('{ArrowUp}{ArrowLeft}')
    expect(focusedIndex()).toBe(0)
    await user.keyboard('{PageDown}')
    expect(focusedIndex()).toBe(3)
    await user.keyboard('{Control>}{End}{/Control}')
    expect(focusedIndex()).toBe(19)
    // The last row was scrolled to and rendered; still exactly one tab stop.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(focusedIndex()).toBe(19)
    await user.keyboard('{PageUp}')
    expect(focusedIndex()).toBe(16)
    await user.keyboard('{Control>}{Home}{/Control}')
    expect(focusedIndex()).toBe(0)
  })

  test('down into a shorter last row goes to its last card', async () => {
    const user = userEvent.setup()
    renderView({ collectibles: make(5) })
    await user.tab()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
    expect(focusedIndex()).toBe(4)
  })

  test('keeps the focused card rendered when it is scrolled away, and focuses it again on Tab', async () => {
    const user = userEvent.setup()
    const { viewport } = renderView()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    scrollTo(viewport, 80 * ROW)
    expect(screen.getByText('Token 1')).toBeTruthy()
    await user.tab({ shift: true })
    await user.tab()
    expect(focusedIndex()).toBe(1)
  })

  test('a card focused by pointer becomes the tab stop', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    renderView({ collectibles: make(6), onSelect })
    await user.click(screen.getByRole('button', { name: 'Token 4' }))
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ metadata: make(6)[4]!.metadata }),
      4,
    )
    const stops = screen.getByRole('grid').querySelectorAll('[tabindex="0"]')
    expect(stops).toHaveLength(1)
    expect(stops[0]!.textContent).toBe('Token 4')
    await user.keyboard('{ArrowRight}{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith(expect.anything(), 5)
  })
})

describe('CollectibleGridView: an action on each card', () => {
  const withAction = (onBuy = vi.fn()) =>
    renderView({
      collectibles: make(8),
      getHref: (c) => `/t/${c.metadata.tokenId}`,
      renderCardAction: (c) => (
        <button type="button" onClick={() => onBuy(c.metadata.tokenId)}>
          Buy {c.metadata.name}
        </button>
      ),
    })

  test('each card has its action, called with its collectible, outside its link', async () => {
    const user = userEvent.setup()
    const onBuy = vi.fn()
    withAction(onBuy)
    const cells = screen.getAllByRole('gridcell')
    for (const [i, cell] of cells.entries()) {
      const buy = within(cell).getByRole('button', { name: `Buy Token ${i}` })
      expect(within(cell).getByRole('link').contains(buy)).toBe(false)
    }
    await user.click(screen.getByRole('button', { name: 'Buy Token 4' }))
    expect(onBuy).toHaveBeenCalledWith('4')
  })

  test('Tab goes from the card to its action and then out of the grid; the others stay out', async () => {
    const user = userEvent.setup()
    const onBuy = vi.fn()
    withAction(onBuy)
    const grid = screen.getByRole('grid')
    const tabbable = () =>
      [...grid.querySelectorAll<HTMLElement>('a, button')].filter((e) => e.tabIndex >= 0)
    expect(tabbable().map((e) => e.textContent)).toEqual(['Token 0', 'Buy Token 0'])
    await user.tab()
    expect(focusedIndex()).toBe(0)
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Buy Token 0')
    await user.tab()
    expect(grid.contains(document.activeElement)).toBe(false)
    // Back in, to the action; the arrows move on from it to the next card, whose action follows.
    await user.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('Buy Token 0')
    await user.keyboard('{ArrowRight}')
    expect(focusedIndex()).toBe(1)
    expect(document.activeElement?.textContent).toBe('Token 1')
    expect(tabbable().map((e) => e.textContent)).toEqual(['Token 1', 'Buy Token 1'])
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onBuy).toHaveBeenCalledWith('1')
    await user.keyboard('{ArrowDown}')
    expect(focusedIndex()).toBe(4)
  })

  test('an action clicked in another card makes that card the tab stop', async () => {
    const user = userEvent.setup()
    withAction()
    await user.click(screen.getByRole('button', { name: 'Buy Token 6' }))
    const grid = screen.getByRole('grid')
    const stops = [...grid.querySelectorAll<HTMLElement>('a, button')].filter(
      (e) => e.tabIndex >= 0,
    )
    expect(stops.map((e) => e.textContent)).toEqual(['Token 6', 'Buy Token 6'])
  })
})

describe('CollectibleGridView: states and options', () => {
  test('loading: busy, announced, rows of skeletons', () => {
    const ref = createRef<HTMLDivElement>()
    const { container } = renderView({ status: 'pending', collectibles: [], ref, loadingRows: 2 })
    expect(ref.current?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toContain('Loading collectibles')
    expect(container.querySelectorAll('[data-pk-skeleton]')).toHaveLength(2 * COLUMNS)
    expect(screen.queryByRole('grid')).toBeNull()
  })

  test('empty', () => {
    renderView({ collectibles: [], strings: { empty: 'Nichts' } })
    expect(screen.getByRole('status').textContent).toBe('Nichts')
    expect(screen.queryByRole('grid')).toBeNull()
  })

  test('error with a retry button', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    renderView({ collectibles: [], status: 'error', onRetry })
    expect(screen.getByRole('alert').textContent).toContain('The collectibles could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('links, renderCard, className, ref and strings', () => {
    const ref = createRef<HTMLDivElement>()
    const { rerender } = render(
      <CollectibleGridView
        ref={ref}
        className="mine"
        collectibles={make(3)}
        status="success"
        initialRect={RECT}
        getHref={(c) => `/t/${c.metadata.tokenId}`}
        strings={{ label: 'Sammlung' }}
        cardStrings={{ notListed: 'Nicht gelistet' }}
      />,
    )
    expect(ref.current?.className).toBe('pk-grid mine')
    expect(screen.getByRole('grid', { name: 'Sammlung' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Token 2' }).getAttribute('href')).toBe('/t/2')
    expect(screen.getAllByText('Nicht gelistet')).toHaveLength(3)
    rerender(
      <CollectibleGridView
        collectibles={make(3)}
        status="success"
        initialRect={RECT}
        renderCard={({ collectible, index, tabIndex }) => (
          <span tabIndex={tabIndex} data-testid="custom">
            {index}:{collectible.metadata.name}
          </span>
        )}
      />,
    )
    expect(screen.getAllByTestId('custom').map((e) => e.textContent)).toEqual([
      '0:Token 0',
      '1:Token 1',
      '2:Token 2',
    ])
  })
})

describe('CollectibleGrid against the emulator', () => {
  const creatures = EMULATOR_COLLECTION.creatures.address
  const list = 'Marketplace/ListCollectibles'

  test('renders the first page, then exactly one request for the next page at the end', async () => {
    const { wrapper } = platform.providers()
    const { container } = render(
      <CollectibleGrid
        network="anvil"
        contractAddress={creatures}
        pageSize={30}
        initialRect={RECT}
      />,
      { wrapper },
    )
    expect(container.querySelector('.pk-grid')?.getAttribute('aria-busy')).toBe('true')
    const grid = await screen.findByRole('grid')
    expect(grid.getAttribute('aria-rowcount')).toBe('10')
    expect(platform.count(list)).toBe(1)
    const viewport = container.querySelector<HTMLElement>('.pk-grid__viewport')!
    scrollTo(viewport, 10 * ROW - RECT.height)
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe('20'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(platform.count(list)).toBe(2)
    const requests = platform.calls.filter((c) => c.operation === list)
    expect(requests.map((c) => (c.body as { page?: { page?: number } }).page?.page)).toEqual([1, 2])
  })

  test('onResultCount hears the count the grid shows: 30+ while pages remain, undefined while a new filter loads', async () => {
    const { wrapper } = platform.providers()
    const heard = vi.fn()
    const grid = (filter?: { searchText: string }) => (
      <CollectibleGrid
        network="anvil"
        contractAddress={creatures}
        pageSize={30}
        filter={filter}
        initialRect={RECT}
        // Inline, as an app writes it: called when the count changes, not on every render.
        onResultCount={(results) => heard(results)}
      />
    )
    const { container, rerender } = render(grid(), { wrapper })
    await waitFor(() => expect(heard).toHaveBeenLastCalledWith({ count: 30, more: true }))
    expect(container.querySelector('.pk-grid__count')?.textContent).toBe('30+ results')
    const calls = heard.mock.calls.length
    rerender(grid())
    expect(heard.mock.calls.length).toBe(calls)
    rerender(grid({ searchText: 'no such creature anywhere' }))
    await waitFor(() => expect(heard).toHaveBeenCalledWith(undefined))
    await waitFor(() => expect(heard).toHaveBeenLastCalledWith({ count: 0, more: false }))
  })

  test('shows the error state for an unknown collection, and retries', async () => {
    const user = userEvent.setup()
    const { wrapper } = platform.providers()
    render(
      <CollectibleGrid
        network="anvil"
        contractAddress="0x000000000000000000000000000000000000dEaD"
        initialRect={RECT}
      />,
      { wrapper },
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The collectibles could not be loaded.')
    expect(platform.count(list)).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(platform.count(list)).toBe(2))
    expect(await screen.findByRole('alert')).toBeTruthy()
  })

  test('the result count: what is loaded with a + while pages remain, the exact answer after the last', async () => {
    const client = createClient({
      ...emulatorConfig(),
      fetch: (input, init) => platform.emulator.handle(new Request(input, init)),
    })
    // The emulator's own answer, page after page: the interface gives no total.
    let total = 0
    for (let page = 1, more = true; more; page++) {
      const answer = await client.marketplace.listCollectibles({
        network: 'anvil',
        contractAddress: creatures,
        filter: { includeEmpty: true },
        page: { page, pageSize: 100 },
      })
      total += answer.collectibles.length
      more = answer.page?.more === true
    }
    expect(total).toBeGreaterThan(45)
    const { wrapper } = platform.providers()
    const { container } = render(
      <CollectibleGrid
        network="anvil"
        contractAddress={creatures}
        filter={{ includeEmpty: true }}
        pageSize={45}
        initialRect={RECT}
        locale="en"
      />,
      { wrapper },
    )
    const count = container.querySelector('.pk-grid__count')!
    // Kept in place, empty, while the first page loads.
    expect(count.textContent).toBe('')
    await waitFor(() => expect(count.textContent).toBe('45+ results'))
    const viewport = container.querySelector<HTMLElement>('.pk-grid__viewport')!
    for (let i = 0; i < 20 && count.textContent !== `${total.toLocaleString('en')} results`; i++) {
      scrollTo(viewport, 1e7)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(count.textContent).toBe(`${total.toLocaleString('en')} results`)
  })

  test('one result, and no count line when asked', () => {
    const { container, rerender } = render(
      <CollectibleGridView collectibles={make(1)} status="success" initialRect={RECT} />,
    )
    expect(container.querySelector('.pk-grid__count')?.textContent).toBe('1 result')
    rerender(
      <CollectibleGridView
        collectibles={make(3)}
        status="success"
        initialRect={RECT}
        showCount={false}
      />,
    )
    expect(container.querySelector('.pk-grid__count')).toBeNull()
  })

  test('shows the empty state when the filter matches nothing', async () => {
    const { wrapper } = platform.providers()
    render(
      <CollectibleGrid
        network="anvil"
        contractAddress={creatures}
        filter={{ searchText: 'no-such-name' }}
        initialRect={RECT}
      />,
      { wrapper },
    )
    expect(await screen.findByText('No collectibles found')).toBeTruthy()
    expect(screen.queryByRole('grid')).toBeNull()
  })

  test('renders the hostile collection inertly', async () => {
    const { wrapper } = platform.providers()
    const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
    const currencies = Object.fromEntries(
      anvil.currencies.map((c) => [c.address.toLowerCase(), { symbol: c.symbol }]),
    )
    const { container } = render(
      <CollectibleGrid
        network="anvil"
        contractAddress={EMULATOR_COLLECTION.hostile.address}
        filter={{ includeEmpty: true }}
        currencies={currencies}
        onSelect={() => {}}
        initialRect={{ width: 800, height: 5000 }}
      />,
      { wrapper },
    )
    await screen.findByRole('grid')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getAllByRole('gridcell')).toHaveLength(24)
    expect(container.querySelector('script, iframe, style, svg, math, marquee, object')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i)
        if (['href', 'src', 'style', 'action', 'formaction'].includes(attribute.name)) {
          expect(attribute.value).not.toMatch(/javascript:|vbscript:|data:text\/html/i)
        }
      }
    }
    expect(screen.getByRole('button', { name: '<img src=x onerror="window.__pwned=1">' }))
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  })
})
