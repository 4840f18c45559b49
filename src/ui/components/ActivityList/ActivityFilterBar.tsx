'use client'
/**
 * The activity list's filter by kind: All, Sales, Listings, Offers,
 * Transfers as chips — radio buttons, so one Tab reaches the group and the
 * arrow keys choose, as in any radio group; the choice is said by the
 * checked state, and shown by a filled chip, not colour alone.
 */
import { useId } from 'react'
import { ACTIVITY_FILTER_ORDER, type ActivityFilter } from './filters.js'
import type { ActivityListStrings } from './strings.js'

export function ActivityFilterBar({
  value,
  onChange,
  text,
}: {
  readonly value: ActivityFilter
  readonly onChange: (filter: ActivityFilter) => void
  readonly text: ActivityListStrings
}) {
  const name = useId()
  return (
    <fieldset className="pk-activity__filters">
      <legend className="pk-visually-hidden">{text.filterLabel}</legend>
      {ACTIVITY_FILTER_ORDER.map((filter) => (
        <label key={filter} className="pk-activity__filter">
          <input
            className="pk-visually-hidden"
            type="radio"
            name={name}
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
          />
          {text.filters[filter]}
        </label>
      ))}
    </fieldset>
  )
}
