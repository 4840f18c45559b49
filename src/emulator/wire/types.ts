/**
 * The Go structs of the real servers, as far as their `json` tags change what
 * goes over the wire: each handler states its operation's answer with them
 * (`defineHandler(Rpc, answer, handle)` in handlers/<operation>.ts).
 * Read off 0xsequence/go-sequence at ea9318548a59f4ecad93229aac0a2a570df1be97:
 * services/marketplace/marketplace.gen.go, services/metadata/metadata.gen.go,
 * services/indexer/indexer.gen.go, services/api/api.gen.go and
 * relayer/proto/relayer.gen.go. Builder has no Go type there: its answers
 * follow the interface, sent as they are.
 */
import type { GoStruct } from './goJson.js'

/** marketplace.gen.go `FeeBreakdown`: plain values. */
const GoFeeBreakdown: GoStruct = {}

/**
 * marketplace.gen.go `Order`: `ID`, `CollectionID`, `CollectibleID` and
 * `Source` are `json:"-"`; `OriginName` is `omitempty`; `TokenID`,
 * `OrderCreatedAt`, `OrderUpdatedAt` are pointers and `FeeBreakdown` a slice,
 * all without `omitempty`; `DeletedAt` a pointer with `omitempty`.
 */
export const GoOrder: GoStruct = {
  id: '-',
  collectionId: '-',
  collectibleId: '-',
  source: '-',
  originName: 'omit',
  tokenId: 'null',
  feeBreakdown: { list: GoFeeBreakdown },
  orderCreatedAt: 'null',
  orderUpdatedAt: 'null',
  deletedAt: 'omitNil',
}

/** marketplace.gen.go `Asset`: the file details are `omitempty`, `Width`/`Height` pointers. */
const GoAsset: GoStruct = {
  metadataField: 'omit',
  filename: 'omit',
  filesize: 'omit',
  mimeType: 'omit',
  width: 'omitNil',
  height: 'omitNil',
}

/**
 * marketplace.gen.go and metadata.gen.go `TokenMetadata`: `Properties` (a
 * map) and `Attributes` (a slice) are sent as `null` when nil; `video`,
 * `audio` and the ERC-721 snake_case fields are `omitempty`; `Decimals` is a
 * pointer with `omitempty`; `Assets` a slice with `omitempty`.
 */
const GoTokenMetadata: GoStruct = {
  name: 'str',
  description: 'str',
  image: 'str',
  video: 'omit',
  audio: 'omit',
  properties: 'null',
  attributes: 'null',
  imageData: { name: 'image_data', as: 'omit' },
  externalUrl: { name: 'external_url', as: 'omit' },
  backgroundColor: { name: 'background_color', as: 'omit' },
  animationUrl: { name: 'animation_url', as: 'omit' },
  decimals: 'omitNil',
  assets: { list: GoAsset, as: 'omit' },
}

/**
 * metadata.gen.go `TokenMetadata`, as `GetTokenMetadata` answers it: the
 * marketplace's members, and the metadata service's own — `ChainID` a pointer
 * and `ContractAddress` a hash, both `omitempty`; `Source` a string, `Status`
 * an enum sent as its name (`"AVAILABLE"`) and `QueuedAt` a pointer, none
 * `omitempty`; `LastFetched` a pointer with `omitempty`.
 */
export const GoServiceTokenMetadata: GoStruct = {
  ...GoTokenMetadata,
  chainId: 'omitNil',
  contractAddress: 'omit',
  source: 'str',
  queuedAt: 'null',
  lastFetched: 'omitNil',
}

/** marketplace.gen.go `CollectibleOrder`: four pointers without `omitempty`. */
export const GoCollectibleOrder: GoStruct = {
  metadata: { of: GoTokenMetadata },
  order: { of: GoOrder },
  listing: { of: GoOrder },
  offer: { of: GoOrder },
}

/** marketplace.gen.go `Page`: every field `omitempty`, `More` a pointer. */
export const GoPage: GoStruct = { page: 'omit', pageSize: 'omit', more: 'omitNil', sort: 'omit' }

/** marketplace.gen.go `Signature`: `Domain` a pointer, `Types`/`Value` interfaces, no `omitempty`. */
const GoSignature: GoStruct = { domain: 'null', types: 'null', primaryType: 'str', value: 'null' }

/** marketplace.gen.go `PostRequest`. */
const GoPostRequest: GoStruct = { endpoint: 'str', method: 'str', body: 'null' }

/**
 * marketplace.gen.go `Step`: `Data`, `To`, `Value`, `Price` are strings, sent
 * as `""` when a step has none; `Signature`, `Post`, `ExecuteType` pointers
 * without `omitempty`, so a transaction step carries `"signature": null`.
 */
export const GoStep: GoStruct = {
  data: 'str',
  to: 'str',
  value: 'str',
  price: 'str',
  signature: { of: GoSignature },
  post: { of: GoPostRequest },
  executeType: 'null',
}

/** metadata.gen.go `PropertyFilter`: `Min`/`Max` pointers and `Values` a slice, no `omitempty`. */
export const GoPropertyFilter: GoStruct = { min: 'null', max: 'null', values: 'null' }

/** indexer.gen.go `EventFilter`: four slices without `omitempty`. */
const GoEventFilter: GoStruct = {
  events: 'null',
  contractAddresses: 'null',
  accounts: 'null',
  tokenIDs: 'null',
  topicHashes: 'omit',
}

/** indexer.gen.go `WebhookListener`: `ProjectID` is spelt `projectID`; `Filters` a pointer. */
export const GoWebhookListener: GoStruct = {
  projectId: { name: 'projectID' },
  filters: { of: GoEventFilter },
}

/** An answer the real server sends as it is (no Go struct reshapes it: Builder, and plain answers). */
export const AS_IS = 'as-is'

/**
 * The answer of an operation on the wire, stated beside its handler
 * (`defineHandler`): the out-struct of the Go client's method (its return
 * values are pointers and slices without `omitempty`), or `AS_IS` for an
 * answer sent as it is.
 */
export type WireAnswer = GoStruct | typeof AS_IS
