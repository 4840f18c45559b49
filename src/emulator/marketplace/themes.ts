/**
 * The themed collections' look: their attributes (string ones with skewed
 * frequencies, numeric ones with ranges), how a token is named and described,
 * and the tiny SVG drawn from its attributes. Pure data and string templates:
 * no randomness here (the generator draws the attribute values).
 */
import type { CollectionTheme } from '../data/catalog.js'

/** A string attribute: one of `values`, drawn with `weights`; present with probability `presence` (1 by default). */
export interface StringTrait {
  readonly kind: 'string'
  readonly name: string
  readonly values: readonly string[]
  readonly weights: readonly number[]
  readonly presence?: number
}

/** A numeric attribute from `min` to `max`; `skew` > 1 favours low values. */
export interface IntTrait {
  readonly kind: 'int'
  readonly name: string
  readonly min: number
  readonly max: number
  readonly skew?: number
}

/** A numeric attribute that is sometimes the string `word` instead (a `STRING` filter, not `INT`). */
export interface MixedTrait {
  readonly kind: 'mixed'
  readonly name: string
  readonly min: number
  readonly max: number
  readonly word: string
  readonly wordChance: number
}

export type Trait = StringTrait | IntTrait | MixedTrait

/** Reads a token's attribute value by trait index (`undefined` when the token lacks it). */
export type TraitReader = (trait: number) => string | number | undefined

/** A themed collection: its traits and how they become a name, a description and a picture. */
export interface Theme {
  readonly traits: readonly Trait[]
  /** The two traits whose values make the name: `<first> <second> #<tokenId>`. */
  readonly nameTraits: readonly [number, number]
  /** The trait whose value picks the drawn shape. */
  readonly shapeTrait: number
  /** The trait whose value picks the fill colour. */
  readonly colorTrait: number
  /** The `Rarity` trait (values in increasing rarity); it drives prices. */
  readonly rarityTrait: number
  /** The collection's royalty in basis points. */
  readonly royaltyBps: number
  /** Whether the picture has eyes (creatures do). */
  readonly face: boolean
  readonly describe: (get: TraitReader) => string
}

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'] as const
const RARITY_WEIGHTS = [60, 25, 10, 4, 1]

const COLORS = [
  'Crimson',
  'Azure',
  'Emerald',
  'Amber',
  'Violet',
  'Ivory',
  'Onyx',
  'Teal',
  'Coral',
  'Gold',
] as const
const COLOR_WEIGHTS = [15, 14, 13, 12, 10, 9, 8, 8, 6, 5]

/** Fill colours, by colour index (and reused by index for themes without a colour trait). */
export const FILLS = [
  'dc143c',
  '3a7bd5',
  '2ecc71',
  'f5a623',
  '8e44ad',
  'f4f1e8',
  '2d2d2d',
  '1abc9c',
  'ff7f50',
  'd4af37',
] as const

/** Background colours (`backgroundColor`, 6 hex digits without `#`). */
export const BACKGROUNDS = [
  '0f172a',
  '1e293b',
  '14281d',
  '2a1a0e',
  '1b1035',
  '102a43',
  '3b0d0d',
  'f1f5f9',
] as const

/** Frame colours by rarity. */
export const RARITY_STROKES = ['9ca3af', '22c55e', '3b82f6', 'a855f7', 'f59e0b'] as const

/** Shapes drawn on a 64×64 canvas; `F` is replaced by the fill colour. */
export const SHAPES = [
  '<circle cx="32" cy="34" r="18" fill="#F"/>',
  '<rect x="14" y="16" width="36" height="36" rx="6" fill="#F"/>',
  '<ellipse cx="32" cy="34" rx="22" ry="14" fill="#F"/>',
  '<polygon points="32,10 54,52 10,52" fill="#F"/>',
  '<polygon points="32,8 56,32 32,56 8,32" fill="#F"/>',
  '<rect x="20" y="10" width="24" height="44" rx="12" fill="#F"/>',
  '<polygon points="32,8 38,26 56,26 42,38 48,56 32,45 16,56 22,38 8,26 26,26" fill="#F"/>',
  '<path d="M12 44Q32 4 52 44Z" fill="#F"/>',
] as const

const weights = (n: number) => Array.from({ length: n }, (_, i) => n - i)

const rarity = (): StringTrait => ({
  kind: 'string',
  name: 'Rarity',
  values: RARITIES,
  weights: RARITY_WEIGHTS,
})

const color = (): StringTrait => ({
  kind: 'string',
  name: 'Color',
  values: COLORS,
  weights: COLOR_WEIGHTS,
})

const text = (v: string | number | undefined) => String(v ?? '').toLowerCase()

const creatures: Theme = {
  traits: [
    {
      kind: 'string',
      name: 'Species',
      values: [
        'Slime',
        'Drake',
        'Golem',
        'Sprite',
        'Wisp',
        'Kraken',
        'Griffin',
        'Basilisk',
        'Phoenix',
        'Wyvern',
        'Hydra',
        'Chimera',
      ],
      weights: [22, 16, 14, 12, 10, 8, 6, 4, 3, 2, 2, 1],
    },
    color(),
    rarity(),
    {
      kind: 'string',
      name: 'Habitat',
      values: ['Forest', 'Cavern', 'Ocean', 'Volcano', 'Tundra', 'Sky'],
      weights: [30, 22, 18, 12, 10, 8],
    },
    {
      kind: 'string',
      name: 'Accessory',
      values: ['Crown', 'Scarf', 'Monocle', 'Top Hat', 'Bandana'],
      weights: [1, 4, 2, 3, 5],
      presence: 0.35,
    },
    { kind: 'int', name: 'Level', min: 1, max: 100, skew: 2 },
    { kind: 'int', name: 'Speed', min: 1, max: 250 },
    { kind: 'int', name: 'Generation', min: 1, max: 5, skew: 1.5 },
  ],
  nameTraits: [1, 0],
  shapeTrait: 0,
  colorTrait: 1,
  rarityTrait: 2,
  royaltyBps: 500,
  face: true,
  describe: (get) =>
    `A ${text(get(2))} ${text(get(1))} ${text(get(0))} of the ${text(get(3))}, level ${get(5)}, generation ${get(7)}.`,
}

const relics: Theme = {
  traits: [
    {
      kind: 'string',
      name: 'Type',
      values: ['Sword', 'Shield', 'Amulet', 'Ring', 'Tome', 'Orb', 'Chalice'],
      weights: weights(7),
    },
    {
      kind: 'string',
      name: 'Element',
      values: ['Fire', 'Water', 'Earth', 'Air', 'Void'],
      weights: [5, 5, 4, 4, 1],
    },
    rarity(),
    { kind: 'int', name: 'Power', min: 1, max: 100 },
    { kind: 'int', name: 'Durability', min: 10, max: 500, skew: 1.3 },
    { kind: 'mixed', name: 'Charge', min: 1, max: 5, word: 'Depleted', wordChance: 0.15 },
  ],
  nameTraits: [1, 0],
  shapeTrait: 0,
  colorTrait: 1,
  rarityTrait: 2,
  royaltyBps: 250,
  face: false,
  describe: (get) =>
    `A ${text(get(2))} ${text(get(0))} bound to ${text(get(1))}, power ${get(3)}, durability ${get(4)}.`,
}

const plants: Theme = {
  traits: [
    {
      kind: 'string',
      name: 'Family',
      values: ['Fern', 'Cactus', 'Orchid', 'Bonsai', 'Succulent', 'Ivy', 'Palm', 'Lotus'],
      weights: weights(8),
    },
    {
      kind: 'string',
      name: 'Leaf',
      values: ['Round', 'Needle', 'Heart', 'Lobed', 'Feather'],
      weights: [5, 3, 3, 2, 1],
    },
    rarity(),
    { kind: 'int', name: 'Height', min: 5, max: 300, skew: 1.6 },
    { kind: 'int', name: 'Age', min: 1, max: 120, skew: 2 },
    { kind: 'int', name: 'Generation', min: 1, max: 3 },
  ],
  nameTraits: [1, 0],
  shapeTrait: 0,
  colorTrait: 1,
  rarityTrait: 2,
  royaltyBps: 300,
  face: false,
  describe: (get) =>
    `A ${text(get(2))} ${text(get(0))} with ${text(get(1))} leaves, ${get(3)} cm tall and ${get(4)} years old.`,
}

const potions: Theme = {
  traits: [
    {
      kind: 'string',
      name: 'Effect',
      values: ['Healing', 'Mana', 'Haste', 'Invisibility', 'Strength', 'Luck'],
      weights: [6, 5, 4, 2, 3, 1],
    },
    color(),
    rarity(),
    { kind: 'int', name: 'Potency', min: 1, max: 10 },
    { kind: 'int', name: 'Duration', min: 10, max: 600, skew: 1.4 },
  ],
  nameTraits: [1, 0],
  shapeTrait: 0,
  colorTrait: 1,
  rarityTrait: 2,
  royaltyBps: 150,
  face: false,
  describe: (get) =>
    `A ${text(get(2))} potion of ${text(get(0))}: potency ${get(3)}, lasts ${get(4)} seconds.`,
}

/** The theme of each themed collection (`hostile` has hand-written metadata instead). */
export const THEMES: Readonly<Record<Exclude<CollectionTheme, 'hostile'>, Theme>> = {
  creatures,
  relics,
  plants,
  potions,
}
