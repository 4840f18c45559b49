'use client'
/** A `STRING` property in the filter panel: a searchable list of checkboxes. */
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import { MetaText } from './MetaText.js'
import { ShowAllButton } from './ShowAllButton.js'
import type { FilterPanelStrings } from './strings.js'
import { usePropertyValuesFilter } from './usePropertyValuesFilter.js'

export interface ValuesFilterProps {
  readonly property: PropertyFilter
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  /** The number of tokens with a property value, shown beside it when given. */
  readonly counts?: ((name: string, value: string) => number | undefined) | undefined
  /** The values listed before "Show all" (default 100). */
  readonly maxValues?: number | undefined
  readonly text: FilterPanelStrings
}

/** A `STRING` property of `FilterPanelView`, drawn from `usePropertyValuesFilter`. Internal to it. */
export function ValuesFilter({
  property,
  value,
  onChange,
  counts,
  maxValues,
  text,
}: ValuesFilterProps) {
  const values = usePropertyValuesFilter({ property, value, onChange, maxValues })
  const { name, showAll } = values
  return (
    <fieldset className="pk-filters__group" data-type="STRING">
      <legend className="pk-filters__legend">
        <MetaText value={name} />
      </legend>
      <label className="pk-filters__value-search">
        <span className="pk-visually-hidden">
          {fillIsolated(text.searchValues, { name: clampText(name, 80) })}
        </span>
        <input
          className="pk-input"
          type="search"
          value={values.query}
          placeholder={text.searchValuesPlaceholder}
          onChange={(e) => values.setQuery(e.target.value)}
          aria-controls={showAll.listProps.id}
        />
      </label>
      <ul className="pk-filters__values" {...showAll.listProps}>
        {values.shown.map((item) => {
          const count = counts?.(name, String(item))
          return (
            <li key={`${typeof item}:${item}`}>
              <label className="pk-filters__option">
                <input
                  type="checkbox"
                  checked={values.isChecked(item)}
                  onChange={(e) => values.toggle(item, e.target.checked)}
                />
                <MetaText value={String(item)} />
                {count !== undefined && (
                  <>
                    {' '}
                    <span className="pk-filters__count">{fill(text.count, { count })}</span>
                  </>
                )}
              </label>
            </li>
          )
        })}
      </ul>
      <ShowAllButton showAll={showAll} count={values.shown.length} text={text} />
      {values.matching === 0 && <p className="pk-filters__note">{text.noMatches}</p>}
      {values.more > 0 && (
        <p className="pk-filters__note">{fill(text.moreValues, { count: values.more })}</p>
      )}
    </fieldset>
  )
}
