/**
 * Real servers: read what they send. Every response of the corpus is replayed
 * from a real HTTP server on 127.0.0.1 into the kit operation that reads it
 * (webhook deliveries are POSTed to the kit's webhook receiver instead); each
 * must be read without error, and what it carried must arrive.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Client, createClient, unlinkMessages } from '../../src/core/index.js'
import {
  createIndexerAdminClient,
  createWebhookHandler,
  type IndexerAdminClient,
  type ParsedWebhookEvent,
  toNodeHandler,
} from '../../src/server/index.js'
import { CORPUS_OPERATIONS, type CorpusOperation, type CorpusReads } from '../support/corpus.js'
import { type RecordingServer, startRecordingServer } from '../support/recordingServer.js'
import { responses } from './responses.js'

const COLLECTION = '0x631998e91476da5b870d741192fc5cbc55f5a52e'
const ACCOUNT = '0xe6eb28398ccbe46aa505b62b96822c2ce8daabf4'
const PARENT = '0x8e3e38fe7367dd3b52d1e281e4e8400447c8d8b9'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const network = 'polygon'

let server: RecordingServer
let client: Client
let admin: IndexerAdminClient
let receiver: Server
let receiverUrl: string
let received: ParsedWebhookEvent | undefined

beforeAll(async () => {
  server = await startRecordingServer()
  const origin = server.origin
  const config = {
    accessKey: 'pk_corpus',
    urls: {
      relayer: `${origin}/relayer/{network}`,
      metadata: `${origin}/metadata`,
      marketplace: `${origin}/marketplace`,
      api: `${origin}/api`,
      indexer: `${origin}/{network}-indexer`,
    },
  }
  client = createClient(config)
  admin = createIndexerAdminClient({ ...config, secretKey: 'corpus.secret.key' })
  const handler = createWebhookHandler({
    dedupe: false,
    onEvent: (delivery) => {
      received = delivery
    },
  })
  receiver = createServer(toNodeHandler(handler))
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`
})

afterAll(async () => {
  await server.close()
  receiver.closeAllConnections()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

/** POSTs a delivery to the kit's receiver, as the indexer does; the event the receiver handed over. */
async function deliver(body: unknown): Promise<ParsedWebhookEvent> {
  received = undefined
  const response = await fetch(receiverUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await response.text()
  if (response.status !== 200)
    throw new Error(`the receiver answered ${response.status}: ${answer}`)
  expect(received).toBeDefined()
  return received!
}

const unlink = unlinkMessages({ parentWalletAddress: PARENT, linkedWalletAddress: ACCOUNT })

/** Each read operation called with valid parameters; the body is for the webhook receiver. */
const calls: { [Op in CorpusOperation]: (body: unknown) => Promise<CorpusReads[Op]> } = {
  'Relayer/GetChainID': () => client.relayer.getChainId({ network }),
  'Metadata/TokenCollectionFilters': () =>
    client.metadata.tokenCollectionFilters({ network, contractAddress: COLLECTION }),
  'Marketplace/ListCollectibles': () =>
    client.marketplace.listCollectibles({ network, contractAddress: COLLECTION }),
  'Marketplace/GetFloorOrder': () =>
    client.marketplace.getFloorOrder({ network, contractAddress: COLLECTION }),
  'Marketplace/GetLowestPriceOfferForCollectible': () =>
    client.marketplace.getLowestPriceOfferForCollectible({
      network,
      contractAddress: COLLECTION,
      tokenId: '7',
    }),
  'Marketplace/GetHighestPriceListingForCollectible': () =>
    client.marketplace.getHighestPriceListingForCollectible({
      network,
      contractAddress: COLLECTION,
      tokenId: '7',
    }),
  'Marketplace/ListListingsForCollectible': () =>
    client.marketplace.listListingsForCollectible({
      network,
      contractAddress: COLLECTION,
      tokenId: '7',
    }),
  'Marketplace/ListOffersForCollectible': () =>
    client.marketplace.listOffersForCollectible({
      network,
      contractAddress: COLLECTION,
      tokenId: 7n,
    }),
  'Marketplace/GetOrders': () =>
    client.marketplace.getOrders({
      network,
      input: [{ contractAddress: COLLECTION, orderId: '1183' }],
    }),
  'Marketplace/GenerateCancelTransaction': () =>
    client.marketplace.generateCancelTransaction({
      network,
      collectionAddress: COLLECTION,
      maker: PARENT,
      marketplace: 'sequence_marketplace_v2',
      orderId: '1183',
    }),
  'Builder/ListContracts': () => client.builder.listContracts({ projectId: 30957 }),
  'Builder/CreateAudience': () =>
    client.builder.createAudience({ projectId: 30957, name: 'Early supporters' }),
  'Builder/AddAudienceContacts': () =>
    client.builder.addAudienceContacts({
      projectId: 30957,
      audienceId: 88,
      contacts: [{ address: ACCOUNT }],
    }),
  'API/IsValidETHAuthProof': () =>
    client.api.isValidETHAuthProof({
      network,
      walletAddress: ACCOUNT,
      ethAuthProofString: `eth.${ACCOUNT}.eyJhcHAiOiJjb3JwdXMifQ.0x${'12'.repeat(65)}`,
    }),
  'API/RemoveLinkedWallet': () =>
    client.api.removeLinkedWallet({
      network,
      parentWalletAddress: PARENT,
      parentWalletMessage: unlink.parentWalletMessage,
      parentWalletSignature: SIGNATURE,
      linkedWalletAddress: ACCOUNT,
      linkedWalletMessage: unlink.linkedWalletMessage,
      linkedWalletSignature: SIGNATURE,
    }),
  'Indexer/AddWebhookListener': () =>
    admin.addWebhookListener({
      network,
      url: 'https://example.org/hooks/transfers',
      filters: {
        contractAddresses: ['0x9bec34c1f7098e278afd48fedcf13355b854364a'],
        events: ['Transfer(address indexed from,address indexed to,uint256 indexed tokenId)'],
      },
    }),
  'Indexer/RemoveWebhookListener': () =>
    admin.removeWebhookListener({ network, id: 160497579, projectId: 31396 }),
  'Metadata/GetTokenMetadata': () =>
    client.metadata.getTokenMetadata({
      network,
      contractAddress: COLLECTION,
      tokenIds: ['65537', 65538n],
    }),
  'Webhook/Delivery': deliver,
}

describe('the corpus', () => {
  test('has at least 40 responses, each labelled with its public file and commit', () => {
    expect(responses.length).toBeGreaterThanOrEqual(40)
    for (const { source } of responses) {
      expect(source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/)
      expect(source.path).not.toBe('')
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(source.note).toMatch(/captured|serialized/)
    }
  })

  test('covers every read operation', () => {
    const covered = new Set(responses.map((r) => r.operation))
    expect([...CORPUS_OPERATIONS].filter((op) => !covered.has(op))).toEqual([])
  })
})

describe('each response', () => {
  for (const [i, r] of responses.entries()) {
    test(`#${i + 1} ${r.operation} ← ${r.source.repo}/${r.source.path}`, async () => {
      server.reply({ body: r.body })
      const before = server.requests.length
      const read = await calls[r.operation](r.body)
      if (r.operation !== 'Webhook/Delivery') {
        expect(server.requests).toHaveLength(before + 1)
        expect(server.requests.at(-1)?.path).toMatch(new RegExp(`/rpc/${r.operation}$`))
      }
      ;(r.arrives as (read: unknown) => void)(read)
    })
  }
})
