/**
 * The interface's 17 operations (platform-interface.md §4), and the reads the
 * kit takes from the platform's services beyond it (decisions.md), written
 * out here, against every table derived from their declarations: the declaration list,
 * the client's methods, the query definitions, the emulator's route table and
 * wire answers, and the live invalidation scope. An operation missing from
 * any of them fails here by its name (issue 29).
 */
import { describe, expect, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import { routeOf } from '../../src/core/schemas/rpc/define.js'
import { RPC_OPERATIONS } from '../../src/core/schemas/rpc/index.js'
import { HANDLERS_BY_ROUTE } from '../../src/emulator/handlers/index.js'
import { EMULATED_OPERATIONS } from '../../src/emulator/operations.js'
import { AS_IS } from '../../src/emulator/wire/types.js'
import * as query from '../../src/query/index.js'
import { readPlatformKey } from '../../src/query/key.js'
import { createIndexerAdminClient } from '../../src/server/index.js'

/** How the kit offers one operation: its client method, and its query definitions (a read's or a write's). */
interface Offered {
  readonly route: string
  /** `[group, method]` of createClient's client, or of the server's admin client (`'admin'`). */
  readonly client: readonly [string, string]
  readonly read?: { readonly key: string; readonly options: string }
  readonly write?: { readonly mutationOptions: string }
}

const INTERFACE: readonly Offered[] = [
  // §4.1 Relayer
  {
    route: 'Relayer/GetChainID',
    client: ['relayer', 'getChainId'],
    read: { key: 'chainIdQueryKey', options: 'chainIdQueryOptions' },
  },
  // §4.2 Metadata
  {
    route: 'Metadata/TokenCollectionFilters',
    client: ['metadata', 'tokenCollectionFilters'],
    read: { key: 'tokenCollectionFiltersQueryKey', options: 'tokenCollectionFiltersQueryOptions' },
  },
  // §4.3 Marketplace
  {
    route: 'Marketplace/ListCollectibles',
    client: ['marketplace', 'listCollectibles'],
    read: { key: 'collectiblesQueryKey', options: 'collectiblesQueryOptions' },
  },
  {
    route: 'Marketplace/GetFloorOrder',
    client: ['marketplace', 'getFloorOrder'],
    read: { key: 'floorOrderQueryKey', options: 'floorOrderQueryOptions' },
  },
  {
    route: 'Marketplace/GetLowestPriceOfferForCollectible',
    client: ['marketplace', 'getLowestPriceOfferForCollectible'],
    read: { key: 'lowestPriceOfferQueryKey', options: 'lowestPriceOfferQueryOptions' },
  },
  {
    route: 'Marketplace/GetHighestPriceListingForCollectible',
    client: ['marketplace', 'getHighestPriceListingForCollectible'],
    read: { key: 'highestPriceListingQueryKey', options: 'highestPriceListingQueryOptions' },
  },
  {
    route: 'Marketplace/ListListingsForCollectible',
    client: ['marketplace', 'listListingsForCollectible'],
    read: { key: 'listingsQueryKey', options: 'listingsQueryOptions' },
  },
  {
    route: 'Marketplace/ListOffersForCollectible',
    client: ['marketplace', 'listOffersForCollectible'],
    read: { key: 'offersQueryKey', options: 'offersQueryOptions' },
  },
  {
    route: 'Marketplace/GetOrders',
    client: ['marketplace', 'getOrders'],
    read: { key: 'ordersQueryKey', options: 'ordersQueryOptions' },
  },
  {
    route: 'Marketplace/GenerateCancelTransaction',
    client: ['marketplace', 'generateCancelTransaction'],
    write: { mutationOptions: 'generateCancelTransactionMutationOptions' },
  },
  // §4.4 Builder
  {
    route: 'Builder/ListContracts',
    client: ['builder', 'listContracts'],
    read: { key: 'contractsQueryKey', options: 'contractsQueryOptions' },
  },
  {
    route: 'Builder/CreateAudience',
    client: ['builder', 'createAudience'],
    write: { mutationOptions: 'createAudienceMutationOptions' },
  },
  {
    route: 'Builder/AddAudienceContacts',
    client: ['builder', 'addAudienceContacts'],
    write: { mutationOptions: 'addAudienceContactsMutationOptions' },
  },
  // §4.5 API
  {
    route: 'API/IsValidETHAuthProof',
    client: ['api', 'isValidETHAuthProof'],
    read: { key: 'isValidETHAuthProofQueryKey', options: 'isValidETHAuthProofQueryOptions' },
  },
  {
    route: 'API/RemoveLinkedWallet',
    client: ['api', 'removeLinkedWallet'],
    write: { mutationOptions: 'removeLinkedWalletMutationOptions' },
  },
  // §4.6 Indexer webhooks: server-side only (the secret key), so no query definitions.
  { route: 'Indexer/AddWebhookListener', client: ['admin', 'addWebhookListener'] },
  { route: 'Indexer/RemoveWebhookListener', client: ['admin', 'removeWebhookListener'] },
]

/** Reads not in the interface's §4, each with its decision (decisions.md). */
const BEYOND: readonly Offered[] = [
  // "Token names" (issue 43): go-sequence's metadata service.
  {
    route: 'Metadata/GetTokenMetadata',
    client: ['metadata', 'getTokenMetadata'],
    read: { key: 'tokenMetadataQueryKey', options: 'tokenMetadataQueryOptions' },
  },
]

const COLLECTION = '0x1111111111111111111111111111111111111111'

/** Parameters every read's key builder takes: keys are built without validation. */
const PARAMS = {
  network: 'polygon',
  contractAddress: COLLECTION,
  tokenId: '7',
  tokenIds: ['7', 8n],
  input: [{ contractAddress: COLLECTION, orderId: '1' }],
}

const urls = { marketplace: 'http://x', metadata: 'http://x', api: 'http://x', indexer: 'http://x' }
const client = createClient({ accessKey: 'pk_test', urls }) as unknown as Record<string, unknown>
const admin = createIndexerAdminClient({ accessKey: 'pk_test', secretKey: 'sk', urls })

const exported = query as unknown as Record<string, unknown>
const declarationOf = (route: string) => RPC_OPERATIONS.find((rpc) => routeOf(rpc) === route)
const nameOf = (route: string) => route.split('/')[1]

test('the interface has 17 operations, and the declaration list is exactly them and the reads beyond it', () => {
  expect(INTERFACE).toHaveLength(17)
  expect(RPC_OPERATIONS.map(routeOf).sort()).toEqual(
    [...INTERFACE, ...BEYOND].map((o) => o.route).sort(),
  )
})

describe.each([...INTERFACE, ...BEYOND])('$route', (offered) => {
  const { route } = offered

  test('is declared', () => {
    expect(declarationOf(route), `${route} is not in RPC_OPERATIONS`).toBeDefined()
  })

  test('is a method of its client', () => {
    const [group, method] = offered.client
    const methods = (group === 'admin' ? admin : client[group]) as Record<string, unknown>
    expect(typeof methods?.[method], `${group}.${method}`).toBe('function')
  })

  test('has its query definitions, keyed by its name', () => {
    const { read, write } = offered
    if (read) {
      const key = exported[read.key] as ((params: unknown) => readonly unknown[]) | undefined
      const options = exported[read.options]
      expect(typeof key, `${read.key} is not exported from platform-kit/query`).toBe('function')
      expect(typeof options, `${read.options} is not exported from platform-kit/query`).toBe(
        'function',
      )
      const said = readPlatformKey(key!(PARAMS))
      expect(said && `${said.group}/${said.operation}`).toBe(route)
    } else if (write) {
      const options = exported[write.mutationOptions] as
        | ((c: unknown) => { mutationKey: readonly unknown[] })
        | undefined
      expect(typeof options, `${write.mutationOptions} is not exported`).toBe('function')
      const said = readPlatformKey(options!(client).mutationKey)
      expect(said && `${said.group}/${said.operation}`).toBe(route)
    } else {
      expect(
        route.startsWith('Indexer/'),
        'only the server-side webhook operations have none',
      ).toBe(true)
    }
  })

  test("is in the emulator's route table, under its own route", () => {
    expect(EMULATED_OPERATIONS).toContain(route)
    expect(HANDLERS_BY_ROUTE.get(route)?.rpc).toBe(declarationOf(route))
  })

  test('states its wire answer beside its handler, naming only members of its response', () => {
    const answer = HANDLERS_BY_ROUTE.get(route)?.answer
    expect(answer, `${route}'s handler states no wire answer`).toBeDefined()
    if (answer === AS_IS) return
    const members = Object.keys((declarationOf(route)!.response as { shape?: object }).shape ?? {})
    expect(members.length, `${route}'s response is a model`).toBeGreaterThan(0)
    for (const field of Object.keys(answer!)) expect(members, `${route}: ${field}`).toContain(field)
  })

  test('has its live invalidation scope', () => {
    const declared = declarationOf(route)
    const marketplaceRead = route.startsWith('Marketplace/') && offered.read !== undefined
    if (!marketplaceRead) {
      // A write, or a read no order event moves: no live event touches it.
      expect(declared?.live).toBe('none')
      return
    }
    expect(declared?.live, `${route} states no live scope`).not.toBe('none')
    const queryKey = (exported[offered.read!.key] as (params: unknown) => readonly unknown[])(
      PARAMS,
    )
    // Every live event, and one naming this key's collection and token, refreshes it.
    expect(query.liveQueriesFilter().predicate({ queryKey })).toBe(true)
    const target = { network: 137, contractAddress: COLLECTION, tokenIds: ['7'] }
    expect(query.liveQueriesFilter([target]).predicate({ queryKey })).toBe(true)
    // A token-level read is left alone by an event naming another token; a collection-wide one is not.
    const other = query.liveQueriesFilter([{ ...target, tokenIds: ['8'] }]).predicate({ queryKey })
    expect(other).toBe(declared?.live === 'collection')
    expect(nameOf(route)).toBe(declared?.name)
  })
})
