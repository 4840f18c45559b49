/**
 * The emulator's order endpoint, `POST <base>/marketplace/<network>/orders/cancel`:
 * where the `post` of a `signEIP712` cancel step sends the maker's signature.
 * It checks the signature against the same typed data GenerateCancelTransaction
 * asked for, then cancels the order.
 */
import { type Hex, recoverTypedDataAddress } from 'viem'
import * as z from 'zod/mini'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import { Marketplace } from '../../core/schemas/marketplace.js'
import { address, decimal, hex } from '../../core/schemas/primitives.js'
import { kitIssueMessage, toFieldIssues } from '../../core/transport/call.js'
import type { EmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import { cancelTypedData } from './cancel.js'
import { sameMarketplace } from './orders.js'
import type { WithMarketplace } from './state.js'

/** The body of a signed cancellation: the step's `post.body` and the maker's `signature`. */
export const SignedCancelRequest = z.object({
  orderId: decimal,
  collectionAddress: address,
  marketplace: Marketplace,
  signature: hex,
})
export type SignedCancelRequest = z.infer<typeof SignedCancelRequest>

/**
 * Answers a signed cancellation with `{status: true}` once the order is
 * cancelled. `InvalidArgument`: a malformed body or signature, or a
 * marketplace that is not the order's (or a native one, cancelled on chain);
 * `NotFound`: no such order on `network`; `PermissionDenied`: the signer is not
 * the maker; `RequestConflict`: the order is not live.
 */
export async function handleSignedCancel(
  state: WithMarketplace,
  network: EmulatedNetwork,
  body: Record<string, unknown>,
  now: number,
): Promise<{ status: true }> {
  const checked = SignedCancelRequest.safeParse(body, { error: kitIssueMessage })
  if (!checked.success) {
    fail(
      'InvalidArgument',
      toFieldIssues(checked.error)
        .map((i) => `${i.path || '(body)'}: ${i.message}`)
        .join('; '),
    )
  }
  const { orderId, collectionAddress, marketplace, signature } = checked.data
  const market = state.marketplace
  const collection = market.collection(network, collectionAddress)
  if (!collection) fail('NotFound', `no collection ${collectionAddress} on ${network.name}`)
  const order = market.orderRecord(collectionAddress, orderId)
  if (!order) fail('NotFound', `no order ${orderId} in collection ${collectionAddress}`)
  if (!sameMarketplace(order.marketplace, marketplace)) {
    fail('InvalidArgument', `order ${orderId} is on ${order.marketplace}, not ${marketplace}`)
  }
  if (isSequenceMarket(marketplace)) {
    fail('InvalidArgument', `order ${orderId} is a native order: cancel it with a transaction`)
  }
  const typed = cancelTypedData({
    network,
    marketplace: order.marketplace,
    orderId,
    maker: order.maker,
    collection: collection.spec.address,
  })
  let signer: string
  try {
    signer = await recoverTypedDataAddress({ ...typed, signature: signature as Hex })
  } catch (e) {
    return fail('InvalidArgument', `signature: ${(e as Error).message.split('\n')[0]}`)
  }
  if (signer.toLowerCase() !== order.makerKey) {
    fail('PermissionDenied', `the signature is not the maker's (signed by ${signer})`)
  }
  market.cancelOrder(collectionAddress, orderId, now)
  return { status: true }
}
