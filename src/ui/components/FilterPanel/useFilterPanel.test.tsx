/**
 * The filter panel's logic without its markup (issue 12): useFilterPanel,
 * usePropertyValuesFilter, usePropertyRangeFilter and useShowAll with a
 * filter held in state, and an app's own minimal markup driven by them with
 * the properties of an emulated collection.
 */
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type KeyboardEvent, useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { propertyFilters } from '../../../emulator/marketplace/filters.js'
import { useTokenCollectionFilters } from '../../../react/index.js'
import {
  FILTER_MARKETPLACES,
  useFilterPanel,
  usePropertyRangeFilter,
  usePropertyValuesFilter,
  useShowAll,
} from '../../index.js'
import type { CurrencyMap } from '../../shared/format.js'

const platform = setupTestPlatform({ size: 300 })
afterEach(cleanup)

const WETH = '0xAbCd000000000000000000000000000000000001'
const USDC = '0xabcd000000000000000000000000000000000002'
const currencies: CurrencyMap = {
  [WETH.toLowerCase()]: { symbol: 'WETH', decimals: 18 },
  [USDC]: { symbol: 'USDC', decimals: 6 },
}
const RARITY: PropertyFilter = {
  name: 'Rarity',
  type: 'STRING',
  values: ['Common', 'Epic', 'Legendary', 'Rare', 7],
}
const LEVEL: PropertyFilter = { name: 'Level', type: 'INT', min: 1, max: 98, values: [] }

/** A hook over a filter held in state, as an app holds it. */
function withFilter<T>(
  use: (value: CollectiblesFilter, onChange: (f: CollectiblesFilter) => void) => T,
  initial: CollectiblesFilter = {},
) {
  return renderHook(() => {
    const [filter, setFilter] = useState<CollectiblesFilter>(initial)
    return { filter, ...use(filter, setFilter) }
  })
}

/** A key press as a keyboard handler receives it. */
const key = (name: string) => {
  const preventDefault = vi.fn()
  return {
    event: { key: name, preventDefault } as unknown as KeyboardEvent<Element>,
    preventDefault,
  }
}

describe('useFilterPanel', () => {
  test('the text search; an empty search is no condition', () => {
    const { result } = withFilter((value, onChange) => useFilterPanel({ value, onChange }))
    act(() => result.current.setSearchText('drake'))
    expect(result.current.filter).toEqual({ searchText: 'drake' })
    expect(result.current).toMatchObject({ searchText: 'drake', active: true })
    act(() => result.current.setSearchText(''))
    expect(result.current.filter).toEqual({})
    expect(result.current.active).toBe(false)
  })

  test('marketplaces: every known one but unknown by default, checked as chosen', () => {
    const { result } = withFilter((value, onChange) => useFilterPanel({ value, onChange }))
    expect(result.current.marketplaces.map((m) => m.marketplace)).toEqual(FILTER_MARKETPLACES)
    act(() => result.current.toggleMarketplace('opensea', true))
    act(() => result.current.toggleMarketplace('blur', true))
    expect(result.current.filter).toEqual({ marketplaces: ['opensea', 'blur'] })
    // Offered in their own order, whatever the order chosen.
    const checked = result.current.marketplaces.filter((m) => m.checked).map((m) => m.marketplace)
    expect(checked).toEqual(FILTER_MARKETPLACES.filter((m) => m === 'opensea' || m === 'blur'))
    act(() => result.current.toggleMarketplace('opensea', false))
    act(() => result.current.toggleMarketplace('blur', false))
    expect(result.current.filter).toEqual({})
  })

  test('currencies from the map, compared without case', () => {
    const { result } = withFilter(
      (value, onChange) => useFilterPanel({ value, onChange, currencies }),
      { currencies: [WETH] },
    )
    expect(result.current.currencies.map((c) => [c.info.symbol, c.checked])).toEqual([
      ['WETH', true],
      ['USDC', false],
    ])
    act(() => result.current.toggleCurrency(USDC.toUpperCase().replace('0X', '0x'), true))
    expect(result.current.filter).toEqual({ currencies: [WETH, USDC] })
    act(() => result.current.toggleCurrency(WETH.toLowerCase(), false))
    expect(result.current.filter).toEqual({ currencies: [USDC] })
  })

  test('clear all empties what the panel shows and keeps the rest', () => {
    const { result } = withFilter((value, onChange) => useFilterPanel({ value, onChange }), {
      searchText: 'x',
      properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }],
      marketplaces: ['blur'],
      currencies: [USDC],
      includeEmpty: true,
      inAccounts: [WETH],
    })
    expect(result.current.active).toBe(true)
    act(() => result.current.clearAll())
    expect(result.current.filter).toEqual({ includeEmpty: true, inAccounts: [WETH] })
    expect(result.current.active).toBe(false)
  })
})

describe('usePropertyValuesFilter', () => {
  test('checking values writes the condition; unchecking the last removes it', () => {
    const { result } = withFilter(
      (value, onChange) => usePropertyValuesFilter({ property: RARITY, value, onChange }),
      { searchText: 'kept' },
    )
    act(() => result.current.toggle('Epic', true))
    act(() => result.current.toggle(7, true))
    expect(result.current.filter).toEqual({
      searchText: 'kept',
      properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic', 7] }],
    })
    expect(result.current.isChecked(7)).toBe(true)
    expect(result.current.isChecked('7')).toBe(false)
    act(() => result.current.toggle('Epic', false))
    act(() => result.current.toggle(7, false))
    expect(result.current.filter).toEqual({ searchText: 'kept' })
  })

  test('the search narrows the values shown, without case, and keeps hidden choices', () => {
    const { result } = withFilter(
      (value, onChange) => usePropertyValuesFilter({ property: RARITY, value, onChange }),
      { properties: [{ name: 'Rarity', type: 'STRING', values: ['Common'] }] },
    )
    act(() => result.current.setQuery(' ARE '))
    expect(result.current.shown).toEqual(['Rare'])
    expect(result.current.matching).toBe(1)
    act(() => result.current.toggle('Rare', true))
    expect(result.current.filter.properties?.[0]?.values).toEqual(['Common', 'Rare'])
    act(() => result.current.setQuery('zzz'))
    expect(result.current).toMatchObject({ shown: [], matching: 0, more: 0 })
  })

  test('at most maxValues are shown, the rest counted; a long list is a "show all" list', () => {
    const property: PropertyFilter = {
      name: 'Name',
      type: 'STRING',
      values: Array.from({ length: 30 }, (_, i) => `v${i}`),
    }
    const { result } = withFilter((value, onChange) =>
      usePropertyValuesFilter({ property, value, onChange, maxValues: 10 }),
    )
    expect(result.current.shown).toHaveLength(10)
    expect(result.current).toMatchObject({ matching: 30, more: 20 })
    expect(result.current.showAll.long).toBe(true)
    act(() => result.current.setQuery('v2'))
    // v2 and v20…v29: 11 match, 10 are shown.
    expect(result.current.shown).toHaveLength(10)
    expect(result.current).toMatchObject({ matching: 11, more: 1 })
  })
})

describe('usePropertyRangeFilter', () => {
  const range = (initial: CollectiblesFilter = {}, property = LEVEL) =>
    withFilter((value, onChange) => usePropertyRangeFilter({ property, value, onChange }), initial)

  test("the property's bounds; a set bound is clamped to them and to the other bound", () => {
    const { result } = range()
    expect(result.current).toMatchObject({ lowest: 1, highest: 98, hasRange: true })
    expect([result.current.min.value, result.current.max.value]).toEqual([1, 98])
    act(() => result.current.min.set(10))
    act(() => result.current.max.set(500))
    expect(result.current.filter).toEqual({
      properties: [{ name: 'Level', type: 'INT', min: 10, max: 98 }],
    })
    act(() => result.current.max.set(5))
    expect(result.current.filter.properties).toEqual([
      { name: 'Level', type: 'INT', min: 10, max: 10 },
    ])
    act(() => result.current.min.set(-3))
    act(() => result.current.max.set(98))
    // The whole range is no condition at all.
    expect(result.current.filter).toEqual({})
  })

  test('typing applies a valid value at once, so "50" is not clamped at "5"', () => {
    const { result } = range({ properties: [{ name: 'Level', type: 'INT', min: 20, max: 90 }] })
    act(() => result.current.max.type('5'))
    expect(result.current.max.input).toBe('5')
    expect(result.current.filter.properties?.[0]?.max).toBe(90)
    act(() => result.current.max.type('50'))
    expect(result.current.filter.properties?.[0]?.max).toBe(50)
  })

  test('Enter settles the field: clamped, or back to the bound; other keys do nothing', () => {
    const { result } = range()
    act(() => result.current.max.type('500'))
    const other = key('a')
    act(() => result.current.max.onKeyDown(other.event))
    expect(other.preventDefault).not.toHaveBeenCalled()
    expect(result.current.max.input).toBe('500')
    expect(result.current.filter).toEqual({})

    act(() => result.current.min.type('40'))
    const enter = key('Enter')
    act(() => result.current.max.onKeyDown(enter.event))
    expect(enter.preventDefault).toHaveBeenCalledTimes(1)
    expect(result.current.filter.properties).toEqual([
      { name: 'Level', type: 'INT', min: 40, max: 98 },
    ])
    expect(result.current.max.input).toBe('98')

    act(() => result.current.min.type('abc'))
    act(() => result.current.min.settle())
    expect(result.current.min.input).toBe('40')
  })

  test('a bound past 2^53 shows in its exact digits; typed, it applies unchanged', () => {
    const beyond: PropertyFilter = { name: 'Beyond', type: 'INT', min: 1, max: 2 ** 60, values: [] }
    const { result } = range({}, beyond)
    expect(result.current.hasRange).toBe(true)
    expect([result.current.min.input, result.current.max.input]).toEqual([
      '1',
      '1152921504606846976',
    ])
    act(() => result.current.min.type('9007199254740994'))
    act(() => result.current.min.settle())
    expect(result.current.filter.properties).toEqual([
      { name: 'Beyond', type: 'INT', min: 2 ** 53 + 2, max: 2 ** 60 },
    ])
    expect(result.current.min.input).toBe('9007199254740994')
  })

  test('a property of one value offers no slider, only its fields', () => {
    const { result } = range({}, { name: 'One', type: 'INT', min: 7, max: 7, values: [] })
    expect(result.current).toMatchObject({ lowest: 7, highest: 7, hasRange: false })
    expect([result.current.min.input, result.current.max.input]).toEqual(['7', '7'])
  })

  test('a property without a finite lower end offers no range', () => {
    const { result } = range({}, { name: 'Open', type: 'INT', max: 9, values: [] })
    expect(result.current).toMatchObject({ lowest: undefined, highest: 9, hasRange: false })
    expect(result.current.min.input).toBe('')
  })
})

describe('useShowAll', () => {
  test('a list longer than `after` is cut until expanded', () => {
    const { result, rerender } = renderHook(({ count }) => useShowAll(count), {
      initialProps: { count: 8 },
    })
    expect(result.current.long).toBe(false)
    expect(result.current.listProps['data-expanded']).toBe(true)
    rerender({ count: 9 })
    expect(result.current.long).toBe(true)
    expect(result.current.listProps['data-expanded']).toBeUndefined()
    expect(result.current.buttonProps['aria-controls']).toBe(result.current.listProps.id)
    act(() => result.current.buttonProps.onClick())
    expect(result.current.expanded).toBe(true)
    expect(result.current.buttonProps['aria-expanded']).toBe(true)
    expect(result.current.listProps['data-expanded']).toBe(true)
    act(() => result.current.toggle())
    expect(result.current.expanded).toBe(false)
  })

  test('`after` sets the length', () => {
    const { result } = renderHook(() => useShowAll(3, { after: 2 }))
    expect(result.current.long).toBe(true)
  })
})

// ---------------------------------------------------------------------------

const creatures = EMULATOR_COLLECTION.creatures.address

/** An app's own markup: the collection's first text property and its first range, and a search. */
function MyFilters({ onValue }: { onValue: (f: CollectiblesFilter) => void }) {
  const [filter, setFilter] = useState<CollectiblesFilter>({})
  const change = (next: CollectiblesFilter) => {
    setFilter(next)
    onValue(next)
  }
  const { data } = useTokenCollectionFilters({ network: 'anvil', contractAddress: creatures })
  const panel = useFilterPanel({ value: filter, onChange: change, marketplaces: [] })
  const text = data?.filters.find((f) => f.type === 'STRING')
  const int = data?.filters.find((f) => f.type === 'INT')
  return (
    <div>
      <input
        aria-label="Find"
        value={panel.searchText}
        onChange={(e) => panel.setSearchText(e.target.value)}
      />
      {text && <MyValues property={text} value={filter} onChange={change} />}
      {int && <MyRange property={int} value={filter} onChange={change} />}
    </div>
  )
}

interface MyProps {
  property: PropertyFilter
  value: CollectiblesFilter
  onChange: (f: CollectiblesFilter) => void
}

function MyValues(props: MyProps) {
  const values = usePropertyValuesFilter(props)
  return (
    <ul aria-label={values.name}>
      {values.shown.map((v) => (
        <li key={String(v)}>
          <button
            type="button"
            aria-pressed={values.isChecked(v)}
            onClick={() => values.toggle(v, !values.isChecked(v))}
          >
            {String(v)}
          </button>
        </li>
      ))}
    </ul>
  )
}

function MyRange(props: MyProps) {
  const range = usePropertyRangeFilter(props)
  return (
    <input
      aria-label={`${range.name} at most`}
      value={range.max.input}
      onChange={(e) => range.max.type(e.target.value)}
      onBlur={range.max.settle}
      onKeyDown={range.max.onKeyDown}
    />
  )
}

describe("an app's own markup", () => {
  test('filters an emulated collection by its properties', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn<(f: CollectiblesFilter) => void>()
    render(<MyFilters onValue={onValue} />, { wrapper: platform.providers().wrapper })
    const expected = propertyFilters(
      platform.emulator.state.marketplace.collectionByAddress(creatures)!,
    )
    const text = expected.find((f) => f.type === 'STRING')!
    const int = expected.find((f) => f.type === 'INT')!
    const list = await screen.findByRole('list', { name: text.name })
    const first = String(text.values[0])
    await user.click(within(list).getByRole('button', { name: first }))
    expect(onValue).toHaveBeenLastCalledWith({
      properties: [{ name: text.name, type: 'STRING', values: [text.values[0]] }],
    })
    expect(within(list).getByRole('button', { name: first }).getAttribute('aria-pressed')).toBe(
      'true',
    )

    const most = screen.getByRole('textbox', { name: `${int.name} at most` })
    await user.clear(most)
    await user.type(most, `${int.max! + 1000}{Enter}`)
    expect((most as HTMLInputElement).value).toBe(String(int.max))

    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'fox')
    expect(onValue.mock.lastCall?.[0]).toEqual({
      searchText: 'fox',
      properties: [{ name: text.name, type: 'STRING', values: [text.values[0]] }],
    })
    expect(platform.count('Metadata/TokenCollectionFilters')).toBe(1)
  })
})
