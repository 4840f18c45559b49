/** The EIP-712 typed data an ETHAuth proof signs (decisions.md §8). */
import type { TypedDataDefinition } from 'viem'
import { CLAIM_FIELDS, type ETHAuthClaims } from './proof.js'

/** The EIP-712 types of ETHAuth claims: `Claims`, with only the non-empty claims as fields. */
export type ETHAuthTypes = { Claims: { name: string; type: string }[] }

/** The typed data of a set of claims, ready for viem's `signTypedData` or `hashTypedData`. */
export type ETHAuthTypedData = TypedDataDefinition<ETHAuthTypes, 'Claims'>

/**
 * The EIP-712 typed data that an ETHAuth proof's signature covers: domain
 * `{ name: 'ETHAuth', version: '1' }`, primary type `Claims`, whose fields are
 * only the non-empty claims (strings of length 0 and numbers of 0 are left
 * out), in the order app, iat, exp, n, typ, ogn, v.
 *
 * @example
 * ```ts
 * import { privateKeyToAccount } from 'viem/accounts'
 *
 * const account = privateKeyToAccount(key)
 * const signature = await account.signTypedData(ethAuthTypedData({ app: 'my-app', exp, v: '1' }))
 * ```
 */
export function ethAuthTypedData(claims: ETHAuthClaims): ETHAuthTypedData {
  const fields: { name: string; type: string }[] = []
  const message: Record<string, string | bigint> = {}
  for (const [name, type] of CLAIM_FIELDS) {
    const value = claims[name]
    if (value === undefined || value === '' || value === 0) continue
    fields.push({ name, type })
    message[name] = typeof value === 'number' ? BigInt(value) : value
  }
  return {
    domain: { name: 'ETHAuth', version: '1' },
    types: { Claims: fields },
    primaryType: 'Claims',
    message,
  }
}
