/**
 * Orders and collectibles as 0xsequence/marketplace-sdk's msw handlers answer
 * them: the marketplace mocks at cce71af (bigints still typed as decimal
 * strings there) and the SDK's own test handlers at ce4fd16.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'

const REPO = '0xsequence/marketplace-sdk'
const MSW = {
  repo: REPO,
  path: 'sdk/src/react/_internal/api/__mocks__/marketplace.msw.ts',
  commit: 'cce71af7c72c6ccaba256630a2d32ea9cde0d126',
}
const FROZEN = 'new Date() timestamps frozen to fixed ISO strings'
const HANDLERS = {
  repo: REPO,
  path: 'sdk/test/handlers.ts',
  commit: 'ce4fd16e5c49eb6f948054d7947f8e32e95dfac2',
}

/** `mockTokenMetadata` (MetadataStatus.AVAILABLE written as the enum's wire name). */
const mockTokenMetadata = {
  tokenId: '1',
  name: 'Mock NFT',
  description: 'A mock NFT for testing',
  image: 'https://example.com/nft.png',
  attributes: [{ trait_type: 'Type', value: 'Mock' }],
  status: 'AVAILABLE',
}

/** `mockOrder`: a sequence_marketplace_v2 listing without `tokenId` (commented out in the mock). */
const mockOrder = {
  orderId: '0x9876543210987654321098765432109876543210',
  marketplace: 'sequence_marketplace_v2',
  side: 'listing',
  status: 'active',
  chainId: 1,
  originName: 'Sequence',
  collectionContractAddress: '0x1234567890123456789012345678901234567890',
  createdBy: '0xabcdef0123456789abcdef0123456789abcdef01',
  priceAmount: '1000000000000000000',
  priceAmountFormatted: '1.0',
  priceAmountNet: '950000000000000000',
  priceAmountNetFormatted: '0.95',
  priceCurrencyAddress: '0x1234567890123456789012345678901234567890',
  priceDecimals: 18,
  priceUSD: 1800.0,
  priceUSDFormatted: '1800.0',
  quantityInitial: '1',
  quantityInitialFormatted: '1',
  quantityRemaining: '1',
  quantityRemainingFormatted: '1',
  quantityAvailable: '1',
  quantityAvailableFormatted: '1',
  quantityDecimals: 0,
  feeBps: 500,
  feeBreakdown: [],
  validFrom: '2025-09-12T10:00:00.000Z',
  validUntil: '2025-09-13T10:00:00.000Z',
  blockNumber: 1234567,
  createdAt: '2025-09-12T10:00:00.000Z',
  updatedAt: '2025-09-12T10:00:00.000Z',
}
const mockCollectibleOrder = { metadata: mockTokenMetadata, order: mockOrder }
const mockPage = { page: 1, pageSize: 10, more: false }

/** What must arrive of `mockOrder`. */
function expectMockOrder(order: unknown) {
  expect(order).toMatchObject({
    orderId: '0x9876543210987654321098765432109876543210',
    marketplace: 'sequence_marketplace_v2',
    side: 'listing',
    priceAmount: '1000000000000000000',
    priceUSD: 1800,
    quantityDecimals: 0,
    feeBps: 500,
    feeBreakdown: [],
    validUntil: '2025-09-13T10:00:00.000Z',
  })
  expect((order as { tokenId?: string }).tokenId).toBeUndefined()
}

/** `MOCK_LISTING_ORDER` of the SDK's handlers: `tokenId: 1n`, written as the webrpc JsonEncode writes a bigint. */
const MOCK_LISTING_ORDER = {
  orderId: '0x9876543210987654321098765432109876543210',
  marketplace: 'sequence_marketplace_v1',
  side: 'listing',
  status: 'active',
  chainId: 1,
  originName: 'Sequence',
  collectionContractAddress: '0x1234567890123456789012345678901234567890',
  tokenId: '1',
  createdBy: '0xabcdef0123456789abcdef0123456789abcdef01',
  priceAmount: '1000000000000000000',
  priceAmountFormatted: '1.0',
  priceAmountNet: '950000000000000000',
  priceAmountNetFormatted: '0.95',
  priceCurrencyAddress: '0x0000000000000000000000000000000000000000',
  priceDecimals: 18,
  priceUSD: 1800.0,
  priceUSDFormatted: '$1,800.00',
  quantityInitial: '1',
  quantityInitialFormatted: '1',
  quantityRemaining: '1',
  quantityRemainingFormatted: '1',
  quantityAvailable: '1',
  quantityAvailableFormatted: '1',
  quantityDecimals: 0,
  feeBps: 500,
  feeBreakdown: [],
  validFrom: '2021-01-01T00:00:00.000Z',
  validUntil: '2021-01-02T00:00:00.000Z',
  blockNumber: 1234567,
  createdAt: '2021-01-01T00:00:00.000Z',
  updatedAt: '2021-01-01T00:00:00.000Z',
}
const MOCK_OFFER_ORDER = {
  ...MOCK_LISTING_ORDER,
  orderId: '0x8765432109876543210987654321098765432109',
  side: 'offer',
  priceAmount: '800000000000000000',
  priceAmountFormatted: '0.8',
  priceAmountNet: '760000000000000000',
  priceAmountNetFormatted: '0.76',
  priceUSD: 1440.0,
  priceUSDFormatted: '$1,440.00',
}
const bigintNote =
  'captured (test handler); tokenId 1n written as a decimal string, as JsonEncode does'

export const marketplaceSdkOrders: AnyCorpusEntry[] = [
  entry({
    source: { ...MSW, note: `captured (ListCollectibles handler); ${FROZEN}` },
    operation: 'Marketplace/ListCollectibles',
    body: { collectibles: [mockCollectibleOrder], page: mockPage },
    arrives: (read) => {
      const c = read.collectibles[0]!
      expect(c.metadata.tokenId).toBe('1')
      expect(c.metadata.attributes).toEqual([{ trait_type: 'Type', value: 'Mock' }])
      expect(c.metadata.assets).toEqual([])
      expect(extra(c.metadata).status).toBe('AVAILABLE')
      expectMockOrder(c.order)
      expect(c.listing).toBeUndefined()
      expect(c.offer).toBeUndefined()
      expect(read.page).toMatchObject({ page: 1, pageSize: 10, more: false, sort: [] })
    },
  }),
  entry({
    source: { ...MSW, note: `captured (GetFloorOrder handler); ${FROZEN}` },
    operation: 'Marketplace/GetFloorOrder',
    body: { collectible: mockCollectibleOrder },
    arrives: (read) => {
      expect(read.collectible?.metadata.name).toBe('Mock NFT')
      expectMockOrder(read.collectible?.order)
    },
  }),
  entry({
    source: { ...MSW, note: `captured (GetOrders handler); ${FROZEN}` },
    operation: 'Marketplace/GetOrders',
    body: { orders: [mockOrder], page: mockPage },
    arrives: (read) => {
      expect(read.orders).toHaveLength(1)
      expectMockOrder(read.orders[0])
      expect(read.page?.more).toBe(false)
    },
  }),
  entry({
    source: { ...MSW, note: `captured (GetLowestPriceOfferForCollectible handler); ${FROZEN}` },
    operation: 'Marketplace/GetLowestPriceOfferForCollectible',
    body: { order: mockOrder },
    arrives: (read) => expectMockOrder(read.order),
  }),
  entry({
    source: { ...MSW, note: `captured (GetHighestPriceListingForCollectible handler); ${FROZEN}` },
    operation: 'Marketplace/GetHighestPriceListingForCollectible',
    body: { order: mockOrder },
    arrives: (read) => expectMockOrder(read.order),
  }),
  entry({
    source: { ...MSW, note: `captured (ListListingsForCollectible handler); ${FROZEN}` },
    operation: 'Marketplace/ListListingsForCollectible',
    body: { listings: [mockOrder], page: mockPage },
    arrives: (read) => {
      expectMockOrder(read.listings[0])
      expect(read.page?.pageSize).toBe(10)
    },
  }),
  entry({
    source: { ...MSW, note: `captured (ListOffersForCollectible handler); ${FROZEN}` },
    operation: 'Marketplace/ListOffersForCollectible',
    body: { offers: [mockOrder], page: mockPage },
    arrives: (read) => {
      expectMockOrder(read.offers[0])
      expect(read.page?.page).toBe(1)
    },
  }),
  entry({
    source: {
      ...HANDLERS,
      note: `${bigintNote}; the GetCollectibleLowestListing { order } answer`,
    },
    operation: 'Marketplace/GetHighestPriceListingForCollectible',
    body: { order: MOCK_LISTING_ORDER },
    arrives: (read) => {
      expect(read.order).toMatchObject({
        marketplace: 'sequence_marketplace_v1',
        tokenId: '1',
        priceUSDFormatted: '$1,800.00',
        priceCurrencyAddress: '0x0000000000000000000000000000000000000000',
      })
    },
  }),
  entry({
    source: { ...HANDLERS, note: `${bigintNote}; the GetCollectibleHighestOffer { order } answer` },
    operation: 'Marketplace/GetLowestPriceOfferForCollectible',
    body: { order: MOCK_OFFER_ORDER },
    arrives: (read) => {
      expect(read.order).toMatchObject({
        orderId: '0x8765432109876543210987654321098765432109',
        side: 'offer',
        priceAmountNet: '760000000000000000',
        priceUSD: 1440,
      })
    },
  }),
  entry({
    source: { ...HANDLERS, note: 'captured (marketplaceHandlers.empty): no listing' },
    operation: 'Marketplace/GetHighestPriceListingForCollectible',
    body: { order: null },
    arrives: (read) => {
      expect(read.order).toBeUndefined()
    },
  }),
  entry({
    source: { ...HANDLERS, note: 'captured (marketplaceHandlers.empty): no offer' },
    operation: 'Marketplace/GetLowestPriceOfferForCollectible',
    body: { order: null },
    arrives: (read) => {
      expect(read.order).toBeUndefined()
    },
  }),
  entry({
    source: {
      repo: REPO,
      path: 'sdk/src/react/hooks/ui/card-data/market-card-data-paged.test.tsx',
      commit: 'ce4fd16e5c49eb6f948054d7947f8e32e95dfac2',
      note: 'captured (page 2 handler) with the api mocks at the same commit; bigints (tokenId 2n, prices) as decimal strings, new Date() frozen',
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      page: { page: 2, pageSize: 10, more: false },
      collectibles: [
        {
          metadata: { ...mockTokenMetadata, tokenId: '2' },
          order: { ...mockOrder, slug: 'test-order' },
        },
      ],
    },
    arrives: (read) => {
      const c = read.collectibles[0]!
      expect(c.metadata.tokenId).toBe('2')
      expect(extra(c.order).slug).toBe('test-order')
      expect(c.order?.priceAmountNet).toBe('950000000000000000')
      expect(read.page?.page).toBe(2)
    },
  }),
]
