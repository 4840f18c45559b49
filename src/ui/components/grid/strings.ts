/** The words of the collectible grid: English defaults, each replaceable through `strings`. */

export const COLLECTIBLE_GRID_STRINGS = {
  /** The accessible name of the grid. */
  label: 'Collectibles',
  /** Announced while the first page loads. */
  loading: 'Loading collectibles',
  /** Shown while the next page loads. */
  loadingMore: 'Loading more collectibles…',
  /** Shown when there is nothing to show. */
  empty: 'No collectibles found',
  /** Shown when the collectibles could not be loaded. */
  error: 'The collectibles could not be loaded.',
  /** Shown when the next page could not be loaded. */
  nextPageError: 'More collectibles could not be loaded.',
  /** The label of the retry buttons. */
  retry: 'Try again',
  /**
   * The result count when every page is loaded; `{count}` is the number.
   * The interface gives no total, so until the last page it is `resultCountMore`.
   */
  resultCount: '{count} results',
  /** The result count of exactly one. */
  resultCountOne: '1 result',
  /** The result count while later pages exist: `{count}` is how many are loaded so far. */
  resultCountMore: '{count}+ results',
}
export type CollectibleGridStrings = typeof COLLECTIBLE_GRID_STRINGS
