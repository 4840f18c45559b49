/**
 * One webhook event's delivery to one listener (delivery.ts matches the logs):
 * POSTed to its `url` as JSON with header `X-Webhook-Listener-Id`, redirects
 * not followed, retried with exponential backoff after a non-2xx answer, a
 * failed connection or a time-out, until delivered, out of attempts, or
 * cancelled. Each delivery keeps a record of how it went.
 */
import type { ListenerRecord } from './state.js'

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

/** The outcome of one attempt: the HTTP status, or `timeout` / `error`. */
type Outcome = WebhookDeliveryRecord['outcomes'][number]

/** A delivery record as its delivery updates it. */
export interface MutableRecord {
  listenerId: number
  uid: string
  url: string
  attempts: number
  status: WebhookDeliveryRecord['status']
  outcomes: Outcome[]
}

/** The delivery options, checked and with their defaults. */
export interface DeliverySettings {
  readonly retryBaseDelayMs: number
  readonly maxAttempts: number
  readonly timeoutMs: number
  readonly fetch: typeof fetch | undefined
}

/** How many delivery records are kept: the last ones. */
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

/**
 * Delivers `body` to a listener until a 2xx answer, the last attempt, or
 * `signal` aborting (the listener removed or delivery stopped); its record,
 * appended to `records` (the last 1,000 kept), says how it went.
 */
export async function deliver(
  records: MutableRecord[],
  settings: DeliverySettings,
  listener: ListenerRecord,
  delivery: { readonly uid: string; readonly body: string; readonly signal: AbortSignal },
): Promise<void> {
  const { uid, body, signal } = delivery
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
  const doFetch = settings.fetch ?? fetch
  for (let attempt = 1; attempt <= settings.maxAttempts; attempt++) {
    if (signal.aborted) {
      record.status = 'cancelled'
      return
    }
    record.attempts = attempt
    const outcome = await post(doFetch, settings.timeoutMs, listener, body, signal)
    if (outcome === 'cancelled') {
      record.status = 'cancelled'
      return
    }
    record.outcomes.push(outcome)
    if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) {
      record.status = 'delivered'
      return
    }
    if (attempt < settings.maxAttempts) {
      await sleep(settings.retryBaseDelayMs * 2 ** (attempt - 1), signal)
    }
  }
  record.status = signal.aborted ? 'cancelled' : 'failed'
}

/** One attempt: the answer's status, `timeout`, `error`, or `cancelled` when `signal` aborted it. */
async function post(
  doFetch: typeof fetch,
  timeoutMs: number,
  listener: ListenerRecord,
  body: string,
  signal: AbortSignal,
): Promise<Outcome | 'cancelled'> {
  const timeout = AbortSignal.timeout(timeoutMs)
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
    return response.status
  } catch {
    if (signal.aborted) return 'cancelled'
    return timeout.aborted ? 'timeout' : 'error'
  }
}
