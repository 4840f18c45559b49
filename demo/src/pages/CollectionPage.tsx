/** A collection: its floor, a filter panel kept in the URL, and the virtualized grid. */
import { EMULATED_COLLECTIONS } from 'platform-kit/emulator'
import { useFloorOrder } from 'platform-kit/react'
import { CollectibleGrid, FilterPanel, formatPrice, useFilterSearchParams } from 'platform-kit/ui'
import { CURRENCIES, collectionOf, networkOf } from '../catalog.js'
import { hrefOf } from '../router.js'

function Floor({ network, contractAddress }: { network: string; contractAddress: string }) {
  const { data, error, isPending } = useFloorOrder({ network, contractAddress })
  const collectible = data?.collectible
  const order = collectible?.order
  return (
    <p className="demo-floor" data-testid="floor">
      Floor:{' '}
      {isPending
        ? '…'
        : error
          ? error.msg
          : collectible && order
            ? `${formatPrice(order, CURRENCIES)} (${order.priceUSDFormatted}) — ${collectible.metadata.name ?? `#${collectible.metadata.tokenId}`}`
            : 'nothing listed'}
    </p>
  )
}

export function CollectionPage({ collectionKey }: { collectionKey: string }) {
  const collection = collectionOf(collectionKey)
  const network = networkOf(collection.chainId)
  const [filter, setFilter] = useFilterSearchParams()
  return (
    <div className="demo-collection">
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
      <div className="demo-browse">
        <FilterPanel
          network={network.name}
          contractAddress={collection.address}
          value={filter}
          onChange={setFilter}
          currencies={Object.fromEntries(
            network.currencies.map((c) => [
              c.address.toLowerCase(),
              { symbol: c.symbol, decimals: c.decimals },
            ]),
          )}
        />
        <CollectibleGrid
          network={network.name}
          contractAddress={collection.address}
          filter={filter}
          pageSize={60}
          currencies={CURRENCIES}
          contractType={collection.contractType}
          getHref={(c) =>
            hrefOf({ page: 'collectible', key: collection.key, tokenId: c.metadata.tokenId })
          }
        />
      </div>
    </div>
  )
}
