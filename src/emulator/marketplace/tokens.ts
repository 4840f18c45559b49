/**
 * The tokens of a collection, stored compactly: every attribute is a
 * dictionary-encoded column (a table of distinct values and one `Uint16Array`
 * of codes per token), so that filters test a typed-array slot instead of
 * walking metadata. Full `TokenMetadata` objects (with their SVG picture) are
 * built on first use and cached; they depend only on the stored codes, never
 * on when or in which order they are asked for.
 */
import type { TokenMetadata } from '../../core/schemas/tokenMetadata.js'
import { iso } from '../clock.js'
import type { CollectionSpec } from '../data/catalog.js'
import type { Random } from '../random.js'
import {
  BACKGROUNDS,
  FILLS,
  RARITY_STROKES,
  SHAPES,
  type Theme,
  type Trait,
  type TraitReader,
} from './themes.js'

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

const HOUR = 3_600_000

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

/** The distinct values of a trait, in code order. */
function traitValues(trait: Trait): (string | number)[] {
  if (trait.kind === 'string') return [...trait.values]
  const numbers = Array.from({ length: trait.max - trait.min + 1 }, (_, k) => trait.min + k)
  return trait.kind === 'mixed' ? [trait.word, ...numbers] : numbers
}

/** A code drawer for one trait. */
function traitDrawer(trait: Trait, random: Random): () => number {
  const span = trait.kind === 'string' ? 0 : trait.max - trait.min + 1
  switch (trait.kind) {
    case 'string': {
      const cumulative = cumulate(trait.weights)
      const presence = trait.presence ?? 1
      return () =>
        presence < 1 && random.next() >= presence ? ABSENT : weightedIndex(random, cumulative)
    }
    case 'int': {
      const skew = trait.skew ?? 1
      return () => Math.min(span - 1, Math.floor(span * random.next() ** skew))
    }
    case 'mixed':
      return () =>
        random.next() < trait.wordChance
          ? 0
          : 1 + Math.min(span - 1, Math.floor(span * random.next()))
  }
}

/** The small SVG picture of a themed token: background, a shape in the fill colour, a rarity frame. */
function drawSvg(theme: Theme, bg: string, shape: string, fill: string, stroke: string): string {
  const face = theme.face
    ? '<path d="M27 31h.1M37 31h.1" stroke="#fff" stroke-width="5" stroke-linecap="round"/>'
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#${bg}" stroke="#${stroke}" stroke-width="4"/>${shape.replace('#F', `#${fill}`)}${face}</svg>`
}

/** A data URI of an ASCII SVG. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`

/** What `createThemedTokens` needs. */
export interface ThemedTokensOptions {
  readonly spec: CollectionSpec
  readonly theme: Theme
  readonly count: number
  readonly random: Random
  readonly t0: number
  readonly collectionId: number
}

/**
 * Generates a themed collection's tokens (ids 1 to `count`): every random
 * draw happens here, so the lazily built metadata is a pure function of the
 * seed. Small collections carry an image `Asset`; the large one does not.
 */
export function createThemedTokens(options: ThemedTokensOptions): TokenTable {
  const { spec, theme, count, random, t0, collectionId } = options
  const traits = theme.traits
  const drawers = traits.map((t) => traitDrawer(t, random))
  const columns: AttributeColumn[] = traits.map((t) => ({
    name: t.name,
    values: traitValues(t),
    codes: new Uint16Array(count),
  }))
  const background = new Uint8Array(count)
  const age = new Uint16Array(count)
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < drawers.length; j++) columns[j]!.codes[i] = drawers[j]!()
    background[i] = Math.floor(random.next() * BACKGROUNDS.length)
    age[i] = Math.floor(random.next() * 24 * 90)
  }
  const withAssets = spec.size !== 'large'
  const [first, second] = theme.nameTraits
  const attributeValue = (j: number, i: number): string | number | undefined => {
    const column = columns[j]
    const code = column?.codes[i] ?? ABSENT
    return code === ABSENT ? undefined : column?.values[code]
  }
  const name = (i: number) => `${attributeValue(first, i)} ${attributeValue(second, i)} #${i + 1}`
  const rarity = (i: number) => columns[theme.rarityTrait]?.codes[i] ?? 0
  const cache: (TokenMetadata | undefined)[] = new Array(count)

  const build = (i: number): TokenMetadata => {
    const tokenId = String(i + 1)
    const get: TraitReader = (j) => attributeValue(j, i)
    const attributes: Record<string, unknown>[] = []
    for (let j = 0; j < traits.length; j++) {
      const value = get(j)
      if (value !== undefined) attributes.push({ trait_type: traits[j]!.name, value })
    }
    const bg = BACKGROUNDS[background[i] ?? 0] ?? '000000'
    const shapeCode = columns[theme.shapeTrait]?.codes[i] ?? 0
    const colorCode = columns[theme.colorTrait]?.codes[i] ?? 0
    const svg = drawSvg(
      theme,
      bg,
      SHAPES[shapeCode % SHAPES.length] ?? '',
      FILLS[colorCode % FILLS.length] ?? 'ffffff',
      RARITY_STROKES[rarity(i)] ?? 'ffffff',
    )
    const updatedAt = iso(t0 - ((age[i] ?? 0) + 1) * HOUR)
    const metadata: TokenMetadata = {
      tokenId,
      name: name(i),
      description: theme.describe(get),
      image: svgDataUri(svg),
      imageData: svg,
      externalUrl: `https://example.org/collections/${spec.key}/${tokenId}`,
      backgroundColor: bg,
      attributes,
      decimals: 0,
      updatedAt,
      assets: [],
    }
    if (withAssets) {
      metadata.assets = [
        {
          id: collectionId * 10_000_000 + i + 1,
          collectionId,
          tokenId,
          metadataField: 'image',
          url: `https://assets.example.org/${spec.key}/${tokenId}.svg`,
          filename: `${tokenId}.svg`,
          filesize: svg.length,
          mimeType: 'image/svg+xml',
          width: 64,
          height: 64,
          updatedAt,
        },
      ]
    }
    return metadata
  }

  return {
    count,
    columns,
    columnByName: new Map(columns.map((c) => [c.name, c])),
    tokenId: (i) => String(i + 1),
    indexOf(tokenId) {
      if (!/^[1-9]\d{0,15}$/.test(tokenId)) return -1
      const n = Number(tokenId)
      return n <= count ? n - 1 : -1
    },
    name,
    rarity,
    metadata(i) {
      let m = cache[i]
      if (!m) {
        m = build(i)
        cache[i] = m
      }
      return m
    },
  }
}

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
