/**
 * The filters' public names (issue 45), listed apart from the ui entry's other
 * components for its 300-line rule: the panel, the sheet that opens it on a
 * phone, their headless hooks, strings, and the filter kept in the URL.
 */
export {
  FILTER_MARKETPLACES,
  FILTER_PANEL_STRINGS,
  FilterPanel,
  type FilterPanelProps,
  type FilterPanelStatus,
  type FilterPanelStrings,
  FilterPanelView,
  type FilterPanelViewProps,
} from './components/FilterPanel/FilterPanel.js'
export {
  activeFilterCount,
  FILTER_SHEET_MEDIA,
  type FilterPresentation,
  FilterSheet,
  type FilterSheetProps,
  type FilterSheetResults,
  type UseFilterSheetOptions,
  type UseFilterSheetResult,
  useFilterSheet,
} from './components/FilterPanel/FilterSheet.js'
export {
  type FilterCurrencyChoice,
  type FilterMarketplaceChoice,
  type UseFilterPanelOptions,
  type UseFilterPanelResult,
  useFilterPanel,
} from './components/FilterPanel/useFilterPanel.js'
export {
  type FilterUpdate,
  useFilterSearchParams,
} from './components/FilterPanel/useFilterSearchParams.js'
export {
  type RangeBound,
  type RangeBoundName,
  type UsePropertyRangeFilterOptions,
  type UsePropertyRangeFilterResult,
  usePropertyRangeFilter,
} from './components/FilterPanel/usePropertyRangeFilter.js'
export {
  type PropertyValue,
  type UsePropertyValuesFilterOptions,
  type UsePropertyValuesFilterResult,
  usePropertyValuesFilter,
} from './components/FilterPanel/usePropertyValuesFilter.js'
export {
  type RangeControlProps,
  type RangeThumb,
  type RangeThumbProps,
  type UseRangeSliderOptions,
  type UseRangeSliderResult,
  useRangeSlider,
} from './components/FilterPanel/useRangeSlider.js'
