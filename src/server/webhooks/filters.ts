/**
 * Building a listener's filters (interface §4.6) from typed input: event
 * signatures in canonical form with their topic hashes, token ids as decimal
 * strings (decisions §2), addresses checked and checksummed. Bad input is an
 * `InvalidArgument` naming the field, before anything is sent.
 */
import { type AbiEvent, type Hex, isHex } from 'viem'
import { checksummed } from '../../core/schemas/address.js'
import type { WebhookFilters } from '../../core/schemas/webhook.js'
import type { Uint256Input } from '../../core/transport/call.js'
import { type FieldIssue, invalidArgument } from '../../core/transport/errors.js'
import { parseEventSignature } from '../../core/webhooks/events.js'

/** What `webhookFilters` takes. */
export interface WebhookFilterInput {
  /** The contracts to listen to (at least one). */
  readonly contracts: readonly string[]
  /**
   * The events (at least one): a signature written any way the interface
   * accepts (`WEBHOOK_EVENTS.ERC721.Transfer`, `'Transfer(address,address,uint256)'`,
   * with or without `indexed` and names), or a viem `AbiEvent`.
   */
  readonly events: readonly (string | AbiEvent)[]
  /** Only events about these token ids (bigint, safe integer or decimal string). */
  readonly tokenIds?: readonly Uint256Input[]
  /** Only events one of whose address arguments is one of these. */
  readonly accounts?: readonly string[]
  /** More topic0 hashes to listen to, besides those of `events`. */
  readonly topicHashes?: readonly string[]
}

const MAX_UINT256 = 2n ** 256n - 1n

function tokenId(value: unknown): string {
  if (typeof value === 'bigint') {
    if (value < 0n || value > MAX_UINT256) throw new Error('must be from 0 to 2^256 - 1')
    return value.toString()
  }
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw new Error('must be a non-negative integer')
    if (!Number.isSafeInteger(value)) {
      throw new Error('a number above 2^53 has lost precision: pass a bigint or a string')
    }
    return String(value)
  }
  if (typeof value === 'string') {
    if (!/^(0|[1-9]\d{0,77})$/.test(value) || BigInt(value) > MAX_UINT256) {
      throw new Error('must be a decimal integer from 0 to 2^256 - 1')
    }
    return value
  }
  throw new Error('must be a bigint, a number or a decimal string')
}

/** Checks every item of an optional list with `convert`, collecting issues; duplicates are dropped. */
function each<T>(
  list: unknown,
  path: string,
  issues: FieldIssue[],
  convert: (item: unknown) => T,
  key: (item: T) => string = String,
  required = false,
): T[] | undefined {
  if (list === undefined && !required) return undefined
  if (!Array.isArray(list)) {
    issues.push({ path, message: list === undefined ? 'is required' : 'must be an array' })
    return undefined
  }
  if (required && list.length === 0) issues.push({ path, message: 'must have at least one item' })
  const out = new Map<string, T>()
  list.forEach((item, i) => {
    try {
      const value = convert(item)
      if (!out.has(key(value))) out.set(key(value), value)
    } catch (e) {
      issues.push({ path: `${path}.${i}`, message: (e as Error).message })
    }
  })
  return [...out.values()]
}

const address = (value: unknown): string => {
  const checked = checksummed(value)
  if (checked === undefined) {
    throw new Error('must be an address (0x and 40 hex digits in one case, or checksummed)')
  }
  return checked
}

const topicHash = (value: unknown): Hex => {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length !== 66) {
    throw new Error('must be a 32-byte hex hash')
  }
  return value.toLowerCase() as Hex
}

/**
 * Builds the `filters` of `AddWebhookListener` from typed input: every event
 * in the interface's canonical form (`Transfer(address indexed from, …)`;
 * shorthand arguments named `arg1`, `arg2`, …), `topicHashes` holding the hash
 * of every event plus any given, token ids as decimal strings, addresses
 * checked with viem and checksummed, duplicates dropped. Throws a
 * `PlatformError` `InvalidArgument` whose `issues` name each wrong field
 * (`events.1`, `tokenIds.0`, …); `pathPrefix` is put before those names.
 *
 * @example
 * ```ts
 * import { WEBHOOK_EVENTS, webhookFilters } from 'platform-kit/server'
 *
 * const filters = webhookFilters({
 *   contracts: ['0x5FbDB2315678afecb367f032d93F642f64180aa3'],
 *   events: [WEBHOOK_EVENTS.ERC721.Transfer, 'Approval(address,address,uint256)'],
 *   tokenIds: [1n, 2, '3'],
 * })
 * await admin.addWebhookListener({ network: 'polygon', url, filters })
 * ```
 */
export function webhookFilters(input: WebhookFilterInput, pathPrefix = ''): WebhookFilters {
  const issues: FieldIssue[] = []
  if (typeof input !== 'object' || input === null) {
    throw invalidArgument([{ path: pathPrefix.replace(/\.$/, ''), message: 'expected an object' }])
  }
  const contracts = each(
    input.contracts,
    `${pathPrefix}contracts`,
    issues,
    address,
    (a) => a.toLowerCase(),
    true,
  )
  const events = each(
    input.events,
    `${pathPrefix}events`,
    issues,
    (e) => parseEventSignature(e as string | AbiEvent),
    (e) => e.signature,
    true,
  )
  const tokenIds = each(input.tokenIds, `${pathPrefix}tokenIds`, issues, tokenId)
  const accounts = each(input.accounts, `${pathPrefix}accounts`, issues, address, (a) =>
    a.toLowerCase(),
  )
  const extra = each(input.topicHashes, `${pathPrefix}topicHashes`, issues, topicHash) ?? []
  if (issues.length > 0 || !contracts || !events) throw invalidArgument(issues)
  const hashes = [...new Set([...events.map((e) => e.topicHash), ...extra])]
  return {
    contractAddresses: contracts,
    events: events.map((e) => e.signature),
    ...(tokenIds ? { tokenIDs: tokenIds } : {}),
    ...(accounts ? { accounts } : {}),
    topicHashes: hashes,
  }
}
