/**
 * ListCollectibles' collectible-level conditions (properties, search text,
 * accounts) as constant-time tests per token — a property becomes a mask over
 * its column's value codes — and the per-collection tables they read (lower-case
 * names, name order, tokens by holder), each built once.
 */
import type { PropertyCondition } from '../../core/schemas/rpc/listCollectibles.js'
import { fail } from '../errors.js'
import type { CollectiblesQuery } from './collectiblesQuery.js'
import { compareText, propertyFilters } from './filters.js'
import type { CollectionData, NameOrder } from './records.js'

export type TokenTest = (token: number) => boolean

/** Compiles a property condition into a mask over its column's codes. */
function propertyTest(c: CollectionData, condition: PropertyCondition): TokenTest | undefined {
  const column = c.tokens.columnByName.get(condition.name)
  const filter = propertyFilters(c).find((f) => f.name === condition.name)
  if (!column || !filter) {
    fail('InvalidArgument', `filter.properties: the collection has no property "${condition.name}"`)
  }
  if (filter.type !== condition.type) {
    fail(
      'InvalidArgument',
      `filter.properties: "${condition.name}" is a ${filter.type} property, not ${condition.type}`,
    )
  }
  const allowed = new Uint8Array(column.values.length)
  if (filter.type === 'INT') {
    const min = condition.min ?? Number.NEGATIVE_INFINITY
    const max = condition.max ?? Number.POSITIVE_INFINITY
    if (condition.min === undefined && condition.max === undefined) return undefined
    column.values.forEach((v, k) => {
      allowed[k] = typeof v === 'number' && v >= min && v <= max ? 1 : 0
    })
  } else {
    const values = condition.values ?? []
    if (values.length === 0) return undefined
    const wanted = new Set(values)
    column.values.forEach((v, k) => {
      allowed[k] = wanted.has(String(v)) ? 1 : 0
    })
  }
  const codes = column.codes
  // An absent code (0xffff) reads past the mask: undefined, so no match.
  return (t) => allowed[codes[t]!] === 1
}

/** Each token's name in lower case, built once. */
function lowerNames(c: CollectionData): string[] {
  if (!c.cache.lowerNames) {
    c.cache.lowerNames = Array.from({ length: c.tokens.count }, (_, i) =>
      c.tokens.name(i).toLowerCase(),
    )
  }
  return c.cache.lowerNames
}

/** The tokens by name, then token id, and each token's name rank; built once. */
export function nameOrder(c: CollectionData): NameOrder {
  if (!c.cache.names) {
    const names = Array.from({ length: c.tokens.count }, (_, i) => c.tokens.name(i))
    const order = Int32Array.from(names.keys()).sort(
      (a, b) => compareText(names[a]!, names[b]!) || a - b,
    )
    const rank = new Int32Array(order.length)
    order.forEach((t, k) => {
      const previous = order[k - 1]
      rank[t] =
        k > 0 && previous !== undefined && names[previous] === names[t] ? rank[previous]! : k
    })
    c.cache.names = { order, rank }
  }
  return c.cache.names
}

/** Each holder's tokens (ERC721 owners, ERC1155 holders), built once. */
function tokensByHolder(c: CollectionData): Map<number, Int32Array> {
  if (!c.cache.tokensByHolder) {
    const lists = new Map<number, number[]>()
    const add = (holder: number, token: number) => {
      const list = lists.get(holder)
      if (list) list.push(token)
      else lists.set(holder, [token])
    }
    for (let t = 0; t < c.tokens.count; t++) {
      if (c.owner) add(c.owner[t]!, t)
      else for (const h of c.holdings?.[t] ?? []) if (h.balance > 0) add(h.holder, t)
    }
    c.cache.tokensByHolder = new Map([...lists].map(([h, l]) => [h, Int32Array.from(l)]))
  }
  return c.cache.tokensByHolder
}

/** The tests of a query's collectible-level conditions. */
export function tokenTests(
  c: CollectionData,
  query: CollectiblesQuery,
  holderIndex: ReadonlyMap<string, number>,
): TokenTest[] {
  const tests: TokenTest[] = []
  for (const condition of query.properties) {
    const test = propertyTest(c, condition)
    if (test) tests.push(test)
  }
  if (query.searchText) {
    const names = lowerNames(c)
    const needle = query.searchText
    tests.push((t) => names[t]!.includes(needle))
  }
  if (query.accounts) {
    const mask = new Uint8Array(c.tokens.count)
    const byHolder = tokensByHolder(c)
    for (const account of query.accounts) {
      const holder = holderIndex.get(account)
      for (const t of (holder === undefined ? undefined : byHolder.get(holder)) ?? []) mask[t] = 1
    }
    tests.push((t) => mask[t] === 1)
  }
  return tests
}
