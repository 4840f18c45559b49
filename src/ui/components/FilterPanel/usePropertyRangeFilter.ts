'use client'
/**
 * The state of an `INT` property in a collectibles filter: a minimum and a
 * maximum, each set by a thumb of a two-thumb slider or typed. No markup: the
 * filter panel draws it, or an app's own.
 */
import { type KeyboardEvent, useState } from 'react'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { conditionOf, withCondition } from '../../shared/filterEdits.js'
import { numberText } from '../../shared/filterParams.js'

/** Which bound of a range. */
export type RangeBoundName = 'min' | 'max'

/** One bound of a range: what it is, and how a slider and a number field change it. */
export interface RangeBound {
  /** The bound applied, else the property's own; undefined when neither is known. */
  readonly value: number | undefined
  /** What the number field shows: the text being typed, else `value` in its digits (`numberText`: 2⁶⁰ in full). */
  readonly input: string
  /** Applies a number (a slider's), clamped to the property's range and to the other bound. */
  readonly set: (n: number) => void
  /** Typing: applies the text at once when it is already a valid bound, so "50" is not clamped at "5". */
  readonly type: (text: string) => void
  /** Leaving the field: applies the text, clamped; text that is no number goes back to `value`. */
  readonly settle: () => void
  /** Enter settles the field, and does not submit the form around it. */
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void
}

export interface UsePropertyRangeFilterOptions {
  /** The property, from `useTokenCollectionFilters`. */
  readonly property: PropertyFilter
  /** The whole filter. */
  readonly value: CollectiblesFilter
  /** Called with the whole new filter. */
  readonly onChange: (filter: CollectiblesFilter) => void
}

export interface UsePropertyRangeFilterResult {
  /** The property's name. */
  readonly name: string
  /** The property's lowest value, when the collection gives a finite one. */
  readonly lowest: number | undefined
  /** The property's highest value, when the collection gives a finite one. */
  readonly highest: number | undefined
  /** Both ends are known and differ: a slider can be offered (one value leaves only the fields). */
  readonly hasRange: boolean
  readonly min: RangeBound
  readonly max: RangeBound
}

const finite = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n)

const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/**
 * The logic of an `INT` property's filter, for any markup: a minimum and a
 * maximum, each clamped to the property's range and to the other bound, and
 * written into the filter as the property's condition (the whole range is no
 * condition at all). A number field applies valid text as it is typed, and
 * the clamped value on leaving it or on Enter (`onKeyDown`); text that is no
 * number goes back to the current bound. A field shows a bound in its exact
 * digits, past 2⁵³ too. The filter panel draws each `INT` property with it
 * and `useRangeSlider`.
 *
 * @example
 * ```tsx
 * const level = usePropertyRangeFilter({ property, value: filter, onChange: setFilter })
 * const slider = useRangeSlider({ lowest: level.lowest ?? 0, highest: level.highest ?? 0,
 *   min: level.min.value ?? 0, max: level.max.value ?? 0, onChange: (t, n) => level[t].set(n) })
 * <input type="number" value={level.max.input} onChange={(e) => level.max.type(e.target.value)}
 *   onBlur={level.max.settle} onKeyDown={level.max.onKeyDown} />
 * ```
 */
export function usePropertyRangeFilter({
  property,
  value,
  onChange,
}: UsePropertyRangeFilterOptions): UsePropertyRangeFilterResult {
  const name = property.name
  const lo = finite(property.min) ? property.min : undefined
  const hi = finite(property.max) ? property.max : undefined
  const condition = conditionOf(value, name, 'INT')
  const min = finite(condition?.min) ? condition.min : lo
  const max = finite(condition?.max) ? condition.max : hi
  const [drafts, setDrafts] = useState<{ min?: string; max?: string }>({})

  const clamp = (n: number) => Math.min(hi ?? n, Math.max(lo ?? n, n))
  /** Applies one bound, clamped to the property's range and to the other bound. */
  const commit = (which: RangeBoundName, n: number) => {
    let nextMin = min
    let nextMax = max
    if (which === 'min') nextMin = Math.min(clamp(n), max ?? Number.POSITIVE_INFINITY)
    else nextMax = Math.max(clamp(n), min ?? Number.NEGATIVE_INFINITY)
    const full =
      (nextMin === undefined || nextMin === lo) && (nextMax === undefined || nextMax === hi)
    onChange(
      withCondition(
        value,
        name,
        'INT',
        full ? undefined : { name, type: 'INT', min: nextMin, max: nextMax },
      ),
    )
  }
  const type = (which: RangeBoundName, draft: string) => {
    setDrafts((d) => ({ ...d, [which]: draft }))
    const n = parse(draft)
    const inside =
      Number.isFinite(n) &&
      (lo === undefined || n >= lo) &&
      (hi === undefined || n <= hi) &&
      (which === 'min' ? max === undefined || n <= max : min === undefined || n >= min)
    if (inside) commit(which, n)
  }
  const settle = (which: RangeBoundName) => {
    const draft = drafts[which]
    if (draft === undefined) return
    const n = parse(draft)
    if (Number.isFinite(n)) commit(which, n)
    setDrafts((d) => ({ ...d, [which]: undefined }))
  }
  const bound = (which: RangeBoundName): RangeBound => {
    const current = which === 'min' ? min : max
    return {
      value: current,
      input: drafts[which] ?? (current === undefined ? '' : numberText(current)),
      set: (n) => commit(which, n),
      type: (text) => type(which, text),
      settle: () => settle(which),
      onKeyDown: (event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          settle(which)
        }
      },
    }
  }

  return {
    name,
    lowest: lo,
    highest: hi,
    hasRange: lo !== undefined && hi !== undefined && lo < hi,
    min: bound('min'),
    max: bound('max'),
  }
}
