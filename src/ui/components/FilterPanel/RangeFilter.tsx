'use client'
/** An `INT` property in the filter panel: one slider with two thumbs, and a number input per bound. */
import type { CSSProperties } from 'react'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { numberText } from '../../shared/filterParams.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import { formatTraitNumber } from '../../shared/traits.js'
import { useLocale } from '../../shared/useLocale.js'
import { MetaText } from './MetaText.js'
import { RangeSlider } from './RangeSlider.js'
import type { FilterPanelStrings } from './strings.js'
import { type RangeBoundName, usePropertyRangeFilter } from './usePropertyRangeFilter.js'

export interface RangeFilterProps {
  readonly property: PropertyFilter
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  readonly text: FilterPanelStrings
  /** The locale of the thumbs' `aria-valuetext`; default the provider's. */
  readonly locale?: string | undefined
}

/** The fewest characters a number input is sized for. */
const MIN_CHARS = 4

/**
 * An `INT` property of `FilterPanelView`, drawn from `usePropertyRangeFilter`:
 * a two-thumb slider when the property has two different ends (one value
 * leaves only the inputs), and a number input for each bound, sized to the
 * longest number it may hold (2⁶⁰'s 19 digits: the inputs then take a line
 * each). Internal to it.
 */
export function RangeFilter({ property, value, onChange, text, locale }: RangeFilterProps) {
  const range = usePropertyRangeFilter({ property, value, onChange })
  const language = useLocale(locale)
  const label = clampText(range.name, 80)
  const labels = {
    min: fill(text.minimum, { name: label }),
    max: fill(text.maximum, { name: label }),
  }
  const { lowest, highest } = range
  const widest = [lowest, highest].map((n) => (n === undefined ? 0 : numberText(n).length))
  const chars = Math.max(MIN_CHARS, ...widest, range.min.input.length, range.max.input.length)

  const number = (which: RangeBoundName) => {
    const state = range[which]
    return (
      <label className="pk-filters__number" data-bound={which}>
        <span className="pk-visually-hidden">
          {fillIsolated(which === 'min' ? text.minimum : text.maximum, { name: label })}
        </span>
        <input
          className="pk-input"
          type="number"
          inputMode="numeric"
          min={lowest}
          max={highest}
          step={1}
          value={state.input}
          onChange={(e) => state.type(e.target.value)}
          onBlur={state.settle}
          onKeyDown={state.onKeyDown}
        />
      </label>
    )
  }

  return (
    <fieldset className="pk-filters__group" data-type="INT">
      <legend className="pk-filters__legend">
        <MetaText value={range.name} />
      </legend>
      {range.hasRange && lowest !== undefined && highest !== undefined && (
        <RangeSlider
          lowest={lowest}
          highest={highest}
          min={range.min.value ?? lowest}
          max={range.max.value ?? highest}
          onChange={(thumb, n) => range[thumb].set(n)}
          labels={labels}
          valueText={(n) => formatTraitNumber(n, language)}
        />
      )}
      <div className="pk-filters__numbers" style={{ '--pk-range-chars': chars } as CSSProperties}>
        {number('min')}
        {number('max')}
      </div>
    </fieldset>
  )
}
