/**
 * The shapes a collection is stored in: its holders, its orders (a compact
 * record per order), the caches derived from them and the live index of its
 * orders. Types only, and the bottom of the marketplace section: the
 * generator (collection.ts), the orders' rules and wire form (orders.ts) and
 * the indexes (indexes.ts) all import them, and not each other for them.
 */
import type { Address } from 'viem'
import type { MarketplaceKind, OrderStatus } from '../../core/schemas/enums.js'
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import type { CollectionSpec, Currency, EmulatedNetwork } from '../data/catalog.js'
import type { StoredOrder as Order } from '../stored.js'
import type { TokenTable } from './tokens.js'

/** The two sides of the book: listings (asks) and offers (bids). */
export type Side = 'listing' | 'offer'

/**
 * One stored order. Only `status`, `updatedAt`, the cached `wire` and — for a followed chain's
 * request partly accepted — `quantityRemaining` ever change.
 */
export interface OrderRecord {
  /** The wire `id`. */
  readonly id: number
  /** The numeric value of `orderId`, for comparisons. */
  readonly orderNum: number
  /** A decimal string: encodable as the uint256 of the native `cancel(uint256)`. */
  readonly orderId: string
  readonly collection: CollectionData
  /** The token's index in its collection. */
  readonly token: number
  readonly side: Side
  status: OrderStatus
  readonly marketplace: MarketplaceKind
  readonly currency: Currency
  /** The currency address in lower case. */
  readonly currencyKey: string
  /** The price in units of 10^-`coarseDecimals` of the currency (cents of USDC, micro-WETH). */
  readonly coarse: number
  readonly coarseDecimals: number
  /** The price in base units, exact: a followed chain's request has any price (`coarse` is then 0). */
  readonly amount?: bigint
  readonly priceUSD: number
  /** The maker, checksummed. */
  readonly maker: Address
  /** The maker in lower case. */
  readonly makerKey: string
  readonly quantityInitial: number
  quantityRemaining: number
  readonly validFrom: number
  readonly validUntil: number
  readonly createdAt: number
  updatedAt: number
  /** The wire form, built on first use; cleared on every change. */
  wire: Order | undefined
}

/** A holder's balance of an ERC1155 token. */
export interface Holding {
  /** An index into the holder table (`Holders`). */
  readonly holder: number
  readonly balance: number
}

/** Everyone who holds tokens: anvil's dev accounts first (indexes 0 to 9), then generated addresses. */
export interface Holders {
  /** Checksummed addresses. */
  readonly addresses: readonly Address[]
  /** The same, lower case. */
  readonly keys: readonly string[]
  /** Lower-case address → index. */
  readonly indexOf: ReadonlyMap<string, number>
}

/** The tokens in name order. */
export interface NameOrder {
  /** Token indexes by name (UTF-16 code units), then token id. */
  readonly order: Int32Array
  /** Per token, its position in `order`, shared by tokens of equal names. */
  readonly rank: Int32Array
  /** `order` by descending name, ties still by token id; built on first use. */
  reversed?: number[]
}

/** Caches derived from a collection's data; each is rebuilt when its inputs change. */
export interface CollectionCache {
  live?: LiveIndex
  filters?: PropertyFilter[]
  lowerNames?: string[]
  names?: NameOrder
  tokensByHolder?: Map<number, Int32Array>
}

/** One collection with its tokens, owners and orders. */
export interface CollectionData {
  readonly spec: CollectionSpec
  readonly network: EmulatedNetwork
  /** The wire `collectionId`. */
  readonly id: number
  readonly royaltyBps: number
  readonly tokens: TokenTable
  /** ERC721: each token's owner (a holder index). */
  readonly owner: Uint8Array | undefined
  /** ERC1155: each token's holders. */
  readonly holdings: (readonly Holding[])[] | undefined
  /**
   * Every order: the generated ones grouped by token (in token order) and by increasing
   * `orderId`, then those added since (a followed chain's requests) in the order they came.
   */
  readonly orders: OrderRecord[]
  /** A token's orders, every status, in creation order. */
  ordersOf(token: number): OrderRecord[]
  /** The order of a decimal `orderId` (no leading zeros). */
  orderById(orderId: string): OrderRecord | undefined
  /** Adds an order made after generation, whose `orderId` the collection does not have yet. */
  addOrder(order: OrderRecord): void
  /** Bumped on every write to this collection's orders. */
  version: number
  readonly cache: CollectionCache
  /** The block number of a time on this collection's network. */
  blockAt(ms: number): number
  /** The wire `collectibleId` of a token. */
  collectibleId(token: number): number
}

/** A key to group orders by. */
export type OrderDimension = 'maker' | 'marketplace' | 'currency'

/** The live orders of one side of a collection. */
export interface SideIndex {
  readonly side: Side
  /** The live orders of this side, cheapest first (`compareOrders`). */
  readonly sorted: readonly OrderRecord[]
  /** Per token, its best live order: the cheapest listing, or the highest offer. */
  readonly best: readonly (OrderRecord | undefined)[]
  /**
   * The tokens that have a live order, best first (ascending prices for
   * listings, descending for offers), ties by token id.
   */
  readonly ranking: Int32Array
  /** `ranking` in the opposite price direction, ties still by token id; built on first use. */
  reversed(): readonly number[]
  /** The live orders grouped by lower-case maker, marketplace or lower-case currency; each group keeps `sorted`'s order. */
  group(dimension: OrderDimension): ReadonlyMap<string, readonly OrderRecord[]>
}

/** Both sides' live orders, exact for clock readings in `[from, until)` at `version`. */
export interface LiveIndex {
  readonly version: number
  readonly from: number
  readonly until: number
  readonly listing: SideIndex
  readonly offer: SideIndex
}
