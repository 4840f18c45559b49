/**
 * The active filter conditions as removable chips, and the sort control, above
 * the grid: what narrows the list is visible where the list is, and each
 * condition goes with one click.
 */
import type { CollectiblesFilter, MarketplaceKind } from 'platform-kit'
import { useNetworkCurrencies } from 'platform-kit/react'
import { type CurrencyMap, MARKETPLACE_NAMES, shortenAddress } from 'platform-kit/ui'

interface Chip {
  readonly label: string
  readonly without: CollectiblesFilter
}

/** One chip per condition of `filter`, each with the filter that remains without it. */
export function chipsOf(filter: CollectiblesFilter, currencies: CurrencyMap): Chip[] {
  const chips: Chip[] = []
  if (filter.searchText)
    chips.push({ label: `“${filter.searchText}”`, without: { ...filter, searchText: undefined } })
  for (const m of filter.marketplaces ?? []) {
    chips.push({
      label: MARKETPLACE_NAMES[m as MarketplaceKind] ?? m,
      without: { ...filter, marketplaces: filter.marketplaces?.filter((x) => x !== m) },
    })
  }
  for (const c of filter.currencies ?? []) {
    chips.push({
      label: currencies[c.toLowerCase()]?.symbol || shortenAddress(c),
      without: { ...filter, currencies: filter.currencies?.filter((x) => x !== c) },
    })
  }
  // The accounts a link may carry (`?by=`, `?in=`): a filter the panel does not show, so its chip is the only sign of it.
  for (const [key, words] of [
    ['ordersCreatedBy', 'Orders by'],
    ['inAccounts', 'Owned by'],
  ] as const) {
    for (const account of filter[key] ?? []) {
      chips.push({
        label: `${words} ${shortenAddress(account)}`,
        without: { ...filter, [key]: filter[key]?.filter((x) => x !== account) },
      })
    }
  }
  for (const [i, p] of (filter.properties ?? []).entries()) {
    const others = (filter.properties ?? []).filter((_, j) => j !== i)
    for (const v of p.values ?? []) {
      const values = (p.values ?? []).filter((x) => x !== v)
      chips.push({
        label: `${p.name}: ${v}`,
        without: { ...filter, properties: values.length ? [...others, { ...p, values }] : others },
      })
    }
    if (p.min !== undefined || p.max !== undefined) {
      chips.push({
        label: `${p.name}: ${p.min ?? '…'}–${p.max ?? '…'}`,
        without: { ...filter, properties: others },
      })
    }
  }
  return chips
}

/** The sort orders ListCollectibles offers, by label. */
export const SORTS = {
  'Best price': undefined,
  'Price: high to low': [{ column: 'price', order: 'DESC' as const }],
  'Token id': [{ column: 'tokenId', order: 'ASC' as const }],
  Name: [{ column: 'name', order: 'ASC' as const }],
} as const
export type SortLabel = keyof typeof SORTS

export function ListControls({
  filter,
  onFilter,
  network,
  sort,
  onSort,
}: {
  filter: CollectiblesFilter
  onFilter: (filter: CollectiblesFilter) => void
  network: string
  sort: SortLabel
  onSort: (sort: SortLabel) => void
}) {
  const chips = chipsOf(filter, useNetworkCurrencies(network, filter.currencies))
  return (
    <div className="demo-list-controls">
      <label>
        Sort{' '}
        <select
          className="pk-input"
          value={sort}
          onChange={(e) => onSort(e.target.value as SortLabel)}
        >
          {Object.keys(SORTS).map((label) => (
            <option key={label}>{label}</option>
          ))}
        </select>
      </label>
      {chips.length > 0 && (
        <ul className="demo-chips" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <button
                type="button"
                className="pk-button demo-chip"
                data-variant="secondary"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onFilter(chip.without)}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
