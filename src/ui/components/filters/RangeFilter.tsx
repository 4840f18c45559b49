'use client'
/** An `INT` property in the filter panel: a minimum and a maximum, each a slider and a number input. */
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { type RangeBoundName, usePropertyRangeFilter } from '../../hooks/usePropertyRangeFilter.js'
import { clampText } from '../../lib/safety.js'
import { fill } from '../../lib/strings.js'
import { MetaText } from './MetaText.js'
import type { FilterPanelStrings } from './strings.js'

export interface RangeFilterProps {
  readonly property: PropertyFilter
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  readonly text: FilterPanelStrings
}

/** An `INT` property of `FilterPanelView`, drawn from `usePropertyRangeFilter`. Internal to it. */
export function RangeFilter({ property, value, onChange, text }: RangeFilterProps) {
  const range = usePropertyRangeFilter({ property, value, onChange })
  const label = clampText(range.name, 80)

  const bound = (which: RangeBoundName) => {
    const state = range[which]
    const title = fill(which === 'min' ? text.minimum : text.maximum, { name: label })
    return (
      <div className="pk-filters__bound" data-bound={which}>
        {range.hasRange && (
          <label className="pk-filters__slider">
            <span className="pk-visually-hidden">{title}</span>
            <input
              type="range"
              min={range.lowest}
              max={range.highest}
              step={1}
              value={state.value ?? ''}
              onChange={(e) => state.set(Number(e.target.value))}
            />
          </label>
        )}
        <label className="pk-filters__number">
          <span className="pk-visually-hidden">{title}</span>
          <input
            className="pk-input"
            type="number"
            inputMode="numeric"
            min={range.lowest}
            max={range.highest}
            step={1}
            value={state.input}
            onChange={(e) => state.type(e.target.value)}
            onBlur={state.settle}
            onKeyDown={state.onKeyDown}
          />
        </label>
      </div>
    )
  }

  return (
    <fieldset className="pk-filters__group" data-type="INT">
      <legend className="pk-filters__legend">
        <MetaText value={range.name} />
      </legend>
      <div className="pk-filters__range">
        {bound('min')}
        {bound('max')}
      </div>
    </fieldset>
  )
}
