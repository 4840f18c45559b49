/**
 * The full client, derived from the operation functions: one method per
 * operation the browser may call, grouped as the interface groups them. The
 * method table below is keyed by the declarations' routes (RPC_OPERATIONS):
 * an operation without its function, or a function under another's route, is
 * a type error; the groups and method names are read from the routes.
 */
import { addAudienceContacts } from './operations/addAudienceContacts.js'
import { createAudience } from './operations/createAudience.js'
import { generateCancelTransaction } from './operations/generateCancelTransaction.js'
import { getChainId } from './operations/getChainId.js'
import { getFloorOrder } from './operations/getFloorOrder.js'
import { getHighestPriceListingForCollectible } from './operations/getHighestPriceListingForCollectible.js'
import { getLowestPriceOfferForCollectible } from './operations/getLowestPriceOfferForCollectible.js'
import { getOrders } from './operations/getOrders.js'
import { getTokenMetadata } from './operations/getTokenMetadata.js'
import { isValidETHAuthProof } from './operations/isValidETHAuthProof.js'
import { listCollectibles } from './operations/listCollectibles.js'
import { listContracts } from './operations/listContracts.js'
import { listListingsForCollectible } from './operations/listListingsForCollectible.js'
import { listOffersForCollectible } from './operations/listOffersForCollectible.js'
import { removeLinkedWallet } from './operations/removeLinkedWallet.js'
import { tokenCollectionFilters } from './operations/tokenCollectionFilters.js'
import type { Infer } from './schemas/read.js'
import type { OperationRoute, RpcAt } from './schemas/rpc/index.js'
import type { CallOptions } from './transport/call.js'
import { type BaseClient, type ClientConfig, createBaseClient } from './transport/client.js'

/** An operation function with its client bound: `(params, options?) => Promise<Response>`. */
export type BoundOperation<F> = F extends (
  client: BaseClient,
  params: infer P,
  options?: CallOptions,
) => infer R
  ? (params: P, options?: CallOptions) => R
  : never

/** The routes the browser's client calls: all but the Indexer's, which need the secret key (`platform-kit/server`). */
type ClientRoute = Exclude<OperationRoute, `Indexer/${string}`>

/** An operation function: the client, the operation's parameters, call options → its response. */
type OperationFunction<K extends ClientRoute> = (
  client: BaseClient,
  params: never,
  options?: CallOptions,
) => Promise<Infer<RpcAt<K>['response']>>

const METHODS = {
  'Relayer/GetChainID': getChainId,
  'Metadata/TokenCollectionFilters': tokenCollectionFilters,
  'Metadata/GetTokenMetadata': getTokenMetadata,
  'Marketplace/ListCollectibles': listCollectibles,
  'Marketplace/GetFloorOrder': getFloorOrder,
  'Marketplace/GetLowestPriceOfferForCollectible': getLowestPriceOfferForCollectible,
  'Marketplace/GetHighestPriceListingForCollectible': getHighestPriceListingForCollectible,
  'Marketplace/ListListingsForCollectible': listListingsForCollectible,
  'Marketplace/ListOffersForCollectible': listOffersForCollectible,
  'Marketplace/GetOrders': getOrders,
  'Marketplace/GenerateCancelTransaction': generateCancelTransaction,
  'Builder/ListContracts': listContracts,
  'Builder/CreateAudience': createAudience,
  'Builder/AddAudienceContacts': addAudienceContacts,
  'API/IsValidETHAuthProof': isValidETHAuthProof,
  'API/RemoveLinkedWallet': removeLinkedWallet,
} as const satisfies { readonly [K in ClientRoute]: OperationFunction<K> }

type Methods = typeof METHODS

/** A method's name, read from its operation's: the first letter lower, a trailing `ID` as `Id` (`GetChainID` → `getChainId`). */
type MethodName<N extends string> = N extends `${infer Head}ID`
  ? `${Uncapitalize<Head>}Id`
  : Uncapitalize<N>

/** A group's property, read from its name: `Marketplace` → `marketplace`, `API` → `api`. */
type GroupKey<R extends ClientRoute> = R extends `${infer G}/${string}` ? Lowercase<G> : never

const methodName = (name: string): string =>
  name[0]!.toLowerCase() + name.slice(1).replace(/ID$/, 'Id')

/** The full client: the configuration of `BaseClient` and every operation, grouped as the interface groups them. */
export type Client = BaseClient & {
  readonly [G in GroupKey<ClientRoute>]: {
    readonly [R in ClientRoute as GroupKey<R> extends G
      ? R extends `${string}/${infer N}`
        ? MethodName<N>
        : never
      : never]: BoundOperation<Methods[R]>
  }
}

/**
 * Creates the full client: one method per operation, grouped as the interface
 * groups them. Each method validates its parameters before sending, returns
 * the typed and validated response body, and throws a `PlatformError` on
 * failure. The webhook operations, which need the secret key, live in
 * `platform-kit/server`.
 *
 * @example
 * ```ts
 * import { createClient } from 'platform-kit'
 *
 * const client = createClient({
 *   accessKey: 'pk_…',
 *   urls: { marketplace: 'https://marketplace.example.org', api: 'https://api.example.org' },
 * })
 * const { collectible } = await client.marketplace.getFloorOrder({ network: 'polygon', contractAddress: '0x…' })
 * ```
 */
export function createClient(config: ClientConfig): Client {
  const base = createBaseClient(config)
  const groups: Record<string, Record<string, unknown>> = {}
  for (const [route, operation] of Object.entries(METHODS)) {
    const [group, name] = route.split('/') as [string, string]
    const key = group.toLowerCase()
    groups[key] = { ...groups[key] }
    groups[key][methodName(name)] = (params: unknown, options?: CallOptions) =>
      (operation as (c: BaseClient, p: unknown, o?: CallOptions) => Promise<unknown>)(
        base,
        params,
        options,
      )
  }
  return { ...base, ...groups } as Client
}
