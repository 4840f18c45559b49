import type { MarketplaceKind, OrderSide, OrderSource, OrderStatus } from './enums.js'
import { type Infer, int, list, model, num, openEnum, opt, str } from './read.js'

/** One entry of an order's fee breakdown (interface §2.1). */
export const FeeEntry = model({ kind: opt(str), recipientAddress: opt(str), bps: opt(int) })
export type FeeEntry = Infer<typeof FeeEntry>

/**
 * A marketplace order: a listing (sell order, its price an ask) or an offer
 * (buy order, a bid). Interface §2.1. Only `orderId` is required: without it
 * an order can be neither fetched nor cancelled (docs/decisions.md). Real
 * servers leave out `id`, `collectionId` and `collectibleId` (`json:"-"`) and
 * send `null` for a nil `tokenId`, `feeBreakdown` or timestamp.
 */
export const Order = model({
  id: opt(int),
  collectionId: opt(int),
  orderId: str,
  marketplace: opt(openEnum<MarketplaceKind>()),
  source: opt(openEnum<OrderSource>()),
  side: opt(openEnum<OrderSide>()),
  status: opt(openEnum<OrderStatus>()),
  chainId: opt(int),
  originName: opt(str),
  collectionContractAddress: opt(str),
  createdBy: opt(str),
  priceAmount: opt(str),
  priceAmountFormatted: opt(str),
  priceAmountNet: opt(str),
  priceAmountNetFormatted: opt(str),
  priceCurrencyAddress: opt(str),
  priceDecimals: opt(int),
  priceUSD: opt(num),
  priceUSDFormatted: opt(str),
  quantityInitial: opt(str),
  quantityInitialFormatted: opt(str),
  quantityRemaining: opt(str),
  quantityRemainingFormatted: opt(str),
  quantityAvailable: opt(str),
  quantityAvailableFormatted: opt(str),
  quantityDecimals: opt(int),
  feeBps: opt(int),
  feeBreakdown: list(FeeEntry),
  validFrom: opt(str),
  validUntil: opt(str),
  blockNumber: opt(int),
  createdAt: opt(str),
  updatedAt: opt(str),
  collectibleId: opt(int),
  tokenId: opt(str),
  orderCreatedAt: opt(str),
  orderUpdatedAt: opt(str),
  deletedAt: opt(str),
})
export type Order = Infer<typeof Order>
