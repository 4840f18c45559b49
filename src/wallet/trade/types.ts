/** The trade flows' inputs, plan and result (issue 45). */
import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import type { Order } from '../../core/schemas/order.js'
import type { Step } from '../../core/schemas/step.js'
import type { BaseClient } from '../../core/transport/client.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import type { StepOutcome, StepProgress } from '../executeSteps.js'

/**
 * What a trade does: make a listing or an offer, buy a listing, accept an
 * offer, or give one's own listing new terms (`relist`: the market cannot
 * change a request in place, so it is cancelled and listed again — "Edit
 * price").
 */
export type TradeKind = 'listing' | 'offer' | 'buy' | 'accept' | 'relist'

/** A listing or an offer to make on Sequence Market. */
export interface RequestInput {
  readonly network: NetworkRef
  /** The collection's contract (ERC-721 or ERC-1155: the chain says which). */
  readonly collection: string
  readonly tokenId: string | bigint
  /** How many: 1 (the default, and the only one for an ERC-721 token). */
  readonly quantity?: bigint
  /** The currency's contract; the zero address is the network's own currency (listings only). */
  readonly currency: string
  /** The price of one token, in the currency's base units. */
  readonly pricePerToken: bigint
  /** When it ends: a `Date`, or seconds since 1970. */
  readonly expiry: Date | number
}

/** A native order to take, as the kit's reads give it: its id is the market's request id. */
export type TakeableOrder = Pick<Order, 'orderId' | 'chainId' | 'marketplace'>

/**
 * A listing's new terms: its new price, and what else changes — the
 * currency, the quantity and the end are the listing's own unless given.
 */
export interface RelistInput {
  /** The new price of one token, in the currency's base units. */
  readonly pricePerToken: bigint
  /** The currency's contract; the listing's own unless given. */
  readonly currency?: string
  /** How many; what the listing has left unless given. */
  readonly quantity?: bigint
  /** When it ends: a `Date`, or seconds since 1970; the listing's own end unless given. */
  readonly expiry?: Date | number
}

/** How much of an order to take: 1 unless said. */
export interface TakeInput {
  readonly quantity?: bigint
}

/** A fee paid out of the price to `recipient` (a marketplace's own), in the currency's base units. */
export interface TradeFee {
  readonly recipient: string
  readonly amount: bigint
}

export interface TradeOptions {
  /** The platform client: its networks (the market's address) and currencies (their symbols). */
  readonly client: BaseClient
  /** The wagmi configuration of the connected wallet. */
  readonly wagmiConfig: Config
  /** Fees of a buy or an accept, taken out of the price with the royalty. */
  readonly fees?: readonly TradeFee[]
  /** Called at every change of a step's status. */
  readonly onProgress?: (progress: StepProgress) => void
  readonly signal?: AbortSignal
}

/** A trade checked and laid out, before the wallet is asked anything. */
export interface TradePlan {
  readonly kind: TradeKind
  readonly chainId: number
  readonly market: Address
  /** The connected account, who makes or takes. */
  readonly account: Address
  readonly collection: Address
  readonly tokenId: bigint
  readonly isERC1155: boolean
  /** The currency's contract; the zero address for the network's own. */
  readonly currency: Address
  readonly quantity: bigint
  readonly pricePerToken: bigint
  /** What the buyer pays: the price of `quantity`. */
  readonly total: bigint
  /** The royalty the market takes out of `total`, as it will (none: amount 0). */
  readonly royalty: { readonly recipient: Address; readonly amount: bigint }
  readonly fees: readonly TradeFee[]
  /** What the seller gets: `total` less the royalty and the fees. */
  readonly proceeds: bigint
  /** The order taken (buy, accept), or the listing cancelled to be listed again (relist). */
  readonly requestId?: bigint
  /** A relist: the listing's price and currency now, as the market holds them. */
  readonly replaced?: { readonly pricePerToken: bigint; readonly currency: Address }
  /** When the request made ends, or the one taken ends (seconds since 1970). */
  readonly expiry: bigint
  /**
   * What the wallet will be asked, in order: an approval when the allowance
   * is short, then the market's call (a relist: the cancel first).
   */
  readonly steps: readonly Step[]
}

/** A trade done. */
export interface TradeResult {
  readonly plan: TradePlan
  readonly outcomes: readonly StepOutcome[]
  /** The market call's transaction. */
  readonly hash: Hex
  /** The request made (listing, offer, relist) — the new order's id — or the one taken (buy, accept). */
  readonly requestId: bigint
  /** What the order taken has left (0: it is gone). */
  readonly quantityRemaining?: bigint
}

/** A trade to plan: a listing or an offer to make, an order to take, or one's own listing to list again. */
export type TradeRequest =
  | { readonly kind: 'listing' | 'offer'; readonly input: RequestInput }
  | { readonly kind: 'buy' | 'accept'; readonly order: TakeableOrder; readonly quantity?: bigint }
  | { readonly kind: 'relist'; readonly order: TakeableOrder; readonly input: RelistInput }
