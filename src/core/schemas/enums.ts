/**
 * The enumerations of the interface with the values of decisions.md §3. Each
 * list is the single source of its values: schemas, the emulator and the
 * components import it from here.
 */
import type { OpenEnum } from './primitives.js'

/** Marketplaces, in the order of the server's uint8 enumeration (interface §2.9). */
export const MARKETPLACES = [
  'unknown',
  'native_marketplace_v1',
  'native_marketplace_v2',
  'blur',
  'zerox',
  'opensea',
  'looks_rare',
  'x2y2',
  'alienswap',
  'mintify',
  'payment_processor',
  'magic_eden',
] as const

/**
 * Every marketplace name the kit knows: the interface's, and the names the
 * real deployments give their own marketplace, `sequence_marketplace_v1` and
 * `sequence_marketplace_v2`, which mean `native_marketplace_v1`/`v2`
 * (decisions.md §3).
 */
export const KNOWN_MARKETPLACES = [
  ...MARKETPLACES,
  'sequence_marketplace_v1',
  'sequence_marketplace_v2',
] as const
export type MarketplaceKind = (typeof KNOWN_MARKETPLACES)[number]

/**
 * The platform's own market, Sequence Market v1 and v2, by every name the
 * kit knows: its orders are requests stored on chain, cancelled by a
 * transaction (`cancelRequest`), many at once (`cancelRequestBatch`).
 */
export const SEQUENCE_MARKETS = [
  'native_marketplace_v1',
  'native_marketplace_v2',
  'sequence_marketplace_v1',
  'sequence_marketplace_v2',
] as const

/**
 * Whether `marketplace` names Sequence Market (any spelling of v1 or v2).
 *
 * @example
 * ```ts
 * isSequenceMarket(order.marketplace) // true for 'native_marketplace_v2' and 'sequence_marketplace_v2'
 * ```
 */
export const isSequenceMarket = (marketplace: string | undefined): boolean =>
  (SEQUENCE_MARKETS as readonly (string | undefined)[]).includes(marketplace)

export const ORDER_SIDES = ['unknown', 'listing', 'offer'] as const
export type OrderSide = OpenEnum<(typeof ORDER_SIDES)[number]>

export const ORDER_STATUSES = [
  'unknown',
  'active',
  'inactive',
  'expired',
  'cancelled',
  'filled',
  'decimals_missing',
] as const
export type OrderStatus = OpenEnum<(typeof ORDER_STATUSES)[number]>

export const ORDER_SOURCES = [
  'unknown',
  'external',
  'native_marketplace_v1',
  'native_marketplace_v2',
  'opensea',
  'magic_eden',
] as const
export type OrderSource = OpenEnum<(typeof ORDER_SOURCES)[number]>

export const STEP_IDS = [
  'unknown',
  'tokenApproval',
  'buy',
  'sell',
  'createListing',
  'createOffer',
  'signEIP712',
  'signEIP191',
  'cancel',
] as const
export type StepId = OpenEnum<(typeof STEP_IDS)[number]>

export const EXECUTE_TYPES = [
  'unknown',
  'order',
  'createListing',
  'createItemOffer',
  'createTraitOffer',
] as const
export type ExecuteType = OpenEnum<(typeof EXECUTE_TYPES)[number]>

export const PROPERTY_TYPES = ['INT', 'STRING', 'ARRAY', 'GENERIC'] as const
export type PropertyType = OpenEnum<(typeof PROPERTY_TYPES)[number]>

export const CONTRACT_TYPES = ['UNKNOWN', 'ERC20', 'ERC721', 'ERC1155'] as const
export type ContractType = OpenEnum<(typeof CONTRACT_TYPES)[number]>

export const SORT_ORDERS = ['ASC', 'DESC'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
