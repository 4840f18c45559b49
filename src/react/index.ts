/**
 * `platform-kit/react`: the provider and a hook for every operation. Hooks
 * are thin wrappers over the query definitions, which are re-exported here so
 * that prefetching and server rendering use the same definition.
 */

// The query entry whole (it names each export): the react entry is it and the hooks.
export * from '../query/index.js'
export type {
  RelistInput,
  RequestInput,
  TakeableOrder,
  TradeFee,
  TradeKind,
  TradePlan,
  TradeRequest,
  TradeResult,
} from '../wallet/trade/types.js'
export { WalletFlowError, type WalletFlowReason, walletFlowReason } from '../wallet/walletFlow.js'
export {
  type ChainClientSource,
  PlatformContext,
  PlatformLocaleContext,
  usePlatformClient,
  usePlatformLocale,
} from './context.js'
export {
  tokenSideKey,
  type UseAccountOrdersParameters,
  type UseAccountOrdersReturn,
  useAccountOrders,
} from './hooks/useAccountOrders.js'
export {
  type ActivityEntry,
  type UseActivityParameters,
  type UseActivityResult,
  useActivity,
} from './hooks/useActivity.js'
export {
  type UseAddAudienceContactsParameters,
  useAddAudienceContacts,
} from './hooks/useAddAudienceContacts.js'
export {
  type UseBulkCancelParameters,
  type UseBulkCancelReturn,
  useBulkCancel,
} from './hooks/useBulkCancel.js'
export {
  type CancelableOrder,
  type UseCancelOrderParameters,
  useCancelOrder,
} from './hooks/useCancelOrder.js'
export { type UseCollectiblesParameters, useCollectibles } from './hooks/useCollectibles.js'
export { type UseContractsParameters, useContracts } from './hooks/useContracts.js'
export { type UseCreateAudienceParameters, useCreateAudience } from './hooks/useCreateAudience.js'
export {
  type CurrencyRef,
  type UseCurrenciesOptions,
  useCurrencies,
} from './hooks/useCurrencies.js'
export { type UseETHAuthProofParameters, useETHAuthProof } from './hooks/useETHAuthProof.js'
export { type UseFloorOrderParameters, useFloorOrder } from './hooks/useFloorOrder.js'
export {
  type UseGenerateCancelTransactionParameters,
  useGenerateCancelTransaction,
} from './hooks/useGenerateCancelTransaction.js'
export {
  type UseHighestPriceListingParameters,
  useHighestPriceListing,
} from './hooks/useHighestPriceListing.js'
export {
  type UseInvalidateCollectionParameters,
  useInvalidateCollection,
} from './hooks/useInvalidateCollection.js'
export {
  type UseIsValidETHAuthProofParameters,
  useIsValidETHAuthProof,
} from './hooks/useIsValidETHAuthProof.js'
export { type UseListingsParameters, useListings } from './hooks/useListings.js'
export { type UseListingsPageParameters, useListingsPage } from './hooks/useListingsPage.js'
export {
  type UseLowestPriceOfferParameters,
  useLowestPriceOffer,
} from './hooks/useLowestPriceOffer.js'
export { useNetworkCurrencies } from './hooks/useNetworkCurrencies.js'
export { type UseOffersParameters, useOffers } from './hooks/useOffers.js'
export { type UseOffersPageParameters, useOffersPage } from './hooks/useOffersPage.js'
export {
  type UseOrderBookParameters,
  type UseOrderBookResult,
  useOrderBook,
} from './hooks/useOrderBook.js'
export { type UseOrdersParameters, useOrders } from './hooks/useOrders.js'
export { type UseRelayerChainIdParameters, useRelayerChainId } from './hooks/useRelayerChainId.js'
export {
  type UseRemoveLinkedWalletParameters,
  useRemoveLinkedWallet,
} from './hooks/useRemoveLinkedWallet.js'
export {
  type UseTokenCollectionFiltersParameters,
  useTokenCollectionFilters,
} from './hooks/useTokenCollectionFilters.js'
export { type UseTokenMetadataParameters, useTokenMetadata } from './hooks/useTokenMetadata.js'
export { type UseTradeParameters, useTrade } from './hooks/useTrade.js'
export { type UseTradePlanParameters, useTradePlan } from './hooks/useTradePlan.js'
export {
  type MessageSigner,
  type UnlinkStepStatus,
  type UnlinkWalletVariables,
  type UseUnlinkWalletParameters,
  useUnlinkWallet,
} from './hooks/useUnlinkWallet.js'
export {
  type LiveEventListener,
  type LiveEvents,
  LiveEventsContext,
  useLiveEvents,
} from './live/events.js'
export { LiveQueries, type LiveQueriesProps } from './live/LiveQueries.js'
export { LiveStatusContext, useLiveStatus } from './live/status.js'
export { type UseLiveQueriesParameters, useLiveQueries } from './live/useLiveQueries.js'
export { PlatformProvider, type PlatformProviderProps } from './PlatformProvider.js'
export type { InfiniteQueryParameter, MutationParameter, QueryParameter } from './types.js'
