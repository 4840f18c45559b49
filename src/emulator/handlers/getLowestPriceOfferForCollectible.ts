/** `Marketplace/GetLowestPriceOfferForCollectible`: the cheapest live offer on a token. */
import { GetLowestPriceOfferForCollectible } from '../../core/schemas/rpc/getLowestPriceOfferForCollectible.js'
import { fail } from '../errors.js'
import { toWireOrder } from '../marketplace/orders.js'
import { tokenOrders } from '../marketplace/query.js'
import { orderConditions, requireCollection, requireToken } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoOrder } from '../wire/types.js'

/** The lowest live offer meeting `filter`; `NotFound` for an unknown token or when none matches. */
export const getLowestPriceOfferForCollectibleHandler = defineHandler(
  GetLowestPriceOfferForCollectible,
  { order: { of: GoOrder } },
  (context, { contractAddress, tokenId, filter }) => {
    const c = requireCollection(context, contractAddress)
    const token = requireToken(c, tokenId)
    const offers = tokenOrders(c, token, 'offer', orderConditions(filter), context.now)
    const lowest = offers.at(-1)
    if (!lowest) fail('NotFound', `no live offer on token ${tokenId} matches`)
    return { order: toWireOrder(lowest) }
  },
)
