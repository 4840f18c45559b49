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
export {
  type CreateETHAuthProofOptions,
  createETHAuthProof,
  decodeETHAuthProof,
  type ETHAuthChainReader,
  type ETHAuthClaims,
  type ETHAuthProof,
  type ETHAuthProofInput,
  type ETHAuthSigner,
  type ETHAuthTypedData,
  type ETHAuthTypes,
  type ETHAuthVerification,
  encodeETHAuthProof,
  ethAuthTypedData,
  type VerifyETHAuthOptions,
  validateETHAuthClaims,
  verifyETHAuthProof,
} from './ethauth/index.js'
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
  type AccountOrdersDepth,
  type AccountTokenSide,
  type ListAccountOrdersParams,
  type ListAccountOrdersResponse,
  type ListAccountTokenOrdersParams,
  listAccountOrders,
  listAccountTokenOrders,
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
export {
  ACTIVITY_DEFAULT_LIMIT,
  ACTIVITY_KINDS,
  ACTIVITY_MAX_EVENT_NAME,
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_MAX_TOKENS,
  ActivityItem,
  type ActivityKind,
  type ActivityPage,
  ActivityToken,
} from './schemas/activity.js'
// Resources
export { Audience, AudienceContact, AudienceContactInput } from './schemas/audience.js'
export { Collectible } from './schemas/collectible.js'
export { Contract } from './schemas/contract.js'
export {
  CONTRACT_TYPES,
  type ContractType,
  EXECUTE_TYPES,
  type ExecuteType,
  isSequenceMarket,
  KNOWN_MARKETPLACES,
  MARKETPLACES,
  type MarketplaceKind,
  ORDER_SIDES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSide,
  type OrderSource,
  type OrderStatus,
  PROPERTY_TYPES,
  type PropertyType,
  SEQUENCE_MARKETS,
  SORT_ORDERS,
  type SortOrder,
  STEP_IDS,
  type StepId,
} from './schemas/enums.js'
export { ErrorBody } from './schemas/error.js'
// How deep the kit reads JSON from outside (issue 28)
export { exceedsJsonDepth, MAX_JSON_DEPTH } from './schemas/jsonDepth.js'
export {
  LIVE_EVENT_MAX_TOKEN_IDS,
  LiveEvent,
  LiveEventKind,
  LiveGap,
  liveEventCollection,
} from './schemas/liveEvent.js'
export { CollectibleOrdersRequest, Marketplace, OrderFilter } from './schemas/marketplace.js'
export { FeeEntry, Order } from './schemas/order.js'
export { CursorPage, CursorPageRequest, Page, PageRequest, SortBy } from './schemas/page.js'
export type { OpenEnum } from './schemas/primitives.js'
export { PropertyFilter } from './schemas/propertyFilter.js'
// Requests and responses of every operation, and their wire descriptions
export {
  AddAudienceContacts,
  AddAudienceContactsRequest,
  AddAudienceContactsResponse,
} from './schemas/rpc/addAudienceContacts.js'
export {
  AddWebhookListener,
  AddWebhookListenerRequest,
  AddWebhookListenerResponse,
} from './schemas/rpc/addWebhookListener.js'
export {
  CreateAudience,
  CreateAudienceRequest,
  CreateAudienceResponse,
} from './schemas/rpc/createAudience.js'
export { defineRpc, type Group, type Rpc } from './schemas/rpc/define.js'
export {
  GenerateCancelTransaction,
  GenerateCancelTransactionRequest,
  GenerateCancelTransactionResponse,
} from './schemas/rpc/generateCancelTransaction.js'
export { GetChainId, GetChainIdRequest, GetChainIdResponse } from './schemas/rpc/getChainId.js'
export {
  GetFloorOrder,
  GetFloorOrderRequest,
  GetFloorOrderResponse,
} from './schemas/rpc/getFloorOrder.js'
export {
  GetHighestPriceListingForCollectible,
  GetHighestPriceListingForCollectibleRequest,
  GetHighestPriceListingForCollectibleResponse,
} from './schemas/rpc/getHighestPriceListingForCollectible.js'
export {
  GetLowestPriceOfferForCollectible,
  GetLowestPriceOfferForCollectibleRequest,
  GetLowestPriceOfferForCollectibleResponse,
} from './schemas/rpc/getLowestPriceOfferForCollectible.js'
export {
  GetOrders,
  GetOrdersRequest,
  GetOrdersResponse,
  OrderReference,
} from './schemas/rpc/getOrders.js'
export {
  GetTokenMetadata,
  GetTokenMetadataIds,
  GetTokenMetadataRequest,
  GetTokenMetadataResponse,
  TOKEN_METADATA_IDS_PER_READ,
} from './schemas/rpc/getTokenMetadata.js'
export {
  IsValidETHAuthProof,
  IsValidETHAuthProofRequest,
  IsValidETHAuthProofResponse,
} from './schemas/rpc/isValidETHAuthProof.js'
export {
  CollectiblesFilter,
  CollectiblesSide,
  ListCollectibles,
  ListCollectiblesRequest,
  ListCollectiblesResponse,
  PropertyCondition,
} from './schemas/rpc/listCollectibles.js'
export {
  ContractsFilter,
  ListContracts,
  ListContractsRequest,
  ListContractsResponse,
} from './schemas/rpc/listContracts.js'
export {
  ListListingsForCollectible,
  ListListingsForCollectibleRequest,
  ListListingsForCollectibleResponse,
} from './schemas/rpc/listListingsForCollectible.js'
export {
  ListOffersForCollectible,
  ListOffersForCollectibleRequest,
  ListOffersForCollectibleResponse,
} from './schemas/rpc/listOffersForCollectible.js'
export {
  RemoveLinkedWallet,
  RemoveLinkedWalletRequest,
  RemoveLinkedWalletResponse,
} from './schemas/rpc/removeLinkedWallet.js'
export {
  RemoveWebhookListener,
  RemoveWebhookListenerRequest,
  RemoveWebhookListenerResponse,
} from './schemas/rpc/removeWebhookListener.js'
export {
  TokenCollectionFilters,
  TokenCollectionFiltersRequest,
  TokenCollectionFiltersResponse,
} from './schemas/rpc/tokenCollectionFilters.js'
export { Step, StepPost, StepSignature } from './schemas/step.js'
export { Asset, TokenMetadata } from './schemas/tokenMetadata.js'
export {
  WebhookEvent,
  WebhookEventData,
  WebhookFilters,
  WebhookListener,
} from './schemas/webhook.js'
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
