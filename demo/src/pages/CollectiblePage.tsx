/**
 * One collectible as marketplaces show it: its media beside its name, price
 * summary (Buy under another maker's lowest native listing) and details, its
 * traits under them, then the trade (list for sale or make an offer) and its
 * order book, with Buy, Accept for a holder and a cancel button on the
 * connected account's own orders, and its activity. The price summary
 * reads the order book's own queries: the two make one request per side.
 *
 * The interface has no read of a single collectible: its metadata comes with
 * the collection's list. The page takes it from the list the user came from,
 * which is in the query cache; opened from a link or reloaded, it asks
 * `ListCollectibles` with `includeEmpty` and the token id as search text and
 * keeps the exact match, reading pages of 100 until it is found (at most 5),
 * then the collection without search text the same way.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { Collectible } from 'platform-kit'
import { useCollectibles } from 'platform-kit/react'
import {
  CollectibleDetails,
  clampText,
  OrderBook,
  PriceSummary,
  TokenMedia,
  TraitList,
} from 'platform-kit/ui'
import { useEffect } from 'react'
import { cachedCollectibles } from '../cachedCollectibles.js'
import { collectionOf, networkOf } from '../catalog.js'
import { hrefOf } from '../router.js'
import { useWalletAvailable } from '../wallet.js'
import { ActivitySection } from './ActivitySection.js'
import { TradePriceSummary, TradeSection } from './TradeSection.js'

/** The collectible in any cached page of ListCollectibles, if the user has seen it. */
function useCachedCollectible(contractAddress: string, tokenId: string): Collectible | undefined {
  const queryClient = useQueryClient()
  return cachedCollectibles(queryClient, contractAddress).find(
    (c) => c.metadata.tokenId === tokenId,
  )
}

/** How many pages of 100 the page reads at most to find a collectible it was not given. */
const MAX_PAGES = 5

/** Reads pages of one `useCollectibles` until `tokenId` is among them, the pages end, or `MAX_PAGES`. */
function useFind(
  network: string,
  contractAddress: string,
  tokenId: string,
  searchText: string | undefined,
  enabled: boolean,
) {
  const search = useCollectibles({
    network,
    contractAddress,
    filter: { includeEmpty: true, ...(searchText ? { searchText } : {}) },
    page: { pageSize: 100 },
    query: { enabled },
  })
  const pages = search.data?.pages ?? []
  const found = pages.flatMap((p) => p.collectibles).find((c) => c.metadata.tokenId === tokenId)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search
  const more = enabled && !found && hasNextPage && pages.length < MAX_PAGES
  useEffect(() => {
    if (more && !isFetchingNextPage) void fetchNextPage()
  }, [more, isFetchingNextPage, fetchNextPage])
  return { found, done: enabled && !search.isPending && !more && !isFetchingNextPage }
}

/**
 * The collectible from the cache, else found by searching the collection for
 * its id (the collections name their tokens `… #<id>`), else — a token named
 * otherwise, as the hostile collection's are — by reading the collection.
 */
function useCollectible(network: string, contractAddress: string, tokenId: string) {
  const cached = useCachedCollectible(contractAddress, tokenId)
  const bySearch = useFind(network, contractAddress, tokenId, tokenId, !cached)
  const byList = useFind(
    network,
    contractAddress,
    tokenId,
    undefined,
    bySearch.done && !bySearch.found,
  )
  const collectible = cached ?? bySearch.found ?? byList.found
  return { collectible, pending: !collectible && !byList.done }
}

export function CollectiblePage({
  collectionKey,
  tokenId,
}: {
  collectionKey: string
  tokenId: string
}) {
  const collection = collectionOf(collectionKey)
  const network = networkOf(collection.chainId).name
  const { collectible, pending } = useCollectible(network, collection.address, tokenId)
  const wallet = useWalletAvailable()
  return (
    <div className="demo-collectible">
      <a href={hrefOf({ page: 'collection', key: collection.key })}>← {collection.name}</a>
      <section className="demo-details">
        <div className="demo-details__media">
          {collectible ? (
            <TokenMedia metadata={collectible.metadata} variant="full" />
          ) : (
            <p className="demo-note">{pending ? 'Loading…' : 'This token has no metadata.'}</p>
          )}
        </div>
        <div className="demo-details__side">
          <h1 tabIndex={-1} className="demo-heading">
            {clampText(collectible?.metadata.name || `#${tokenId}`, 80)}
          </h1>
          {wallet ? (
            <TradePriceSummary
              network={network}
              chainId={collection.chainId}
              contractAddress={collection.address}
              tokenId={tokenId}
              erc1155={collection.contractType === 'ERC1155'}
            />
          ) : (
            <PriceSummary
              network={network}
              contractAddress={collection.address}
              tokenId={tokenId}
            />
          )}
          {/* After the price, as marketplaces put it: on a phone, Buy and Make an offer come first. */}
          <p className="demo-description">{clampText(collectible?.metadata.description, 400)}</p>
          <CollectibleDetails
            network={network}
            contractAddress={collection.address}
            tokenId={tokenId}
            standard={collection.contractType}
            {...(collectible ? { metadata: collectible.metadata } : {})}
          />
        </div>
      </section>
      {collectible && (
        <TraitList
          className="demo-traits"
          network={network}
          contractAddress={collection.address}
          attributes={collectible.metadata.attributes}
          collectionHref={hrefOf({ page: 'collection', key: collection.key })}
        />
      )}
      {wallet ? (
        <TradeSection
          network={network}
          chainId={collection.chainId}
          contractAddress={collection.address}
          tokenId={tokenId}
          erc1155={collection.contractType === 'ERC1155'}
        />
      ) : (
        <>
          <p className="demo-note">
            Start anvil (<code>npx anvil</code>) and restart <code>npm run demo</code> to cancel
            your own orders here.
          </p>
          <OrderBook
            network={network}
            contractAddress={collection.address}
            tokenId={tokenId}
            liveStatus={false}
            emptyMessage={false}
          />
        </>
      )}
      <ActivitySection
        network={network}
        contractAddress={collection.address}
        tokenId={tokenId}
        title="Activity of this token"
      />
    </div>
  )
}
