/**
 * How a generated collection's orders are drawn (collection.ts makes the
 * collection and its owners): token by token, its guaranteed orders
 * (guaranteed.ts), then listings by its holders and offers by dev accounts, as
 * orderDraws.ts weighs them. Every draw comes from the collection's `orders`
 * stream in a fixed order, so the same seed gives the same orders.
 */
import type { MarketplaceKind, OrderStatus } from '../../core/schemas/enums.js'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import type { Random } from '../random.js'
import type { EmulatorScenario } from '../scenarios.js'
import type { GuaranteedOrder } from './guaranteed.js'
import {
  ACTIVE_TIMINGS,
  drawTiming,
  MARKETPLACE_WEIGHTS,
  MARKETPLACES,
  RARITY_USD,
  TIMING_WEIGHTS,
  TIMINGS,
  type Timing,
} from './orderDraws.js'
import type { OrderStore } from './orderStore.js'
import { coarseDecimalsOf, priceIn } from './orders.js'
import type { CollectionData, Holders, Holding, OrderRecord, Side } from './records.js'
import { weightedIndex } from './tokens.js'

/** What `drawOrders` needs: the collection and its store, and what its orders are drawn from. */
export interface OrderDrawInit {
  readonly collection: CollectionData
  readonly store: OrderStore
  readonly holders: Holders
  /** The collection's `orders` stream. */
  readonly random: Random
  readonly t0: number
  /** How many of the holders are dev accounts (indexes 0 to `devCount - 1`). */
  readonly devCount: number
  /** The collection's guaranteed orders, of tokens it has. */
  readonly guaranteed: readonly GuaranteedOrder[]
  readonly scenario?: EmulatorScenario | undefined
  readonly nativeOnChain?: boolean | undefined
}

/** The state shared by the draws of one collection's orders. */
interface OrderDrawing {
  readonly collection: CollectionData
  readonly store: OrderStore
  readonly holders: Holders
  readonly r: Random
  readonly t0: number
  readonly devCount: number
  readonly isErc721: boolean
  /** The network's currency addresses in lower case, in its order. */
  readonly currencyKeys: readonly string[]
  /** Whether an order is kept: a scenario or a followed chain leaves some out, after drawing them. */
  readonly keep: (side: Side, maker: number, marketplace: MarketplaceKind) => boolean
  /** The orders drawn so far, kept or not: each order's number and id follow from it. */
  n: number
}

/** One order's terms, drawn before its times, its fill and its number. */
interface OrderTerms {
  readonly token: number
  readonly side: Side
  /** An index into the holder table. */
  readonly maker: number
  readonly marketplace: MarketplaceKind
  /** An index into the network's currencies (0: USDC, 1: WETH). */
  readonly currencyIndex: number
  readonly usd: number
  readonly timing: Timing
  readonly quantity: number
}

/** Draws every order of a collection, token by token, into its store. */
export function drawOrders(init: OrderDrawInit): void {
  const { collection, store } = init
  const d: OrderDrawing = {
    collection,
    store,
    holders: init.holders,
    r: init.random,
    t0: init.t0,
    devCount: init.devCount,
    isErc721: collection.spec.contractType === 'ERC721',
    currencyKeys: collection.network.currencies.map((c) => c.address.toLowerCase()),
    keep: keeperOf(init.scenario, init.nativeOnChain),
    n: 0,
  }
  const guaranteed = byToken(init.guaranteed)
  for (let i = 0; i < collection.tokens.count; i++) {
    store.startToken(i)
    const value = RARITY_USD[collection.tokens.rarity(i)]! * (0.7 + 0.6 * d.r.next())
    for (const g of guaranteed.get(i) ?? []) addGuaranteed(d, g, value)
    if (collection.owner) drawErc721Orders(d, i, collection.owner[i]!, value)
    else drawErc1155Orders(d, i, collection.holdings?.[i] ?? [], value)
  }
  store.startToken(collection.tokens.count)
}

/** Which drawn orders are kept: a scenario may leave some out, a followed chain the native ones. */
function keeperOf(
  scenario: EmulatorScenario | undefined,
  nativeOnChain: boolean | undefined,
): OrderDrawing['keep'] {
  const kept =
    scenario === 'unlisted'
      ? (side: Side) => side !== 'listing'
      : scenario === 'no-orders'
        ? (_side: Side, maker: number) => maker !== 0
        : () => true
  return (side, maker, marketplace) =>
    kept(side, maker) && !(nativeOnChain && isSequenceMarket(marketplace))
}

/** The guaranteed orders grouped by token. */
function byToken(guaranteed: readonly GuaranteedOrder[]): Map<number, GuaranteedOrder[]> {
  const map = new Map<number, GuaranteedOrder[]>()
  for (const g of guaranteed) {
    const list = map.get(g.token)
    if (list) list.push(g)
    else map.set(g.token, [g])
  }
  return map
}

/** Draws an order's times, fill and number from its terms, and stores it unless left out. */
function addOrder(d: OrderDrawing, terms: OrderTerms): void {
  const { collection, r } = d
  const { currencies } = collection.network
  const currency = currencies[terms.currencyIndex] ?? currencies[0]!
  const currencyKey = d.currencyKeys[terms.currencyIndex] ?? d.currencyKeys[0]!
  const { coarse, priceUSD } = priceIn(currency, terms.usd)
  const times = drawTiming(r, d.t0, terms.timing)
  const filled = d.isErc721 ? 0 : Math.floor(r.next() * 3)
  const status: OrderStatus = ACTIVE_TIMINGS.has(terms.timing) ? 'active' : terms.timing
  const orderNum = collection.id * 1_000_000_000 + 100_000 + d.n * 3 + Math.floor(r.next() * 3)
  const { quantity } = terms
  const record: OrderRecord = {
    id: collection.id * 10_000_000 + d.n + 1,
    orderNum,
    orderId: String(orderNum),
    collection,
    token: terms.token,
    side: terms.side,
    status,
    marketplace: terms.marketplace,
    currency,
    currencyKey,
    coarse,
    coarseDecimals: coarseDecimalsOf(currency),
    priceUSD,
    maker: d.holders.addresses[terms.maker]!,
    makerKey: d.holders.keys[terms.maker]!,
    quantityInitial: status === 'filled' ? quantity : quantity + filled,
    quantityRemaining: status === 'filled' ? 0 : quantity,
    validFrom: times.validFrom,
    validUntil: times.validUntil,
    createdAt: times.createdAt,
    updatedAt: times.updatedAt,
    wire: undefined,
  }
  d.n++
  if (d.keep(terms.side, terms.maker, terms.marketplace)) d.store.orders.push(record)
}

/** A marketplace, as often as MARKETPLACE_WEIGHTS says. */
const pickMarketplace = (r: Random) => MARKETPLACES[weightedIndex(r, MARKETPLACE_WEIGHTS)]!

/** A timing, as often as TIMING_WEIGHTS says. */
const pickTiming = (r: Random) => TIMINGS[weightedIndex(r, TIMING_WEIGHTS)]!

/** A dev account other than `not` (any dev account when `not` is -1). */
function otherDev(d: OrderDrawing, not: number): number {
  if (not < 0) return Math.floor(d.r.next() * d.devCount)
  const k = Math.floor(d.r.next() * (d.devCount - 1))
  return k >= not ? k + 1 : k
}

/** A guaranteed order, pinned live: a listing above the token's value, an offer below it. */
function addGuaranteed(d: OrderDrawing, g: GuaranteedOrder, value: number): void {
  addOrder(d, {
    token: g.token,
    side: g.side,
    maker: g.maker,
    marketplace: g.marketplace,
    currencyIndex: g.currency,
    usd: value * (g.side === 'listing' ? 1.2 : 0.8),
    timing: 'pinned',
    quantity: g.side === 'listing' && !d.isErc721 ? 5 : 1,
  })
}

/** An ERC721 token's orders: listings by its owner when a dev account, offers by the others, now and then a past order. */
function drawErc721Orders(d: OrderDrawing, token: number, owner: number, value: number): void {
  const { r, devCount } = d
  if (owner < devCount && r.next() < 0.5) {
    const listings = 1 + weightedIndex(r, [70, 92, 100])
    for (let k = 0; k < listings; k++) {
      const usd = value * (1 + 0.8 * r.next())
      addOrder(d, {
        token,
        side: 'listing',
        maker: owner,
        marketplace: pickMarketplace(r),
        currencyIndex: r.next() < 0.55 ? 0 : 1,
        usd,
        timing: pickTiming(r),
        quantity: 1,
      })
    }
  }
  if (r.next() < 0.25) {
    const offers = 1 + weightedIndex(r, [50, 80, 95, 100])
    for (let k = 0; k < offers; k++) {
      const usd = value * (0.4 + 0.55 * r.next())
      addOrder(d, {
        token,
        side: 'offer',
        maker: otherDev(d, owner < devCount ? owner : -1),
        marketplace: pickMarketplace(r),
        currencyIndex: r.next() < 0.3 ? 0 : 1,
        usd,
        timing: pickTiming(r),
        quantity: 1,
      })
    }
  }
  if (r.next() < 0.06) addPastOrder(d, token, owner, value)
}

/** An ERC721 token's order that is over: filled, cancelled or expired. */
function addPastOrder(d: OrderDrawing, token: number, owner: number, value: number): void {
  const { r } = d
  const side = r.next() < 0.5 ? 'listing' : 'offer'
  const maker = side === 'listing' && owner < d.devCount ? owner : otherDev(d, -1)
  const timing = (['filled', 'cancelled', 'expired'] as const)[Math.floor(r.next() * 3)]!
  addOrder(d, {
    token,
    side,
    maker,
    marketplace: pickMarketplace(r),
    currencyIndex: r.next() < 0.5 ? 0 : 1,
    usd: value * (0.5 + r.next()),
    timing,
    quantity: 1,
  })
}

/** An ERC1155 token's orders: listings by its holders that are dev accounts, a few offers by dev accounts. */
function drawErc1155Orders(
  d: OrderDrawing,
  token: number,
  holdings: readonly Holding[],
  value: number,
): void {
  const { r } = d
  for (const h of holdings) {
    if (h.holder >= d.devCount || r.next() >= 0.45) continue
    const quantity = 1 + Math.floor(r.next() * h.balance)
    const usd = value * (1 + 0.8 * r.next())
    addOrder(d, {
      token,
      side: 'listing',
      maker: h.holder,
      marketplace: pickMarketplace(r),
      currencyIndex: r.next() < 0.55 ? 0 : 1,
      usd,
      timing: pickTiming(r),
      quantity,
    })
  }
  if (r.next() < 0.4) {
    const offers = 1 + Math.floor(r.next() * 3)
    for (let k = 0; k < offers; k++) {
      const usd = value * (0.4 + 0.55 * r.next())
      const quantity = 1 + Math.floor(r.next() * 5)
      addOrder(d, {
        token,
        side: 'offer',
        maker: otherDev(d, -1),
        marketplace: pickMarketplace(r),
        currencyIndex: r.next() < 0.3 ? 0 : 1,
        usd,
        timing: pickTiming(r),
        quantity,
      })
    }
  }
}
