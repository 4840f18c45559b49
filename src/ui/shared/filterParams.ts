/**
 * A collectibles filter in the URL's query string, with readable keys:
 * `q=dragon&p.Rarity=Epic&p.Rarity=Rare&r.Level=10..50&m=opensea&c=0x…`.
 * `filterFromSearchParams(filterToSearchParams(f))` gives `normalizeFilter(f)`
 * back exactly, whatever the property names and values hold; numbers are
 * written in digits a person reads (`numberText`), past 2⁵³ too.
 */
import { KNOWN_MARKETPLACES, type MarketplaceKind } from '../../core/schemas/enums.js'
import type {
  CollectiblesFilter,
  PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'
import { wellFormed } from './safety.js'

/**
 * The query-string keys of each part of a filter. Property conditions use a
 * prefix and the property's name: `p.<name>` (a `STRING` value, repeated),
 * `pa.<name>` (`ARRAY`), `pg.<name>` (`GENERIC`) and `r.<name>` (an `INT`
 * range `min..max`, either side may be empty). A value the collection's
 * filters give as a number keeps its type with an `n` in front of its prefix
 * (`np.Level=5`), so that it is sent back as it came.
 */
export const FILTER_PARAM_KEYS = {
  searchText: 'q',
  marketplaces: 'm',
  currencies: 'c',
  inAccounts: 'in',
  ordersCreatedBy: 'by',
  includeEmpty: 'empty',
} as const

/** The key prefix of each property type; `INT` conditions are ranges. */
const VALUE_PREFIX = { STRING: 'p.', ARRAY: 'pa.', GENERIC: 'pg.' } as const
const RANGE_PREFIX = 'r.'
/** Marks a value that is a number: `np.<name>`. */
const NUMBER_MARK = 'n'
type ValueType = keyof typeof VALUE_PREFIX

const LIST_KEYS = ['marketplaces', 'currencies', 'inAccounts', 'ordersCreatedBy'] as const
const ADDRESS_KEYS = ['currencies', 'inAccounts', 'ordersCreatedBy'] as const

const isValueType = (type: string): type is ValueType => Object.hasOwn(VALUE_PREFIX, type)
const isMarketplace = (value: string): value is MarketplaceKind =>
  (KNOWN_MARKETPLACES as readonly string[]).includes(value)

/** From here on an integer is written in JavaScript's short form: 25 digits and more help no one read it. */
const LARGEST_DIGITS = 1e24

/**
 * A number as the filter's URL and number fields write it, which `Number()`
 * reads back exactly: an integer in its exact digits up to 24 of them
 * (2⁶⁰ is `1152921504606846976`, where `String` gives `1152921504606847000`;
 * 10²¹ is `1000000000000000000000`, not `1e+21`), anything else as `String`
 * writes it (`0.5`; `1.7976931348623157e+308`, where 309 digits would be no
 * easier to read, nor fit a field).
 *
 * @example
 * ```ts
 * numberText(2 ** 60) // '1152921504606846976'
 * numberText(1e21) // '1000000000000000000000'
 * ```
 */
export function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < LARGEST_DIGITS ? BigInt(n).toString() : String(n)
}

/** Unique values, first occurrence first. */
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)]

/** A finite number, with `-0` read as `0`; anything else is no bound. */
const bound = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value + 0 : undefined

/**
 * The canonical form of a filter: what a filter means, written one way.
 * Empty lists, empty search text, `includeEmpty: false`, conditions without a
 * name, `STRING` conditions without values and `INT` conditions without a
 * bound are left out; a lone surrogate in any text becomes U+FFFD (a URL
 * cannot carry one); repeated values are dropped; conditions on the same name and type are merged (values
 * joined; for `INT`, the last bounds win); `INT` conditions keep only
 * `min`/`max` (undefined where there is no bound), the others only `values`;
 * unknown marketplaces are dropped.
 *
 * @example
 * ```ts
 * normalizeFilter({ searchText: '', properties: [{ name: 'Rarity', type: 'STRING', values: [] }] }) // {}
 * ```
 */
export function normalizeFilter(filter: CollectiblesFilter): CollectiblesFilter {
  const out: CollectiblesFilter = {}
  if (filter.includeEmpty) out.includeEmpty = true
  if (filter.searchText) out.searchText = wellFormed(filter.searchText)
  const merged: PropertyCondition[] = []
  const at = new Map<string, number>()
  for (const given of filter.properties ?? []) {
    if (!given.name) continue
    const condition = { ...given, name: wellFormed(given.name) }
    const key = `${condition.type}\u0000${condition.name}`
    const index = at.get(key)
    const previous = index === undefined ? undefined : merged[index]
    const next: PropertyCondition =
      condition.type === 'INT'
        ? {
            name: condition.name,
            type: 'INT',
            min: bound(condition.min),
            max: bound(condition.max),
          }
        : {
            name: condition.name,
            type: condition.type,
            values: unique([
              ...(previous?.values ?? []),
              ...(condition.values ?? []).map((v) => (typeof v === 'string' ? wellFormed(v) : v)),
            ]),
          }
    if (index === undefined) {
      at.set(key, merged.length)
      merged.push(next)
    } else merged[index] = next
  }
  const properties = merged.filter((c) =>
    c.type === 'INT' ? c.min !== undefined || c.max !== undefined : (c.values?.length ?? 0) > 0,
  )
  if (properties.length > 0) out.properties = properties
  const marketplaces = unique<string>(filter.marketplaces ?? []).filter(isMarketplace)
  if (marketplaces.length > 0) out.marketplaces = marketplaces
  for (const key of ADDRESS_KEYS) {
    const list = unique((filter[key] ?? []).map(wellFormed))
    if (list.length > 0) out[key] = list
  }
  return out
}

/** Whether a query-string key belongs to the filter. */
const isFilterKey = (key: string) =>
  (Object.values(FILTER_PARAM_KEYS) as string[]).includes(key) ||
  key.startsWith(RANGE_PREFIX) ||
  Object.values(VALUE_PREFIX).some(
    (prefix) => key.startsWith(prefix) || key.startsWith(NUMBER_MARK + prefix),
  )

/** A range bound as the URL writes it: none is empty. */
const text = (n: number | undefined) => (n === undefined ? '' : numberText(n))

/**
 * Writes a filter into query-string parameters: the filter's keys of
 * `params` (if given; it is not changed) are replaced and every other key is
 * kept. The filter is normalised first (`normalizeFilter`).
 *
 * @example
 * ```ts
 * filterToSearchParams({ properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic', 'Rare'] }] }).toString()
 * // 'p.Rarity=Epic&p.Rarity=Rare'
 * ```
 */
export function filterToSearchParams(
  filter: CollectiblesFilter,
  params?: URLSearchParams | string,
): URLSearchParams {
  const out = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(params)) {
    if (!isFilterKey(key)) out.append(key, value)
  }
  const f = normalizeFilter(filter)
  if (f.searchText) out.append(FILTER_PARAM_KEYS.searchText, f.searchText)
  for (const condition of f.properties ?? []) {
    if (condition.type === 'INT') {
      out.append(
        `${RANGE_PREFIX}${condition.name}`,
        `${text(condition.min)}..${text(condition.max)}`,
      )
    } else if (isValueType(condition.type)) {
      for (const value of condition.values ?? []) {
        const mark = typeof value === 'number' ? NUMBER_MARK : ''
        const written = typeof value === 'number' ? numberText(value) : value
        out.append(`${mark}${VALUE_PREFIX[condition.type]}${condition.name}`, written)
      }
    }
  }
  for (const key of LIST_KEYS) {
    for (const value of f[key] ?? []) out.append(FILTER_PARAM_KEYS[key], value)
  }
  if (f.includeEmpty) out.append(FILTER_PARAM_KEYS.includeEmpty, '1')
  return out
}

/** A range bound or a number value as written in the query string: empty is none. */
const readBound = (text: string): number | undefined =>
  text.trim() === '' ? undefined : bound(Number(text))

/**
 * Reads a filter from query-string parameters (a `URLSearchParams` or a
 * string such as `location.search`). Keys that are not the filter's are
 * ignored, and so is what does not parse (an unknown marketplace, a range
 * that is not `min..max`). The result is normalised.
 *
 * @example
 * ```ts
 * filterFromSearchParams('?p.Rarity=Epic&r.Level=10..50&m=opensea')
 * // { properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }, { name: 'Level', type: 'INT', min: 10, max: 50 }], marketplaces: ['opensea'] }
 * ```
 */
export function filterFromSearchParams(params: URLSearchParams | string): CollectiblesFilter {
  const filter: CollectiblesFilter = {}
  const properties: PropertyCondition[] = []
  const lists: Record<(typeof LIST_KEYS)[number], string[]> = {
    marketplaces: [],
    currencies: [],
    inAccounts: [],
    ordersCreatedBy: [],
  }
  for (const [key, value] of new URLSearchParams(params)) {
    if (key === FILTER_PARAM_KEYS.searchText) {
      filter.searchText = value
    } else if (key === FILTER_PARAM_KEYS.includeEmpty) {
      filter.includeEmpty = value !== '' && value !== '0' && value !== 'false'
    } else if (key.startsWith(RANGE_PREFIX)) {
      const name = key.slice(RANGE_PREFIX.length)
      const split = value.indexOf('..')
      if (!name || split < 0) continue
      const min = readBound(value.slice(0, split))
      const max = readBound(value.slice(split + 2))
      properties.push({ name, type: 'INT', min, max })
    } else {
      const listKey = LIST_KEYS.find((k) => FILTER_PARAM_KEYS[k] === key)
      if (listKey) {
        lists[listKey].push(value)
        continue
      }
      const numeric = key.startsWith(NUMBER_MARK)
      const bare = numeric ? key.slice(NUMBER_MARK.length) : key
      const type = (Object.keys(VALUE_PREFIX) as ValueType[]).find((t) =>
        bare.startsWith(VALUE_PREFIX[t]),
      )
      const name = type && bare.slice(VALUE_PREFIX[type].length)
      const number = numeric ? readBound(value) : undefined
      if (!type || !name || (numeric && number === undefined)) continue
      properties.push({ name, type, values: [number ?? value] })
    }
  }
  // Empty lists and unknown marketplaces are dropped by `normalizeFilter`.
  return normalizeFilter({ ...filter, ...lists, properties })
}

/**
 * `href` with `filter` written into its query string (`filterToSearchParams`):
 * its path, its other parameters and its hash are kept. The trait links use
 * it, and `useFilterSearchParams` for the page's own URL.
 *
 * @example
 * ```ts
 * filterHref('/c/abc?tab=items#grid', { searchText: 'cat' }) // '/c/abc?tab=items&q=cat#grid'
 * ```
 */
export function filterHref(href: string, filter: CollectiblesFilter): string {
  const hashAt = href.indexOf('#')
  const base = hashAt < 0 ? href : href.slice(0, hashAt)
  const queryAt = base.indexOf('?')
  const query = queryAt < 0 ? '' : base.slice(queryAt)
  const params = filterToSearchParams(filter, query).toString()
  const path = queryAt < 0 ? base : base.slice(0, queryAt)
  return `${path}${params ? `?${params}` : ''}${hashAt < 0 ? '' : href.slice(hashAt)}`
}
