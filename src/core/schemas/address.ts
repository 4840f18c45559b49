/**
 * The one owner of an address's spelling (issue 43): `0x` and 40 hex digits
 * written in one case — all lower, all upper — or mixed with a valid EIP-55
 * checksum (a mixed-case address with a wrong one is a typo, refused); kept
 * and compared checksummed. Every parser and store of the kit reads
 * addresses through it, so that any spelling of one address is one address.
 */
import { type Address, getAddress, isAddress } from 'viem'

const HEX_40 = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `value` is an address in a spelling the kit accepts: lower case,
 * upper case, or mixed with a valid checksum.
 *
 * @example
 * ```ts
 * isEvmAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266') // true
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267') // false: a mixed case with a wrong checksum
 * ```
 */
export function isEvmAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !HEX_40.test(value)) return false
  const digits = value.slice(2)
  return digits === digits.toLowerCase() || digits === digits.toUpperCase() || isAddress(value)
}

/**
 * `value` checksummed when it is an address the kit accepts (`isEvmAddress`), else `undefined`.
 *
 * @example
 * ```ts
 * checksummed('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * ```
 */
export const checksummed = (value: unknown): Address | undefined =>
  isEvmAddress(value) ? getAddress(value) : undefined

/**
 * Whether two spellings name one address (case aside); `undefined` matches nothing.
 *
 * @example
 * ```ts
 * sameAddress(order.createdBy, account) // the account's own order
 * ```
 */
export const sameAddress = (a: string | undefined, b: string | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * `0x1234…abcd`: an address shortened for display, `chars` hex digits kept at each end.
 *
 * @example
 * ```ts
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 * ```
 */
export function shortenAddress(address: string, chars = 4): string {
  return address.length <= 2 + chars * 2 + 1
    ? address
    : `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
}
