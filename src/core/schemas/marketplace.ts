/** Request parts shared by the marketplace operations (interface §4.3). */

import * as z from 'zod/mini'
import type { MarketplaceKind } from './enums.js'
import { address, array, decimal, nonEmpty, type OpenEnum, optional } from './primitives.js'

/**
 * A marketplace as sent in a request: an open string (decisions.md §3). The
 * known names are offered for autocompletion, and a name a server answered
 * with is sent back as it came (`sequence_marketplace_v2` included).
 */
export const Marketplace = nonEmpty as z.ZodMiniType<
  OpenEnum<MarketplaceKind>,
  OpenEnum<MarketplaceKind>
>
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
