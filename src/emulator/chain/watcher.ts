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

/** A block's number and hash. */
interface BlockRef {
  readonly number: bigint
  readonly hash: Hash
}

/** What a watcher's catch-ups share: the chain, the subscribers, and what was read so far. */
interface Watch {
  readonly client: PublicClient
  readonly subscribers: Set<LogSubscriber>
  readonly reorgSubscribers: Set<ReorgSubscriber>
  /** The last block whose logs were handed over. */
  processed: BlockRef
  reorgs: number
  /** Blocks read (those with logs, and each head), newest last: where a reorg's new branch starts. */
  readonly seen: BlockRef[]
}

/** Starts watching after block `from` (default: the chain's current block). */
export async function createChainWatcher(
  client: PublicClient,
  options: { readonly pollingInterval?: number; readonly from?: bigint } = {},
): Promise<ChainWatcher> {
  const start = await client.getBlock(
    options.from === undefined ? { blockTag: 'latest' } : { blockNumber: options.from },
  )
  const processed = { number: start.number, hash: start.hash }
  const w: Watch = {
    client,
    subscribers: new Set(),
    reorgSubscribers: new Set(),
    processed,
    reorgs: 0,
    seen: [processed],
  }
  let running: Promise<void> = Promise.resolve()
  let queued: Promise<void> | undefined
  let stopped = false
  // One catch-up at a time, in order; a failed one (node gone) is retried by the next. A sync
  // asked for while one runs waits for the next, which starts after it was asked and so sees
  // what was mined before: every sync asked for meanwhile shares that one (the router syncs
  // before each request, and a page reading a thousand orders four at a time waited on a
  // thousand catch-ups one after another).
  const sync = () => {
    if (queued) return queued
    const start = () => {
      queued = undefined
      return catchUp(w)
    }
    queued = running.then(start, start)
    running = queued
    return queued
  }
  const timer = setInterval(() => {
    if (!stopped) sync().catch(() => {})
  }, options.pollingInterval ?? 100)
  ;(timer as { unref?: () => void }).unref?.()

  return {
    client,
    sync,
    subscribe(subscriber) {
      w.subscribers.add(subscriber)
      return () => w.subscribers.delete(subscriber)
    },
    onReorg(subscriber) {
      w.reorgSubscribers.add(subscriber)
      return () => w.reorgSubscribers.delete(subscriber)
    },
    get processedBlock() {
      return w.processed.number
    },
    get reorgs() {
      return w.reorgs
    },
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}

/** Notes a block read, once; the last 256 are kept. */
function remember(w: Watch, number: bigint, hash: Hash): void {
  const { seen } = w
  if (seen.some((b) => b.hash === hash)) return
  seen.push({ number, hash })
  seen.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0))
  if (seen.length > 256) seen.shift()
}

/** Whether a block read is still on the chain whose head is `head`. */
const onChain = async (w: Watch, block: BlockRef, head: { number: bigint }) =>
  block.number <= head.number &&
  (await w.client.getBlock({ blockNumber: block.number })).hash === block.hash

/** The newest block read that is still on the chain (the reorg's common ancestor, as far as is known). */
async function ancestor(w: Watch, head: { number: bigint }): Promise<bigint | undefined> {
  const { seen } = w
  for (let i = seen.length - 1; i >= 0; i--) {
    if (await onChain(w, seen[i]!, head)) return seen[i]!.number
  }
  return undefined
}

/** Reads the logs of blocks `from` to the head and hands them to the subscribers. */
async function deliver(w: Watch, from: bigint, head: BlockRef): Promise<void> {
  const logs =
    from > head.number ? [] : await w.client.getLogs({ fromBlock: from, toBlock: head.number })
  w.processed = { number: head.number, hash: head.hash }
  remember(w, head.number, head.hash)
  for (const log of logs) if (log.blockHash) remember(w, log.blockNumber!, log.blockHash)
  for (const subscriber of w.subscribers) await subscriber(logs)
}

/** Reads what was mined since the last read; after a reorg, tells the reorg subscribers first. */
async function catchUp(w: Watch): Promise<void> {
  const head = await w.client.getBlock({ blockTag: 'latest' })
  const last = w.processed
  if (head.number === last.number && head.hash === last.hash) return
  if (await onChain(w, last, head)) return deliver(w, last.number + 1n, head)
  // A reorg: the reorg subscribers read the chain again up to the head; the log
  // subscribers get the new branch's logs, from the newest block still on the chain.
  w.reorgs++
  const common = await ancestor(w, head)
  const { seen } = w
  while (seen.length > 0 && seen.at(-1)!.number > (common ?? -1n)) seen.pop()
  for (const subscriber of w.reorgSubscribers) await subscriber(head.number)
  return deliver(w, common === undefined ? head.number + 1n : common + 1n, head)
}
