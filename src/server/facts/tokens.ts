/**
 * What an event says before it is an activity item (`Facts`), and its tokens
 * read as the item holds them: each once, amounts summed, every value a
 * uint256 or the whole event refused.
 */
import type { ActivityKind, ActivityToken } from '../../core/schemas/activity.js'
import { decimal } from '../../core/schemas/primitives.js'

const MAX_UINT = 2n ** 256n - 1n

/** A uint256 as a decimal string, or undefined. */
export const uint = (value: unknown): string | undefined =>
  typeof value === 'bigint' && value >= 0n && value <= MAX_UINT ? String(value) : undefined

/** Each token once, amounts summed, in the order of first mention; undefined when a value is not a uint256. */
export function tokensOf(
  ids: readonly unknown[],
  amounts?: readonly unknown[],
): ActivityToken[] | undefined {
  const byId = new Map<string, bigint | undefined>()
  for (let i = 0; i < ids.length; i++) {
    const id = uint(ids[i])
    if (id === undefined) return undefined
    if (!amounts) {
      byId.set(id, undefined)
      continue
    }
    const amount = uint(amounts[i])
    if (amount === undefined) return undefined
    const sum = (byId.get(id) ?? 0n) + BigInt(amount)
    if (sum > MAX_UINT) return undefined
    byId.set(id, sum)
  }
  return [...byId].map(([tokenId, amount]) =>
    amount === undefined ? { tokenId } : { tokenId, amount: String(amount) },
  )
}

/** What an event says, before it is an item. */
export interface Facts {
  readonly kind: ActivityKind
  readonly from?: string
  readonly to?: string
  /** undefined: refused (a value that is not what its type says). */
  readonly tokens: ActivityToken[] | undefined
  readonly amount?: string
  /** A market event's collection and request. */
  readonly collection?: string
  readonly requestId?: string
  readonly price?: string
  readonly currency?: string
  readonly quantity?: string
  /** A listing's or an offer's expiry, seconds since 1970. */
  readonly expiry?: string
}

/**
 * A receiver's `collection.tokenIds` as tokens, each once; a `TypeError`
 * naming `caller` for one that is not a decimal uint256.
 */
export function optionTokens(ids: readonly (string | bigint)[], caller: string): ActivityToken[] {
  return [
    ...new Set(
      ids.map((id) => {
        const text = typeof id === 'bigint' ? uint(id) : id
        if (typeof text !== 'string' || !decimal.safeParse(text).success) {
          throw new TypeError(
            `${caller}: collection token id ${typeof id === 'bigint' ? id : JSON.stringify(id)} is not a decimal uint256`,
          )
        }
        return text
      }),
    ),
  ].map((tokenId) => ({ tokenId }))
}
