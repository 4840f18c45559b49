/**
 * Planning a buy or an accept (issue 45): the order read from the market
 * itself — it exists, is a listing (buy) or an offer (accept), is not the
 * account's own, has not expired, has the quantity left, and its maker can
 * still give what it promises — then what the account gives: the price
 * (buy) or the token (accept), with an approval only when short; then
 * `acceptRequest`.
 */
import { zeroAddress } from 'viem'
import { sameAddress } from '../../core/schemas/address.js'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import { WalletFlowError } from '../walletFlow.js'
import { feesOf, type TradeContext, tradeContext } from './context.js'
import { currencySteps, tokenSteps } from './gives.js'
import { chainTime, requestOf, royaltyOf } from './reads.js'
import { acceptRequestStep } from './steps.js'
import type { TakeableOrder, TakeInput, TradeOptions, TradePlan } from './types.js'
import { refuse } from './words.js'

type MarketRequest = Awaited<ReturnType<typeof requestOf>>['request']

/** The order's request id, when it is one of Sequence Market's orders. */
export function requestIdOf(order: TakeableOrder): bigint {
  if (!isSequenceMarket(order.marketplace)) {
    throw new WalletFlowError(
      'unavailable',
      `this order is on ${String(order.marketplace ?? 'another marketplace').slice(0, 40)}: take it there`,
    )
  }
  if (!/^\d{1,78}$/.test(order.orderId))
    throw refuse('the order id is not a request id of the market')
  return BigInt(order.orderId)
}

/** Why `quantity` of the request cannot be taken, checked in the order a user would ask. */
async function checkRequest(
  c: TradeContext,
  id: bigint,
  listing: boolean,
  quantity: bigint,
): Promise<MarketRequest> {
  const { valid, request } = await requestOf(c, c.market, id, quantity)
  const what = listing ? 'listing' : 'offer'
  if (request.creator === zeroAddress)
    throw refuse(`order ${id} no longer exists: it was filled or cancelled`)
  if (request.isListing !== listing) throw refuse(`order ${id} is not a ${what}`)
  if (sameAddress(request.creator, c.account)) {
    throw refuse(`this ${what} is your own: cancel it instead`)
  }
  if (request.expiry <= (await chainTime(c))) throw refuse('the order has expired')
  if (quantity < 1n) throw refuse('the quantity must be at least 1')
  if (quantity > request.quantity) throw refuse(`only ${request.quantity} are left in this order`)
  if (!valid) {
    throw refuse(
      listing
        ? "the listing's maker no longer holds the token, or took back the market's approval"
        : "the offer's maker no longer has the currency, or took back the market's allowance",
    )
  }
  return request
}

/** Plans taking `quantity` of a listing (`listing`) or an offer. */
async function planTake(
  listing: boolean,
  order: TakeableOrder,
  input: TakeInput,
  options: TradeOptions,
): Promise<TradePlan> {
  const requestId = requestIdOf(order)
  const c = tradeContext(order.chainId, options)
  const quantity = input.quantity ?? 1n
  const request = await checkRequest(c, requestId, listing, quantity)
  const total = request.pricePerToken * quantity
  const { fees, sum } = feesOf(options.fees)
  const token = { collection: request.tokenContract, tokenId: request.tokenId }
  const royalty = await royaltyOf(c, c.market, token, total)
  if (royalty.amount + sum > total) throw refuse('the fees and the royalty are more than the price')
  const gives = listing
    ? await currencySteps(c, request.currency, total, options)
    : await tokenSteps(
        c,
        {
          collection: request.tokenContract,
          tokenId: request.tokenId,
          isERC1155: request.isERC1155,
        },
        quantity,
      )
  const value = listing && request.currency === zeroAddress ? total : 0n
  const take = { isListing: listing, requestId, quantity, recipient: c.account, fees, value }
  return {
    kind: listing ? 'buy' : 'accept',
    chainId: c.chainId,
    market: c.market,
    account: c.account,
    ...token,
    isERC1155: request.isERC1155,
    currency: request.currency,
    quantity,
    pricePerToken: request.pricePerToken,
    total,
    royalty,
    fees,
    proceeds: total - royalty.amount - sum,
    requestId,
    expiry: request.expiry,
    steps: [...gives, acceptRequestStep(c.market, take)],
  }
}

/**
 * Checks buying `quantity` of a native listing — read from the market, not
 * from the indexer — and lays out what the wallet will be asked: allowing
 * the currency when short (none for the network's own, paid with the
 * transaction), then `acceptRequest`. Refused before the wallet when the
 * listing is gone, expired, the account's own, has fewer left, its maker no
 * longer holds the token, or the balance is short; `unavailable` for an
 * order of another marketplace.
 *
 * @example
 * ```ts
 * const plan = await planBuy(listing, { quantity: 2n }, { client, wagmiConfig })
 * plan.total // what the wallet pays, in the currency's base units
 * ```
 */
export const planBuy = (order: TakeableOrder, input: TakeInput, options: TradeOptions) =>
  planTake(true, order, input, options)

/**
 * Checks accepting `quantity` of a native offer and lays out what the wallet
 * will be asked: approving the collection to the market when it is not yet,
 * then `acceptRequest`. Refused before the wallet when the offer is gone,
 * expired, the account's own, its maker no longer has the currency, or the
 * account does not hold the token.
 *
 * @example
 * ```ts
 * const plan = await planAccept(offer, {}, { client, wagmiConfig })
 * plan.proceeds // what the account receives, after the royalty and the fees
 * ```
 */
export const planAccept = (order: TakeableOrder, input: TakeInput, options: TradeOptions) =>
  planTake(false, order, input, options)
