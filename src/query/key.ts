/**
 * The one owner of the kit's query keys: their layout
 * `['platform', group, operation, params]` (and `'infinite'` after the
 * parameters of an infinite query), how parameters are normalised in them,
 * how a key is written (`platformKey`, used by every definition) and how one
 * is read back (`readPlatformKey`, used by invalidation). Nothing else reads
 * a key by position.
 */
import type { Group } from '../core/schemas/rpc/define.js'
import { canonicalAddress, canonicalNetwork } from '../core/transport/canonical.js'

/**
 * The group a key is filed under: an interface group (`Marketplace`, …), or
 * `Activity` for the kit's own activity read, which no marketplace filter matches.
 */
export type KeyGroup = Group | 'Activity'

/**
 * Parameters as they appear in a query key: bigints, and token ids given as
 * numbers (`tokenId`, each of `tokenIds`), as decimal strings; `undefined`
 * members left out.
 */
export type KeyParams<P> = P extends bigint
  ? string
  : P extends readonly unknown[]
    ? { [K in keyof P]: KeyParams<P[K]> }
    : P extends object
      ? {
          [K in keyof P]: K extends 'tokenId'
            ? string
            : K extends 'tokenIds'
              ? readonly string[]
              : KeyParams<P[K]>
        }
      : P

/**
 * Makes parameters safe and deterministic as a key: TanStack Query hashes keys
 * as JSON with sorted object keys, which refuses bigints. A bigint, and a
 * token id given as a number (`tokenId`, or one of `tokenIds`), become their
 * decimal string — the wire form — so `42n`, `42` and `'42'` share one cache
 * entry; an address becomes its lower case (core's `canonicalAddress`), so a
 * checksummed one and its lower case share one too; a network its chain id
 * (`canonicalNetwork`), so `'polygon'`, `137` and `'137'` share one. A token id the wire
 * refuses (`'0x2a'`, `'042'`) keeps its own key: its query is an error, never
 * another token's answer.
 *
 * @example
 * ```ts
 * keyParams({ network: 'polygon', tokenId: 42n }) // { network: 137, tokenId: '42' }
 * ```
 */
export function keyParams<P>(params: P): KeyParams<P> {
  const normal = (value: unknown, key?: string): unknown =>
    key === 'network'
      ? canonicalNetwork(value)
      : typeof value === 'bigint' || (key === 'tokenId' && typeof value === 'number')
        ? String(value)
        : typeof value === 'string'
          ? canonicalAddress(value)
          : Array.isArray(value)
            ? value.map((item) => normal(item, key === 'tokenIds' ? 'tokenId' : undefined))
            : value && typeof value === 'object'
              ? Object.fromEntries(
                  Object.entries(value)
                    .filter(([, v]) => v !== undefined)
                    .map(([k, v]) => [k, normal(v, k)]),
                )
              : value
  return normal(params) as KeyParams<P>
}

/** A query key of the kit: general to specific, so that invalidation matches by prefix. */
export type PlatformQueryKey<P> = readonly ['platform', Group, string, KeyParams<P>]

/** The key of an infinite query: the operation's key with its paging member left out, and a marker. */
export type PlatformInfiniteQueryKey<P> = readonly [
  'platform',
  KeyGroup,
  string,
  KeyParams<P>,
  'infinite',
]

/** The key of a write: the operation, without parameters. */
export type PlatformMutationKey = readonly ['platform', Group, string]

/** What a key of the kit says: which operation it caches, with which parameters. */
export interface PlatformKey {
  readonly group: KeyGroup
  readonly operation: string
  /** The parameters as keyed (`keyParams`); `undefined` in a write's key. */
  readonly params: unknown
  /** Whether it is the key of an infinite query (every page of a list). */
  readonly infinite: boolean
}

/**
 * Writes the key of an operation: `['platform', group, operation]` and what
 * follows — nothing for a write, the keyed parameters for a read, and
 * `'infinite'` after them for an infinite read.
 */
export const platformKey = (
  rpc: { readonly group: KeyGroup; readonly name: string },
  ...rest: readonly unknown[]
): readonly unknown[] => ['platform', rpc.group, rpc.name, ...rest]

/**
 * What a cached query's key says, or `undefined` when it is not a key of the
 * kit. Invalidation and anything else that asks what a key means asks here.
 *
 * @example
 * ```ts
 * readPlatformKey(floorOrderQueryKey({ network: 'polygon', contractAddress }))
 * // { group: 'Marketplace', operation: 'GetFloorOrder', params: { network: 137, contractAddress }, infinite: false }
 * ```
 */
export function readPlatformKey(queryKey: readonly unknown[]): PlatformKey | undefined {
  const [root, group, operation, params, marker] = queryKey
  if (root !== 'platform' || typeof group !== 'string' || typeof operation !== 'string') {
    return undefined
  }
  return { group: group as KeyGroup, operation, params, infinite: marker === 'infinite' }
}
