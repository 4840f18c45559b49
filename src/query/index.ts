/**
 * Query definitions: framework-free key and options builders for every read,
 * infinite forms for the paged lists, and mutation options for the writes.
 * TanStack Query takes them as they are; the React hooks are thin wrappers.
 */
export * from './activity.js'
export {
  type ActivityFollower,
  type FollowActivityOptions,
  followActivity,
} from './activityLive.js'
export * from './addAudienceContacts.js'
export * from './createAudience.js'
export * from './generateCancelTransaction.js'
export * from './getChainId.js'
export * from './getFloorOrder.js'
export * from './getHighestPriceListingForCollectible.js'
export * from './getLowestPriceOfferForCollectible.js'
export * from './getOrders.js'
export * from './getTokenMetadata.js'
export * from './invalidation.js'
export * from './isValidETHAuthProof.js'
export { type KeyGroup, type PlatformKey, readPlatformKey } from './key.js'
export * from './listAccountOrders.js'
export * from './listCollectibles.js'
export * from './listContracts.js'
export * from './listListingsForCollectible.js'
export * from './listOffersForCollectible.js'
export * from './live.js'
export * from './removeLinkedWallet.js'
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
export * from './tokenCollectionFilters.js'
