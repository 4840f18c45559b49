/**
 * The native orders of a followed chain's network, read from its market's
 * logs (issue 43): every log of the market from the first on (so that an
 * emulator started again on the same chain serves the same orders), then each
 * new block's. `RequestCreated` adds an order to its collection,
 * `RequestAccepted` takes its quantity, `RequestCancelled` and both
 * `RequestsInvalidated` end it. A request the emulator cannot serve is
 * counted by reason in `refused`, never thrown; a log of another contract, or
 * one that does not decode, is not the market's.
 */
import { type Address, type Log, type PublicClient, parseEventLogs } from 'viem'
import type { Clock } from '../clock.js'
import type { EmulatedNetwork } from '../data/catalog.js'
import type { CollectionData } from '../marketplace/records.js'
import {
  acceptRequest,
  type CreatedRequest,
  cancelRequest,
  invalidateRequests,
  orderFromRequest,
  type RequestRefusal,
} from '../marketplace/requests.js'
import { SequenceMarketV2 } from './artifacts.js'

/** The market's requests on one network, as the emulator reads them. */
export interface MarketReader {
  /** Requests read from the chain that the emulator does not serve, by reason. */
  readonly refused: Readonly<Record<RequestRefusal, number>>
  /** Applies logs of blocks after those read so far (the watcher's). */
  apply(logs: readonly Log[]): Promise<void>
  /** Reads every log of the market from its first block to the chain's latest (at start, after a reorg). */
  replay(toBlock: bigint): Promise<void>
  /** Sets the clock to block `blockNumber`'s time, if no newer block has set it. */
  keepUpWith(blockNumber: bigint): Promise<void>
}

/** What the reader changes: the network's collections (as served now), and the clock it keeps up with the chain. */
export interface MarketReaderInit {
  readonly client: PublicClient
  readonly network: EmulatedNetwork
  collections(): readonly CollectionData[]
  readonly clock: Clock
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** What the reader keeps between reads. */
interface Reading {
  readonly init: MarketReaderInit
  /** The market's address. */
  readonly market: Address
  readonly refused: Record<RequestRefusal, number>
  /** Per collection address, the requests added so far: each new one's sequence number follows. */
  readonly added: Map<string, number>
  /** The times of the latest blocks read, in ms. */
  readonly blockTimes: Map<bigint, number>
  /** The newest block whose time the clock was set to. */
  newest: bigint
}

/** Creates the reader of the network's market; nothing is read until `replay` or `apply`. */
export function createMarketReader(init: MarketReaderInit): MarketReader {
  const r: Reading = {
    init,
    market: init.network.marketplaceContract,
    refused: {
      'unknown collection': 0,
      'unknown token': 0,
      'unknown currency': 0,
      quantity: 0,
      'duplicate id': 0,
    },
    added: new Map(),
    blockTimes: new Map(),
    newest: -1n,
  }
  return {
    refused: r.refused,
    apply: (logs) => apply(r, logs),
    keepUpWith: async (blockNumber) => {
      await timeOf(r, blockNumber)
    },
    async replay(toBlock) {
      r.added.clear()
      r.blockTimes.clear()
      r.newest = -1n
      for (const reason of Object.keys(r.refused) as RequestRefusal[]) r.refused[reason] = 0
      const logs = await init.client.getLogs({ address: r.market, fromBlock: 0n, toBlock })
      await apply(r, logs)
    },
  }
}

/**
 * A block's time in ms, read once. The clock reads the chain's time: each
 * newer block sets it (forward, or back when the node's time runs behind
 * the wall's, as anvil's does after a revert), so expiries mean the same on both.
 */
async function timeOf(r: Reading, blockNumber: bigint): Promise<number> {
  let ms = r.blockTimes.get(blockNumber)
  if (ms === undefined) {
    const block = await r.init.client.getBlock({ blockNumber })
    ms = Number(block.timestamp) * 1000
    // Only the latest few are asked again (a block's time never changes but in a reorg).
    if (r.blockTimes.size > 64) r.blockTimes.clear()
    r.blockTimes.set(blockNumber, ms)
  }
  if (blockNumber > r.newest) {
    r.newest = blockNumber
    r.init.clock.set(ms)
  }
  return ms
}

/** The network's collection at `address` (any case), as served now. */
const collectionAt = (r: Reading, address: Address) =>
  r.init.collections().find((c) => same(c.spec.address, address))

/** Applies the market's logs among `logs`, in order, each at its block's time. */
async function apply(r: Reading, logs: readonly Log[]): Promise<void> {
  const ours = logs.filter((log) => same(log.address, r.market))
  for (const log of parseEventLogs({ abi: SequenceMarketV2.abi, logs: ours })) {
    const at = await timeOf(r, log.blockNumber)
    if (log.eventName === 'RequestsInvalidated') {
      invalidate(r, log.args, at)
      continue
    }
    if (!('tokenContract' in log.args)) continue
    const c = collectionAt(r, log.args.tokenContract)
    if (!c) {
      if (log.eventName === 'RequestCreated') r.refused['unknown collection']++
      continue
    }
    if (log.eventName === 'RequestCreated') {
      addRequest(r, c, { ...log.args, at })
    } else if (log.eventName === 'RequestAccepted') {
      acceptRequest(c, log.args.requestId, log.args.quantityRemaining, at)
    } else if (log.eventName === 'RequestCancelled') {
      cancelRequest(c, log.args.requestId, at)
    }
  }
}

/** Ends a creator's requests made before a time: of one collection, or of every one (a collection not served is skipped). */
function invalidate(
  r: Reading,
  args: {
    readonly creator: Address
    readonly invalidatedBefore: bigint
    readonly tokenContract?: Address
  },
  at: number,
): void {
  const { creator, invalidatedBefore, tokenContract } = args
  const token = tokenContract === undefined ? undefined : collectionAt(r, tokenContract)
  if (tokenContract !== undefined && !token) return
  invalidateRequests(token ? [token] : r.init.collections(), creator, invalidatedBefore, at)
}

/** Adds a created request to its collection as an order, or counts why it is refused. */
function addRequest(r: Reading, c: CollectionData, request: CreatedRequest): void {
  const sequence = (r.added.get(c.spec.address) ?? 0) + 1
  const order = orderFromRequest(c, request, sequence)
  if (typeof order === 'string') {
    r.refused[order]++
    return
  }
  r.added.set(c.spec.address, sequence)
  c.addOrder(order)
}
