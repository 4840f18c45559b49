/**
 * What the query type tests (`*.test-d.ts` beside each read) share: a
 * QueryClient, a client that no test calls, one set of parameters per read,
 * and `expectKitKey`, the shape every key of the kit has at runtime. Imported
 * by package name, as the type tests are, so that a consumer project compiles
 * it with them (test/consumer/types.test.ts). Not part of the package
 * (`*.fixtures.ts`: tsconfig.build.json, package.json's `files`).
 */
import { QueryClient } from '@tanstack/react-query'
import type {
  BaseClient,
  GetChainIdParams,
  GetFloorOrderParams,
  GetHighestPriceListingForCollectibleParams,
  GetLowestPriceOfferForCollectibleParams,
  GetOrdersParams,
  IsValidETHAuthProofParams,
  ListCollectiblesParams,
  ListContractsParams,
  ListListingsForCollectibleParams,
  ListOffersForCollectibleParams,
  TokenCollectionFiltersParams,
} from 'platform-kit'
import { expect } from 'vitest'

export const queryClient = new QueryClient()
/** Options builders only keep the client for their `queryFn`, which no test here runs. */
export const client = {} as BaseClient
export const contractAddress = '0x0000000000000000000000000000000000000001'
export const wallet = '0x0000000000000000000000000000000000000002'

export const chainIdParams: GetChainIdParams = { network: 'polygon' }
export const floorParams: GetFloorOrderParams = { network: 'polygon', contractAddress }
export const collectibleParams: GetHighestPriceListingForCollectibleParams &
  GetLowestPriceOfferForCollectibleParams = { network: 'polygon', contractAddress, tokenId: 42n }
export const ordersParams: GetOrdersParams = {
  network: 'polygon',
  input: [{ contractAddress, orderId: '1' }],
}
export const proofParams: IsValidETHAuthProofParams = {
  network: 1,
  walletAddress: wallet,
  ethAuthProofString: 'eth.proof',
}
export const collectiblesParams: ListCollectiblesParams = {
  network: 'polygon',
  contractAddress,
  page: { pageSize: 50 },
}
export const contractsParams: ListContractsParams = { projectId: 1, page: { pageSize: 20 } }
export const listingsParams: ListListingsForCollectibleParams & ListOffersForCollectibleParams = {
  network: 'polygon',
  contractAddress,
  tokenId: 42n,
  page: { pageSize: 20 },
}
export const filtersParams: TokenCollectionFiltersParams = { network: 'polygon', contractAddress }

/** What every key of the kit is at runtime: general to specific, under `'platform'`. */
export function expectKitKey(key: readonly unknown[], infinite = false) {
  expect(key[0]).toBe('platform')
  expect(key).toHaveLength(infinite ? 5 : 4)
  if (infinite) expect(key[4]).toBe('infinite')
}
