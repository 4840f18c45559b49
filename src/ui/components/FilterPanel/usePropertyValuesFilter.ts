'use client'
/**
 * The state of a `STRING` property in a collectibles filter: its values to
 * check, narrowed by a search. No markup: the filter panel draws it, or an
 * app's own.
 */
import { useState } from 'react'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { conditionOf, withCondition } from '../../shared/filterEdits.js'
import { type UseShowAllResult, useShowAll } from '../../shared/useShowAll.js'

/** A value of a property, as the collection's filters give it. */
export type PropertyValue = string | number

export interface UsePropertyValuesFilterOptions {
  /** The property, from `useTokenCollectionFilters`. */
  readonly property: PropertyFilter
  /** The whole filter. */
  readonly value: CollectiblesFilter
  /** Called with the whole new filter. */
  readonly onChange: (filter: CollectiblesFilter) => void
  /** The most values shown at once (default 100); the search finds the rest. */
  readonly maxValues?: number | undefined
}

export interface UsePropertyValuesFilterResult {
  /** The property's name. */
  readonly name: string
  /** The search, as typed. */
  readonly query: string
  readonly setQuery: (query: string) => void
  /** The values to show: those the search matches (case-insensitive), at most `maxValues`. */
  readonly shown: readonly PropertyValue[]
  /** How many values the search matches; none: say so. */
  readonly matching: number
  /** How many matching values are not shown: ask for a narrower search. */
  readonly more: number
  /** Whether a value is chosen; a chosen value stays chosen when the search hides it. */
  readonly isChecked: (item: PropertyValue) => boolean
  /** Chooses a value or not; the last one unchosen removes the property's condition. */
  readonly toggle: (item: PropertyValue, checked: boolean) => void
  /** The "Show all N" state of the list of `shown` values. */
  readonly showAll: UseShowAllResult
}

/**
 * The logic of a `STRING` property's filter, for any markup: a search that
 * narrows the values shown (at most `maxValues`, counting the rest), which
 * values are chosen, and a toggle that writes the property's condition into
 * the filter, or removes it when none is left. The list of values is a
 * `useShowAll` list. The filter panel draws each `STRING` property with it.
 *
 * @example
 * ```tsx
 * const rarity = usePropertyValuesFilter({ property, value: filter, onChange: setFilter })
 * <input type="search" value={rarity.query} onChange={(e) => rarity.setQuery(e.target.value)} />
 * {rarity.shown.map((v) => (
 *   <input key={v} type="checkbox" checked={rarity.isChecked(v)} onChange={(e) => rarity.toggle(v, e.target.checked)} />
 * ))}
 * ```
 */
export function usePropertyValuesFilter({
  property,
  value,
  onChange,
  maxValues = 100,
}: UsePropertyValuesFilterOptions): UsePropertyValuesFilterResult {
  const [query, setQuery] = useState('')
  const name = property.name
  const selected = conditionOf(value, name, 'STRING')?.values ?? []
  const needle = query.trim().toLowerCase()
  const matching = property.values.filter(
    (v) => !needle || String(v).toLowerCase().includes(needle),
  )
  const shown = matching.slice(0, maxValues)
  const showAll = useShowAll(shown.length)
  const toggle = (item: PropertyValue, checked: boolean) => {
    const values = checked ? [...selected, item] : selected.filter((v) => v !== item)
    onChange(
      withCondition(
        value,
        name,
        'STRING',
        values.length > 0 ? { name, type: 'STRING', values } : undefined,
      ),
    )
  }
  return {
    name,
    query,
    setQuery,
    shown,
    matching: matching.length,
    more: matching.length - shown.length,
    isChecked: (item) => selected.includes(item),
    toggle,
    showAll,
  }
}
