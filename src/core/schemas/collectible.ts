import { Order } from './order.js'
import { type Infer, model, opt } from './read.js'
import { TokenMetadata } from './tokenMetadata.js'

/**
 * A token with its best orders (interface §2.2): `order` is the best order on
 * the side asked for, `listing` and `offer` the best of each side. Each is
 * absent (or `null` on the wire) when the token has no live order of that kind.
 */
export const Collectible = model({
  metadata: TokenMetadata,
  order: opt(Order),
  listing: opt(Order),
  offer: opt(Order),
})
export type Collectible = Infer<typeof Collectible>
