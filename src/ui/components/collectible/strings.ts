/** The default English strings of the collectible page's components; each takes overrides. */

export const TRAIT_LIST_STRINGS = {
  heading: 'Traits',
  empty: 'This collectible has no traits.',
  /** Shown for a trait without a name. */
  unnamed: 'Trait',
  /** `{count}`: how many distinct values the collection's property has. */
  valuesOf: '1 of {count} values',
  /** `{max}`: a number trait's `max_value`. */
  of: 'of {max}',
  /** The link's accessible name: `{name}`, `{value}`. */
  findSimilar: 'Collectibles with {name} {value}',
  showAll: 'Show all {count} traits',
  /** A long list opens a step at a time: `{count}` more traits. */
  showMore: 'Show {count} more traits',
  /** Under a list opened a step at a time: `{shown}` of `{total}`. */
  shownOf: '{shown} of {total} traits shown',
  showFewer: 'Show fewer traits',
}
export type TraitListStrings = typeof TRAIT_LIST_STRINGS

export const PRICE_SUMMARY_STRINGS = {
  heading: 'Price',
  /** The label of the cheapest listing's box: what it shows (the app's `renderAction` offers to buy). */
  listing: 'Lowest listing',
  /** The label of the highest offer's box. */
  offer: 'Best offer',
  noListing: 'Not listed',
  noOffer: 'No offers',
  /** `{marketplace}` */
  on: 'on {marketplace}',
  /** `{time}`: a relative time (`in 3 days`). */
  ends: 'ends {time}',
  loading: 'Loading prices…',
  error: 'The prices could not be loaded.',
  retry: 'Retry',
}
export type PriceSummaryStrings = typeof PRICE_SUMMARY_STRINGS

export const COLLECTIBLE_DETAILS_STRINGS = {
  heading: 'Details',
  contract: 'Contract',
  tokenId: 'Token ID',
  standard: 'Token standard',
  network: 'Network',
  owner: 'Owner',
  /** The copy button's accessible name: `{what}` is the row's label. */
  copy: 'Copy {what}',
  copied: 'Copied',
  website: 'Website',
}
export type CollectibleDetailsStrings = typeof COLLECTIBLE_DETAILS_STRINGS
