/**
 * `platform-kit/wallet`: running the steps the interface hands out
 * (GenerateCancelTransaction's, and any list of the same shape) with a wagmi
 * wallet, without React. Its peers are `viem` and `wagmi`; the core entry
 * (`platform-kit`) needs neither wagmi nor React.
 *
 * @example
 * ```ts
 * import { executeSteps } from 'platform-kit/wallet'
 *
 * const { steps } = await client.marketplace.generateCancelTransaction({ network: 'polygon', marketplace, maker, orderId })
 * await executeSteps(steps, { wagmiConfig, chainId: 137, onProgress: (p) => console.log(p.index, p.status) })
 * ```
 */

// Sequence Market, whose requests are the native orders: its ABI, deployments and refusals (issue 43)
export { SEQUENCE_MARKET_ABI } from '../core/market/abi.js'
export { SEQUENCE_MARKET_V2_ADDRESS, sequenceMarketOf } from '../core/market/deployments.js'
export {
  type MarketCurrency,
  type MarketErrorName,
  type MarketErrorOptions,
  marketError,
} from '../core/market/errors.js'
export {
  type BulkCancel,
  type BulkCancelItem,
  type BulkCancelOptions,
  type BulkCancelState,
  type BulkCancelStatus,
  createBulkCancel,
  orderKey,
} from './bulkCancel.js'
export { type CancelableOrder, type CancelOrderOptions, cancelOrder } from './cancelOrder.js'
export {
  type ExecuteStepsOptions,
  executeSteps,
  isUserRejection,
  StepError,
  type StepErrorReason,
  type StepOutcome,
  type StepProgress,
  type StepStatus,
} from './executeSteps.js'
export {
  type CollectionInvalidation,
  endsWithCollection,
  type InvalidateCollectionOptions,
  invalidateCollection,
} from './invalidateCollection.js'
export { invalidateCollectionStep } from './marketCancel.js'
export { marketRefusal } from './marketCheck.js'
export { planListing, planOffer } from './trade/makePlan.js'
export { planTrade } from './trade/planTrade.js'
export { planRelist } from './trade/relist.js'
export {
  acceptOffer,
  buyListing,
  listCollectible,
  makeOffer,
  relist,
  runTrade,
} from './trade/run.js'
export { planAccept, planBuy } from './trade/takePlan.js'
export type {
  RelistInput,
  RequestInput,
  TakeableOrder,
  TakeInput,
  TradeFee,
  TradeKind,
  TradeOptions,
  TradePlan,
  TradeRequest,
  TradeResult,
} from './trade/types.js'
export { WalletFlowError, type WalletFlowReason, walletFlowReason } from './walletFlow.js'
