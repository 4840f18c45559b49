/**
 * Editing one's own listing (issue 45), as marketplaces offer "Edit price":
 * Sequence Market cannot change a request in place, so the listing is
 * cancelled and listed again. The plan is the listing plan of the new terms
 * (every check before the wallet: the price, the expiry, the token held, an
 * approval only when missing) with the market's cancel of the old request
 * first; run, it is one run of those steps, and a stop after the cancel says
 * that the old listing is gone and the new one was not made.
 */
import { zeroAddress } from 'viem'
import { sameAddress } from '../../core/schemas/address.js'
import { StepError } from '../executeSteps.js'
import { cancelRequestStep } from '../marketCancel.js'
import { WalletFlowError } from '../walletFlow.js'
import { tradeContext } from './context.js'
import { planListing } from './makePlan.js'
import { requestOf } from './reads.js'
import { requestIdOf } from './takePlan.js'
import type { RelistInput, TakeableOrder, TradeOptions, TradePlan } from './types.js'
import { refuse } from './words.js'

/**
 * Checks giving the connected account's native listing new terms and lays
 * out what the wallet will be asked: the market's `cancelRequest` of the
 * listing, then the listing plan's steps at the new price (the collection's
 * approval only when missing, then `createRequest`). The currency, quantity
 * and end are the listing's own unless `input` gives them. Refused before
 * the wallet when the listing is gone, not a listing, not the account's,
 * the terms are unchanged, or the new ones would be refused as a listing
 * (a price of 0, an end passed, a token no longer held).
 *
 * @example
 * ```ts
 * const plan = await planRelist(listing, { pricePerToken: 2n * 10n ** 16n }, { client, wagmiConfig })
 * plan.steps.map((s) => s.id) // ['cancel', 'createListing']
 * ```
 */
export async function planRelist(
  order: TakeableOrder,
  input: RelistInput,
  options: TradeOptions,
): Promise<TradePlan> {
  const requestId = requestIdOf(order)
  const c = tradeContext(order.chainId, options)
  const { request } = await requestOf(c, c.market, requestId, 1n)
  if (request.creator === zeroAddress) {
    throw refuse(`listing ${requestId} no longer exists: it was filled or cancelled`)
  }
  if (!request.isListing) throw refuse(`order ${requestId} is not a listing`)
  if (!sameAddress(request.creator, c.account)) {
    throw refuse('this listing is not yours: only its maker can change it')
  }
  const terms = {
    currency: input.currency ?? request.currency,
    quantity: input.quantity ?? request.quantity,
    expiry: input.expiry ?? Number(request.expiry),
  }
  const same =
    input.pricePerToken === request.pricePerToken &&
    sameAddress(terms.currency, request.currency) &&
    terms.quantity === request.quantity &&
    input.expiry === undefined
  if (same) throw refuse('the listing already has this price')
  const listing = await planListing(
    {
      network: c.chainId,
      collection: request.tokenContract,
      tokenId: request.tokenId,
      pricePerToken: input.pricePerToken,
      ...terms,
    },
    options,
  )
  return {
    ...listing,
    kind: 'relist',
    requestId,
    replaced: { pricePerToken: request.pricePerToken, currency: request.currency },
    steps: [cancelRequestStep(c.market, requestId), ...listing.steps],
  }
}

/**
 * What a run of `plan` stopped with, for its caller: a relist stopped after
 * its cancel went through is a `WalletFlowError` `failed` that says the old
 * listing is cancelled and the new one was not made (the step's error as its
 * cause); anything else as it is.
 */
export function relistStopped(plan: TradePlan, error: unknown): unknown {
  if (plan.kind !== 'relist' || !(error instanceof StepError) || error.index === 0) return error
  const why = error.message.replace(/^step \d+ \([^)]*\): /, '')
  return new WalletFlowError(
    'failed',
    `listing ${plan.requestId} is cancelled, and the new one was not made: ${why}`,
    error,
  )
}
