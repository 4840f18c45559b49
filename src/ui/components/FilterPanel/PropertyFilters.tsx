'use client'
/**
 * The filter panel's part for the collection's properties, by the status of
 * their read: skeletons while loading, an alert with a retry, a note when
 * there are none, else a filter per property — a checkbox list (`STRING`) or
 * a range (`INT`).
 */
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { RangeFilter } from './RangeFilter.js'
import type { FilterPanelStrings } from './strings.js'
import { ValuesFilter } from './ValuesFilter.js'

/** The status of the collection's properties, as TanStack Query names it. */
export type FilterPanelStatus = 'pending' | 'error' | 'success'

interface PropertyFiltersProps {
  readonly filters: readonly PropertyFilter[]
  readonly status: FilterPanelStatus
  readonly onRetry?: (() => void) | undefined
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  readonly counts?: ((name: string, value: string) => number | undefined) | undefined
  /** The values a property lists before "Show all" (default 100). */
  readonly maxValues?: number | undefined
  readonly locale?: string | undefined
  readonly text: FilterPanelStrings
}

/** The properties' filters, or what stands in their place while they are not there. */
export function PropertyFilters(props: PropertyFiltersProps) {
  const { filters, status, text } = props
  return (
    <>
      {status === 'pending' && (
        <div className="pk-filters__loading">
          <span className="pk-visually-hidden" role="status">
            {text.loading}
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="pk-skeleton pk-filters__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <RetryAlert
          className="pk-filters__error"
          message={text.error}
          retryLabel={text.retry}
          onRetry={props.onRetry}
        />
      )}
      {status === 'success' && filters.length === 0 && (
        <p className="pk-filters__note">{text.noProperties}</p>
      )}
      {status === 'success' &&
        filters.map((property) =>
          property.type === 'INT' ? (
            <RangeFilter {...props} key={`${property.type}:${property.name}`} property={property} />
          ) : property.type === 'STRING' ? (
            <ValuesFilter
              {...props}
              key={`${property.type}:${property.name}`}
              property={property}
            />
          ) : null,
        )}
    </>
  )
}
