/**
 * ETHAuth proofs (decisions.md §8) with real viem signatures from anvil's
 * development keys: typed-data and personal-sign signatures accepted; forged,
 * tampered, expired, premature and malformed proofs refused; EIP-1271 through
 * a stand-in chain reader; encode and decode round trip.
 */
import {
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  http,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../../emulator/data/accounts.js'
import { isPlatformError } from '../transport/errors.js'
import {
  decodeETHAuthProof,
  type ETHAuthChainReader,
  type ETHAuthClaims,
  encodeETHAuthProof,
  ethAuthTypedData,
  validateETHAuthClaims,
  verifyETHAuthProof,
} from './index.js'

const alice = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const bob = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)

/** 2026-01-01T00:00:00Z in seconds, and in milliseconds for `now`. */
const NOW = 1_767_225_600
const NOW_MS = NOW * 1000
const DAY = 86_400

const claims = (overrides: Partial<ETHAuthClaims> = {}): ETHAuthClaims => ({
  app: 'platform-kit-tests',
  iat: NOW - 60,
  exp: NOW + DAY,
  n: 7,
  typ: 'session',
  ogn: 'https://example.org',
  v: '1',
  ...overrides,
})

async function typedProof(c: ETHAuthClaims = claims(), signer = alice, address = alice.address) {
  const signature = await signer.signTypedData(ethAuthTypedData(c))
  return encodeETHAuthProof({ address, claims: c, signature })
}

/** The base64url of a JSON text, for hand-made proofs. */
const b64 = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

describe('ethAuthTypedData', () => {
  test('lists only the non-empty claims, in signing order, with their types', () => {
    const full = ethAuthTypedData(claims())
    expect(full.domain).toEqual({ name: 'ETHAuth', version: '1' })
    expect(full.primaryType).toBe('Claims')
    expect(full.types.Claims).toEqual([
      { name: 'app', type: 'string' },
      { name: 'iat', type: 'int64' },
      { name: 'exp', type: 'int64' },
      { name: 'n', type: 'uint64' },
      { name: 'typ', type: 'string' },
      { name: 'ogn', type: 'string' },
      { name: 'v', type: 'string' },
    ])
    const lean = ethAuthTypedData({ app: 'a', exp: NOW, v: '1', typ: '', n: 0 })
    expect(lean.types.Claims.map((f) => f.name)).toEqual(['app', 'exp', 'v'])
    expect(lean.message).toEqual({ app: 'a', exp: BigInt(NOW), v: '1' })
  })
})

describe('encode and decode', () => {
  test('round trip, with and without the extra part', async () => {
    const c = claims()
    const signature = await alice.signTypedData(ethAuthTypedData(c))
    const proof = encodeETHAuthProof({ address: alice.address, claims: c, signature })
    const [prefix, address, encoded, sig, ...rest] = proof.split('.')
    expect(prefix).toBe('eth')
    expect(address).toBe(alice.address.toLowerCase())
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(sig).toBe(signature)
    expect(rest).toEqual([])
    expect(decodeETHAuthProof(proof)).toEqual({
      prefix: 'eth',
      address: alice.address.toLowerCase(),
      claims: c,
      signature,
    })
    const withExtra = encodeETHAuthProof({
      address: alice.address,
      claims: c,
      signature,
      extra: '0xbeef',
    })
    expect(withExtra).toBe(`${proof}.0xbeef`)
    expect(decodeETHAuthProof(withExtra).extra).toBe('0xbeef')
    expect(encodeETHAuthProof(decodeETHAuthProof(withExtra))).toBe(withExtra)
  })

  test('claims are JSON in signing order, UTF-8 safe', () => {
    const c = { v: '1', exp: NOW, app: 'café ☕ 🚀' }
    const proof = encodeETHAuthProof({ address: alice.address, claims: c, signature: '0x01' })
    const encoded = proof.split('.')[2]!
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (ch) =>
        ch.charCodeAt(0),
      ),
    )
    expect(json).toBe(`{"app":"café ☕ 🚀","exp":${NOW},"v":"1"}`)
    expect(decodeETHAuthProof(proof).claims).toEqual(c)
  })

  const address = alice.address.toLowerCase()
  const good = b64(JSON.stringify({ app: 'a', exp: NOW, v: '1' }))
  test.each([
    ['empty string', ''],
    ['too few parts', `eth.${address}.${good}`],
    ['too many parts', `eth.${address}.${good}.0x01.0x02.0x03`],
    ['wrong prefix', `btc.${address}.${good}.0x01`],
    ['bad address', `eth.0x1234.${good}.0x01`],
    ['bad base64url', `eth.${address}.not*base64.0x01`],
    ['not JSON', `eth.${address}.${b64('{app:')}.0x01`],
    ['JSON array', `eth.${address}.${b64('[1]')}.0x01`],
    ['missing app', `eth.${address}.${b64(JSON.stringify({ exp: NOW, v: '1' }))}.0x01`],
    ['missing exp', `eth.${address}.${b64(JSON.stringify({ app: 'a', v: '1' }))}.0x01`],
    ['missing v', `eth.${address}.${b64(JSON.stringify({ app: 'a', exp: NOW }))}.0x01`],
    [
      'exp not a number',
      `eth.${address}.${b64(JSON.stringify({ app: 'a', exp: 'x', v: '1' }))}.0x01`,
    ],
    [
      'negative nonce',
      `eth.${address}.${b64(JSON.stringify({ app: 'a', exp: NOW, n: -1, v: '1' }))}.0x01`,
    ],
    ['non-hex signature', `eth.${address}.${good}.0xzz`],
    ['signature without 0x', `eth.${address}.${good}.abcd`],
    ['non-hex extra', `eth.${address}.${good}.0x01.extra`],
  ])('%s → InvalidArgument', (_, proof) => {
    let caught: unknown
    try {
      decodeETHAuthProof(proof)
    } catch (e) {
      caught = e
    }
    expect(isPlatformError(caught, 'InvalidArgument')).toBe(true)
  })

  test('encode refuses a malformed address or signature', () => {
    expect(() =>
      encodeETHAuthProof({ address: '0x12', claims: claims(), signature: '0x01' }),
    ).toThrow(/address/)
    expect(() =>
      encodeETHAuthProof({ address: alice.address, claims: claims(), signature: 'nope' }),
    ).toThrow(/signature/)
  })
})

describe('validateETHAuthClaims', () => {
  test.each<[string, Partial<ETHAuthClaims>, RegExp | null]>([
    ['valid', {}, null],
    ['no iat', { iat: undefined }, null],
    ['exp just within the leeway', { exp: NOW - 300 }, null],
    ['exp a year and the leeway ahead', { exp: NOW + 365 * DAY + 300 }, null],
    ['expired', { exp: NOW - 301 }, /expired/],
    ['exp too far ahead', { exp: NOW + 365 * DAY + 301 }, /year ahead/],
    ['iat within the leeway', { iat: NOW + 300 }, null],
    ['iat in the future', { iat: NOW + 301 }, /future/],
    ['iat over a year old', { iat: NOW - 365 * DAY - 1 }, /year ago/],
    ['empty app', { app: '' }, /app/],
    ['empty version', { v: '' }, /version/],
  ])('%s', (_, overrides, reason) => {
    const result = validateETHAuthClaims(claims(overrides), NOW)
    if (reason) expect(result).toMatch(reason)
    else expect(result).toBeNull()
  })
})

describe('verifyETHAuthProof', () => {
  test('accepts a typed-data signature', async () => {
    const result = await verifyETHAuthProof(await typedProof(), { now: NOW_MS })
    expect(result).toEqual({ valid: true, address: alice.address.toLowerCase() })
  })

  test('accepts minimal claims', async () => {
    const proof = await typedProof({ app: 'x', exp: NOW + 60, v: '1' })
    expect((await verifyETHAuthProof(proof, { now: NOW_MS })).valid).toBe(true)
  })

  test('accepts a personal-sign signature over the typed-data digest', async () => {
    const c = claims()
    const digest = hashTypedData(ethAuthTypedData(c))
    const signature = await alice.signMessage({ message: { raw: digest } })
    const proof = encodeETHAuthProof({ address: alice.address, claims: c, signature })
    expect((await verifyETHAuthProof(proof, { now: NOW_MS })).valid).toBe(true)
  })

  test('uses the current time by default', async () => {
    const now = Math.floor(Date.now() / 1000)
    const proof = await typedProof(claims({ iat: now, exp: now + 600 }))
    expect((await verifyETHAuthProof(proof)).valid).toBe(true)
    expect((await verifyETHAuthProof(await typedProof())).reason).toMatch(/expired/)
  })

  test('refuses tampered claims', async () => {
    const proof = await typedProof()
    const [prefix, address, , signature] = proof.split('.')
    const tampered = encodeETHAuthProof({
      address: address!,
      claims: claims({ app: 'another-app' }),
      signature: signature!,
    })
    expect(tampered.split('.')[0]).toBe(prefix)
    const result = await verifyETHAuthProof(tampered, { now: NOW_MS })
    expect(result.valid).toBe(false)
    expect(result.reason).toMatch(/does not match/)
  })

  test('refuses a signature by another key', async () => {
    const proof = await typedProof(claims(), bob, alice.address)
    expect(await verifyETHAuthProof(proof, { now: NOW_MS })).toMatchObject({ valid: false })
  })

  test('refuses a signature that cannot be recovered', async () => {
    const proof = encodeETHAuthProof({
      address: alice.address,
      claims: claims(),
      signature: '0x01',
    })
    expect((await verifyETHAuthProof(proof, { now: NOW_MS })).valid).toBe(false)
  })

  test('refuses an expired proof and one issued in the future', async () => {
    const expired = await typedProof(claims({ iat: NOW - 2 * DAY, exp: NOW - DAY }))
    expect(await verifyETHAuthProof(expired, { now: NOW_MS })).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/expired/),
    })
    const early = await typedProof(claims({ iat: NOW + 3600 }))
    expect(await verifyETHAuthProof(early, { now: NOW_MS })).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/future/),
    })
  })

  test('throws InvalidArgument for a string that is not a proof', async () => {
    await expect(verifyETHAuthProof('eth.nope')).rejects.toSatisfy((e) =>
      isPlatformError(e, 'InvalidArgument'),
    )
  })

  describe('EIP-1271 contract wallets', () => {
    const wallet = '0x000000000000000000000000000000000000c0de'
    /** A stand-in chain: the wallet has code and accepts signatures that `owner` made over the digest. */
    const chain = (accept: (data: Hex) => boolean, code: Hex = '0x6080'): ETHAuthChainReader => ({
      getCode: async () => code,
      call: async ({ data }) => ({
        data: accept(data) ? `0x1626ba7e${'0'.repeat(56)}` : `0x${'0'.repeat(64)}`,
      }),
    })

    test('accepts what the contract accepts, with the right calldata', async () => {
      const c = claims()
      const signature = await bob.signTypedData(ethAuthTypedData(c))
      const proof = encodeETHAuthProof({ address: wallet, claims: c, signature })
      const digest = hashTypedData(ethAuthTypedData(c))
      let seen: Hex | undefined
      const client = chain((data) => {
        seen = data
        return true
      })
      expect(await verifyETHAuthProof(proof, { now: NOW_MS, client })).toEqual({
        valid: true,
        address: wallet,
      })
      expect(seen).toBe(
        encodeFunctionData({
          abi: parseAbi([
            'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
          ]),
          functionName: 'isValidSignature',
          args: [digest, signature],
        }),
      )
    })

    test('refuses what the contract refuses, or when it reverts', async () => {
      const proof = await typedProof(claims(), bob, wallet)
      expect(
        await verifyETHAuthProof(proof, { now: NOW_MS, client: chain(() => false) }),
      ).toMatchObject({ valid: false, reason: expect.stringMatching(/contract wallet/) })
      const reverting: ETHAuthChainReader = {
        getCode: async () => '0x6080',
        call: async () => {
          throw new Error('execution reverted')
        },
      }
      expect((await verifyETHAuthProof(proof, { now: NOW_MS, client: reverting })).valid).toBe(
        false,
      )
    })

    test('an address without code is not asked', async () => {
      const proof = await typedProof(claims(), bob, wallet)
      let asked = false
      const client = chain(() => {
        asked = true
        return true
      }, '0x')
      expect((await verifyETHAuthProof(proof, { now: NOW_MS, client })).valid).toBe(false)
      expect(asked).toBe(false)
    })

    test('a viem PublicClient fits the client option', () => {
      const client = createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:1') })
      const options: Parameters<typeof verifyETHAuthProof>[1] = { client }
      expect(options.client).toBe(client)
    })
  })
})
