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
import type { EmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import type { EmulatorScenario } from '../scenarios.js'
import type { StoredOrder as Order } from '../stored.js'
import { isLive, toWireOrder } from './orders.js'
import type { CollectionData, Holders, OrderRecord } from './records.js'
import {
  canonicalOrderId,
  collectionAt,
  createSection,
  generate,
  generateOne,
  indexed,
  recordOf,
  type Section,
} from './served.js'

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
  const section = createSection(init)
  return {
    get version() {
      return section.version
    },
    get collections() {
      return section.served.list
    },
    get scenario() {
      return section.scenario
    },
    holders: section.holders,
    ...reads(section),
    ...writes(section),
  }
}

/** The section's methods that write. */
type Writes = 'setScenario' | 'followChain' | 'cancelOrder'

/** The section's reads: collections, orders and holders of the data served. */
function reads(
  section: Section,
): Omit<MarketplaceState, Writes | 'version' | 'collections' | 'scenario' | 'holders'> {
  const { holders } = section
  return {
    collection(network, address) {
      const c = collectionAt(section, address)
      return c && c.network.chainId === network.chainId ? c : undefined
    },
    collectionByAddress: (address) => collectionAt(section, address),
    orderRecord: (collectionAddress, orderId) => recordOf(section, collectionAddress, orderId),
    findOrder(collectionAddress, orderId) {
      const record = recordOf(section, collectionAddress, orderId)
      return record && toWireOrder(record)
    },
    findOrderById(chainId, orderId) {
      const id = canonicalOrderId(orderId)
      for (const c of section.served.list) {
        const record = c.network.chainId === chainId ? c.orderById(id) : undefined
        if (record) return toWireOrder(record)
      }
      return undefined
    },
    ordersOfToken(collectionAddress, tokenId) {
      const c = collectionAt(section, collectionAddress)
      const token = c ? c.tokens.indexOf(tokenId) : -1
      return c && token >= 0 ? c.ordersOf(token).map(toWireOrder) : []
    },
    ordersByMaker(maker, options = {}) {
      const key = maker.toLowerCase()
      const network = options.network === undefined ? undefined : String(options.network)
      const { liveAt } = options
      return section.served.list
        .filter(
          (c) => !network || c.network.name === network || String(c.network.chainId) === network,
        )
        .flatMap((c) =>
          c.orders.filter((o) => o.makerKey === key && (liveAt === undefined || isLive(o, liveAt))),
        )
        .map(toWireOrder)
    },
    holdersOf(collectionAddress, tokenId) {
      const c = collectionAt(section, collectionAddress)
      const token = c ? c.tokens.indexOf(tokenId) : -1
      if (!c || token < 0) return []
      if (c.owner) return [{ address: holders.addresses[c.owner[token]!]!, balance: 1 }]
      return (c.holdings?.[token] ?? []).map((h) => ({
        address: holders.addresses[h.holder]!,
        balance: h.balance,
      }))
    },
    isOrderLive(collectionAddress, orderId, now) {
      const record = recordOf(section, collectionAddress, orderId)
      return record !== undefined && isLive(record, now)
    },
  }
}

/** The section's writes: the scenario served, a followed chain, a cancelled order. */
function writes(section: Section): Pick<MarketplaceState, Writes> {
  return {
    setScenario(next) {
      if (next === section.scenario) return
      section.scenario = next
      section.served = next === undefined ? section.generated : indexed(generate(section, next))
      section.version++
    },
    followChain(chainId) {
      section.followed.add(chainId)
      const before = section.generated
      // The network's collections afresh; the others as they are, with what was written to them.
      section.generated = indexed(
        before.list.map((c, k) =>
          c.network.chainId === chainId ? generateOne(section, k, undefined) : c,
        ),
      )
      if (section.served === before) section.served = section.generated
      section.version++
      return section.generated.list.filter((c) => c.network.chainId === chainId)
    },
    cancelOrder(collectionAddress, orderId, now) {
      const record = recordOf(section, collectionAddress, orderId)
      if (!record) fail('NotFound', `no order ${orderId} in collection ${collectionAddress}`)
      if (!isLive(record, now)) {
        fail('RequestConflict', `order ${orderId} is not live (status ${record.status})`)
      }
      record.status = 'cancelled'
      record.updatedAt = Math.max(now, record.createdAt)
      record.wire = undefined
      record.collection.version++
      section.version++
      return toWireOrder(record)
    },
  }
}
