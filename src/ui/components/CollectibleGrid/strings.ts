/** The words of the collectible grid: English defaults, each replaceable through `strings`. */
import { fill } from '../../shared/strings.js'

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
  /**
   * What a live update changed among the loaded cards, said politely at most
   * every five seconds under a `LiveQueries`; `{count}` is how many, the
   * `…One` forms are for exactly one.
   */
  collectiblesAdded: '{count} collectibles added',
  collectiblesAddedOne: '1 collectible added',
  collectiblesChanged: '{count} collectibles changed',
  collectiblesChangedOne: '1 collectible changed',
  collectiblesRemoved: '{count} collectibles removed',
  collectiblesRemovedOne: '1 collectible removed',
  /** The text of a card's Buy (the bound `CollectibleGrid`'s default action on a native listing). */
  buy: 'Buy',
  /** The accessible name of a card's Buy, which begins with its text; `{name}` is the token's, `{price}` the card's. */
  buyLabel: 'Buy {name} for {price}',
  /** Another marketplace's order: its link there (a new tab); `{marketplace}` is its name. */
  elsewhere: 'View on {marketplace}',
}
export type CollectibleGridStrings = typeof COLLECTIBLE_GRID_STRINGS

/**
 * `42 results`, or `60+ results` while later pages exist (the interface gives
 * no total).
 */
export function resultCount(
  count: number,
  more: boolean,
  locale: string,
  text: CollectibleGridStrings,
): string {
  const template = more
    ? text.resultCountMore
    : count === 1
      ? text.resultCountOne
      : text.resultCount
  return fill(template, { count: count.toLocaleString(locale) })
}
