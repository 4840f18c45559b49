/**
 * One emulated collection and how it is generated from the seed: its tokens,
 * who owns them (one owner per ERC721 token, a few holders per ERC1155 token,
 * mostly anvil's dev accounts) and its orders, drawn as orderDraws.ts says,
 * the guaranteed ones (guaranteed.ts) among them.
 */
import type { MarketplaceKind, OrderStatus } from '../../core/schemas/enums.js'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import type { CollectionSpec, EmulatedNetwork } from '../data/catalog.js'
import type { Random } from '../random.js'
import type { EmulatorScenario } from '../scenarios.js'
import { GUARANTEED, type GuaranteedOrder } from './guaranteed.js'
import { DEV_WEIGHTS } from './holders.js'
import { createHostileTokens } from './hostile.js'
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
import { createOrderStore } from './orderStore.js'
import { coarseDecimalsOf, priceIn } from './orders.js'
import type { CollectionData, Holders, Holding, OrderRecord, Side } from './records.js'
import { THEMES } from './themes.js'
import { createThemedTokens, tokenTableOf, weightedIndex } from './tokens.js'

const DAY = 24 * 3_600_000

/** What `createCollection` needs: the collection, its network and wire id, its random stream, and the shared holders. */
export interface CollectionInit {
  readonly spec: CollectionSpec
  readonly network: EmulatedNetwork
  readonly id: number
  readonly random: Random
  readonly t0: number
  /** The number of tokens of the large collection. */
  readonly size: number
  readonly holders: Holders
  /**
   * A data scenario (controls.ts): `'empty'` makes no token, `'hostile'` the
   * hostile collection's tokens, `'unlisted'` and `'no-orders'` leave out
   * listings or dev account 0's orders. Everything else is drawn as without
   * it, so the remaining data is the generated data.
   */
  readonly scenario?: EmulatorScenario | undefined
  /**
   * The network's native orders are a followed chain's requests (chain/market.ts): the
   * generated ones are drawn as without it, and left out.
   */
  readonly nativeOnChain?: boolean
}

/** Generates one collection from its own random stream. */
export function createCollection(init: CollectionInit): CollectionData {
  const { spec, network, id, t0, holders, scenario, nativeOnChain } = init
  const count = spec.size === 'large' ? init.size : spec.size
  const tokenRandom = init.random.fork('tokens')
  const ownerRandom = init.random.fork('owners')
  const r = init.random.fork('orders')
  const key = scenario === 'hostile' ? 'hostile' : spec.key
  const theme = key === 'hostile' ? undefined : THEMES[key]
  const tokens =
    scenario === 'empty'
      ? tokenTableOf([])
      : theme
        ? createThemedTokens({ spec, theme, count, random: tokenRandom, t0, collectionId: id })
        : tokenTableOf(createHostileTokens(t0, id))
  const royaltyBps = theme?.royaltyBps ?? 1000
  const devCount = Math.min(10, holders.addresses.length)
  const generatedCount = holders.addresses.length - devCount

  const pickHolder = (random: Random) =>
    generatedCount > 0 && random.next() >= 0.82
      ? devCount + Math.floor(random.next() * generatedCount)
      : weightedIndex(random, DEV_WEIGHTS)

  const guaranteed = (GUARANTEED[key] ?? []).filter((g) => g.token < tokens.count)
  const isErc721 = spec.contractType === 'ERC721'
  let owner: Uint8Array | undefined
  let holdings: Holding[][] | undefined
  if (isErc721) {
    owner = new Uint8Array(tokens.count)
    for (let i = 0; i < tokens.count; i++) owner[i] = pickHolder(ownerRandom)
    for (const g of guaranteed) if (g.side === 'listing') owner[g.token] = g.maker
  } else {
    holdings = []
    for (let i = 0; i < tokens.count; i++) {
      const list: Holding[] = []
      const n = 1 + Math.floor(ownerRandom.next() * 4)
      for (let k = 0; k < n; k++) {
        const holder = pickHolder(ownerRandom)
        if (list.some((h) => h.holder === holder)) continue
        list.push({ holder, balance: 1 + Math.floor(ownerRandom.next() ** 2 * 40) })
      }
      holdings.push(list)
    }
    for (const g of guaranteed) {
      if (g.side !== 'listing') continue
      const list = holdings[g.token]!
      const at = list.findIndex((h) => h.holder === g.maker)
      if (at < 0) list.push({ holder: g.maker, balance: 10 })
      else list[at] = { holder: g.maker, balance: Math.max(10, list[at]!.balance) }
    }
  }

  const genesis = t0 - 400 * DAY
  const firstBlock = network.chainId === 137 ? 60_000_000 : 0
  const blockTime = network.chainId === 137 ? 2_000 : 1_000
  const store = createOrderStore(tokens.count)
  const { orders } = store
  const collection: CollectionData = {
    spec,
    network,
    id,
    royaltyBps,
    tokens,
    owner,
    holdings,
    orders,
    ordersOf: store.ordersOf,
    orderById: store.orderById,
    addOrder(order) {
      store.add(order)
      collection.version++
    },
    version: 0,
    cache: {},
    blockAt: (ms) => firstBlock + Math.max(0, Math.floor((ms - genesis) / blockTime)),
    collectibleId: (token) => id * 10_000_000 + token + 1,
  }

  const currencyKeys = network.currencies.map((c) => c.address.toLowerCase())
  /** Whether an order is kept: a scenario may leave some out, after drawing them. */
  const kept =
    scenario === 'unlisted'
      ? (side: Side) => side !== 'listing'
      : scenario === 'no-orders'
        ? (_side: Side, maker: number) => maker !== 0
        : () => true
  const keep = (side: Side, maker: number, marketplace: MarketplaceKind) =>
    kept(side, maker) && !(nativeOnChain && isSequenceMarket(marketplace))
  let n = 0
  const add = (
    token: number,
    side: Side,
    maker: number,
    marketplace: MarketplaceKind,
    currencyIndex: number,
    usd: number,
    timing: Timing,
    quantity: number,
  ) => {
    const currency = network.currencies[currencyIndex] ?? network.currencies[0]!
    const currencyKey = currencyKeys[currencyIndex] ?? currencyKeys[0]!
    const { coarse, priceUSD } = priceIn(currency, usd)
    const times = drawTiming(r, t0, timing)
    const filled = isErc721 ? 0 : Math.floor(r.next() * 3)
    const status: OrderStatus = ACTIVE_TIMINGS.has(timing) ? 'active' : timing
    const orderNum = id * 1_000_000_000 + 100_000 + n * 3 + Math.floor(r.next() * 3)
    const record: OrderRecord = {
      id: id * 10_000_000 + n + 1,
      orderNum,
      orderId: String(orderNum),
      collection,
      token,
      side,
      status,
      marketplace,
      currency,
      currencyKey,
      coarse,
      coarseDecimals: coarseDecimalsOf(currency),
      priceUSD,
      maker: holders.addresses[maker]!,
      makerKey: holders.keys[maker]!,
      quantityInitial: status === 'filled' ? quantity : quantity + filled,
      quantityRemaining: status === 'filled' ? 0 : quantity,
      validFrom: times.validFrom,
      validUntil: times.validUntil,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
      wire: undefined,
    }
    n++
    if (keep(side, maker, marketplace)) orders.push(record)
  }

  const pickMarketplace = () => MARKETPLACES[weightedIndex(r, MARKETPLACE_WEIGHTS)]!
  const pickTiming = () => TIMINGS[weightedIndex(r, TIMING_WEIGHTS)]!
  /** A dev account other than `not` (any dev account when `not` is -1). */
  const otherDev = (not: number) => {
    if (not < 0) return Math.floor(r.next() * devCount)
    const k = Math.floor(r.next() * (devCount - 1))
    return k >= not ? k + 1 : k
  }
  const guaranteedByToken = new Map<number, GuaranteedOrder[]>()
  for (const g of guaranteed) {
    const list = guaranteedByToken.get(g.token)
    if (list) list.push(g)
    else guaranteedByToken.set(g.token, [g])
  }

  for (let i = 0; i < tokens.count; i++) {
    store.startToken(i)
    const value = RARITY_USD[tokens.rarity(i)]! * (0.7 + 0.6 * r.next())
    for (const g of guaranteedByToken.get(i) ?? []) {
      const usd = value * (g.side === 'listing' ? 1.2 : 0.8)
      add(
        i,
        g.side,
        g.maker,
        g.marketplace,
        g.currency,
        usd,
        'pinned',
        g.side === 'listing' && !isErc721 ? 5 : 1,
      )
    }
    if (owner) {
      const o = owner[i]!
      if (o < devCount && r.next() < 0.5) {
        const listings = 1 + weightedIndex(r, [70, 92, 100])
        for (let k = 0; k < listings; k++) {
          const usd = value * (1 + 0.8 * r.next())
          add(i, 'listing', o, pickMarketplace(), r.next() < 0.55 ? 0 : 1, usd, pickTiming(), 1)
        }
      }
      if (r.next() < 0.25) {
        const offers = 1 + weightedIndex(r, [50, 80, 95, 100])
        for (let k = 0; k < offers; k++) {
          const usd = value * (0.4 + 0.55 * r.next())
          add(
            i,
            'offer',
            otherDev(o < devCount ? o : -1),
            pickMarketplace(),
            r.next() < 0.3 ? 0 : 1,
            usd,
            pickTiming(),
            1,
          )
        }
      }
      if (r.next() < 0.06) {
        const side = r.next() < 0.5 ? 'listing' : 'offer'
        const maker = side === 'listing' && o < devCount ? o : otherDev(-1)
        const timing = (['filled', 'cancelled', 'expired'] as const)[Math.floor(r.next() * 3)]!
        add(
          i,
          side,
          maker,
          pickMarketplace(),
          r.next() < 0.5 ? 0 : 1,
          value * (0.5 + r.next()),
          timing,
          1,
        )
      }
    } else {
      for (const h of holdings?.[i] ?? []) {
        if (h.holder >= devCount || r.next() >= 0.45) continue
        const quantity = 1 + Math.floor(r.next() * h.balance)
        const usd = value * (1 + 0.8 * r.next())
        add(
          i,
          'listing',
          h.holder,
          pickMarketplace(),
          r.next() < 0.55 ? 0 : 1,
          usd,
          pickTiming(),
          quantity,
        )
      }
      if (r.next() < 0.4) {
        const offers = 1 + Math.floor(r.next() * 3)
        for (let k = 0; k < offers; k++) {
          const usd = value * (0.4 + 0.55 * r.next())
          const quantity = 1 + Math.floor(r.next() * 5)
          add(
            i,
            'offer',
            otherDev(-1),
            pickMarketplace(),
            r.next() < 0.3 ? 0 : 1,
            usd,
            pickTiming(),
            quantity,
          )
        }
      }
    }
  }
  store.startToken(tokens.count)
  return collection
}
