/** Making ETHAuth proofs (decisions.md §8) with any signer of typed data. */
import type { Address, Hex } from 'viem'
import { type ETHAuthClaims, encodeETHAuthProof } from './proof.js'
import { type ETHAuthTypedData, ethAuthTypedData } from './typedData.js'

/**
 * What signs a proof: an address and a way to sign EIP-712 typed data for it.
 * A viem local account is one; so is `{ address, signTypedData: (d) => walletClient.signTypedData(d) }`.
 */
export interface ETHAuthSigner {
  readonly address: Address
  signTypedData(typedData: ETHAuthTypedData): Promise<Hex>
}

export interface CreateETHAuthProofOptions {
  /** The app the proof is for (claim `app`). */
  readonly app: string
  /** How long the proof is valid, in seconds (default 7 days; at most a year). */
  readonly expiresIn?: number
  /** When it is issued, in milliseconds (default now). */
  readonly issuedAt?: number
  /** A nonce (claim `n`). */
  readonly nonce?: number
  /** A type (claim `typ`). */
  readonly typ?: string
  /** The origin it is issued on (claim `ogn`). */
  readonly origin?: string
}

/**
 * Makes an ETHAuth proof string: claims `app`, `iat`, `exp`, optional `n`,
 * `typ` and `ogn`, and version `v: "1"`, signed by `signer` as the EIP-712
 * typed data of decisions.md §8, encoded as
 * `eth.<address>.<base64url claims>.<signature>`. Check it with
 * `verifyETHAuthProof` or the API's `IsValidETHAuthProof`.
 *
 * @example
 * ```ts
 * import { privateKeyToAccount } from 'viem/accounts'
 *
 * const proof = await createETHAuthProof({ app: 'my-dapp', expiresIn: 3600 }, privateKeyToAccount(key))
 * ```
 */
export async function createETHAuthProof(
  options: CreateETHAuthProofOptions,
  signer: ETHAuthSigner,
): Promise<string> {
  const { app, expiresIn = 7 * 86_400, issuedAt = Date.now(), nonce, typ, origin } = options
  if (!app) throw new TypeError('createETHAuthProof: app is required')
  if (!(expiresIn > 0 && expiresIn <= 365 * 86_400)) {
    throw new RangeError('createETHAuthProof: expiresIn must be from 1 second to 365 days')
  }
  const iat = Math.floor(issuedAt / 1000)
  const claims: ETHAuthClaims = {
    app,
    iat,
    exp: iat + Math.floor(expiresIn),
    ...(nonce !== undefined ? { n: nonce } : {}),
    ...(typ ? { typ } : {}),
    ...(origin ? { ogn: origin } : {}),
    v: '1',
  }
  const signature = await signer.signTypedData(ethAuthTypedData(claims))
  return encodeETHAuthProof({ address: signer.address, claims, signature })
}
