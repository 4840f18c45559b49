/**
 * fast-check arbitraries of the interface's wire data, written from the spec
 * (platform-interface.md §2, §4, §6, §7 and decisions.md), not from the kit's
 * schemas. Resources carry enum values the kit does not know and extra
 * unknown fields, as a newer server may send them. Each resource also tells
 * which fields must be present and of which JSON type each field is, so that
 * tests can break exactly one of them.
 */
import fc from 'fast-check'
import { getAddress } from 'viem'
import {
  CONTRACT_TYPES,
  EXECUTE_TYPES,
  MARKETPLACES,
  ORDER_SIDES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PROPERTY_TYPES,
  STEP_IDS,
} from '../../src/core/index.js'

/** The JSON type a field accepts. */
export type Kind =
  | 'string'
  | 'int'
  | 'number'
  | 'boolean'
  | 'array'
  | 'object'
  | 'string|int'
  | 'string|number'
  | 'any'

export interface Field {
  readonly kind: Kind
  readonly arb: fc.Arbitrary<unknown>
}

export type Wire = Record<string, unknown>

export interface Resource {
  readonly arb: fc.Arbitrary<Wire>
  /** Fields that must be present, with their kinds. */
  readonly required: Readonly<Record<string, Kind>>
  /** Every known field, with its kind. */
  readonly fields: Readonly<Record<string, Kind>>
}

// ---------------------------------------------------------------------------
// Leaves

const field = (kind: Kind, arb: fc.Arbitrary<unknown>): Field => ({ kind, arb })

/**
 * Characters that break text handling: bidi controls (U+202E reverses what
 * follows), lone surrogates, NUL, line and paragraph separators, a BOM, and
 * what JSON, URLs, CSV and HTML treat specially.
 */
export const hostileChar = fc.constantFrom(
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u0000',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u2029',
  '\ufeff',
  '"',
  '\\',
  '<',
  '&',
  '%',
  '=',
  '.',
  ',',
  ';',
  ' ',
  '0',
  '9',
  'e',
  '-',
  '@',
  '#',
  '🐉',
  'é',
)

/** Member names that reach `Object.prototype` or are read as methods when assigned carelessly. */
/** Every member name a trait reader looks at, in each spelling the servers use. */
export const TRAIT_FIELDS = [
  'trait_type',
  'traitType',
  'name',
  'key',
  'type',
  'value',
  'display_type',
  'displayType',
  'max_value',
  'maxValue',
] as const

export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
] as const

/** Text of any kind: any UTF-16 (lone surrogates included), hostile characters, prototype names. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: hostileChar, maxLength: 24 }),
  fc.constantFrom('', ...PROTO_KEYS),
)

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: hostileChar, maxLength: 8 }) },
)
/** A finite double without -0 (JSON cannot carry -0), the extremes included. */
const finite = fc
  .oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 2 ** 53 + 2),
  )
  .map((x) => (Object.is(x, -0) ? 0 : x))
const integer = fc.oneof(fc.integer(), fc.maxSafeInteger())

export const str = field('string', text)
export const int = field('int', integer)
export const num = field('number', fc.oneof(finite, integer))
export const bool = field('boolean', fc.boolean())
export const isoTimestamp = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => new Date(ms).toISOString())
/** A timestamp: an ISO 8601 string, or empty for "none" (decisions.md §2). */
export const timestamp = field('string', fc.oneof(isoTimestamp, fc.constant('')))

/** A value of an open enumeration: a known one, or one the kit has never heard of. */
export const unknownEnumValue = fc.stringMatching(/^[a-z][a-z_]{0,11}$/)
const openEnum = (known: readonly string[]) =>
  field('string', fc.oneof(fc.constantFrom(...known), unknownEnumValue))

// `constructor` is left to the hostile values below: `toStrictEqual` compares `.constructor`.
const key = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,7}$/) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS.filter((k) => k !== 'constructor')) },
)
/** JSON values without -0, with plain keys and prototype names (`__proto__`) among them. */
export const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    text,
    integer,
    finite,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(key, tie('json'), { maxKeys: 3, noNullPrototype: true }),
  ),
}))
export const jsonObject = fc.dictionary(key, json, { maxKeys: 3, noNullPrototype: true })

/** Fields no version of the kit knows (`xFoo`): they must pass through. */
const extras = fc.dictionary(fc.stringMatching(/^x[A-Z][a-zA-Z0-9]{0,6}$/), json, {
  maxKeys: 2,
  noNullPrototype: true,
})

// ---------------------------------------------------------------------------
// Addresses, hex and uint256

const hexOf = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')

const lowerAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${hexOf(bytes)}`)

/** A valid address: lower-case, upper-case, or with its EIP-55 checksum. */
export const address = fc.oneof(
  lowerAddress,
  lowerAddress.map((a) => getAddress(a)),
  lowerAddress.map((a) => `0x${a.slice(2).toUpperCase()}`),
)

/** Not an address: wrong length, a non-hex digit, no `0x`, a wrong checksum, or any text. */
export const invalidAddress = fc.oneof(
  fc
    .stringMatching(/^[0-9a-f]{0,60}$/)
    .filter((h) => h.length !== 40)
    .map((h) => `0x${h}`),
  fc
    .tuple(
      lowerAddress,
      fc.integer({ min: 2, max: 41 }),
      fc.constantFrom(...'ghijklmnopqrstuvwxyz'),
    )
    .map(([a, i, c]) => a.slice(0, i) + c + a.slice(i + 1)),
  lowerAddress.map((a) => a.slice(2)),
  lowerAddress
    .map((a) => getAddress(a))
    // Two lower-case letters at least: with one lower-case letter left after the change, the
    // spelling stays mixed (one case throughout is an address in any spelling, never wrong).
    // A filter after the choice would spin for ever on an address with one lower-case letter.
    .filter((a) => (a.slice(2).match(/[a-f]/g)?.length ?? 0) >= 2)
    .chain((a) => {
      const lower = [...a].flatMap((c, i) => (i > 1 && c >= 'a' && c <= 'f' ? [i] : []))
      return fc
        .constantFrom(...lower)
        .map((i) => a.slice(0, i) + a[i]!.toUpperCase() + a.slice(i + 1))
    }),
  text.filter((t) => !/^0x[0-9a-fA-F]{40}$/.test(t)),
)

export const hexString = fc
  .uint8Array({ minLength: 0, maxLength: 80 })
  .map((bytes) => `0x${hexOf(bytes)}`)
export const topicHash = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => `0x${hexOf(bytes)}`)

const MAX_UINT256 = 2n ** 256n - 1n
/** A uint256 as the kit sends it: a decimal string without leading zeros. */
export const tokenId = fc
  .oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: MAX_UINT256 }))
  .map(String)

/** Not a uint256 decimal string: negative, fractional, hex, leading zeros, too large, padded, or words. */
export const invalidTokenId = fc.oneof(
  fc.bigInt({ min: 1n, max: MAX_UINT256 }).map((n) => `-${n}`),
  fc.tuple(fc.nat(), fc.nat({ max: 999 })).map(([a, b]) => `${a}.${b}`),
  fc.bigInt({ min: 0n, max: MAX_UINT256 }).map((n) => `0x${n.toString(16)}`),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map((n) => `0${n}`),
  fc.bigInt({ min: 2n ** 256n, max: 2n ** 300n }).map(String),
  fc.tuple(fc.nat(), fc.constantFrom(' ', '\n', '_', 'e3', 'n')).map(([n, s]) => `${n}${s}`),
  fc.constantFrom('', 'one', 'NaN', 'Infinity', '+1'),
)

// ---------------------------------------------------------------------------
// Resources

type Fields = Record<string, Field>

const kindsOf = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.kind]))

/** A response object: its required and optional fields, plus unknown extra fields. */
function resource(required: Fields, optional: Fields = {}): Resource {
  const all = { ...required, ...optional }
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [k, f] of Object.entries(all)) model[k] = f.arb
  const record = fc.record(model, { requiredKeys: Object.keys(required), noNullPrototype: true })
  return {
    arb: fc.tuple(extras, record).map(([x, r]) => ({ ...x, ...r })),
    required: kindsOf(required),
    fields: kindsOf(all),
  }
}

const object = (r: Resource) => field('object', r.arb)
const arrayOf = (arb: fc.Arbitrary<unknown>, maxLength = 3) =>
  field('array', fc.array(arb, { maxLength }))
const addr = field('string', address)

export const FeeEntry = resource({ kind: str, recipientAddress: addr, bps: int })

export const Order = resource(
  {
    id: int,
    collectionId: int,
    orderId: str,
    chainId: int,
    originName: str,
    collectionContractAddress: addr,
    createdBy: addr,
    priceAmount: field('string', tokenId),
    priceAmountFormatted: str,
    priceAmountNet: field('string', tokenId),
    priceAmountNetFormatted: str,
    priceCurrencyAddress: addr,
    priceDecimals: int,
    priceUSD: num,
    priceUSDFormatted: str,
    quantityInitial: field('string', tokenId),
    quantityInitialFormatted: str,
    quantityRemaining: field('string', tokenId),
    quantityRemainingFormatted: str,
    quantityAvailable: field('string', tokenId),
    quantityAvailableFormatted: str,
    quantityDecimals: int,
    feeBps: int,
    feeBreakdown: arrayOf(FeeEntry.arb),
    blockNumber: int,
    collectibleId: int,
    tokenId: field('string', tokenId),
  },
  {
    marketplace: openEnum(MARKETPLACES),
    source: openEnum(ORDER_SOURCES),
    side: openEnum(ORDER_SIDES),
    status: openEnum(ORDER_STATUSES),
    validFrom: timestamp,
    validUntil: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    orderCreatedAt: timestamp,
    orderUpdatedAt: timestamp,
    deletedAt: timestamp,
  },
)

export const Asset = resource(
  { id: int, collectionId: int, tokenId: field('string', tokenId), metadataField: str, url: str },
  { filename: str, filesize: int, mimeType: str, width: int, height: int, updatedAt: timestamp },
)

export const TokenMetadata = resource(
  { tokenId: field('string', tokenId), name: str },
  {
    attributes: arrayOf(jsonObject),
    description: str,
    image: str,
    video: str,
    audio: str,
    properties: field('object', jsonObject),
    imageData: str,
    externalUrl: str,
    backgroundColor: str,
    animationUrl: str,
    decimals: int,
    updatedAt: timestamp,
    assets: arrayOf(Asset.arb, 2),
  },
)

export const Collectible = resource(
  { metadata: object(TokenMetadata) },
  { order: object(Order), listing: object(Order), offer: object(Order) },
)

const SortColumn = resource(
  { column: str },
  { order: field('string', fc.constantFrom('ASC', 'DESC')) },
)

export const Page = resource(
  { page: int, pageSize: int, more: bool },
  { sort: arrayOf(SortColumn.arb, 2) },
)

export const CursorPage = resource(
  { pageSize: int, more: bool },
  {
    page: int,
    column: str,
    before: field('any', json),
    after: field('any', json),
    sort: arrayOf(SortColumn.arb, 2),
  },
)

export const PropertyFilter = resource(
  { name: str, type: openEnum(PROPERTY_TYPES) },
  {
    min: field('number', fc.option(num.arb)),
    max: field('number', fc.option(num.arb)),
    values: arrayOf(text, 4),
  },
)

export const Contract = resource(
  {
    id: int,
    projectId: int,
    contractName: str,
    contractAddress: addr,
    contractType: openEnum(CONTRACT_TYPES),
    chainId: int,
  },
  {
    createdAt: timestamp,
    updatedAt: timestamp,
    itemsContractAddress: addr,
    abi: str,
    bytecode: field('string', hexString),
    bytecodeHash: field('string', topicHash),
    audienceId: int,
  },
)

export const Audience = resource(
  { id: int, projectId: int, name: str, contactCount: int },
  { createdAt: timestamp, updatedAt: timestamp, deletedAt: timestamp },
)

export const AudienceContact = resource(
  { address: addr },
  {
    id: int,
    audienceId: int,
    createdAt: timestamp,
    updatedAt: timestamp,
    name: str,
    email: str,
  },
)

const StepSignature = resource({
  domain: object(resource({}, { name: str, version: str, chainId: int, verifyingContract: addr })),
  types: field('object', jsonObject),
  primaryType: str,
  value: field('object', jsonObject),
})
const StepPost = resource({
  endpoint: str,
  method: field('string', fc.constantFrom('POST', 'PUT')),
  body: field('object', jsonObject),
})

export const Step = resource(
  { id: openEnum(STEP_IDS) },
  {
    data: field('string', hexString),
    to: addr,
    value: field('string', tokenId),
    price: field('string', tokenId),
    signature: object(StepSignature),
    post: object(StepPost),
    executeType: openEnum(EXECUTE_TYPES),
  },
)

const WebhookEventData = resource({
  topicHash: field('string', topicHash),
  eventSig: str,
  types: arrayOf(text),
  names: arrayOf(text),
  values: arrayOf(hexString),
})

export const WebhookEvent = resource({
  uid: str,
  type: str,
  blockNumber: field('number', fc.nat()),
  blockHash: field('string', topicHash),
  // Typed i32 by the interface, a hash in practice: either passes.
  parentBlockHash: field('string|number', fc.oneof(topicHash, fc.nat())),
  contractAddress: addr,
  contractType: openEnum(CONTRACT_TYPES),
  txnHash: field('string', topicHash),
  txnIndex: field('number', fc.nat({ max: 1000 })),
  // A string in the interface, a number in practice: either passes.
  txnLogIndex: field('string|number', fc.oneof(fc.nat().map(String), fc.nat())),
  ts: field('string', isoTimestamp),
  event: object(WebhookEventData),
  logDataType: str,
  rawLog: object(resource({ data: field('string', hexString), topics: arrayOf(topicHash) })),
})

const idLike = field('string|int', fc.oneof(text, integer))

export const WebhookListener = resource(
  {
    id: idLike,
    url: field('string', fc.webUrl()),
    filters: object(
      resource(
        {},
        {
          contractAddresses: arrayOf(address),
          events: arrayOf(text),
          tokenIDs: arrayOf(fc.oneof(tokenId, fc.nat())),
          accounts: arrayOf(address),
          topicHashes: arrayOf(topicHash),
        },
      ),
    ),
  },
  { projectId: idLike, name: str, active: bool, updatedAt: timestamp },
)

export const ErrorBody = resource(
  {
    error: field('string', fc.oneof(fc.constantFrom('NotFound', 'Unauthorized'), text)),
    code: field('number', fc.oneof(fc.constantFrom(0, -1, 1000, 2001, 3000), integer)),
    msg: str,
    status: field('number', fc.integer({ min: 100, max: 599 })),
  },
  { cause: str },
)

// ---------------------------------------------------------------------------
// Breaking one field

const CANDIDATES: readonly unknown[] = ['text', 7, 1.5, true, null, [], {}]

function accepts(kind: Kind, v: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string'
    case 'int':
      return Number.isInteger(v)
    case 'number':
      return typeof v === 'number'
    case 'boolean':
      return typeof v === 'boolean'
    case 'array':
      return Array.isArray(v)
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v)
    case 'string|int':
      return typeof v === 'string' || Number.isInteger(v)
    case 'string|number':
      return typeof v === 'string' || typeof v === 'number'
    case 'any':
      return true
  }
}

/** JSON values a field of this kind must refuse. */
export const wrongValuesFor = (kind: Kind): readonly unknown[] =>
  CANDIDATES.filter((v) => !accepts(kind, v))

/**
 * A valid value of `r` with one field broken so that a tolerant reader must
 * refuse it (decisions.md §2): one of `required` (the fields the reader cannot
 * do without) deleted or `null`, or any known field given a value of another
 * JSON type (but `null`, which reads as absent). Returns the broken value,
 * the field broken and what was done to it.
 */
export function withOneFieldRefused(
  r: Resource,
  required: readonly string[],
): fc.Arbitrary<[Wire, string, string]> {
  const breaks: (readonly [string, unknown])[] = [
    ...required.flatMap((k) => [[k, undefined] as const, [k, null] as const]),
    ...Object.entries(r.fields).flatMap(([k, kind]) =>
      wrongValuesFor(kind).flatMap((v) => (v === null ? [] : [[k, v] as const])),
    ),
  ]
  return fc
    .tuple(r.arb, fc.constantFrom(...breaks))
    .map(([value, [k, replacement]]): [Wire, string, string] => {
      const broken: Wire = { ...value }
      if (replacement === undefined) {
        delete broken[k]
        return [broken, k, `${k} deleted`]
      }
      broken[k] = replacement
      return [broken, k, `${k} = ${JSON.stringify(replacement)}`]
    })
}

// ---------------------------------------------------------------------------
// Requests (what the kit sends)

/** Records with the usual prototype, as a caller builds them. */
const plain = { noNullPrototype: true } as const
const marketplace = fc.constantFrom(...MARKETPLACES)
const list = <T>(arb: fc.Arbitrary<T>, minLength = 0, maxLength = 3) =>
  fc.array(arb, { minLength, maxLength })
const nonEmptyText = fc.string({ minLength: 1, maxLength: 16 })
const chainIdString = fc.integer({ min: 1, max: 2 ** 40 }).map(String)
const positiveId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

export const getFloorOrderRequest = fc.record({ contractAddress: address }, plain)

export const orderFilter = fc.record(
  { createdBy: list(address), marketplace: list(marketplace), currencies: list(address) },
  { noNullPrototype: true, requiredKeys: [] },
)

export const pageRequest = fc.record(
  {
    page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    pageSize: fc.integer({ min: 1, max: 100 }),
    sort: list(
      fc.record(
        { column: text, order: fc.constantFrom('ASC', 'DESC') },
        { noNullPrototype: true, requiredKeys: ['column'] },
      ),
    ),
  },
  { noNullPrototype: true, requiredKeys: [] },
)

export const collectibleOrdersRequest = fc.record(
  { contractAddress: address, tokenId, filter: orderFilter, page: pageRequest },
  { noNullPrototype: true, requiredKeys: ['contractAddress', 'tokenId'] },
)

export const listCollectiblesRequest = fc.record(
  {
    contractAddress: address,
    side: fc.constantFrom('listing', 'offer'),
    filter: fc.record(
      {
        includeEmpty: fc.boolean(),
        searchText: text,
        properties: list(
          fc.record(
            {
              name: nonEmptyText,
              type: fc.constantFrom(...PROPERTY_TYPES),
              values: list(text),
              min: num.arb,
              max: num.arb,
            },
            { noNullPrototype: true, requiredKeys: ['name', 'type'] },
          ),
        ),
        marketplaces: list(marketplace),
        inAccounts: list(address),
        ordersCreatedBy: list(address),
        currencies: list(address),
      },
      { noNullPrototype: true, requiredKeys: [] },
    ),
    page: pageRequest,
  },
  { noNullPrototype: true, requiredKeys: ['contractAddress'] },
)

export const getOrdersRequest = fc.record(
  {
    input: list(fc.record({ contractAddress: address, orderId: nonEmptyText }, plain), 1, 5),
  },
  plain,
)

export const generateCancelTransactionRequest = fc.record(
  {
    collectionAddress: address,
    maker: address,
    marketplace,
    orderId: nonEmptyText,
  },
  plain,
)

export const tokenCollectionFiltersRequest = fc.record(
  {
    chainID: chainIdString,
    contractAddress: address,
  },
  plain,
)

export const isValidETHAuthProofRequest = fc.record(
  {
    chainId: chainIdString,
    walletAddress: address,
    ethAuthProofString: nonEmptyText,
  },
  plain,
)

export const removeLinkedWalletRequest = fc.record(
  {
    signatureChainId: chainIdString,
    parentWalletAddress: address,
    parentWalletMessage: nonEmptyText,
    parentWalletSignature: hexString,
    linkedWalletAddress: address,
    linkedWalletMessage: nonEmptyText,
    linkedWalletSignature: hexString,
  },
  plain,
)

export const createAudienceRequest = fc.record(
  {
    projectId: positiveId,
    name: fc.string({ minLength: 1, maxLength: 100 }),
  },
  plain,
)

export const addAudienceContactsRequest = fc.record(
  {
    projectId: positiveId,
    audienceId: positiveId,
    contacts: list(
      fc.record(
        { address, name: text, email: text },
        { noNullPrototype: true, requiredKeys: ['address'] },
      ),
      1,
      20,
    ),
  },
  plain,
)

export const listContractsRequest = fc.record(
  {
    projectId: positiveId,
    filter: fc.record(
      { chainId: fc.integer(), contractType: text },
      { noNullPrototype: true, requiredKeys: [] },
    ),
    page: fc.record(
      {
        pageSize: fc.integer({ min: 1, max: 100 }),
        column: text,
        before: json,
        after: json,
      },
      { noNullPrototype: true, requiredKeys: [] },
    ),
  },
  { noNullPrototype: true, requiredKeys: ['projectId'] },
)

export const webhookFilters = fc.record(
  {
    contractAddresses: list(address, 1),
    events: list(nonEmptyText, 1),
    tokenIDs: list(tokenId),
    accounts: list(address),
    topicHashes: list(topicHash),
  },
  { noNullPrototype: true, requiredKeys: ['contractAddresses', 'events'] },
)

export const addWebhookListenerRequest = fc.record(
  {
    url: fc.webUrl({ validSchemes: ['http', 'https'] }),
    filters: webhookFilters,
  },
  plain,
)

export const removeWebhookListenerRequest = fc.record(
  { id: nonEmptyText, projectId: nonEmptyText },
  plain,
)

// ---------------------------------------------------------------------------
// Hostile JSON (issue 28): what a broken peer or an attacker sends

/** A member name of any kind: plain, a prototype name, or any text. */
export const hostileKey = fc.oneof(key, fc.constantFrom(...PROTO_KEYS), hostileString)

/** Numbers `JSON.parse` can give: any double, -0, the extremes, and ±Infinity (`1e400`). */
export const hostileNumber = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.constantFrom(
    -0,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 53 + 2,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ),
)

/** Any JSON-like value: hostile text, numbers and keys, a few levels deep and up to 8 wide. */
export const { hostileJson } = fc.letrec<{ hostileJson: unknown }>((tie) => ({
  hostileJson: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('hostileJson'), { maxLength: 8 }),
    fc.dictionary(hostileKey, tie('hostileJson'), { maxKeys: 6, noNullPrototype: true }),
  ),
}))

/** How a deep value nests: arrays only, objects only, or both in turn. */
export type Nesting = 'array' | 'object' | 'mixed'

/** `leaf` inside `depth` arrays or objects (`{"a": …}`), built without recursion. */
export function nested(depth: number, nesting: Nesting, leaf: unknown = null): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) {
    const array = nesting === 'array' || (nesting === 'mixed' && i % 2 === 0)
    value = array ? [value] : { a: value }
  }
  return value
}

/** The JSON text of `nested(depth, nesting, leaf)`, written without `JSON.stringify` (which recurses). */
export function nestedText(depth: number, nesting: Nesting, leafText = 'null'): string {
  const open: string[] = []
  const close: string[] = []
  for (let i = depth - 1; i >= 0; i--) {
    const array = nesting === 'array' || (nesting === 'mixed' && i % 2 === 0)
    open.push(array ? '[' : '{"a":')
    close.push(array ? ']' : '}')
  }
  return `${open.join('')}${leafText}${close.reverse().join('')}`
}

const nesting = fc.constantFrom<Nesting>('array', 'object', 'mixed')

/** Deeper than the kit reads (`MAX_JSON_DEPTH`, 64): from 65 to 20,000 levels. */
export const deepDepth = fc.oneof(
  fc.integer({ min: 65, max: 200 }),
  fc.integer({ min: 1000, max: 20_000 }),
)

/** A value nested deeper than the kit reads, as a value. */
export const deepJson = fc.tuple(deepDepth, nesting).map(([depth, how]) => nested(depth, how))

/** A value nested deeper than the kit reads, as JSON text (the issue's `[[[…]]]` among them). */
export const deepJsonText = fc
  .tuple(deepDepth, nesting)
  .map(([depth, how]) => nestedText(depth, how))

/** JSON number literals a double cannot hold, or only roughly. */
export const hugeNumberText = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1E+400',
    '1e-400',
    '-0',
    '-0.0e0',
    '5e-324',
    '1.7976931348623159e308',
    '123456789012345678901234567890',
    `1${'0'.repeat(400)}`,
    `0.${'0'.repeat(400)}1`,
  ),
  fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: -2000, max: 2000 }))
    .map(([digits, exponent]) => `${digits}e${exponent}`),
)

/** Wide: an array or an object of thousands of members, as JSON text. */
export const wideJsonText = fc
  .tuple(fc.integer({ min: 1000, max: 50_000 }), fc.boolean())
  .map(([n, array]) =>
    array
      ? `[${Array.from({ length: n }, (_, i) => i).join(',')}]`
      : `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  )

/** JSON text built token by token, so that it can hold what `JSON.stringify` never writes. */
const { hostileJsonTokens } = fc.letrec<{ hostileJsonTokens: string }>((tie) => ({
  hostileJsonTokens: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hugeNumberText,
    hostileString.map((s) => JSON.stringify(s)),
    fc.constantFrom('"\\ud800"', '"\\udfff\\ud800"', '"\\u0000"', '"\\u202e"', 'true', 'null'),
    fc.array(tie('hostileJsonTokens'), { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileKey, tie('hostileJsonTokens')), { maxLength: 6 })
      .map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
}))

/**
 * Any text a peer may send where JSON is expected: hostile values, deep and
 * wide values, number literals past a double's range, and text that is not
 * JSON at all.
 */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  hostileJson.map((v) => JSON.stringify(v)),
  hostileJsonTokens,
  deepJsonText,
  wideJsonText,
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({
    unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', ':', '1', 'e'),
    maxLength: 64,
  }),
)

/**
 * Long text made to trip a regular expression that backtracks: a run of one
 * character (or a short unit) thousands long, then one that makes the match
 * fail. A linear reader takes a few milliseconds on it; a quadratic one,
 * seconds to minutes.
 */
export const adversarialText = (units: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...units),
      fc.integer({ min: 50_000, max: 100_000 }),
      fc.constantFrom('', 'x', '!', '\n', ' ', '@', '.', '"', '\ud800', '='),
      fc.constantFrom('', 'a', '0', '1.', '-', 'eth.'),
    )
    .map(([unit, n, end, start]) => `${start}${unit.repeat(Math.ceil(n / unit.length))}${end}`)
