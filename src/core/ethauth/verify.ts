/** Checking ETHAuth proofs (decisions.md §8): the claims' times, and the signature. */
import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { sameAddress } from '../schemas/address.js'
import { decodeETHAuthProof, type ETHAuthClaims } from './proof.js'
import { ethAuthTypedData } from './typedData.js'

/** Leeway for clocks that disagree, in seconds. */
const SKEW = 300
const YEAR = 365 * 24 * 60 * 60

/** The EIP-1271 `isValidSignature(bytes32,bytes)` selector, which is also its success value. */
const EIP1271_MAGIC = '0x1626ba7e'

/**
 * What `verifyETHAuthProof` needs of a chain to check a contract wallet's
 * signature (EIP-1271): a viem `PublicClient` has both methods.
 */
export interface ETHAuthChainReader {
  getCode(args: { address: Address }): Promise<Hex | undefined>
  call(args: { to: Address; data: Hex }): Promise<{ data?: Hex | undefined }>
}

/** Options of `verifyETHAuthProof`. */
export interface VerifyETHAuthOptions {
  /** The time to check the claims against, in milliseconds (default `Date.now()`). */
  readonly now?: number
  /** A client of the proof's chain, to check contract wallets with EIP-1271. */
  readonly client?: ETHAuthChainReader
}

/** The outcome of `verifyETHAuthProof`; `reason` says why a proof is not valid. */
export interface ETHAuthVerification {
  readonly valid: boolean
  readonly reason?: string
  /** The proof's address, lower-case. */
  readonly address: Address
}

/**
 * Checks the claims of a proof against a time in unix seconds: `app` and `v`
 * non-empty, `exp` within [now − 300 s, now + 365 days + 300 s], and `iat`, if
 * set, neither more than 300 s ahead nor more than 365 days old. Answers
 * `null` when the claims pass, otherwise the reason they fail.
 *
 * @example
 * ```ts
 * const reason = validateETHAuthClaims(claims, Math.floor(Date.now() / 1000))
 * if (reason) console.warn(`proof refused: ${reason}`)
 * ```
 */
export function validateETHAuthClaims(claims: ETHAuthClaims, nowSeconds: number): string | null {
  if (!claims.app) return 'the app claim is empty'
  if (!claims.v) return 'the version claim is empty'
  if (!(claims.exp >= nowSeconds - SKEW)) return 'the proof has expired'
  if (!(claims.exp <= nowSeconds + YEAR + SKEW)) return 'the expiry is more than a year ahead'
  if (claims.iat) {
    if (claims.iat > nowSeconds + SKEW) return 'the proof is issued in the future'
    if (claims.iat < nowSeconds - YEAR) return 'the proof was issued more than a year ago'
  }
  return null
}

/** The recovered signer, or undefined when the signature cannot be recovered at all. */
async function recovered(recover: () => Promise<Address>): Promise<Address | undefined> {
  try {
    return await recover()
  } catch {
    return undefined
  }
}

/** EIP-1271's `isValidSignature(bytes32 hash, bytes signature) returns (bytes4)`. */
const EIP1271_ABI = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

/** The calldata of `isValidSignature(digest, signature)`. */
const isValidSignatureCall = (digest: Hex, signature: Hex): Hex =>
  encodeFunctionData({
    abi: EIP1271_ABI,
    functionName: 'isValidSignature',
    args: [digest, signature],
  })

/**
 * Verifies an ETHAuth proof string: the claims must pass
 * `validateETHAuthClaims` at `now`, and the signature must be the address's,
 * either as EIP-712 typed data (`ethAuthTypedData`), or as a personal-sign
 * (EIP-191) signature over the 32-byte typed-data digest, or — when a
 * `client` is given and the address has code — accepted by the contract's
 * EIP-1271 `isValidSignature(digest, signature)`. A string that is not a proof
 * at all throws a `PlatformError` `InvalidArgument` (see `decodeETHAuthProof`).
 *
 * @example
 * ```ts
 * const { valid, reason, address } = await verifyETHAuthProof(proofString, { client: publicClient })
 * if (!valid) throw new Error(`refused: ${reason}`)
 * ```
 */
export async function verifyETHAuthProof(
  proof: string,
  options: VerifyETHAuthOptions = {},
): Promise<ETHAuthVerification> {
  const { address, claims, signature } = decodeETHAuthProof(proof)
  const reason = validateETHAuthClaims(claims, Math.floor((options.now ?? Date.now()) / 1000))
  if (reason) return { valid: false, reason, address }

  const typedData = ethAuthTypedData(claims)
  const typedSigner = await recovered(() => recoverTypedDataAddress({ ...typedData, signature }))
  if (typedSigner && sameAddress(typedSigner, address)) return { valid: true, address }
  const digest = hashTypedData(typedData)
  const messageSigner = await recovered(() =>
    recoverMessageAddress({ message: { raw: digest }, signature }),
  )
  if (messageSigner && sameAddress(messageSigner, address)) return { valid: true, address }

  const { client } = options
  if (client) {
    const code = await client.getCode({ address })
    if (code && code !== '0x') {
      let answer: Hex | undefined
      try {
        answer = (await client.call({ to: address, data: isValidSignatureCall(digest, signature) }))
          .data
      } catch {
        answer = undefined
      }
      if (answer?.slice(0, 10).toLowerCase() === EIP1271_MAGIC) return { valid: true, address }
      return { valid: false, reason: 'the contract wallet refuses the signature', address }
    }
  }
  return { valid: false, reason: 'the signature does not match the address', address }
}
