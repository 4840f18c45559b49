/**
 * One emulated collection and how it is generated from the seed: its tokens,
 * who owns them (one owner per ERC721 token, a few holders per ERC1155 token,
 * mostly anvil's dev accounts) and its orders (listings on about 40% of the
 * tokens, offers on about 25%, every marketplace, both currencies, every
 * status). Also the fixed "guaranteed" orders that wallet flows and tests rely
 * on: live native and third-party listings by dev accounts 0 to 3.
 */
import { type Address, getAddress } from 'viem'
import type { MarketplaceKind, OrderStatus } from '../../core/schemas/enums.js'
import type { CollectionSpec, EmulatedNetwork } from '../data/catalog.js'
import type { Random } from '../random.js'
import type { EmulatorScenario } from '../scenarios.js'
import { createHostileTokens } from './hostile.js'
import { coarseDecimalsOf, priceIn } from './orders.js'
import type { CollectionData, Holders, Holding, OrderRecord, Side } from './records.js'
import { THEMES } from './themes.js'
import { createThemedTokens, cumulate, tokenTableOf, weightedIndex } from './tokens.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** An order the generator always makes, whatever the seed. */
interface GuaranteedOrder {
  readonly token: number
  readonly maker: number
  readonly side: Side
  readonly marketplace: MarketplaceKind
  /** 0: USDC, 1: WETH. */
  readonly currency: number
}

const listing = (
  token: number,
  maker: number,
  marketplace: MarketplaceKind,
  currency: number,
): GuaranteedOrder => ({ token, maker, side: 'listing', marketplace, currency })

/**
 * The guaranteed orders of each collection: every dev account 0 to 3 has live
 * native (v1 and v2) and third-party listings in `relics`, account 0 has live
 * listings in `creatures` (and in `hostile`, so that it shows in
 * ListCollectibles by default).
 */
const GUARANTEED: Readonly<Record<string, readonly GuaranteedOrder[]>> = {
  creatures: [
    listing(0, 0, 'native_marketplace_v2', 0),
    listing(1, 0, 'opensea', 1),
    listing(2, 0, 'native_marketplace_v1', 1),
    listing(3, 1, 'magic_eden', 0),
    listing(4, 2, 'native_marketplace_v2', 1),
    listing(5, 3, 'blur', 0),
    { token: 0, maker: 1, side: 'offer', marketplace: 'native_marketplace_v2', currency: 1 },
    { token: 1, maker: 2, side: 'offer', marketplace: 'opensea', currency: 1 },
  ],
  relics: [0, 1, 2, 3].flatMap((k) => [
    listing(4 * k, k, 'native_marketplace_v2', 0),
    listing(4 * k + 1, k, 'native_marketplace_v1', 1),
    listing(4 * k + 2, k, 'opensea', 0),
    listing(4 * k + 3, k, 'magic_eden', 1),
  ]),
  hostile: [
    listing(0, 0, 'native_marketplace_v2', 0),
    listing(1, 1, 'opensea', 1),
    listing(23, 2, 'native_marketplace_v1', 0),
  ],
  plants: [listing(0, 0, 'native_marketplace_v2', 0), listing(1, 1, 'opensea', 1)],
  potions: [listing(0, 0, 'native_marketplace_v1', 1)],
}

/** Typical value in dollars of a token of each rarity. */
const RARITY_USD = [25, 60, 180, 600, 2500]

const MARKETPLACES: readonly MarketplaceKind[] = [
  'native_marketplace_v2',
  'native_marketplace_v1',
  'opensea',
  'magic_eden',
  'blur',
  'looks_rare',
  'x2y2',
  'payment_processor',
  'zerox',
  'alienswap',
  'mintify',
]
const MARKETPLACE_WEIGHTS = cumulate([40, 20, 14, 9, 6, 4, 2, 2, 1, 1, 1])

/** How an order's status and validity window are drawn. */
type Timing =
  | 'pinned'
  | 'live'
  | 'future'
  | 'expiring'
  | 'stale'
  | 'expired'
  | 'cancelled'
  | 'filled'
  | 'inactive'
  | 'decimals_missing'
  | 'unknown'
const TIMINGS: readonly Timing[] = [
  'live',
  'future',
  'expiring',
  'stale',
  'expired',
  'cancelled',
  'filled',
  'inactive',
  'decimals_missing',
  'unknown',
]
/** The timings whose orders have status `active` (live or not, depending on the clock). */
const ACTIVE_TIMINGS: ReadonlySet<Timing> = new Set([
  'pinned',
  'live',
  'future',
  'expiring',
  'stale',
])
const TIMING_WEIGHTS = cumulate([78, 3, 4, 1, 4, 3, 3, 2, 1, 1])
const DEV_WEIGHTS = cumulate([14, 12, 12, 12, 10, 10, 8, 8, 7, 7])

/** Creates the holder table: the dev accounts, then `generated` addresses drawn from `random`. */
export function createHolders(
  devAccounts: readonly Address[],
  generated: number,
  random: Random,
): Holders {
  const addresses: Address[] = [...devAccounts]
  for (let i = 0; i < generated; i++) {
    let hex = ''
    for (let k = 0; k < 5; k++)
      hex += Math.floor(random.next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0')
    addresses.push(getAddress(`0x${hex}`))
  }
  const keys = addresses.map((a) => a.toLowerCase())
  return { addresses, keys, indexOf: new Map(keys.map((k, i) => [k, i])) }
}

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
}

/** Generates one collection from its own random stream. */
export function createCollection(init: CollectionInit): CollectionData {
  const { spec, network, id, t0, holders, scenario } = init
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
  const orders: OrderRecord[] = []
  /** Where each token's orders start in `orders` (orders are generated token by token). */
  const tokenStart = new Int32Array(tokens.count + 1)
  const collection: CollectionData = {
    spec,
    network,
    id,
    royaltyBps,
    tokens,
    owner,
    holdings,
    orders,
    ordersOf: (token) => orders.slice(tokenStart[token], tokenStart[token + 1]),
    orderById(orderId) {
      const num = Number(orderId)
      let lo = 0
      let hi = orders.length - 1
      while (lo <= hi) {
        const mid = (lo + hi) >> 1
        const order = orders[mid]!
        if (order.orderNum === num) return order.orderId === orderId ? order : undefined
        if (order.orderNum < num) lo = mid + 1
        else hi = mid - 1
      }
      return undefined
    },
    version: 0,
    cache: {},
    blockAt: (ms) => firstBlock + Math.max(0, Math.floor((ms - genesis) / blockTime)),
    collectibleId: (token) => id * 10_000_000 + token + 1,
  }

  const currencyKeys = network.currencies.map((c) => c.address.toLowerCase())
  /** Whether an order is kept: a scenario may leave some out, after drawing them. */
  const keep =
    scenario === 'unlisted'
      ? (side: Side) => side !== 'listing'
      : scenario === 'no-orders'
        ? (_side: Side, maker: number) => maker !== 0
        : () => true
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
    if (keep(side, maker)) orders.push(record)
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
    tokenStart[i] = orders.length
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
  tokenStart[tokens.count] = orders.length
  return collection
}

/** A random duration of `min` to `max` whole minutes, in ms. */
const minutes = (r: Random, min: number, max: number) =>
  (min + Math.floor(r.next() * (max - min + 1))) * 60_000

/** Draws an order's creation time and validity window for a timing kind. */
function drawTiming(
  r: Random,
  t0: number,
  timing: Timing,
): { createdAt: number; validFrom: number; validUntil: number; updatedAt: number } {
  let createdAt = t0 - minutes(r, 60, 120 * 24 * 60)
  let validFrom = createdAt
  let validUntil = createdAt + minutes(r, 30 * 24 * 60, 365 * 24 * 60)
  let updatedAt = createdAt
  switch (timing) {
    case 'pinned':
      createdAt = t0 - 2 * 24 * 60 * 60_000
      validFrom = createdAt
      updatedAt = createdAt
      validUntil = t0 + 180 * 24 * 60 * 60_000
      break
    case 'future':
      createdAt = t0 - minutes(r, 60, 72 * 60)
      updatedAt = createdAt
      validFrom = t0 + minutes(r, 60, 14 * 24 * 60)
      validUntil = validFrom + minutes(r, 7 * 24 * 60, 90 * 24 * 60)
      break
    case 'expiring':
      validUntil = t0 + minutes(r, 10, 48 * 60)
      break
    case 'stale':
    case 'expired':
      validUntil = t0 - minutes(r, 60, 60 * 24 * 60)
      createdAt = validUntil - minutes(r, 24 * 60, 60 * 24 * 60)
      validFrom = createdAt
      updatedAt = timing === 'expired' ? validUntil : createdAt
      break
    case 'cancelled':
    case 'filled':
    case 'inactive':
      updatedAt = createdAt + Math.floor(r.next() * (t0 - createdAt))
      break
    default:
      if (validUntil <= t0 + HOUR) validUntil = t0 + minutes(r, 24 * 60, 90 * 24 * 60)
  }
  return { createdAt, validFrom, validUntil, updatedAt }
}
