import type * as z from 'zod/mini'
import { Order } from './order.js'
import { model, optional } from './primitives.js'
import { TokenMetadata } from './tokenMetadata.js'

/**
 * A token with its best orders (interface §2.2): `order` is the best order on
 * the side asked for, `listing` and `offer` the best of each side. Each is
 * absent when the token has no live order of that kind.
 */
export const Collectible = model({
  metadata: TokenMetadata,
  order: optional(Order),
  listing: optional(Order),
  offer: optional(Order),
})
export type Collectible = z.infer<typeof Collectible>
