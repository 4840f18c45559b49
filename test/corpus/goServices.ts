/**
 * Answers of the other services written as Go's encoding/json writes the
 * return structs of go-sequence's generated clients at ea93185 (no captured
 * example exists): cancellation steps, relayer, API, metadata and indexer.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'
import { MARKETPLACE_GEN } from './goMarketplaceValues.js'

const COMMIT = 'ea9318548a59f4ecad93229aac0a2a570df1be97'
const GO = '0xsequence/go-sequence'
const go = (path: string, note: string) => ({
  repo: GO,
  path,
  commit: COMMIT,
  note: `serialized from the Go struct: ${note}`,
})
const RELAYER = 'relayer/proto/relayer.gen.go'
const API = 'services/api/api.gen.go'
const METADATA = 'services/metadata/metadata.gen.go'
const INDEXER = 'services/indexer/indexer.gen.go'

export const goServices: AnyCorpusEntry[] = [
  entry({
    source: {
      ...MARKETPLACE_GEN,
      note: 'serialized from the Go struct: GenerateCancelTransaction → { steps []*Step }, a transaction Step (nil signature, post, executeType)',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'cancel',
          data: '0x1c5ea42d000000000000000000000000000000000000000000000000000000000000049f',
          to: '0xfdb42a198a932c8d3b506ffa5e855bc4b348a712',
          value: '0',
          price: '0',
          signature: null,
          post: null,
          executeType: null,
        },
      ],
    },
    arrives: (read) => {
      expect(read.steps[0]).toEqual({
        id: 'cancel',
        data: '0x1c5ea42d000000000000000000000000000000000000000000000000000000000000049f',
        to: '0xfdb42a198a932c8d3b506ffa5e855bc4b348a712',
        value: '0',
        price: '0',
        signature: undefined,
        post: undefined,
        executeType: undefined,
      })
    },
  }),
  entry({
    source: {
      ...MARKETPLACE_GEN,
      note: 'serialized from the Go struct: GenerateCancelTransaction, a signEIP712 Step (Signature with *Domain, PostRequest with nil body, empty strings kept)',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: {
      steps: [
        {
          id: 'signEIP712',
          data: '',
          to: '',
          value: '',
          price: '',
          signature: {
            domain: {
              name: 'Seaport',
              version: '1.6',
              chainId: 1,
              verifyingContract: '0x0000000000000068f116a894984e2db1123eb395',
            },
            types: { OrderHash: [{ name: 'orderHash', type: 'bytes32' }] },
            primaryType: 'OrderHash',
            value: {
              orderHash: '0x5ec1a7e58d4fb0b6f4d7bb4f0e4c5ee7e7c1f40c7ad56fd1b2e0b8a4b1b0e9d1',
            },
          },
          post: { endpoint: '/rpc/Marketplace/Execute', method: 'POST', body: null },
          executeType: 'order',
        },
      ],
    },
    arrives: (read) => {
      const step = read.steps[0]!
      expect(step.signature?.domain?.verifyingContract).toBe(
        '0x0000000000000068f116a894984e2db1123eb395',
      )
      expect(step.signature?.primaryType).toBe('OrderHash')
      expect(step.post?.endpoint).toBe('/rpc/Marketplace/Execute')
      expect(step.post?.body).toBeUndefined()
      expect(step.executeType).toBe('order')
      expect(step.to).toBe('')
    },
  }),
  entry({
    source: {
      ...MARKETPLACE_GEN,
      note: 'serialized from the Go struct: GenerateCancelTransaction, nil []*Step',
    },
    operation: 'Marketplace/GenerateCancelTransaction',
    body: { steps: null },
    arrives: (read) => {
      expect(read.steps).toEqual([])
    },
  }),
  entry({
    source: go(RELAYER, 'GetChainID → { chainID uint64 } on Polygon'),
    operation: 'Relayer/GetChainID',
    body: { chainID: 137 },
    arrives: (read) => {
      expect(read.chainID).toBe(137)
    },
  }),
  entry({
    source: go(RELAYER, 'GetChainID → { chainID uint64 }, a chain id past 32 bits (Xai Sepolia)'),
    operation: 'Relayer/GetChainID',
    body: { chainID: 37714555429 },
    arrives: (read) => {
      expect(read.chainID).toBe(37714555429)
    },
  }),
  entry({
    source: go(API, 'IsValidETHAuthProof → { isValid bool }'),
    operation: 'API/IsValidETHAuthProof',
    body: { isValid: true },
    arrives: (read) => {
      expect(read.isValid).toBe(true)
    },
  }),
  entry({
    source: go(API, 'IsValidETHAuthProof → { isValid bool }, a proof that does not verify'),
    operation: 'API/IsValidETHAuthProof',
    body: { isValid: false },
    arrives: (read) => {
      expect(read.isValid).toBe(false)
    },
  }),
  entry({
    source: go(API, 'RemoveLinkedWallet → { status bool }'),
    operation: 'API/RemoveLinkedWallet',
    body: { status: true },
    arrives: (read) => {
      expect(read.status).toBe(true)
    },
  }),
  entry({
    source: go(
      METADATA,
      'TokenCollectionFilters → { filters []*PropertyFilter }: INT with *int64 bounds and nil values, STRING with nil bounds, numeric values ([]interface{})',
    ),
    operation: 'Metadata/TokenCollectionFilters',
    body: {
      filters: [
        { name: 'Level', type: 'INT', min: 1, max: 100, values: null },
        {
          name: 'Element',
          type: 'STRING',
          min: null,
          max: null,
          values: ['Fire', 'Water', 'Metal'],
        },
        { name: 'Mana', type: 'STRING', min: null, max: null, values: [2, 5, 8] },
        { name: 'Artists', type: 'ARRAY', min: null, max: null, values: ['Henrique Xavier'] },
      ],
    },
    arrives: (read) => {
      expect(read.filters[0]).toEqual({ name: 'Level', type: 'INT', min: 1, max: 100, values: [] })
      expect(read.filters[1]?.values).toEqual(['Fire', 'Water', 'Metal'])
      expect(read.filters[1]?.min).toBeUndefined()
      expect(read.filters[2]?.values).toEqual([2, 5, 8])
      expect(read.filters[3]?.type).toBe('ARRAY')
    },
  }),
  entry({
    source: go(METADATA, 'TokenCollectionFilters of a collection without attributes: nil slice'),
    operation: 'Metadata/TokenCollectionFilters',
    body: { filters: null },
    arrives: (read) => {
      expect(read.filters).toEqual([])
    },
  }),
  entry({
    source: go(
      METADATA,
      "GetTokenMetadata → { tokenMetadata []*TokenMetadata, taskID *uint64 }: one of two tokens known (the other queued), the service's chainId, contractAddress, source, status (its name), nil queuedAt, nil properties and attributes",
    ),
    operation: 'Metadata/GetTokenMetadata',
    body: {
      tokenMetadata: [
        {
          chainId: 137,
          contractAddress: '0x631998e91476da5b870d741192fc5cbc55f5a52e',
          tokenId: '65537',
          source: '',
          name: 'Mirror Imp',
          description: '',
          image: 'https://assets.skyweaver.net/i7FuksL3/webapp/cards/full-cards/4x/1-silver.png',
          properties: null,
          attributes: null,
          updatedAt: '2025-01-09T22:40:17.81512Z',
          status: 'AVAILABLE',
          queuedAt: null,
        },
      ],
      taskID: 4412,
    },
    arrives: (read) => {
      expect(read.taskID).toBe(4412)
      expect(read.tokenMetadata).toHaveLength(1)
      const [token] = read.tokenMetadata
      expect(token).toMatchObject({ tokenId: '65537', name: 'Mirror Imp', attributes: [] })
      expect(token?.properties).toBeUndefined()
      expect(extra(token)).toMatchObject({ chainId: 137, status: 'AVAILABLE' })
    },
  }),
  entry({
    source: go(
      INDEXER,
      'AddWebhookListener → { status bool, listener *WebhookListener }: projectID, nil accounts, BigInt token ids',
    ),
    operation: 'Indexer/AddWebhookListener',
    body: {
      status: true,
      listener: {
        id: 160497612,
        projectID: 31396,
        url: 'https://example.org/hooks/transfers',
        filters: {
          events: [
            'TransferSingle(address indexed operator,address indexed from,address indexed to,uint256 id,uint256 value)',
          ],
          contractAddresses: ['0x9bec34c1f7098e278afd48fedcf13355b854364a'],
          accounts: null,
          tokenIDs: ['1237'],
        },
        name: 'transfers',
        updatedAt: '2025-01-10T09:30:00.517341Z',
        active: true,
      },
    },
    arrives: (read) => {
      expect(read.listener.projectId).toBe(31396)
      expect(read.listener.filters?.accounts).toEqual([])
      expect(read.listener.filters?.tokenIDs).toEqual(['1237'])
      expect(read.listener.filters?.contractAddresses).toEqual([
        '0x9bec34c1f7098e278afd48fedcf13355b854364a',
      ])
    },
  }),
  entry({
    source: go(INDEXER, 'AddWebhookListener: nil *EventFilter, zero name and active'),
    operation: 'Indexer/AddWebhookListener',
    body: {
      status: true,
      listener: {
        id: 160497613,
        projectID: 31396,
        url: 'https://example.org/hooks/all',
        filters: null,
        name: '',
        updatedAt: '2025-01-10T09:31:02.1Z',
        active: false,
      },
    },
    arrives: (read) => {
      expect(read.listener.id).toBe(160497613)
      expect(read.listener.filters).toBeUndefined()
      expect(read.listener.name).toBe('')
      expect(read.listener.active).toBe(false)
    },
  }),
  entry({
    source: go(INDEXER, 'RemoveWebhookListener → { status bool }, a listener already gone'),
    operation: 'Indexer/RemoveWebhookListener',
    body: { status: false },
    arrives: (read) => {
      expect(read.status).toBe(false)
    },
  }),
]
