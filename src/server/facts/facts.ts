/**
 * One reading of a webhook delivery for both of the receiver's outputs (issue
 * 44): the live feed's messages and the activity store's items map from the
 * facts this answers — kind, from, to, tokens (each a uint256, or the event
 * refused), the collection and the market request — so that they never
 * disagree on what an event names.
 */

import type { ActivityToken } from '../../core/schemas/activity.js'
import { checksummed } from '../../core/schemas/address.js'
import { marketRequestEvent } from '../webhooks/market.js'
import type { ParsedWebhookEvent } from '../webhooks/parse.js'
import { marketFacts, requestFacts } from './market.js'
import type { LiveEventFromWebhookOptions } from './options.js'
import { otherFacts, tableFacts, tableRow } from './table.js'
import { type Facts, optionTokens } from './tokens.js'

/** A delivery's facts with the receiver's options applied. */
export interface DeliveryFacts extends Facts {
  /** The collection: the receiver's `collection`, else what a market event names. */
  readonly collection?: string
  /** The event's tokens, or the receiver's `collection.tokenIds` in their place (undefined: the event refused). */
  readonly tokens: ActivityToken[] | undefined
}

/**
 * What `delivery` says, read once: the §6 table's events by position, the
 * market's request events with `options.request`, any other by its
 * arguments' names; then `options.collection`. A `TypeError` naming `caller`
 * for an invalid `chainId` or `collection`.
 */
export function deliveryFacts(
  delivery: ParsedWebhookEvent,
  options: LiveEventFromWebhookOptions,
  caller: string,
): DeliveryFacts {
  const { chainId } = options
  if (!Number.isSafeInteger(chainId) || chainId < 1) {
    throw new TypeError(`${caller}: chainId must be a positive integer`)
  }
  let collection: string | undefined
  if (options.collection !== undefined) {
    collection = checksummed(options.collection.address)
    if (collection === undefined) {
      throw new TypeError(
        `${caller}: collection ${JSON.stringify(options.collection.address)} is not an address`,
      )
    }
  }
  const { eventSig } = delivery.event.event
  const row = tableRow(eventSig)
  const market = row ? undefined : marketRequestEvent(eventSig, delivery.argList)
  const facts = row
    ? tableFacts(row, delivery.argList)
    : market
      ? marketFacts(market, requestFacts(options.request))
      : otherFacts(delivery.args)
  const tokenIds = options.collection?.tokenIds
  return {
    ...facts,
    collection: collection ?? facts.collection,
    tokens:
      facts.tokens === undefined || tokenIds === undefined
        ? facts.tokens
        : optionTokens(tokenIds, caller),
  }
}
