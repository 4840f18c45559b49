'use client'
import { sameAddress } from '../../../core/schemas/address.js'
/**
 * The state of a collection's filter panel besides its properties: the text
 * search, the marketplaces and currencies to check, and "clear all". No
 * markup: `FilterPanelView` draws it, or an app's own.
 */
import { MARKETPLACES } from '../../../core/schemas/enums.js'
import type { Marketplace } from '../../../core/schemas/marketplace.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { withList } from '../../shared/filterEdits.js'
import type { CurrencyInfo, CurrencyMap } from '../../shared/format.js'

/** The marketplaces offered by default: every known one but `unknown`. */
export const FILTER_MARKETPLACES: readonly Marketplace[] = MARKETPLACES.filter(
  (m) => m !== 'unknown',
)

export interface UseFilterPanelOptions {
  /** The filter: exactly what `useCollectibles` takes as `filter`. */
  readonly value: CollectiblesFilter
  /** Called with the whole new filter on every change. */
  readonly onChange: (filter: CollectiblesFilter) => void
  /** The currencies to offer, by lower-case address. */
  readonly currencies?: CurrencyMap | undefined
  /** The marketplaces to offer (default: every known one but `unknown`). */
  readonly marketplaces?: readonly Marketplace[] | undefined
}

/** A marketplace to offer, and whether it is chosen. */
export interface FilterMarketplaceChoice {
  readonly marketplace: Marketplace
  readonly checked: boolean
}

/** A currency to offer, and whether it is chosen (addresses compared without case). */
export interface FilterCurrencyChoice {
  readonly address: string
  readonly info: CurrencyInfo
  readonly checked: boolean
}

export interface UseFilterPanelResult {
  /** Something the panel shows is chosen: "clear all" has something to clear. */
  readonly active: boolean
  /** Empties the search, properties, marketplaces and currencies; keeps the rest of the filter. */
  readonly clearAll: () => void
  readonly searchText: string
  /** Sets the text search; empty removes it. */
  readonly setSearchText: (searchText: string) => void
  readonly marketplaces: readonly FilterMarketplaceChoice[]
  /** Chooses a marketplace or not; none chosen removes the condition. */
  readonly toggleMarketplace: (marketplace: Marketplace, checked: boolean) => void
  readonly currencies: readonly FilterCurrencyChoice[]
  /** Chooses a currency (kept in lower case) or not; none chosen removes the condition. */
  readonly toggleCurrency: (address: string, checked: boolean) => void
}

/**
 * The logic of a filter panel's own choices, for any markup: a text search,
 * marketplace and currency choices written into the filter (empty choices
 * are left out of it), and "clear all", which empties what the panel shows
 * and keeps `includeEmpty`, `inAccounts` and `ordersCreatedBy`. Each property
 * of the collection has its own hook: `usePropertyValuesFilter` (`STRING`)
 * and `usePropertyRangeFilter` (`INT`). `FilterPanelView` draws all three.
 *
 * @example
 * ```tsx
 * const panel = useFilterPanel({ value: filter, onChange: setFilter, currencies })
 * <input type="search" value={panel.searchText} onChange={(e) => panel.setSearchText(e.target.value)} />
 * {panel.marketplaces.map(({ marketplace, checked }) => (
 *   <input key={marketplace} type="checkbox" checked={checked} onChange={(e) => panel.toggleMarketplace(marketplace, e.target.checked)} />
 * ))}
 * <button type="button" disabled={!panel.active} onClick={panel.clearAll}>Clear</button>
 * ```
 */
export function useFilterPanel({
  value,
  onChange,
  currencies,
  marketplaces = FILTER_MARKETPLACES,
}: UseFilterPanelOptions): UseFilterPanelResult {
  const chosen = value.currencies ?? []
  const active =
    Boolean(value.searchText) ||
    (value.properties?.length ?? 0) > 0 ||
    (value.marketplaces?.length ?? 0) > 0 ||
    (value.currencies?.length ?? 0) > 0

  return {
    active,
    clearAll: () => {
      const { searchText: _q, properties: _p, marketplaces: _m, currencies: _c, ...kept } = value
      onChange(kept)
    },
    searchText: value.searchText ?? '',
    setSearchText: (searchText) => {
      const { searchText: _, ...rest } = value
      onChange(searchText ? { ...rest, searchText } : rest)
    },
    marketplaces: marketplaces.map((marketplace) => ({
      marketplace,
      checked: value.marketplaces?.includes(marketplace) ?? false,
    })),
    toggleMarketplace: (m, checked) => {
      const list = (value.marketplaces ?? []).filter((x) => x !== m)
      onChange(withList(value, 'marketplaces', checked ? [...list, m] : list))
    },
    currencies: Object.entries(currencies ?? {}).map(([address, info]) => ({
      address,
      info,
      checked: chosen.some((c) => sameAddress(c, address)),
    })),
    toggleCurrency: (address, checked) => {
      const list = chosen.filter((c) => !sameAddress(c, address))
      onChange(withList(value, 'currencies', checked ? [...list, address.toLowerCase()] : list))
    },
  }
}
