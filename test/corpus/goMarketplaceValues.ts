/**
 * Marketplace values written as Go's encoding/json writes the structs of
 * go-sequence services/marketplace/marketplace.gen.go at ea93185: `json:"-"`
 * members (id, collectionId, collectibleId, source) absent, nil pointers and
 * slices without omitempty as `null`, empty omitempty members left out,
 * prototyp.Hash lower-case, prototyp.BigInt a decimal string, time.Time in
 * RFC 3339 with nanoseconds, enums by name.
 */

export const MARKETPLACE_GEN = {
  repo: '0xsequence/go-sequence',
  path: 'services/marketplace/marketplace.gen.go',
  commit: 'ea9318548a59f4ecad93229aac0a2a570df1be97',
}

export const COLLECTION = '0x631998e91476da5b870d741192fc5cbc55f5a52e'
export const USDC = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'
export const MAKER = '0x8e3e38fe7367dd3b52d1e281e4e8400447c8d8b9'

/** Order: a live sequence_marketplace_v2 listing of token 7 for 2.5 USDC. */
export const listing = {
  orderId: '1183',
  marketplace: 'sequence_marketplace_v2',
  side: 'listing',
  status: 'active',
  chainId: 137,
  originName: 'sequence',
  collectionContractAddress: COLLECTION,
  tokenId: '7',
  createdBy: MAKER,
  priceAmount: '2500000',
  priceAmountFormatted: '2.5',
  priceAmountNet: '2437500',
  priceAmountNetFormatted: '2.4375',
  priceCurrencyAddress: USDC,
  priceDecimals: 6,
  priceUSD: 2.5,
  priceUSDFormatted: '2.50',
  quantityInitial: '3',
  quantityInitialFormatted: '3',
  quantityRemaining: '2',
  quantityRemainingFormatted: '2',
  quantityAvailable: '2',
  quantityAvailableFormatted: '2',
  quantityDecimals: 0,
  feeBps: 250,
  feeBreakdown: [
    {
      kind: 'marketplace',
      recipientAddress: '0x858db1cbf6d09d447c96a11603189b49b2d1c219',
      bps: 250,
    },
  ],
  validFrom: '2025-01-10T09:12:33Z',
  validUntil: '2026-01-10T09:12:33Z',
  blockNumber: 66543210,
  orderCreatedAt: null,
  orderUpdatedAt: null,
  createdAt: '2025-01-10T09:12:41.583021Z',
  updatedAt: '2025-01-10T09:12:41.583021Z',
}

/**
 * Order: an OpenSea offer on the largest token id, priced in WETH; no origin
 * name (omitempty), no fee breakdown (nil slice), both order timestamps set.
 */
export const openseaOffer = {
  orderId: '0x5ec1a7e58d4fb0b6f4d7bb4f0e4c5ee7e7c1f40c7ad56fd1b2e0b8a4b1b0e9d1',
  marketplace: 'opensea',
  side: 'offer',
  status: 'active',
  chainId: 1,
  collectionContractAddress: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
  tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
  createdBy: '0x1fea9fcbd1989c0f2d0fbad08144c528c7f5ea54',
  priceAmount: '1250000000000000000',
  priceAmountFormatted: '1.25',
  priceAmountNet: '1218750000000000000',
  priceAmountNetFormatted: '1.21875',
  priceCurrencyAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  priceDecimals: 18,
  priceUSD: 3012.45,
  priceUSDFormatted: '3,012.45',
  quantityInitial: '1',
  quantityInitialFormatted: '1',
  quantityRemaining: '1',
  quantityRemainingFormatted: '1',
  quantityAvailable: '1',
  quantityAvailableFormatted: '1',
  quantityDecimals: 0,
  feeBps: 250,
  feeBreakdown: null,
  validFrom: '2025-02-01T00:00:00Z',
  validUntil: '2025-03-01T00:00:00Z',
  blockNumber: 0,
  orderCreatedAt: '2025-02-01T00:00:05Z',
  orderUpdatedAt: '2025-02-01T00:00:05Z',
  createdAt: '2025-02-01T00:00:09.120443Z',
  updatedAt: '2025-02-01T00:00:09.120443Z',
}

/** Order: a collection offer (no token: `"tokenId": null`) on sequence_marketplace_v2. */
export const collectionOffer = {
  ...listing,
  orderId: '1190',
  side: 'offer',
  tokenId: null,
  createdBy: '0xe6eb28398ccbe46aa505b62b96822c2ce8daabf4',
  priceAmount: '1000000',
  priceAmountFormatted: '1',
  priceAmountNet: '975000',
  priceAmountNetFormatted: '0.975',
  priceUSD: 1,
  priceUSDFormatted: '1.00',
}

/** Order: a cancelled listing, soft-deleted (`deletedAt` set, so written). */
export const cancelledListing = {
  ...listing,
  orderId: '1101',
  status: 'cancelled',
  quantityRemaining: '0',
  quantityRemainingFormatted: '0',
  quantityAvailable: '0',
  quantityAvailableFormatted: '0',
  updatedAt: '2025-01-12T18:02:11.004417Z',
  deletedAt: '2025-01-12T18:02:11.004417Z',
}

/**
 * TokenMetadata of token 7: on-chain SVG in `image_data`, no video/audio/
 * decimals/assets (omitempty), nil properties and attributes, a status.
 */
export const metadata7 = {
  tokenId: '7',
  name: 'Sigil #7',
  description: 'An on-chain sigil.',
  image: 'https://metadata.sequence.app/projects/30957/collections/819/tokens/7/image.png',
  properties: null,
  attributes: null,
  image_data:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="3" cx="4" cy="4"/></svg>',
  external_url: 'https://example.org/sigils/7',
  updatedAt: '2025-01-09T22:40:17.81512Z',
  status: 'AVAILABLE',
}

/** TokenMetadata with one Asset and `decimals` set (a non-nil *uint64). */
export const metadata3 = {
  tokenId: '3',
  name: 'Divine Axe #948',
  description: 'This enchanted axe, crafted by the hands of giants, which never dulls.',
  image: 'https://metadata.sequence.app/projects/30957/collections/819/tokens/3/image.png',
  properties: { rarity: 'epic' },
  attributes: [{ trait_type: 'Weight', value: 48 }],
  background_color: '1f1f1f',
  animation_url:
    'https://metadata.sequence.app/projects/30957/collections/819/tokens/3/animation.glb',
  decimals: 0,
  updatedAt: '2024-11-01T08:29:29.848063928Z',
  assets: [
    {
      id: 4405,
      collectionId: 819,
      tokenId: '3',
      url: 'https://metadata.sequence.app/projects/30957/collections/819/tokens/3/image.png',
      metadataField: 'image',
      filename: 'axe-3.png',
      filesize: 48211,
      mimeType: 'image/png',
      width: 512,
      height: 512,
      updatedAt: '2024-11-01T08:29:29.848063928Z',
    },
  ],
  status: 'AVAILABLE',
}

/** TokenMetadata of a token the service has not read yet: zero values, zero time. */
export const metadataUnread = {
  tokenId: '12',
  name: '',
  description: '',
  image: '',
  properties: null,
  attributes: null,
  updatedAt: '0001-01-01T00:00:00Z',
  status: 'NOT_AVAILABLE',
}
