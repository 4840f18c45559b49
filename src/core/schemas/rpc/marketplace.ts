/**
 * The interface's marketplace operations (§4.3), in its order: a list of
 * their own, so that what reads only their facts (the live invalidation's
 * scopes, query/invalidation.ts) does not bring every other operation's
 * schemas into a bundle. `RPC_OPERATIONS` (index.ts) spreads it in place.
 */
import { GenerateCancelTransaction } from './generateCancelTransaction.js'
import { GetFloorOrder } from './getFloorOrder.js'
import { GetHighestPriceListingForCollectible } from './getHighestPriceListingForCollectible.js'
import { GetLowestPriceOfferForCollectible } from './getLowestPriceOfferForCollectible.js'
import { GetOrders } from './getOrders.js'
import { ListCollectibles } from './listCollectibles.js'
import { ListListingsForCollectible } from './listListingsForCollectible.js'
import { ListOffersForCollectible } from './listOffersForCollectible.js'

/** The declarations of the interface's `Marketplace` operations, in the order of its §4. */
export const MARKETPLACE_OPERATIONS = [
  ListCollectibles,
  GetFloorOrder,
  GetLowestPriceOfferForCollectible,
  GetHighestPriceListingForCollectible,
  ListListingsForCollectible,
  ListOffersForCollectible,
  GetOrders,
  GenerateCancelTransaction,
] as const
