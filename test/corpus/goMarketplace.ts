/**
 * Marketplace answers written as Go's encoding/json writes the response
 * structs of go-sequence's marketplace.gen.go (no captured example exists):
 * each note names the method and its return struct.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'
import {
  cancelledListing,
  collectionOffer,
  listing,
  MARKETPLACE_GEN,
  metadata3,
  metadata7,
  metadataUnread,
  openseaOffer,
} from './goMarketplaceValues.js'

const go = (note: string) => ({
  ...MARKETPLACE_GEN,
  note: `serialized from the Go struct: ${note}`,
})

export const goMarketplace: AnyCorpusEntry[] = [
  entry({
    source: go('ListCollectibles → { collectibles []*CollectibleOrder, page *Page }'),
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [{ metadata: metadata7, order: listing, listing, offer: null }],
      page: { page: 1, pageSize: 30, more: true },
    },
    arrives: (read) => {
      const c = read.collectibles[0]!
      expect(c.metadata.imageData).toBe(metadata7.image_data)
      expect(c.metadata.externalUrl).toBe('https://example.org/sigils/7')
      expect(c.metadata.attributes).toEqual([])
      expect(c.metadata.properties).toBeUndefined()
      expect(c.metadata.video).toBeUndefined()
      expect(c.order?.tokenId).toBe('7')
      expect(c.order?.feeBreakdown).toEqual([
        {
          kind: 'marketplace',
          recipientAddress: '0x858db1cbf6d09d447c96a11603189b49b2d1c219',
          bps: 250,
        },
      ])
      expect(c.order?.orderCreatedAt).toBeUndefined()
      expect(c.order?.id).toBeUndefined()
      expect(c.order?.source).toBeUndefined()
      expect(c.listing?.orderId).toBe('1183')
      expect(c.offer).toBeUndefined()
      expect(read.page?.more).toBe(true)
      expect(read.page?.sort).toEqual([])
    },
  }),
  entry({
    source: go(
      'ListCollectibles with includeEmpty: nil orders, every Page member omitempty and zero',
    ),
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [{ metadata: metadataUnread, order: null, listing: null, offer: null }],
      page: {},
    },
    arrives: (read) => {
      const c = read.collectibles[0]!
      expect(c.metadata.tokenId).toBe('12')
      expect(c.metadata.name).toBe('')
      expect(c.metadata.updatedAt).toBe('0001-01-01T00:00:00Z')
      expect(c.order).toBeUndefined()
      expect(c.listing).toBeUndefined()
      expect(c.offer).toBeUndefined()
      expect(read.page).toEqual({ sort: [] })
    },
  }),
  entry({
    source: go('ListCollectibles of a collection without tokens: nil slice, nil *Page'),
    operation: 'Marketplace/ListCollectibles',
    body: { collectibles: null, page: null },
    arrives: (read) => {
      expect(read.collectibles).toEqual([])
      expect(read.page).toBeUndefined()
    },
  }),
  entry({
    source: go('GetFloorOrder → { collectible *CollectibleOrder }, with an Asset and decimals'),
    operation: 'Marketplace/GetFloorOrder',
    body: {
      collectible: {
        metadata: metadata3,
        order: { ...listing, tokenId: '3' },
        listing: { ...listing, tokenId: '3' },
        offer: { ...collectionOffer, tokenId: '3' },
      },
    },
    arrives: (read) => {
      const c = read.collectible!
      expect(c.metadata.assets).toHaveLength(1)
      expect(c.metadata.assets[0]).toMatchObject({ id: 4405, tokenId: '3', width: 512 })
      expect(c.metadata.backgroundColor).toBe('1f1f1f')
      expect(c.metadata.animationUrl).toMatch(/animation\.glb$/)
      expect(c.metadata.decimals).toBe(0)
      expect(c.order?.priceAmountFormatted).toBe('2.5')
      expect(c.offer?.side).toBe('offer')
    },
  }),
  entry({
    source: go('GetFloorOrder of a collection without a live listing: nil *CollectibleOrder'),
    operation: 'Marketplace/GetFloorOrder',
    body: { collectible: null },
    arrives: (read) => {
      expect(read.collectible).toBeUndefined()
    },
  }),
  entry({
    source: go('GetLowestPriceOfferForCollectible → { order *Order }, an OpenSea offer'),
    operation: 'Marketplace/GetLowestPriceOfferForCollectible',
    body: { order: openseaOffer },
    arrives: (read) => {
      expect(read.order?.marketplace).toBe('opensea')
      expect(read.order?.tokenId).toBe(openseaOffer.tokenId)
      expect(read.order?.priceUSD).toBe(3012.45)
      expect(read.order?.feeBreakdown).toEqual([])
      expect(read.order?.originName).toBeUndefined()
      expect(read.order?.deletedAt).toBeUndefined()
      expect(read.order?.blockNumber).toBe(0)
    },
  }),
  entry({
    source: go('GetLowestPriceOfferForCollectible without an offer: nil *Order'),
    operation: 'Marketplace/GetLowestPriceOfferForCollectible',
    body: { order: null },
    arrives: (read) => {
      expect(read.order).toBeUndefined()
    },
  }),
  entry({
    source: go(
      'GetHighestPriceListingForCollectible → { order *Order }, a v1 listing with order timestamps',
    ),
    operation: 'Marketplace/GetHighestPriceListingForCollectible',
    body: {
      order: {
        ...listing,
        marketplace: 'sequence_marketplace_v1',
        orderCreatedAt: '2025-01-10T09:12:30Z',
        orderUpdatedAt: '2025-01-11T10:00:00Z',
      },
    },
    arrives: (read) => {
      expect(read.order?.marketplace).toBe('sequence_marketplace_v1')
      expect(read.order?.orderCreatedAt).toBe('2025-01-10T09:12:30Z')
      expect(read.order?.quantityRemaining).toBe('2')
    },
  }),
  entry({
    source: go('GetHighestPriceListingForCollectible without a listing: nil *Order'),
    operation: 'Marketplace/GetHighestPriceListingForCollectible',
    body: { order: null },
    arrives: (read) => {
      expect(read.order).toBeUndefined()
    },
  }),
  entry({
    source: go(
      'ListListingsForCollectible without listings: nil slice, Page without more (nil *bool)',
    ),
    operation: 'Marketplace/ListListingsForCollectible',
    body: { listings: null, page: { page: 1, pageSize: 30 } },
    arrives: (read) => {
      expect(read.listings).toEqual([])
      expect(read.page?.more).toBeUndefined()
      expect(read.page?.pageSize).toBe(30)
    },
  }),
  entry({
    source: go('ListListingsForCollectible → { listings []*Order, page *Page } with sort'),
    operation: 'Marketplace/ListListingsForCollectible',
    body: {
      listings: [listing, { ...listing, orderId: '1187', priceAmount: '3000000', priceUSD: 3 }],
      page: { page: 1, pageSize: 2, more: true, sort: [{ column: 'price_usd', order: 'ASC' }] },
    },
    arrives: (read) => {
      expect(read.listings.map((o) => o.orderId)).toEqual(['1183', '1187'])
      expect(read.page?.sort).toEqual([{ column: 'price_usd', order: 'ASC' }])
    },
  }),
  entry({
    source: go('ListOffersForCollectible → { offers []*Order, page *Page }, a collection offer'),
    operation: 'Marketplace/ListOffersForCollectible',
    body: { offers: [collectionOffer], page: { page: 1, pageSize: 30, more: false } },
    arrives: (read) => {
      expect(read.offers[0]?.tokenId).toBeUndefined()
      expect(read.offers[0]?.side).toBe('offer')
      expect(read.page?.more).toBe(false)
    },
  }),
  entry({
    source: go('GetOrders → { orders []*Order, page *Page }, page nil'),
    operation: 'Marketplace/GetOrders',
    body: {
      orders: [cancelledListing, { ...listing, orderId: '1099', status: 'filled' }],
      page: null,
    },
    arrives: (read) => {
      expect(read.orders[0]?.status).toBe('cancelled')
      expect(read.orders[0]?.deletedAt).toBe('2025-01-12T18:02:11.004417Z')
      expect(read.orders[1]?.status).toBe('filled')
      expect(read.page).toBeUndefined()
    },
  }),
  entry({
    source: go('GetOrders of unknown orders: nil slice, empty Page'),
    operation: 'Marketplace/GetOrders',
    body: { orders: null, page: {} },
    arrives: (read) => {
      expect(read.orders).toEqual([])
      expect(extra(read.page).page).toBeUndefined()
    },
  }),
]
