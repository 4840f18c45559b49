/**
 * One reading of a delivery for both of the receiver's outputs (issue 44):
 * for any delivery, hostile or not, the live feed's messages name exactly the
 * tokens the activity item lists (all of them, past the item's first 100),
 * and the same collection; a delivery the activity refuses for its values
 * names no token on the feed. Before, the two readers had their own
 * extractors, which disagreed on bounds.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { hostileDelivery } from '../../../test/support/activityArbitraries.js'
import { PROPERTY_TIMEOUT, runs } from '../../../test/support/fuzz.js'
import { activityFromWebhook, liveEventsFromWebhook } from '../index.js'
import { deliveryFacts } from './facts.js'

/** What a reader answers, or the error it throws (both throw a TypeError for the same bad options). */
const attempt = <T>(read: () => T): T | { thrown: string } => {
  try {
    return read()
  } catch (error) {
    return { thrown: (error as Error).constructor.name }
  }
}

test(
  'the feed names the tokens and the collection the activity item has; none for a refused one',
  () => {
    fc.assert(
      fc.property(hostileDelivery, (given) => {
        fc.pre(given !== undefined)
        const { delivery, options } = given!
        const item = attempt(() => activityFromWebhook(delivery, options))
        const live = attempt(() => liveEventsFromWebhook(delivery, options))
        if ('thrown' in (live as object) || (item && 'thrown' in item)) {
          // An address the feed cannot name is refused by the item too; bad options by both.
          expect(item === undefined || 'thrown' in item).toBe(true)
          return
        }
        const messages = live as ReturnType<typeof liveEventsFromWebhook>
        const named = messages.flatMap((m) => m.tokenIds)
        // Values that are not what their types say (a batch whose ids and values differ in length):
        // refused by the store, and no token named on the feed.
        if (deliveryFacts(delivery, options, 'test').tokens === undefined) {
          expect(item).toBeUndefined()
          expect(named).toEqual([])
        }
        if (item === undefined) return // a uid or address the store does not take; the feed may still tell
        if ('thrown' in item) return
        expect(named).toEqual(item.tokenIds)
        for (const m of messages) expect(m.collectionAddress).toBe(item.collectionAddress)
      }),
      runs(300),
    )
  },
  PROPERTY_TIMEOUT,
)
