/**
 * Sequence Market's cancels many at once (issue 43): the native orders a
 * bulk cancel takes are requests of a market, and the market cancels any
 * number of a maker's requests in one transaction (`cancelRequestBatch`), or
 * every request of the maker on a collection (`invalidateRequests`). The kit
 * batches only what the server's own steps say: a single `cancelRequest` of
 * the order's request on a market.
 */
import { type Address, encodeFunctionData } from 'viem'
import { MARKET_CANCEL_ABI } from '../core/market/cancelAbi.js'
import { checksummed } from '../core/schemas/address.js'
import type { Step } from '../core/schemas/step.js'

/** A market's cancel of one request, as a server's steps for an order give it. */
export interface MarketCancel {
  /** The market the step calls. */
  readonly market: Address
  readonly requestId: bigint
}

/**
 * The market cancel `steps` are, or `undefined`: one `cancel` transaction,
 * without value, whose data is the market's `cancelRequest` of `orderId`.
 * Anything else — another function, another id, a signature — is run as it
 * is, never batched.
 *
 * @example
 * ```ts
 * marketCancelOf(steps, order.orderId) // { market: '0x…', requestId: 42n }
 * ```
 */
export function marketCancelOf(steps: readonly Step[], orderId: string): MarketCancel | undefined {
  const [step] = steps
  if (steps.length !== 1 || step?.id !== 'cancel' || typeof step.data !== 'string') return undefined
  if (step.value !== undefined && step.value !== '' && step.value !== '0') return undefined
  const market = checksummed(step.to)
  if (!market || !/^\d{1,78}$/.test(orderId)) return undefined
  const requestId = BigInt(orderId)
  // The very call the kit would make, byte for byte: nothing else is taken for one.
  const expected = cancelRequestStep(market, requestId).data
  return step.data.toLowerCase() === expected ? { market, requestId } : undefined
}

/**
 * The one step that cancels `requestId` on `market`: `cancelRequest`, as the
 * marketplace's own cancel steps give it for a native order.
 *
 * @example
 * ```ts
 * await executeSteps([cancelRequestStep(market, 42n)], { wagmiConfig, chainId })
 * ```
 */
export const cancelRequestStep = (market: Address, requestId: bigint): Step => ({
  id: 'cancel',
  to: market,
  data: encodeFunctionData({
    abi: MARKET_CANCEL_ABI,
    functionName: 'cancelRequest',
    args: [requestId],
  }),
  value: '0',
})

/**
 * The one step that cancels `requestIds` on `market`: `cancelRequestBatch`.
 *
 * @example
 * ```ts
 * await executeSteps([batchCancelStep(market, [41n, 42n])], { wagmiConfig, chainId })
 * ```
 */
export const batchCancelStep = (market: Address, requestIds: readonly bigint[]): Step => ({
  id: 'cancel',
  to: market,
  data: encodeFunctionData({
    abi: MARKET_CANCEL_ABI,
    functionName: 'cancelRequestBatch',
    args: [[...requestIds]],
  }),
  value: '0',
})

/**
 * The one step that ends every request the connected account made on
 * `collection` at `market`, shown or not: `invalidateRequests(collection)`.
 * A request made after it is not touched.
 *
 * @example
 * ```ts
 * await executeSteps([invalidateCollectionStep(market, collection)], { wagmiConfig, chainId })
 * ```
 */
export const invalidateCollectionStep = (market: Address, collection: Address): Step => ({
  id: 'cancel',
  to: market,
  data: encodeFunctionData({
    abi: MARKET_CANCEL_ABI,
    functionName: 'invalidateRequests',
    args: [collection],
  }),
  value: '0',
})
