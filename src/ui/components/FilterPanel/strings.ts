/** The words of the filter panel: English defaults, each replaceable through `strings`. */
import type { MarketplaceKind } from '../../../core/schemas/enums.js'
import { MARKETPLACE_NAMES } from '../../shared/format.js'

export const FILTER_PANEL_STRINGS = {
  /** The accessible name of the panel, and its visible title. */
  label: 'Filters',
  /** The label of the text search. */
  search: 'Search',
  /** The placeholder of the text search. */
  searchPlaceholder: 'Name or description',
  clearAll: 'Clear all',
  /** The legend of the marketplace checkboxes. */
  marketplaces: 'Marketplaces',
  /** The legend of the currency checkboxes. */
  currencies: 'Currencies',
  /** The label of a property's value search; `{name}` is the property's name. */
  searchValues: 'Search {name}',
  /** The placeholder of a property's value search. */
  searchValuesPlaceholder: 'Search values',
  /** Shown when a property's search matches none of its values. */
  noMatches: 'No matching values',
  /** Opens a long list to its full height; `{count}` is the number of values. */
  showAll: 'Show all {count}',
  /** Closes it again. */
  showFewer: 'Show fewer',
  /** Shown under a list cut short; `{count}` is the number of values not shown. */
  moreValues: '{count} more: refine the search',
  /** The label of a range's lower bound; `{name}` is the property's name. */
  minimum: 'Minimum {name}',
  /** The label of a range's upper bound; `{name}` is the property's name. */
  maximum: 'Maximum {name}',
  /** Shown when the collection has no property to filter by. */
  noProperties: 'No properties to filter by.',
  /** Announced while the properties load. */
  loading: 'Loading filters…',
  error: 'The filters could not be loaded.',
  retry: 'Try again',
  /** A value's count; `{count}` is the number. */
  count: '({count})',
  /** The button that opens the filters as a sheet (FilterSheet). */
  sheetButton: 'Filters',
  /** The same with conditions set; `{count}` is how many. */
  sheetButtonActive: 'Filters ({count})',
  /** The sheet's close button. */
  close: 'Close',
  /** The sheet's button that closes it onto the results: `{count}` as the grid counts them. */
  showResults: 'Show {count} results',
  showResultsOne: 'Show 1 result',
  /** While later pages exist: `{count}` is how many are loaded so far. */
  showResultsMore: 'Show {count}+ results',
  /** The count not known yet. */
  showResultsUnknown: 'Show results',
  /** The marketplaces' names; any left out keeps its default. */
  marketplaceNames: MARKETPLACE_NAMES as Readonly<Partial<Record<MarketplaceKind, string>>>,
}
export type FilterPanelStrings = typeof FILTER_PANEL_STRINGS
