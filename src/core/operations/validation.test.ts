/**
 * Bad input never reaches the network: every operation rejects it with an
 * `InvalidArgument` (2001) naming the field, and the server receives nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  BAD_CHECKSUM,
  COLLECTION,
  LINKED,
  MAKER,
  SIGNATURE,
  TOPIC,
  TRANSFER_SINGLE,
  USDC,
  WALLET,
} from '../../../test/support/fixtures.js'
import {
  type RecordingServer,
  startRecordingServer,
} from '../../../test/support/recordingServer.js'
import {
  type AddWebhookListenerParams,
  createIndexerAdminClient,
  type IndexerAdminClient,
  type RemoveWebhookListenerParams,
} from '../../server/index.js'
import {
  type AddAudienceContactsParams,
  type Client,
  type ClientConfig,
  type CreateAudienceParams,
  createBaseClient,
  createClient,
  type GenerateCancelTransactionParams,
  type GetChainIdParams,
  type GetFloorOrderParams,
  type GetHighestPriceListingForCollectibleParams,
  type GetLowestPriceOfferForCollectibleParams,
  type GetOrdersParams,
  type GetTokenMetadataParams,
  type IsValidETHAuthProofParams,
  isPlatformError,
  type ListCollectiblesParams,
  type ListContractsParams,
  type ListListingsForCollectibleParams,
  type ListOffersForCollectibleParams,
  type PlatformError,
  type PlatformUrls,
  type RemoveLinkedWalletParams,
  type TokenCollectionFiltersParams,
} from '../index.js'
import { routeOf } from '../schemas/rpc/define.js'
import { RPC_OPERATIONS } from '../schemas/rpc/index.js'

const ACCESS_KEY = 'pk_validation'
const SECRET_KEY = 'sk_validation'

let server: RecordingServer
let urls: PlatformUrls
/** Clients with every base configured, and with none. */
let full: { client: Client; admin: IndexerAdminClient }
let bare: { client: Client; admin: IndexerAdminClient }

beforeAll(async () => {
  server = await startRecordingServer({ body: {} })
  urls = {
    relayer: `${server.origin}/{network}-relayer`,
    metadata: `${server.origin}/metadata`,
    marketplace: `${server.origin}/marketplace`,
    api: `${server.origin}/api`,
    indexer: `${server.origin}/{network}-indexer`,
  }
  const config: ClientConfig = { accessKey: ACCESS_KEY, urls }
  full = {
    client: createClient(config),
    admin: createIndexerAdminClient({ ...config, secretKey: SECRET_KEY }),
  }
  const empty: ClientConfig = { accessKey: ACCESS_KEY, urls: {} }
  bare = {
    client: createClient(empty),
    admin: createIndexerAdminClient({ ...empty, secretKey: SECRET_KEY }),
  }
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

type Targets = { client: Client; admin: IndexerAdminClient }
type Params = Record<string, unknown>

interface Op {
  /** `Group/Operation`, as the error's `operation`. */
  readonly name: string
  /** The base URL the operation needs. */
  readonly urlKey: keyof PlatformUrls
  /** Valid parameters: every case below breaks one thing in them. */
  readonly valid: Params
  /** The fields that must be given. */
  readonly required: readonly string[]
  /** Calls the operation with parameters the types would refuse. */
  readonly run: (t: Targets, params: unknown) => Promise<unknown>
}

const collectibleValid = { network: 'polygon', contractAddress: COLLECTION, tokenId: '42' }

const OPS = {
  getChainId: {
    name: 'Relayer/GetChainID',
    urlKey: 'relayer',
    valid: { network: 'polygon' },
    required: ['network'],
    run: (t, p) => t.client.relayer.getChainId(p as GetChainIdParams),
  },
  tokenCollectionFilters: {
    name: 'Metadata/TokenCollectionFilters',
    urlKey: 'metadata',
    valid: { network: 'polygon', contractAddress: COLLECTION },
    required: ['network', 'contractAddress'],
    run: (t, p) => t.client.metadata.tokenCollectionFilters(p as TokenCollectionFiltersParams),
  },
  listCollectibles: {
    name: 'Marketplace/ListCollectibles',
    urlKey: 'marketplace',
    valid: { network: 'polygon', contractAddress: COLLECTION },
    required: ['network', 'contractAddress'],
    run: (t, p) => t.client.marketplace.listCollectibles(p as ListCollectiblesParams),
  },
  getFloorOrder: {
    name: 'Marketplace/GetFloorOrder',
    urlKey: 'marketplace',
    valid: { network: 'polygon', contractAddress: COLLECTION },
    required: ['network', 'contractAddress'],
    run: (t, p) => t.client.marketplace.getFloorOrder(p as GetFloorOrderParams),
  },
  getLowestPriceOfferForCollectible: {
    name: 'Marketplace/GetLowestPriceOfferForCollectible',
    urlKey: 'marketplace',
    valid: collectibleValid,
    required: ['network', 'contractAddress', 'tokenId'],
    run: (t, p) =>
      t.client.marketplace.getLowestPriceOfferForCollectible(
        p as GetLowestPriceOfferForCollectibleParams,
      ),
  },
  getHighestPriceListingForCollectible: {
    name: 'Marketplace/GetHighestPriceListingForCollectible',
    urlKey: 'marketplace',
    valid: collectibleValid,
    required: ['network', 'contractAddress', 'tokenId'],
    run: (t, p) =>
      t.client.marketplace.getHighestPriceListingForCollectible(
        p as GetHighestPriceListingForCollectibleParams,
      ),
  },
  listListingsForCollectible: {
    name: 'Marketplace/ListListingsForCollectible',
    urlKey: 'marketplace',
    valid: collectibleValid,
    required: ['network', 'contractAddress', 'tokenId'],
    run: (t, p) =>
      t.client.marketplace.listListingsForCollectible(p as ListListingsForCollectibleParams),
  },
  listOffersForCollectible: {
    name: 'Marketplace/ListOffersForCollectible',
    urlKey: 'marketplace',
    valid: collectibleValid,
    required: ['network', 'contractAddress', 'tokenId'],
    run: (t, p) =>
      t.client.marketplace.listOffersForCollectible(p as ListOffersForCollectibleParams),
  },
  getOrders: {
    name: 'Marketplace/GetOrders',
    urlKey: 'marketplace',
    valid: { network: 'polygon', input: [{ contractAddress: COLLECTION, orderId: '1' }] },
    required: ['network', 'input'],
    run: (t, p) => t.client.marketplace.getOrders(p as GetOrdersParams),
  },
  generateCancelTransaction: {
    name: 'Marketplace/GenerateCancelTransaction',
    urlKey: 'marketplace',
    valid: {
      network: 'polygon',
      collectionAddress: COLLECTION,
      maker: MAKER,
      marketplace: 'native_marketplace_v2',
      orderId: '1',
    },
    required: ['network', 'collectionAddress', 'maker', 'marketplace', 'orderId'],
    run: (t, p) =>
      t.client.marketplace.generateCancelTransaction(p as GenerateCancelTransactionParams),
  },
  listContracts: {
    name: 'Builder/ListContracts',
    urlKey: 'api',
    valid: { projectId: 1 },
    required: ['projectId'],
    run: (t, p) => t.client.builder.listContracts(p as ListContractsParams),
  },
  createAudience: {
    name: 'Builder/CreateAudience',
    urlKey: 'api',
    valid: { projectId: 1, name: 'Fans' },
    required: ['projectId', 'name'],
    run: (t, p) => t.client.builder.createAudience(p as CreateAudienceParams),
  },
  addAudienceContacts: {
    name: 'Builder/AddAudienceContacts',
    urlKey: 'api',
    valid: { projectId: 1, audienceId: 2, contacts: [{ address: WALLET }] },
    required: ['projectId', 'audienceId', 'contacts'],
    run: (t, p) => t.client.builder.addAudienceContacts(p as AddAudienceContactsParams),
  },
  isValidETHAuthProof: {
    name: 'API/IsValidETHAuthProof',
    urlKey: 'api',
    valid: { network: 1, walletAddress: WALLET, ethAuthProofString: 'eth.proof' },
    required: ['network', 'walletAddress', 'ethAuthProofString'],
    run: (t, p) => t.client.api.isValidETHAuthProof(p as IsValidETHAuthProofParams),
  },
  removeLinkedWallet: {
    name: 'API/RemoveLinkedWallet',
    urlKey: 'api',
    valid: {
      network: 1,
      parentWalletAddress: WALLET,
      parentWalletMessage: `child wallet with address ${LINKED}`,
      parentWalletSignature: SIGNATURE,
      linkedWalletAddress: LINKED,
      linkedWalletMessage: `Unlink from parent wallet with address ${WALLET}`,
      linkedWalletSignature: SIGNATURE,
    },
    required: [
      'network',
      'parentWalletAddress',
      'parentWalletMessage',
      'parentWalletSignature',
      'linkedWalletAddress',
      'linkedWalletMessage',
      'linkedWalletSignature',
    ],
    run: (t, p) => t.client.api.removeLinkedWallet(p as RemoveLinkedWalletParams),
  },
  addWebhookListener: {
    name: 'Indexer/AddWebhookListener',
    urlKey: 'indexer',
    valid: {
      network: 'polygon',
      url: 'https://example.org/hooks',
      filters: { contractAddresses: [COLLECTION], events: [TRANSFER_SINGLE] },
    },
    required: ['network', 'url', 'filters'],
    run: (t, p) => t.admin.addWebhookListener(p as AddWebhookListenerParams),
  },
  removeWebhookListener: {
    name: 'Indexer/RemoveWebhookListener',
    urlKey: 'indexer',
    valid: { network: 'polygon', id: '77', projectId: '1' },
    required: ['network', 'id', 'projectId'],
    run: (t, p) => t.admin.removeWebhookListener(p as RemoveWebhookListenerParams),
  },
  getTokenMetadata: {
    name: 'Metadata/GetTokenMetadata',
    urlKey: 'metadata',
    valid: { network: 'polygon', contractAddress: COLLECTION, tokenIds: ['1', '2'] },
    required: ['network', 'contractAddress', 'tokenIds'],
    run: (t, p) => t.client.metadata.getTokenMetadata(p as GetTokenMetadataParams),
  },
} satisfies Record<string, Op>

type OpName = keyof typeof OPS
const ALL = Object.values(OPS) as readonly Op[]
const NETWORKED = ALL.filter((op) => op.required.includes('network'))

/** Asserts the call is refused with `InvalidArgument` naming `path`, and that nothing was sent. */
async function expectInvalid(
  op: Op,
  params: unknown,
  path: string,
  targets: Targets = full,
): Promise<PlatformError> {
  server.requests.length = 0
  let caught: unknown
  try {
    await op.run(targets, params)
  } catch (e) {
    caught = e
  }
  expect(server.requests, 'no request may be sent').toHaveLength(0)
  if (!isPlatformError(caught, 'InvalidArgument')) {
    throw new Error(`expected InvalidArgument naming ${path}, got ${String(caught)}`)
  }
  expect(caught).toMatchObject({ code: 2001, status: 400, operation: op.name })
  expect(caught.issues.map((i) => i.path)).toContain(path)
  for (const issue of caught.issues) expect(issue.message).not.toBe('')
  return caught
}

/** Calls the operation with parameters that must pass: any failure but `InvalidArgument` (the server here answers `{}`) is fine. */
async function send(op: Op, params: unknown): Promise<void> {
  await op.run(full, params).catch((e: unknown) => {
    if (isPlatformError(e, 'InvalidArgument')) throw e
  })
}

/** `valid` with `key` replaced (or removed, for `undefined`). */
function withField(params: Params, key: string, value: unknown): Params {
  const copy: Params = { ...params }
  if (value === undefined) delete copy[key]
  else copy[key] = value
  return copy
}

test('the table covers every declared operation: the 17 of the interface and the reads beyond it', () => {
  expect([...new Set(ALL.map((op) => op.name))].sort()).toEqual(RPC_OPERATIONS.map(routeOf).sort())
})

test.each(ALL)('$name: the valid parameters of these tests are accepted and sent', async (op) => {
  await send(op, op.valid)
  expect(server.requests).toHaveLength(1)
})

describe.each(ALL)('$name', (op) => {
  test.each([null, undefined, 'params', 42, true])(
    'params %j (not an object) → InvalidArgument',
    async (params) => {
      await expectInvalid(op, params, '')
    },
  )

  test.each(op.required)('missing %s → InvalidArgument naming it', async (key) => {
    await expectInvalid(op, withField(op.valid, key, undefined), key)
  })

  test(`its base URL not configured → InvalidArgument naming urls.${op.urlKey}`, async () => {
    await expectInvalid(op, op.valid, `urls.${op.urlKey}`, bare)
  })
})

describe.each(NETWORKED)('$name', (op) => {
  test.each(['atlantis', 'Polygon', 999_999_999, ''])(
    'unknown network %j → InvalidArgument naming network',
    async (network) => {
      const e = await expectInvalid(op, withField(op.valid, 'network', network), 'network')
      expect(e.msg).toMatch(/network/)
    },
  )
})

describe('addresses', () => {
  const cases: readonly (readonly [OpName, Params, string])[] = [
    ['tokenCollectionFilters', { contractAddress: 'X' }, 'contractAddress'],
    ['getTokenMetadata', { contractAddress: 'X' }, 'contractAddress'],
    ['listCollectibles', { contractAddress: 'X' }, 'contractAddress'],
    ['listCollectibles', { filter: { inAccounts: ['X'] } }, 'filter.inAccounts.0'],
    ['listCollectibles', { filter: { ordersCreatedBy: [MAKER, 'X'] } }, 'filter.ordersCreatedBy.1'],
    ['listCollectibles', { filter: { currencies: ['X'] } }, 'filter.currencies.0'],
    ['getFloorOrder', { contractAddress: 'X' }, 'contractAddress'],
    ['getLowestPriceOfferForCollectible', { contractAddress: 'X' }, 'contractAddress'],
    ['getLowestPriceOfferForCollectible', { filter: { createdBy: ['X'] } }, 'filter.createdBy.0'],
    ['getHighestPriceListingForCollectible', { contractAddress: 'X' }, 'contractAddress'],
    [
      'getHighestPriceListingForCollectible',
      { filter: { currencies: ['X'] } },
      'filter.currencies.0',
    ],
    ['listListingsForCollectible', { contractAddress: 'X' }, 'contractAddress'],
    ['listListingsForCollectible', { filter: { createdBy: [MAKER, 'X'] } }, 'filter.createdBy.1'],
    ['listOffersForCollectible', { contractAddress: 'X' }, 'contractAddress'],
    ['listOffersForCollectible', { filter: { createdBy: ['X'] } }, 'filter.createdBy.0'],
    [
      'getOrders',
      {
        input: [
          { contractAddress: COLLECTION, orderId: '1' },
          { contractAddress: 'X', orderId: '2' },
        ],
      },
      'input.1.contractAddress',
    ],
    ['generateCancelTransaction', { collectionAddress: 'X' }, 'collectionAddress'],
    ['generateCancelTransaction', { maker: 'X' }, 'maker'],
    ['addAudienceContacts', { contacts: [{ address: 'X' }] }, 'contacts.0.address'],
    ['isValidETHAuthProof', { walletAddress: 'X' }, 'walletAddress'],
    ['removeLinkedWallet', { parentWalletAddress: 'X' }, 'parentWalletAddress'],
    ['removeLinkedWallet', { linkedWalletAddress: 'X' }, 'linkedWalletAddress'],
    [
      'addWebhookListener',
      { filters: { contractAddresses: ['X'], events: [TRANSFER_SINGLE] } },
      'filters.contractAddresses.0',
    ],
    [
      'addWebhookListener',
      { filters: { contractAddresses: [COLLECTION], events: [TRANSFER_SINGLE], accounts: ['X'] } },
      'filters.accounts.0',
    ],
  ]
  /** Not an address: too short, not hex, no 0x, too long, and a mixed-case one with a wrong checksum. */
  const BAD = [
    '0x1234',
    `0x${'g'.repeat(40)}`,
    COLLECTION.slice(2),
    `${COLLECTION}00`,
    BAD_CHECKSUM,
  ]

  test('the checksum fixture really is a mixed-case address with a wrong checksum', () => {
    expect(BAD_CHECKSUM.toLowerCase()).toBe(USDC.toLowerCase())
    expect(BAD_CHECKSUM).not.toBe(USDC)
    expect(BAD_CHECKSUM).not.toBe(BAD_CHECKSUM.toLowerCase())
  })

  test.each(cases)('%s: a bad address at %o is refused', async (name, patch, path) => {
    const op: Op = OPS[name]
    for (const bad of BAD) {
      const params = JSON.parse(
        JSON.stringify({ ...op.valid, ...patch }).replaceAll('"X"', JSON.stringify(bad)),
      )
      await expectInvalid(op, params, path)
    }
  })

  test('a checksummed or lower-case address is accepted', async () => {
    await send(OPS.getFloorOrder, { network: 'polygon', contractAddress: USDC })
    await send(OPS.getFloorOrder, { network: 'polygon', contractAddress: USDC.toLowerCase() })
    expect(server.requests).toHaveLength(2)
  })
})

describe('token ids', () => {
  const collectibleOps = [
    OPS.getLowestPriceOfferForCollectible,
    OPS.getHighestPriceListingForCollectible,
    OPS.listListingsForCollectible,
    OPS.listOffersForCollectible,
  ] as const
  const BAD_TOKEN_IDS: readonly unknown[] = [
    -1,
    -1n,
    '-1',
    1.5,
    '1.5',
    '0x10',
    '1e3',
    '007',
    '',
    ' 1',
    2n ** 256n,
    (2n ** 256n).toString(),
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ]

  test.each(collectibleOps)(
    '$name: a negative, fractional, hex, oversized or imprecise tokenId is refused',
    async (op) => {
      for (const tokenId of BAD_TOKEN_IDS) {
        await expectInvalid(op, { ...op.valid, tokenId }, 'tokenId')
      }
    },
  )

  test.each(collectibleOps)(
    '$name: the largest uint256 and the largest safe number are accepted',
    async (op) => {
      await send(op, { ...op.valid, tokenId: 2n ** 256n - 1n })
      await send(op, { ...op.valid, tokenId: Number.MAX_SAFE_INTEGER })
      expect(server.requests.map((r) => r.json)).toMatchObject([
        { tokenId: (2n ** 256n - 1n).toString() },
        { tokenId: String(Number.MAX_SAFE_INTEGER) },
      ])
    },
  )

  test('GetTokenMetadata: each bad id of tokenIds is refused by its place in it', async () => {
    for (const bad of BAD_TOKEN_IDS) {
      const params = { ...OPS.getTokenMetadata.valid, tokenIds: ['1', bad] }
      await expectInvalid(OPS.getTokenMetadata, params, 'tokenIds.1')
    }
  })

  test.each([
    ['none', []],
    ['101', Array.from({ length: 101 }, (_, i) => String(i))],
    ['not a list', '1'],
  ])('GetTokenMetadata: tokenIds %s → InvalidArgument naming tokenIds', async (_, tokenIds) => {
    const params = { ...OPS.getTokenMetadata.valid, tokenIds }
    const e = await expectInvalid(OPS.getTokenMetadata, params, 'tokenIds')
    expect(e.msg).toMatch(/tokenIds/)
  })

  test('GetTokenMetadata: 100 ids of every form are accepted and sent as decimal strings', async () => {
    const tokenIds = [
      2n ** 256n - 1n,
      Number.MAX_SAFE_INTEGER,
      ...Array.from({ length: 98 }, (_, i) => String(i)),
    ]
    await send(OPS.getTokenMetadata, { ...OPS.getTokenMetadata.valid, tokenIds })
    expect(server.requests.map((r) => r.json)).toMatchObject([
      {
        tokenIDs: [(2n ** 256n - 1n).toString(), String(Number.MAX_SAFE_INTEGER), '0', '1'].concat(
          Array.from({ length: 96 }, (_, i) => String(i + 2)),
        ),
      },
    ])
  })

  test('a number tokenId above 2^53 says it has lost precision', async () => {
    const e = await expectInvalid(
      OPS.listOffersForCollectible,
      { ...collectibleValid, tokenId: 2 ** 60 },
      'tokenId',
    )
    expect(e.msg).toMatch(/2\^53/)
  })

  test.each([
    [['-1'], 'filters.tokenIDs.0'],
    [[1, 2 ** 60], 'filters.tokenIDs.1'],
    [[1n, 'x'], 'filters.tokenIDs.1'],
    [[2n ** 256n], 'filters.tokenIDs.0'],
    [[0.5], 'filters.tokenIDs.0'],
  ])('webhook filters.tokenIDs %o → InvalidArgument naming %s', async (tokenIDs, path) => {
    const params = {
      ...OPS.addWebhookListener.valid,
      filters: { ...OPS.addWebhookListener.valid.filters, tokenIDs },
    }
    await expectInvalid(OPS.addWebhookListener, params, path)
  })

  test('webhook filters.tokenIDs that is not an array → InvalidArgument, not a TypeError', async () => {
    const params = {
      ...OPS.addWebhookListener.valid,
      filters: { ...OPS.addWebhookListener.valid.filters, tokenIDs: '5' },
    }
    await expectInvalid(OPS.addWebhookListener, params, 'filters.tokenIDs')
  })
})

describe('pages', () => {
  const pagedOps = [
    OPS.listCollectibles,
    OPS.listListingsForCollectible,
    OPS.listOffersForCollectible,
  ] as const

  test.each(pagedOps)('$name: pageSize 0 or 101, page 0 or 1.5 are refused', async (op) => {
    for (const [page, path] of [
      [{ pageSize: 0 }, 'page.pageSize'],
      [{ pageSize: 101 }, 'page.pageSize'],
      [{ pageSize: 10.5 }, 'page.pageSize'],
      [{ page: 0 }, 'page.page'],
      [{ page: -3 }, 'page.page'],
      [{ page: 1.5 }, 'page.page'],
      [{ sort: [{ column: 'priceUSD', order: 'UP' }] }, 'page.sort.0.order'],
    ] as const) {
      await expectInvalid(op, { ...op.valid, page }, path)
    }
  })

  test.each(pagedOps)('$name: pageSize 1 and 100 and page 1 are accepted', async (op) => {
    await send(op, { ...op.valid, page: { page: 1, pageSize: 1 } })
    await send(op, { ...op.valid, page: { pageSize: 100 } })
    expect(server.requests).toHaveLength(2)
  })

  test('ListContracts: pageSize 0 or 101 are refused', async () => {
    await expectInvalid(OPS.listContracts, { projectId: 1, page: { pageSize: 0 } }, 'page.pageSize')
    await expectInvalid(
      OPS.listContracts,
      { projectId: 1, page: { pageSize: 101 } },
      'page.pageSize',
    )
  })
})

describe('enumerations', () => {
  // `marketplace` is an open string in requests (decisions.md §3): a name a
  // server answered with is sent back as it came; only an empty one is refused.
  test.each([
    OPS.getLowestPriceOfferForCollectible,
    OPS.getHighestPriceListingForCollectible,
    OPS.listListingsForCollectible,
    OPS.listOffersForCollectible,
  ])('$name: filter.marketplace is sent as given; an empty one is refused', async (op) => {
    await expectInvalid(
      op,
      { ...op.valid, filter: { marketplace: ['opensea', ''] } },
      'filter.marketplace.1',
    )
    server.requests.length = 0
    await send(op, { ...op.valid, filter: { marketplace: ['sequence_marketplace_v2', 'ebay'] } })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]!.json).toMatchObject({
      filter: { marketplace: ['sequence_marketplace_v2', 'ebay'] },
    })
  })

  test('ListCollectibles: an unknown side and property type are refused, marketplaces sent as given', async () => {
    const op = OPS.listCollectibles
    await expectInvalid(op, { ...op.valid, side: 'both' }, 'side')
    await expectInvalid(
      op,
      { ...op.valid, filter: { properties: [{ name: 'Power', type: 'FLOAT', min: 1 }] } },
      'filter.properties.0.type',
    )
    server.requests.length = 0
    await send(op, { ...op.valid, filter: { marketplaces: ['sequence_marketplace_v1'] } })
    expect(server.requests[0]!.json).toMatchObject({
      filter: { marketplaces: ['sequence_marketplace_v1'] },
    })
  })

  test('GenerateCancelTransaction: the marketplace is sent unchanged; empty or not a string is refused', async () => {
    const op = OPS.generateCancelTransaction
    for (const marketplace of ['', 3]) {
      await expectInvalid(op, { ...op.valid, marketplace }, 'marketplace')
    }
    server.requests.length = 0
    await send(op, { ...op.valid, marketplace: 'sequence_marketplace_v2' })
    expect(server.requests[0]!.json).toMatchObject({ marketplace: 'sequence_marketplace_v2' })
  })
})

describe('a value of the wrong kind', () => {
  /** The issues of a refused call, as `path: message`. */
  const issuesOf = async (op: Op, params: unknown, path: string) =>
    (await expectInvalid(op, params, path)).issues.map((i) => `${i.path}: ${i.message}`)

  test('is named once, with what was expected, and a missing one is required', async () => {
    const op = OPS.listCollectibles
    expect(await issuesOf(op, { ...op.valid, side: 'both' }, 'side')).toEqual([
      'side: expected one of listing, offer',
    ])
    expect(
      await issuesOf(op, { ...op.valid, filter: { includeEmpty: 'yes' } }, 'filter.includeEmpty'),
    ).toEqual(['filter.includeEmpty: expected boolean'])
    for (const min of [Number.NaN, Number.POSITIVE_INFINITY, '5', null]) {
      const properties = [{ name: 'Level', type: 'INT', min }]
      expect(
        await issuesOf(op, { ...op.valid, filter: { properties } }, 'filter.properties.0.min'),
      ).toEqual(['filter.properties.0.min: expected number'])
    }
    expect(
      await issuesOf(
        op,
        { ...op.valid, filter: { properties: [{ name: 'Level', min: 1 }] } },
        'filter.properties.0.type',
      ),
    ).toEqual(['filter.properties.0.type: is required'])
    // A wrong kind stops the checks after it: no "must be a positive integer" for a string.
    const contracts = OPS.listContracts
    expect(await issuesOf(contracts, { projectId: '7' }, 'projectId')).toEqual([
      'projectId: expected number',
    ])
    expect(await issuesOf(contracts, {}, 'projectId')).toEqual(['projectId: is required'])
    expect(await issuesOf(contracts, { projectId: 1.5 }, 'projectId')).toEqual([
      'projectId: must be a positive integer',
    ])
  })
})

describe('sizes and formats', () => {
  const order = { contractAddress: COLLECTION, orderId: '1' }

  test('GetOrders: no input, 101 inputs and an empty orderId are refused; 100 inputs pass', async () => {
    const op = OPS.getOrders
    await expectInvalid(op, { network: 'polygon', input: [] }, 'input')
    await expectInvalid(op, { network: 'polygon', input: Array(101).fill(order) }, 'input')
    await expectInvalid(
      op,
      { network: 'polygon', input: [{ ...order, orderId: '' }] },
      'input.0.orderId',
    )
    await send(op, { network: 'polygon', input: Array(100).fill(order) })
    expect(server.requests).toHaveLength(1)
  })

  test('GenerateCancelTransaction: an empty orderId is refused', async () => {
    await expectInvalid(
      OPS.generateCancelTransaction,
      { ...OPS.generateCancelTransaction.valid, orderId: '' },
      'orderId',
    )
  })

  test('CreateAudience: a name of 0 or 101 characters and a bad projectId are refused; 100 pass', async () => {
    const op = OPS.createAudience
    await expectInvalid(op, { projectId: 1, name: '' }, 'name')
    await expectInvalid(op, { projectId: 1, name: 'a'.repeat(101) }, 'name')
    for (const projectId of [0, -1, 1.5, '1']) {
      await expectInvalid(op, { projectId, name: 'Fans' }, 'projectId')
    }
    await send(op, { projectId: 1, name: 'a'.repeat(100) })
    expect(server.requests).toHaveLength(1)
  })

  test('AddAudienceContacts: one bad address among valid ones, 0 or 1001 contacts are refused', async () => {
    const op = OPS.addAudienceContacts
    const contacts = [
      { address: WALLET },
      { address: MAKER, name: 'M' },
      { address: '0xnope' },
      { address: LINKED },
    ]
    await expectInvalid(op, { projectId: 1, audienceId: 2, contacts }, 'contacts.2.address')
    await expectInvalid(
      op,
      { projectId: 1, audienceId: 2, contacts: [{ address: BAD_CHECKSUM }] },
      'contacts.0.address',
    )
    await expectInvalid(op, { projectId: 1, audienceId: 2, contacts: [] }, 'contacts')
    const many = Array.from({ length: 1001 }, () => ({ address: WALLET }))
    await expectInvalid(op, { projectId: 1, audienceId: 2, contacts: many }, 'contacts')
    await expectInvalid(
      op,
      { projectId: 1, audienceId: 0, contacts: [{ address: WALLET }] },
      'audienceId',
    )
    await send(op, { projectId: 1, audienceId: 2, contacts: many.slice(0, 1000) })
    expect(server.requests).toHaveLength(1)
  })

  test('IsValidETHAuthProof and RemoveLinkedWallet: empty strings and non-hex signatures are refused', async () => {
    await expectInvalid(
      OPS.isValidETHAuthProof,
      { ...OPS.isValidETHAuthProof.valid, ethAuthProofString: '' },
      'ethAuthProofString',
    )
    const rlw = OPS.removeLinkedWallet
    await expectInvalid(
      rlw,
      { ...rlw.valid, parentWalletSignature: 'abcdef' },
      'parentWalletSignature',
    )
    await expectInvalid(
      rlw,
      { ...rlw.valid, linkedWalletSignature: '0xzz' },
      'linkedWalletSignature',
    )
    await expectInvalid(rlw, { ...rlw.valid, linkedWalletMessage: '' }, 'linkedWalletMessage')
  })

  test('AddWebhookListener: non-http url, empty contract and event lists, bad topic hashes are refused', async () => {
    const op = OPS.addWebhookListener
    const filters = op.valid.filters
    for (const url of [
      'ftp://example.org/hook',
      'javascript:alert(1)',
      'example.org/hook',
      '',
      'https://',
    ]) {
      await expectInvalid(op, { ...op.valid, url }, 'url')
    }
    await expectInvalid(
      op,
      { ...op.valid, filters: { ...filters, contractAddresses: [] } },
      'filters.contractAddresses',
    )
    await expectInvalid(op, { ...op.valid, filters: { ...filters, events: [] } }, 'filters.events')
    await expectInvalid(
      op,
      { ...op.valid, filters: { ...filters, events: [''] } },
      'filters.events.0',
    )
    for (const hash of ['0x1234', TOPIC.slice(2), `0x${'zz'.repeat(32)}`, `${TOPIC}00`]) {
      await expectInvalid(
        op,
        { ...op.valid, filters: { ...filters, topicHashes: [TOPIC, hash] } },
        'filters.topicHashes.1',
      )
    }
    await expectInvalid(op, { ...op.valid, filters: 'all' }, 'filters')
    await send(op, {
      ...op.valid,
      url: 'http://localhost:8080/hook',
      filters: { ...filters, topicHashes: [TOPIC] },
    })
    expect(server.requests).toHaveLength(1)
  })

  test.each([
    ['', 'id'],
    [null, 'id'],
  ])('RemoveWebhookListener: id %j → InvalidArgument', async (id, path) => {
    await expectInvalid(OPS.removeWebhookListener, { ...OPS.removeWebhookListener.valid, id }, path)
  })
})

describe('client configuration', () => {
  const urlsOnly = { relayer: 'https://{network}.relayer.example.org' }

  function configError(make: () => unknown): PlatformError {
    try {
      make()
    } catch (e) {
      if (isPlatformError(e, 'InvalidArgument')) return e
      throw e
    }
    throw new Error('expected the configuration to be refused')
  }

  test.each([
    [{ accessKey: '', urls: urlsOnly }, 'accessKey'],
    [{ urls: urlsOnly }, 'accessKey'],
    [{ accessKey: 7, urls: urlsOnly }, 'accessKey'],
    [{ accessKey: 'pk' }, 'urls'],
    [{ accessKey: 'pk', urls: null }, 'urls'],
    [{ accessKey: 'pk', urls: urlsOnly, timeoutMs: 0 }, 'timeoutMs'],
    [{ accessKey: 'pk', urls: urlsOnly, timeoutMs: -5 }, 'timeoutMs'],
    [{ accessKey: 'pk', urls: urlsOnly, timeoutMs: Number.NaN }, 'timeoutMs'],
    [{ accessKey: 'pk', urls: urlsOnly, networks: [{ chainId: 0, name: 'zero' }] }, 'networks.0'],
    [{ accessKey: 'pk', urls: urlsOnly, networks: [{ chainId: -1, name: 'neg' }] }, 'networks.0'],
    [{ accessKey: 'pk', urls: urlsOnly, networks: [{ chainId: 1.5, name: 'frac' }] }, 'networks.0'],
    [
      {
        accessKey: 'pk',
        urls: urlsOnly,
        networks: [
          { chainId: 5, name: 'ok' },
          { chainId: 6, name: '' },
        ],
      },
      'networks.1',
    ],
    [{ accessKey: 'pk', urls: urlsOnly, networks: [{ name: 'noid' }] }, 'networks.0'],
    [{ accessKey: 'pk', urls: urlsOnly, networks: [null] }, 'networks.0'],
  ])('createBaseClient(%o) → InvalidArgument naming %s', (config, path) => {
    for (const make of [createBaseClient, createClient]) {
      const e = configError(() => make(config as unknown as ClientConfig))
      expect(e.code).toBe(2001)
      expect(e.issues.map((i) => i.path)).toContain(path)
    }
  })

  test('every configuration problem is reported at once', () => {
    const e = configError(() =>
      createBaseClient({ accessKey: '', urls: urlsOnly, timeoutMs: -1 } as ClientConfig),
    )
    expect(e.issues.map((i) => i.path)).toStrictEqual(['accessKey', 'timeoutMs'])
  })

  test.each([1.5, Number.POSITIVE_INFINITY, 2 ** 31])(
    'timeoutMs %s is refused at creation, or calls with it work',
    async (timeoutMs) => {
      let client: Client
      try {
        client = createClient({ accessKey: 'pk', urls, timeoutMs: timeoutMs as number })
      } catch (e) {
        expect(isPlatformError(e, 'InvalidArgument')).toBe(true)
        expect((e as PlatformError).issues.map((i) => i.path)).toContain('timeoutMs')
        return
      }
      server.reply(async () => {
        await new Promise((r) => setTimeout(r, 30))
        return { body: { chainID: 137 } }
      })
      try {
        await expect(client.relayer.getChainId({ network: 'polygon' })).resolves.toStrictEqual({
          chainID: 137,
        })
      } finally {
        server.reply({ body: {} })
      }
    },
  )
})

describe('indexer admin client', () => {
  const config = {
    accessKey: 'pk',
    secretKey: 'sk',
    urls: { indexer: 'https://{network}.example.org' },
  }

  function withBrowserGlobals(globals: readonly ('window' | 'document')[], run: () => void) {
    const saved = new Map(globals.map((g) => [g, Object.getOwnPropertyDescriptor(globalThis, g)]))
    for (const g of globals) Reflect.set(globalThis, g, {})
    try {
      run()
    } finally {
      for (const [g, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, g, descriptor)
        else Reflect.deleteProperty(globalThis, g)
      }
    }
  }

  test('refuses to run where window and document exist: the secret key must not reach a browser', () => {
    expect(typeof globalThis.window).toBe('undefined')
    withBrowserGlobals(['window', 'document'], () => {
      let caught: unknown
      try {
        createIndexerAdminClient(config)
      } catch (e) {
        caught = e
      }
      expect(caught).toBeInstanceOf(Error)
      const message = (caught as Error).message
      expect(message).toMatch(/browser/)
      expect(message).toMatch(/secret key/)
    })
    expect(typeof globalThis.window).toBe('undefined')
    expect(typeof globalThis.document).toBe('undefined')
    expect(() => createIndexerAdminClient(config)).not.toThrow()
  })

  test('a window alone (no document) is not a browser', () => {
    withBrowserGlobals(['window'], () => {
      expect(() => createIndexerAdminClient(config)).not.toThrow()
    })
  })

  test.each([
    [{ ...config, secretKey: '' }, 'secretKey'],
    [{ accessKey: 'pk', urls: config.urls }, 'secretKey'],
    [{ ...config, secretKey: 12 }, 'secretKey'],
    [{ ...config, accessKey: '' }, 'accessKey'],
  ])('createIndexerAdminClient(%o) → InvalidArgument naming %s', (bad, path) => {
    let caught: unknown
    try {
      createIndexerAdminClient(bad as unknown as Parameters<typeof createIndexerAdminClient>[0])
    } catch (e) {
      caught = e
    }
    expect(isPlatformError(caught, 'InvalidArgument')).toBe(true)
    expect((caught as PlatformError).issues.map((i) => i.path)).toContain(path)
  })
})
