/**
 * Connects an emulator to a local chain (anvil) of one of its networks (issue
 * 43): the first time, what the emulator serves there is put on the chain
 * (chain/world.ts: the market, the collections, the currencies and the
 * generated native orders as real requests); then the network's native orders
 * are read from the market's logs, from its first block on (chain/market.ts),
 * and every log is matched against the network's webhook listeners and
 * delivered (indexer/delivery.ts).
 */
import { createPublicClient, http, type PublicClient } from 'viem'
import type { Clock } from '../clock.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import type { EmulatedNetwork } from '../data/catalog.js'
import {
  createWebhookDispatcher,
  type WebhookDeliveryOptions,
  type WebhookDispatcher,
} from '../indexer/delivery.js'
import type { WithIndexer } from '../indexer/state.js'
import { royaltyRecipient } from '../marketplace/orders.js'
import type { RequestRefusal } from '../marketplace/requests.js'
import { nativeOrdersToSeed } from '../marketplace/requests.js'
import type { WithMarketplace } from '../marketplace/state.js'
import { createMarketReader, type MarketReader } from './market.js'
import { type ChainWatcher, createChainWatcher } from './watcher.js'
import { installWorld, marketInstalled } from './world.js'

export interface ChainOptions {
  /** The node's JSON-RPC URL, e.g. `http://127.0.0.1:8545`. */
  readonly rpcUrl: string
  /**
   * How often to look for new blocks when no request comes, in ms (default
   * 100: a local node answers at once, and a mined block reaches the webhooks
   * — and through the live feed an open page — within a tenth of a second).
   */
  readonly pollingInterval?: number
}

/** A chain the emulator follows. */
export interface AttachedChain {
  readonly network: EmulatedNetwork
  readonly client: PublicClient
  readonly watcher: ChainWatcher
  /**
   * The chain's webhook deliveries: `await chain.watcher.sync()` then
   * `await chain.webhooks.idle()` waits until everything mined so far has been
   * delivered (or given up); `deliveries()` tells how each went.
   */
  readonly webhooks: WebhookDispatcher
  /** The market's requests the emulator does not serve (a token or currency it does not have), by reason. */
  readonly refused: Readonly<Record<RequestRefusal, number>>
  /** Stops following the chain, and cancels pending webhook deliveries. */
  detach(): void
}

/**
 * What of the emulator's state a followed chain reads and writes: the networks
 * and the clock, the marketplace (the network's native orders), the indexer
 * (webhooks) and the table of followed chains. The whole state has them;
 * chain/ never imports it.
 */
export interface ChainHost extends WithMarketplace, WithIndexer {
  readonly networks: readonly EmulatedNetwork[]
  readonly clock: Clock
  readonly chains: Map<number, ChainWatcher>
}

/** A generated order is put on the chain only if it lives this long yet (ms): not one that ends while it is made. */
const SEED_MARGIN = 60_000

/**
 * Follows the chain at `rpcUrl`, which must be an anvil node of one of the
 * emulator's networks (31337 by default). The first time, installs the
 * network's market, collections, currencies and native orders there (anvil's
 * `anvil_setCode`, and transactions from its dev accounts); every time, reads
 * the market's requests from its logs, and delivers the webhooks of the
 * network's listeners (`webhooks` sets how). The emulator's clock never runs
 * behind the chain's latest block.
 */
export async function attachChain(
  state: ChainHost,
  options: ChainOptions,
  webhooks: WebhookDeliveryOptions = {},
): Promise<AttachedChain> {
  const { client, network } = await connect(state, options)
  await installOnce(state, client, network, options.rpcUrl)
  const { reader, watcher, unfollow } = await followMarket(
    state,
    client,
    network,
    options.pollingInterval,
  )
  const dispatcher = createWebhookDispatcher({
    state,
    chainId: network.chainId,
    client,
    options: webhooks,
  })
  const unsubscribeWebhooks = watcher.subscribe((logs) => dispatcher.onLogs(logs))
  state.chains.set(network.chainId, watcher)
  return {
    network,
    client,
    watcher,
    webhooks: dispatcher,
    refused: reader.refused,
    detach() {
      unfollow()
      unsubscribeWebhooks()
      dispatcher.stop()
      watcher.stop()
      state.chains.delete(network.chainId)
    },
  }
}

/** A client of the node at `rpcUrl`, and the emulator's network it is; throws for a chain the emulator does not serve. */
async function connect(
  state: ChainHost,
  options: ChainOptions,
): Promise<{ client: PublicClient; network: EmulatedNetwork }> {
  // No cached block number: a catch-up must see the block just mined.
  const client = createPublicClient({
    // The market's logs from block 0 come in one answer: its world's block alone is megabytes.
    transport: http(options.rpcUrl, { retryCount: 0, maxResponseBodySize: 512 * 1024 * 1024 }),
    cacheTime: 0,
    pollingInterval: options.pollingInterval ?? 100,
  })
  const chainId = await client.getChainId()
  const network = state.networks.find((n) => n.chainId === chainId)
  if (!network) {
    throw new Error(
      `attachChain: the node at ${options.rpcUrl} is chain ${chainId}, which the emulator does not serve (${state.networks.map((n) => n.chainId).join(', ')})`,
    )
  }
  return { client: client as PublicClient, network }
}

/** Installs the network's world on the chain (chain/world.ts) unless its market is there already. */
async function installOnce(
  state: ChainHost,
  client: PublicClient,
  network: EmulatedNetwork,
  rpcUrl: string,
): Promise<void> {
  if (await marketInstalled(client, network.marketplaceContract)) return
  const { chainId } = network
  const collections = state.marketplace.collections.filter((c) => c.network.chainId === chainId)
  const until = state.clock.now() + SEED_MARGIN
  try {
    await installWorld({
      client,
      rpcUrl,
      network,
      collections,
      holders: state.marketplace.holders,
      accounts: DEV_ACCOUNTS.map((a) => a.address),
      orders: collections.flatMap((c) => nativeOrdersToSeed(c, until)),
      royaltyRecipient,
    })
  } catch (e) {
    throw new Error(
      `attachChain: could not install the emulator's market on ${rpcUrl}; it needs an anvil node with its dev accounts`,
      { cause: e },
    )
  }
}

/**
 * Serves the network's native orders from the market's logs: replayed up to
 * the latest block, then kept up with by a new watcher (a reorg replays them
 * afresh). `unfollow` stops reading the logs.
 */
async function followMarket(
  state: ChainHost,
  client: PublicClient,
  network: EmulatedNetwork,
  pollingInterval: number | undefined,
): Promise<{ reader: MarketReader; watcher: ChainWatcher; unfollow: () => void }> {
  const { chainId } = network
  state.marketplace.followChain(chainId)
  const reader = createMarketReader({
    client,
    network,
    clock: state.clock,
    collections: () => state.marketplace.collections.filter((c) => c.network.chainId === chainId),
  })
  let replayedTo = await client.getBlockNumber()
  await reader.replay(replayedTo)
  const watcher = await createChainWatcher(client, { pollingInterval, from: replayedTo })
  // A reorg rebuilds the network's orders as a restart does: afresh, then the market's logs.
  const unsubscribeReorg = watcher.onReorg(async (head) => {
    state.marketplace.followChain(chainId)
    replayedTo = head
    await reader.replay(head)
  })
  const unsubscribe = watcher.subscribe(async (logs) => {
    await reader.apply(
      logs.filter((log) => log.blockNumber !== null && log.blockNumber > replayedTo),
    )
    // Blocks without the market's logs move the chain's time too (a node's evm_increaseTime).
    await reader.keepUpWith(watcher.processedBlock)
  })
  const unfollow = () => {
    unsubscribe()
    unsubscribeReorg()
  }
  return { reader, watcher, unfollow }
}
