/**
 * The `hostile` collection's metadata: everything a malicious token author
 * can write and a careful client must render inertly (decisions.md §11).
 * Script in names and descriptions, SVG with `<script>`, event handlers and
 * `<foreignObject>`, `javascript:`/`vbscript:`/`data:text/html` URLs in every
 * link field (mixed case, with whitespace), CSS injection in
 * `backgroundColor`, 100,000-character strings, right-to-left overrides,
 * markup in attribute names and values, plus a few legitimate https and ipfs
 * values. Every token still passes the `TokenMetadata` schema.
 */
import type { TokenMetadata } from '../../core/schemas/tokenMetadata.js'
import { iso } from '../clock.js'
import { svgDataUri } from './tokens.js'

/** The largest uint256, used as the last hostile token's id. */
export const MAX_UINT256 = (2n ** 256n - 1n).toString()

/** The marker the hostile payloads try to set (`window.__pwned`): a test asserts it stays unset. */
export const PWNED_MARKER = '__pwned'

const LONG = 'Long '.repeat(20_000) // 100,000 characters

const NAMES = [
  '<script>window.__pwned=1</script>Innocent Cat',
  '<img src=x onerror="window.__pwned=1">',
  'Totally Safe \u202Egnp.exe',
  LONG,
  '"><svg onload=window.__pwned=1>',
  "{{constructor.constructor('window.__pwned=1')()}}",
  'javascript:alert(1)',
  '<style>body{display:none}</style>Hidden Page',
  'Z\u0337\u0322\u035Da\u0338l\u0335g\u0336o\u0337 \u200B\u200Dzero width',
  "'; DROP TABLE tokens; --",
  '\u0645\u0631\u062D\u0628\u0627 \u202Bworld\u202C \u202Dltr\u202C',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '</title><script>window.__pwned=1</script>',
  '&lt;b&gt;escaped twice&lt;/b&gt; &amp;amp;',
  'Control \u0000NUL\u0007BEL\u001B[31mANSI',
  '<a href="javascript:window.__pwned=1">click me</a>',
  'Line one\nLine two\r\n<br/>Line three',
  '__proto__',
  'constructor',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  'data:text/html,<script>window.__pwned=1</script>',
  'Plain Token',
  'IPFS Token',
  '<marquee>Max id</marquee>',
]

const DESCRIPTIONS = [
  '<script>window.__pwned=1</script>A harmless description.',
  '[click here](javascript:window.__pwned=1) **markdown**',
  '<img src="x" onerror="window.__pwned=1"><b>bold</b>',
  `Huge: ${'Lorem ipsum '.repeat(8_334)}`.slice(0, 100_000),
  'Right-to-left \u202Eesrever\u202C text',
  '<svg><animate onbegin="window.__pwned=1" attributeName="x" dur="1s"/></svg>',
  'A legitimate description with an http://127.0.0.1:9 link.',
  '<div style="position:fixed;inset:0;background:red">overlay</div>',
]

const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" onload="window.__pwned=1"><script>window.__pwned=1</script><rect width="64" height="64" fill="#b91c1c"/></svg>'

const SVGS = [
  SCRIPT_SVG,
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><foreignObject width="64" height="64"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:window.__pwned=1"></iframe><img src="x" onerror="window.__pwned=1"/></body></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64"><a xlink:href="javascript:window.__pwned=1"><text y="20">click</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image href="http://127.0.0.1:9/evil/track.png" onerror="window.__pwned=1"/><set attributeName="onmouseover" to="window.__pwned=1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><style>@import url(http://127.0.0.1:9/evil/x.css);rect{fill:url(javascript:window.__pwned=1)}</style><rect width="64" height="64"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0ea5e9"/><circle cx="32" cy="32" r="16" fill="#fff"/></svg>',
]

const IMAGES = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  ' \tjavascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  svgDataUri(SCRIPT_SVG),
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>',
  '//evil.example/protocol-relative.png',
  'file:///etc/passwd',
  'http://127.0.0.1:9/a.png" onerror="window.__pwned=1',
  'https://127.0.0.1:9/hostile/ok.png',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/1.png',
  'http://127.0.0.1:9/plain-http.png',
]

const LINKS = [
  'javascript:alert(1)',
  'javascript:window.__pwned=1',
  'JAVASCRIPT:window.__pwned=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__pwned=1</script>',
  'JaVaScRiPt:window.__pwned=1',
  'https://127.0.0.1:9/hostile/ok',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/page.html',
]

const ANIMATIONS = [
  'data:text/html,<script>parent.window.__pwned=1;top.window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  'https://127.0.0.1:9/hostile/animation.html',
  'JaVaScRiPt:window.__pwned=1',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/anim.html',
]

const MEDIA = [
  'javascript:alert(1)',
  'javascript:window.__pwned=1',
  'https://127.0.0.1:9/hostile/clip.mp4',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__pwned=1</script>',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/sound.mp3',
  'JaVaScRiPt:window.__pwned=1',
]

const BACKGROUNDS = [
  'red;background:url(javascript:window.__pwned=1)',
  'expression(alert(1))',
  '000000;}</style><script>window.__pwned=1</script>',
  'url(http://127.0.0.1:9/evil/track.png)',
  '#ff0000',
  '12345g',
  'ff00ff',
  'fff',
]

const CATEGORIES = ['XSS', 'Phishing', 'Injection', 'Spoofing', 'Overflow']

const at = <T>(items: readonly T[], i: number): T => items[i % items.length] as T

/**
 * 500 traits on one token, five names repeated (real metadata repeats a name,
 * as several "Accessory" traits): a trait list must stay usable and inside its
 * box, and the collection's filters keep five properties of 100 values.
 */
const manyTraits = () =>
  Array.from({ length: 500 }, (_, j) => ({
    trait_type: `Trait ${(j % 5) + 1}`,
    value: `Value ${j + 1}`,
  }))

/** What real collections send besides strings: huge numbers, dates, boosts, odd names and values. */
const oddTraits = (): Record<string, unknown>[] => [
  {
    trait_type: 'Essay',
    value: `${'A very long trait value without spaces '.repeat(10)}${'x'.repeat(10_000)}`,
  },
  { trait_type: 'Beyond 2^53', value: 2 ** 60 + 1 },
  { trait_type: 'Huge', value: 1.7976931348623157e308 },
  { trait_type: 'Born', value: 1_700_000_000, display_type: 'date' },
  { trait_type: 'Stamina', value: 12, display_type: 'boost_number' },
  { trait_type: 'Luck', value: -5, display_type: 'boost_percentage' },
  { trait_type: 'Level', value: 7, display_type: 'number', max_value: 10 },
  { trait_type: 42, value: 'a number as trait type' },
  { trait_type: null, value: true },
  { trait_type: 'Nested', value: { deep: { deeper: ['<script>window.__pwned=1</script>'] } } },
  { trait_type: 'List', value: ['a', 1, null] },
  { trait_type: 'Empty' },
  { trait_type: 'N'.repeat(2_000), value: 'a name of 2,000 characters' },
]

/**
 * Builds the 24 hostile tokens (ids 1 to 23 and the largest uint256), with
 * timestamps relative to `t0`.
 */
export function createHostileTokens(t0: number, collectionId: number): TokenMetadata[] {
  return NAMES.map((name, i) => {
    const tokenId = i === NAMES.length - 1 ? MAX_UINT256 : String(i + 1)
    const attributes: Record<string, unknown>[] = [
      { trait_type: 'Category', value: at(CATEGORIES, i) },
      { trait_type: 'Threat', value: 1 + ((i * 7) % 10) },
      {
        trait_type: '<img src=x onerror=window.__pwned=1>',
        value: '<script>window.__pwned=1</script>',
      },
      {
        trait_type: 'Payload',
        value: at(['<b>bold</b>', '"><svg onload=alert(1)>', 'javascript:alert(1)'], i),
      },
    ]
    if (i % 3 === 0) attributes.push({ trait_type: 'Direction', value: '\u202Eesrever' })
    if (i % 4 === 1) attributes.push({ value: 'an attribute without trait_type' })
    if (i === 17) attributes.push({ trait_type: '__proto__', value: 'polluted' })
    if (i === 19) attributes.push(...manyTraits())
    if (i === 20) attributes.push(...oddTraits())
    const metadata: TokenMetadata = {
      tokenId,
      name,
      description: at(DESCRIPTIONS, i),
      attributes,
      assets: [],
      image: at(IMAGES, i),
      imageData: at(SVGS, i),
      externalUrl: at(LINKS, i),
      animationUrl: at(ANIMATIONS, i),
      backgroundColor: at(BACKGROUNDS, i),
      decimals: 0,
      updatedAt: iso(t0 - (i + 1) * 3_600_000),
      properties: { html: '<b onmouseover="window.__pwned=1">hover</b>', depth: { nested: [i] } },
    }
    if (i % 2 === 0) metadata.video = at(MEDIA, i)
    if (i % 2 === 1) metadata.audio = at(MEDIA, i + 3)
    if (i % 5 === 0) {
      metadata.assets = [
        {
          id: collectionId * 10_000_000 + i + 1,
          collectionId,
          tokenId,
          metadataField: 'image',
          url: at(IMAGES, i),
          filename: '<script>window.__pwned=1</script>.svg',
          filesize: 1,
          mimeType: 'text/html',
          width: 64,
          height: 64,
          updatedAt: metadata.updatedAt,
        },
      ]
    }
    if (i === 21) {
      metadata.image = 'http://127.0.0.1:9/hostile/plain.png'
      metadata.externalUrl = 'http://127.0.0.1:9/hostile/plain'
      metadata.backgroundColor = '1e293b'
    }
    if (i === 22)
      metadata.image = 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/22.png'
    return metadata
  })
}
