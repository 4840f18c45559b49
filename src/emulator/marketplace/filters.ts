/**
 * A collection's filterable properties (TokenCollectionFilters, decisions.md
 * §6): one per attribute name, `INT` with `min`/`max` when every value is a
 * number, else `STRING` with its distinct values sorted (by UTF-16 code
 * units, the same on every machine). Computed once per collection: metadata
 * never changes.
 */
import type { PropertyFilter } from '../../core/schemas/propertyFilter.js'
import type { CollectionData } from './records.js'
import { ABSENT, type AttributeColumn } from './tokens.js'

/** Code-unit order, independent of the locale. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Which of a column's value codes some token uses. */
function usedCodes(column: AttributeColumn): Uint8Array {
  const used = new Uint8Array(column.values.length)
  for (const code of column.codes) if (code !== ABSENT) used[code] = 1
  return used
}

function describe(column: AttributeColumn): PropertyFilter | undefined {
  const used = usedCodes(column)
  const values = column.values.filter((_, k) => used[k] === 1)
  if (values.length === 0) return undefined
  if (values.every((v) => typeof v === 'number')) {
    const numbers = values as number[]
    return {
      name: column.name,
      type: 'INT',
      min: Math.min(...numbers),
      max: Math.max(...numbers),
      values: [],
    }
  }
  const distinct = [...new Set(values.map(String))].sort(compareText)
  return { name: column.name, type: 'STRING', values: distinct }
}

/** The collection's property filters, sorted by name; built once and cached. */
export function propertyFilters(c: CollectionData): PropertyFilter[] {
  if (!c.cache.filters) {
    c.cache.filters = c.tokens.columns
      .map(describe)
      .filter((f): f is PropertyFilter => f !== undefined)
      .sort((a, b) => compareText(a.name, b.name))
  }
  return c.cache.filters
}
