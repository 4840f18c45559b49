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
} from './components/ActivityList/ActivityList.js'
export {
  type ActivityListItem,
  nextActivityIndex,
  type UseActivityListOptions,
  type UseActivityListResult,
  useActivityList,
} from './components/ActivityList/useActivityList.js'
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
} from './components/AudienceManager/AudienceManager.js'
export {
  type UseAudienceContactsFormOptions,
  type UseAudienceContactsFormResult,
  useAudienceContactsForm,
} from './components/AudienceManager/useAudienceContactsForm.js'
export {
  type UseAudienceManagerOptions,
  type UseAudienceManagerResult,
  useAudienceManager,
} from './components/AudienceManager/useAudienceManager.js'
export {
  type UseCreateAudienceFormOptions,
  type UseCreateAudienceFormResult,
  useCreateAudienceForm,
} from './components/AudienceManager/useCreateAudienceForm.js'
export {
  CANCEL_ORDER_STRINGS,
  CancelOrderButton,
  type CancelOrderButtonProps,
  CancelOrderButtonView,
  type CancelOrderButtonViewProps,
  type CancelOrderStrings,
} from './components/CancelOrderButton/CancelOrderButton.js'
export {
  COLLECTIBLE_CARD_STRINGS,
  CollectibleCard,
  type CollectibleCardProps,
  CollectibleCardSkeleton,
  type CollectibleCardSkeletonProps,
  type CollectibleCardStrings,
} from './components/CollectibleCard/CollectibleCard.js'
export {
  COLLECTIBLE_DETAILS_STRINGS,
  CollectibleDetails,
  type CollectibleDetailsProps,
  type CollectibleDetailsStrings,
} from './components/CollectibleDetails/CollectibleDetails.js'
export {
  type DetailValue,
  type UseCollectibleDetailsParameters,
  type UseCollectibleDetailsResult,
  useCollectibleDetails,
} from './components/CollectibleDetails/useCollectibleDetails.js'
export {
  COLLECTIBLE_GRID_STRINGS,
  CollectibleGrid,
  type CollectibleGridCardArgs,
  type CollectibleGridProps,
  type CollectibleGridStrings,
  CollectibleGridView,
  type CollectibleGridViewProps,
} from './components/CollectibleGrid/CollectibleGrid.js'
export {
  type CardTrade,
  type UseCardTradeOptions,
  useCardTrade,
} from './components/CollectibleGrid/cardTrade.js'
export {
  type GridLayout,
  type GridLayoutOptions,
  useGridLayout,
} from './components/CollectibleGrid/useGridLayout.js'
export {
  type GridNavigation,
  type GridNavigationOptions,
  useGridNavigation,
} from './components/CollectibleGrid/useGridNavigation.js'
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
} from './components/ContractsTable/ContractsTable.js'
export {
  type ContractsChainOption,
  type UseContractsFiltersOptions,
  type UseContractsFiltersResult,
  useContractsFilters,
} from './components/ContractsTable/useContractsFilters.js'
export {
  type UseContractsTableOptions,
  type UseContractsTableResult,
  useContractsTable,
} from './components/ContractsTable/useContractsTable.js'
export {
  DEPTH_CHART_STRINGS,
  DepthChart,
  type DepthChartProps,
  type DepthChartStrings,
  type DepthOrder,
  type DepthStep,
  depthSteps,
  depthSummary,
} from './components/DepthChart/DepthChart.js'
export {
  LIVE_STATUS_STRINGS,
  LiveStatusBadge,
  type LiveStatusBadgeProps,
  type LiveStatusStrings,
} from './components/LiveStatusBadge/LiveStatusBadge.js'
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
} from './components/OrderBook/OrderBook.js'
export {
  PRICE_HISTORY_STRINGS,
  PriceHistory,
  type PriceHistoryProps,
  type PriceHistoryStrings,
  PriceHistoryView,
  type PriceHistoryViewProps,
} from './components/PriceHistory/PriceHistory.js'
export {
  PRICE_SUMMARY_STRINGS,
  PriceSummary,
  type PriceSummaryProps,
  type PriceSummaryStrings,
  PriceSummaryView,
  type PriceSummaryViewProps,
} from './components/PriceSummary/PriceSummary.js'
export {
  type UsePriceSummaryParameters,
  type UsePriceSummaryResult,
  usePriceSummary,
} from './components/PriceSummary/usePriceSummary.js'
export type { CollectionCancelView } from './components/SellerDesk/CollectionCancel.js'
export {
  SELLER_DESK_STRINGS,
  SellerDesk,
  type SellerDeskProps,
  type SellerDeskStatus,
  type SellerDeskStrings,
  SellerDeskView,
  type SellerDeskViewProps,
} from './components/SellerDesk/SellerDesk.js'
export {
  type CollectionCancelCounts,
  type CollectionCancelPhase,
  type DeskCollection,
  type UseCollectionCancelOptions,
  type UseCollectionCancelResult,
  useCollectionCancel,
} from './components/SellerDesk/useCollectionCancel.js'
export {
  EXPIRES_SOON_MS,
  type SellerDeskAnnouncement,
  type SellerDeskCounts,
  type SellerDeskPhase,
  type SellerDeskRow,
  type SellerDeskSort,
  type UseSellerDeskOptions,
  type UseSellerDeskResult,
  useSellerDesk,
} from './components/SellerDesk/useSellerDesk.js'
export {
  TOKEN_MEDIA_STRINGS,
  TokenMedia,
  type TokenMediaProps,
  type TokenMediaSource,
  type TokenMediaStrings,
} from './components/TokenMedia/TokenMedia.js'
export {
  TRAIT_LIST_STRINGS,
  TraitList,
  type TraitListProps,
  type TraitListStrings,
  TraitListView,
  type TraitListViewProps,
} from './components/TraitList/TraitList.js'
export {
  TRAITS_SHOWN,
  TRAITS_STEP,
  type TraitItem,
  type UseTraitListParameters,
  type UseTraitListResult,
  useTraitList,
} from './components/TraitList/useTraitList.js'
export {
  UNLINK_WALLET_STRINGS,
  UnlinkWalletFlow,
  type UnlinkWalletFlowProps,
  UnlinkWalletFlowView,
  type UnlinkWalletFlowViewProps,
  type UnlinkWalletStrings,
} from './components/UnlinkWalletFlow/UnlinkWalletFlow.js'
// The filters, each name listed in filters.ts.
export * from './filters.js'
// The pure helpers, each named in helpers.ts (their list is there, for the 300-line rule).
export * from './helpers.js'
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
// The trade UI, each name listed in trade.ts.
export * from './trade.js'
