/** Every operation the emulator serves, by `Group/Operation`. */

import type { RpcAt } from '../../core/schemas/rpc/index.js'
import { EMULATED_OPERATIONS, type EmulatedOperation } from '../operations.js'
import type { EmulatorHandler } from '../state.js'
import { addAudienceContactsHandler } from './addAudienceContacts.js'
import { addWebhookListenerHandler } from './addWebhookListener.js'
import { createAudienceHandler } from './createAudience.js'
import { generateCancelTransactionHandler } from './generateCancelTransaction.js'
import { getChainIdHandler } from './getChainId.js'
import { getFloorOrderHandler } from './getFloorOrder.js'
import { getHighestPriceListingForCollectibleHandler } from './getHighestPriceListingForCollectible.js'
import { getLowestPriceOfferForCollectibleHandler } from './getLowestPriceOfferForCollectible.js'
import { getOrdersHandler } from './getOrders.js'
import { getTokenMetadataHandler } from './getTokenMetadata.js'
import { isValidETHAuthProofHandler } from './isValidETHAuthProof.js'
import { listCollectiblesHandler } from './listCollectibles.js'
import { listContractsHandler } from './listContracts.js'
import { listListingsForCollectibleHandler } from './listListingsForCollectible.js'
import { listOffersForCollectibleHandler } from './listOffersForCollectible.js'
import { removeLinkedWalletHandler } from './removeLinkedWallet.js'
import { removeWebhookListenerHandler } from './removeWebhookListener.js'
import { tokenCollectionFiltersHandler } from './tokenCollectionFilters.js'

/**
 * The route table: the handler of each operation, with its answer's wire
 * shape, by `Group/Operation`. Keyed by every declared operation and typed
 * with its declaration, so that an operation without its handler, or a
 * handler under another operation's route, is a type error.
 */
const HANDLERS: { readonly [K in EmulatedOperation]: EmulatorHandler<RpcAt<K>> } = {
  'Relayer/GetChainID': getChainIdHandler,
  'Metadata/TokenCollectionFilters': tokenCollectionFiltersHandler,
  'Marketplace/ListCollectibles': listCollectiblesHandler,
  'Marketplace/GetFloorOrder': getFloorOrderHandler,
  'Marketplace/GetLowestPriceOfferForCollectible': getLowestPriceOfferForCollectibleHandler,
  'Marketplace/GetHighestPriceListingForCollectible': getHighestPriceListingForCollectibleHandler,
  'Marketplace/ListListingsForCollectible': listListingsForCollectibleHandler,
  'Marketplace/ListOffersForCollectible': listOffersForCollectibleHandler,
  'Marketplace/GetOrders': getOrdersHandler,
  'Marketplace/GenerateCancelTransaction': generateCancelTransactionHandler,
  'Builder/ListContracts': listContractsHandler,
  'Builder/CreateAudience': createAudienceHandler,
  'Builder/AddAudienceContacts': addAudienceContactsHandler,
  'API/IsValidETHAuthProof': isValidETHAuthProofHandler,
  'API/RemoveLinkedWallet': removeLinkedWalletHandler,
  'Indexer/AddWebhookListener': addWebhookListenerHandler,
  'Indexer/RemoveWebhookListener': removeWebhookListenerHandler,
  'Metadata/GetTokenMetadata': getTokenMetadataHandler,
}

/** The handler of each operation the emulator serves, by `Group/Operation` (EMULATED_OPERATIONS). */
export const HANDLERS_BY_ROUTE: ReadonlyMap<string, EmulatorHandler> = new Map(
  EMULATED_OPERATIONS.map((route) => [route, HANDLERS[route] as EmulatorHandler]),
)
