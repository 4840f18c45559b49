/**
 * The interface's 17 operations (platform-interface.md §4), and the reads the
 * kit takes from the platform's services beyond it (decisions.md), written
 * out here, against every table derived from their declarations: the declaration list,
 * the client's methods, the query definitions, the emulator's route table and
 * wire answers, and the live invalidation scope. An operation missing from
 * any of them fails here by its name (issue 29).
 */
import { describe, expect, test } from 'vitest'
import * as wagmi from 'wagmi'
import { createClient } from '../../src/core/client.js'
import { routeOf } from '../../src/core/schemas/rpc/define.js'
import { RPC_OPERATIONS } from '../../src/core/schemas/rpc/index.js'
import { HANDLERS_BY_ROUTE } from '../../src/emulator/handlers/index.js'
import { EMULATED_OPERATIONS } from '../../src/emulator/operations.js'
import { AS_IS } from '../../src/emulator/wire/types.js'
import * as query from '../../src/query/index.js'
import { readPlatformKey } from '../../src/query/key.js'
import * as react from '../../src/react/index.js'
import { createIndexerAdminClient } from '../../src/server/index.js'

/** An operation and how the kit offers it: a read, a write, or a server-side operation (the secret key). */
interface Offered {
  readonly route: string
  readonly kind: 'read' | 'write' | 'server'
}

const INTERFACE: readonly Offered[] = [
  // §4.1 Relayer
  {
    route: 'Relayer/GetChainID',
    kind: 'read',
  },
  // §4.2 Metadata
  {
    route: 'Metadata/TokenCollectionFilters',
    kind: 'read',
  },
  // §4.3 Marketplace
  {
    route: 'Marketplace/ListCollectibles',
    kind: 'read',
  },
  {
    route: 'Marketplace/GetFloorOrder',
    kind: 'read',
  },
  {
    route: 'Marketplace/GetLowestPriceOfferForCollectible',
    kind: 'read',
  },
  {
    route: 'Marketplace/GetHighestPriceListingForCollectible',
    kind: 'read',
  },
  {
    route: 'Marketplace/ListListingsForCollectible',
    kind: 'read',
  },
  {
    route: 'Marketplace/ListOffersForCollectible',
    kind: 'read',
  },
  {
    route: 'Marketplace/GetOrders',
    kind: 'read',
  },
  {
    route: 'Marketplace/GenerateCancelTransaction',
    kind: 'write',
  },
  // §4.4 Builder
  {
    route: 'Builder/ListContracts',
    kind: 'read',
  },
  {
    route: 'Builder/CreateAudience',
    kind: 'write',
  },
  {
    route: 'Builder/AddAudienceContacts',
    kind: 'write',
  },
  // §4.5 API
  {
    route: 'API/IsValidETHAuthProof',
    kind: 'read',
  },
  {
    route: 'API/RemoveLinkedWallet',
    kind: 'write',
  },
  // §4.6 Indexer webhooks: server-side only (the secret key), so no query definitions.
  { route: 'Indexer/AddWebhookListener', kind: 'server' },
  { route: 'Indexer/RemoveWebhookListener', kind: 'server' },
]

/** Reads not in the interface's §4, each with its decision (decisions.md). */
const BEYOND: readonly Offered[] = [
  // "Token names" (issue 43): go-sequence's metadata service.
  {
    route: 'Metadata/GetTokenMetadata',
    kind: 'read',
  },
]

/**
 * The one naming rule from the wire to the hook (docs/adding-an-operation.md),
 * derived here from the route alone: the client's method is the operation's
 * name, first letter lower, a trailing `ID` as `Id`, under its group (the
 * Indexer's under the admin client); a read drops a leading `Get` or `List`
 * and a trailing `ForCollectible` — `<read>QueryKey`, `<read>QueryOptions`,
 * `use<Read>` — and a hook whose name wagmi already has takes its group in
 * front (`useChainId` → `useRelayerChainId`); a write keeps its verb —
 * `<write>MutationOptions`, `use<Write>`.
 */
function namesOf({ route, kind }: Offered) {
  const [group = '', name = ''] = route.split('/')
  const id = (n: string) => n.replace(/ID$/, 'Id')
  const lower = (n: string) => n[0]!.toLowerCase() + n.slice(1)
  const client = [group === 'Indexer' ? 'admin' : group.toLowerCase(), lower(id(name))] as const
  if (kind === 'server') return { client }
  if (kind === 'write') {
    return { client, mutationOptions: `${lower(name)}MutationOptions`, hook: `use${name}` }
  }
  const read = id(name.replace(/^(Get|List)(?=[A-Z])/, '').replace(/ForCollectible$/, ''))
  const hook = `use${read}` in wagmi ? `use${group}${read}` : `use${read}`
  return { client, key: `${lower(read)}QueryKey`, options: `${lower(read)}QueryOptions`, hook }
}

test('the naming rule gives the names the kit had before it was written down', () => {
  const names = (route: string, kind: Offered['kind']) => namesOf({ route, kind })
  expect(names('Relayer/GetChainID', 'read')).toEqual({
    client: ['relayer', 'getChainId'],
    key: 'chainIdQueryKey',
    options: 'chainIdQueryOptions',
    hook: 'useRelayerChainId',
  })
  expect(names('Marketplace/GetHighestPriceListingForCollectible', 'read').key).toBe(
    'highestPriceListingQueryKey',
  )
  expect(names('API/IsValidETHAuthProof', 'read').hook).toBe('useIsValidETHAuthProof')
  expect(names('Builder/CreateAudience', 'write')).toEqual({
    client: ['builder', 'createAudience'],
    mutationOptions: 'createAudienceMutationOptions',
    hook: 'useCreateAudience',
  })
  expect(names('Indexer/AddWebhookListener', 'server').client).toEqual([
    'admin',
    'addWebhookListener',
  ])
})

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

  const names = namesOf(offered)

  test('is a method of its client', () => {
    const [group, method] = names.client
    const methods = (group === 'admin' ? admin : client[group]) as Record<string, unknown>
    expect(typeof methods?.[method], `${group}.${method}`).toBe('function')
  })

  test('has its query definitions, keyed by its name', () => {
    if (names.key !== undefined && names.options !== undefined) {
      const key = exported[names.key] as ((params: unknown) => readonly unknown[]) | undefined
      const options = exported[names.options]
      expect(typeof key, `${names.key} is not exported from platform-kit/query`).toBe('function')
      expect(typeof options, `${names.options} is not exported from platform-kit/query`).toBe(
        'function',
      )
      const said = readPlatformKey(key!(PARAMS))
      expect(said && `${said.group}/${said.operation}`).toBe(route)
    } else if (names.mutationOptions !== undefined) {
      const options = exported[names.mutationOptions] as
        | ((c: unknown) => { mutationKey: readonly unknown[] })
        | undefined
      expect(typeof options, `${names.mutationOptions} is not exported`).toBe('function')
      const said = readPlatformKey(options!(client).mutationKey)
      expect(said && `${said.group}/${said.operation}`).toBe(route)
    } else {
      expect(
        route.startsWith('Indexer/'),
        'only the server-side webhook operations have none',
      ).toBe(true)
    }
  })

  test('has its hook in platform-kit/react, named by the rule', () => {
    if (names.hook === undefined) return expect(offered.kind).toBe('server')
    expect(typeof (react as Record<string, unknown>)[names.hook], names.hook).toBe('function')
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
    const marketplaceRead = route.startsWith('Marketplace/') && offered.kind === 'read'
    if (!marketplaceRead) {
      // A write, or a read no order event moves: no live event touches it.
      expect(declared?.live).toBe('none')
      return
    }
    expect(declared?.live, `${route} states no live scope`).not.toBe('none')
    const queryKey = (exported[names.key!] as (params: unknown) => readonly unknown[])(PARAMS)
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
