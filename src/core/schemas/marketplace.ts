/** Request parts shared by the marketplace operations (interface §4.3). */

import * as z from 'zod/mini'
import { MARKETPLACES } from './enums.js'
import { address, array, closedEnum, decimal, optional } from './primitives.js'

/** A marketplace as sent in a request: one of the known values (interface §2.9). */
export const Marketplace = closedEnum(MARKETPLACES)
export type Marketplace = z.infer<typeof Marketplace>

/**
 * Narrows the orders of one collectible: by maker, marketplace and currency.
 * An empty or absent list means "any" (decisions.md §6).
 */
export const OrderFilter = z.object({
  createdBy: optional(array(address)),
  marketplace: optional(array(Marketplace)),
  currencies: optional(array(address)),
})
export type OrderFilter = z.input<typeof OrderFilter>

/** Names one collectible and narrows its orders. */
export const CollectibleOrdersRequest = z.object({
  contractAddress: address,
  tokenId: decimal,
  filter: optional(OrderFilter),
})
