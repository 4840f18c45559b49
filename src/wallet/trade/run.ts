/**
 * Running a planned trade with the connected wallet (issue 45): the plan's
 * steps through `executeSteps` — each market call first run on the node, so
 * a refusal is in words before the wallet is asked — then the request made
 * or taken read from the market's own log in the receipt.
 */
import { type Hex, parseEventLogs, type TransactionReceipt } from 'viem'
import { getConnection, switchChain } from 'wagmi/actions'
import { MARKET_TRADE_ABI } from '../../core/market/tradeAbi.js'
import { sameAddress } from '../../core/schemas/address.js'
import { executeSteps } from '../executeSteps.js'
import { WalletFlowError } from '../walletFlow.js'
import { planListing, planOffer } from './makePlan.js'
import { planRelist, relistStopped } from './relist.js'
import { planAccept, planBuy } from './takePlan.js'
import type {
  RelistInput,
  RequestInput,
  TakeableOrder,
  TakeInput,
  TradeOptions,
  TradePlan,
  TradeResult,
} from './types.js'

/** The market's log of the trade in `receipt`: the request made, or what the one taken has left. */
function requestIn(
  plan: TradePlan,
  receipt: TransactionReceipt,
): Pick<TradeResult, 'requestId' | 'quantityRemaining'> | undefined {
  const logs = receipt.logs.filter((log) => sameAddress(log.address, plan.market))
  if (plan.kind === 'listing' || plan.kind === 'offer' || plan.kind === 'relist') {
    const [made] = parseEventLogs({ abi: MARKET_TRADE_ABI, logs, eventName: 'RequestCreated' })
    return made && { requestId: made.args.requestId }
  }
  const [taken] = parseEventLogs({ abi: MARKET_TRADE_ABI, logs, eventName: 'RequestAccepted' })
  return (
    taken && { requestId: taken.args.requestId, quantityRemaining: taken.args.quantityRemaining }
  )
}

/**
 * Runs a plan of `planListing`, `planOffer`, `planBuy`, `planAccept` or
 * `planRelist` with the connected wallet: the account must be the plan's
 * (`wrong-account`), the wallet is switched to its chain, and its steps run
 * in order, each transaction awaited to its receipt. A step's failure
 * rejects with its `StepError` (a refusal of the market in words as its
 * cause; `rejected` when the user declined) — but a relist stopped after its
 * cancel went through rejects with a `WalletFlowError` `failed` saying the
 * old listing is cancelled and the new one was not made.
 *
 * @example
 * ```ts
 * const plan = await planBuy(listing, {}, { client, wagmiConfig })
 * const { hash, quantityRemaining } = await runTrade(plan, { client, wagmiConfig, onProgress: (p) => console.log(p.index, p.status) })
 * ```
 */
export async function runTrade(plan: TradePlan, options: TradeOptions): Promise<TradeResult> {
  const { wagmiConfig: config, client } = options
  const { address, chainId } = getConnection(config)
  if (!address) throw new WalletFlowError('not-connected', 'connect a wallet first')
  if (!sameAddress(address, plan.account)) {
    throw new WalletFlowError(
      'wrong-account',
      `the trade was planned for ${plan.account}, and ${address} is connected`,
    )
  }
  if (chainId !== plan.chainId) await switchChain(config, { chainId: plan.chainId })
  const outcomes = await executeSteps(plan.steps, {
    wagmiConfig: config,
    chainId: plan.chainId,
    client,
    marketplace: 'sequence_marketplace_v2',
    currencies: client.currencies.filter((c) => c.chainId === plan.chainId),
    onProgress: options.onProgress,
    signal: options.signal,
  }).catch((error: unknown) => {
    throw relistStopped(plan, error)
  })
  const last = outcomes.at(-1)
  const found = last?.receipt && requestIn(plan, last.receipt)
  if (!last?.hash || !found) {
    throw new WalletFlowError('failed', 'the market did not log the trade in its transaction')
  }
  return { plan, outcomes, hash: last.hash as Hex, ...found }
}

/**
 * Lists a token of the connected account on Sequence Market: `planListing`,
 * then `runTrade`. Gives the new order's id (`requestId`).
 *
 * @example
 * ```ts
 * const { requestId } = await listCollectible({ network: 'polygon', collection, tokenId: '42', currency: usdc, pricePerToken: 5_000_000n, expiry: new Date(Date.now() + 7 * 86_400_000) }, { client, wagmiConfig })
 * ```
 */
export const listCollectible = async (input: RequestInput, options: TradeOptions) =>
  runTrade(await planListing(input, options), options)

/**
 * Makes an offer for a token on Sequence Market: `planOffer`, then `runTrade`.
 *
 * @example
 * ```ts
 * const { requestId } = await makeOffer({ network: 'polygon', collection, tokenId: '42', currency: weth, pricePerToken: 10n ** 16n, expiry: new Date(Date.now() + 86_400_000) }, { client, wagmiConfig })
 * ```
 */
export const makeOffer = async (input: RequestInput, options: TradeOptions) =>
  runTrade(await planOffer(input, options), options)

/**
 * Buys `quantity` (1 unless said) of a native listing: `planBuy`, then `runTrade`.
 *
 * @example
 * ```ts
 * const { quantityRemaining } = await buyListing(listing, { quantity: 2n }, { client, wagmiConfig })
 * ```
 */
export const buyListing = async (order: TakeableOrder, input: TakeInput, options: TradeOptions) =>
  runTrade(await planBuy(order, input, options), options)

/**
 * Accepts `quantity` (1 unless said) of a native offer: `planAccept`, then `runTrade`.
 *
 * @example
 * ```ts
 * await acceptOffer(offer, {}, { client, wagmiConfig })
 * ```
 */
export const acceptOffer = async (order: TakeableOrder, input: TakeInput, options: TradeOptions) =>
  runTrade(await planAccept(order, input, options), options)

/**
 * Gives a native listing of the connected account new terms ("Edit price"):
 * `planRelist` — its cancel, then the listing at the new price — then
 * `runTrade`. Gives the new order's id (`requestId`).
 *
 * @example
 * ```ts
 * const { requestId } = await relist(listing, { pricePerToken: 2n * 10n ** 16n }, { client, wagmiConfig })
 * ```
 */
export const relist = async (order: TakeableOrder, input: RelistInput, options: TradeOptions) =>
  runTrade(await planRelist(order, input, options), options)
