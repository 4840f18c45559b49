/**
 * What an activity store takes in: items checked on their way in (valid,
 * storable, addresses checksummed, every token id named), and its retention
 * settings.
 */
import { getAddress } from 'viem'
import { ACTIVITY_MAX_TOKENS, ActivityItem } from '../../core/schemas/activity.js'
import { decimal } from '../../core/schemas/primitives.js'
import { kitIssueMessage, toFieldIssues } from '../../core/transport/call.js'
import type { ActivityInput, ActivityRetentionOptions } from './store.js'

/** An item checked for storing: valid, addresses checksummed, and every token id it names. */
export interface CheckedActivityInput {
  readonly item: Omit<ActivityItem, 'id'>
  /** `collectionAddress ?? contractAddress`. */
  readonly collection: string
  readonly tokenIds: readonly string[]
  /** A listing's or an offer's `requestKey`: the request a later sale or cancel names. */
  readonly requestKey?: string
}

/**
 * A market request's key in a store: its network, its market (the contract
 * that emitted its events) and its id.
 *
 * @example
 * ```ts
 * requestKey(137, '0xfdb4…', '42') // '137|0xfdb4…|42'
 * ```
 */
export const requestKey = (chainId: number, market: string, requestId: string): string =>
  `${chainId}|${market.toLowerCase()}|${requestId}`

/** A lone surrogate: text PostgreSQL cannot store (nor a NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether `text` can be stored as it is: no lone surrogate, no NUL.
 *
 * @example
 * ```ts
 * storableText('0xab…') // true
 * storableText('\uDFFF') // false
 * ```
 */
export const storableText = (text: string): boolean =>
  !text.includes('\0') && !LONE_SURROGATE.test(text)

/**
 * Checks an item on its way into a store: a valid `ActivityItem` but for its
 * id, its text storable, its token ids decimal uint256s; a `TypeError`
 * naming the field otherwise. Addresses come out checksummed, and the
 * collection and every token id the item names beside it.
 *
 * @example
 * ```ts
 * const { item, collection, tokenIds } = checkedActivityInput(activityFromWebhook(delivery, { chainId: 137 })!)
 * ```
 */
export function checkedActivityInput(input: ActivityInput): CheckedActivityInput {
  const { tokenIds, ...rest } = (input ?? {}) as ActivityInput
  const checked = ActivityItem.safeParse({ ...rest, id: '0' }, { error: kitIssueMessage })
  if (!checked.success) {
    const [issue] = toFieldIssues(checked.error)
    throw new TypeError(
      `activity store: invalid item${issue ? `: ${issue.path || '(item)'} ${issue.message}` : ''}`,
    )
  }
  const { id: _, ...data } = checked.data
  for (const field of ['kind', 'event', 'time', 'uid'] as const) {
    if (!storableText(data[field])) {
      throw new TypeError(
        `activity store: invalid item: ${field} has a lone surrogate or a NUL character`,
      )
    }
  }
  const ids = tokenIds ?? data.tokens.map((t) => t.tokenId)
  if (!Array.isArray(ids) || !ids.every((t) => decimal.safeParse(t).success)) {
    throw new TypeError('activity store: invalid item: tokenIds must be decimal uint256 strings')
  }
  const item: Omit<ActivityItem, 'id'> = {
    ...data,
    contractAddress: getAddress(data.contractAddress),
    ...(data.collectionAddress ? { collectionAddress: getAddress(data.collectionAddress) } : {}),
    ...(data.from ? { from: getAddress(data.from) } : {}),
    ...(data.to ? { to: getAddress(data.to) } : {}),
    ...(data.currency ? { currency: getAddress(data.currency) } : {}),
    tokens: data.tokens.slice(0, ACTIVITY_MAX_TOKENS),
  }
  const made = (item.kind === 'listing' || item.kind === 'offer') && item.requestId !== undefined
  return {
    item,
    collection: item.collectionAddress ?? item.contractAddress,
    tokenIds: [...new Set([...item.tokens.map((t) => t.tokenId), ...ids])],
    ...(made
      ? { requestKey: requestKey(item.chainId, item.contractAddress, item.requestId!) }
      : {}),
  }
}

/**
 * A store's retention settings, checked (`maxAgeMs` undefined: no limit by
 * age); a `TypeError` naming `caller` for a count or an age that is not one.
 *
 * @example
 * ```ts
 * retentionSettings('createMemoryActivityStore', {}) // { maxItems: 100000, maxAgeMs: undefined }
 * ```
 */
export function retentionSettings(
  caller: string,
  options: ActivityRetentionOptions,
): { readonly maxItems: number; readonly maxAgeMs: number | undefined } {
  const { maxItems = 100_000, maxAgeMs } = options
  if (!Number.isSafeInteger(maxItems) || maxItems < 1) {
    throw new TypeError(`${caller}: maxItems must be a positive integer`)
  }
  if (maxAgeMs !== undefined && !(Number.isFinite(maxAgeMs) && maxAgeMs > 0)) {
    throw new TypeError(`${caller}: maxAgeMs must be a positive number of milliseconds`)
  }
  return { maxItems, maxAgeMs }
}
