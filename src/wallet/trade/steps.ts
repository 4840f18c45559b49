/** The transactions a trade asks the wallet for: an approval when one is short, and the market's call. */
import { type Address, encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import { MARKET_TRADE_ABI } from '../../core/market/tradeAbi.js'
import type { Step } from '../../core/schemas/step.js'

/** Lets the market move every token of `collection` the account holds (one approval for all its listings). */
export const approveTokensStep = (collection: Address, market: Address): Step => ({
  id: 'tokenApproval',
  to: collection,
  data: encodeFunctionData({
    abi: erc721Abi,
    functionName: 'setApprovalForAll',
    args: [market, true],
  }),
  value: '0',
})

/** Lets the market take `amount` of `currency` (set, not added: the caller passes what it needs in all). */
export const approveCurrencyStep = (currency: Address, market: Address, amount: bigint): Step => ({
  id: 'tokenApproval',
  to: currency,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [market, amount] }),
  value: '0',
})

/** The market's `createRequest`: a listing (`createListing`) or an offer (`createOffer`). */
export function createRequestStep(
  market: Address,
  request: {
    readonly isListing: boolean
    readonly isERC1155: boolean
    readonly tokenContract: Address
    readonly tokenId: bigint
    readonly quantity: bigint
    readonly expiry: bigint
    readonly currency: Address
    readonly pricePerToken: bigint
  },
): Step {
  return {
    id: request.isListing ? 'createListing' : 'createOffer',
    to: market,
    data: encodeFunctionData({
      abi: MARKET_TRADE_ABI,
      functionName: 'createRequest',
      args: [request],
    }),
    value: '0',
  }
}

/** The market's `acceptRequest`: buying a listing (`buy`, paid by `value` in the network's currency) or accepting an offer (`sell`). */
export function acceptRequestStep(
  market: Address,
  take: {
    readonly isListing: boolean
    readonly requestId: bigint
    readonly quantity: bigint
    readonly recipient: Address
    readonly fees: readonly { readonly recipient: Address; readonly amount: bigint }[]
    readonly value: bigint
  },
): Step {
  return {
    id: take.isListing ? 'buy' : 'sell',
    to: market,
    data: encodeFunctionData({
      abi: MARKET_TRADE_ABI,
      functionName: 'acceptRequest',
      args: [
        take.requestId,
        take.quantity,
        take.recipient,
        take.fees.map((f) => f.amount),
        take.fees.map((f) => f.recipient),
      ],
    }),
    value: take.value.toString(),
  }
}
