/** The grid's cards as `useLiveMarks` watches them: one item per collectible, keyed by token id. */
import type { Collectible } from '../../../core/schemas/collectible.js'
import type { LiveItem } from '../../shared/useLiveMarks.js'

/**
 * What a card shows that a live update can change: its name and image, and
 * its best order, price and quantity. Not the US dollar value, which moves
 * with exchange rates on every refetch.
 */
const version = ({ metadata: m, order: o }: Collectible) =>
  `${m.name} ${m.image} ${o?.orderId} ${o?.priceAmount} ${o?.quantityAvailable}`

/** The collectibles as live items of the kind `collectibles`. */
export const collectibleLiveItems = (
  collectibles: readonly Collectible[],
): LiveItem<'collectibles'>[] =>
  collectibles.map((c) => ({ key: c.metadata.tokenId, version: version(c), kind: 'collectibles' }))
