/**
 * Query definitions: framework-free key and options builders for every read,
 * infinite forms for the paged lists, and mutation options for the writes.
 * TanStack Query takes them as they are; the React hooks are thin wrappers.
 */

export { chainIdOf } from '../core/transport/networks.js'
export {
  ACTIVITY_STALE_TIME,
  type ActivityFetchOptions,
  type ActivityKeyParams,
  type ActivityPageParams,
  type ActivityParams,
  type ActivityQueryKey,
  activityInfiniteQueryOptions,
  activityQueryKey,
  fetchActivityPage,
} from './activity.js'
export {
  type ActivityFollower,
  type FollowActivityOptions,
  followActivity,
} from './activityLive.js'
export { addAudienceContactsMutationOptions } from './addAudienceContacts.js'
export { createAudienceMutationOptions } from './createAudience.js'
export { generateCancelTransactionMutationOptions } from './generateCancelTransaction.js'
export { chainIdQueryKey, chainIdQueryOptions } from './getChainId.js'
export { floorOrderQueryKey, floorOrderQueryOptions } from './getFloorOrder.js'
export {
  highestPriceListingQueryKey,
  highestPriceListingQueryOptions,
} from './getHighestPriceListingForCollectible.js'
export {
  lowestPriceOfferQueryKey,
  lowestPriceOfferQueryOptions,
} from './getLowestPriceOfferForCollectible.js'
export { ordersQueryKey, ordersQueryOptions } from './getOrders.js'
export { tokenMetadataQueryKey, tokenMetadataQueryOptions } from './getTokenMetadata.js'
export {
  type CachedQuery,
  type LiveQueriesTarget,
  liveEventQueriesFilter,
  liveQueriesFilter,
  type OrderQueriesFilter,
  orderQueriesFilter,
} from './invalidation.js'
export {
  isValidETHAuthProofQueryKey,
  isValidETHAuthProofQueryOptions,
} from './isValidETHAuthProof.js'
export { type KeyGroup, type PlatformKey, readPlatformKey } from './key.js'
export {
  accountOrdersQueryKey,
  accountOrdersQueryOptions,
  accountTokenOrdersQueryKey,
  accountTokenOrdersQueryOptions,
} from './listAccountOrders.js'
export {
  collectiblesInfiniteQueryKey,
  collectiblesInfiniteQueryOptions,
  collectiblesQueryKey,
  collectiblesQueryOptions,
} from './listCollectibles.js'
export {
  type ContractsCursor,
  contractsInfiniteQueryKey,
  contractsInfiniteQueryOptions,
  contractsQueryKey,
  contractsQueryOptions,
} from './listContracts.js'
export {
  listingsInfiniteQueryKey,
  listingsInfiniteQueryOptions,
  listingsQueryKey,
  listingsQueryOptions,
} from './listListingsForCollectible.js'
export {
  offersInfiniteQueryKey,
  offersInfiniteQueryOptions,
  offersQueryKey,
  offersQueryOptions,
} from './listOffersForCollectible.js'
export {
  connectLiveFeed,
  createLiveInvalidator,
  type LiveBackoff,
  type LiveCollection,
  type LiveEventSource,
  type LiveEventSourceConstructor,
  type LiveFeedConnection,
  type LiveFeedConnectionOptions,
  type LiveFeedOptions,
  type LiveInvalidator,
  type LiveInvalidatorOptions,
  type LiveMessage,
  type LiveState,
  type LiveStatus,
} from './live.js'
export { removeLinkedWalletMutationOptions } from './removeLinkedWallet.js'
export {
  FRESHNESS,
  type InfiniteQueryKeyBuilder,
  type InfiniteQueryOptionsBuilder,
  type KeyParams,
  keyParams,
  type PlatformInfiniteQueryKey,
  type PlatformInfiniteQueryKeyOf,
  type PlatformInfiniteQueryOptions,
  type PlatformMutationOptions,
  type PlatformMutationOptionsBuilder,
  type PlatformQueryKey,
  type PlatformQueryKeyOf,
  type PlatformQueryOptions,
  type QueryKeyBuilder,
  type QueryOptionsBuilder,
  retryTransient,
} from './shared.js'
export {
  tokenCollectionFiltersQueryKey,
  tokenCollectionFiltersQueryOptions,
} from './tokenCollectionFilters.js'
