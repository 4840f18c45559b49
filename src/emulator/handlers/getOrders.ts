/** `Marketplace/GetOrders`: orders by collection and order id, in the order asked. */

import type { Order } from '../../core/schemas/order.js'
import { GetOrders } from '../../core/schemas/rpc/getOrders.js'
import { toWireOrder } from '../marketplace/orders.js'
import { defineHandler } from '../state.js'

/** The orders named (any status) on the URL's network, in input order; unknown pairs are left out. */
export const getOrdersHandler = defineHandler(GetOrders, ({ state, network }, { input }) => {
  const orders: Order[] = []
  for (const { contractAddress, orderId } of input) {
    if (!network || !state.marketplace.collection(network, contractAddress)) continue
    const record = state.marketplace.orderRecord(contractAddress, orderId)
    if (record) orders.push(toWireOrder(record))
  }
  return { orders, page: { page: 1, pageSize: input.length, more: false } }
})
