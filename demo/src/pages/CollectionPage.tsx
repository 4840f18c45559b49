/**
 * A collection: its floor, then two tabs — its items (a filter panel kept in
 * the URL and the virtualized grid) and its activity.
 */

import { EMULATED_COLLECTIONS } from 'platform-kit/emulator'
import { useCurrencies, useFloorOrder } from 'platform-kit/react'
import {
  CollectibleGrid,
  clampText,
  FilterSheet,
  type FilterSheetResults,
  formatPrice,
  formatUSD,
  useFilterSearchParams,
} from 'platform-kit/ui'
import { useState } from 'react'
import { collectionOf, networkOf } from '../catalog.js'
import { hrefOf } from '../router.js'
import { WithAccount } from '../wallet.js'
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
  const [sort, setSort] = useState<SortLabel>('Best price')
  // The grid's own count, for the filter sheet's "Show N results".
  const [results, setResults] = useState<FilterSheetResults>()
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
          {/* Wide: a sticky sidebar. Narrow: a button beside the sort, opening a sheet. */}
          <div id="filters" className="demo-filters">
            <FilterSheet
              network={network.name}
              contractAddress={collection.address}
              value={filter}
              onChange={setFilter}
              results={results}
            />
          </div>
          <ListControls
            filter={filter}
            onFilter={setFilter}
            network={network.name}
            sort={sort}
            onSort={setSort}
          />
          <div id="results" className="demo-results" tabIndex={-1}>
            {/* The page scrolls as one: the grid is virtualized against the window. Each card of
                another maker's native listing has the kit's Buy; the account's own, none. */}
            <WithAccount>
              {(account) => (
                <CollectibleGrid
                  scroll="window"
                  liveStatus={false} // the header says "Live" once for the page
                  sort={SORTS[sort]}
                  network={network.name}
                  contractAddress={collection.address}
                  filter={filter}
                  pageSize={60}
                  contractType={collection.contractType}
                  account={account}
                  onResultCount={setResults}
                  getHref={(c) =>
                    hrefOf({
                      page: 'collectible',
                      key: collection.key,
                      tokenId: c.metadata.tokenId,
                    })
                  }
                />
              )}
            </WithAccount>
          </div>
        </div>
      )}
    </div>
  )
}
