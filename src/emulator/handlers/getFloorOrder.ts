/** `Marketplace/GetFloorOrder`: the collectible with the collection's cheapest live listing. */
import { GetFloorOrder } from '../../core/schemas/rpc/getFloorOrder.js'
import { fail } from '../errors.js'
import { liveIndex } from '../marketplace/indexes.js'
import { collectibleOf, requireCollection } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoCollectibleOrder } from '../wire/types.js'

/** The floor collectible, its cheapest live listing as `order`; `NotFound` when nothing is listed. */
export const getFloorOrderHandler = defineHandler(
  GetFloorOrder,
  { collectible: { of: GoCollectibleOrder } },
  (context, { contractAddress }) => {
    const c = requireCollection(context, contractAddress)
    const listings = liveIndex(c, context.now).listing
    const token = listings.ranking[0]
    if (token === undefined) fail('NotFound', `no live listing in collection ${contractAddress}`)
    return { collectible: collectibleOf(c, token, context.now, listings.best[token]) }
  },
)
