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

/** Creates the reader of the network's market; nothing is read until `replay` or `apply`. */
export function createMarketReader(init: MarketReaderInit): MarketReader {
  const market = init.network.marketplaceContract
  const refused: Record<RequestRefusal, number> = {
    'unknown collection': 0,
    'unknown token': 0,
    'unknown currency': 0,
    quantity: 0,
    'duplicate id': 0,
  }
  const added = new Map<string, number>()
  const blockTimes = new Map<bigint, number>()
  let newest = -1n

  /**
   * A block's time in ms, read once. The clock reads the chain's time: each
   * newer block sets it (forward, or back when the node's time runs behind
   * the wall's, as anvil's does after a revert), so expiries mean the same on both.
   */
  const timeOf = async (blockNumber: bigint) => {
    let ms = blockTimes.get(blockNumber)
    if (ms === undefined) {
      const block = await init.client.getBlock({ blockNumber })
      ms = Number(block.timestamp) * 1000
      // Only the latest few are asked again (a block's time never changes but in a reorg).
      if (blockTimes.size > 64) blockTimes.clear()
      blockTimes.set(blockNumber, ms)
    }
    if (blockNumber > newest) {
      newest = blockNumber
      init.clock.set(ms)
    }
    return ms
  }
  const collection = (address: Address) =>
    init.collections().find((c) => same(c.spec.address, address))

  const apply = async (logs: readonly Log[]) => {
    const ours = logs.filter((log) => same(log.address, market))
    for (const log of parseEventLogs({ abi: SequenceMarketV2.abi, logs: ours })) {
      const at = await timeOf(log.blockNumber)
      if (log.eventName === 'RequestsInvalidated') {
        const { creator, invalidatedBefore } = log.args
        const token = 'tokenContract' in log.args ? collection(log.args.tokenContract) : undefined
        if ('tokenContract' in log.args && !token) continue
        invalidateRequests(token ? [token] : init.collections(), creator, invalidatedBefore, at)
        continue
      }
      if (!('tokenContract' in log.args)) continue
      const c = collection(log.args.tokenContract)
      if (!c) {
        if (log.eventName === 'RequestCreated') refused['unknown collection']++
        continue
      }
      if (log.eventName === 'RequestCreated') {
        const sequence = (added.get(c.spec.address) ?? 0) + 1
        const order = orderFromRequest(c, { ...log.args, at }, sequence)
        if (typeof order === 'string') {
          refused[order]++
          continue
        }
        added.set(c.spec.address, sequence)
        c.addOrder(order)
      } else if (log.eventName === 'RequestAccepted') {
        acceptRequest(c, log.args.requestId, log.args.quantityRemaining, at)
      } else if (log.eventName === 'RequestCancelled') {
        cancelRequest(c, log.args.requestId, at)
      }
    }
  }

  return {
    refused,
    apply,
    keepUpWith: async (blockNumber) => {
      await timeOf(blockNumber)
    },
    async replay(toBlock) {
      added.clear()
      blockTimes.clear()
      newest = -1n
      for (const reason of Object.keys(refused) as RequestRefusal[]) refused[reason] = 0
      const logs = await init.client.getLogs({ address: market, fromBlock: 0n, toBlock })
      await apply(logs)
    },
  }
}
