/**
 * Follows a chain's logs for the emulator: each new block range is read once,
 * in order, and handed to the subscribers. It catches up on a timer (so that
 * webhooks are delivered without any request) and on demand (the router syncs
 * before answering, so a read sees a write that has been mined). It keeps the
 * hash of the last block it read: when that block is no longer on the chain
 * (a reorg, or a node reverted to a snapshot), it tells the reorg subscribers
 * the new head instead, and follows on from there.
 */
import type { Hash, Log, PublicClient } from 'viem'

export type LogSubscriber = (logs: readonly Log[]) => void | Promise<void>
/** Told the chain's head after a reorg: what was read from the removed blocks must be read again. */
export type ReorgSubscriber = (head: bigint) => void | Promise<void>

export interface ChainWatcher {
  /** The chain's client (the emulator reads contract wallets' EIP-1271 answers with it). */
  readonly client: PublicClient
  /** Reads every block mined since the last read and hands its logs to the subscribers. */
  sync(): Promise<void>
  subscribe(subscriber: LogSubscriber): () => void
  onReorg(subscriber: ReorgSubscriber): () => void
  /** The last block whose logs were handed over. */
  readonly processedBlock: bigint
  /** How many reorgs were seen. */
  readonly reorgs: number
  stop(): void
}

/** Starts watching after block `from` (default: the chain's current block). */
export async function createChainWatcher(
  client: PublicClient,
  options: { readonly pollingInterval?: number; readonly from?: bigint } = {},
): Promise<ChainWatcher> {
  const subscribers = new Set<LogSubscriber>()
  const reorgSubscribers = new Set<ReorgSubscriber>()
  const start = await client.getBlock(
    options.from === undefined ? { blockTag: 'latest' } : { blockNumber: options.from },
  )
  let processed = start.number
  let processedHash: Hash = start.hash
  let reorgs = 0
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  /** Blocks read (those with logs, and each head), newest last: where a reorg's new branch starts. */
  const seen: { number: bigint; hash: Hash }[] = [{ number: processed, hash: processedHash }]
  const remember = (number: bigint, hash: Hash) => {
    if (seen.some((b) => b.hash === hash)) return
    seen.push({ number, hash })
    seen.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0))
    if (seen.length > 256) seen.shift()
  }
  const onChain = async (block: { number: bigint; hash: Hash }, head: { number: bigint }) =>
    block.number <= head.number &&
    (await client.getBlock({ blockNumber: block.number })).hash === block.hash
  /** The newest block read that is still on the chain (the reorg's common ancestor, as far as is known). */
  const ancestor = async (head: { number: bigint }) => {
    for (let i = seen.length - 1; i >= 0; i--) {
      if (await onChain(seen[i]!, head)) return seen[i]!.number
    }
    return undefined
  }
  const deliver = async (from: bigint, head: { number: bigint; hash: Hash }) => {
    const logs =
      from > head.number ? [] : await client.getLogs({ fromBlock: from, toBlock: head.number })
    processed = head.number
    processedHash = head.hash
    remember(head.number, head.hash)
    for (const log of logs) if (log.blockHash) remember(log.blockNumber!, log.blockHash)
    for (const subscriber of subscribers) await subscriber(logs)
  }
  const catchUp = async () => {
    const head = await client.getBlock({ blockTag: 'latest' })
    const last = { number: processed, hash: processedHash }
    if (head.number === processed && head.hash === processedHash) return
    if (await onChain(last, head)) return deliver(processed + 1n, head)
    // A reorg: the reorg subscribers read the chain again up to the head; the log
    // subscribers get the new branch's logs, from the newest block still on the chain.
    reorgs++
    const common = await ancestor(head)
    while (seen.length > 0 && seen.at(-1)!.number > (common ?? -1n)) seen.pop()
    for (const subscriber of reorgSubscribers) await subscriber(head.number)
    return deliver(common === undefined ? head.number + 1n : common + 1n, head)
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
    onReorg(subscriber) {
      reorgSubscribers.add(subscriber)
      return () => reorgSubscribers.delete(subscriber)
    },
    get processedBlock() {
      return processed
    },
    get reorgs() {
      return reorgs
    },
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
