/**
 * The marketplace and metadata section of the emulator's state: every
 * collection of the catalog with its tokens, owners and orders, generated from
 * the seed (see `collection.ts`), plus read access for handlers, tests and
 * wallet flows and the one write the emulator knows, `cancelOrder`.
 *
 * Addresses it returns are EIP-55 checksummed; every address it takes is
 * compared case-insensitively.
 */
import type { Address } from 'viem'
import type { SectionInit, StateSection } from '../context.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS, type EmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import type { EmulatorScenario } from '../scenarios.js'
import type { StoredOrder as Order } from '../stored.js'
import { createCollection } from './collection.js'
import { createHolders } from './holders.js'
import { isLive, toWireOrder } from './orders.js'
import type { CollectionData, Holders, OrderRecord } from './records.js'

/** A holder of a token and its balance. */
export interface TokenHolder {
  /** Checksummed. */
  readonly address: Address
  readonly balance: number
}

/** Options of `ordersByMaker`. */
export interface MakerOrdersOptions {
  /** Only orders that are live at this time (ms). */
  readonly liveAt?: number
  /** Only orders on this network (name or chain id). */
  readonly network?: string | number
}

/** The marketplace section: collections, tokens, owners and orders. */
export interface MarketplaceState extends StateSection {
  /** Every collection, in catalog order, as the current scenario serves it. */
  readonly collections: readonly CollectionData[]
  /** The data scenario served (`emulator.controls`); undefined for the generated data. */
  readonly scenario: EmulatorScenario | undefined
  /**
   * Serves a scenario's data instead of the generated data, or the generated
   * data again (undefined). A scenario's data is generated when it is switched
   * to, and forgotten when another is: writes made in it go with it. The
   * generated data, and writes made in it, stay for the emulator's life.
   */
  setScenario(scenario: EmulatorScenario | undefined): void
  /** Everyone who holds tokens: the dev accounts first, then generated addresses. */
  readonly holders: Holders
  /** The collection at `address` (any case) on `network`; undefined when there is none. */
  collection(network: EmulatedNetwork, address: string): CollectionData | undefined
  /** The collection at `address` (any case), on any network. */
  collectionByAddress(address: string): CollectionData | undefined
  /** The stored record of an order (for the emulator's own modules). */
  orderRecord(collectionAddress: string, orderId: string): OrderRecord | undefined
  /** An order in its wire form, any status; undefined when unknown. */
  findOrder(collectionAddress: string, orderId: string): Order | undefined
  /**
   * An order by id alone on a network, any status (order ids are unique per
   * network: each collection's ids start at its own prefix). The native
   * marketplace's `cancel(uint256 orderId)` names an order this way.
   */
  findOrderById(chainId: number, orderId: string): Order | undefined
  /** Every order of a token, any status, in creation order. */
  ordersOfToken(collectionAddress: string, tokenId: string): Order[]
  /** Every order made by `maker` (any case), in collection then creation order. */
  ordersByMaker(maker: string, options?: MakerOrdersOptions): Order[]
  /** Who holds a token: its ERC721 owner (balance 1) or its ERC1155 holders; empty for an unknown token. */
  holdersOf(collectionAddress: string, tokenId: string): TokenHolder[]
  /** Whether an order exists and is live at `now`. */
  isOrderLive(collectionAddress: string, orderId: string, now: number): boolean
  /**
   * Serves the generated data of network `chainId` with its native orders
   * left to a followed chain (chain/market.ts adds them from the market's
   * logs): the network's collections are generated again without them, and
   * without any order added before. Answers them.
   */
  followChain(chainId: number): readonly CollectionData[]
  /**
   * Marks a live order `cancelled` at `now` and returns its new wire form. It
   * disappears from every listing, ranking and floor on the next request.
   * Throws `NotFound` (unknown order) or `RequestConflict` (not live): check
   * `isOrderLive` first for an idempotent use such as a chain watcher.
   */
  cancelOrder(collectionAddress: string, orderId: string, now: number): Order
}

/** An order id without leading zeros (`"007"` names order `"7"`). */
const canonicalOrderId = (orderId: string) =>
  /^\d{1,78}$/.test(orderId) ? BigInt(orderId).toString() : orderId

/** The number of generated (non-dev) holder addresses. */
const GENERATED_HOLDERS = 40

/**
 * The part of the emulator's state the marketplace's helpers read (support.ts,
 * signedCancel.ts): its own section. The whole state has it; the marketplace
 * never imports the whole state (state.ts imports the marketplace).
 */
export interface WithMarketplace {
  readonly marketplace: MarketplaceState
}

/** Generates the marketplace section from the seed. */
export function createMarketplaceState(init: SectionInit): MarketplaceState {
  const holders = createHolders(
    DEV_ACCOUNTS.map((a) => a.address),
    GENERATED_HOLDERS,
    init.random.fork('holders'),
  )
  /** The chains whose networks' native orders are their markets' requests. */
  const followed = new Set<number>()
  const generateOne = (k: number, scenario: EmulatorScenario | undefined) => {
    const spec = EMULATED_COLLECTIONS[k]!
    return createCollection({
      nativeOnChain: followed.has(spec.chainId),
      spec,
      network: EMULATED_NETWORKS.find((n) => n.chainId === spec.chainId)!,
      id: k + 1,
      // The hostile scenario draws the hostile collection's own orders.
      random: init.random.fork(`collection ${scenario === 'hostile' ? 'hostile' : spec.key}`),
      t0: init.t0,
      size: init.size,
      holders,
      scenario,
    })
  }
  const generate = (scenario: EmulatorScenario | undefined) =>
    EMULATED_COLLECTIONS.map((_, k) => generateOne(k, scenario))
  const indexed = (list: CollectionData[]) => ({
    list,
    byAddress: new Map(list.map((c) => [c.spec.address.toLowerCase(), c])),
  })
  let generated = indexed(generate(undefined))
  let served = generated
  let scenario: EmulatorScenario | undefined
  let version = 0

  const collectionByAddress = (address: string) => served.byAddress.get(address.toLowerCase())
  const orderRecord = (collectionAddress: string, orderId: string) =>
    collectionByAddress(collectionAddress)?.orderById(canonicalOrderId(orderId))

  return {
    get version() {
      return version
    },
    get collections() {
      return served.list
    },
    get scenario() {
      return scenario
    },
    setScenario(next) {
      if (next === scenario) return
      scenario = next
      served = next === undefined ? generated : indexed(generate(next))
      version++
    },
    holders,
    collection(network, address) {
      const c = collectionByAddress(address)
      return c && c.network.chainId === network.chainId ? c : undefined
    },
    collectionByAddress,
    orderRecord,
    findOrder(collectionAddress, orderId) {
      const record = orderRecord(collectionAddress, orderId)
      return record && toWireOrder(record)
    },
    findOrderById(chainId, orderId) {
      const id = canonicalOrderId(orderId)
      for (const c of served.list) {
        const record = c.network.chainId === chainId ? c.orderById(id) : undefined
        if (record) return toWireOrder(record)
      }
      return undefined
    },
    ordersOfToken(collectionAddress, tokenId) {
      const c = collectionByAddress(collectionAddress)
      const token = c ? c.tokens.indexOf(tokenId) : -1
      return c && token >= 0 ? c.ordersOf(token).map(toWireOrder) : []
    },
    ordersByMaker(maker, options = {}) {
      const key = maker.toLowerCase()
      const network = options.network === undefined ? undefined : String(options.network)
      const { liveAt } = options
      return served.list
        .filter(
          (c) => !network || c.network.name === network || String(c.network.chainId) === network,
        )
        .flatMap((c) =>
          c.orders.filter((o) => o.makerKey === key && (liveAt === undefined || isLive(o, liveAt))),
        )
        .map(toWireOrder)
    },
    holdersOf(collectionAddress, tokenId) {
      const c = collectionByAddress(collectionAddress)
      const token = c ? c.tokens.indexOf(tokenId) : -1
      if (!c || token < 0) return []
      if (c.owner) return [{ address: holders.addresses[c.owner[token]!]!, balance: 1 }]
      return (c.holdings?.[token] ?? []).map((h) => ({
        address: holders.addresses[h.holder]!,
        balance: h.balance,
      }))
    },
    isOrderLive(collectionAddress, orderId, now) {
      const record = orderRecord(collectionAddress, orderId)
      return record !== undefined && isLive(record, now)
    },
    followChain(chainId) {
      followed.add(chainId)
      const before = generated
      // The network's collections afresh; the others as they are, with what was written to them.
      generated = indexed(
        before.list.map((c, k) => (c.network.chainId === chainId ? generateOne(k, undefined) : c)),
      )
      if (served === before) served = generated
      version++
      return generated.list.filter((c) => c.network.chainId === chainId)
    },
    cancelOrder(collectionAddress, orderId, now) {
      const record = orderRecord(collectionAddress, orderId)
      if (!record) fail('NotFound', `no order ${orderId} in collection ${collectionAddress}`)
      if (!isLive(record, now)) {
        fail('RequestConflict', `order ${orderId} is not live (status ${record.status})`)
      }
      record.status = 'cancelled'
      record.updatedAt = Math.max(now, record.createdAt)
      record.wire = undefined
      record.collection.version++
      version++
      return toWireOrder(record)
    },
  }
}
