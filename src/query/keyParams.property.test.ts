/**
 * Normalise once (issue 44): the query keys hold the one spelling core's
 * owners make — any two spellings of one network (its name, its chain id, its
 * chain id's decimal string), of one token id the wire takes (a bigint, a
 * safe number, a decimal string) or of one address (lower, upper or
 * checksummed) give the same key, so they share one cache entry and one live
 * invalidation.
 */
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { NETWORKS } from '../core/index.js'
import {
  activityQueryKey,
  floorOrderQueryKey,
  listingsQueryKey,
  tokenMetadataQueryKey,
} from './index.js'

const RUNS = { numRuns: 200 }
const lowerAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`)

/** One address in its three spellings. */
const spellings = (lower: string) => [lower, getAddress(lower), `0x${lower.slice(2).toUpperCase()}`]

/** One token id in the spellings the wire takes for it: a bigint, a decimal string, a safe number. */
const tokenSpellings = (id: bigint) => [
  id,
  String(id),
  ...(id <= BigInt(Number.MAX_SAFE_INTEGER) ? [Number(id)] : []),
]

/** One network of the kit's table in its three spellings. */
const network = fc.constantFrom(...NETWORKS)
const networkSpellings = (n: (typeof NETWORKS)[number]) => [n.name, n.chainId, String(n.chainId)]

describe('any two spellings of one network, address or token id give one key', () => {
  test('a collectible read: network, contract address and token id', () => {
    fc.assert(
      fc.property(
        network,
        lowerAddress,
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (on, address, id) => {
          const keys = networkSpellings(on).flatMap((net) =>
            spellings(address).flatMap((contractAddress) =>
              tokenSpellings(id).map((tokenId) =>
                JSON.stringify(listingsQueryKey({ network: net, contractAddress, tokenId })),
              ),
            ),
          )
          expect(new Set(keys).size).toBe(1)
        },
      ),
      RUNS,
    )
  })

  test("the activity read's key, as the marketplace reads' keys", () => {
    fc.assert(
      fc.property(network, lowerAddress, fc.bigInt({ min: 0n, max: 2n ** 64n }), (on, a, id) => {
        const keys = networkSpellings(on).flatMap((net) =>
          spellings(a).flatMap((contractAddress) =>
            // The activity read takes a token id as a bigint or a decimal string.
            [id, String(id)].map((tokenId) =>
              JSON.stringify(
                activityQueryKey({ url: '/api/activity', network: net, contractAddress, tokenId }),
              ),
            ),
          ),
        )
        expect(new Set(keys).size).toBe(1)
      }),
      RUNS,
    )
  })

  test('a collection read, and a read of many token ids', () => {
    fc.assert(
      fc.property(lowerAddress, fc.bigInt({ min: 0n, max: 2n ** 64n }), (address, id) => {
        const floors = spellings(address).map((contractAddress) =>
          JSON.stringify(floorOrderQueryKey({ network: 'polygon', contractAddress })),
        )
        expect(new Set(floors).size).toBe(1)
        const many = tokenSpellings(id).map((tokenId) =>
          JSON.stringify(
            tokenMetadataQueryKey({
              network: 'polygon',
              contractAddress: address,
              tokenIds: [tokenId],
            }),
          ),
        )
        expect(new Set(many).size).toBe(1)
      }),
      RUNS,
    )
  })

  test('different tokens and different addresses keep different keys', () => {
    const key = (contractAddress: string, tokenId: string) =>
      JSON.stringify(listingsQueryKey({ network: 'polygon', contractAddress, tokenId }))
    const a = '0x1111111111111111111111111111111111111111'
    const b = '0x2222222222222222222222222222222222222222'
    expect(key(a, '1')).not.toBe(key(a, '10'))
    expect(key(a, '1')).not.toBe(key(b, '1'))
    expect(JSON.stringify(floorOrderQueryKey({ network: 'polygon', contractAddress: a }))).not.toBe(
      JSON.stringify(floorOrderQueryKey({ network: 'mainnet', contractAddress: a })),
    )
    // A spelling the wire refuses keeps its own key: its query is an error, not token 42's answer.
    expect(key(a, '0x2a')).not.toBe(key(a, '42'))
    expect(key(a, '042')).not.toBe(key(a, '42'))
  })
})
