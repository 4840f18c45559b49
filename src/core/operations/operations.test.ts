/**
 * Every operation against a real HTTP server on 127.0.0.1: method, path,
 * headers and the exact JSON body sent, and the parsed response.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  audience,
  COLLECTION,
  cancelSteps,
  collectible,
  contract,
  LINKED,
  MAKER,
  marketPage,
  order,
  SIGNATURE,
  TOPIC,
  TRANSFER_SINGLE,
  tokenMetadata,
  USDC,
  WALLET,
  webhookListener,
} from '../../../test/support/fixtures.js'
import {
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from '../../../test/support/recordingServer.js'
import {
  addWebhookListener,
  createIndexerAdminClient,
  type IndexerAdminClient,
  removeWebhookListener,
} from '../../server/index.js'
import {
  addAudienceContacts,
  type BaseClient,
  type Client,
  type ClientConfig,
  createAudience,
  createBaseClient,
  createClient,
  generateCancelTransaction,
  getChainId,
  getFloorOrder,
  getHighestPriceListingForCollectible,
  getLowestPriceOfferForCollectible,
  getOrders,
  getTokenMetadata,
  isValidETHAuthProof,
  listCollectibles,
  listContracts,
  listListingsForCollectible,
  listOffersForCollectible,
  type Network,
  type NetworkRef,
  type PlatformUrls,
  removeLinkedWallet,
  tokenCollectionFilters,
  type Uint256Input,
  unlinkMessages,
} from '../index.js'
import { routeOf } from '../schemas/rpc/define.js'
import { RPC_OPERATIONS } from '../schemas/rpc/index.js'

const ACCESS_KEY = 'pk_test_access'
const SECRET_KEY = 'eyJhbGciOiJIUzI1NiJ9.secret.sig'
const POLYGON: Network = { name: 'polygon', chainId: 137 }

let server: RecordingServer
let config: ClientConfig
let client: Client
let base: BaseClient
let admin: IndexerAdminClient

/** Bases with trailing slashes (one or several), which the kit must ignore. */
const urlsOf = (origin: string): PlatformUrls => ({
  relayer: `${origin}/relayer/{network}/`,
  metadata: `${origin}/metadata/`,
  marketplace: `${origin}/marketplace//`,
  api: `${origin}/api`,
  indexer: `${origin}/{network}-indexer///`,
})

beforeAll(async () => {
  server = await startRecordingServer()
  config = { accessKey: ACCESS_KEY, urls: urlsOf(server.origin) }
  client = createClient(config)
  base = createBaseClient(config)
  admin = createIndexerAdminClient({ ...config, secretKey: SECRET_KEY })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

/** The one request the server received. */
function only(): RecordedRequest {
  expect(server.requests).toHaveLength(1)
  return server.requests[0]!
}

function expectHeaders(request: RecordedRequest, secret: boolean) {
  expect(request.headers['content-type']).toBe('application/json')
  expect(request.headers['x-access-key']).toBe(ACCESS_KEY)
  if (secret) expect(request.headers.authorization).toBe(`BEARER ${SECRET_KEY}`)
  else expect(request.headers.authorization).toBeUndefined()
}

const proof = `eth.${WALLET.toLowerCase()}.eyJhcHAiOiJkZW1vIn0.0x${'12'.repeat(65)}`
const unlink = unlinkMessages({ parentWalletAddress: WALLET, linkedWalletAddress: LINKED })
const orderFilter = {
  createdBy: [MAKER],
  marketplace: ['native_marketplace_v1' as const],
  currencies: [USDC],
}

interface Case {
  /** `Group/Operation`. */
  readonly op: string
  /** Whether the operation names a network (in its URL or body). */
  readonly networked: boolean
  /** Whether it needs the secret key. */
  readonly secret: boolean
  /** Through the client's method. */
  readonly viaClient: (network: NetworkRef) => Promise<unknown>
  /** Through the standalone function, with a base client. */
  readonly standalone: (network: NetworkRef) => Promise<unknown>
  readonly path: (network: Network) => string
  readonly body: (network: Network) => unknown
  readonly response: unknown
  /** The answer as the kit reads it, where that differs from `response` (null as absent, lists as []). */
  readonly read?: unknown
}

const marketPath = (op: string) => (n: Network) => `/marketplace/${n.name}/rpc/Marketplace/${op}`

const cases: readonly Case[] = [
  {
    op: 'Relayer/GetChainID',
    networked: true,
    secret: false,
    viaClient: (network) => client.relayer.getChainId({ network }),
    standalone: (network) => getChainId(base, { network }),
    path: (n) => `/relayer/${n.name}/rpc/Relayer/GetChainID`,
    body: () => ({}),
    response: { chainID: 137, relayerVersion: '0.0.1' },
  },
  (() => {
    const params = { contractAddress: USDC }
    return {
      op: 'Metadata/TokenCollectionFilters',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) =>
        client.metadata.tokenCollectionFilters({ network, ...params }),
      standalone: (network: NetworkRef) => tokenCollectionFilters(base, { network, ...params }),
      path: () => '/metadata/rpc/Metadata/TokenCollectionFilters',
      // The schema's spelling `chainID`, the decimal chain id (decisions.md §2).
      body: (n: Network) => ({ chainID: String(n.chainId), contractAddress: USDC }),
      response: {
        filters: [
          { name: 'Rarity', type: 'STRING', min: null, max: null, values: ['Common', 'Epic'] },
          { name: 'Power', type: 'INT', min: 1, max: 9, values: [] },
          { name: 'Shape', type: 'POLYGON3D', values: ['cube'], hint: 'unknown type' },
        ],
        cached: true,
      },
      read: {
        filters: [
          {
            name: 'Rarity',
            type: 'STRING',
            min: undefined,
            max: undefined,
            values: ['Common', 'Epic'],
          },
          { name: 'Power', type: 'INT', min: 1, max: 9, values: [] },
          { name: 'Shape', type: 'POLYGON3D', values: ['cube'], hint: 'unknown type' },
        ],
        cached: true,
      },
    }
  })(),
  (() => {
    // Token ids of every form the kit takes, each sent as a decimal string.
    const params = { contractAddress: COLLECTION, tokenIds: [7n, 8, '9'] }
    const known = { ...tokenMetadata(), tokenId: '7' }
    return {
      op: 'Metadata/GetTokenMetadata',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) => client.metadata.getTokenMetadata({ network, ...params }),
      standalone: (network: NetworkRef) => getTokenMetadata(base, { network, ...params }),
      path: () => '/metadata/rpc/Metadata/GetTokenMetadata',
      // go-sequence's metadata client's spelling: chainID (decimal), tokenIDs.
      body: (n: Network) => ({
        chainID: String(n.chainId),
        contractAddress: COLLECTION,
        tokenIDs: ['7', '8', '9'],
      }),
      // Only token 7 is known; the service queued a fetch of the others.
      response: { tokenMetadata: [{ ...known, status: 'AVAILABLE' }], taskID: 12 },
    }
  })(),
  (() => {
    const params = {
      contractAddress: COLLECTION,
      side: 'offer' as const,
      filter: {
        includeEmpty: true,
        searchText: 'sword',
        properties: [
          { name: 'Rarity', type: 'STRING' as const, values: ['Epic'] },
          { name: 'Power', type: 'INT' as const, min: 1, max: 5 },
        ],
        marketplaces: ['opensea' as const, 'native_marketplace_v2' as const],
        inAccounts: [WALLET],
        ordersCreatedBy: [MAKER],
        currencies: [USDC],
      },
      page: { page: 2, pageSize: 50, sort: [{ column: 'priceUSD', order: 'DESC' as const }] },
    }
    return {
      op: 'Marketplace/ListCollectibles',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) =>
        client.marketplace.listCollectibles({ network, ...params }),
      standalone: (network: NetworkRef) => listCollectibles(base, { network, ...params }),
      path: marketPath('ListCollectibles'),
      body: () => params,
      response: {
        collectibles: [collectible(), { metadata: tokenMetadata() }],
        page: { ...marketPage, page: 2, pageSize: 50, more: true, total: 120 },
      },
    }
  })(),
  {
    op: 'Marketplace/GetFloorOrder',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.marketplace.getFloorOrder({ network, contractAddress: COLLECTION }),
    standalone: (network) => getFloorOrder(base, { network, contractAddress: COLLECTION }),
    path: marketPath('GetFloorOrder'),
    body: () => ({ contractAddress: COLLECTION }),
    response: { collectible: collectible() },
  },
  {
    op: 'Marketplace/GetLowestPriceOfferForCollectible',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.marketplace.getLowestPriceOfferForCollectible({
        network,
        contractAddress: COLLECTION,
        tokenId: 42n,
        filter: orderFilter,
      }),
    standalone: (network) =>
      getLowestPriceOfferForCollectible(base, {
        network,
        contractAddress: COLLECTION,
        tokenId: 42n,
        filter: orderFilter,
      }),
    path: marketPath('GetLowestPriceOfferForCollectible'),
    body: () => ({ contractAddress: COLLECTION, tokenId: '42', filter: orderFilter }),
    response: { order: order({ side: 'offer', marketplace: 'native_marketplace_v1' }) },
  },
  {
    op: 'Marketplace/GetHighestPriceListingForCollectible',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.marketplace.getHighestPriceListingForCollectible({
        network,
        contractAddress: COLLECTION,
        tokenId: 42,
      }),
    standalone: (network) =>
      getHighestPriceListingForCollectible(base, {
        network,
        contractAddress: COLLECTION,
        tokenId: 42,
      }),
    path: marketPath('GetHighestPriceListingForCollectible'),
    body: () => ({ contractAddress: COLLECTION, tokenId: '42' }),
    response: { order: order() },
  },
  {
    op: 'Marketplace/ListListingsForCollectible',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.marketplace.listListingsForCollectible({
        network,
        contractAddress: COLLECTION,
        tokenId: '42',
        page: { page: 1, pageSize: 10 },
      }),
    standalone: (network) =>
      listListingsForCollectible(base, {
        network,
        contractAddress: COLLECTION,
        tokenId: '42',
        page: { page: 1, pageSize: 10 },
      }),
    path: marketPath('ListListingsForCollectible'),
    body: () => ({ contractAddress: COLLECTION, tokenId: '42', page: { page: 1, pageSize: 10 } }),
    response: { listings: [order(), order({ id: 13, orderId: 'ord-13' })], page: marketPage },
  },
  {
    op: 'Marketplace/ListOffersForCollectible',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.marketplace.listOffersForCollectible({
        network,
        contractAddress: COLLECTION,
        tokenId: 2n ** 256n - 1n,
        filter: { currencies: [USDC] },
        page: { pageSize: 100, sort: [{ column: 'priceUSD' }] },
      }),
    standalone: (network) =>
      listOffersForCollectible(base, {
        network,
        contractAddress: COLLECTION,
        tokenId: 2n ** 256n - 1n,
        filter: { currencies: [USDC] },
        page: { pageSize: 100, sort: [{ column: 'priceUSD' }] },
      }),
    path: marketPath('ListOffersForCollectible'),
    body: () => ({
      contractAddress: COLLECTION,
      tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      filter: { currencies: [USDC] },
      page: { pageSize: 100, sort: [{ column: 'priceUSD' }] },
    }),
    response: { offers: [order({ side: 'offer' })], page: marketPage },
  },
  (() => {
    const input = [
      { contractAddress: COLLECTION, orderId: 'ord-11' },
      { contractAddress: USDC, orderId: 'ord-99' },
    ]
    return {
      op: 'Marketplace/GetOrders',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) => client.marketplace.getOrders({ network, input }),
      standalone: (network: NetworkRef) => getOrders(base, { network, input }),
      path: marketPath('GetOrders'),
      body: () => ({ input }),
      response: { orders: [order()], page: marketPage },
    }
  })(),
  (() => {
    const params = {
      collectionAddress: COLLECTION,
      maker: MAKER,
      marketplace: 'opensea' as const,
      orderId: 'ord-11',
    }
    return {
      op: 'Marketplace/GenerateCancelTransaction',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) =>
        client.marketplace.generateCancelTransaction({ network, ...params }),
      standalone: (network: NetworkRef) => generateCancelTransaction(base, { network, ...params }),
      path: marketPath('GenerateCancelTransaction'),
      body: () => params,
      response: { steps: cancelSteps },
    }
  })(),
  (() => {
    const params = {
      projectId: 1,
      filter: { chainId: 137, contractType: 'ERC721' },
      page: {
        pageSize: 20,
        column: 'id',
        after: 5,
        sort: [{ column: 'id', order: 'ASC' as const }],
      },
    }
    return {
      op: 'Builder/ListContracts',
      networked: false,
      secret: false,
      viaClient: () => client.builder.listContracts(params),
      standalone: () => listContracts(base, params),
      path: () => '/api/rpc/Builder/ListContracts',
      body: () => params,
      response: {
        page: { pageSize: 20, more: true, column: 'id', before: 1, after: 5, cursorKind: 'id' },
        contracts: [contract, { ...contract, id: 6, contractType: 'ERC721' }],
      },
      read: {
        page: {
          pageSize: 20,
          more: true,
          column: 'id',
          before: 1,
          after: 5,
          cursorKind: 'id',
          sort: [],
        },
        contracts: [contract, { ...contract, id: 6, contractType: 'ERC721' }],
      },
    }
  })(),
  {
    op: 'Builder/CreateAudience',
    networked: false,
    secret: false,
    viaClient: () => client.builder.createAudience({ projectId: 1, name: 'Early supporters' }),
    standalone: () => createAudience(base, { projectId: 1, name: 'Early supporters' }),
    path: () => '/api/rpc/Builder/CreateAudience',
    body: () => ({ projectId: 1, name: 'Early supporters' }),
    response: { audience },
  },
  (() => {
    const params = {
      projectId: 1,
      audienceId: 2,
      contacts: [{ address: WALLET, name: 'Ada', email: 'ada@example.org' }, { address: MAKER }],
    }
    return {
      op: 'Builder/AddAudienceContacts',
      networked: false,
      secret: false,
      viaClient: () => client.builder.addAudienceContacts(params),
      standalone: () => addAudienceContacts(base, params),
      path: () => '/api/rpc/Builder/AddAudienceContacts',
      body: () => params,
      response: { ok: true, added: 2 },
    }
  })(),
  {
    op: 'API/IsValidETHAuthProof',
    networked: true,
    secret: false,
    viaClient: (network) =>
      client.api.isValidETHAuthProof({ network, walletAddress: WALLET, ethAuthProofString: proof }),
    standalone: (network) =>
      isValidETHAuthProof(base, { network, walletAddress: WALLET, ethAuthProofString: proof }),
    path: () => '/api/rpc/API/IsValidETHAuthProof',
    // `chainId` here, the decimal chain id (interface §4.5).
    body: (n) => ({ chainId: String(n.chainId), walletAddress: WALLET, ethAuthProofString: proof }),
    response: { isValid: true },
  },
  (() => {
    const params = {
      parentWalletAddress: WALLET,
      parentWalletMessage: unlink.parentWalletMessage,
      parentWalletSignature: SIGNATURE,
      linkedWalletAddress: LINKED,
      linkedWalletMessage: unlink.linkedWalletMessage,
      linkedWalletSignature: SIGNATURE,
    }
    return {
      op: 'API/RemoveLinkedWallet',
      networked: true,
      secret: false,
      viaClient: (network: NetworkRef) => client.api.removeLinkedWallet({ network, ...params }),
      standalone: (network: NetworkRef) => removeLinkedWallet(base, { network, ...params }),
      path: () => '/api/rpc/API/RemoveLinkedWallet',
      body: (n: Network) => ({ signatureChainId: String(n.chainId), ...params }),
      response: { status: true },
    }
  })(),
  (() => {
    const filters = {
      contractAddresses: [COLLECTION],
      events: [TRANSFER_SINGLE],
      tokenIDs: [1n, 2, '3'] as Uint256Input[],
      accounts: [WALLET],
      topicHashes: [TOPIC],
    }
    return {
      op: 'Indexer/AddWebhookListener',
      networked: true,
      secret: true,
      viaClient: (network: NetworkRef) =>
        admin.addWebhookListener({ network, url: 'https://example.org/hooks', filters }),
      standalone: (network: NetworkRef) =>
        addWebhookListener(admin, { network, url: 'https://example.org/hooks', filters }),
      path: (n: Network) => `/${n.name}-indexer/rpc/Indexer/AddWebhookListener`,
      body: () => ({
        url: 'https://example.org/hooks',
        filters: { ...filters, tokenIDs: ['1', '2', '3'] },
      }),
      response: { status: true, listener: webhookListener },
      read: {
        status: true,
        listener: {
          ...webhookListener,
          filters: { ...webhookListener.filters, accounts: [], topicHashes: [] },
        },
      },
    }
  })(),
  {
    op: 'Indexer/RemoveWebhookListener',
    networked: true,
    secret: true,
    viaClient: (network) => admin.removeWebhookListener({ network, id: 77, projectId: 1 }),
    standalone: (network) => removeWebhookListener(admin, { network, id: 77, projectId: 1 }),
    path: (n) => `/${n.name}-indexer/rpc/Indexer/RemoveWebhookListener`,
    body: () => ({ id: '77', projectId: '1' }),
    response: { status: true },
  },
]

test('the table covers every declared operation: the 17 of the interface and the reads beyond it', () => {
  expect([...new Set(cases.map((c) => c.op))].sort()).toEqual(RPC_OPERATIONS.map(routeOf).sort())
})

describe.each(cases)('$op', (c) => {
  test('posts the exact request and returns the parsed response, unknown fields kept', async () => {
    server.reply({ body: c.response })
    const result = await c.viaClient('polygon')
    const request = only()
    expect(request.method).toBe('POST')
    expect(request.path).toBe(c.path(POLYGON))
    expectHeaders(request, c.secret)
    expect(request.json).toStrictEqual(c.body(POLYGON))
    expect(result).toStrictEqual(c.read ?? c.response)
  })

  test('the standalone function sends the same request as the client method', async () => {
    server.reply({ body: c.response })
    const viaClient = await c.viaClient('polygon')
    const standalone = await c.standalone('polygon')
    expect(server.requests).toHaveLength(2)
    const [a, b] = server.requests as [RecordedRequest, RecordedRequest]
    expect(b.method).toBe(a.method)
    expect(b.path).toBe(a.path)
    expect(b.json).toStrictEqual(a.json)
    for (const h of ['content-type', 'x-access-key', 'authorization']) {
      expect(b.headers[h]).toBe(a.headers[h])
    }
    expect(standalone).toStrictEqual(viaClient)
  })
})

describe.each(cases.filter((c) => c.networked))('$op', (c) => {
  test.each([137, '137'])(
    'the network given by chain id %j resolves like its name',
    async (ref) => {
      server.reply({ body: c.response })
      await c.viaClient(ref)
      const request = only()
      expect(request.path).toBe(c.path(POLYGON))
      expect(request.json).toStrictEqual(c.body(POLYGON))
    },
  )
})

describe('request encoding', () => {
  const collectibleOps = [
    ['getLowestPriceOfferForCollectible', 'GetLowestPriceOfferForCollectible'],
    ['getHighestPriceListingForCollectible', 'GetHighestPriceListingForCollectible'],
    ['listListingsForCollectible', 'ListListingsForCollectible'],
    ['listOffersForCollectible', 'ListOffersForCollectible'],
  ] as const

  test.each(collectibleOps)(
    '%s sends tokenId given as bigint, number or string as a decimal string',
    async (method) => {
      server.reply({ body: { order: order(), listings: [], offers: [], page: marketPage } })
      for (const tokenId of [7n, 7, '7']) {
        await client.marketplace[method]({
          network: 'polygon',
          contractAddress: COLLECTION,
          tokenId,
        })
      }
      for (const [tokenId, expected] of [
        [0n, '0'],
        [9007199254740991, '9007199254740991'],
        [12345678901234567890123456789n, '12345678901234567890123456789'],
      ] as const) {
        await client.marketplace[method]({
          network: 'polygon',
          contractAddress: COLLECTION,
          tokenId,
        })
        expect(server.requests.at(-1)?.json).toMatchObject({ tokenId: expected })
      }
      expect(server.requests.slice(0, 3).map((r) => r.json)).toStrictEqual([
        { contractAddress: COLLECTION, tokenId: '7' },
        { contractAddress: COLLECTION, tokenId: '7' },
        { contractAddress: COLLECTION, tokenId: '7' },
      ])
    },
  )

  test('webhook filters.tokenIDs are sent as decimal strings; ids of RemoveWebhookListener as strings', async () => {
    server.reply({ body: { status: true, listener: webhookListener } })
    await admin.addWebhookListener({
      network: 137,
      url: 'http://hooks.example.org/in',
      filters: {
        contractAddresses: [COLLECTION],
        events: ['Transfer(address,address,uint256)'],
        tokenIDs: [0, 2n ** 200n, '18446744073709551616'],
      },
    })
    expect(only().json).toStrictEqual({
      url: 'http://hooks.example.org/in',
      filters: {
        contractAddresses: [COLLECTION],
        events: ['Transfer(address,address,uint256)'],
        tokenIDs: ['0', (2n ** 200n).toString(), '18446744073709551616'],
      },
    })
    server.requests.length = 0
    server.reply({ body: { status: true } })
    await admin.removeWebhookListener({ network: 'polygon', id: 'lst_abc', projectId: '42' })
    expect(only().json).toStrictEqual({ id: 'lst_abc', projectId: '42' })
  })

  test('unlinkMessages gives the default texts of decisions.md §9', () => {
    expect(unlink).toStrictEqual({
      parentWalletMessage: `child wallet with address ${LINKED}`,
      linkedWalletMessage: `Unlink from parent wallet with address ${WALLET}`,
    })
  })
})

describe('response parsing', () => {
  test('unknown fields and unknown enum values pass through at every depth', async () => {
    server.reply({ body: { collectible: collectible(), requestId: 'r-1' } })
    const result = await client.marketplace.getFloorOrder({
      network: 'polygon',
      contractAddress: COLLECTION,
    })
    expect(result).toMatchObject({ requestId: 'r-1' })
    expect(result.collectible!.order).toMatchObject({
      marketplace: 'brand_new_market',
      status: 'paused_by_server',
      futureField: { nested: [1, 'two'] },
    })
    expect(result.collectible).toMatchObject({ score: 0.5 })
    expect(result.collectible!.metadata).toMatchObject({ rarityRank: 7 })
    expect(result.collectible!.metadata.assets?.[0]).toMatchObject({
      checksum: 'sha256:unknown-field',
    })
    expect(result.collectible!.order?.feeBreakdown[0]).toMatchObject({ note: 'kept' })
  })

  test('unknown step ids and execute types pass through', async () => {
    server.reply({ body: { steps: cancelSteps } })
    const { steps } = await client.marketplace.generateCancelTransaction({
      network: 'polygon',
      collectionAddress: COLLECTION,
      maker: MAKER,
      marketplace: 'native_marketplace_v2',
      orderId: 'ord-11',
    })
    expect(steps.map((s) => [s.id, s.executeType])).toStrictEqual([
      ['cancel', 'order'],
      ['signEIP999', 'cancelEverything'],
    ])
  })
})

describe('base URLs', () => {
  test('per-network relayer and indexer bases may be functions of the network', async () => {
    const seen: Network[] = []
    const fnUrls: PlatformUrls = {
      relayer: (n) => {
        seen.push(n)
        return `${server.origin}/fn-relayer/${n.chainId}/`
      },
      indexer: (n) => {
        seen.push(n)
        return `${server.origin}/fn-indexer/${n.name}//`
      },
    }
    const fnClient = createClient({ accessKey: ACCESS_KEY, urls: fnUrls })
    const fnAdmin = createIndexerAdminClient({
      accessKey: ACCESS_KEY,
      secretKey: SECRET_KEY,
      urls: fnUrls,
    })
    server.reply({ body: { chainID: 8453 } })
    await expect(fnClient.relayer.getChainId({ network: 'base' })).resolves.toStrictEqual({
      chainID: 8453,
    })
    await getChainId(createBaseClient({ accessKey: ACCESS_KEY, urls: fnUrls }), { network: 10 })
    server.reply({ body: { status: true, listener: webhookListener } })
    await fnAdmin.addWebhookListener({
      network: 'sepolia',
      url: 'https://example.org/h',
      filters: { contractAddresses: [COLLECTION], events: [TRANSFER_SINGLE] },
    })
    server.reply({ body: { status: true } })
    await fnAdmin.removeWebhookListener({ network: 'amoy', id: '1', projectId: '2' })

    expect(server.requests.map((r) => r.path)).toStrictEqual([
      '/fn-relayer/8453/rpc/Relayer/GetChainID',
      '/fn-relayer/10/rpc/Relayer/GetChainID',
      '/fn-indexer/sepolia/rpc/Indexer/AddWebhookListener',
      '/fn-indexer/amoy/rpc/Indexer/RemoveWebhookListener',
    ])
    expect(seen).toStrictEqual([
      { name: 'base', chainId: 8453, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
      { name: 'optimism', chainId: 10, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
      { name: 'sepolia', chainId: 11155111, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
      { name: 'amoy', chainId: 80002, nativeCurrency: { symbol: 'POL', decimals: 18 } },
    ])
    expectHeaders(server.requests[2]!, true)
    expectHeaders(server.requests[0]!, false)
  })

  test('bases without a trailing slash give the same paths', async () => {
    const plain = createClient({
      accessKey: ACCESS_KEY,
      urls: {
        relayer: `${server.origin}/relayer/{network}`,
        marketplace: `${server.origin}/marketplace`,
        metadata: `${server.origin}/metadata`,
        api: `${server.origin}/api/`,
      },
    })
    server.reply({ body: { chainID: 1, collectible: collectible(), filters: [], isValid: false } })
    await plain.relayer.getChainId({ network: 'mainnet' })
    await plain.marketplace.getFloorOrder({ network: 'mainnet', contractAddress: COLLECTION })
    await plain.metadata.tokenCollectionFilters({ network: 1, contractAddress: COLLECTION })
    await plain.api.isValidETHAuthProof({
      network: 1,
      walletAddress: WALLET,
      ethAuthProofString: proof,
    })
    expect(server.requests.map((r) => r.path)).toStrictEqual([
      '/relayer/mainnet/rpc/Relayer/GetChainID',
      '/marketplace/mainnet/rpc/Marketplace/GetFloorOrder',
      '/metadata/rpc/Metadata/TokenCollectionFilters',
      '/api/rpc/API/IsValidETHAuthProof',
    ])
  })
})

describe('networks', () => {
  test('a custom network from `networks` works by name and by chain id, in URLs and bodies', async () => {
    const custom = createClient({
      ...config,
      networks: [{ name: 'devnet', chainId: 424242 }],
    })
    server.reply({
      body: { chainID: 424242, collectible: collectible(), filters: [], isValid: true },
    })
    await custom.relayer.getChainId({ network: 'devnet' })
    await custom.marketplace.getFloorOrder({ network: 424242, contractAddress: COLLECTION })
    await custom.metadata.tokenCollectionFilters({ network: 'devnet', contractAddress: USDC })
    await custom.api.isValidETHAuthProof({
      network: 'devnet',
      walletAddress: WALLET,
      ethAuthProofString: proof,
    })
    expect(server.requests.map((r) => [r.path, r.json])).toStrictEqual([
      ['/relayer/devnet/rpc/Relayer/GetChainID', {}],
      ['/marketplace/devnet/rpc/Marketplace/GetFloorOrder', { contractAddress: COLLECTION }],
      [
        '/metadata/rpc/Metadata/TokenCollectionFilters',
        { chainID: '424242', contractAddress: USDC },
      ],
      [
        '/api/rpc/API/IsValidETHAuthProof',
        { chainId: '424242', walletAddress: WALLET, ethAuthProofString: proof },
      ],
    ])
  })

  test('a configured network takes precedence over a built-in one with the same chain id', async () => {
    const custom = createClient({ ...config, networks: [{ name: 'matic', chainId: 137 }] })
    server.reply({ body: { collectible: collectible() } })
    await custom.marketplace.getFloorOrder({ network: 137, contractAddress: COLLECTION })
    expect(only().path).toBe('/marketplace/matic/rpc/Marketplace/GetFloorOrder')
  })

  test('the local anvil chain is built in', async () => {
    server.reply({ body: { chainID: 31337 } })
    await client.relayer.getChainId({ network: 31337 })
    expect(only().path).toBe('/relayer/anvil/rpc/Relayer/GetChainID')
  })
})
