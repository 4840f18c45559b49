/**
 * Follows a chain's logs for the emulator: each new block range is read once,
 * in order, and handed to the subscribers. It catches up on a timer (so that
 * webhooks are delivered without any request) and on demand (the router syncs
 * before answering, so a read sees a write that has been mined).
 */
import type { Log, PublicClient } from 'viem'

export type LogSubscriber = (logs: readonly Log[]) => void | Promise<void>

export interface ChainWatcher {
  /** The chain's client (the emulator reads contract wallets' EIP-1271 answers with it). */
  readonly client: PublicClient
  /** Reads every block mined since the last read and hands its logs to the subscribers. */
  sync(): Promise<void>
  subscribe(subscriber: LogSubscriber): () => void
  /** The last block whose logs were handed over. */
  readonly processedBlock: bigint
  stop(): void
}

/** Starts watching after block `from` (default: the chain's current block). */
export async function createChainWatcher(
  client: PublicClient,
  options: { readonly pollingInterval?: number; readonly from?: bigint } = {},
): Promise<ChainWatcher> {
  const subscribers = new Set<LogSubscriber>()
  let processed = options.from ?? (await client.getBlockNumber())
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const catchUp = async () => {
    const latest = await client.getBlockNumber()
    if (latest <= processed) return
    const logs = await client.getLogs({ fromBlock: processed + 1n, toBlock: latest })
    processed = latest
    for (const subscriber of subscribers) await subscriber(logs)
  }
  // One catch-up at a time, in order; a failed one (node gone) is retried by the next.
  const sync = () => {
    running = running.then(catchUp, catchUp)
    return running
  }
  const timer = setInterval(() => {
    if (!stopped) sync().catch(() => {})
  }, options.pollingInterval ?? 100)
  ;(timer as { unref?: () => void }).unref?.()

  return {
    client,
    sync,
    subscribe(subscriber) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    get processedBlock() {
      return processed
    },
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
