/**
 * The fixed "guaranteed" orders of the emulated collections, which the
 * generator makes whatever the seed and which wallet flows and tests rely on:
 * live native and third-party listings by dev accounts 0 to 3.
 */
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import type { Side } from './records.js'

/** An order the generator always makes, whatever the seed. */
export interface GuaranteedOrder {
  readonly token: number
  readonly maker: number
  readonly side: Side
  readonly marketplace: MarketplaceKind
  /** 0: USDC, 1: WETH. */
  readonly currency: number
}

const listing = (
  token: number,
  maker: number,
  marketplace: MarketplaceKind,
  currency: number,
): GuaranteedOrder => ({ token, maker, side: 'listing', marketplace, currency })

/**
 * The guaranteed orders of each collection: every dev account 0 to 3 has live
 * native (v1 and v2) and third-party listings in `relics`, account 0 has live
 * listings in `creatures` (and in `hostile`, so that it shows in
 * ListCollectibles by default).
 */
export const GUARANTEED: Readonly<Record<string, readonly GuaranteedOrder[]>> = {
  creatures: [
    listing(0, 0, 'native_marketplace_v2', 0),
    listing(1, 0, 'opensea', 1),
    listing(2, 0, 'native_marketplace_v1', 1),
    listing(3, 1, 'magic_eden', 0),
    listing(4, 2, 'native_marketplace_v2', 1),
    listing(5, 3, 'blur', 0),
    { token: 0, maker: 1, side: 'offer', marketplace: 'native_marketplace_v2', currency: 1 },
    { token: 1, maker: 2, side: 'offer', marketplace: 'opensea', currency: 1 },
  ],
  relics: [0, 1, 2, 3].flatMap((k) => [
    listing(4 * k, k, 'native_marketplace_v2', 0),
    listing(4 * k + 1, k, 'native_marketplace_v1', 1),
    listing(4 * k + 2, k, 'opensea', 0),
    listing(4 * k + 3, k, 'magic_eden', 1),
  ]),
  hostile: [
    listing(0, 0, 'native_marketplace_v2', 0),
    listing(1, 1, 'opensea', 1),
    listing(23, 2, 'native_marketplace_v1', 0),
  ],
  plants: [listing(0, 0, 'native_marketplace_v2', 0), listing(1, 1, 'opensea', 1)],
  potions: [listing(0, 0, 'native_marketplace_v1', 1)],
}
