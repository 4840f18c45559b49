/**
 * The shape of the corpus of real-shaped responses (test/corpus): each entry
 * names the public file and commit its body was taken from, the operation it
 * is replayed into, the body as found (or as Go's encoding/json writes the
 * struct named), and what must arrive once the kit has read it.
 */
import type {
  AddAudienceContactsResponse,
  AddWebhookListenerResponse,
  CreateAudienceResponse,
  GenerateCancelTransactionResponse,
  GetChainIdResponse,
  GetFloorOrderResponse,
  GetHighestPriceListingForCollectibleResponse,
  GetLowestPriceOfferForCollectibleResponse,
  GetOrdersResponse,
  GetTokenMetadataResponse,
  IsValidETHAuthProofResponse,
  ListCollectiblesResponse,
  ListContractsResponse,
  ListListingsForCollectibleResponse,
  ListOffersForCollectibleResponse,
  RemoveLinkedWalletResponse,
  RemoveWebhookListenerResponse,
  TokenCollectionFiltersResponse,
} from '../../src/core/index.js'
import { EMULATED_OPERATIONS } from '../../src/emulator/operations.js'
import type { ParsedWebhookEvent } from '../../src/server/index.js'

/** Where a body comes from: a public repository, a file in it, the commit read. */
export interface CorpusSource {
  /** `owner/name` on GitHub. */
  readonly repo: string
  readonly path: string
  /** The full 40-hex commit the file was read at. */
  readonly commit: string
  /** Captured (as found) or serialized (from a Go struct or schema), and anything changed. */
  readonly note?: string
}

/** What each read operation gives back, by `Group/Name`; `Webhook/Delivery` is a received event. */
export interface CorpusReads {
  'Relayer/GetChainID': GetChainIdResponse
  'Metadata/TokenCollectionFilters': TokenCollectionFiltersResponse
  'Marketplace/ListCollectibles': ListCollectiblesResponse
  'Marketplace/GetFloorOrder': GetFloorOrderResponse
  'Marketplace/GetLowestPriceOfferForCollectible': GetLowestPriceOfferForCollectibleResponse
  'Marketplace/GetHighestPriceListingForCollectible': GetHighestPriceListingForCollectibleResponse
  'Marketplace/ListListingsForCollectible': ListListingsForCollectibleResponse
  'Marketplace/ListOffersForCollectible': ListOffersForCollectibleResponse
  'Marketplace/GetOrders': GetOrdersResponse
  'Marketplace/GenerateCancelTransaction': GenerateCancelTransactionResponse
  'Builder/ListContracts': ListContractsResponse
  'Builder/CreateAudience': CreateAudienceResponse
  'Builder/AddAudienceContacts': AddAudienceContactsResponse
  'API/IsValidETHAuthProof': IsValidETHAuthProofResponse
  'API/RemoveLinkedWallet': RemoveLinkedWalletResponse
  'Indexer/AddWebhookListener': AddWebhookListenerResponse
  'Indexer/RemoveWebhookListener': RemoveWebhookListenerResponse
  'Metadata/GetTokenMetadata': GetTokenMetadataResponse
  'Webhook/Delivery': ParsedWebhookEvent
}
export type CorpusOperation = keyof CorpusReads

/** Every read operation the corpus must cover: every operation of the interface, and webhook deliveries. */
export const CORPUS_OPERATIONS = [
  ...EMULATED_OPERATIONS,
  'Webhook/Delivery',
] as const satisfies readonly CorpusOperation[]

/** One response of the corpus. */
export interface CorpusEntry<Op extends CorpusOperation = CorpusOperation> {
  readonly source: CorpusSource
  readonly operation: Op
  /** The JSON body exactly as found or serialized; sent as is. */
  readonly body: unknown
  /** Asserts what must arrive once the kit has read `body`. */
  readonly arrives: (read: CorpusReads[Op]) => void
}

/** An entry of any operation, its `arrives` typed by its `operation`. */
export type AnyCorpusEntry = { [Op in CorpusOperation]: CorpusEntry<Op> }[CorpusOperation]

/** Declares an entry, typing `arrives` from `operation`. */
export const entry = <Op extends CorpusOperation>(e: CorpusEntry<Op>): AnyCorpusEntry =>
  e as unknown as AnyCorpusEntry

/** The members a read value carries beyond its type (the reader keeps unknown members). */
export const extra = (value: unknown): Record<string, unknown> => value as Record<string, unknown>
