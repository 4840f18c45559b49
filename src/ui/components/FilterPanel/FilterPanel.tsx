'use client'
/**
 * A collection's filters: a controlled panel whose value is the `filter` that
 * `useCollectibles` takes — properties, marketplaces, currencies and a text
 * search. The panel's parts live beside it (`PropertyFilters`, `ValuesFilter`,
 * `RangeFilter`, `MarketplacesFilter`, `CurrenciesFilter`), its logic in
 * `useFilterPanel`, `usePropertyValuesFilter`, `usePropertyRangeFilter` and
 * `useShowAll`.
 */
import { type ForwardedRef, type ReactNode, useId } from 'react'
import type { TokenCollectionFiltersParams } from '../../../core/operations/tokenCollectionFilters.js'
import type { Marketplace } from '../../../core/schemas/marketplace.js'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import type { NetworkRef } from '../../../core/transport/networks.js'
import { useNetworkCurrencies } from '../../../react/hooks/useNetworkCurrencies.js'
import { useTokenCollectionFilters } from '../../../react/hooks/useTokenCollectionFilters.js'
import { type CurrencyInfo, type CurrencyMap, cx, shortenAddress } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { withStrings } from '../../shared/strings.js'
import { CurrenciesFilter } from './CurrenciesFilter.js'
import { MarketplacesFilter } from './MarketplacesFilter.js'
import { type FilterPanelStatus, PropertyFilters } from './PropertyFilters.js'
import { FILTER_PANEL_STRINGS, type FilterPanelStrings } from './strings.js'
import { FILTER_MARKETPLACES, useFilterPanel } from './useFilterPanel.js'

export type { FilterPanelStatus } from './PropertyFilters.js'
export { FILTER_PANEL_STRINGS, type FilterPanelStrings } from './strings.js'
export { FILTER_MARKETPLACES } from './useFilterPanel.js'

export interface FilterPanelViewProps extends GuardProps {
  /** The collection's properties (from `useTokenCollectionFilters`). */
  readonly filters?: readonly PropertyFilter[]
  /** The status of `filters`; the search, marketplaces and currencies work in every status. */
  readonly status: FilterPanelStatus
  /** Called by the retry button of the error state. */
  readonly onRetry?: () => void
  /** The filter: exactly what `useCollectibles` takes as `filter`. */
  readonly value: CollectiblesFilter
  /** Called with the whole new filter on every change. */
  readonly onChange: (filter: CollectiblesFilter) => void
  /**
   * The currencies to offer, by lower-case address; by default those known on
   * `network` (`useNetworkCurrencies`: the configuration's, the provider's,
   * and the chosen ones); none known: no currency choice.
   */
  readonly currencies?: CurrencyMap
  /** The network whose currencies are offered when `currencies` is not given. */
  readonly network?: NetworkRef
  /** The marketplaces to offer (default: every known one but `unknown`); empty: no marketplace choice. */
  readonly marketplaces?: readonly Marketplace[]
  /** The number of tokens with a property value, shown beside it when given. */
  readonly counts?: (name: string, value: string) => number | undefined
  /** The most values of one property shown at once (default 100); the search finds the rest. */
  readonly maxValues?: number
  /** The locale of the range sliders' spoken values (default: the provider's, else `en-US`). */
  readonly locale?: string
  /** Drawn at the end of the panel's header, after "Clear all" (`FilterSheet`'s close button). */
  readonly headerAction?: ReactNode
  readonly className?: string
  readonly strings?: Partial<FilterPanelStrings>
}

function FilterPanelViewUnguarded(props: FilterPanelViewProps, ref: ForwardedRef<HTMLFormElement>) {
  const { filters = [], status, value, onChange, marketplaces = FILTER_MARKETPLACES } = props
  const text = withStrings(FILTER_PANEL_STRINGS, props.strings)
  const searchId = useId()
  const known = useNetworkCurrencies(props.network, value.currencies)
  const panel = useFilterPanel({
    value,
    onChange,
    currencies: props.currencies ?? withChosen(known, value.currencies),
    marketplaces,
  })

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role works everywhere; <search> is still young
    <form
      ref={ref}
      className={cx('pk-filters', props.className)}
      role="search"
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="pk-filters__header">
        <span className="pk-filters__title">{text.label}</span>
        <button
          type="button"
          className="pk-button pk-filters__clear"
          data-variant="secondary"
          disabled={!panel.active}
          onClick={panel.clearAll}
        >
          {text.clearAll}
        </button>
        {props.headerAction}
      </div>

      <div className="pk-filters__search">
        <label htmlFor={searchId} className="pk-filters__label">
          {text.search}
        </label>
        <input
          id={searchId}
          className="pk-input"
          type="search"
          placeholder={text.searchPlaceholder}
          value={panel.searchText}
          onChange={(e) => panel.setSearchText(e.target.value)}
        />
      </div>

      {panel.marketplaces.length > 0 && (
        <MarketplacesFilter
          choices={panel.marketplaces}
          onToggle={panel.toggleMarketplace}
          text={text}
        />
      )}
      {panel.currencies.length > 0 && (
        <CurrenciesFilter choices={panel.currencies} onToggle={panel.toggleCurrency} text={text} />
      )}

      <PropertyFilters {...props} filters={filters} text={text} />
    </form>
  )
}

/** The known currencies, and each chosen one nobody could name, by its shortened address: a choice can always be undone. */
function withChosen(known: CurrencyMap, chosen: readonly string[] = []): CurrencyMap {
  const map: Record<string, CurrencyInfo> = {}
  for (const [address, info] of Object.entries(known)) {
    map[address] = info.symbol ? info : { ...info, symbol: shortenAddress(address) }
  }
  for (const address of chosen) {
    const lower = address.toLowerCase()
    map[lower] ??= { symbol: shortenAddress(address) }
  }
  return map
}

export type FilterPanelProps = TokenCollectionFiltersParams &
  Omit<FilterPanelViewProps, 'filters' | 'status' | 'onRetry' | 'network'>

function FilterPanelUnguarded(
  { contractAddress, ...view }: FilterPanelProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const { data, status, refetch } = useTokenCollectionFilters({
    network: view.network,
    contractAddress,
  })
  return (
    <FilterPanelView
      {...view}
      ref={ref}
      filters={data?.filters}
      status={status}
      onRetry={refetch}
    />
  )
}

/**
 * The presentational filter panel, a controlled component: `value` is the
 * `filter` of `useCollectibles` and `onChange` receives the whole new filter.
 * It offers a text search, marketplace and currency checkboxes, and, for each
 * of the collection's properties, a searchable checkbox list (`STRING`) or a
 * minimum–maximum range — one slider with two thumbs and a number input per
 * bound — clamped to the property's range (`INT`). Empty choices are left out of the filter, and
 * "clear all" empties what the panel shows (it keeps `includeEmpty`,
 * `inAccounts` and `ordersCreatedBy`). Property names and values are shown as
 * text only. Its logic is `useFilterPanel`, `usePropertyValuesFilter` and
 * `usePropertyRangeFilter`, for an app that draws its own panel.
 *
 * @example
 * ```tsx
 * const [filter, setFilter] = useState<CollectiblesFilter>({})
 * <FilterPanelView status="success" filters={data.filters} value={filter} onChange={setFilter} />
 * ```
 */
export const FilterPanelView = guarded(FilterPanelViewUnguarded, 'FilterPanelView', 'pk-filters')

/**
 * The filter panel of a collection, its properties loaded with
 * `useTokenCollectionFilters`: a controlled component whose `value` is the
 * `filter` of `useCollectibles`. Keep the filter in state, or in the URL with
 * `useFilterSearchParams`.
 *
 * @example
 * ```tsx
 * const [filter, setFilter] = useFilterSearchParams()
 * <FilterPanel network="polygon" contractAddress="0x…" value={filter} onChange={setFilter} currencies={currencies} />
 * <CollectibleGrid network="polygon" contractAddress="0x…" filter={filter} />
 * ```
 */
export const FilterPanel = guarded(FilterPanelUnguarded, 'FilterPanel', 'pk-filters')
