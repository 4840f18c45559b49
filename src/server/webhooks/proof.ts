/**
 * Proving a delivery before it is kept (issue 43): anyone who can reach a
 * webhook URL can post to it, and what it posts becomes the public activity.
 * Two proofs: a secret the app put in the listener's URL when it registered
 * it (the sender must know the URL), and — given a client of the network —
 * the delivery's log itself, found in its transaction's receipt.
 */
import type { Hex } from 'viem'
import { sameAddress } from '../../core/schemas/address.js'
import { parseEventSignature } from '../../core/webhooks/events.js'
import { encodeEventValues } from '../../core/webhooks/values.js'
import type { ParsedWebhookEvent } from './parse.js'

/** The query parameter of a listener's URL that carries its secret. */
export const WEBHOOK_SECRET_PARAMETER = 'secret'

/**
 * `url` with `secret` in it, as the listener is registered, so that the
 * receiver (`createWebhookHandler({ secret })`) knows its deliveries.
 *
 * @example
 * ```ts
 * await admin.addWebhookListener({ network, url: webhookListenerUrl('https://app.example/hooks', secret), filters })
 * ```
 */
export function webhookListenerUrl(url: string, secret: string): string {
  checkSecret(secret, 'webhookListenerUrl')
  const withSecret = new URL(url)
  withSecret.searchParams.set(WEBHOOK_SECRET_PARAMETER, secret)
  return withSecret.toString()
}

/** A secret long enough not to be guessed: 16 characters or more. */
export function checkSecret(secret: unknown, where: string): asserts secret is string {
  if (typeof secret !== 'string' || secret.length < 16) {
    throw new TypeError(`${where}: secret must be a string of 16 characters or more`)
  }
}

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/**
 * Whether `request`'s URL carries `secret`: compared as SHA-256 digests, byte
 * by byte to the end, so that the time it takes says nothing of how much of
 * a guess was right.
 */
export async function carriesSecret(request: Request, secret: string): Promise<boolean> {
  let given: string | null
  try {
    given = new URL(request.url).searchParams.get(WEBHOOK_SECRET_PARAMETER)
  } catch {
    return false
  }
  const [a, b] = await Promise.all([digest(given ?? ''), digest(secret)])
  let difference = given === null ? 1 : 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

/** A log of a receipt, as viem gives it. */
export interface ReceiptLog {
  readonly address: string
  readonly topics: readonly string[]
  readonly data: string
}

/**
 * What proves a delivery on chain: a client of its network (a viem
 * `PublicClient` is one). A transaction it does not know is `null`, or its
 * `TransactionReceiptNotFoundError`.
 */
export interface ReceiptReader {
  getTransactionReceipt(args: {
    hash: Hex
  }): Promise<{ readonly logs: readonly ReceiptLog[] } | null | undefined>
}

/** Whether a read failed because the transaction is not on the chain (viem's error, or its cause). */
const notFound = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TransactionReceiptNotFoundError') return true
  }
  return false
}

/** What the chain says of a delivery: its log is there as delivered, is not, or the chain could not be read. */
export type ChainProof = 'found' | 'absent' | 'unreadable'

/**
 * A proof of deliveries against `reader`'s chain: a delivery's log must be
 * in its transaction's receipt (`txnHash`), at its index in it
 * (`txnLogIndex`), from its contract, with the values delivered — the same
 * topics and data, as the indexer encodes them. Each receipt is read once
 * for the deliveries of one transaction (the newest `cacheSize` kept, and a
 * read under way shared); a read that fails is `unreadable` (try later), and
 * forgotten.
 */
export function createChainProof(reader: ReceiptReader, cacheSize = 256) {
  const receipts = new Map<string, Promise<readonly ReceiptLog[]>>()
  const logsOf = (hash: Hex) => {
    let logs = receipts.get(hash)
    if (!logs) {
      logs = reader.getTransactionReceipt({ hash }).then(
        (receipt) => receipt?.logs ?? [],
        (error: unknown) => {
          if (notFound(error)) return []
          throw error
        },
      )
      logs.catch(() => receipts.delete(hash))
      receipts.set(hash, logs)
      if (receipts.size > cacheSize) receipts.delete(receipts.keys().next().value!)
    }
    return logs
  }
  return async (delivery: ParsedWebhookEvent): Promise<ChainProof> => {
    const { txnHash, txnLogIndex, contractAddress, event } = delivery.event
    const index = typeof txnLogIndex === 'string' ? Number(txnLogIndex) : txnLogIndex
    if (typeof txnHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(txnHash)) return 'absent'
    if (!Number.isSafeInteger(index) || (index as number) < 0) return 'absent'
    let logs: readonly ReceiptLog[]
    try {
      logs = await logsOf(txnHash.toLowerCase() as Hex)
    } catch {
      return 'unreadable'
    }
    const log = logs[index as number]
    if (!log || !sameAddress(log.address, contractAddress)) return 'absent'
    try {
      const signature = parseEventSignature(event.eventSig ?? '')
      const values = encodeEventValues(signature, {
        topics: log.topics as Hex[],
        data: log.data as Hex,
      })
      const delivered = event.values ?? []
      return values !== undefined &&
        values.length === delivered.length &&
        values.every((v, i) => v.toLowerCase() === delivered[i]?.toLowerCase())
        ? 'found'
        : 'absent'
    } catch {
      return 'absent'
    }
  }
}
