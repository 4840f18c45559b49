/**
 * A collection: its floor, then two tabs — its items (a filter panel kept in
 * the URL and the virtualized grid) and its activity.
 */

import { EMULATED_COLLECTIONS } from 'platform-kit/emulator'
import { useCurrencies, useFloorOrder } from 'platform-kit/react'
import {
  CollectibleGrid,
  clampText,
  FilterPanel,
  formatPrice,
  formatUSD,
  useFilterSearchParams,
} from 'platform-kit/ui'
import { useState } from 'react'
import { collectionOf, networkOf } from '../catalog.js'
import { hrefOf } from '../router.js'
import { ActivitySection } from './ActivitySection.js'
import { ListControls, SORTS, type SortLabel } from './FilterChips.js'

/**
 * The collection's floor: price, US dollars and the token's name. The name is
 * the token author's text (the hostile collection's floor is named
 * `{{constructor.constructor(…)()}}`): cut to 120 characters, isolated from the
 * line's direction, and broken anywhere, so the line wraps on the narrowest phone.
 */
function Floor({ network, contractAddress }: { network: string; contractAddress: string }) {
  const { data, error, isPending } = useFloorOrder({ network, contractAddress })
  const collectible = data?.collectible
  const order = collectible?.order
  // No currency map anywhere in the demo: the kit names the emulator's currencies itself.
  const currencies = useCurrencies([order], { network })
  const name = collectible ? collectible.metadata.name || `#${collectible.metadata.tokenId}` : ''
  return (
    <p className="demo-floor" data-testid="floor">
      Floor:{' '}
      {isPending ? (
        '…'
      ) : error ? (
        error.msg
      ) : collectible && order ? (
        <>
          {`${formatPrice(order, currencies)} (${formatUSD(order)})`} —{' '}
          <bdi className="demo-floor__name" title={clampText(name, 1000)}>
            {clampText(name, 120)}
          </bdi>
        </>
      ) : (
        'nothing listed'
      )}
    </p>
  )
}

/** How many conditions a filter sets: shown on the filters button of a phone. */
function activeFilterCount(filter: ReturnType<typeof useFilterSearchParams>[0]): number {
  return (
    (filter.searchText ? 1 : 0) +
    (filter.marketplaces?.length ?? 0) +
    (filter.currencies?.length ?? 0) +
    (filter.ordersCreatedBy?.length ?? 0) +
    (filter.inAccounts?.length ?? 0) +
    (filter.properties ?? []).reduce(
      (n, p) => n + (p.values?.length ?? 0) + (p.min !== undefined || p.max !== undefined ? 1 : 0),
      0,
    )
  )
}

/** The collection's two views, as links: each is a URL of its own. */
function CollectionTabs({ collectionKey, view }: { collectionKey: string; view?: 'activity' }) {
  return (
    <nav className="demo-tabs" aria-label="Collection views">
      <a
        href={hrefOf({ page: 'collection', key: collectionKey })}
        aria-current={view === undefined ? 'page' : undefined}
      >
        Items
      </a>
      <a
        href={hrefOf({ page: 'collection', key: collectionKey, view: 'activity' })}
        aria-current={view === 'activity' ? 'page' : undefined}
      >
        Activity
      </a>
    </nav>
  )
}

export function CollectionPage({
  collectionKey,
  view,
}: {
  collectionKey: string
  view?: 'activity' | undefined
}) {
  const collection = collectionOf(collectionKey)
  const network = networkOf(collection.chainId)
  const [filter, setFilter] = useFilterSearchParams()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [sort, setSort] = useState<SortLabel>('Best price')
  const active = activeFilterCount(filter)
  return (
    <div className="demo-collection">
      <h1 className="demo-heading" tabIndex={-1}>
        {collection.name}
      </h1>
      {view === undefined && (
        <a className="demo-skip" href="#results">
          Skip to results
        </a>
      )}
      <div className="demo-toolbar">
        <label>
          Collection{' '}
          <select
            className="pk-input"
            value={collection.key}
            onChange={(e) => {
              window.location.hash = hrefOf({ page: 'collection', key: e.target.value })
            }}
          >
            {EMULATED_COLLECTIONS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name} ({networkOf(c.chainId).title})
              </option>
            ))}
          </select>
        </label>
        <Floor network={network.name} contractAddress={collection.address} />
      </div>
      <CollectionTabs collectionKey={collection.key} {...(view ? { view } : {})} />
      {view === 'activity' ? (
        <ActivitySection
          network={network.name}
          contractAddress={collection.address}
          title={`Activity of ${collection.name}`}
        />
      ) : (
        <div className="demo-browse">
          <button
            type="button"
            className="pk-button demo-filters-toggle"
            data-variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls="filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Filters{active > 0 ? ` (${active} active)` : ''}
          </button>
          <div id="filters" className="demo-filters" data-open={filtersOpen || undefined}>
            <FilterPanel
              network={network.name}
              contractAddress={collection.address}
              value={filter}
              onChange={setFilter}
            />
          </div>
          <div id="results" className="demo-results" tabIndex={-1}>
            <ListControls
              filter={filter}
              onFilter={setFilter}
              network={network.name}
              sort={sort}
              onSort={setSort}
            />
            {/* The page scrolls as one: the grid is virtualized against the window. */}
            <CollectibleGrid
              scroll="window"
              liveStatus={false} // the header says "Live" once for the page
              sort={SORTS[sort]}
              network={network.name}
              contractAddress={collection.address}
              filter={filter}
              pageSize={60}
              contractType={collection.contractType}
              getHref={(c) =>
                hrefOf({ page: 'collectible', key: collection.key, tokenId: c.metadata.tokenId })
              }
            />
          </div>
        </div>
      )}
    </div>
  )
}
