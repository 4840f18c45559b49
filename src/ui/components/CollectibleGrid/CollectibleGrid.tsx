'use client'
/**
 * A collection's collectibles from `Marketplace/ListCollectibles` as a
 * virtualized grid of cards: `useCollectibles` bound to `CollectibleGridView`.
 */
import { type ForwardedRef, useCallback, useEffect, useMemo, useRef } from 'react'
import type { ListCollectiblesParams } from '../../../core/operations/listCollectibles.js'
import type { SortBy } from '../../../core/schemas/page.js'
import { useCollectibles } from '../../../react/hooks/useCollectibles.js'
import { guarded } from '../../shared/Guarded.js'
import { CollectibleGridView, type CollectibleGridViewProps } from './CollectibleGridView.js'

export {
  COLLECTIBLE_GRID_STRINGS,
  type CollectibleGridCardArgs,
  type CollectibleGridStrings,
  CollectibleGridView,
  type CollectibleGridViewProps,
} from './CollectibleGridView.js'

export interface CollectibleGridProps
  extends Omit<
    CollectibleGridViewProps,
    | 'collectibles'
    | 'status'
    | 'hasNextPage'
    | 'isFetchingNextPage'
    | 'isFetchNextPageError'
    | 'fetchNextPage'
    | 'onRetry'
  > {
  readonly network: ListCollectiblesParams['network']
  readonly contractAddress: ListCollectiblesParams['contractAddress']
  /** The side whose best order each card shows: `listing` (default) or `offer`. */
  readonly side?: ListCollectiblesParams['side']
  /** Which collectibles; `{ includeEmpty: true }` adds those without an order. */
  readonly filter?: ListCollectiblesParams['filter']
  /** Collectibles per request, 1–100 (default 30). */
  readonly pageSize?: number
  /**
   * The order of the list, as `page.sort` of `ListCollectibles` takes it
   * (`[{ column: 'price', order: 'DESC' }]`); the server's default (best price,
   * then token id) when absent.
   */
  readonly sort?: readonly SortBy[]
  /**
   * Hears the result count as the grid shows it, whenever it changes: how
   * many are loaded, and whether later pages exist (`60+ results`) — for a
   * `FilterSheet`'s "Show N results"; `undefined` while a new filter's first page loads.
   */
  readonly onResultCount?: (
    results: { readonly count: number; readonly more: boolean } | undefined,
  ) => void
}

function CollectibleGridUnguarded(
  {
    network,
    contractAddress,
    side,
    filter,
    pageSize = 30,
    sort,
    onResultCount,
    ...view
  }: CollectibleGridProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const query = useCollectibles({
    network,
    contractAddress,
    side,
    filter,
    page: { pageSize, sort: sort && [...sort] },
  })
  const { data, fetchNextPage, refetch } = query
  const collectibles = useMemo(() => data?.pages.flatMap((page) => page.collectibles) ?? [], [data])
  // A next page never cancels a refetch (a live update's): the list would keep its old pages.
  const next = useCallback(() => fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  // The latest callback through a ref: an inline one does not call itself on every render.
  const heard = useRef(onResultCount)
  heard.current = onResultCount
  const { status, hasNextPage: more } = query
  const count = collectibles.length
  useEffect(() => {
    heard.current?.(status === 'success' ? { count, more } : undefined)
  }, [status, count, more])
  return (
    <CollectibleGridView
      {...view}
      ref={ref}
      collectibles={collectibles}
      status={status}
      hasNextPage={more}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      fetchNextPage={next}
      onRetry={refetch}
    />
  )
}

/**
 * A collection's collectibles (`Marketplace/ListCollectibles`) as a
 * virtualized grid of cards that loads page after page as the user scrolls:
 * `useCollectibles` bound to `CollectibleGridView`, with its loading, empty
 * and error states (the retry button refetches).
 *
 * @example
 * ```tsx
 * <CollectibleGrid
 *   network="polygon"
 *   contractAddress="0x…"
 *   filter={{ includeEmpty: true, searchText }}
 *   pageSize={60}
 *   currencies={currencies}
 *   onSelect={(c) => setSelected(c.metadata.tokenId)}
 * />
 * ```
 */
export const CollectibleGrid = guarded(CollectibleGridUnguarded, 'CollectibleGrid', 'pk-grid')
