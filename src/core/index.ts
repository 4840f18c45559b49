/**
 * `platform-kit`: the framework-free core. Schemas of every resource, a typed
 * client for the operations of the interface, the error model, networks and
 * base URLs. The webhook operations, which need the secret key, are in
 * `platform-kit/server`.
 */

// Client and configuration
export { type BoundOperation, type Client, createClient } from './client.js'
// Currencies: configured, native, or read on chain
export {
  type Currency,
  type CurrencyInfo,
  type CurrencyMap,
  type CurrencyOverrides,
  isNativeCurrency,
  NATIVE_CURRENCY_ADDRESS,
  readableSymbol,
  SYMBOL_MAX,
} from './currency/currency.js'
export { readCurrencies } from './currency/readCurrencies.js'
export {
  type CurrencyLookup,
  type CurrencyResolver,
  type CurrencyResolverOptions,
  createCurrencyResolver,
} from './currency/resolver.js'
// ETHAuth proofs (decisions.md §8)
export * from './ethauth/index.js'
export type { AddAudienceContactsParams } from './operations/addAudienceContacts.js'
// Operations, one function each
export { addAudienceContacts } from './operations/addAudienceContacts.js'
export type { CollectibleParams } from './operations/collectible.js'
export { type CreateAudienceParams, createAudience } from './operations/createAudience.js'
export {
  type GenerateCancelTransactionParams,
  generateCancelTransaction,
} from './operations/generateCancelTransaction.js'
export { type GetChainIdParams, getChainId } from './operations/getChainId.js'
export { type GetFloorOrderParams, getFloorOrder } from './operations/getFloorOrder.js'
export {
  type GetHighestPriceListingForCollectibleParams,
  getHighestPriceListingForCollectible,
} from './operations/getHighestPriceListingForCollectible.js'
export {
  type GetLowestPriceOfferForCollectibleParams,
  getLowestPriceOfferForCollectible,
} from './operations/getLowestPriceOfferForCollectible.js'
export { type GetOrdersParams, getOrders } from './operations/getOrders.js'
export { type GetTokenMetadataParams, getTokenMetadata } from './operations/getTokenMetadata.js'
export {
  type IsValidETHAuthProofParams,
  isValidETHAuthProof,
} from './operations/isValidETHAuthProof.js'
export {
  type AccountOrder,
  type AccountOrderSide,
  type ListAccountOrdersParams,
  type ListAccountOrdersResponse,
  listAccountOrders,
} from './operations/listAccountOrders.js'
export { type ListCollectiblesParams, listCollectibles } from './operations/listCollectibles.js'
export { type ListContractsParams, listContracts } from './operations/listContracts.js'
export {
  type ListListingsForCollectibleParams,
  listListingsForCollectible,
} from './operations/listListingsForCollectible.js'
export {
  type ListOffersForCollectibleParams,
  listOffersForCollectible,
} from './operations/listOffersForCollectible.js'
export {
  type RemoveLinkedWalletParams,
  removeLinkedWallet,
  unlinkMessages,
} from './operations/removeLinkedWallet.js'
export {
  type TokenCollectionFiltersParams,
  tokenCollectionFilters,
} from './operations/tokenCollectionFilters.js'
export * from './schemas/activity.js'
// Resources
export * from './schemas/audience.js'
export * from './schemas/collectible.js'
export * from './schemas/contract.js'
export * from './schemas/enums.js'
export * from './schemas/error.js'
// How deep the kit reads JSON from outside (issue 28)
export { exceedsJsonDepth, MAX_JSON_DEPTH } from './schemas/jsonDepth.js'
export * from './schemas/liveEvent.js'
export * from './schemas/marketplace.js'
export * from './schemas/order.js'
export * from './schemas/page.js'
export type { OpenEnum } from './schemas/primitives.js'
export * from './schemas/propertyFilter.js'
// Requests and responses of every operation, and their wire descriptions
export * from './schemas/rpc/addAudienceContacts.js'
export * from './schemas/rpc/addWebhookListener.js'
export * from './schemas/rpc/createAudience.js'
export { defineRpc, type Group, type Rpc } from './schemas/rpc/define.js'
export * from './schemas/rpc/generateCancelTransaction.js'
export * from './schemas/rpc/getChainId.js'
export * from './schemas/rpc/getFloorOrder.js'
export * from './schemas/rpc/getHighestPriceListingForCollectible.js'
export * from './schemas/rpc/getLowestPriceOfferForCollectible.js'
export * from './schemas/rpc/getOrders.js'
export * from './schemas/rpc/getTokenMetadata.js'
export * from './schemas/rpc/isValidETHAuthProof.js'
export * from './schemas/rpc/listCollectibles.js'
export * from './schemas/rpc/listContracts.js'
export * from './schemas/rpc/listListingsForCollectible.js'
export * from './schemas/rpc/listOffersForCollectible.js'
export * from './schemas/rpc/removeLinkedWallet.js'
export * from './schemas/rpc/removeWebhookListener.js'
export * from './schemas/rpc/tokenCollectionFilters.js'
export * from './schemas/step.js'
export * from './schemas/tokenMetadata.js'
export * from './schemas/webhook.js'
export type { CallOptions, Uint256Input } from './transport/call.js'
export {
  type BaseClient,
  type ClientConfig,
  createBaseClient,
  type PlatformUrls,
  type UrlTemplate,
} from './transport/client.js'
export {
  ERROR_CODES,
  type FieldIssue,
  isPlatformError,
  isTransientError,
  PlatformError,
  type PlatformErrorInit,
  type PlatformErrorName,
} from './transport/errors.js'
// Errors
export { ERRORS, type ErrorKind, platformError } from './transport/errorTable.js'
// Networks
export {
  findNetwork,
  type NativeCurrency,
  NETWORKS,
  type Network,
  type NetworkRef,
} from './transport/networks.js'
