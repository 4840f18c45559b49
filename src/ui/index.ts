/**
 * `platform-kit/ui`: presentational components for marketplace views, safe
 * with untrusted metadata, accessible, and themeable with the CSS variables of
 * `platform-kit/ui/styles.css`. Bound components call one hook each; their
 * `…View` counterparts render data they are given.
 */
export {
  ACTIVITY_LIST_STRINGS,
  type ActivityEntry,
  type ActivityFilter,
  ActivityList,
  type ActivityListProps,
  type ActivityListStatus,
  type ActivityListStrings,
  ActivityListView,
  type ActivityListViewProps,
  type ActivityPluralStrings,
  type ActivityTokenInfo,
  type ActivityTokenMetadata,
  type ActivityTokenReader,
  type ActivityTokenRequest,
} from './components/ActivityList.js'
export {
  AUDIENCE_MANAGER_STRINGS,
  AUDIENCE_NAME_MAX,
  type AudienceContactsAdded,
  AudienceContactsForm,
  type AudienceContactsFormProps,
  AudienceContactsFormView,
  type AudienceContactsFormViewProps,
  AudienceManager,
  type AudienceManagerProps,
  type AudienceManagerStrings,
  type AudienceNameProblem,
  type AudienceRef,
  type ContactsChunk,
  type ContactsFileStatus,
  CreateAudienceForm,
  type CreateAudienceFormProps,
  CreateAudienceFormView,
  type CreateAudienceFormViewProps,
  MAX_CONTACTS_FILE_BYTES,
} from './components/AudienceManager.js'
export {
  CANCEL_ORDER_STRINGS,
  CancelOrderButton,
  type CancelOrderButtonProps,
  CancelOrderButtonView,
  type CancelOrderButtonViewProps,
  type CancelOrderStrings,
} from './components/CancelOrderButton.js'
export {
  COLLECTIBLE_CARD_STRINGS,
  CollectibleCard,
  type CollectibleCardProps,
  CollectibleCardSkeleton,
  type CollectibleCardSkeletonProps,
  type CollectibleCardStrings,
} from './components/CollectibleCard.js'
export {
  COLLECTIBLE_DETAILS_STRINGS,
  CollectibleDetails,
  type CollectibleDetailsProps,
  type CollectibleDetailsStrings,
} from './components/CollectibleDetails.js'
export {
  COLLECTIBLE_GRID_STRINGS,
  CollectibleGrid,
  type CollectibleGridCardArgs,
  type CollectibleGridProps,
  type CollectibleGridStrings,
  CollectibleGridView,
  type CollectibleGridViewProps,
} from './components/CollectibleGrid.js'
export {
  CONTRACTS_TABLE_STRINGS,
  type ContractsSort,
  type ContractsSortColumn,
  ContractsTable,
  type ContractsTableProps,
  type ContractsTableStatus,
  type ContractsTableStrings,
  ContractsTableView,
  type ContractsTableViewProps,
  DEFAULT_CONTRACT_TYPES,
} from './components/ContractsTable.js'
export {
  DEPTH_CHART_STRINGS,
  DepthChart,
  type DepthChartProps,
  type DepthChartStrings,
  type DepthOrder,
  type DepthStep,
  depthSteps,
  depthSummary,
} from './components/DepthChart.js'
export {
  FILTER_MARKETPLACES,
  FILTER_PANEL_STRINGS,
  FilterPanel,
  type FilterPanelProps,
  type FilterPanelStatus,
  type FilterPanelStrings,
  FilterPanelView,
  type FilterPanelViewProps,
} from './components/FilterPanel.js'
export {
  LIVE_STATUS_STRINGS,
  LiveStatusBadge,
  type LiveStatusBadgeProps,
  type LiveStatusStrings,
} from './components/LiveStatusBadge.js'
export {
  ORDER_BOOK_STRINGS,
  OrderBook,
  type OrderBookProps,
  type OrderBookStatus,
  type OrderBookStrings,
  OrderBookView,
  type OrderBookViewProps,
  type OrderSide,
  type RenderOrderAction,
} from './components/OrderBook.js'
export {
  PRICE_SUMMARY_STRINGS,
  PriceSummary,
  type PriceSummaryProps,
  type PriceSummaryStrings,
  PriceSummaryView,
  type PriceSummaryViewProps,
} from './components/PriceSummary.js'
export {
  SELLER_DESK_STRINGS,
  SellerDesk,
  type SellerDeskProps,
  type SellerDeskStatus,
  type SellerDeskStrings,
  SellerDeskView,
  type SellerDeskViewProps,
} from './components/SellerDesk.js'
export type { CollectionCancelView } from './components/sellerdesk/CollectionCancel.js'
export {
  TOKEN_MEDIA_STRINGS,
  TokenMedia,
  type TokenMediaProps,
  type TokenMediaSource,
  type TokenMediaStrings,
} from './components/TokenMedia.js'
export {
  TRAIT_LIST_STRINGS,
  TraitList,
  type TraitListProps,
  type TraitListStrings,
  TraitListView,
  type TraitListViewProps,
} from './components/TraitList.js'
export {
  UNLINK_WALLET_STRINGS,
  UnlinkWalletFlow,
  type UnlinkWalletFlowProps,
  UnlinkWalletFlowView,
  type UnlinkWalletFlowViewProps,
  type UnlinkWalletStrings,
} from './components/UnlinkWalletFlow.js'
// The pure helpers, each named in lib/index.ts (their list is there, for the 300-line rule).
export * from './helpers.js'
export {
  type ActivityListItem,
  nextActivityIndex,
  type UseActivityListOptions,
  type UseActivityListResult,
  useActivityList,
} from './hooks/useActivityList.js'
export {
  type UseAudienceContactsFormOptions,
  type UseAudienceContactsFormResult,
  useAudienceContactsForm,
} from './hooks/useAudienceContactsForm.js'
export {
  type UseAudienceManagerOptions,
  type UseAudienceManagerResult,
  useAudienceManager,
} from './hooks/useAudienceManager.js'
export {
  type DetailValue,
  type UseCollectibleDetailsParameters,
  type UseCollectibleDetailsResult,
  useCollectibleDetails,
} from './hooks/useCollectibleDetails.js'
export {
  type CollectionCancelCounts,
  type CollectionCancelPhase,
  type DeskCollection,
  type UseCollectionCancelOptions,
  type UseCollectionCancelResult,
  useCollectionCancel,
} from './hooks/useCollectionCancel.js'
export {
  type ContractsChainOption,
  type UseContractsFiltersOptions,
  type UseContractsFiltersResult,
  useContractsFilters,
} from './hooks/useContractsFilters.js'
export {
  type UseContractsTableOptions,
  type UseContractsTableResult,
  useContractsTable,
} from './hooks/useContractsTable.js'
export {
  type UseCreateAudienceFormOptions,
  type UseCreateAudienceFormResult,
  useCreateAudienceForm,
} from './hooks/useCreateAudienceForm.js'
export {
  type FilterCurrencyChoice,
  type FilterMarketplaceChoice,
  type UseFilterPanelOptions,
  type UseFilterPanelResult,
  useFilterPanel,
} from './hooks/useFilterPanel.js'
export { type FilterUpdate, useFilterSearchParams } from './hooks/useFilterSearchParams.js'
export {
  type GridLayout,
  type GridLayoutOptions,
  useGridLayout,
} from './hooks/useGridLayout.js'
export {
  type GridNavigation,
  type GridNavigationOptions,
  useGridNavigation,
} from './hooks/useGridNavigation.js'
export {
  type UsePriceSummaryParameters,
  type UsePriceSummaryResult,
  usePriceSummary,
} from './hooks/usePriceSummary.js'
export {
  type RangeBound,
  type RangeBoundName,
  type UsePropertyRangeFilterOptions,
  type UsePropertyRangeFilterResult,
  usePropertyRangeFilter,
} from './hooks/usePropertyRangeFilter.js'
export {
  type PropertyValue,
  type UsePropertyValuesFilterOptions,
  type UsePropertyValuesFilterResult,
  usePropertyValuesFilter,
} from './hooks/usePropertyValuesFilter.js'
export {
  type RangeControlProps,
  type RangeThumb,
  type RangeThumbProps,
  type UseRangeSliderOptions,
  type UseRangeSliderResult,
  useRangeSlider,
} from './hooks/useRangeSlider.js'
export {
  EXPIRES_SOON_MS,
  type SellerDeskAnnouncement,
  type SellerDeskCounts,
  type SellerDeskPhase,
  type SellerDeskRow,
  type UseSellerDeskOptions,
  type UseSellerDeskResult,
  useSellerDesk,
} from './hooks/useSellerDesk.js'
export {
  TRAITS_SHOWN,
  TRAITS_STEP,
  type TraitItem,
  type UseTraitListParameters,
  type UseTraitListResult,
  useTraitList,
} from './hooks/useTraitList.js'
export {
  type LiveItem,
  type UseLiveMarksOptions,
  type UseLiveMarksResult,
  useLiveMarks,
} from './shared/useLiveMarks.js'
export { useNoticeFocus } from './shared/useNoticeFocus.js'
export {
  SHOW_ALL_AFTER,
  type UseShowAllOptions,
  type UseShowAllResult,
  useShowAll,
} from './shared/useShowAll.js'
export {
  type LoadMoreOptions,
  useLoadMoreNearEnd,
  useVirtualGrid,
  type VirtualGrid,
  type VirtualGridOptions,
} from './shared/useVirtualGrid.js'
