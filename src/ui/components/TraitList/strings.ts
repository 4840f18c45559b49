/** The default English strings of `TraitList`; it takes overrides. */

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
