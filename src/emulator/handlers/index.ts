/** Every operation the emulator serves, by `Group/Operation`. */

import type { OperationHandler } from '../context.js'
import type { EmulatorState } from '../state.js'
import { addAudienceContactsHandler } from './addAudienceContacts.js'
import { addWebhookListenerHandler } from './addWebhookListener.js'
import { createAudienceHandler } from './createAudience.js'
import { generateCancelTransactionHandler } from './generateCancelTransaction.js'
import { getChainIdHandler } from './getChainId.js'
import { getFloorOrderHandler } from './getFloorOrder.js'
import { getHighestPriceListingForCollectibleHandler } from './getHighestPriceListingForCollectible.js'
import { getLowestPriceOfferForCollectibleHandler } from './getLowestPriceOfferForCollectible.js'
import { getOrdersHandler } from './getOrders.js'
import { isValidETHAuthProofHandler } from './isValidETHAuthProof.js'
import { listCollectiblesHandler } from './listCollectibles.js'
import { listContractsHandler } from './listContracts.js'
import { listListingsForCollectibleHandler } from './listListingsForCollectible.js'
import { listOffersForCollectibleHandler } from './listOffersForCollectible.js'
import { removeLinkedWalletHandler } from './removeLinkedWallet.js'
import { removeWebhookListenerHandler } from './removeWebhookListener.js'
import { tokenCollectionFiltersHandler } from './tokenCollectionFilters.js'

const HANDLERS: readonly OperationHandler<EmulatorState>[] = [
  getChainIdHandler,
  tokenCollectionFiltersHandler,
  listCollectiblesHandler,
  getFloorOrderHandler,
  getLowestPriceOfferForCollectibleHandler,
  getHighestPriceListingForCollectibleHandler,
  listListingsForCollectibleHandler,
  listOffersForCollectibleHandler,
  getOrdersHandler,
  generateCancelTransactionHandler,
  listContractsHandler,
  createAudienceHandler,
  addAudienceContactsHandler,
  isValidETHAuthProofHandler,
  removeLinkedWalletHandler,
  addWebhookListenerHandler,
  removeWebhookListenerHandler,
]

export const HANDLERS_BY_ROUTE: ReadonlyMap<string, OperationHandler<EmulatorState>> = new Map(
  HANDLERS.map((h) => [`${h.rpc.group}/${h.rpc.name}`, h]),
)
