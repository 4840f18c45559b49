/** `Marketplace/ListOffersForCollectible`: a token's live offers, highest first, paged. */
import { ListOffersForCollectible } from '../../core/schemas/rpc/listOffersForCollectible.js'
import { toWireOrder } from '../marketplace/orders.js'
import { tokenOrders } from '../marketplace/query.js'
import { orderConditions, pageOf, requireCollection, requireToken } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoOrder, GoPage } from '../wire/types.js'

/** Live offers meeting `filter`, highest first (price, then order id); `NotFound` for an unknown token. */
export const listOffersForCollectibleHandler = defineHandler(
  ListOffersForCollectible,
  { offers: { list: GoOrder }, page: { of: GoPage } },
  (context, { contractAddress, tokenId, filter, page }) => {
    const c = requireCollection(context, contractAddress)
    const token = requireToken(c, tokenId)
    const offers = tokenOrders(c, token, 'offer', orderConditions(filter), context.now)
    const slice = pageOf({ page: page?.page, pageSize: page?.pageSize }, offers.length)
    return { offers: offers.slice(slice.start, slice.end).map(toWireOrder), page: slice.page }
  },
)
