/**
 * How the generator draws a collection's orders: a token's typical value by
 * rarity, the marketplaces and their weights, and the timings — an order's
 * status and validity window — with their weights and `drawTiming`.
 */
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import type { Random } from '../random.js'
import { cumulate } from './tokens.js'

const HOUR = 3_600_000

/** Typical value in dollars of a token of each rarity. */
export const RARITY_USD = [25, 60, 180, 600, 2500]

export const MARKETPLACES: readonly MarketplaceKind[] = [
  'native_marketplace_v2',
  'native_marketplace_v1',
  'opensea',
  'magic_eden',
  'blur',
  'looks_rare',
  'x2y2',
  'payment_processor',
  'zerox',
  'alienswap',
  'mintify',
]
export const MARKETPLACE_WEIGHTS = cumulate([40, 20, 14, 9, 6, 4, 2, 2, 1, 1, 1])

/** How an order's status and validity window are drawn. */
export type Timing =
  | 'pinned'
  | 'live'
  | 'future'
  | 'expiring'
  | 'stale'
  | 'expired'
  | 'cancelled'
  | 'filled'
  | 'inactive'
  | 'decimals_missing'
  | 'unknown'
export const TIMINGS: readonly Timing[] = [
  'live',
  'future',
  'expiring',
  'stale',
  'expired',
  'cancelled',
  'filled',
  'inactive',
  'decimals_missing',
  'unknown',
]
/** The timings whose orders have status `active` (live or not, depending on the clock). */
export const ACTIVE_TIMINGS: ReadonlySet<Timing> = new Set([
  'pinned',
  'live',
  'future',
  'expiring',
  'stale',
])
export const TIMING_WEIGHTS = cumulate([78, 3, 4, 1, 4, 3, 3, 2, 1, 1])

/** A random duration of `min` to `max` whole minutes, in ms. */
const minutes = (r: Random, min: number, max: number) =>
  (min + Math.floor(r.next() * (max - min + 1))) * 60_000

/** Draws an order's creation time and validity window for a timing kind. */
export function drawTiming(
  r: Random,
  t0: number,
  timing: Timing,
): { createdAt: number; validFrom: number; validUntil: number; updatedAt: number } {
  let createdAt = t0 - minutes(r, 60, 120 * 24 * 60)
  let validFrom = createdAt
  let validUntil = createdAt + minutes(r, 30 * 24 * 60, 365 * 24 * 60)
  let updatedAt = createdAt
  switch (timing) {
    case 'pinned':
      createdAt = t0 - 2 * 24 * 60 * 60_000
      validFrom = createdAt
      updatedAt = createdAt
      validUntil = t0 + 180 * 24 * 60 * 60_000
      break
    case 'future':
      createdAt = t0 - minutes(r, 60, 72 * 60)
      updatedAt = createdAt
      validFrom = t0 + minutes(r, 60, 14 * 24 * 60)
      validUntil = validFrom + minutes(r, 7 * 24 * 60, 90 * 24 * 60)
      break
    case 'expiring':
      validUntil = t0 + minutes(r, 10, 48 * 60)
      break
    case 'stale':
    case 'expired':
      validUntil = t0 - minutes(r, 60, 60 * 24 * 60)
      createdAt = validUntil - minutes(r, 24 * 60, 60 * 24 * 60)
      validFrom = createdAt
      updatedAt = timing === 'expired' ? validUntil : createdAt
      break
    case 'cancelled':
    case 'filled':
    case 'inactive':
      updatedAt = createdAt + Math.floor(r.next() * (t0 - createdAt))
      break
    default:
      if (validUntil <= t0 + HOUR) validUntil = t0 + minutes(r, 24 * 60, 90 * 24 * 60)
  }
  return { createdAt, validFrom, validUntil, updatedAt }
}
