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
import type { ListenerRecord, WithIndexer } from './state.js'
import {
  type CompiledListener,
  compileListener,
  matchLog,
  standardOfLog,
  toWebhookEvent,
} from './webhooks.js'

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

/** One event for one listener, and how its delivery went. */
export interface WebhookDeliveryRecord {
  readonly listenerId: number
  readonly uid: string
  readonly url: string
  /** Attempts made so far. */
  readonly attempts: number
  /** `pending` while attempts remain; `failed` after the last one; `cancelled` when the listener was removed or delivery stopped. */
  readonly status: 'pending' | 'delivered' | 'failed' | 'cancelled'
  /** The outcome of each attempt: the HTTP status, or `timeout` / `error`. */
  readonly outcomes: readonly (number | 'timeout' | 'error')[]
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

interface MutableRecord {
  listenerId: number
  uid: string
  url: string
  attempts: number
  status: WebhookDeliveryRecord['status']
  outcomes: (number | 'timeout' | 'error')[]
}

const MAX_RECORDS = 1000

/** Waits `ms`, or less when `signal` aborts; the timer does not keep the process alive. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    ;(timer as { unref?: () => void }).unref?.()
    signal.addEventListener('abort', done, { once: true })
  })
}

/** Checks the options once, with the defaults of decisions §10. */
function settle(options: WebhookDeliveryOptions) {
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
  const { state, chainId, client } = input
  const options = settle(input.options ?? {})
  const stopper = new AbortController()
  const compiled = new Map<number, CompiledListener>()
  const standards = new Map<string, TokenStandard>()
  const blocks = new Map<string, Promise<{ parentHash: string; timestamp: bigint } | undefined>>()
  const inflight = new Set<Promise<void>>()
  const records: MutableRecord[] = []
  let pipeline: Promise<void> = Promise.resolve()

  const listenersNow = (): CompiledListener[] => {
    const active = state.indexer.listening(chainId)
    const ids = new Set(active.map((l) => l.id))
    for (const id of compiled.keys()) if (!ids.has(id)) compiled.delete(id)
    return active.map((record) => {
      let listener = compiled.get(record.id)
      if (!listener) {
        listener = compileListener(record)
        compiled.set(record.id, listener)
      }
      return listener
    })
  }

  /** The block's parent hash and time, fetched once per block (the last 64 kept); undefined when the node fails. */
  const blockOf = (hash: Hex) => {
    let block = blocks.get(hash)
    if (!block) {
      block = client.getBlock({ blockHash: hash }).then(
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

  async function deliver(listener: ListenerRecord, uid: string, body: string, signal: AbortSignal) {
    const record: MutableRecord = {
      listenerId: listener.id,
      uid,
      url: listener.url,
      attempts: 0,
      status: 'pending',
      outcomes: [],
    }
    records.push(record)
    if (records.length > MAX_RECORDS) records.shift()
    const doFetch = options.fetch ?? fetch
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
      if (signal.aborted) {
        record.status = 'cancelled'
        return
      }
      record.attempts = attempt
      const timeout = AbortSignal.timeout(options.timeoutMs)
      try {
        const response = await doFetch(listener.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Webhook-Listener-Id': String(listener.id),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.any([signal, timeout]),
        })
        await response.body?.cancel().catch(() => {})
        record.outcomes.push(response.status)
        if (response.status >= 200 && response.status < 300) {
          record.status = 'delivered'
          return
        }
      } catch {
        if (signal.aborted) {
          record.status = 'cancelled'
          return
        }
        record.outcomes.push(timeout.aborted ? 'timeout' : 'error')
      }
      if (attempt < options.maxAttempts) {
        await sleep(options.retryBaseDelayMs * 2 ** (attempt - 1), signal)
      }
    }
    record.status = signal.aborted ? 'cancelled' : 'failed'
  }

  const schedule = (listener: ListenerRecord, uid: string, body: string) => {
    const removed = state.indexer.signal(listener.id)
    if (!removed) return
    const task = deliver(listener, uid, body, AbortSignal.any([removed, stopper.signal]))
      .catch(() => {})
      .finally(() => inflight.delete(task))
    inflight.add(task)
  }

  async function processLogs(logs: readonly Log[]) {
    if (stopper.signal.aborted || logs.length === 0) return
    for (const log of logs) {
      const standard = standardOfLog(log.topics)
      if (standard) standards.set(log.address.toLowerCase(), standard)
    }
    const listeners = listenersNow()
    if (listeners.length === 0) return
    const inTransaction = new Map<string, number[]>()
    for (const log of logs) {
      const key = log.transactionHash ?? ''
      inTransaction.set(key, [...(inTransaction.get(key) ?? []), log.logIndex ?? 0])
    }
    for (const list of inTransaction.values()) list.sort((a, b) => a - b)
    for (const log of logs) {
      if (log.removed || !log.blockHash || !log.transactionHash || log.logIndex === null) continue
      for (const listener of listeners) {
        const match = matchLog(listener, log, standards.get(log.address.toLowerCase()))
        if (!match) continue
        const block = await blockOf(log.blockHash)
        const stamped = (log as { blockTimestamp?: bigint | null }).blockTimestamp
        const event = toWebhookEvent(match, log, {
          chainId,
          parentBlockHash: block?.parentHash ?? '',
          timestamp: block?.timestamp ?? stamped ?? BigInt(Math.floor(Date.now() / 1000)),
          txnLogIndex: inTransaction.get(log.transactionHash)?.indexOf(log.logIndex) ?? 0,
        })
        if (stopper.signal.aborted) return
        schedule(listener.record, event.uid, JSON.stringify(event))
      }
    }
  }

  return {
    onLogs(logs) {
      pipeline = pipeline.then(() => processLogs(logs)).catch(() => {})
    },
    async idle() {
      for (;;) {
        const at = pipeline
        await at
        if (inflight.size === 0 && at === pipeline) return
        await Promise.allSettled([...inflight])
      }
    },
    deliveries: () => records.map((r) => ({ ...r, outcomes: [...r.outcomes] })),
    stop() {
      stopper.abort(new Error('webhook delivery stopped'))
    },
  }
}
