/**
 * Response examples captured in 0xsequence/docs' OpenAPI files: the metadata
 * service's TokenCollectionFilters and the indexer's webhook listener answers,
 * as found.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry } from '../support/corpus.js'

const DOCS = { repo: '0xsequence/docs', commit: '2e7df8544830c8e827a852b9aea680f02f291626' }
const METADATA = { ...DOCS, path: 'api-references/metadata/endpoints/sequence-metadata.json' }
const INDEXER = { ...DOCS, path: 'api-references/indexer/endpoints/indexer.json' }
const TRANSFER = 'Transfer(address indexed from,address indexed to,uint256 indexed tokenId)'
const webhookListener = (
  id: number,
  tokenIDs: string[] | null,
  name: string,
  updatedAt: string,
) => ({
  id,
  projectID: 31396,
  url: 'https://webhook.site/#!/view/a2859143-0a52-4b69-98f2-a58733e4dcf0',
  filters: {
    events: [TRANSFER],
    contractAddresses: ['0x9bec34c1f7098e278afd48fedcf13355b854364a'],
    accounts: ['0xe6eb28398ccbe46aa505b62b96822c2ce8daabf4'],
    tokenIDs,
  },
  name,
  updatedAt,
  active: true,
})

export const docsIndexerEntries: AnyCorpusEntry[] = [
  entry({
    source: { ...METADATA, note: 'captured (TokenCollectionFilters 200 example)' },
    operation: 'Metadata/TokenCollectionFilters',
    body: {
      filters: [
        { name: 'Rarity', type: 'STRING', min: null, max: null, values: ['Rare'] },
        { name: 'Type', type: 'STRING', min: null, max: null, values: ['Knife'] },
        { name: 'Model', type: 'STRING', min: null, max: null, values: ['Butterfly'] },
        { name: 'Condition', type: 'STRING', min: null, max: null, values: ['Slightly Used (SU)'] },
      ],
    },
    arrives: (read) => {
      expect(read.filters).toHaveLength(4)
      expect(read.filters[3]).toEqual({
        name: 'Condition',
        type: 'STRING',
        min: undefined,
        max: undefined,
        values: ['Slightly Used (SU)'],
      })
    },
  }),
  entry({
    source: { ...INDEXER, note: 'captured (AddWebhookListener 200 example)' },
    operation: 'Indexer/AddWebhookListener',
    body: {
      status: true,
      listener: webhookListener(
        160497579,
        null,
        'webhook.site #a84730',
        '2024-10-10T20:37:01.685037632Z',
      ),
    },
    arrives: (read) => {
      expect(read.status).toBe(true)
      expect(read.listener.id).toBe(160497579)
      expect(read.listener.projectId).toBe(31396)
      expect(read.listener.filters?.tokenIDs).toEqual([])
      expect(read.listener.filters?.topicHashes).toEqual([])
      expect(read.listener.filters?.events).toEqual([TRANSFER])
      expect(read.listener.active).toBe(true)
    },
  }),
  entry({
    source: {
      ...INDEXER,
      note: 'captured (UpdateWebhookListener 200 example: the same { status, listener })',
    },
    operation: 'Indexer/AddWebhookListener',
    body: {
      status: true,
      listener: webhookListener(
        2435835685,
        ['100'],
        'webhook.site #b5cf2f',
        '2024-10-10T20:52:58.924369913Z',
      ),
    },
    arrives: (read) => {
      expect(read.listener.id).toBe(2435835685)
      expect(read.listener.filters?.tokenIDs).toEqual(['100'])
      expect(read.listener.filters?.accounts).toEqual([
        '0xe6eb28398ccbe46aa505b62b96822c2ce8daabf4',
      ])
      expect(read.listener.name).toBe('webhook.site #b5cf2f')
    },
  }),
  entry({
    source: {
      ...INDEXER,
      note: 'captured (GetWebhookListener 200 example: { listener } without status)',
    },
    operation: 'Indexer/AddWebhookListener',
    body: {
      listener: webhookListener(
        160497579,
        null,
        'webhook.site #a84730',
        '2024-10-10T20:37:01.685037632Z',
      ),
    },
    arrives: (read) => {
      expect(read.status).toBeUndefined()
      expect(read.listener.url).toBe(
        'https://webhook.site/#!/view/a2859143-0a52-4b69-98f2-a58733e4dcf0',
      )
      expect(read.listener.updatedAt).toBe('2024-10-10T20:37:01.685037632Z')
    },
  }),
  entry({
    source: { ...INDEXER, note: 'captured (RemoveWebhookListener 200 example)' },
    operation: 'Indexer/RemoveWebhookListener',
    body: { status: true },
    arrives: (read) => {
      expect(read.status).toBe(true)
    },
  }),
]
