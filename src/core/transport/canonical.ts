/**
 * The one owner of how a network, a token id and an address are compared:
 * each made into one spelling (a network through `chainIdOf`, beside
 * `lookupNetwork`). Query keys hold what these make, and live invalidation
 * compares them.
 */
import { chainIdOf, NETWORKS } from './networks.js'

/**
 * A network in one spelling: its chain id when the kit's networks know it or
 * it is one (`'polygon'`, `137` and `'137'` are `137`); a name of an app's
 * own network is kept as it is (the key builders have no client to ask).
 *
 * @example
 * ```ts
 * canonicalNetwork('polygon') // 137
 * ```
 */
export const canonicalNetwork = <T>(ref: T): T | number => chainIdOf(ref, NETWORKS) ?? ref

/**
 * A token id as one decimal string: `42n`, `42`, `'42'`, `'042'` and
 * `'0x2a'` are one token. Text that is no integer is kept as it is (the
 * request's schema refuses it).
 *
 * @example
 * ```ts
 * canonicalTokenId('0x2a') // '42'
 * ```
 */
export function canonicalTokenId(id: unknown): string {
  const text = String(id)
  try {
    return text.trim() === '' ? text : BigInt(text).toString()
  } catch {
    return text
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * An address in one spelling, lower case: checksummed, upper or lower case
 * are one address. Anything else is kept as it is.
 *
 * @example
 * ```ts
 * canonicalAddress('0xAbC…') // '0xabc…'
 * ```
 */
export const canonicalAddress = <T>(value: T): T =>
  (typeof value === 'string' && ADDRESS.test(value) ? value.toLowerCase() : value) as T

/**
 * A collection in one spelling: its chain id and its address in lower case,
 * as live invalidation and the activity follower compare collections.
 *
 * @example
 * ```ts
 * collectionId(137, '0xAbC…') // '137:0xabc…'
 * ```
 */
export const collectionId = (chainId: number, address: string) =>
  `${chainId}:${address.toLowerCase()}`
