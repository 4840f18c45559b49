'use client'
/**
 * The collectibles filter kept in the page's query string, for React: the
 * hook over the pure helpers of `../lib/filterParams.ts` (which a server can
 * call on its own).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { filterFromSearchParams, filterHref } from '../../shared/filterParams.js'

/** Tells every `useFilterSearchParams` of the page that the query string changed. */
const CHANGE_EVENT = 'pk-filter-search-params'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}
const currentSearch = () => window.location.search
const serverSearch = () => ''

/** A new filter, or a function of the current one. */
export type FilterUpdate =
  | CollectiblesFilter
  | ((current: CollectiblesFilter) => CollectiblesFilter)

/**
 * The filter held in the page's query string, and a setter, like `useState`:
 * the setter rewrites the filter's keys of `window.location.search` with
 * `history.replaceState` (no new history entry; other keys, the path and the
 * hash are kept), and the filter follows back/forward navigation (`popstate`).
 * Every component using the hook on the page sees the same filter. On the
 * server, the filter is empty.
 *
 * @example
 * ```tsx
 * const [filter, setFilter] = useFilterSearchParams()
 * return (
 *   <>
 *     <FilterPanel network="polygon" contractAddress={address} value={filter} onChange={setFilter} />
 *     <CollectibleGrid network="polygon" contractAddress={address} filter={filter} />
 *   </>
 * )
 * ```
 */
export function useFilterSearchParams(): readonly [
  CollectiblesFilter,
  (update: FilterUpdate) => void,
] {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch)
  const filter = useMemo(() => filterFromSearchParams(search), [search])
  const setFilter = useCallback((update: FilterUpdate) => {
    const current = filterFromSearchParams(window.location.search)
    const next = typeof update === 'function' ? update(current) : update
    const { pathname, search, hash } = window.location
    window.history.replaceState(
      window.history.state,
      '',
      filterHref(pathname + search + hash, next),
    )
    window.dispatchEvent(new Event(CHANGE_EVENT))
  }, [])
  return [filter, setFilter] as const
}
