/**
 * Cancellation steps and metadata as 0xsequence/marketplace-sdk's mocks and
 * tests give them: GenerateCancelTransaction handlers, the steps its
 * step-processing tests feed in, and the metadata service mocks.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'

const REPO = '0xsequence/marketplace-sdk'
const HEAD = 'ce4fd16e5c49eb6f948054d7947f8e32e95dfac2'
const BIGINT = 'value/price 0n written as "0", as the webrpc JsonEncode writes a bigint'
const PROCESS_STEP = {
  repo: REPO,
  path: 'sdk/src/react/hooks/transactions/useProcessStep.test.tsx',
  commit: HEAD,
}
const METADATA_MSW = { repo: REPO, path: 'api/src/__mocks__/metadata.msw.ts', commit: HEAD }

export const marketplaceSdkSteps: AnyCorpusEntry[] = [
  entry({
    source: {
      repo: REPO,
      path: 'sdk/src/react/_internal/api/__mocks__/marketplace.msw.ts',
      commit: 'cce71af7c72c6ccaba256630a2d32ea9cde0d126',
      note: 'captured (GenerateCancelTransaction handler, createMockSteps([StepType.cancel]))',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'cancel',
          data: '0x...',
          to: '0x1234567890123456789012345678901234567890',
          value: '0',
          price: '0',
        },
      ],
    },
    arrives: (read) => {
      expect(read.steps).toEqual([
        {
          id: 'cancel',
          data: '0x...',
          to: '0x1234567890123456789012345678901234567890',
          value: '0',
          price: '0',
        },
      ])
    },
  }),
  entry({
    source: {
      repo: REPO,
      path: 'sdk/src/react/hooks/transactions/useCancelOrder.test.tsx',
      commit: HEAD,
      note: `captured ('should successfully cancel an order' handler); ${BIGINT}`,
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'cancel',
          data: '0x1234',
          to: '0x1234567890123456789012345678901234567890',
          value: '0',
          executeType: 'order',
        },
      ],
    },
    arrives: (read) => {
      const [step] = read.steps
      expect(step?.executeType).toBe('order')
      expect(step?.data).toBe('0x1234')
      expect(step?.price).toBeUndefined()
      expect(step?.signature).toBeUndefined()
    },
  }),
  entry({
    source: {
      repo: REPO,
      path: 'sdk/src/react/hooks/transactions/useCancelTransactionSteps.test.tsx.bak',
      commit: HEAD,
      note: 'captured (createMockStep(StepType.signEIP712): a signature step that carries no signature)',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'signEIP712',
          data: '0x...',
          to: '0x1234567890123456789012345678901234567890',
          value: '0',
          price: '0',
        },
      ],
    },
    arrives: (read) => {
      expect(read.steps[0]?.id).toBe('signEIP712')
      expect(read.steps[0]?.signature).toBeUndefined()
      expect(read.steps[0]?.post).toBeUndefined()
    },
  }),
  entry({
    source: {
      repo: REPO,
      path: 'sdk/src/react/hooks/transactions/useCancelTransactionSteps.test.tsx.bak',
      commit: HEAD,
      note: 'captured (the "no step" handler)',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: { steps: [] },
    arrives: (read) => {
      expect(read.steps).toEqual([])
    },
  }),
  entry({
    source: {
      ...PROCESS_STEP,
      note: `captured: the EIP-712 step the test processes, as a { steps } answer; ${BIGINT}`,
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'signEIP712',
          data: '0x0',
          to: '0x0',
          value: '0',
          price: '0',
          signature: {
            domain: {
              name: 'Test',
              version: '1',
              chainId: 1,
              verifyingContract: '0x0000000000000000000000000000000000000000',
            },
            types: { Test: [{ name: 'data', type: 'string' }] },
            primaryType: 'Test',
            value: { data: 'test' },
          },
          post: { endpoint: '/api/order', method: 'POST', body: { test: 'data' } },
        },
      ],
    },
    arrives: (read) => {
      const step = read.steps[0]!
      expect(step.signature?.domain?.chainId).toBe(1)
      expect(step.signature?.types).toEqual({ Test: [{ name: 'data', type: 'string' }] })
      expect(step.signature?.primaryType).toBe('Test')
      expect(step.signature?.value).toEqual({ data: 'test' })
      expect(step.post).toEqual({ endpoint: '/api/order', method: 'POST', body: { test: 'data' } })
    },
  }),
  entry({
    source: {
      ...PROCESS_STEP,
      note: `captured: the EIP-191 step the test processes, as a { steps } answer; ${BIGINT}`,
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'signEIP191',
          data: 'Sign this message',
          to: '0x0',
          value: '0',
          price: '0',
          post: { endpoint: '/api/order', method: 'POST', body: { test: 'data' } },
        },
      ],
    },
    arrives: (read) => {
      expect(read.steps[0]?.data).toBe('Sign this message')
      expect(read.steps[0]?.post?.endpoint).toBe('/api/order')
      expect(read.steps[0]?.signature).toBeUndefined()
    },
  }),
  entry({
    source: {
      ...METADATA_MSW,
      note: 'captured (GetTokenMetadataPropertyFilters handler, the same { filters } answer); PropertyType.STRING as its wire name',
    },
    operation: 'Metadata/TokenCollectionFilters',
    body: {
      filters: [
        { name: 'Type', type: 'STRING', values: ['Mock', 'Test', 'Sample'] },
        {
          name: 'Rarity',
          type: 'STRING',
          values: ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'],
        },
      ],
    },
    arrives: (read) => {
      expect(read.filters.map((f) => f.name)).toEqual(['Type', 'Rarity'])
      expect(read.filters[0]?.values).toEqual(['Mock', 'Test', 'Sample'])
      expect(read.filters[1]?.min).toBeUndefined()
    },
  }),
  entry({
    source: {
      ...METADATA_MSW,
      note: 'mockTokenMetadata (captured, ResourceStatus as its wire name) as the metadata of a collectible without orders, as marketplace.gen.go CollectibleOrder writes nil orders',
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [
        {
          metadata: {
            tokenId: '1',
            name: 'Mock NFT #1',
            description: 'A mock NFT for testing purposes',
            image: 'https://example.com/nft.png',
            video: 'https://example.com/nft.mp4',
            audio: 'https://example.com/nft.mp3',
            properties: { series: 'Mock Series', edition: 1 },
            attributes: [
              { trait_type: 'Type', value: 'Mock' },
              { trait_type: 'Rarity', value: 'Common' },
            ],
            image_data: 'data:image/svg+xml;base64,...',
            external_url: 'https://example.com/nft/1',
            background_color: '#ffffff',
            animation_url: 'https://example.com/nft/1/animation',
            decimals: 0,
            updatedAt: '2025-05-01T04:39:56.936Z',
            assets: [
              {
                id: 1,
                collectionId: 1,
                tokenId: '1',
                url: 'https://example.com/nft.png',
                metadataField: 'image',
                name: 'Main Image',
                filesize: 1024,
                mimeType: 'image/png',
                width: 1000,
                height: 1000,
                updatedAt: '2025-05-01T04:39:56.936Z',
              },
            ],
            source: '',
            status: 'NOT_AVAILABLE',
          },
          order: null,
          listing: null,
          offer: null,
        },
      ],
      page: { page: 1, pageSize: 10, more: false },
    },
    arrives: (read) => {
      const { metadata, order, listing, offer } = read.collectibles[0]!
      expect(metadata.imageData).toBe('data:image/svg+xml;base64,...')
      expect(metadata.externalUrl).toBe('https://example.com/nft/1')
      expect(metadata.backgroundColor).toBe('#ffffff')
      expect(metadata.animationUrl).toBe('https://example.com/nft/1/animation')
      expect(metadata.video).toBe('https://example.com/nft.mp4')
      expect(metadata.decimals).toBe(0)
      expect(metadata.properties).toEqual({ series: 'Mock Series', edition: 1 })
      expect(metadata.assets[0]).toMatchObject({
        mimeType: 'image/png',
        width: 1000,
        filesize: 1024,
      })
      expect(extra(metadata).status).toBe('NOT_AVAILABLE')
      expect([order, listing, offer]).toEqual([undefined, undefined, undefined])
    },
  }),
]
