/**
 * The kit's one network lookup (issue 29): `lookupNetwork` reads a network by
 * chain id, name or the chain id's decimal string, and `findNetwork` is it
 * with an `InvalidArgument` for none.
 */
import { expect, test } from 'vitest'
import { findNetwork, lookupNetwork, NETWORKS } from '../../src/core/transport/networks.js'

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

test('each public network names its block explorer, an https origin; the local chain has none (issue 31)', () => {
  for (const network of NETWORKS) {
    if (network.name === 'anvil') expect(network.explorerUrl).toBeUndefined()
    else expect(new URL(network.explorerUrl!).origin, network.name).toBe(network.explorerUrl)
    if (network.explorerUrl) expect(network.explorerUrl).toMatch(/^https:\/\/[a-z.]+$/)
  }
  expect(lookupNetwork(NETWORKS, 137)?.explorerUrl).toBe('https://polygonscan.com')
})
