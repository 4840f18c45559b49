/**
 * A market request as the activity store kept it: what a sale or a cancel,
 * which name only the request's id, is about (issue 43).
 */
import { checksummed } from '../../core/schemas/address.js'
import type { MarketRequestFacts } from '../facts/options.js'
import { marketRequestEvent } from '../webhooks/market.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'
import type { ActivityStore } from './store.js'

/**
 * The market request a delivery of `RequestAccepted` or `RequestCancelled`
 * names — which say only the request's id — as `store` kept its listing or
 * offer; `undefined` for another delivery, or a request the store does not
 * have. Pass it as `request` to `activityFromWebhook` and
 * `liveEventsFromWebhook`: the sale gets its price and tokens, the feed's
 * message its token.
 *
 * @example
 * ```ts
 * const request = await storedMarketRequest(activity, delivery, { chainId })
 * const item = activityFromWebhook(delivery, { chainId, request })
 * ```
 */
export async function storedMarketRequest(
  store: Pick<ActivityStore, 'request'>,
  delivery: ParsedWebhookEvent,
  options: { readonly chainId: number },
): Promise<MarketRequestFacts | undefined> {
  const market = marketRequestEvent(delivery.event.event.eventSig, delivery.argList)
  const contract = checksummed(delivery.event.contractAddress)
  if (!contract || (market?.kind !== 'accepted' && market?.kind !== 'cancelled')) return undefined
  return store.request(options.chainId, contract, String(market.requestId))
}
