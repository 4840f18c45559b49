/**
 * TraitList against the emulator: useTraitList (what TokenCollectionFilters
 * backs, no attributes, 200, a failing filters read) and TraitList's link
 * (the URL the filter panel writes).
 */
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { propertyFilters } from '../../../emulator/marketplace/filters.js'
import { FilterPanel, useFilterSearchParams } from '../../index.js'
import { TraitList, TraitListView } from './TraitList.js'
import { useTraitList } from './useTraitList.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
const market = emulator.state.marketplace
afterEach(() => {
  cleanup()
  emulator.controls.reset()
  window.history.replaceState(null, '', '/')
})

const creatures = EMULATOR_COLLECTION.creatures.address
const collection = market.collectionByAddress(creatures)!
const metadataAt = (i: number) => collection.tokens.metadata(i)

describe('useTraitList', () => {
  test('every attribute, with "1 of N values" exactly where TokenCollectionFilters backs it', async () => {
    const { wrapper } = platform.providers()
    const metadata = metadataAt(3)
    const { result } = renderHook(
      () =>
        useTraitList({
          network: 'anvil',
          contractAddress: creatures,
          attributes: metadata.attributes,
        }),
      { wrapper },
    )
    expect(result.current.traits.length).toBe(metadata.attributes.length)
    expect(result.current.filtersStatus).toBe('pending')
    await waitFor(() => expect(result.current.filtersStatus).toBe('success'))
    const filters = propertyFilters(collection)
    for (const trait of result.current.traits) {
      const property = filters.find((p) => p.name === trait.name)
      const listed = property?.values.some((v) => String(v) === String(trait.raw))
      if (property?.type === 'STRING' && listed) {
        expect(trait.backing?.valueCount).toBe(property.values.length)
      } else if (property?.type !== 'INT') {
        expect(trait.backing).toBeUndefined()
      }
    }
    expect(result.current.traits.some((t) => t.backing)).toBe(true)
    expect(platform.count('Metadata/TokenCollectionFilters')).toBe(1)
  })

  test('no attributes: an empty list; 200: the first 12 until toggled', async () => {
    const { wrapper } = platform.providers()
    const many = Array.from({ length: 200 }, (_, i) => ({ trait_type: `T${i}`, value: i }))
    const { result, rerender } = renderHook(
      ({ attributes }) =>
        useTraitList({ network: 'anvil', contractAddress: creatures, attributes }),
      { wrapper, initialProps: { attributes: [] as Record<string, unknown>[] } },
    )
    expect(result.current.traits).toEqual([])
    rerender({ attributes: many })
    expect(result.current.shown).toHaveLength(12)
    expect(result.current.long).toBe(true)
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(200)
  })

  test('a list longer than a step opens a step at a time (500, or `step`), never all at once', () => {
    const { wrapper } = platform.providers()
    const many = Array.from({ length: 1_200 }, (_, i) => ({ trait_type: `T${i}`, value: i }))
    const { result, rerender } = renderHook(
      ({ step }: { step?: number }) =>
        useTraitList({ network: 'anvil', contractAddress: creatures, attributes: many, step }),
      { wrapper, initialProps: {} },
    )
    expect(result.current.shown).toHaveLength(12)
    expect([result.current.long, result.current.expanded, result.current.more]).toEqual([
      true,
      false,
      500,
    ])
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(512)
    expect(result.current.expanded).toBe(true)
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(1_012)
    expect(result.current.more).toBe(188)
    act(() => result.current.showMore())
    expect(result.current.shown).toBe(result.current.traits)
    expect(result.current.more).toBe(0)
    // Open, toggle cuts the list again; cut, it shows the next step.
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(12)
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(512)
    rerender({ step: 100 })
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(612)
  })

  test('the filters failing: the traits are still shown, unbacked, and the state says error', async () => {
    emulator.controls.set({ fail: { 'Metadata/TokenCollectionFilters': 'WebrpcBadRequest' } })
    const { wrapper } = platform.providers()
    const { result } = renderHook(
      () =>
        useTraitList({
          network: 'anvil',
          contractAddress: creatures,
          attributes: metadataAt(0).attributes,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.filtersStatus).toBe('error'), { timeout: 10_000 })
    expect(result.current.traits.length).toBeGreaterThan(0)
    expect(result.current.traits.every((t) => t.backing === undefined)).toBe(true)
  })
})

/** The filter panel keeping its filter in the URL, as an app's collection page would. */
function Panel() {
  const [filter, setFilter] = useFilterSearchParams()
  return (
    <FilterPanel network="anvil" contractAddress={creatures} value={filter} onChange={setFilter} />
  )
}

describe('TraitList', () => {
  test('a trait’s link is the URL the filter panel writes when that value is ticked', async () => {
    const { wrapper } = platform.providers()
    const metadata = metadataAt(5)
    render(
      <TraitList
        network="anvil"
        contractAddress={creatures}
        attributes={metadata.attributes}
        collectionHref="/collection"
      />,
      { wrapper },
    )
    const links = await screen.findAllByRole('link')
    const link = links[0]!
    const href = new URL(link.getAttribute('href')!, 'http://x')
    const [key, value] = [...href.searchParams][0]!
    const name = key.replace(/^n?p\./, '')
    cleanup()

    render(<Panel />, { wrapper })
    const group = await screen.findByRole('group', { name })
    await userEvent.click(within(group).getByRole('checkbox', { name: value }))
    expect(window.location.search).toBe(href.search)
  })

  test('hostile traits render as text, every one of 500 reachable, nothing run', async () => {
    const attributes = [
      {
        trait_type: '<img src=x onerror=window.__pwned=1>',
        value: '<script>window.__pwned=1</script>',
      },
      ...Array.from({ length: 499 }, (_, i) => ({
        trait_type: `T${i}`,
        value: 'v'.repeat(10_000),
      })),
    ]
    const { wrapper } = platform.providers()
    const { container } = render(
      <TraitList network="anvil" contractAddress={creatures} attributes={attributes} />,
      { wrapper },
    )
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.getByText('<script>window.__pwned=1</script>')).toBeTruthy()
    expect(container.querySelectorAll('li')).toHaveLength(12)
    await userEvent.click(screen.getByRole('button', { name: 'Show all 500 traits' }))
    expect(container.querySelectorAll('li')).toHaveLength(500)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('the view: empty state, unnamed traits, a callback instead of a link', async () => {
    const onSelect = vi.fn((_f: unknown, _t: unknown, e: { preventDefault(): void }) =>
      e.preventDefault(),
    )
    const { rerender } = render(<TraitListView traits={[]} />)
    expect(screen.getByText('This collectible has no traits.')).toBeTruthy()
    const filter = { properties: [{ name: 'Rarity', type: 'STRING' as const, values: ['Epic'] }] }
    const traits = [
      { key: '0', name: '', value: 'v', fullValue: 'v', display: 'text' as const, raw: 'v' },
      {
        key: '1',
        name: 'Rarity',
        value: 'Epic',
        fullValue: 'Epic',
        display: 'text' as const,
        raw: 'Epic',
        backing: { property: { name: 'Rarity', values: ['Epic', 'Rare'] }, valueCount: 2, filter },
      },
    ]
    rerender(<TraitListView traits={traits} onSelectTrait={onSelect} />)
    expect(screen.getByText('Trait')).toBeTruthy()
    expect(screen.getByText('1 of 2 values')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Collectibles with Rarity Epic' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(onSelect.mock.calls[0]![0]).toEqual(filter)
  })
})
