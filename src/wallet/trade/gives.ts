/**
 * What the account gives in a trade, checked and approved: a token (a
 * listing, an accepted offer) or a currency (an offer, a buy). One place for
 * both plans, so that a listing and an accept refuse in the same words.
 */
import { type Address, zeroAddress } from 'viem'
import { tokenLabel } from '../../core/market/errorWords.js'
import type { Step } from '../../core/schemas/step.js'
import type { TradeContext } from './context.js'
import { funds, heldBy, marketApproved } from './reads.js'
import { approveCurrencyStep, approveTokensStep } from './steps.js'
import type { TradeOptions } from './types.js'
import { currencyWords, refuse } from './words.js'

/** The account holds `quantity` of the token; the collection's approval to the market when it is missing. */
export async function tokenSteps(
  c: TradeContext,
  token: { collection: Address; tokenId: bigint; isERC1155: boolean },
  quantity: bigint,
): Promise<Step[]> {
  const held = await heldBy(c, token, c.account)
  if (held < quantity) {
    throw refuse(
      token.isERC1155
        ? `you hold ${held} of token ${tokenLabel(token.tokenId)}, fewer than ${quantity}`
        : `you do not own token ${tokenLabel(token.tokenId)}`,
    )
  }
  const approved = await marketApproved(c, token.collection, c.account, c.market)
  return approved ? [] : [approveTokensStep(token.collection, c.market)]
}

/**
 * The account has `total` of `currency`; the allowance to the market raised
 * by `total` when short (so that its other offers keep what they had). The
 * network's own currency is paid with the transaction: no allowance.
 */
export async function currencySteps(
  c: TradeContext,
  currency: Address,
  total: bigint,
  options: TradeOptions,
): Promise<Step[]> {
  const words = currencyWords(options.client, c.chainId, currency)
  const { balance, allowance } = await funds(c, currency, c.account, c.market)
  if (balance < total) {
    throw refuse(
      `your ${words.symbol} balance is ${words.amount(balance)}; ${words.amount(total)} is needed`,
    )
  }
  if (currency === zeroAddress || allowance >= total) return []
  return [approveCurrencyStep(currency, c.market, allowance + total)]
}
