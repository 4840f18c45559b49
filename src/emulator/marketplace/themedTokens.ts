/**
 * A themed collection's tokens (tokens.ts stores them): every attribute code,
 * background and age is drawn up front from the collection's `tokens` stream,
 * so a token's metadata, built on first use, is a pure function of the seed.
 */
import type { Asset, TokenMetadata } from '../../core/schemas/tokenMetadata.js'
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
import {
  ABSENT,
  type AttributeColumn,
  cumulate,
  svgDataUri,
  type TokenTable,
  weightedIndex,
} from './tokens.js'

const HOUR = 3_600_000

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

/** What `createThemedTokens` needs. */
export interface ThemedTokensOptions {
  readonly spec: CollectionSpec
  readonly theme: Theme
  readonly count: number
  readonly random: Random
  readonly t0: number
  readonly collectionId: number
}

/** What was drawn for a themed collection: each trait's codes, each token's background and age. */
interface ThemedDraws {
  readonly columns: AttributeColumn[]
  /** Per token, an index into BACKGROUNDS. */
  readonly background: Uint8Array
  /** Per token, its metadata's age in hours. */
  readonly age: Uint16Array
}

/** Draws every token's codes, background and age, token by token. */
function drawTokens(theme: Theme, count: number, random: Random): ThemedDraws {
  const drawers = theme.traits.map((t) => traitDrawer(t, random))
  const columns: AttributeColumn[] = theme.traits.map((t) => ({
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
  return { columns, background, age }
}

/** The value of trait `j` of token `i`; undefined when the token lacks it. */
function attributeValue(
  columns: readonly AttributeColumn[],
  j: number,
  i: number,
): string | number | undefined {
  const column = columns[j]
  const code = column?.codes[i] ?? ABSENT
  return code === ABSENT ? undefined : column?.values[code]
}

/** A themed token's name: its two name traits and its token id. */
const themedName = (theme: Theme, columns: readonly AttributeColumn[], i: number) => {
  const [first, second] = theme.nameTraits
  return `${attributeValue(columns, first, i)} ${attributeValue(columns, second, i)} #${i + 1}`
}

/** A themed token's rarity: its code of the theme's rarity trait. */
const themedRarity = (theme: Theme, columns: readonly AttributeColumn[], i: number) =>
  columns[theme.rarityTrait]?.codes[i] ?? 0

/**
 * Generates a themed collection's tokens (ids 1 to `count`): every random
 * draw happens here, so the lazily built metadata is a pure function of the
 * seed. Small collections carry an image `Asset`; the large one does not.
 */
export function createThemedTokens(options: ThemedTokensOptions): TokenTable {
  const { theme, count } = options
  const draws = drawTokens(theme, count, options.random)
  const { columns } = draws
  const cache: (TokenMetadata | undefined)[] = new Array(count)
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
    name: (i) => themedName(theme, columns, i),
    rarity: (i) => themedRarity(theme, columns, i),
    metadata(i) {
      let m = cache[i]
      if (!m) {
        m = buildMetadata(options, draws, i)
        cache[i] = m
      }
      return m
    },
  }
}

/** A themed token's full metadata, from its drawn codes alone. */
function buildMetadata(options: ThemedTokensOptions, draws: ThemedDraws, i: number): TokenMetadata {
  const { spec, theme, t0 } = options
  const { columns } = draws
  const tokenId = String(i + 1)
  const get: TraitReader = (j) => attributeValue(columns, j, i)
  const attributes: Record<string, unknown>[] = []
  for (let j = 0; j < theme.traits.length; j++) {
    const value = get(j)
    if (value !== undefined) attributes.push({ trait_type: theme.traits[j]!.name, value })
  }
  const bg = BACKGROUNDS[draws.background[i] ?? 0] ?? '000000'
  const shapeCode = columns[theme.shapeTrait]?.codes[i] ?? 0
  const colorCode = columns[theme.colorTrait]?.codes[i] ?? 0
  const svg = drawSvg(
    theme,
    bg,
    SHAPES[shapeCode % SHAPES.length] ?? '',
    FILLS[colorCode % FILLS.length] ?? 'ffffff',
    RARITY_STROKES[themedRarity(theme, columns, i)] ?? 'ffffff',
  )
  const updatedAt = iso(t0 - ((draws.age[i] ?? 0) + 1) * HOUR)
  const metadata: TokenMetadata = {
    tokenId,
    name: themedName(theme, columns, i),
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
  // Small collections carry their picture as an asset; the large one does not.
  if (spec.size !== 'large') metadata.assets = [imageAsset(options, i, svg, updatedAt)]
  return metadata
}

/** A small collection's token's picture as an `Asset`. */
function imageAsset(
  options: ThemedTokensOptions,
  i: number,
  svg: string,
  updatedAt: string,
): Asset {
  const { spec, collectionId } = options
  const tokenId = String(i + 1)
  return {
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
  }
}
