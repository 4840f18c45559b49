/**
 * Planning a listing or an offer (issue 45): every check the chain allows
 * before the wallet is asked — the token's kind, the quantity, the price,
 * the expiry, who holds the token (a listing) or the currency (an offer) —
 * and the steps: an approval only when the market may not yet move what the
 * request gives, then `createRequest`.
 */
import { type Address, zeroAddress } from 'viem'
import { addressOf, type TradeContext, tokenIdOf, tradeContext } from './context.js'
import { currencySteps, tokenSteps } from './gives.js'
import { chainTime, isERC1155, royaltyOf } from './reads.js'
import { createRequestStep } from './steps.js'
import type { RequestInput, TradeOptions, TradePlan } from './types.js'
import { currencyWords, refuse } from './words.js'

/** The request's numbers checked: quantity, price and expiry, against the token's kind and the chain's time. */
async function checkedTerms(c: TradeContext, input: RequestInput, erc1155: boolean) {
  const quantity = input.quantity ?? 1n
  if (quantity < 1n) throw refuse('the quantity must be at least 1')
  if (!erc1155 && quantity !== 1n) throw refuse('the quantity must be 1 for an ERC-721 token')
  if (input.pricePerToken <= 0n) throw refuse('the price must be more than zero')
  const total = input.pricePerToken * quantity
  if (total >= 2n ** 256n) throw refuse('the price is too large once multiplied by the quantity')
  const expiry = BigInt(
    input.expiry instanceof Date
      ? Math.floor(input.expiry.getTime() / 1000)
      : Math.floor(input.expiry),
  )
  if (expiry >= 2n ** 96n) throw refuse('the expiry is too far in the future')
  if (expiry <= (await chainTime(c))) throw refuse('the expiry must be in the future')
  return { quantity, total, expiry }
}

/** An offer's currency: an ERC-20 (the market takes it when the offer is accepted), the balance there. */
function offerSteps(c: TradeContext, currency: Address, total: bigint, options: TradeOptions) {
  if (currency === zeroAddress) {
    const { symbol } = currencyWords(options.client, c.chainId, currency)
    throw refuse(`an offer is paid in an ERC-20 currency, not in ${symbol}`)
  }
  return currencySteps(c, currency, total, options)
}

/** Plans a listing (`isListing`) or an offer of `input`. */
async function planRequest(
  isListing: boolean,
  input: RequestInput,
  options: TradeOptions,
): Promise<TradePlan> {
  const c = tradeContext(input.network, options)
  const collection = addressOf(input.collection, 'collection')
  const currency = addressOf(input.currency, 'currency')
  const tokenId = tokenIdOf(input.tokenId)
  const erc1155 = await isERC1155(c, collection)
  const { quantity, total, expiry } = await checkedTerms(c, input, erc1155)
  const token = { collection, tokenId, isERC1155: erc1155 }
  const approvals = isListing
    ? await tokenSteps(c, token, quantity)
    : await offerSteps(c, currency, total, options)
  const royalty = await royaltyOf(c, c.market, token, total)
  const request = {
    isListing,
    isERC1155: erc1155,
    tokenContract: collection,
    tokenId,
    quantity,
    expiry,
    currency,
    pricePerToken: input.pricePerToken,
  }
  return {
    kind: isListing ? 'listing' : 'offer',
    chainId: c.chainId,
    market: c.market,
    account: c.account,
    collection,
    tokenId,
    isERC1155: erc1155,
    currency,
    quantity,
    pricePerToken: input.pricePerToken,
    total,
    royalty,
    fees: [],
    proceeds: total - royalty.amount,
    expiry,
    steps: [...approvals, createRequestStep(c.market, request)],
  }
}

/**
 * Checks a listing of the connected account's token and lays out what the
 * wallet will be asked: approving the collection to the market when it is
 * not yet, then `createRequest`. Refused before the wallet (a
 * `WalletFlowError` `refused`, in words) when the account does not hold the
 * token, the quantity, price or expiry is not valid; `unavailable` where the
 * network has no Sequence Market. Nothing is sent.
 *
 * @example
 * ```ts
 * const plan = await planListing({ network: 'polygon', collection, tokenId: '42', currency: usdc, pricePerToken: 5_000_000n, expiry: new Date(Date.now() + 7 * 86_400_000) }, { client, wagmiConfig })
 * plan.steps.length // 1, or 2 with the approval
 * ```
 */
export const planListing = (input: RequestInput, options: TradeOptions): Promise<TradePlan> =>
  planRequest(true, input, options)

/**
 * Checks an offer for a token and lays out what the wallet will be asked:
 * allowing the currency to the market when the allowance is short, then
 * `createRequest`. Refused before the wallet when the currency is the
 * network's own (offers are paid in an ERC-20) or the balance is short.
 *
 * @example
 * ```ts
 * const plan = await planOffer({ network: 'polygon', collection, tokenId: '42', currency: weth, pricePerToken: 10n ** 16n, expiry: new Date(Date.now() + 86_400_000) }, { client, wagmiConfig })
 * ```
 */
export const planOffer = (input: RequestInput, options: TradeOptions): Promise<TradePlan> =>
  planRequest(false, input, options)
