import { expect, test } from 'vitest'
import { NETWORKS } from '../transport/networks.js'
import { SEQUENCE_MARKET_V2_ADDRESS, sequenceMarketOf } from './deployments.js'

test("a network's own sequenceMarket wins; the platform's address on its public networks; none on a local chain", () => {
  const polygon = NETWORKS.find((n) => n.name === 'polygon')!
  const anvil = NETWORKS.find((n) => n.name === 'anvil')!
  expect(sequenceMarketOf(polygon)).toBe(SEQUENCE_MARKET_V2_ADDRESS)
  expect(sequenceMarketOf(anvil)).toBeUndefined()
  const own = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  expect(sequenceMarketOf({ ...anvil, sequenceMarket: own })).toBe(own)
  expect(sequenceMarketOf({ ...polygon, sequenceMarket: own })).toBe(own)
  expect(sequenceMarketOf({ chainId: 1337 })).toBeUndefined()
  // Every public network of the kit's table has the platform's market.
  for (const n of NETWORKS.filter((n) => n.chainId !== 31337))
    expect(sequenceMarketOf(n)).toBe(SEQUENCE_MARKET_V2_ADDRESS)
})
