/**
 * Connects an emulator to a local chain (anvil): the native marketplace's code
 * is installed at the network's marketplace address, and the chain's logs are
 * followed, so that a mined `cancel` transaction cancels the order it names —
 * when its sender is the order's maker — and every log is matched against the
 * network's webhook listeners and delivered (indexer/delivery.ts).
 */
import { type Address, createPublicClient, decodeEventLog, http, type PublicClient } from 'viem'
import type { Clock } from '../clock.js'
import type { EmulatedNetwork } from '../data/catalog.js'
import {
  createWebhookDispatcher,
  type WebhookDeliveryOptions,
  type WebhookDispatcher,
} from '../indexer/delivery.js'
import type { WithIndexer } from '../indexer/state.js'
import type { WithMarketplace } from '../marketplace/state.js'
import { NativeMarketplace } from './artifacts.js'
import { type ChainWatcher, createChainWatcher } from './watcher.js'

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
  /** Stops following the chain, and cancels pending webhook deliveries. */
  detach(): void
}

/**
 * What of the emulator's state a followed chain reads and writes: the networks
 * and the clock, the marketplace (cancellations), the indexer (webhooks) and the
 * table of followed chains. The whole state has them; chain/ never imports it.
 */
export interface ChainHost extends WithMarketplace, WithIndexer {
  readonly networks: readonly EmulatedNetwork[]
  readonly clock: Clock
  readonly chains: Map<number, ChainWatcher>
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Follows the chain at `rpcUrl`, which must be an anvil node of one of the
 * emulator's networks (31337 by default). Installs the native marketplace's
 * code with `anvil_setCode`, then cancels an order when a mined
 * `OrderCancelled(orderId, maker)` names it and `maker` made it, and delivers
 * the webhooks of the network's listeners (`webhooks` sets how).
 */
export async function attachChain(
  state: ChainHost,
  options: ChainOptions,
  webhooks: WebhookDeliveryOptions = {},
): Promise<AttachedChain> {
  // No cached block number: a catch-up must see the block just mined.
  const client = createPublicClient({
    transport: http(options.rpcUrl, { retryCount: 0 }),
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
  try {
    await client.request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [
        network.marketplaceContract,
        NativeMarketplace.deployedBytecode,
      ] as unknown as undefined,
    })
  } catch (e) {
    throw new Error(
      `attachChain: ${options.rpcUrl} refused anvil_setCode; the emulator needs an anvil node`,
      {
        cause: e,
      },
    )
  }
  const watcher = await createChainWatcher(client, { pollingInterval: options.pollingInterval })
  const marketplace = network.marketplaceContract as Address
  const unsubscribe = watcher.subscribe((logs) => {
    for (const log of logs) {
      if (!same(log.address, marketplace)) continue
      let decoded: ReturnType<typeof decodeEventLog<typeof NativeMarketplace.abi>>
      try {
        decoded = decodeEventLog({ abi: NativeMarketplace.abi, data: log.data, topics: log.topics })
      } catch {
        continue
      }
      if (decoded.eventName !== 'OrderCancelled') continue
      const { orderId, maker } = decoded.args
      const order = state.marketplace.findOrderById(network.chainId, orderId.toString())
      if (!order || !same(order.createdBy, maker)) continue
      const now = state.clock.now()
      if (state.marketplace.isOrderLive(order.collectionContractAddress, order.orderId, now)) {
        state.marketplace.cancelOrder(order.collectionContractAddress, order.orderId, now)
      }
    }
  })
  const dispatcher = createWebhookDispatcher({
    state,
    chainId: network.chainId,
    client: client as PublicClient,
    options: webhooks,
  })
  const unsubscribeWebhooks = watcher.subscribe((logs) => dispatcher.onLogs(logs))
  state.chains.set(network.chainId, watcher)
  return {
    network,
    client: client as PublicClient,
    watcher,
    webhooks: dispatcher,
    detach() {
      unsubscribe()
      unsubscribeWebhooks()
      dispatcher.stop()
      watcher.stop()
      state.chains.delete(network.chainId)
    },
  }
}
