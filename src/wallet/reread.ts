/**
 * An order read again before it is cancelled, so that one gone meanwhile —
 * cancelled in another tab, on another device, on the chain, filled or
 * expired — is skipped, never cancelled twice.
 */
import { getOrders } from '../core/operations/getOrders.js'
import type { BaseClient } from '../core/transport/client.js'
import { isPlatformError } from '../core/transport/errors.js'
import type { CancelableOrder } from './cancelOrder.js'
import { isUserRejection } from './executeSteps.js'
import { marketRefusal } from './marketCheck.js'
import { WalletFlowError } from './walletFlow.js'

/** The statuses of an order that can never come back to life. */
const GONE: ReadonlySet<string> = new Set(['cancelled', 'filled', 'expired'])

/** An error in words: the server's message, an error's, or the value's. */
export const messageOf = (error: unknown): string =>
  isPlatformError(error) ? error.msg : error instanceof Error ? error.message : String(error)

/** What reading an order again found: it is still there (as read), gone, or the read failed. */
export type Reread =
  | { readonly live: CancelableOrder }
  | { readonly status: 'skipped' | 'failed'; readonly message: string; readonly error?: unknown }

/**
 * `order` as the server has it now (`GetOrders`): `live`, or `skipped` with
 * why (no longer there, or cancelled, filled or expired), or `failed` with
 * the server's reason. An order inactive for now (its maker's balance or
 * approval) can come back: it is live, and the cancel decides.
 */
export async function reread(order: CancelableOrder, client: BaseClient): Promise<Reread> {
  const { chainId, collectionContractAddress } = order
  if (!chainId || !collectionContractAddress) {
    return { status: 'failed', message: 'the order does not say its chain and collection' }
  }
  try {
    const { orders } = await getOrders(client, {
      network: chainId,
      input: [
        {
          contractAddress: collectionContractAddress,
          orderId: order.orderId,
          marketplace: order.marketplace,
        },
      ],
    })
    const found = orders.find((o) => o.orderId === order.orderId)
    if (!found) return { status: 'skipped', message: 'the order no longer exists' }
    if (found.status && GONE.has(found.status)) {
      return { status: 'skipped', message: `the order is already ${found.status}` }
    }
    return { live: { ...order, ...found } }
  } catch (error) {
    return { status: 'failed', message: messageOf(error), error }
  }
}

/** How an order's cancel ended when it threw, for the run's state. */
export interface FailedOutcome {
  readonly status: 'skipped' | 'rejected' | 'failed'
  readonly message: string
  readonly error: unknown
}

/**
 * The outcome of a cancel that threw: skipped when the order was gone by
 * then (someone else was faster: the server's `RequestConflict` or
 * `NotFound`, or the market's `InvalidRequestId` or `Invalidated`),
 * rejected when the wallet was declined, else failed with the reason in
 * words (the market's own, when it refused).
 */
export function failedOutcome(error: unknown): FailedOutcome {
  if (isPlatformError(error, 'RequestConflict') || isPlatformError(error, 'NotFound')) {
    return { status: 'skipped', message: messageOf(error), error }
  }
  // The market's refusal in its words; an order it no longer has was cancelled or filled meanwhile.
  const refused = marketRefusal(error)
  if (refused) {
    const gone = refused.error === 'InvalidRequestId' || refused.error === 'Invalidated'
    return { status: gone ? 'skipped' : 'failed', message: refused.msg, error }
  }
  if (isUserRejection(error) || (error instanceof WalletFlowError && error.reason === 'rejected')) {
    return { status: 'rejected', message: 'declined in the wallet', error }
  }
  return { status: 'failed', message: messageOf(error), error }
}
