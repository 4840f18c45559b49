/**
 * Which logs a webhook listener receives, and the event object it receives
 * for each (decisions §10 and interface §6). Pure functions of a listener, a
 * log and what the emulator knows about the block; delivery.ts does the I/O.
 *
 * Matching: the log's contract is in `contractAddresses`; its topic0 is the
 * hash of one of `events` (the `indexed` keyword and names do not change it)
 * or is in `topicHashes`; with `tokenIDs`, the decoded token id (or one of a
 * batch's ids) is in it; with `accounts`, one of the decoded address arguments
 * is in it. A log that cannot be decoded matches only a listener without
 * `tokenIDs` and `accounts`, and is delivered with an empty `event` signature
 * (its `rawLog` still has everything).
 *
 * The signature a log is decoded with: the listener's own event of that hash
 * whose number of indexed arguments fits the log's topics; else a row of the
 * §6 table that fits (with the listener's argument names, when it registered
 * that hash); else none.
 */
import { encodeAbiParameters, getAddress, type Hex, keccak256, type Log } from 'viem'
import type { WebhookEvent } from '../../core/schemas/webhook.js'
import {
  type EventSignature,
  type KnownWebhookEvent,
  knownEventsOfLog,
  knownWebhookEvents,
  parseEventSignature,
  type TokenStandard,
} from '../../core/webhooks/events.js'
import { decodeArgumentValue, encodeEventValues } from '../../core/webhooks/values.js'
import type { ListenerRecord } from './state.js'

/** A listener with its filters parsed once. */
export interface CompiledListener {
  readonly record: ListenerRecord
  readonly contracts: ReadonlySet<string>
  /** The registered events by topic hash; a signature that does not parse never matches. */
  readonly events: ReadonlyMap<string, readonly EventSignature[]>
  readonly topicHashes: ReadonlySet<string>
  readonly tokenIds: ReadonlySet<string> | undefined
  readonly accounts: ReadonlySet<string> | undefined
}

/** Parses a listener's filters for matching. */
export function compileListener(record: ListenerRecord): CompiledListener {
  const lower = (list: readonly string[] | undefined) =>
    list ? new Set(list.map((v) => v.toLowerCase())) : undefined
  const events = new Map<string, EventSignature[]>()
  for (const text of record.filters.events) {
    let event: EventSignature
    try {
      event = parseEventSignature(text)
    } catch {
      continue
    }
    events.set(event.topicHash, [...(events.get(event.topicHash) ?? []), event])
  }
  return {
    record,
    contracts: lower(record.filters.contractAddresses) ?? new Set(),
    events,
    topicHashes: lower(record.filters.topicHashes) ?? new Set(),
    tokenIds: record.filters.tokenIDs ? new Set(record.filters.tokenIDs) : undefined,
    accounts: lower(record.filters.accounts),
  }
}

/** A log a listener matched, decoded (or not) for delivery. */
export interface LogMatch {
  /** The signature it was decoded with; undefined when none fits. */
  readonly event: EventSignature | undefined
  /** True when that signature is the listener's own registration (not a §6 row the emulator picked). */
  readonly registered: boolean
  /** The §6 rows the log's topic0 and topics fit. */
  readonly rows: readonly KnownWebhookEvent[]
  readonly values: readonly Hex[]
  /** What the emulator knows of the contract's standard from earlier logs. */
  readonly remembered: TokenStandard | undefined
}

const TOKEN_ID_NAMES = new Set(['tokenid', 'id', 'ids', 'tokenids'])

/** The signature to decode a log with (see the module comment), and whether it is the listener's own. */
function signatureFor(
  listener: CompiledListener,
  topics: readonly string[],
  rows: readonly KnownWebhookEvent[],
  remembered: TokenStandard | undefined,
): { readonly event: EventSignature | undefined; readonly registered: boolean } {
  const registered = listener.events.get(topics[0]!.toLowerCase()) ?? []
  const fitting = registered.find((e) => e.indexedCount === topics.length - 1)
  if (fitting) return { event: fitting, registered: true }
  const row = rows.find((r) => r.standard === remembered) ?? rows[0]
  if (!row) return { event: undefined, registered: false }
  const mine = registered.find((e) => e.inputs.length === row.event.inputs.length)
  if (!mine) return { event: row.event, registered: false }
  const event = parseEventSignature({
    type: 'event',
    name: row.event.name,
    inputs: row.event.inputs.map((input, i) => ({
      ...input.parameter,
      name: mine.inputs[i]!.name,
      indexed: input.indexed,
    })),
  })
  return { event, registered: true }
}

/** The token ids an event is about: the §6 row's token id argument, else an argument named like one. */
function tokenIdsOf(
  event: EventSignature,
  args: readonly unknown[],
  rows: readonly KnownWebhookEvent[],
): string[] {
  const row = rows[0]
  const at = row
    ? row.tokenIdArgument
    : event.inputs.findIndex(
        (i) =>
          TOKEN_ID_NAMES.has(i.name.toLowerCase()) &&
          (i.type === 'uint256' || i.type === 'uint256[]'),
      )
  if (at === undefined || at < 0) return []
  const value = args[at]
  const ids = Array.isArray(value) ? value : [value]
  return ids.filter((v): v is bigint => typeof v === 'bigint').map(String)
}

/** The address arguments of an event, lowercase (arrays of addresses included). */
function accountsOf(event: EventSignature, args: readonly unknown[]): string[] {
  return event.inputs.flatMap((input, i) => {
    if (input.type !== 'address' && input.type !== 'address[]') return []
    const value = args[i]
    const list = Array.isArray(value) ? value : [value]
    return list.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase())
  })
}

/**
 * Whether `listener` receives `log`, and how it is decoded; undefined when it
 * does not receive it.
 */
export function matchLog(
  listener: CompiledListener,
  log: Pick<Log, 'address' | 'topics' | 'data'>,
  remembered?: TokenStandard,
): LogMatch | undefined {
  const topics = log.topics as readonly string[]
  const topic0 = topics[0]?.toLowerCase()
  if (!topic0 || !listener.contracts.has(log.address.toLowerCase())) return undefined
  if (!listener.events.has(topic0) && !listener.topicHashes.has(topic0)) return undefined
  const rows = knownEventsOfLog(topics)
  const { event, registered } = signatureFor(listener, topics, rows, remembered)
  const values = event ? encodeEventValues(event, log) : undefined
  let args: unknown[] | undefined
  if (event && values) {
    try {
      args = event.inputs.map((input, i) => decodeArgumentValue(input, values[i]!))
    } catch {
      args = undefined
    }
  }
  if (!event || !values || !args) {
    if (listener.tokenIds || listener.accounts) return undefined
    return { event: undefined, registered: false, rows, values: [], remembered }
  }
  if (listener.tokenIds) {
    const ids = listener.tokenIds
    if (!tokenIdsOf(event, args, rows).some((id) => ids.has(id))) return undefined
  }
  if (listener.accounts) {
    const accounts = listener.accounts
    if (!accountsOf(event, args).some((a) => accounts.has(a))) return undefined
  }
  return { event, registered, rows, values, remembered }
}

/** The standard a log shows by itself, when its topic0 and layout name only one §6 standard. */
export function standardOfLog(topics: readonly string[]): TokenStandard | undefined {
  const standards = new Set(knownEventsOfLog(topics).map((r) => r.standard))
  return standards.size === 1 ? [...standards][0] : undefined
}

/**
 * `contractType` (decisions): the standard of the §6 row whose signature is
 * exactly the one the listener registered and the log was decoded with; else
 * the one standard the log's topic0 and layout allow; else what earlier logs of
 * the contract showed; else `UNKNOWN`.
 */
function contractTypeOf(match: LogMatch): string {
  const exact =
    match.event && match.registered
      ? knownWebhookEvents().find((k) => k.event.signature === match.event!.signature)
      : undefined
  if (exact) return exact.standard
  const standards = new Set(match.rows.map((r) => r.standard))
  if (standards.size === 1) return [...standards][0]!
  return match.remembered ?? 'UNKNOWN'
}

/**
 * The `uid` of a delivery: `keccak256(abi.encode(uint256 chainId, bytes32
 * blockHash, bytes32 txnHash, uint256 logIndex))`, `logIndex` being the log's
 * index in its block. The same log has the same uid for every listener.
 *
 * @example
 * ```ts
 * webhookUid(31337, log.blockHash, log.transactionHash, log.logIndex)
 * ```
 */
export function webhookUid(
  chainId: number,
  blockHash: string,
  txnHash: string,
  logIndex: number,
): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }],
      [BigInt(chainId), blockHash as Hex, txnHash as Hex, BigInt(logIndex)],
    ),
  )
}

/** What the event object needs beyond the log. */
export interface BlockFacts {
  readonly chainId: number
  readonly parentBlockHash: string
  /** Seconds since the epoch. */
  readonly timestamp: bigint
  /** The log's position among its transaction's logs. */
  readonly txnLogIndex: number
}

/** The §6 event object of a matched log. */
export function toWebhookEvent(match: LogMatch, log: Log, facts: BlockFacts): WebhookEvent {
  const { event } = match
  const topics = log.topics as readonly string[]
  return {
    uid: webhookUid(facts.chainId, log.blockHash!, log.transactionHash!, log.logIndex!),
    type: 'BLOCK_ADDED',
    blockNumber: Number(log.blockNumber),
    blockHash: log.blockHash!,
    parentBlockHash: facts.parentBlockHash,
    contractAddress: getAddress(log.address),
    contractType: contractTypeOf(match),
    txnHash: log.transactionHash!,
    txnIndex: log.transactionIndex!,
    txnLogIndex: facts.txnLogIndex,
    ts: new Date(Number(facts.timestamp) * 1000).toISOString(),
    event: {
      topicHash: topics[0]!.toLowerCase(),
      eventSig: event?.signature ?? '',
      types: event?.inputs.map((i) => i.type) ?? [],
      names: event?.inputs.map((i) => i.name) ?? [],
      values: [...match.values],
    },
    logDataType: match.rows.some((r) => r.transfer) ? 'TOKEN_TRANSFER' : 'EVENT',
    rawLog: { data: log.data, topics: [...topics] },
  }
}
