/**
 * A token's traits as marketplaces show them, read from untrusted metadata:
 * the `attributes` list in the shapes real collections send (`trait_type` /
 * `value` / `display_type` / `max_value`, or `name`/`key` for the name;
 * numbers, dates, boosts, booleans, nested values), each written as plain text
 * in the locale, and — where the collection's `TokenCollectionFilters` backs
 * it — how many values its property has and the filter that finds the tokens
 * sharing it.
 */

import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../core/schemas/jsonDepth.js'
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import type {
  CollectiblesFilter,
  PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'
import { withCondition } from './filterEdits.js'
import { DEFAULT_LOCALE, NO_AMOUNT, utcDay } from './format.js'
import { formatTokenAmount } from './price.js'
import { clampText } from './safety.js'

/** How a trait's value is written: as text, a number, a boost (`+5`, `+5%`) or a date. */
export type TraitDisplay = 'text' | 'number' | 'boost_number' | 'boost_percentage' | 'date'

/** One trait, ready to show. Every string in it is text: render it as text, never as HTML. */
export interface Trait {
  /** Its place in the metadata's list, as a key for React. */
  readonly key: string
  /** The trait's name (`trait_type`), cut to {@link TRAIT_NAME_MAX}; empty when the metadata gives none. */
  readonly name: string
  /** The value as shown: formatted in the locale, cut to {@link TRAIT_VALUE_MAX}. */
  readonly value: string
  /** The value in full (cut to {@link TRAIT_TITLE_MAX}), for a `title` when `value` was cut. */
  readonly fullValue: string
  /** `max_value` of a number trait, formatted (`5 of 10`), when given. */
  readonly max?: string | undefined
  readonly display: TraitDisplay
  /** The value as the metadata gives it when it is a string or a finite number; what a filter matches. */
  readonly raw?: string | number | undefined
}

/** What the collection's filters back about a trait. */
export interface TraitBacking {
  /** The collection's property of the trait's name. */
  readonly property: PropertyFilter
  /** How many distinct values the property has (`1 of 12 values`); undefined for a range. */
  readonly valueCount?: number
  /** The filter that lists the collectibles sharing the trait, as the filter panel writes it. */
  readonly filter: CollectiblesFilter
}

export const TRAIT_NAME_MAX = 80
export const TRAIT_VALUE_MAX = 120
export const TRAIT_TITLE_MAX = 2000

const DISPLAYS: readonly TraitDisplay[] = ['number', 'boost_number', 'boost_percentage', 'date']

const numberFormat = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 })

/**
 * A number from metadata in the locale: up to four decimals, and in the
 * kit's short scientific form from 10¹² up (where a JSON number has already
 * lost digits past 2⁵³).
 *
 * @example
 * ```ts
 * formatTraitNumber(1234.5, 'de-DE') // '1.234,5'
 * ```
 */
export function formatTraitNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return NO_AMOUNT
  // A JSON number past a double's range (1e400) reads as ±Infinity: shown as ∞, never as "null".
  if (!Number.isFinite(value)) return numberFormat(locale).format(value)
  if (Math.abs(value) >= 1e12) return formatTokenAmount(String(value), { locale })
  return numberFormat(locale).format(zeroSigned(value))
}

/** 0 for a value four decimals write as zero (−0, −0.00001), which Intl would write `-0`. */
const zeroSigned = (value: number): number => (Math.abs(value) < 0.00005 ? 0 : value)

/** A date trait: Unix seconds (or milliseconds, from 10¹¹ up), as a UTC day in the locale. */
function formatTraitDate(value: number, locale: string): string | undefined {
  return utcDay(Math.abs(value) >= 1e11 ? value : value * 1000, locale)
}

/** A number inside a list or an object, as `otherText` writes it: ±Infinity is not `null`. */
const keepInfinity = (_key: string, v: unknown) =>
  typeof v === 'number' && !Number.isFinite(v) ? String(v) : v

/** A value that is not a string or a number, as text: booleans, lists, objects. */
function otherText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.map(String).join(', ')
  }
  // JSON.stringify recurses: a value nested deeper than the kit reads is not written.
  if (exceedsJsonDepth(value, MAX_JSON_DEPTH, true)) return ''
  try {
    return JSON.stringify(value, keepInfinity) ?? ''
  } catch {
    return ''
  }
}

/** The first of `keys` of `item` whose value is a string or number, as text. */
function nameOf(item: Readonly<Record<string, unknown>>): string {
  for (const key of ['trait_type', 'traitType', 'name', 'key', 'type']) {
    const v = item[key]
    if (typeof v === 'string' && v.trim() !== '') return v.trim()
    if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  }
  return ''
}

/**
 * The traits of a token from its metadata's `attributes`, in their order.
 * Names come from `trait_type` (or `traitType`, `name`, `key`); a number is
 * formatted in `locale`, with `display_type` `date` (Unix time, as a UTC
 * day), `boost_number` (`+5`), `boost_percentage` (`+5%`) and `max_value`
 * (`5 of 10`) honoured; booleans, lists and objects are written as text; an
 * item with neither a name nor a value is left out. Every string is cut to a
 * length a layout can hold.
 *
 * @example
 * ```ts
 * readTraits([{ trait_type: 'Rarity', value: 'Epic' }, { trait_type: 'Level', value: 5, max_value: 10 }])
 * // [{ name: 'Rarity', value: 'Epic', … }, { name: 'Level', value: '5', max: '10', display: 'number', … }]
 * ```
 */
export function readTraits(
  attributes: readonly Readonly<Record<string, unknown>>[] | undefined,
  locale: string = DEFAULT_LOCALE,
): Trait[] {
  const traits: Trait[] = []
  if (!Array.isArray(attributes)) return traits
  for (const [index, item] of attributes.entries()) {
    if (typeof item !== 'object' || item === null) continue
    const name = nameOf(item)
    const value: unknown = item.value
    // Only a string names a display: `{"toString": "date"}` is no display (and no crash).
    const given = [item.display_type, item.displayType].find((d) => typeof d === 'string') ?? ''
    const number = typeof value === 'number' && !Number.isNaN(value) ? value + 0 : undefined
    let display: TraitDisplay = number === undefined ? 'text' : 'number'
    if (number !== undefined && (DISPLAYS as readonly string[]).includes(given)) {
      display = given as TraitDisplay
    }
    let text: string
    if (number === undefined) text = typeof value === 'string' ? value : otherText(value)
    else if (display === 'date')
      text = formatTraitDate(number, locale) ?? formatTraitNumber(number, locale)
    else {
      const plain = formatTraitNumber(number, locale)
      const sign = zeroSigned(number) >= 0 && display.startsWith('boost') ? '+' : ''
      text = `${sign}${plain}${display === 'boost_percentage' ? '%' : ''}`
    }
    if (name === '' && text === '') continue
    const maxValue = item.max_value ?? item.maxValue
    const max =
      display === 'number' && typeof maxValue === 'number' && Number.isFinite(maxValue)
        ? formatTraitNumber(maxValue, locale)
        : undefined
    const raw = typeof value === 'string' ? value : Number.isFinite(number) ? number : undefined
    traits.push({
      key: String(index),
      name: clampText(name, TRAIT_NAME_MAX),
      value: clampText(text, TRAIT_VALUE_MAX),
      fullValue: clampText(text, TRAIT_TITLE_MAX),
      display,
      max,
      raw,
    })
  }
  return traits
}

/**
 * What the collection's filterable properties back about `trait`: the
 * property of the same name, and — when the trait's value is one of the
 * property's values, or within its range — the number of values it has and
 * the filter that lists the collectibles sharing the trait, the very filter
 * the filter panel makes when that value is ticked (a range of just that
 * number for an `INT` property). Undefined when nothing backs it.
 *
 * @example
 * ```ts
 * backTrait(trait, filters)?.valueCount // 12 → "1 of 12 values"
 * filterToSearchParams(backTrait(trait, filters)!.filter).toString() // 'p.Rarity=Epic'
 * ```
 */
export function backTrait(
  trait: Trait,
  filters: readonly PropertyFilter[] | undefined,
): TraitBacking | undefined {
  const { raw } = trait
  if (raw === undefined || trait.name === '') return undefined
  const property = filters?.find((p) => p.name === trait.name)
  if (!property) return undefined
  const { name } = property
  let condition: PropertyCondition | undefined
  if (property.type === 'INT') {
    const n = typeof raw === 'number' ? raw : Number(raw)
    const inRange =
      Number.isFinite(n) &&
      (property.min === undefined || n >= property.min) &&
      (property.max === undefined || n <= property.max)
    if (inRange) condition = { name, type: 'INT', min: n, max: n }
  } else {
    const value = property.values.find((v) => v === raw || String(v) === String(raw))
    if (value !== undefined) condition = { name, type: 'STRING', values: [value] }
  }
  if (!condition) return undefined
  return {
    property,
    ...(property.type === 'INT' ? {} : { valueCount: property.values.length }),
    filter: withCondition({}, name, condition.type, condition),
  }
}
