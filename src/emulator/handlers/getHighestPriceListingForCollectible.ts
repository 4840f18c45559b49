/** `Marketplace/GetHighestPriceListingForCollectible`: the dearest live listing of a token. */
import { GetHighestPriceListingForCollectible } from '../../core/schemas/rpc/getHighestPriceListingForCollectible.js'
import { fail } from '../errors.js'
import { toWireOrder } from '../marketplace/orders.js'
import { tokenOrders } from '../marketplace/query.js'
import { orderConditions, requireCollection, requireToken } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoOrder } from '../wire/types.js'

/** The highest live listing meeting `filter`; `NotFound` for an unknown token or when none matches. */
export const getHighestPriceListingForCollectibleHandler = defineHandler(
  GetHighestPriceListingForCollectible,
  { order: { of: GoOrder } },
  (context, { contractAddress, tokenId, filter }) => {
    const c = requireCollection(context, contractAddress)
    const token = requireToken(c, tokenId)
    const listings = tokenOrders(c, token, 'listing', orderConditions(filter), context.now)
    const highest = listings.at(-1)
    if (!highest) fail('NotFound', `no live listing of token ${tokenId} matches`)
    return { order: toWireOrder(highest) }
  },
)
