/** A tiny hash router: the demo has a few pages and needs no more. */
import { useEffect, useState } from 'react'

export type Route =
  | { readonly page: 'collection'; readonly key: string; readonly view?: 'activity' }
  | { readonly page: 'collectible'; readonly key: string; readonly tokenId: string }
  | { readonly page: 'builder' }
  | { readonly page: 'orders' }
  | { readonly page: 'wallet' }
  | { readonly page: 'bench-grid' }
  | { readonly page: 'bench-desk' }

export function parseRoute(hash: string): Route {
  const [page, key, tokenId] = hash.replace(/^#\/?/, '').split('?')[0]!.split('/')
  if (page === 'collectible' && key && tokenId)
    return { page, key, tokenId: decodeURIComponent(tokenId) }
  if (page === 'builder' || page === 'wallet' || page === 'orders') return { page }
  if (page === 'bench' && key === 'grid') return { page: 'bench-grid' }
  if (page === 'bench' && key === 'desk') return { page: 'bench-desk' }
  const collection = page === 'collection' && key ? key : 'creatures'
  // `#/collection/<key>/activity`: the collection's Activity tab.
  return page === 'collection' && tokenId === 'activity'
    ? { page: 'collection', key: collection, view: 'activity' }
    : { page: 'collection', key: collection }
}

export const hrefOf = (route: Route): string =>
  route.page === 'collection'
    ? `#/collection/${route.key}${route.view ? `/${route.view}` : ''}`
    : route.page === 'collectible'
      ? `#/collectible/${route.key}/${encodeURIComponent(route.tokenId)}`
      : route.page === 'bench-grid'
        ? '#/bench/grid'
        : route.page === 'bench-desk'
          ? '#/bench/desk'
          : `#/${route.page}`

/** The current route, following the location's hash. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash))
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash))
    window.addEventListener('hashchange', update)
    return () => window.removeEventListener('hashchange', update)
  }, [])
  return route
}
