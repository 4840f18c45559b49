import { expect, test } from 'vitest'
import { marketplacePageOf } from './pages.js'

const contract = '0xAbC0000000000000000000000000000000000001'
const order = {
  marketplace: 'opensea',
  chainId: 137,
  collectionContractAddress: contract,
  tokenId: '42',
} as const

test("an OpenSea order's token page, on the networks OpenSea names", () => {
  expect(marketplacePageOf(order)).toBe(
    'https://opensea.io/assets/matic/0xabc0000000000000000000000000000000000001/42',
  )
  expect(marketplacePageOf({ ...order, chainId: 1 })).toMatch(
    /^https:\/\/opensea\.io\/assets\/ethereum\//,
  )
})

test('none for a marketplace or a network the kit has no page for, or an id or address that is not one', () => {
  expect(marketplacePageOf({ ...order, marketplace: 'blur' })).toBeUndefined()
  expect(marketplacePageOf({ ...order, marketplace: 'native_marketplace_v2' })).toBeUndefined()
  expect(marketplacePageOf({ ...order, chainId: 31337 })).toBeUndefined()
  // Untrusted values never make a URL: a path or a script in the id or the address.
  expect(marketplacePageOf({ ...order, tokenId: '42/../../x' })).toBeUndefined()
  expect(
    marketplacePageOf({ ...order, collectionContractAddress: 'javascript:alert(1)' }),
  ).toBeUndefined()
})
