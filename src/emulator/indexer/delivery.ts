/**
 * Webhook delivery from a followed chain (decisions §10): each new block
 * range's logs are matched against every active listener of the network, and
 * each match is POSTed to the listener's `url` — and only there — as the §6
 * event, `Content-Type: application/json`, header `X-Webhook-Listener-Id`. A
 * non-2xx answer (redirects are not followed), a failed connection or a
 * time-out (10 s) is retried with exponential backoff (1 s, 2 s, 4 s, … by
 * default), at most 8 attempts in all. Removing the listener cancels its
 * deliveries, pending retries included. Deliveries run concurrently: their
 * order is not guaranteed.
 */
import type { Hex, Log, PublicClient } from 'viem'
import type { TokenStandard } from '../../core/webhooks/events.js'
import {
  type DeliverySettings,
  deliver,
  type MutableRecord,
  type WebhookDeliveryRecord,
} from './post.js'
import type { ListenerRecord, WithIndexer } from './state.js'
import {
  type BlockFacts,
  type CompiledListener,
  compileListener,
  matchLog,
  standardOfLog,
  toWebhookEvent,
} from './webhooks.js'

export type { WebhookDeliveryRecord } from './post.js'

/** How the emulator delivers webhooks. */
export interface WebhookDeliveryOptions {
  /** The wait before the first retry, in ms; it doubles at each retry (default 1,000). */
  readonly retryBaseDelayMs?: number
  /** Attempts per event, the first included (default 8). */
  readonly maxAttempts?: number
  /** How long one attempt may take, in ms (default 10,000). */
  readonly timeoutMs?: number
  /** The `fetch` deliveries are made with (default: the global one). */
  readonly fetch?: typeof fetch
}

/** The webhook side of a followed chain. */
export interface WebhookDispatcher {
  /** Hands over a block range's logs (the chain watcher's subscriber); returns at once. */
  onLogs(logs: readonly Log[]): void
  /** Resolves once every log handed over has been matched and every delivery has settled. */
  idle(): Promise<void>
  /** The deliveries so far, oldest first (the last 1,000). */
  deliveries(): WebhookDeliveryRecord[]
  /** Cancels every pending delivery and ignores later logs. */
  stop(): void
}

/** Checks the options once, with the defaults of decisions §10. */
function settle(options: WebhookDeliveryOptions): DeliverySettings {
  const { retryBaseDelayMs = 1000, maxAttempts = 8, timeoutMs = 10_000 } = options
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new RangeError(`createEmulator: webhooks.${what}`)
  }
  check(Number.isFinite(retryBaseDelayMs) && retryBaseDelayMs >= 0, 'retryBaseDelayMs must be ≥ 0')
  check(Number.isSafeInteger(maxAttempts) && maxAttempts >= 1, 'maxAttempts must be an integer ≥ 1')
  check(Number.isFinite(timeoutMs) && timeoutMs > 0, 'timeoutMs must be > 0')
  return { retryBaseDelayMs, maxAttempts, timeoutMs, fetch: options.fetch }
}

/** Checks delivery options (defaults of decisions §10) and throws a `RangeError` naming a bad one. */
export const checkDeliveryOptions = (options: WebhookDeliveryOptions): void => {
  settle(options)
}

/** What a dispatcher's steps share: its chain, its caches, its deliveries in flight and their records. */
interface Dispatch {
  readonly state: WithIndexer
  readonly chainId: number
  readonly client: PublicClient
  readonly settings: DeliverySettings
  readonly stopper: AbortController
  /** The active listeners, compiled once each, by id. */
  readonly compiled: Map<number, CompiledListener>
  /** The token standard of each contract seen in a log, by lower-case address. */
  readonly standards: Map<string, TokenStandard>
  readonly blocks: Map<string, Promise<{ parentHash: string; timestamp: bigint } | undefined>>
  readonly inflight: Set<Promise<void>>
  readonly records: MutableRecord[]
}

/**
 * Creates the dispatcher of one followed chain: subscribe `onLogs` to its
 * watcher. Logs are processed in order, one range at a time, without holding
 * up the watcher (which the router waits for before every request).
 */
export function createWebhookDispatcher(input: {
  readonly state: WithIndexer
  readonly chainId: number
  readonly client: PublicClient
  readonly options?: WebhookDeliveryOptions
}): WebhookDispatcher {
  const d: Dispatch = {
    state: input.state,
    chainId: input.chainId,
    client: input.client,
    settings: settle(input.options ?? {}),
    stopper: new AbortController(),
    compiled: new Map(),
    standards: new Map(),
    blocks: new Map(),
    inflight: new Set(),
    records: [],
  }
  let pipeline: Promise<void> = Promise.resolve()
  return {
    onLogs(logs) {
      pipeline = pipeline.then(() => processLogs(d, logs)).catch(() => {})
    },
    async idle() {
      for (;;) {
        const at = pipeline
        await at
        if (d.inflight.size === 0 && at === pipeline) return
        await Promise.allSettled([...d.inflight])
      }
    },
    deliveries: () => d.records.map((r) => ({ ...r, outcomes: [...r.outcomes] })),
    stop() {
      d.stopper.abort(new Error('webhook delivery stopped'))
    },
  }
}

/** The network's active listeners, compiled (a removed listener's compiled form is dropped). */
function listenersNow(d: Dispatch): CompiledListener[] {
  const active = d.state.indexer.listening(d.chainId)
  const ids = new Set(active.map((l) => l.id))
  for (const id of d.compiled.keys()) if (!ids.has(id)) d.compiled.delete(id)
  return active.map((record) => {
    let listener = d.compiled.get(record.id)
    if (!listener) {
      listener = compileListener(record)
      d.compiled.set(record.id, listener)
    }
    return listener
  })
}

/** The block's parent hash and time, fetched once per block (the last 64 kept); undefined when the node fails. */
function blockOf(d: Dispatch, hash: Hex) {
  const { blocks } = d
  let block = blocks.get(hash)
  if (!block) {
    block = d.client.getBlock({ blockHash: hash }).then(
      (b) => ({ parentHash: b.parentHash, timestamp: b.timestamp }),
      () => {
        blocks.delete(hash) // asked again for the next log of that block
        return undefined
      },
    )
    blocks.set(hash, block)
    if (blocks.size > 64) blocks.delete(blocks.keys().next().value as string)
  }
  return block
}

/** Starts delivering an event to a listener, unless it was removed; removing it later cancels the delivery. */
function schedule(d: Dispatch, listener: ListenerRecord, uid: string, body: string): void {
  const removed = d.state.indexer.signal(listener.id)
  if (!removed) return
  const signal = AbortSignal.any([removed, d.stopper.signal])
  const task = deliver(d.records, d.settings, listener, { uid, body, signal })
    .catch(() => {})
    .finally(() => d.inflight.delete(task))
  d.inflight.add(task)
}

/** Each transaction's log indexes among the logs, in increasing order. */
function logIndexesByTransaction(logs: readonly Log[]): Map<string, number[]> {
  const inTransaction = new Map<string, number[]>()
  for (const log of logs) {
    const key = log.transactionHash ?? ''
    inTransaction.set(key, [...(inTransaction.get(key) ?? []), log.logIndex ?? 0])
  }
  for (const list of inTransaction.values()) list.sort((a, b) => a - b)
  return inTransaction
}

/** Matches a block range's logs against the active listeners and schedules a delivery per match. */
async function processLogs(d: Dispatch, logs: readonly Log[]): Promise<void> {
  if (d.stopper.signal.aborted || logs.length === 0) return
  for (const log of logs) {
    const standard = standardOfLog(log.topics)
    if (standard) d.standards.set(log.address.toLowerCase(), standard)
  }
  const listeners = listenersNow(d)
  if (listeners.length === 0) return
  const inTransaction = logIndexesByTransaction(logs)
  for (const log of logs) {
    if (log.removed || !log.blockHash || !log.transactionHash || log.logIndex === null) continue
    const txnLogIndex = inTransaction.get(log.transactionHash)?.indexOf(log.logIndex) ?? 0
    for (const listener of listeners) {
      const match = matchLog(listener, log, d.standards.get(log.address.toLowerCase()))
      if (!match) continue
      const event = toWebhookEvent(match, log, await factsOf(d, log, log.blockHash, txnLogIndex))
      if (d.stopper.signal.aborted) return
      schedule(d, listener.record, event.uid, JSON.stringify(event))
    }
  }
}

/** A log's block facts: its block's parent and time (the log's own time, or now, when the node fails). */
async function factsOf(
  d: Dispatch,
  log: Log,
  blockHash: Hex,
  txnLogIndex: number,
): Promise<BlockFacts> {
  const block = await blockOf(d, blockHash)
  const stamped = (log as { blockTimestamp?: bigint | null }).blockTimestamp
  return {
    chainId: d.chainId,
    parentBlockHash: block?.parentHash ?? '',
    timestamp: block?.timestamp ?? stamped ?? BigInt(Math.floor(Date.now() / 1000)),
    txnLogIndex,
  }
}
