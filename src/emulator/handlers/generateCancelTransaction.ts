/** `Marketplace/GenerateCancelTransaction`: the steps that cancel a live order. */
import { GenerateCancelTransaction } from '../../core/schemas/rpc/generateCancelTransaction.js'
import { fail } from '../errors.js'
import { cancelSteps } from '../marketplace/cancel.js'
import { isLive, sameMarketplace } from '../marketplace/orders.js'
import { requireCollection } from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoStep } from '../wire/types.js'

/**
 * A `cancelRequest` transaction to the network's market, or a `signEIP712`
 * step posted to the emulator's order endpoint for a third-party order.
 * `NotFound`: no such order; `RequestConflict`: not live; `PermissionDenied`:
 * `maker` did not make it; `InvalidArgument`: `marketplace` is not the order's.
 */
export const generateCancelTransactionHandler = defineHandler(
  GenerateCancelTransaction,
  { steps: { list: GoStep } },
  (context, { collectionAddress, maker, marketplace, orderId }) => {
    const c = requireCollection(context, collectionAddress)
    const order = context.state.marketplace.orderRecord(collectionAddress, orderId)
    if (!order) fail('NotFound', `no order ${orderId} in collection ${collectionAddress}`)
    if (!isLive(order, context.now)) {
      fail('RequestConflict', `order ${orderId} is not live (status ${order.status})`)
    }
    if (order.makerKey !== maker.toLowerCase()) {
      fail('PermissionDenied', `order ${orderId} was not made by ${maker}`)
    }
    if (!sameMarketplace(order.marketplace, marketplace)) {
      fail('InvalidArgument', `order ${orderId} is on ${order.marketplace}, not ${marketplace}`)
    }
    return {
      steps: cancelSteps({
        network: c.network,
        marketplace: order.marketplace,
        orderId: order.orderId,
        maker: order.maker,
        collection: c.spec.address,
        baseUrl: context.baseUrl,
      }),
    }
  },
)
