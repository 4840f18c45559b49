/** `Marketplace/ListListingsForCollectible`: a token's live listings, cheapest first, paged. */
import { ListListingsForCollectible } from '../../core/schemas/rpc/listListingsForCollectible.js'
import { toWireOrder } from '../marketplace/orders.js'
import { tokenOrders } from '../marketplace/query.js'
import { orderConditions, pageOf, requireCollection, requireToken } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoOrder, GoPage } from '../wire/types.js'

/** Live listings meeting `filter`, cheapest first (price, then order id); `NotFound` for an unknown token. */
export const listListingsForCollectibleHandler = defineHandler(
  ListListingsForCollectible,
  { listings: { list: GoOrder }, page: { of: GoPage } },
  (context, { contractAddress, tokenId, filter, page }) => {
    const c = requireCollection(context, contractAddress)
    const token = requireToken(c, tokenId)
    const listings = tokenOrders(c, token, 'listing', orderConditions(filter), context.now)
    const slice = pageOf({ page: page?.page, pageSize: page?.pageSize }, listings.length)
    return { listings: listings.slice(slice.start, slice.end).map(toWireOrder), page: slice.page }
  },
)
