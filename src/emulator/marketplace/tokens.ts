/**
 * The tokens of a collection, stored compactly: every attribute is a
 * dictionary-encoded column (a table of distinct values and one `Uint16Array`
 * of codes per token), so that filters test a typed-array slot instead of
 * walking metadata. Full `TokenMetadata` objects (with their SVG picture) are
 * built on first use and cached; they depend only on the stored codes, never
 * on when or in which order they are asked for. A themed collection's table is
 * drawn in themedTokens.ts; a table over metadata written out is `tokenTableOf`.
 */
import type { TokenMetadata } from '../../core/schemas/tokenMetadata.js'
import type { Random } from '../random.js'

/** The code of a token that lacks an attribute. */
export const ABSENT = 0xffff

/** One attribute of a collection: its distinct values and each token's code into them. */
export interface AttributeColumn {
  readonly name: string
  readonly values: readonly (string | number)[]
  /** Per token, an index into `values`, or `ABSENT`. */
  readonly codes: Uint16Array
}

/** The tokens of one collection. Index `i` runs from 0 to `count - 1`, in increasing token id. */
export interface TokenTable {
  readonly count: number
  readonly columns: readonly AttributeColumn[]
  readonly columnByName: ReadonlyMap<string, AttributeColumn>
  /** The decimal token id of token `i`. */
  tokenId(i: number): string
  /** The index of a decimal token id, or -1. */
  indexOf(tokenId: string): number
  /** The token's name (cheap: no metadata is built). */
  name(i: number): string
  /** 0 (common) to 4 (legendary): drives prices. */
  rarity(i: number): number
  /** The token's full metadata, built once and cached. */
  metadata(i: number): TokenMetadata
}

/** Draws an index with the given weights. */
export function weightedIndex(random: Random, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0
  const x = random.next() * total
  let i = 0
  while (i < cumulative.length - 1 && x >= (cumulative[i] ?? 0)) i++
  return i
}

/** Running sums of weights, for `weightedIndex`. */
export function cumulate(weights: readonly number[]): number[] {
  let sum = 0
  return weights.map((w) => {
    sum += w
    return sum
  })
}

/** A data URI of an ASCII SVG. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`

/**
 * A token table over metadata written out in full (the hostile collection):
 * the attribute columns are derived from each token's `attributes`, taking
 * entries whose `trait_type` is a string and whose `value` is a string or a
 * number (the first entry of a name wins).
 */
export function tokenTableOf(tokens: readonly TokenMetadata[]): TokenTable {
  const count = tokens.length
  const byName = new Map<
    string,
    { values: (string | number)[]; index: Map<string | number, number>; codes: Uint16Array }
  >()
  tokens.forEach((token, i) => {
    for (const attribute of token.attributes ?? []) {
      const name = attribute.trait_type
      const value = attribute.value
      if (typeof name !== 'string') continue
      if (typeof value !== 'string' && typeof value !== 'number') continue
      let column = byName.get(name)
      if (!column) {
        column = { values: [], index: new Map(), codes: new Uint16Array(count).fill(ABSENT) }
        byName.set(name, column)
      }
      if (column.codes[i] !== ABSENT) continue
      let code = column.index.get(value)
      if (code === undefined) {
        code = column.values.length
        column.values.push(value)
        column.index.set(value, code)
      }
      column.codes[i] = code
    }
  })
  const columns: AttributeColumn[] = [...byName].map(([name, c]) => ({
    name,
    values: c.values,
    codes: c.codes,
  }))
  const indexById = new Map(tokens.map((t, i) => [t.tokenId, i]))
  return {
    count,
    columns,
    columnByName: new Map(columns.map((c) => [c.name, c])),
    tokenId: (i) => tokens[i]?.tokenId ?? '',
    indexOf: (tokenId) => indexById.get(tokenId) ?? -1,
    name: (i) => tokens[i]?.name ?? '',
    rarity: (i) => i % 5,
    metadata: (i) => tokens[i]!,
  }
}
