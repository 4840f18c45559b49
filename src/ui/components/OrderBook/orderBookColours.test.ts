/**
 * The order book's colours (issue 27): bids (offers) green and asks
 * (listings) red, as every order book draws them, through `--pk-bid` and
 * `--pk-ask`, which the book and its chart use everywhere; in the light and
 * the dark theme each reads at 4.5:1 or more on the page and on a surface.
 */
import { basename } from 'node:path'
import { describe, expect, test } from 'vitest'
import { uiStylesheets } from '../../../../scripts/ui-styles.js'

const uncomment = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')
/** The kit's stylesheets by file name, wherever their component's folder is. */
const sheet = new Map(uiStylesheets().map(({ path, css }) => [basename(path), css]))
const theme = uncomment(sheet.get('theme.css')!)
const book = uncomment(
  ['OrderBook.css', 'OrderBookStates.css', 'DepthChart.css'].map((f) => sheet.get(f)!).join('\n'),
)

/** The variables set in the first block whose selector contains `selector`. */
function variables(selector: string): Record<string, string> {
  const start = theme.indexOf(selector)
  const body = theme.slice(theme.indexOf('{', start) + 1, theme.indexOf('}', start))
  return Object.fromEntries(
    [...body.matchAll(/(--pk-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]),
  )
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe.each([
  ['light', ':where(:root, [data-pk-theme="light"])'],
  ['dark', ':where([data-pk-theme="dark"])'],
  ['auto, dark system', ':where([data-pk-theme="auto"])'],
])('the %s theme', (_, selector) => {
  const light = variables(':where(:root, [data-pk-theme="light"])')
  const own = { ...light, ...variables(selector) }
  test('bids green, asks red', () => {
    const [br, bg] = rgb(own['--pk-bid']!)
    const [ar, ag] = rgb(own['--pk-ask']!)
    expect(bg).toBeGreaterThan(br! + 40)
    expect(ar).toBeGreaterThan(ag! + 40)
  })
  test.each(['--pk-bg', '--pk-surface'])('each at 4.5:1 or more on %s', (ground) => {
    for (const side of ['--pk-bid', '--pk-ask'])
      expect(contrast(own[side]!, own[ground]!)).toBeGreaterThanOrEqual(4.5)
  })
})

test('the book and its chart draw each side in its variable, and only there', () => {
  const rule = (selector: string) => {
    const at = book.indexOf(selector)
    expect(at, selector).toBeGreaterThanOrEqual(0)
    return book.slice(book.indexOf('{', at) + 1, book.indexOf('}', at))
  }
  expect(rule('.pk-orderbook__side[data-side="offer"] :is(')).toMatch(/var\(--pk-bid\)/)
  expect(rule('.pk-orderbook__side[data-side="listing"] :is(')).toMatch(/var\(--pk-ask\)/)
  expect(rule('.pk-depth__area[data-side="bid"]')).toMatch(/stroke: var\(--pk-bid\)/)
  expect(rule('.pk-depth__area[data-side="ask"]')).toMatch(/stroke: var\(--pk-ask\)/)
  expect(rule('.pk-depth__key[data-side="bid"]::before')).toMatch(/var\(--pk-bid\)/)
  expect(rule('.pk-depth__key[data-side="ask"]::before')).toMatch(/var\(--pk-ask\)/)
  // Not the card's listing and offer colours, which say nothing of a side of a book.
  expect(book).not.toMatch(/--pk-(offer|listing)\b/)
})
