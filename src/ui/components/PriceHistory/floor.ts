/**
 * The floor over time from activity: the lowest price of the listings live
 * at each moment, as the listings, sales, cancels and invalidations read say.
 * A listing leaves the floor when it is cancelled, sold out (a sale's
 * quantity counted against the listing's), invalidated by its maker or past
 * its `expiry`. Only what was read counts: a listing made before the oldest
 * item read is not known.
 */
import type { ActivityItem } from '../../../core/schemas/activity.js'
import { sameAddress } from '../../../core/schemas/address.js'
import { priceDecimal } from '../../shared/price.js'

/** From `time` on, the floor is `value` (whole units of the series' currency), or none is listed. */
export interface FloorStep {
  readonly time: number
  readonly value: number | undefined
  /** The listing item that is the floor from then on. */
  readonly item?: ActivityItem
}

/** A listing while it is live. */
interface Live {
  readonly item: ActivityItem
  readonly value: number
  readonly maker: string | undefined
  readonly made: number
  readonly expires: number
  remaining: bigint
}

const FLOOR_KINDS = new Set(['listing', 'sale', 'cancel', 'invalidate'])

/** The latest date a `Date` holds, in ms: an expiry past it never comes. */
const NEVER = 8.64e15

/** An item's time, or NaN. */
const timeOf = (item: ActivityItem) => Date.parse(item.time)

/**
 * An item's price per token in whole units of `currency` (with its
 * `decimals`), or undefined when it does not read as a number of them.
 *
 * @example
 * ```ts
 * priceValue(sale, '0x7ceb…', 18) // 0.04
 * ```
 */
export function priceValue(
  item: ActivityItem,
  currency: string,
  decimals: number | undefined,
): number | undefined {
  const price = priceDecimal({ priceAmount: item.price, priceCurrencyAddress: currency }, decimals)
  const value = price === undefined ? Number.NaN : Number(price)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

/** A listing in `currency` as live, or undefined when its price, time or quantity does not read. */
function liveListing(item: ActivityItem, currency: string, decimals: number): Live | undefined {
  if (!item.requestId || !item.currency || item.currency.toLowerCase() !== currency) return
  const value = priceValue(item, currency, decimals)
  const made = timeOf(item)
  if (value === undefined || !Number.isFinite(made)) return
  const seconds = item.expiry === undefined ? Number.POSITIVE_INFINITY : Number(item.expiry)
  return {
    item,
    value,
    maker: item.from,
    made,
    expires: seconds * 1000 >= NEVER ? Number.POSITIVE_INFINITY : seconds * 1000,
    remaining: BigInt(item.quantity ?? '1'),
  }
}

/** What `item` does to the live listings. */
function apply(live: Map<string, Live>, item: ActivityItem, currency: string, decimals: number) {
  const id = item.requestId
  if (item.kind === 'listing') {
    const listing = liveListing(item, currency, decimals)
    if (listing) live.set(id!, listing)
  } else if (item.kind === 'cancel' && id) live.delete(id)
  else if (item.kind === 'sale' && id) {
    const listing = live.get(id)
    if (!listing) return
    listing.remaining -= item.quantity === undefined ? listing.remaining : BigInt(item.quantity)
    if (listing.remaining <= 0n) live.delete(id)
  } else if (item.kind === 'invalidate' && item.from) {
    const at = timeOf(item)
    for (const [key, listing] of live)
      if (listing.made <= at && listing.maker && sameAddress(listing.maker, item.from))
        live.delete(key)
  }
}

/** The live listing with the lowest price at `time`. */
function lowest(live: ReadonlyMap<string, Live>, time: number): Live | undefined {
  let best: Live | undefined
  for (const listing of live.values())
    if (listing.expires > time && (!best || listing.value < best.value)) best = listing
  return best
}

/** Oldest first: by time, then in the order stored. */
const byTime = (a: ActivityItem, b: ActivityItem) =>
  timeOf(a) - timeOf(b) || (BigInt(a.id) < BigInt(b.id) ? -1 : 1)

/** The floor's steps, and the time of the latest item read (where its line ends). */
export interface FloorSeries {
  readonly steps: readonly FloorStep[]
  readonly end: number
}

/**
 * The floor of the listings in `currency` (lower case, with its `decimals`)
 * over the time of `items`, up to the latest of them: a step each time it
 * changes, the first at the oldest listing.
 *
 * @example
 * ```ts
 * const { steps } = floorSteps(items, '0x7ceb…', 18) // [{ time, value: 0.04, item }, …]
 * ```
 */
export function floorSteps(
  items: readonly ActivityItem[],
  currency: string,
  decimals: number,
): FloorSeries {
  const events = items.filter((i) => FLOOR_KINDS.has(i.kind) && Number.isFinite(timeOf(i)))
  events.sort(byTime)
  const end = events.length ? timeOf(events.at(-1)!) : 0
  const live = new Map<string, Live>()
  const steps: FloorStep[] = []
  const note = (time: number) => {
    const best = lowest(live, time)
    // Two changes at one time (an expiry as a block's events): the floor after both.
    if (steps.at(-1)?.time === time) steps.pop()
    const last = steps.at(-1)
    if (last ? last.item === best?.item : best === undefined) return
    steps.push(best ? { time, value: best.value, item: best.item } : { time, value: undefined })
  }
  /** The expiries of the live listings after `from` and at or before `until`, in order. */
  const expiriesUpTo = (from: number, until: number) =>
    [...live.values()]
      .map((l) => l.expires)
      .filter((t) => t > from && t <= until)
      .sort((a, b) => a - b)
  let at = Number.NEGATIVE_INFINITY
  for (const item of events) {
    const time = timeOf(item)
    for (const expiry of expiriesUpTo(at, time)) note(expiry)
    apply(live, item, currency, decimals)
    note(time)
    at = time
  }
  for (const expiry of expiriesUpTo(at, end)) note(expiry)
  return { steps, end }
}
