/**
 * Orders as the emulator stores them (a compact record per order, whose shape
 * is in records.ts) and as the wire carries them (the full `Order` of
 * interface §2.1, every field filled, built on first use and cached until the
 * order changes). Also the rules every
 * handler shares: which orders are live, how prices compare, the marketplaces'
 * names, fees and sources.
 *
 * Addresses: every address the emulator writes (`createdBy`,
 * `collectionContractAddress`, `priceCurrencyAddress`, fee recipients) is
 * EIP-55 checksummed, like the catalog and viem; every comparison the
 * emulator makes is case-insensitive.
 */
import { type Address, formatUnits } from 'viem'
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import { iso } from '../clock.js'
import { type Currency, labelAddress } from '../data/catalog.js'
import type { StoredOrder as Order } from '../stored.js'
import type { CollectionData, OrderRecord } from './records.js'

/** What the emulator knows of each marketplace. */
export interface MarketplaceInfo {
  /** The wire `originName`, and the EIP-712 domain name of third-party cancellations. */
  readonly title: string
  /** The marketplace's fee in basis points. */
  readonly feeBps: number
  /** The wire `source`. */
  readonly source: string
}

/** Every marketplace's title, fee and source. */
export const MARKETPLACE_INFO: Readonly<Record<MarketplaceKind, MarketplaceInfo>> = {
  unknown: { title: 'Unknown', feeBps: 0, source: 'unknown' },
  native_marketplace_v1: {
    title: 'Emulated Marketplace v1',
    feeBps: 100,
    source: 'native_marketplace_v1',
  },
  native_marketplace_v2: {
    title: 'Emulated Marketplace v2',
    feeBps: 200,
    source: 'native_marketplace_v2',
  },
  blur: { title: 'Blur', feeBps: 50, source: 'external' },
  zerox: { title: '0x Protocol', feeBps: 0, source: 'external' },
  opensea: { title: 'OpenSea', feeBps: 250, source: 'opensea' },
  looks_rare: { title: 'LooksRare', feeBps: 50, source: 'external' },
  x2y2: { title: 'X2Y2', feeBps: 50, source: 'external' },
  alienswap: { title: 'AlienSwap', feeBps: 50, source: 'external' },
  mintify: { title: 'Mintify', feeBps: 50, source: 'external' },
  payment_processor: { title: 'Payment Processor', feeBps: 100, source: 'external' },
  magic_eden: { title: 'Magic Eden', feeBps: 200, source: 'magic_eden' },
  sequence_marketplace_v1: {
    title: 'Emulated Marketplace v1',
    feeBps: 100,
    source: 'native_marketplace_v1',
  },
  sequence_marketplace_v2: {
    title: 'Emulated Marketplace v2',
    feeBps: 200,
    source: 'native_marketplace_v2',
  },
}

/**
 * The interface's name of a marketplace: the real deployments call their own
 * `sequence_marketplace_v1`/`v2` where the interface says `native_marketplace_v1`/`v2`,
 * and the emulator accepts both spellings in requests (decisions.md, issue 10).
 */
export const interfaceMarketplace = (m: string): string => m.replace(/^sequence_/, 'native_')

/** Whether two marketplace names name the same marketplace, whichever spelling each uses. */
export const sameMarketplace = (a: string, b: string) =>
  interfaceMarketplace(a) === interfaceMarketplace(b)

/**
 * Whether an order is live at `now` (decisions.md §6): status `active` and
 * `validFrom ≤ now < validUntil`.
 */
export const isLive = (order: OrderRecord, now: number) =>
  order.status === 'active' && order.validFrom <= now && now < order.validUntil

/** Orders by price: `priceUSD`, then `orderId` (decisions.md §6). Cheapest first. */
export const compareOrders = (a: OrderRecord, b: OrderRecord) =>
  a.priceUSD - b.priceUSD || a.orderNum - b.orderNum

/** The number of decimals a currency's prices are drawn with: cents for dollar-like ones, millionths for dear ones. */
export const coarseDecimalsOf = (currency: Currency) =>
  Math.min(currency.decimals, currency.usd >= 100 ? 6 : 2)

/** A price near `usd` dollars in `currency`: its coarse amount and its exact value in dollars, to the cent. */
export function priceIn(currency: Currency, usd: number): { coarse: number; priceUSD: number } {
  const unit = 10 ** coarseDecimalsOf(currency)
  const coarse = Math.max(1, Math.round((usd / currency.usd) * unit))
  return {
    coarse,
    priceUSD: Math.max(0.01, Math.round(((coarse * currency.usd) / unit) * 100) / 100),
  }
}

/** The price in base units, as a decimal string. */
export const priceAmountOf = (order: OrderRecord) =>
  order.amount?.toString() ??
  `${order.coarse}${'0'.repeat(order.currency.decimals - order.coarseDecimals)}`

/** Dollars with thousands separators and cents: `$1,234.50`. */
export function formatUSD(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.')
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

const feeRecipients = new Map<string, Address>()

/** The royalty recipient of a collection, as its orders' fee breakdown names it. */
export const royaltyRecipient = (c: CollectionData): Address =>
  feeRecipient(`collection ${c.spec.key} royalties`)

/** The fee recipient of a marketplace on a network (a fixed labelled address). */
function feeRecipient(label: string): Address {
  let address = feeRecipients.get(label)
  if (!address) {
    address = labelAddress(label)
    feeRecipients.set(label, address)
  }
  return address
}

/** The wire form of an order, with every field of interface §2.1 filled. Cached on the record. */
export function toWireOrder(order: OrderRecord): Order {
  if (order.wire) return order.wire
  const c = order.collection
  const info = MARKETPLACE_INFO[order.marketplace]
  const decimals = order.currency.decimals
  const priceAmount = priceAmountOf(order)
  const amount = BigInt(priceAmount)
  const feeBps = info.feeBps + c.royaltyBps
  const net = (amount * BigInt(10_000 - feeBps)) / 10_000n
  const initial = String(order.quantityInitial)
  const remaining = String(order.quantityRemaining)
  const available = order.status === 'active' ? remaining : '0'
  const createdAt = iso(order.createdAt)
  const updatedAt = iso(order.updatedAt)
  const wire: Order = {
    id: order.id,
    collectionId: c.id,
    orderId: order.orderId,
    marketplace: order.marketplace,
    source: info.source,
    side: order.side,
    status: order.status,
    chainId: c.network.chainId,
    originName: info.title,
    collectionContractAddress: c.spec.address,
    createdBy: order.maker,
    priceAmount,
    priceAmountFormatted: formatUnits(amount, decimals),
    priceAmountNet: net.toString(),
    priceAmountNetFormatted: formatUnits(net, decimals),
    priceCurrencyAddress: order.currency.address,
    priceDecimals: decimals,
    priceUSD: order.priceUSD,
    priceUSDFormatted: formatUSD(order.priceUSD),
    quantityInitial: initial,
    quantityInitialFormatted: initial,
    quantityRemaining: remaining,
    quantityRemainingFormatted: remaining,
    quantityAvailable: available,
    quantityAvailableFormatted: available,
    quantityDecimals: 0,
    feeBps,
    feeBreakdown: [
      {
        kind: 'marketplace',
        recipientAddress: feeRecipient(`${c.network.name} ${order.marketplace} fees`),
        bps: info.feeBps,
      },
      {
        kind: 'royalty',
        recipientAddress: royaltyRecipient(c),
        bps: c.royaltyBps,
      },
    ],
    validFrom: iso(order.validFrom),
    validUntil: iso(order.validUntil),
    blockNumber: c.blockAt(order.createdAt),
    createdAt,
    updatedAt,
    collectibleId: c.collectibleId(order.token),
    tokenId: c.tokens.tokenId(order.token),
    orderCreatedAt: createdAt,
    orderUpdatedAt: updatedAt,
    deletedAt: '',
  }
  order.wire = wire
  return wire
}
