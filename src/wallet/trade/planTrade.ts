/** One entry to the five plans, for a UI that offers whichever trade the order allows. */
import { planListing, planOffer } from './makePlan.js'
import { planRelist } from './relist.js'
import { planAccept, planBuy } from './takePlan.js'
import type { TradeOptions, TradePlan, TradeRequest } from './types.js'

/**
 * Plans the trade `request` names: `planListing`, `planOffer`, `planBuy`,
 * `planAccept` or `planRelist`.
 *
 * @example
 * ```ts
 * const plan = await planTrade({ kind: 'buy', order: listing, quantity: 1n }, { client, wagmiConfig })
 * ```
 */
export function planTrade(request: TradeRequest, options: TradeOptions): Promise<TradePlan> {
  switch (request.kind) {
    case 'listing':
      return planListing(request.input, options)
    case 'offer':
      return planOffer(request.input, options)
    case 'buy':
      return planBuy(request.order, { quantity: request.quantity }, options)
    case 'accept':
      return planAccept(request.order, { quantity: request.quantity }, options)
    case 'relist':
      return planRelist(request.order, request.input, options)
  }
}
