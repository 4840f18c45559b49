/**
 * One emulated collection and how it is generated from the seed: its tokens,
 * who owns them (one owner per ERC721 token, a few holders per ERC1155 token,
 * mostly anvil's dev accounts) and its orders, drawn as orderDraws.ts says,
 * the guaranteed ones (guaranteed.ts) among them.
 */
import type { CollectionSpec, EmulatedNetwork } from '../data/catalog.js'
import type { Random } from '../random.js'
import type { EmulatorScenario } from '../scenarios.js'
import { drawOrders } from './collectionOrders.js'
import { GUARANTEED, type GuaranteedOrder } from './guaranteed.js'
import { DEV_WEIGHTS } from './holders.js'
import { createHostileTokens } from './hostile.js'
import { createOrderStore, type OrderStore } from './orderStore.js'
import type { CollectionData, Holders, Holding } from './records.js'
import { createThemedTokens } from './themedTokens.js'
import { THEMES, type Theme } from './themes.js'
import { type TokenTable, tokenTableOf, weightedIndex } from './tokens.js'

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
  const { spec, holders, scenario } = init
  const key = scenario === 'hostile' ? 'hostile' : spec.key
  const theme = key === 'hostile' ? undefined : THEMES[key]
  const tokens = tokensOf(init, theme)
  const guaranteed = (GUARANTEED[key] ?? []).filter((g) => g.token < tokens.count)
  const ownership = drawOwnership(init, tokens.count, guaranteed)
  const store = createOrderStore(tokens.count)
  const royaltyBps = theme?.royaltyBps ?? 1000
  const collection = collectionOf(init, { royaltyBps, tokens, ...ownership }, store)
  drawOrders({
    collection,
    store,
    holders,
    random: init.random.fork('orders'),
    t0: init.t0,
    devCount: Math.min(10, holders.addresses.length),
    guaranteed,
    scenario,
    nativeOnChain: init.nativeOnChain,
  })
  return collection
}

/** The collection's tokens: none (`'empty'`), the hostile ones, or drawn from its theme. */
function tokensOf(init: CollectionInit, theme: Theme | undefined): TokenTable {
  const { spec, t0, id } = init
  const count = spec.size === 'large' ? init.size : spec.size
  const random = init.random.fork('tokens')
  if (init.scenario === 'empty') return tokenTableOf([])
  return theme
    ? createThemedTokens({ spec, theme, count, random, t0, collectionId: id })
    : tokenTableOf(createHostileTokens(t0, id))
}

/** Who holds a collection's tokens: an owner per ERC721 token, or holdings per ERC1155 token. */
interface Ownership {
  readonly owner: Uint8Array | undefined
  readonly holdings: Holding[][] | undefined
}

/** Draws who holds each token, from the collection's `owners` stream; a guaranteed listing's maker holds its token. */
function drawOwnership(
  init: CollectionInit,
  count: number,
  guaranteed: readonly GuaranteedOrder[],
): Ownership {
  const random = init.random.fork('owners')
  const pick = holderPicker(init.holders)
  const listings = guaranteed.filter((g) => g.side === 'listing')
  return init.spec.contractType === 'ERC721'
    ? { owner: drawOwners(count, random, pick, listings), holdings: undefined }
    : { owner: undefined, holdings: drawHoldings(count, random, pick, listings) }
}

/** Draws a holder: a dev account as often as DEV_WEIGHTS says, now and then a generated address. */
function holderPicker(holders: Holders): (random: Random) => number {
  const devCount = Math.min(10, holders.addresses.length)
  const generatedCount = holders.addresses.length - devCount
  return (random) =>
    generatedCount > 0 && random.next() >= 0.82
      ? devCount + Math.floor(random.next() * generatedCount)
      : weightedIndex(random, DEV_WEIGHTS)
}

/** One owner per ERC721 token. */
function drawOwners(
  count: number,
  random: Random,
  pick: (random: Random) => number,
  listings: readonly GuaranteedOrder[],
): Uint8Array {
  const owner = new Uint8Array(count)
  for (let i = 0; i < count; i++) owner[i] = pick(random)
  for (const g of listings) owner[g.token] = g.maker
  return owner
}

/** One to four holders per ERC1155 token; a guaranteed listing's maker holds at least 10. */
function drawHoldings(
  count: number,
  random: Random,
  pick: (random: Random) => number,
  listings: readonly GuaranteedOrder[],
): Holding[][] {
  const holdings: Holding[][] = []
  for (let i = 0; i < count; i++) {
    const list: Holding[] = []
    const n = 1 + Math.floor(random.next() * 4)
    for (let k = 0; k < n; k++) {
      const holder = pick(random)
      if (list.some((h) => h.holder === holder)) continue
      list.push({ holder, balance: 1 + Math.floor(random.next() ** 2 * 40) })
    }
    holdings.push(list)
  }
  for (const g of listings) {
    const list = holdings[g.token]!
    const at = list.findIndex((h) => h.holder === g.maker)
    if (at < 0) list.push({ holder: g.maker, balance: 10 })
    else list[at] = { holder: g.maker, balance: Math.max(10, list[at]!.balance) }
  }
  return holdings
}

/** The collection's record around its tokens, owners and order store; its orders are drawn after. */
function collectionOf(
  init: CollectionInit,
  parts: Pick<CollectionData, 'tokens' | 'royaltyBps' | 'owner' | 'holdings'>,
  store: OrderStore,
): CollectionData {
  const { spec, network, id, t0 } = init
  const genesis = t0 - 400 * DAY
  const firstBlock = network.chainId === 137 ? 60_000_000 : 0
  const blockTime = network.chainId === 137 ? 2_000 : 1_000
  const collection: CollectionData = {
    spec,
    network,
    id,
    ...parts,
    orders: store.orders,
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
  return collection
}
