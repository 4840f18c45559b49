import { addAudienceContacts } from './operations/addAudienceContacts.js'
import { createAudience } from './operations/createAudience.js'
import { generateCancelTransaction } from './operations/generateCancelTransaction.js'
import { getChainId } from './operations/getChainId.js'
import { getFloorOrder } from './operations/getFloorOrder.js'
import { getHighestPriceListingForCollectible } from './operations/getHighestPriceListingForCollectible.js'
import { getLowestPriceOfferForCollectible } from './operations/getLowestPriceOfferForCollectible.js'
import { getOrders } from './operations/getOrders.js'
import { isValidETHAuthProof } from './operations/isValidETHAuthProof.js'
import { listCollectibles } from './operations/listCollectibles.js'
import { listContracts } from './operations/listContracts.js'
import { listListingsForCollectible } from './operations/listListingsForCollectible.js'
import { listOffersForCollectible } from './operations/listOffersForCollectible.js'
import { removeLinkedWallet } from './operations/removeLinkedWallet.js'
import { tokenCollectionFilters } from './operations/tokenCollectionFilters.js'
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

const bind =
  <P, R>(client: BaseClient, operation: (c: BaseClient, p: P, o?: CallOptions) => R) =>
  (params: P, options?: CallOptions) =>
    operation(client, params, options)

/** The full client: the configuration of `BaseClient` and every operation, grouped as the interface groups them. */
export interface Client extends BaseClient {
  readonly relayer: { readonly getChainId: BoundOperation<typeof getChainId> }
  readonly metadata: {
    readonly tokenCollectionFilters: BoundOperation<typeof tokenCollectionFilters>
  }
  readonly marketplace: {
    readonly listCollectibles: BoundOperation<typeof listCollectibles>
    readonly getFloorOrder: BoundOperation<typeof getFloorOrder>
    readonly getLowestPriceOfferForCollectible: BoundOperation<
      typeof getLowestPriceOfferForCollectible
    >
    readonly getHighestPriceListingForCollectible: BoundOperation<
      typeof getHighestPriceListingForCollectible
    >
    readonly listListingsForCollectible: BoundOperation<typeof listListingsForCollectible>
    readonly listOffersForCollectible: BoundOperation<typeof listOffersForCollectible>
    readonly getOrders: BoundOperation<typeof getOrders>
    readonly generateCancelTransaction: BoundOperation<typeof generateCancelTransaction>
  }
  readonly builder: {
    readonly listContracts: BoundOperation<typeof listContracts>
    readonly createAudience: BoundOperation<typeof createAudience>
    readonly addAudienceContacts: BoundOperation<typeof addAudienceContacts>
  }
  readonly api: {
    readonly isValidETHAuthProof: BoundOperation<typeof isValidETHAuthProof>
    readonly removeLinkedWallet: BoundOperation<typeof removeLinkedWallet>
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
  return {
    ...base,
    relayer: { getChainId: bind(base, getChainId) },
    metadata: { tokenCollectionFilters: bind(base, tokenCollectionFilters) },
    marketplace: {
      listCollectibles: bind(base, listCollectibles),
      getFloorOrder: bind(base, getFloorOrder),
      getLowestPriceOfferForCollectible: bind(base, getLowestPriceOfferForCollectible),
      getHighestPriceListingForCollectible: bind(base, getHighestPriceListingForCollectible),
      listListingsForCollectible: bind(base, listListingsForCollectible),
      listOffersForCollectible: bind(base, listOffersForCollectible),
      getOrders: bind(base, getOrders),
      generateCancelTransaction: bind(base, generateCancelTransaction),
    },
    builder: {
      listContracts: bind(base, listContracts),
      createAudience: bind(base, createAudience),
      addAudienceContacts: bind(base, addAudienceContacts),
    },
    api: {
      isValidETHAuthProof: bind(base, isValidETHAuthProof),
      removeLinkedWallet: bind(base, removeLinkedWallet),
    },
  }
}
