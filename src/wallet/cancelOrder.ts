/**
 * Cancelling one order with the connected wallet, without React: the checks
 * a cancel needs (a wallet, the maker's account, the order's chain), the
 * marketplace's cancel steps, and running them.
 */
import type { Config } from 'wagmi'
import { getConnection, switchChain } from 'wagmi/actions'
import { generateCancelTransaction } from '../core/operations/generateCancelTransaction.js'
import { sameAddress } from '../core/schemas/address.js'
import type { Order } from '../core/schemas/order.js'
import type { Step } from '../core/schemas/step.js'
import type { BaseClient } from '../core/transport/client.js'
import { executeSteps, type StepOutcome, type StepProgress } from './executeSteps.js'
import { WalletFlowError } from './walletFlow.js'

/** The order to cancel, as the kit's reads return it. */
export type CancelableOrder = Pick<
  Order,
  'orderId' | 'chainId' | 'collectionContractAddress' | 'createdBy' | 'marketplace'
>

export interface CancelOrderOptions {
  /** The platform client: the marketplace service that hands out the cancel steps. */
  readonly client: BaseClient
  /** The wagmi configuration of the connected wallet. */
  readonly wagmiConfig: Config
  /** Called at every change of a step's status. */
  readonly onProgress?: (progress: StepProgress) => void
  readonly signal?: AbortSignal
}

/**
 * Cancels an order of the connected account: checks that a wallet is
 * connected and that its account made the order (`WalletFlowError`
 * `not-connected` / `wrong-account` otherwise), switches the wallet to the
 * order's chain, asks the marketplace for the cancel steps
 * (`GenerateCancelTransaction`) and runs them with `executeSteps` — a
 * transaction awaited to its receipt, or a signature posted back. A step's
 * failure rejects with its `StepError`; the server's with its `PlatformError`.
 *
 * @example
 * ```ts
 * import { cancelOrder } from 'platform-kit/wallet'
 *
 * await cancelOrder(order, { client, wagmiConfig, onProgress: (p) => console.log(p.index, p.status) })
 * ```
 */
export async function cancelOrder(
  order: CancelableOrder,
  options: CancelOrderOptions,
): Promise<StepOutcome[]> {
  const { steps, chainId } = await cancelStepsOf(order, options)
  return executeSteps(steps, {
    wagmiConfig: options.wagmiConfig,
    chainId,
    client: options.client,
    marketplace: order.marketplace,
    onProgress: options.onProgress,
    signal: options.signal,
  })
}

/**
 * What `cancelOrder` checks and asks before it runs anything: a wallet is
 * connected, its account made the order, the wallet is on the order's chain;
 * then the marketplace's cancel steps for it (`GenerateCancelTransaction`).
 */
export async function cancelStepsOf(
  order: CancelableOrder,
  options: Pick<CancelOrderOptions, 'client' | 'wagmiConfig' | 'signal'>,
): Promise<{ readonly steps: Step[]; readonly chainId: number }> {
  const { client, wagmiConfig: config, signal } = options
  const { address, chainId } = getConnection(config)
  if (!address) throw new WalletFlowError('not-connected', 'connect the wallet that made the order')
  const { chainId: orderChain, collectionContractAddress, marketplace, createdBy } = order
  if (!orderChain || !collectionContractAddress || !marketplace || !createdBy) {
    throw new WalletFlowError(
      'failed',
      'the order does not say its chain, collection, marketplace and maker, which a cancel needs',
    )
  }
  if (!sameAddress(address, createdBy)) {
    throw new WalletFlowError(
      'wrong-account',
      `the order was made by ${createdBy}, and ${address} is connected`,
    )
  }
  if (chainId !== orderChain) await switchChain(config, { chainId: orderChain })
  // The order's own marketplace name goes back as the server sent it (decisions.md §3).
  const { steps } = await generateCancelTransaction(
    client,
    {
      network: orderChain,
      collectionAddress: collectionContractAddress,
      maker: address,
      marketplace,
      orderId: order.orderId,
    },
    { signal },
  )
  return { steps, chainId: orderChain }
}
