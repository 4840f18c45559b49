/**
 * What the marketplace section serves (state.ts reads and writes it): the
 * collections generated from the seed, kept for the emulator's life, and
 * those of the current scenario, each list indexed by address.
 */
import type { SectionInit } from '../context.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS } from '../data/catalog.js'
import type { EmulatorScenario } from '../scenarios.js'
import { createCollection } from './collection.js'
import { createHolders } from './holders.js'
import type { CollectionData, Holders, OrderRecord } from './records.js'

/** An order id without leading zeros (`"007"` names order `"7"`). */
export const canonicalOrderId = (orderId: string) =>
  /^\d{1,78}$/.test(orderId) ? BigInt(orderId).toString() : orderId

/** The number of generated (non-dev) holder addresses. */
const GENERATED_HOLDERS = 40

/** A list of collections and the same by lower-case address. */
interface Indexed {
  readonly list: CollectionData[]
  readonly byAddress: ReadonlyMap<string, CollectionData>
}

/** What the section's methods share: how it generates, what it serves, and its version. */
export interface Section {
  readonly init: SectionInit
  readonly holders: Holders
  /** The chains whose networks' native orders are their markets' requests. */
  readonly followed: Set<number>
  /** The generated data, kept for the emulator's life. */
  generated: Indexed
  /** The data served: the generated data, or the current scenario's. */
  served: Indexed
  scenario: EmulatorScenario | undefined
  version: number
}

/** The section's state, with the generated data of the seed served. */
export function createSection(init: SectionInit): Section {
  const section: Section = {
    init,
    holders: createHolders(
      DEV_ACCOUNTS.map((a) => a.address),
      GENERATED_HOLDERS,
      init.random.fork('holders'),
    ),
    followed: new Set(),
    generated: { list: [], byAddress: new Map() },
    served: { list: [], byAddress: new Map() },
    scenario: undefined,
    version: 0,
  }
  section.generated = indexed(generate(section, undefined))
  section.served = section.generated
  return section
}

/** Generates collection `k` of the catalog, as a scenario (or the generated data) has it. */
export function generateOne(
  section: Section,
  k: number,
  scenario: EmulatorScenario | undefined,
): CollectionData {
  const { init } = section
  const spec = EMULATED_COLLECTIONS[k]!
  return createCollection({
    nativeOnChain: section.followed.has(spec.chainId),
    spec,
    network: EMULATED_NETWORKS.find((n) => n.chainId === spec.chainId)!,
    id: k + 1,
    // The hostile scenario draws the hostile collection's own orders.
    random: init.random.fork(`collection ${scenario === 'hostile' ? 'hostile' : spec.key}`),
    t0: init.t0,
    size: init.size,
    holders: section.holders,
    scenario,
  })
}

/** Generates every collection of the catalog, in catalog order. */
export const generate = (section: Section, scenario: EmulatorScenario | undefined) =>
  EMULATED_COLLECTIONS.map((_, k) => generateOne(section, k, scenario))

/** Indexes collections by lower-case address. */
export const indexed = (list: CollectionData[]): Indexed => ({
  list,
  byAddress: new Map(list.map((c) => [c.spec.address.toLowerCase(), c])),
})

/** The served collection at `address` (any case). */
export const collectionAt = (section: Section, address: string): CollectionData | undefined =>
  section.served.byAddress.get(address.toLowerCase())

/** The stored record of an order of a served collection. */
export const recordOf = (
  section: Section,
  collectionAddress: string,
  orderId: string,
): OrderRecord | undefined =>
  collectionAt(section, collectionAddress)?.orderById(canonicalOrderId(orderId))
