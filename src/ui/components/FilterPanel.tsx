/**
 * A collection's filters: a controlled panel whose value is the `filter` that
 * `useCollectibles` takes — properties, marketplaces, currencies and a text
 * search.
 */
import { type KeyboardEvent, type Ref, useId, useState } from 'react'
import type { TokenCollectionFiltersParams } from '../../core/operations/tokenCollectionFilters.js'
import { MARKETPLACES, type MarketplaceKind } from '../../core/schemas/enums.js'
import type { Marketplace } from '../../core/schemas/marketplace.js'
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import type {
  CollectiblesFilter,
  PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'
import { useTokenCollectionFilters } from '../../react/hooks/useTokenCollectionFilters.js'
import { type CurrencyMap, cx, MARKETPLACE_NAMES } from '../lib/format.js'
import { clampText } from '../lib/safety.js'
import { fill, withStrings } from '../lib/strings.js'
import { type GuardProps, guarded } from './Guarded.js'
import { RetryAlert } from './RetryAlert.js'

export const FILTER_PANEL_STRINGS = {
  /** The accessible name of the panel, and its visible title. */
  label: 'Filters',
  /** The label of the text search. */
  search: 'Search',
  /** The placeholder of the text search. */
  searchPlaceholder: 'Name or description',
  clearAll: 'Clear all',
  /** The legend of the marketplace checkboxes. */
  marketplaces: 'Marketplaces',
  /** The legend of the currency checkboxes. */
  currencies: 'Currencies',
  /** The label of a property's value search; `{name}` is the property's name. */
  searchValues: 'Search {name}',
  /** The placeholder of a property's value search. */
  searchValuesPlaceholder: 'Search values',
  /** Shown when a property's search matches none of its values. */
  noMatches: 'No matching values',
  /** Opens a long list to its full height; `{count}` is the number of values. */
  showAll: 'Show all {count}',
  /** Closes it again. */
  showFewer: 'Show fewer',
  /** Shown under a list cut short; `{count}` is the number of values not shown. */
  moreValues: '{count} more: refine the search',
  /** The label of a range's lower bound; `{name}` is the property's name. */
  minimum: 'Minimum {name}',
  /** The label of a range's upper bound; `{name}` is the property's name. */
  maximum: 'Maximum {name}',
  /** Shown when the collection has no property to filter by. */
  noProperties: 'No properties to filter by.',
  /** Announced while the properties load. */
  loading: 'Loading filters…',
  error: 'The filters could not be loaded.',
  retry: 'Try again',
  /** A value's count; `{count}` is the number. */
  count: '({count})',
  /** The marketplaces' names; any left out keeps its default. */
  marketplaceNames: MARKETPLACE_NAMES as Readonly<Partial<Record<MarketplaceKind, string>>>,
}
export type FilterPanelStrings = typeof FILTER_PANEL_STRINGS

/** The status of the collection's properties, as TanStack Query names it. */
export type FilterPanelStatus = 'pending' | 'error' | 'success'

/** The marketplaces offered by default: every known one but `unknown`. */
export const FILTER_MARKETPLACES: readonly Marketplace[] = MARKETPLACES.filter(
  (m) => m !== 'unknown',
)

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
  /** The currencies to offer, by lower-case address; none: no currency choice. */
  readonly currencies?: CurrencyMap
  /** The marketplaces to offer (default: every known one but `unknown`); empty: no marketplace choice. */
  readonly marketplaces?: readonly Marketplace[]
  /** The number of tokens with a property value, shown beside it when given. */
  readonly counts?: (name: string, value: string) => number | undefined
  /** The most values of one property shown at once (default 100); the search finds the rest. */
  readonly maxValues?: number
  readonly className?: string
  readonly strings?: Partial<FilterPanelStrings>
  readonly ref?: Ref<HTMLFormElement>
}

/** Metadata text as a label: clamped, and isolated from the surrounding text's direction. */
const MetaText = ({ value, max = 80 }: { value: string; max?: number }) => (
  <bdi>{clampText(value, max)}</bdi>
)

/** The filter without `key` when `list` is empty, else with `key` set to it. */
function withList<K extends 'marketplaces' | 'currencies'>(
  value: CollectiblesFilter,
  key: K,
  list: NonNullable<CollectiblesFilter[K]>,
): CollectiblesFilter {
  const { [key]: _, ...rest } = value
  return list.length > 0 ? { ...rest, [key]: list } : rest
}

/** The filter with the condition on `name` of `type` replaced by `next`, or removed. */
function withCondition(
  value: CollectiblesFilter,
  name: string,
  type: PropertyCondition['type'],
  next: PropertyCondition | undefined,
): CollectiblesFilter {
  const { properties = [], ...rest } = value
  const at = properties.findIndex((c) => c.name === name && c.type === type)
  const kept = properties.filter((c) => !(c.name === name && c.type === type))
  if (next) kept.splice(at < 0 ? kept.length : at, 0, next)
  return kept.length > 0 ? { ...rest, properties: kept } : rest
}

const conditionOf = (value: CollectiblesFilter, name: string, type: PropertyCondition['type']) =>
  value.properties?.find((c) => c.name === name && c.type === type)

interface ValuesProps {
  readonly property: PropertyFilter
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  readonly counts: FilterPanelViewProps['counts']
  readonly maxValues: number
  readonly text: FilterPanelStrings
}

/** Lists longer than this show that many, with a button to show them all. */
const SHOW_ALL_AFTER = 8

/**
 * A list that is cut to a short scroll box until asked to show everything:
 * the button says how many there are, so a long list is not silently cut.
 */
function useShowAll(count: number, text: FilterPanelStrings) {
  const [all, setAll] = useState(false)
  const id = useId()
  const long = count > SHOW_ALL_AFTER
  return {
    listProps: { id, 'data-expanded': all || !long || undefined },
    button: long ? (
      <button
        type="button"
        className="pk-filters__show-all"
        aria-expanded={all}
        aria-controls={id}
        onClick={() => setAll(!all)}
      >
        {all ? text.showFewer : fill(text.showAll, { count })}
      </button>
    ) : null,
  }
}

/** A `STRING` property: a searchable list of checkboxes. */
function ValuesFilter({ property, value, onChange, counts, maxValues, text }: ValuesProps) {
  const [query, setQuery] = useState('')
  const name = property.name
  const selected = conditionOf(value, name, 'STRING')?.values ?? []
  const needle = query.trim().toLowerCase()
  const matching = property.values.filter(
    (v) => !needle || String(v).toLowerCase().includes(needle),
  )
  const shown = matching.slice(0, maxValues)
  const showAll = useShowAll(shown.length, text)
  const toggle = (item: string | number, checked: boolean) => {
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
  return (
    <fieldset className="pk-filters__group" data-type="STRING">
      <legend className="pk-filters__legend">
        <MetaText value={name} />
      </legend>
      <label className="pk-filters__value-search">
        <span className="pk-visually-hidden">
          {fill(text.searchValues, { name: clampText(name, 80) })}
        </span>
        <input
          className="pk-input"
          type="search"
          value={query}
          placeholder={text.searchValuesPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls={showAll.listProps.id}
        />
      </label>
      <ul className="pk-filters__values" {...showAll.listProps}>
        {shown.map((item) => {
          const count = counts?.(name, String(item))
          return (
            <li key={`${typeof item}:${item}`}>
              <label className="pk-filters__option">
                <input
                  type="checkbox"
                  checked={selected.includes(item)}
                  onChange={(e) => toggle(item, e.target.checked)}
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
      {showAll.button}
      {matching.length === 0 && <p className="pk-filters__note">{text.noMatches}</p>}
      {matching.length > shown.length && (
        <p className="pk-filters__note">
          {fill(text.moreValues, { count: matching.length - shown.length })}
        </p>
      )}
    </fieldset>
  )
}

interface RangeProps {
  readonly property: PropertyFilter
  readonly value: CollectiblesFilter
  readonly onChange: (filter: CollectiblesFilter) => void
  readonly text: FilterPanelStrings
}

const finite = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n)

/** An `INT` property: a minimum and a maximum, each a slider and a number input. */
function RangeFilter({ property, value, onChange, text }: RangeProps) {
  const name = property.name
  const lo = finite(property.min) ? property.min : undefined
  const hi = finite(property.max) ? property.max : undefined
  const condition = conditionOf(value, name, 'INT')
  const min = finite(condition?.min) ? condition.min : lo
  const max = finite(condition?.max) ? condition.max : hi
  const [drafts, setDrafts] = useState<{ min?: string; max?: string }>({})
  const label = clampText(name, 80)

  const clamp = (n: number) => Math.min(hi ?? n, Math.max(lo ?? n, n))
  /** Applies one bound, clamped to the property's range and to the other bound. */
  const commit = (which: 'min' | 'max', n: number) => {
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
        full
          ? undefined
          : {
              name,
              type: 'INT',
              ...(nextMin === undefined ? {} : { min: nextMin }),
              ...(nextMax === undefined ? {} : { max: nextMax }),
            },
      ),
    )
  }
  const parse = (draft: string) => (draft.trim() === '' ? Number.NaN : Number(draft))
  /** While typing: apply a value only when it is already valid, so typing "50" is not clamped at "5". */
  const type = (which: 'min' | 'max', draft: string) => {
    setDrafts((d) => ({ ...d, [which]: draft }))
    const n = parse(draft)
    const inside =
      Number.isFinite(n) &&
      (lo === undefined || n >= lo) &&
      (hi === undefined || n <= hi) &&
      (which === 'min' ? max === undefined || n <= max : min === undefined || n >= min)
    if (inside) commit(which, n)
  }
  /** On leaving the field (or Enter): apply the clamped value, or go back to the current one. */
  const settle = (which: 'min' | 'max') => {
    const draft = drafts[which]
    if (draft === undefined) return
    const n = parse(draft)
    if (Number.isFinite(n)) commit(which, n)
    setDrafts(({ [which]: _, ...rest }) => rest)
  }
  const enter = (which: 'min' | 'max') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      settle(which)
    }
  }
  const bounds = lo !== undefined && hi !== undefined

  const bound = (which: 'min' | 'max') => {
    const current = which === 'min' ? min : max
    const title = fill(which === 'min' ? text.minimum : text.maximum, { name: label })
    return (
      <div className="pk-filters__bound" data-bound={which}>
        {bounds && (
          <label className="pk-filters__slider">
            <span className="pk-visually-hidden">{title}</span>
            <input
              type="range"
              min={lo}
              max={hi}
              step={1}
              value={current ?? ''}
              onChange={(e) => commit(which, Number(e.target.value))}
            />
          </label>
        )}
        <label className="pk-filters__number">
          <span className="pk-visually-hidden">{title}</span>
          <input
            className="pk-input"
            type="number"
            inputMode="numeric"
            min={lo}
            max={hi}
            step={1}
            value={drafts[which] ?? (current === undefined ? '' : String(current))}
            onChange={(e) => type(which, e.target.value)}
            onBlur={() => settle(which)}
            onKeyDown={enter(which)}
          />
        </label>
      </div>
    )
  }

  return (
    <fieldset className="pk-filters__group" data-type="INT">
      <legend className="pk-filters__legend">
        <MetaText value={name} />
      </legend>
      <div className="pk-filters__range">
        {bound('min')}
        {bound('max')}
      </div>
    </fieldset>
  )
}

function FilterPanelViewUnguarded({
  filters = [],
  status,
  onRetry,
  value,
  onChange,
  currencies,
  marketplaces = FILTER_MARKETPLACES,
  counts,
  maxValues = 100,
  className,
  strings,
  ref,
}: FilterPanelViewProps) {
  const text = withStrings(FILTER_PANEL_STRINGS, strings)
  const searchId = useId()
  const currencyList = Object.entries(currencies ?? {})
  const chosenCurrencies = (value.currencies ?? []).map((c) => c.toLowerCase())
  const active =
    Boolean(value.searchText) ||
    (value.properties?.length ?? 0) > 0 ||
    (value.marketplaces?.length ?? 0) > 0 ||
    (value.currencies?.length ?? 0) > 0

  const allMarketplaces = useShowAll(marketplaces.length, text)
  const clearAll = () => {
    const { searchText: _q, properties: _p, marketplaces: _m, currencies: _c, ...kept } = value
    onChange(kept)
  }
  const setSearch = (searchText: string) => {
    const { searchText: _, ...rest } = value
    onChange(searchText ? { ...rest, searchText } : rest)
  }
  const toggleMarketplace = (m: Marketplace, checked: boolean) => {
    const list = (value.marketplaces ?? []).filter((x) => x !== m)
    onChange(withList(value, 'marketplaces', checked ? [...list, m] : list))
  }
  const toggleCurrency = (address: string, checked: boolean) => {
    const key = address.toLowerCase()
    const list = (value.currencies ?? []).filter((c) => c.toLowerCase() !== key)
    onChange(withList(value, 'currencies', checked ? [...list, key] : list))
  }
  const marketplaceName = (m: Marketplace) =>
    text.marketplaceNames[m as MarketplaceKind] ?? MARKETPLACE_NAMES[m as MarketplaceKind] ?? m

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role works everywhere; <search> is still young
    <form
      ref={ref}
      className={cx('pk-filters', className)}
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
          disabled={!active}
          onClick={clearAll}
        >
          {text.clearAll}
        </button>
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
          value={value.searchText ?? ''}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      {marketplaces.length > 0 && (
        <fieldset className="pk-filters__group" data-kind="marketplaces">
          <legend className="pk-filters__legend">{text.marketplaces}</legend>
          <ul className="pk-filters__values" {...allMarketplaces.listProps}>
            {marketplaces.map((m) => (
              <li key={m}>
                <label className="pk-filters__option">
                  <input
                    type="checkbox"
                    checked={value.marketplaces?.includes(m) ?? false}
                    onChange={(e) => toggleMarketplace(m, e.target.checked)}
                  />
                  <span>{marketplaceName(m)}</span>
                </label>
              </li>
            ))}
          </ul>
          {allMarketplaces.button}
        </fieldset>
      )}

      {currencyList.length > 0 && (
        <fieldset className="pk-filters__group" data-kind="currencies">
          <legend className="pk-filters__legend">{text.currencies}</legend>
          <ul className="pk-filters__values">
            {currencyList.map(([address, info]) => (
              <li key={address}>
                <label className="pk-filters__option">
                  <input
                    type="checkbox"
                    checked={chosenCurrencies.includes(address.toLowerCase())}
                    onChange={(e) => toggleCurrency(address, e.target.checked)}
                  />
                  <span>{clampText(info.symbol, 24)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

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
          onRetry={onRetry}
        />
      )}
      {status === 'success' && filters.length === 0 && (
        <p className="pk-filters__note">{text.noProperties}</p>
      )}
      {status === 'success' &&
        filters.map((property) =>
          property.type === 'INT' ? (
            <RangeFilter
              key={`${property.type}:${property.name}`}
              property={property}
              value={value}
              onChange={onChange}
              text={text}
            />
          ) : property.type === 'STRING' ? (
            <ValuesFilter
              key={`${property.type}:${property.name}`}
              property={property}
              value={value}
              onChange={onChange}
              counts={counts}
              maxValues={maxValues}
              text={text}
            />
          ) : null,
        )}
    </form>
  )
}

export type FilterPanelProps = TokenCollectionFiltersParams &
  Omit<FilterPanelViewProps, 'filters' | 'status' | 'onRetry'>

function FilterPanelUnguarded({ network, contractAddress, ...view }: FilterPanelProps) {
  const { data, status, refetch } = useTokenCollectionFilters({ network, contractAddress })
  return (
    <FilterPanelView
      {...view}
      filters={data?.filters}
      status={status}
      onRetry={() => void refetch()}
    />
  )
}

/**
 * The presentational filter panel, a controlled component: `value` is the
 * `filter` of `useCollectibles` and `onChange` receives the whole new filter.
 * It offers a text search, marketplace and currency checkboxes, and, for each
 * of the collection's properties, a searchable checkbox list (`STRING`) or a
 * minimum–maximum range with sliders and number inputs, clamped to the
 * property's range (`INT`). Empty choices are left out of the filter, and
 * "clear all" empties what the panel shows (it keeps `includeEmpty`,
 * `inAccounts` and `ordersCreatedBy`). Property names and values are shown as
 * text only.
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
