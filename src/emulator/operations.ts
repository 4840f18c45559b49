/**
 * The names of the operations the emulator serves, as `Group/Operation`: the
 * keys of its router and of its controls (latency and failures per operation).
 */

/** Every operation the emulator serves, by `Group/Operation`. */
export const EMULATED_OPERATIONS = [
  'Relayer/GetChainID',
  'Metadata/TokenCollectionFilters',
  'Marketplace/ListCollectibles',
  'Marketplace/GetFloorOrder',
  'Marketplace/GetLowestPriceOfferForCollectible',
  'Marketplace/GetHighestPriceListingForCollectible',
  'Marketplace/ListListingsForCollectible',
  'Marketplace/ListOffersForCollectible',
  'Marketplace/GetOrders',
  'Marketplace/GenerateCancelTransaction',
  'Builder/ListContracts',
  'Builder/CreateAudience',
  'Builder/AddAudienceContacts',
  'API/IsValidETHAuthProof',
  'API/RemoveLinkedWallet',
  'Indexer/AddWebhookListener',
  'Indexer/RemoveWebhookListener',
] as const

/** An operation of the emulator, e.g. `'Marketplace/ListCollectibles'`. */
export type EmulatedOperation = (typeof EMULATED_OPERATIONS)[number]

const KNOWN: ReadonlySet<string> = new Set(EMULATED_OPERATIONS)

/** Whether `name` is one of the emulator's operations. */
export const isEmulatedOperation = (name: string): name is EmulatedOperation => KNOWN.has(name)

/**
 * The operation a request URL names (`…/rpc/<Group>/<Operation>`), or
 * undefined for any other path (the signed-cancel endpoint, an unknown route).
 */
export function operationOf(url: string): EmulatedOperation | undefined {
  const segments = new URL(url).pathname.split('/')
  if (segments.at(-3) !== 'rpc') return undefined
  const name = segments.slice(-2).join('/')
  return isEmulatedOperation(name) ? name : undefined
}
