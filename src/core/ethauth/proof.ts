/**
 * ETHAuth proof strings (decisions.md §8): the claims, and the encoding
 * `eth.<address>.<base64url(claims JSON)>.<signature>[.<extra>]`. No `Buffer`:
 * this runs in browsers as well as in Node.
 */
import type { Address, Hex } from 'viem'
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../schemas/jsonDepth.js'
import { invalidArgument } from '../transport/errors.js'

/**
 * The claims of a proof: the app, the issue and expiry times (unix seconds),
 * a nonce, a type, an origin and the ETHAuth version (`"1"`).
 */
export interface ETHAuthClaims {
  readonly app: string
  readonly iat?: number
  readonly exp: number
  readonly n?: number
  readonly typ?: string
  readonly ogn?: string
  readonly v: string
}

/** A decoded proof string. */
export interface ETHAuthProof {
  readonly prefix: 'eth'
  /** The signer's address, lower-case as in the proof string. */
  readonly address: Address
  readonly claims: ETHAuthClaims
  readonly signature: Hex
  readonly extra?: Hex
}

/** What `encodeETHAuthProof` takes. */
export interface ETHAuthProofInput {
  readonly address: string
  readonly claims: ETHAuthClaims
  readonly signature: string
  readonly extra?: string
}

/** The claim names in signing order, with their EIP-712 types. */
export const CLAIM_FIELDS = [
  ['app', 'string'],
  ['iat', 'int64'],
  ['exp', 'int64'],
  ['n', 'uint64'],
  ['typ', 'string'],
  ['ogn', 'string'],
  ['v', 'string'],
] as const

const ADDRESS = /^0x[0-9a-f]{40}$/i
const HEX = /^0x(?:[0-9a-f]{2})+$/i
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

const bad = (message: string): never => {
  throw invalidArgument([{ path: 'ethAuthProofString', message }])
}

function toBase64url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
    .replace(/={1,2}$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

function fromBase64url(text: string): string {
  // Tested before the padding is cut: `/=+$/` on a long run of `=` takes quadratic time.
  if (!BASE64URL.test(text)) bad('the claims are not base64url')
  const bare = text.endsWith('==')
    ? text.slice(0, -2)
    : text.endsWith('=')
      ? text.slice(0, -1)
      : text
  if (bare.length % 4 === 1) bad('the claims are not base64url')
  const binary = atob(
    bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4),
  )
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    )
  } catch {
    return bad('the claims are not UTF-8 text')
  }
}

/** Reads the claims object, checking each known member's type and the required ones. */
function readClaims(value: unknown): ETHAuthClaims {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    bad('the claims are not a JSON object')
  }
  const source = value as Record<string, unknown>
  const claims: Record<string, string | number> = {}
  for (const [name, type] of CLAIM_FIELDS) {
    const member = source[name]
    if (member === undefined) continue
    const ok =
      type === 'string'
        ? typeof member === 'string'
        : Number.isSafeInteger(member) && (type === 'int64' || (member as number) >= 0)
    if (!ok) bad(`claim ${name} must be ${type === 'string' ? 'a string' : 'an integer'}`)
    claims[name] = member as string | number
  }
  for (const name of ['app', 'exp', 'v']) {
    if (claims[name] === undefined) bad(`claim ${name} is missing`)
  }
  return claims as unknown as ETHAuthClaims
}

/**
 * Decodes an ETHAuth proof string into its address, claims, signature and
 * optional extra part. It checks the form only (four or five dot-separated
 * parts, a valid address, base64url JSON claims with `app`, `exp` and `v`, hex
 * signature); whether the proof is valid is `verifyETHAuthProof`'s question. A
 * string that does not parse throws a `PlatformError` `InvalidArgument`.
 *
 * @example
 * ```ts
 * const { address, claims } = decodeETHAuthProof(proofString)
 * console.log(address, new Date(claims.exp * 1000))
 * ```
 */
export function decodeETHAuthProof(proof: string): ETHAuthProof {
  if (typeof proof !== 'string') bad('must be a string')
  const parts = proof.split('.')
  if (parts.length !== 4 && parts.length !== 5) {
    bad('must be eth.<address>.<claims>.<signature>[.<extra>]')
  }
  const [prefix, address, encoded, signature, extra] = parts as [
    string,
    string,
    string,
    string,
    string | undefined,
  ]
  if (prefix !== 'eth') bad('must start with "eth."')
  if (!ADDRESS.test(address)) bad('the address is not 0x and 40 hex digits')
  let json: unknown
  const text = fromBase64url(encoded)
  try {
    json = JSON.parse(text)
  } catch {
    bad('the claims are not JSON')
  }
  if (exceedsJsonDepth(json)) bad(`the claims are nested deeper than ${MAX_JSON_DEPTH} levels`)
  const claims = readClaims(json)
  if (!HEX.test(signature)) bad('the signature is not 0x-prefixed hex')
  if (extra !== undefined && !HEX.test(extra)) bad('the extra part is not 0x-prefixed hex')
  return {
    prefix: 'eth',
    address: address.toLowerCase() as Address,
    claims,
    signature: signature as Hex,
    ...(extra !== undefined ? { extra: extra as Hex } : {}),
  }
}

/**
 * Encodes a proof string from an address, its claims and the signature of
 * the claims (see `ethAuthTypedData`): `eth.<address, lower-case>.<base64url
 * claims JSON, no padding>.<signature>[.<extra>]`. The claims are written in
 * signing order, leaving out absent ones. A malformed address, signature or
 * extra throws a `PlatformError` `InvalidArgument`.
 *
 * @example
 * ```ts
 * const claims = { app: 'my-app', iat: now, exp: now + 3600, v: '1' }
 * const signature = await account.signTypedData(ethAuthTypedData(claims))
 * const proof = encodeETHAuthProof({ address: account.address, claims, signature })
 * ```
 */
export function encodeETHAuthProof(input: ETHAuthProofInput): string {
  const { address, claims, signature, extra } = input
  if (!ADDRESS.test(address)) bad('the address is not 0x and 40 hex digits')
  if (!HEX.test(signature)) bad('the signature is not 0x-prefixed hex')
  if (extra !== undefined && !HEX.test(extra)) bad('the extra part is not 0x-prefixed hex')
  const ordered: Record<string, unknown> = {}
  for (const [name] of CLAIM_FIELDS) {
    if (claims[name] !== undefined) ordered[name] = claims[name]
  }
  const parts = ['eth', address.toLowerCase(), toBase64url(JSON.stringify(ordered)), signature]
  if (extra !== undefined) parts.push(extra)
  return parts.join('.')
}
