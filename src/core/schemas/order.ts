import type * as z from 'zod/mini'
import type { MarketplaceKind, OrderSide, OrderSource, OrderStatus } from './enums.js'
import { array, int, model, num, openEnum, optional, str, timestamp } from './primitives.js'

/** One entry of an order's fee breakdown (interface §2.1). */
export const FeeEntry = model({ kind: str, recipientAddress: str, bps: int })
export type FeeEntry = z.infer<typeof FeeEntry>

/**
 * A marketplace order: a listing (sell order, its price an ask) or an offer
 * (buy order, a bid). Interface §2.1. `marketplace`, `source`, `side` and
 * `status` are optional because the interface shows them in one response only;
 * timestamps are optional because absent means "none" (decisions.md §2).
 */
export const Order = model({
  id: int,
  collectionId: int,
  orderId: str,
  marketplace: optional(openEnum<MarketplaceKind>()),
  source: optional(openEnum<OrderSource>()),
  side: optional(openEnum<OrderSide>()),
  status: optional(openEnum<OrderStatus>()),
  chainId: int,
  originName: str,
  collectionContractAddress: str,
  createdBy: str,
  priceAmount: str,
  priceAmountFormatted: str,
  priceAmountNet: str,
  priceAmountNetFormatted: str,
  priceCurrencyAddress: str,
  priceDecimals: int,
  priceUSD: num,
  priceUSDFormatted: str,
  quantityInitial: str,
  quantityInitialFormatted: str,
  quantityRemaining: str,
  quantityRemainingFormatted: str,
  quantityAvailable: str,
  quantityAvailableFormatted: str,
  quantityDecimals: int,
  feeBps: int,
  feeBreakdown: array(FeeEntry),
  validFrom: timestamp,
  validUntil: timestamp,
  blockNumber: int,
  createdAt: timestamp,
  updatedAt: timestamp,
  collectibleId: int,
  tokenId: str,
  orderCreatedAt: timestamp,
  orderUpdatedAt: timestamp,
  deletedAt: timestamp,
})
export type Order = z.infer<typeof Order>
