/**
 * FilterPanel and FilterPanelView: a controlled panel whose value is the
 * `filter` of useCollectibles — every kind of control, its states, the bound
 * component against the emulator, hostile metadata — and useFilterSearchParams,
 * which keeps a filter in the page's query string.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { propertyFilters } from '../../../emulator/marketplace/filters.js'
import type { CurrencyMap } from '../../shared/format.js'
import {
  FILTER_MARKETPLACES,
  FilterPanel,
  FilterPanelView,
  type FilterPanelViewProps,
} from './FilterPanel.js'
import { useFilterSearchParams } from './useFilterSearchParams.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)
const market = platform.emulator.state.marketplace

const WETH = '0xAbCd000000000000000000000000000000000001'
const USDC = '0xabcd000000000000000000000000000000000002'
const currencies: CurrencyMap = {
  [WETH.toLowerCase()]: { symbol: 'WETH', decimals: 18 },
  [USDC]: { symbol: 'USDC', decimals: 6 },
}

const FILTERS: PropertyFilter[] = [
  { name: 'Rarity', type: 'STRING', values: ['Common', 'Epic', 'Legendary', 'Rare'] },
  { name: 'Level', type: 'INT', min: 1, max: 98, values: [] },
  { name: 'Color', type: 'STRING', values: ['Amber', 'Azure', 'Coral'] },
  { name: 'Tags', type: 'ARRAY', values: ['a'] },
]

/** The view holding its own value, reporting every change. */
function Controlled({
  initial = {},
  onValue,
  ...props
}: Partial<FilterPanelViewProps> & {
  initial?: CollectiblesFilter
  onValue?: (f: CollectiblesFilter) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <FilterPanelView
      status="success"
      filters={FILTERS}
      currencies={currencies}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onValue?.(next)
      }}
    />
  )
}

function renderControlled(props: Parameters<typeof Controlled>[0] = {}) {
  const onValue = vi.fn<(f: CollectiblesFilter) => void>()
  render(<Controlled {...props} onValue={onValue} />)
  return { onValue, last: () => onValue.mock.calls.at(-1)?.[0] }
}

const group = (name: string) => screen.getByRole('group', { name })

describe('FilterPanelView: STRING properties', () => {
  test('a group per property, labelled by its name, with a checkbox per value', () => {
    renderControlled()
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy()
    const rarity = group('Rarity')
    expect(
      within(rarity)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Common', 'Epic', 'Legendary', 'Rare'])
    expect(group('Color')).toBeTruthy()
    // ARRAY and GENERIC properties are not offered.
    expect(screen.queryByRole('group', { name: 'Tags' })).toBeNull()
  })

  test('checking values adds them; unchecking the last removes the property', async () => {
    const { last } = renderControlled()
    const rarity = group('Rarity')
    await userEvent.click(within(rarity).getByRole('checkbox', { name: 'Epic' }))
    expect(last()).toEqual({ properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }] })
    await userEvent.click(within(rarity).getByRole('checkbox', { name: 'Rare' }))
    await userEvent.click(within(group('Color')).getByRole('checkbox', { name: 'Azure' }))
    expect(last()).toEqual({
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] },
        { name: 'Color', type: 'STRING', values: ['Azure'] },
      ],
    })
    expect(
      (within(rarity).getByRole('checkbox', { name: 'Epic' }) as HTMLInputElement).checked,
    ).toBe(true)
    await userEvent.click(within(rarity).getByRole('checkbox', { name: 'Epic' }))
    await userEvent.click(within(rarity).getByRole('checkbox', { name: 'Rare' }))
    expect(last()).toEqual({ properties: [{ name: 'Color', type: 'STRING', values: ['Azure'] }] })
    await userEvent.click(within(group('Color')).getByRole('checkbox', { name: 'Azure' }))
    expect(last()).toEqual({})
  })

  test('the keyboard toggles a value', async () => {
    const { last } = renderControlled()
    within(group('Rarity')).getByRole('checkbox', { name: 'Legendary' }).focus()
    await userEvent.keyboard(' ')
    expect(last()).toEqual({
      properties: [{ name: 'Rarity', type: 'STRING', values: ['Legendary'] }],
    })
  })

  test('the search narrows the visible values and keeps hidden selections', async () => {
    const { last } = renderControlled({
      initial: { properties: [{ name: 'Rarity', type: 'STRING', values: ['Common'] }] },
    })
    const rarity = group('Rarity')
    await userEvent.type(within(rarity).getByRole('searchbox', { name: 'Search Rarity' }), 'ARE')
    expect(
      within(rarity)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Rare'])
    await userEvent.click(within(rarity).getByRole('checkbox', { name: 'Rare' }))
    expect(last()).toEqual({
      properties: [{ name: 'Rarity', type: 'STRING', values: ['Common', 'Rare'] }],
    })
    await userEvent.clear(within(rarity).getByRole('searchbox'))
    await userEvent.type(within(rarity).getByRole('searchbox'), 'zzz')
    expect(within(rarity).queryAllByRole('checkbox')).toHaveLength(0)
    expect(within(rarity).getByText('No matching values')).toBeTruthy()
    // Searching one property does not touch another's list.
    expect(within(group('Color')).getAllByRole('checkbox')).toHaveLength(3)
  })

  test('long lists are cut, with a note; counts are shown when given', () => {
    const many: PropertyFilter = {
      name: 'Name',
      type: 'STRING',
      values: Array.from({ length: 30 }, (_, i) => `v${i}`),
    }
    render(
      <FilterPanelView
        status="success"
        filters={[many]}
        value={{}}
        onChange={() => {}}
        maxValues={10}
        counts={(name, value) => (name === 'Name' && value === 'v1' ? 42 : undefined)}
      />,
    )
    expect(within(group('Name')).getAllByRole('checkbox')).toHaveLength(10)
    expect(screen.getByText('20 more: refine the search')).toBeTruthy()
    expect(within(group('Name')).getByRole('checkbox', { name: 'v1 (42)' })).toBeTruthy()
  })
})

describe('FilterPanelView: INT properties', () => {
  const level = () => group('Level')

  const thumb = (name: string) => within(level()).getByRole('slider', { name })
  const now = (name: string) => thumb(name).getAttribute('aria-valuenow')

  test('one slider with two thumbs and two number inputs, labelled, at the bounds', () => {
    renderControlled()
    expect(level().querySelectorAll('.pk-range')).toHaveLength(1)
    const values = (el: HTMLElement) =>
      ['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext', 'tabindex'].map((a) =>
        el.getAttribute(a),
      )
    expect(values(thumb('Minimum Level'))).toEqual(['1', '98', '1', '1', '0'])
    expect(values(thumb('Maximum Level'))).toEqual(['1', '98', '98', '98', '0'])
    const minNumber = within(level()).getByRole('spinbutton', { name: 'Minimum Level' })
    expect((minNumber as HTMLInputElement).value).toBe('1')
    expect(within(level()).getByRole('spinbutton', { name: 'Maximum Level' })).toBeTruthy()
  })

  test('the thumbs set a range, clamped to the bounds and to each other', async () => {
    const { last, onValue } = renderControlled()
    act(() => thumb('Minimum Level').focus())
    await userEvent.keyboard('{PageUp}{ArrowLeft}')
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 10, max: 98 }] })
    act(() => thumb('Maximum Level').focus())
    await userEvent.keyboard(
      '{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{ArrowDown}{ArrowDown}{ArrowDown}',
    )
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 10, max: 45 }] })
    // The minimum cannot pass the maximum.
    act(() => thumb('Minimum Level').focus())
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{ArrowRight}')
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 45, max: 45 }] })
    expect([now('Minimum Level'), now('Maximum Level')]).toEqual(['45', '45'])
    const calls = onValue.mock.calls.length
    await userEvent.keyboard('{End}{ArrowUp}')
    expect(onValue).toHaveBeenCalledTimes(calls)
    await userEvent.keyboard('{Home}')
    act(() => thumb('Maximum Level').focus())
    await userEvent.keyboard('{End}')
    // The whole range is no condition at all.
    expect(last()).toEqual({})
  })

  test('the other filters are kept: onChange gets the whole filter', async () => {
    const { last } = renderControlled({ initial: { searchText: 'drake', marketplaces: ['blur'] } })
    act(() => thumb('Maximum Level').focus())
    await userEvent.keyboard('{ArrowLeft}')
    expect(last()).toEqual({
      searchText: 'drake',
      marketplaces: ['blur'],
      properties: [{ name: 'Level', type: 'INT', min: 1, max: 97 }],
    })
  })

  test('numbers past 2^53 in full: the inputs show their digits, the thumbs sit at the ends', () => {
    render(
      <FilterPanelView
        status="success"
        filters={[{ name: 'Beyond 2^53', type: 'INT', min: 1, max: 2 ** 60, values: [] }]}
        value={{}}
        onChange={() => {}}
      />,
    )
    const beyond = group('Beyond 2^53')
    const input = (name: string) =>
      (within(beyond).getByRole('spinbutton', { name }) as HTMLInputElement).value
    expect([input('Minimum Beyond 2^53'), input('Maximum Beyond 2^53')]).toEqual([
      '1',
      '1152921504606846976',
    ])
    const range = beyond.querySelector<HTMLElement>('.pk-range')
    expect(range?.style.getPropertyValue('--pk-range-from')).toBe('0%')
    expect(range?.style.getPropertyValue('--pk-range-to')).toBe('100%')
    // The inputs are sized for 19 digits.
    const numbers = beyond.querySelector<HTMLElement>('.pk-filters__numbers')
    expect(numbers?.style.getPropertyValue('--pk-range-chars')).toBe('19')
  })

  test('a property of one value: the inputs, and no slider', () => {
    render(
      <FilterPanelView
        status="success"
        filters={[{ name: 'Beyond 2^53', type: 'INT', min: 2 ** 60, max: 2 ** 60, values: [] }]}
        value={{}}
        onChange={() => {}}
      />,
    )
    const beyond = group('Beyond 2^53')
    expect(within(beyond).queryAllByRole('slider')).toEqual([])
    expect(
      within(beyond)
        .getAllByRole('spinbutton')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['1152921504606846976', '1152921504606846976'])
  })

  test('number inputs apply valid values as typed and clamp on leaving', async () => {
    const { last } = renderControlled()
    const min = within(level()).getByRole('spinbutton', { name: 'Minimum Level' })
    await userEvent.clear(min)
    await userEvent.type(min, '25')
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 25, max: 98 }] })
    const max = within(level()).getByRole('spinbutton', { name: 'Maximum Level' })
    await userEvent.clear(max)
    await userEvent.type(max, '500')
    await userEvent.tab()
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 25, max: 98 }] })
    expect((max as HTMLInputElement).value).toBe('98')
    await userEvent.clear(max)
    await userEvent.type(max, '3{Enter}')
    // Below the minimum: clamped to it.
    expect(last()).toEqual({ properties: [{ name: 'Level', type: 'INT', min: 25, max: 25 }] })
    expect((max as HTMLInputElement).value).toBe('25')
    // Something that is not a number goes back to the current value.
    await userEvent.clear(min)
    await userEvent.tab()
    expect((min as HTMLInputElement).value).toBe('25')
  })

  test('shows a range from the value', () => {
    render(
      <FilterPanelView
        status="success"
        filters={FILTERS}
        value={{ properties: [{ name: 'Level', type: 'INT', min: 5, max: 9 }] }}
        onChange={() => {}}
      />,
    )
    expect(now('Minimum Level')).toBe('5')
    expect(now('Maximum Level')).toBe('9')
    expect(
      (within(level()).getByRole('spinbutton', { name: 'Maximum Level' }) as HTMLInputElement)
        .value,
    ).toBe('9')
  })
})

describe('FilterPanelView: marketplaces, currencies, search, clear all', () => {
  test('marketplaces: the known ones but unknown, or those given', async () => {
    const { last } = renderControlled()
    const boxes = within(group('Marketplaces')).getAllByRole('checkbox')
    expect(boxes).toHaveLength(FILTER_MARKETPLACES.length)
    expect(FILTER_MARKETPLACES).not.toContain('unknown')
    await userEvent.click(within(group('Marketplaces')).getByRole('checkbox', { name: 'OpenSea' }))
    await userEvent.click(within(group('Marketplaces')).getByRole('checkbox', { name: 'Blur' }))
    expect(last()).toEqual({ marketplaces: ['opensea', 'blur'] })
    await userEvent.click(within(group('Marketplaces')).getByRole('checkbox', { name: 'OpenSea' }))
    await userEvent.click(within(group('Marketplaces')).getByRole('checkbox', { name: 'Blur' }))
    expect(last()).toEqual({})
    cleanup()
    render(
      <FilterPanelView
        status="success"
        value={{}}
        onChange={() => {}}
        marketplaces={['opensea', 'magic_eden']}
        strings={{ marketplaceNames: { magic_eden: 'ME' } }}
      />,
    )
    expect(
      within(group('Marketplaces'))
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['OpenSea', 'ME'])
  })

  test('currencies from the map, compared without case', async () => {
    const { last } = renderControlled({ initial: { currencies: [WETH] } })
    const weth = within(group('Currencies')).getByRole('checkbox', { name: 'WETH' })
    expect((weth as HTMLInputElement).checked).toBe(true)
    await userEvent.click(within(group('Currencies')).getByRole('checkbox', { name: 'USDC' }))
    expect(last()).toEqual({ currencies: [WETH, USDC] })
    await userEvent.click(weth)
    expect(last()).toEqual({ currencies: [USDC] })
    await userEvent.click(within(group('Currencies')).getByRole('checkbox', { name: 'USDC' }))
    expect(last()).toEqual({})
    cleanup()
    render(<FilterPanelView status="success" value={{}} onChange={() => {}} />)
    expect(screen.queryByRole('group', { name: 'Currencies' })).toBeNull()
  })

  test('the text search', async () => {
    const { last } = renderControlled()
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(search, 'drake')
    expect(last()).toEqual({ searchText: 'drake' })
    await userEvent.clear(search)
    expect(last()).toEqual({})
  })

  test('clear all empties what the panel shows and keeps the rest', async () => {
    const { last } = renderControlled({
      initial: {
        searchText: 'x',
        properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }],
        marketplaces: ['blur'],
        currencies: [USDC],
        includeEmpty: true,
        inAccounts: [WETH],
      },
    })
    const clear = screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement
    expect(clear.disabled).toBe(false)
    await userEvent.click(clear)
    expect(last()).toEqual({ includeEmpty: true, inAccounts: [WETH] })
    expect(clear.disabled).toBe(true)
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('')
  })

  test('everything is reachable with the keyboard', async () => {
    renderControlled()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(within(group('Marketplaces')).getAllByRole('checkbox')[0])
  })
})

describe('FilterPanelView: states', () => {
  test('loading: busy and announced; the other controls work', async () => {
    const onChange = vi.fn()
    render(<FilterPanelView status="pending" value={{}} onChange={onChange} />)
    const panel = screen.getByRole('search')
    expect(panel.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading filters…')
    expect(panel.querySelectorAll('.pk-skeleton').length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('checkbox', { name: 'OpenSea' }))
    expect(onChange).toHaveBeenCalledWith({ marketplaces: ['opensea'] })
  })

  test('error: an alert with a retry button', async () => {
    const onRetry = vi.fn()
    render(<FilterPanelView status="error" value={{}} onChange={() => {}} onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('The filters could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('empty: a note', () => {
    render(<FilterPanelView status="success" filters={[]} value={{}} onChange={() => {}} />)
    expect(screen.getByText('No properties to filter by.')).toBeTruthy()
  })

  test('strings, className and ref', () => {
    const ref = createRef<HTMLFormElement>()
    render(
      <FilterPanelView
        ref={ref}
        className="mine"
        status="success"
        filters={FILTERS}
        value={{}}
        onChange={() => {}}
        strings={{ label: 'Filtres', minimum: '{name} min', clearAll: 'Tout effacer' }}
      />,
    )
    expect(screen.getByRole('search', { name: 'Filtres' })).toBe(ref.current)
    expect(ref.current?.className).toBe('pk-filters mine')
    expect(screen.getByRole('slider', { name: 'Level min' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tout effacer' })).toBeTruthy()
  })

  test("placeholders in strings never expand a name's `$` patterns", () => {
    render(
      <FilterPanelView
        status="success"
        filters={[{ name: "$&$'", type: 'INT', min: 0, max: 1, values: [] }]}
        value={{}}
        onChange={() => {}}
      />,
    )
    expect(screen.getByRole('slider', { name: "Minimum $&$'" })).toBeTruthy()
  })
})

// ---------------------------------------------------------------------------

const creatures = EMULATOR_COLLECTION.creatures.address
const hostile = EMULATOR_COLLECTION.hostile.address
const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
const anvilCurrencies: CurrencyMap = Object.fromEntries(
  anvil.currencies.map((c) => [
    c.address.toLowerCase(),
    { symbol: c.symbol, decimals: c.decimals },
  ]),
)

function Bound({
  contractAddress,
  onValue,
}: {
  contractAddress: string
  onValue: (f: CollectiblesFilter) => void
}) {
  const [value, setValue] = useState<CollectiblesFilter>({})
  return (
    <FilterPanel
      network="anvil"
      contractAddress={contractAddress}
      currencies={anvilCurrencies}
      value={value}
      onChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

describe('FilterPanel (bound)', () => {
  test("shows the collection's properties and filters by them", async () => {
    const onValue = vi.fn()
    const { wrapper } = platform.providers()
    render(<Bound contractAddress={creatures} onValue={onValue} />, { wrapper })
    expect(screen.getByRole('search').getAttribute('aria-busy')).toBe('true')
    const expected = propertyFilters(market.collectionByAddress(creatures)!)
    const first = expected.find((f) => f.type === 'STRING')!
    const firstGroup = await screen.findByRole('group', { name: first.name })
    for (const f of expected) expect(screen.getByRole('group', { name: f.name })).toBeTruthy()
    await userEvent.click(
      within(firstGroup).getByRole('checkbox', { name: String(first.values![0]) }),
    )
    expect(onValue).toHaveBeenLastCalledWith({
      properties: [{ name: first.name, type: 'STRING', values: [first.values![0]] }],
    })
    await userEvent.click(within(group('Currencies')).getByRole('checkbox', { name: 'USDC' }))
    expect(onValue.mock.lastCall?.[0].currencies).toEqual([
      anvil.currencies[0]!.address.toLowerCase(),
    ])
    expect(platform.count('Metadata/TokenCollectionFilters')).toBe(1)
  })

  test('an error with a retry that asks again', async () => {
    const { wrapper } = platform.providers(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    )
    render(
      <Bound contractAddress="0x000000000000000000000000000000000000dEaD" onValue={vi.fn()} />,
      {
        wrapper,
      },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('alert')).toBeTruthy()
    await vi.waitFor(() => expect(platform.count('Metadata/TokenCollectionFilters')).toBe(2))
  })

  test('hostile property names and values are text only', async () => {
    const onValue = vi.fn()
    const { wrapper } = platform.providers()
    const { container } = render(<Bound contractAddress={hostile} onValue={onValue} />, {
      wrapper,
    })
    const scripted = await screen.findByRole('group', {
      name: '<img src=x onerror=window.__pwned=1>',
    })
    await userEvent.click(
      within(scripted).getByRole('checkbox', { name: '<script>window.__pwned=1</script>' }),
    )
    expect(onValue).toHaveBeenLastCalledWith({
      properties: [
        {
          name: '<img src=x onerror=window.__pwned=1>',
          type: 'STRING',
          values: ['<script>window.__pwned=1</script>'],
        },
      ],
    })
    await userEvent.click(within(group('__proto__')).getByRole('checkbox', { name: 'polluted' }))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(
      within(group('Payload')).getByRole('checkbox', { name: 'javascript:alert(1)' }),
    ).toBeTruthy()
    expect(container.querySelector('script, img, svg, b')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.value).not.toMatch(/javascript:/i)
      }
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------

/** A page that keeps its filter in the query string. */
function UrlPage() {
  const [filter, setFilter] = useFilterSearchParams()
  return <FilterPanelView status="success" filters={FILTERS} value={filter} onChange={setFilter} />
}

describe('useFilterSearchParams', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/collection?tab=items#top')
  })

  test('reads the filter from the query string', () => {
    window.history.replaceState(null, '', '/collection?tab=items&p.Rarity=Epic&r.Level=2..9#top')
    const { result } = renderHook(() => useFilterSearchParams())
    expect(result.current[0]).toEqual({
      properties: [
        { name: 'Rarity', type: 'STRING', values: ['Epic'] },
        { name: 'Level', type: 'INT', min: 2, max: 9 },
      ],
    })
  })

  test('writes with replaceState, keeping the path, other keys and the hash', () => {
    const replace = vi.spyOn(window.history, 'replaceState')
    const push = vi.spyOn(window.history, 'pushState')
    const { result } = renderHook(() => useFilterSearchParams())
    expect(result.current[0]).toEqual({})
    act(() => result.current[1]({ marketplaces: ['opensea'], searchText: 'a b' }))
    expect(window.location.pathname).toBe('/collection')
    expect(window.location.search).toBe('?tab=items&q=a+b&m=opensea')
    expect(window.location.hash).toBe('#top')
    expect(result.current[0]).toEqual({ marketplaces: ['opensea'], searchText: 'a b' })
    act(() => result.current[1]((f) => ({ ...f, searchText: undefined })))
    expect(window.location.search).toBe('?tab=items&m=opensea')
    act(() => result.current[1]({}))
    expect(window.location.search).toBe('?tab=items')
    expect(replace).toHaveBeenCalledTimes(3)
    expect(push).not.toHaveBeenCalled()
    replace.mockRestore()
    push.mockRestore()
  })

  test('follows back and forward navigation, and other users of the hook', () => {
    const a = renderHook(() => useFilterSearchParams())
    const b = renderHook(() => useFilterSearchParams())
    act(() => a.result.current[1]({ currencies: [USDC] }))
    expect(b.result.current[0]).toEqual({ currencies: [USDC] })
    act(() => {
      window.history.replaceState(null, '', '/collection?m=blur')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(a.result.current[0]).toEqual({ marketplaces: ['blur'] })
    expect(b.result.current[0]).toEqual({ marketplaces: ['blur'] })
  })

  test('drives a FilterPanel', async () => {
    render(<UrlPage />)
    await userEvent.click(within(group('Rarity')).getByRole('checkbox', { name: 'Epic' }))
    expect(new URLSearchParams(window.location.search).getAll('p.Rarity')).toEqual(['Epic'])
    expect(
      (within(group('Rarity')).getByRole('checkbox', { name: 'Epic' }) as HTMLInputElement).checked,
    ).toBe(true)
  })
})

describe('FilterPanelView: long lists say how long they are', () => {
  test('a list of more than 8 values scrolls in a short box until "Show all" opens it', async () => {
    const user = userEvent.setup()
    const values = Array.from({ length: 20 }, (_, i) => `Value ${String(i).padStart(2, '0')}`)
    renderControlled({ filters: [{ name: 'Long', type: 'STRING', values }] })
    const list = within(group('Long')).getByRole('list')
    expect(list.hasAttribute('data-expanded')).toBe(false)
    const more = within(group('Long')).getByRole('button', { name: 'Show all 20' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    await user.click(more)
    expect(list.hasAttribute('data-expanded')).toBe(true)
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(more.textContent).toBe('Show fewer')
  })

  test('a short list has no button and its full height', () => {
    renderControlled()
    expect(within(group('Color')).queryByRole('button', { name: /Show all/ })).toBeNull()
    expect(within(group('Color')).getByRole('list').hasAttribute('data-expanded')).toBe(true)
  })
})
