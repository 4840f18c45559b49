/**
 * The demo's live feed (issue 21) and activity (issue 31), served by its dev
 * server when it follows an anvil chain: the emulator — the demo's indexer —
 * POSTs the chain's webhook deliveries to `/__live/hooks`; the kit's
 * pipeline (`createWebhookPipeline`, its uids de-duplicated in memory) keeps
 * each one as an activity item (`createMemoryActivityStore`, read at
 * `/__live/activity`), then hands it to the feed at `/__live/feed`
 * (Server-Sent Events); the page's `LiveQueries` refetches the queries each
 * event changes, and its activity lists read what is new. A request created,
 * accepted or cancelled on the market in one tab changes every other tab's
 * order book, and tops their activity, without a reload.
 *
 * Server side only: the listener is registered with the project's secret key
 * (`createIndexerAdminClient`), here in Node; the page gets the feed's URL
 * and public chain data, nothing else.
 */
import type { AddressInfo } from 'node:net'
import type { Address } from 'viem'
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { DEV_SECRET_KEYS } from '../src/emulator/adapters/node.js'
import { worldBlockOf } from '../src/emulator/chain/world.js'
import {
  DEV_PROJECTS,
  EMULATED_COLLECTIONS,
  EMULATED_NETWORKS,
  type Emulator,
  emulatorConfig,
} from '../src/emulator/index.js'
import {
  createActivityHandler,
  createIndexerAdminClient,
  createLiveFeed,
  createMemoryActivityStore,
  createWebhookPipeline,
  type LiveEventCollectionOption,
  type LiveFeed,
  MARKET_WEBHOOK_EVENTS,
  marketRequestEvent,
  type ParsedWebhookEvent,
  toNodeHandler,
  WEBHOOK_EVENTS,
} from '../src/server/index.js'
import { chainHistory } from './history.js'

/** Where the page opens the feed. */
export const LIVE_FEED_PATH = '/__live/feed'
/** Where the page reads the activity. */
export const LIVE_ACTIVITY_PATH = '/__live/activity'
/** Where the emulator delivers the listener's webhooks. */
const LIVE_HOOKS_PATH = '/__live/hooks'

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * The token a market sale or cancel changes when the receiver's store does
 * not hold its request (one of the emulator's world, made before the server
 * listened): looked up in the emulator — the demo's marketplace backend,
 * which read the request when it was created — so that `LiveQueries`
 * refetches that token's book. Any other event names what it changes.
 */
function demoCollection(
  delivery: ParsedWebhookEvent,
  emulator: Pick<Emulator, 'state'>,
  network: { readonly chainId: number; readonly marketplaceContract: string },
): LiveEventCollectionOption | undefined {
  if (!same(delivery.event.contractAddress, network.marketplaceContract)) return undefined
  const market = marketRequestEvent(delivery.event.event.eventSig, delivery.argList)
  if (market?.kind !== 'accepted' && market?.kind !== 'cancelled') return undefined
  const order = emulator.state.marketplace.findOrderById(network.chainId, String(market.requestId))
  return order?.tokenId ? { address: market.tokenContract, tokenIds: [order.tokenId] } : undefined
}

export interface DemoLiveOptions {
  /** The emulator the dev server serves (the `platformEmulator` plugin's). */
  readonly emulator: Emulator
  /** The chain it follows (31337, anvil). */
  readonly chainId: number
}

/**
 * A Vite plugin for the demo's dev server: the webhook receiver at
 * `/__live/hooks`, the live feed at `/__live/feed`, and — once the server
 * listens — a webhook listener registered on the emulator (its
 * `Indexer/AddWebhookListener`, with the development project's secret key)
 * for the market's request events and the collections' transfers, delivered to
 * the server's own `/__live/hooks` on its loopback address. Closing the
 * server removes the listener and ends the feed's streams.
 */
export function demoLive({ emulator, chainId }: DemoLiveOptions): Plugin {
  const network = EMULATED_NETWORKS.find((n) => n.chainId === chainId)
  if (!network) throw new Error(`demoLive: the emulator has no network of chain ${chainId}`)
  const project = DEV_PROJECTS[0]!
  const admin = createIndexerAdminClient({
    ...emulatorConfig('http://emulator.invalid'),
    secretKey: DEV_SECRET_KEYS[1],
    // The emulator runs in this process: its operations are called without a round trip.
    fetch: (input, init) => emulator.handle(new Request(input, init)),
  })
  let feed: LiveFeed | undefined
  let listenerId: string | undefined
  let closed = false

  /** Deliveries stop, pending retries included. */
  const removeListener = async () => {
    const id = listenerId
    listenerId = undefined
    if (id === undefined) return
    await admin
      .removeWebhookListener({ network: network.name, id, projectId: project.id })
      .catch(() => {})
  }
  const close = async () => {
    if (closed) return
    closed = true
    feed?.close()
    await removeListener()
  }

  return {
    name: 'platform-kit-demo:live',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
    closeBundle: close,
  }

  /** The routes on the server's middlewares, and the listener once it listens. */
  function mount(server: PreviewServer | ViteDevServer) {
    const live = createLiveFeed()
    feed = live
    // What happened since the server started following the chain, the newest 10,000.
    const activity = createMemoryActivityStore({ maxItems: 10_000 })
    const chainId = network!.chainId
    const filters = {
      contractAddresses: [
        network!.marketplaceContract,
        ...EMULATED_COLLECTIONS.filter((c) => c.chainId === chainId).map((c) => c.address),
      ],
      events: [
        ...Object.values(MARKET_WEBHOOK_EVENTS),
        WEBHOOK_EVENTS.ERC721.Transfer,
        WEBHOOK_EVENTS.ERC1155.TransferSingle,
        WEBHOOK_EVENTS.ERC1155.TransferBatch,
      ],
    }
    // Each delivery kept as activity, then announced on the feed; a sale or a cancel priced as
    // its listing or offer was kept.
    const pipeline = createWebhookPipeline({
      chainId,
      activity,
      feed: live,
      collection: (delivery) => demoCollection(delivery, emulator, network!),
      onError: (error) => server.config.logger.error(`demo: a delivery not kept (${error})`),
    })
    const receive = toNodeHandler(pipeline)
    // What the chain held before this server listened is kept first, oldest first (chainHistory).
    let historyKept!: () => void
    const ready = new Promise<void>((resolve) => {
      historyKept = resolve
    })
    const keepHistory = async () => {
      const watcher = emulator.state.chains.get(chainId)
      if (!watcher) return
      const started = performance.now()
      const world = await worldBlockOf(watcher.client, network!.marketplaceContract as Address)
      const history = await chainHistory({
        client: watcher.client,
        chainId,
        filters,
        fromBlock: (world ?? -1n) + 1n,
        toBlock: watcher.processedBlock,
      })
      for (const body of history) {
        await pipeline(
          new Request(`http://demo${LIVE_HOOKS_PATH}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }),
        )
      }
      server.config.logger.info(
        `demo: activity: ${history.length} events of the chain kept in ${Math.round(performance.now() - started)} ms`,
      )
    }
    const hooks: Connect.NextHandleFunction = (req, res) => {
      // Only the deliveries of the listener this server registered.
      if (listenerId === undefined || req.headers['x-webhook-listener-id'] !== listenerId) {
        res.writeHead(403, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: "not a delivery of this server's listener" }))
        return
      }
      void ready.then(() => receive(req, res))
    }
    server.middlewares.use(LIVE_HOOKS_PATH, hooks)
    server.middlewares.use(LIVE_FEED_PATH, toNodeHandler(live.handler))
    server.middlewares.use(
      LIVE_ACTIVITY_PATH,
      toNodeHandler(createActivityHandler({ store: activity })),
    )

    const httpServer = server.httpServer
    if (!httpServer) return // middleware mode: no address of its own to be delivered to
    const register = async () => {
      const { address, port, family } = httpServer.address() as AddressInfo
      const host =
        address === '0.0.0.0' || address === '::'
          ? '127.0.0.1'
          : family === 'IPv6'
            ? `[${address}]`
            : address
      try {
        const { listener } = await admin.addWebhookListener({
          network: network!.name,
          url: `http://${host}:${port}${LIVE_HOOKS_PATH}`,
          filters: { contracts: filters.contractAddresses, events: filters.events },
        })
        listenerId = String(listener.id)
        if (closed) await removeListener()
      } catch (error) {
        server.config.logger.warn(`demo: the live feed has no webhook listener (${error})`)
      }
      // After the listener: a block read meanwhile is both history and delivered, and kept once (by uid).
      await keepHistory()
        .catch((error) =>
          server.config.logger.error(`demo: the chain's activity not read (${error})`),
        )
        .finally(historyKept)
    }
    if (httpServer.listening) void register()
    else httpServer.once('listening', () => void register())
    httpServer.once('close', () => void close())
  }
}
