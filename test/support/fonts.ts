/**
 * The fonts the browser and page tests render with, pinned from npm
 * (@fontsource/*) so that every machine renders alike, whatever Chromium and
 * fonts it has: the kit's `--pk-font` and `--pk-font-mono` are set to one of
 * these, embedded as data: URLs (nothing is fetched, no service worker sees
 * them). The first is the one every check runs under — the font of the npm
 * Chromium, the project's own machines' browser; the layout checks run under
 * each of the others too, so that a layout fitted to one font fails naming
 * another (issue 42).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** One font of the set: its name in test titles, and the families it sets `--pk-font` and `--pk-font-mono` to. */
export interface TestFont {
  readonly name: string
  readonly sans: string
  readonly mono: string
}

/** A family's npm package and the weights the kit's CSS asks for that it has. */
const PACKAGES: Readonly<Record<string, { pkg: string; weights: readonly number[] }>> = {
  'Open Sans': { pkg: '@fontsource/open-sans', weights: [400, 500, 600, 700] },
  Arimo: { pkg: '@fontsource/arimo', weights: [400, 500, 600, 700] },
  'DejaVu Sans': { pkg: '@fontsource/dejavu-sans', weights: [400, 700] },
  'Noto Sans': { pkg: '@fontsource/noto-sans', weights: [400, 500, 600, 700] },
  'Lexend Giga': { pkg: '@fontsource/lexend-giga', weights: [400, 500, 600, 700] },
  Cousine: { pkg: '@fontsource/cousine', weights: [400, 700] },
  'DejaVu Mono': { pkg: '@fontsource/dejavu-mono', weights: [400, 700] },
}

export const FONTS: readonly TestFont[] = [
  // The npm Chromium's only font: the full matrix of checks runs under it.
  { name: 'Open Sans', sans: 'Open Sans', mono: 'Cousine' },
  // Arial's and Helvetica's metrics (Liberation Sans): Windows, macOS, Debian's Chromium.
  { name: 'Arimo', sans: 'Arimo', mono: 'Cousine' },
  // Linux's default, as wide as Verdana: digits 12 % wider than Open Sans.
  { name: 'DejaVu Sans', sans: 'DejaVu Sans', mono: 'DejaVu Mono' },
  // Android's and ChromeOS's.
  { name: 'Noto Sans', sans: 'Noto Sans', mono: 'Cousine' },
  // Deliberately wide, wider than any common font: digits 9 % wider than DejaVu Sans, letters 33 %.
  { name: 'Lexend Giga (wide)', sans: 'Lexend Giga', mono: 'DejaVu Mono' },
]

export const DEFAULT_FONT: TestFont = FONTS[0]!

/**
 * The fonts of the set wider than the default, which sweeps over many pages
 * (every story) run under, 5 % and more wider: the others draw digits and
 * letters within 2.5 % of the default's widths and narrower than each of
 * these (Noto Sans's letters 1 % wider; Arimo's bold digits 1.8 % wider in
 * the npm Chromium, which rounds glyphs to whole pixels, narrower elsewhere;
 * test/chromium/fonts.test.ts measures it), and are seen by the demo pages'
 * and the browser tests' sweeps.
 */
export const WIDER_FONTS: readonly TestFont[] = FONTS.filter((font) =>
  /^(DejaVu Sans|Lexend Giga)/.test(font.name),
)

const require = createRequire(import.meta.url)

/** A font file as a page adds it (`new FontFace`): its family, weight, Unicode range and bytes in base64. */
export interface FaceToAdd {
  readonly family: string
  readonly weight: number
  readonly unicodeRange: string
  readonly base64: string
}

/** One family's faces: its Latin subset in each weight it has (other scripts fall back). */
function familyFaces(family: string): FaceToAdd[] {
  const entry = PACKAGES[family]
  if (!entry) throw new Error(`No npm package for the test font ${family}`)
  const dir = dirname(require.resolve(`${entry.pkg}/package.json`))
  const name = entry.pkg.replace('@fontsource/', '')
  return entry.weights.map((weight) => {
    const file = `${name}-latin-${weight}-normal.woff2`
    // The Latin subset's range, from the rule that names its file in the weight's stylesheet; a
    // family with one subset (DejaVu's) has all its glyphs in it and states no range.
    const rules = readFileSync(join(dir, `${weight}.css`), 'utf8').split('@font-face')
    const rule = rules.find((text) => text.includes(`/${file})`))
    if (!rule) throw new Error(`No rule for ${file} in ${entry.pkg}/${weight}.css`)
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? 'U+0-10FFFF'
    const base64 = readFileSync(join(dir, 'files', file)).toString('base64')
    return { family, weight, unicodeRange, base64 }
  })
}

/** A font of the set as a page applies it (`applyFont`): its name, families and faces. */
export interface FontToApply extends TestFont {
  readonly faces: readonly FaceToAdd[]
}

const cache = new Map<string, FontToApply>()

/** `font` with its faces read from npm, to hand to a page. */
export function fontToApply(font: TestFont): FontToApply {
  let found = cache.get(font.name)
  if (!found) {
    found = { ...font, faces: [...familyFaces(font.sans), ...familyFaces(font.mono)] }
    cache.set(font.name, found)
  }
  return found
}
