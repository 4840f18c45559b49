/** `Marketplace/GetOrders`: orders by collection and order id, in the order asked. */

import { GetOrders } from '../../core/schemas/rpc/getOrders.js'
import { sameMarketplace, toWireOrder } from '../marketplace/orders.js'
import { defineHandler } from '../state.js'
import type { StoredOrder as Order } from '../stored.js'
import { GoOrder, GoPage } from '../wire/types.js'

/**
 * The orders named (any status) on the URL's network, in input order; unknown
 * pairs are left out, and so is an order on another marketplace than an
 * input's `marketplace` (either spelling of the native one).
 */
export const getOrdersHandler = defineHandler(
  GetOrders,
  { orders: { list: GoOrder }, page: { of: GoPage } },
  ({ state, network }, { input }) => {
    const orders: Order[] = []
    for (const { contractAddress, orderId, marketplace } of input) {
      if (!network || !state.marketplace.collection(network, contractAddress)) continue
      const record = state.marketplace.orderRecord(contractAddress, orderId)
      if (!record || (marketplace && !sameMarketplace(record.marketplace, marketplace))) continue
      orders.push(toWireOrder(record))
    }
    return { orders, page: { page: 1, pageSize: input.length, more: false, sort: [] } }
  },
)
