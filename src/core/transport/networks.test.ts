/**
 * The kit's one network lookup (issue 29): `lookupNetwork` reads a network by
 * chain id, name or the chain id's decimal string, and `findNetwork` is it
 * with an `InvalidArgument` for none.
 */
import { expect, test } from 'vitest'
import { explorerUrlOf } from './explorers.js'
import { findNetwork, lookupNetwork, NETWORKS } from './networks.js'

test('a network by its chain id, its name or its chain id as text; undefined for anything else', () => {
  const polygon = NETWORKS.find((n) => n.name === 'polygon')
  expect(lookupNetwork(NETWORKS, 137)).toBe(polygon)
  expect(lookupNetwork(NETWORKS, 'polygon')).toBe(polygon)
  expect(lookupNetwork(NETWORKS, '137')).toBe(polygon)
  for (const ref of ['nowhere', 999, '999', ' 137', 137.5, undefined, null, {}]) {
    expect(lookupNetwork(NETWORKS, ref)).toBeUndefined()
  }
})

test('findNetwork answers what lookupNetwork finds and names the field of what it does not', () => {
  for (const network of NETWORKS) {
    for (const ref of [network.chainId, network.name, String(network.chainId)]) {
      expect(findNetwork(NETWORKS, ref)).toBe(lookupNetwork(NETWORKS, ref))
    }
  }
  expect(() => findNetwork(NETWORKS, 'nowhere', 'chain')).toThrow(
    /chain.*unknown network "nowhere"|unknown network "nowhere"/,
  )
  expect(() => findNetwork(NETWORKS, undefined)).toThrow(/required/)
})

test('each public network of the kit has its block explorer, an https origin; the local chain none (issue 31)', () => {
  for (const network of NETWORKS) {
    const origin = explorerUrlOf(network)
    if (network.name === 'anvil') expect(origin).toBeUndefined()
    else expect(origin, network.name).toMatch(/^https:\/\/[a-z.]+$/)
    // Kept apart from the table: a client that links no transaction does not carry them.
    expect(network.explorerUrl).toBeUndefined()
  }
  expect(explorerUrlOf(lookupNetwork(NETWORKS, 137)!)).toBe('https://polygonscan.com')
  // A network's own explorer comes first.
  expect(explorerUrlOf({ chainId: 137, explorerUrl: 'https://example.org' })).toBe(
    'https://example.org',
  )
})
