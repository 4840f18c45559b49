/**
 * "Cancel everything on this collection" (issue 43): Sequence Market v2
 * ends every request an account made on a collection before now in one
 * transaction, `invalidateRequests(collection)`. Shown or not, every such
 * request ends; orders of other marketplaces (signed off chain) and of the
 * v1 market, which has no invalidation, are not touched.
 */
import type { Address } from 'viem'
import { checksummed } from '../core/schemas/address.js'
import { isPlatformError } from '../core/transport/errors.js'
import { type CancelableOrder, type CancelOrderOptions, cancelStepsOf } from './cancelOrder.js'
import { executeSteps, type StepOutcome } from './executeSteps.js'
import { invalidateCollectionStep, marketCancelOf } from './marketCancel.js'
import { WalletFlowError } from './walletFlow.js'

/**
 * Whether an order of `marketplace` ends when its maker invalidates its
 * collection: Sequence Market v2's (v1 has no invalidation).
 *
 * @example
 * ```ts
 * endsWithCollection('native_marketplace_v2') // true; 'native_marketplace_v1' and 'opensea': false
 * ```
 */
export const endsWithCollection = (marketplace: string | undefined): boolean =>
  marketplace === 'native_marketplace_v2' || marketplace === 'sequence_marketplace_v2'

export type InvalidateCollectionOptions = CancelOrderOptions

/** What an invalidation did: where, on which market, and which of the orders given it ended. */
export interface CollectionInvalidation {
  readonly chainId: number
  readonly collection: Address
  readonly market: Address
  /** The orders given that it ended: the Sequence Market v2 ones. */
  readonly orders: readonly CancelableOrder[]
  readonly outcomes: readonly StepOutcome[]
}

/**
 * Cancels every Sequence Market v2 order the connected account made on one
 * collection before now, in one transaction (`invalidateRequests(collection)`),
 * those of `orders` and any other. `orders` are the account's orders on that
 * collection, as read: the v2 ones tell the collection and chain, and the
 * marketplace's cancel of one of them (`GenerateCancelTransaction`, a
 * `cancelRequest`) tells the market — checked as `cancelOrder` checks (a
 * wallet, its account the maker, its chain) before the wallet is asked.
 * The transaction is run as a call first: one the market would refuse stops
 * in words, with no prompt. Orders of other marketplaces in `orders` are left
 * as they are.
 *
 * @example
 * ```ts
 * import { invalidateCollection } from 'platform-kit/wallet'
 *
 * const { orders } = await invalidateCollection(myOrdersOnRelics, { client, wagmiConfig })
 * console.log(`${orders.length} orders shown, and every other one there, are cancelled`)
 * ```
 */
export async function invalidateCollection(
  orders: readonly CancelableOrder[],
  options: InvalidateCollectionOptions,
): Promise<CollectionInvalidation> {
  const ends = orders.filter((order) => endsWithCollection(order.marketplace))
  const [first] = ends
  const collection = checksummed(first?.collectionContractAddress)
  if (!first || !collection || !first.chainId) {
    throw new WalletFlowError(
      'failed',
      'none of these orders is on Sequence Market v2, the market that cancels a collection at once',
    )
  }
  const elsewhere = ends.find(
    (o) => o.chainId !== first.chainId || checksummed(o.collectionContractAddress) !== collection,
  )
  if (elsewhere) throw new WalletFlowError('failed', 'the orders are on more than one collection')
  // The market is the one the marketplace's own cancel of such an order calls.
  let found: { readonly market: Address; readonly chainId: number } | undefined
  for (const order of ends) {
    try {
      const { steps, chainId } = await cancelStepsOf(order, options)
      const cancel = marketCancelOf(steps, order.orderId)
      if (cancel) {
        found = { market: cancel.market, chainId }
        break
      }
    } catch (error) {
      // An order gone meanwhile says nothing of the market: the next one may.
      if (!isPlatformError(error, 'RequestConflict') && !isPlatformError(error, 'NotFound')) {
        throw error
      }
    }
  }
  if (!found) {
    throw new WalletFlowError(
      'failed',
      "the marketplace's cancel of these orders is not Sequence Market's cancelRequest: the market to ask is not known",
    )
  }
  const outcomes = await executeSteps([invalidateCollectionStep(found.market, collection)], {
    wagmiConfig: options.wagmiConfig,
    chainId: found.chainId,
    client: options.client,
    marketplace: first.marketplace,
    onProgress: options.onProgress,
    signal: options.signal,
  })
  return { chainId: found.chainId, collection, market: found.market, orders: ends, outcomes }
}
