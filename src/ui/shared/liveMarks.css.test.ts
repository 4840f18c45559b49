/**
 * The live marks' styles (src/ui/shared/Live.css): a marked row or card is
 * highlighted without moving anything, fades out only where the user has not
 * asked for reduced motion, stays still (then goes) where they have, and
 * shows in forced-colours mode. Read as text, then applied in the project's
 * Chromium with each media setting emulated.
 */
import { readFileSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumLaunchOptions, findChromium } from '../../../scripts/chromium.js'
import { uiStylesheets } from '../../../scripts/ui-styles.js'
import { newPinnedPage } from '../../../test/support/fontPages.js'

const live = readFileSync(new URL('./Live.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)
/** The kit's whole stylesheet, as scripts/build-css.ts writes it. */
const all = uiStylesheets()
  .map((sheet) => sheet.css)
  .join('\n')

/** The rules of a stylesheet, each with the at-rules around it (`@media …`, `@keyframes …`). */
function blocks(css: string): { at: string[]; selector: string; body: string }[] {
  const found: { at: string[]; selector: string; body: string }[] = []
  const at: string[] = []
  let start = 0
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      const head = css.slice(start, i).trim()
      if (/^@(media|keyframes|supports)/.test(head)) at.push(head)
      else {
        const end = css.indexOf('}', i)
        found.push({ at: [...at], selector: head, body: css.slice(i + 1, end) })
        i = end
      }
      start = i + 1
    } else if (css[i] === '}') {
      at.pop()
      start = i + 1
    }
  }
  return found
}

describe('Live.css as written', () => {
  const rules = blocks(live)

  test('a mark animates only under prefers-reduced-motion: no-preference', () => {
    const animated = rules.filter((r) => /(^|;|\s)animation(-name)?\s*:/.test(r.body))
    expect(animated.length).toBeGreaterThanOrEqual(2)
    for (const rule of animated) {
      expect(rule.at).toContain('@media (prefers-reduced-motion: no-preference)')
      expect(rule.selector).toMatch(/\[data-live-mark\]/)
    }
  })

  test('the static highlight is outside every media query, and takes no room', () => {
    const marks = rules.filter((r) => r.at.length === 0 && /\[data-live-mark\]/.test(r.selector))
    expect(marks.map((r) => r.selector)).toEqual([
      '.pk-orderbook__table tr[data-live-mark] > *',
      '.pk-grid__cell[data-live-mark] > .pk-card',
    ])
    for (const rule of marks) {
      expect(rule.body).toMatch(/box-shadow:/)
      expect(rule.body).not.toMatch(/\b(width|height|padding|margin|border-width|border)\s*:/)
    }
  })

  test('forced colours get an outline in a system colour', () => {
    const forced = rules.filter((r) => r.at.includes('@media (forced-colors: active)'))
    const outline = forced.find((r) => /\[data-live-mark\]/.test(r.selector))
    expect(outline?.body).toMatch(/outline:\s*2px solid Highlight/)
  })
})

const PAGE = `<!doctype html><html><head><style>${all}</style></head><body>
<div class="pk-orderbook"><table class="pk-orderbook__table"><tbody>
  <tr id="marked" data-live-mark><th class="pk-orderbook__price">1.5</th><td>2</td></tr>
  <tr id="plain"><th class="pk-orderbook__price">1.5</th><td>2</td></tr>
</tbody></table></div>
<div class="pk-grid__cell" id="cell" data-live-mark><article class="pk-card">A card</article></div>
</body></html>`

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await chromium.launch({ ...chromiumLaunchOptions(findChromium()), headless: true })
  page = await newPinnedPage(browser, { viewport: { width: 390, height: 600 } })
  await page.setContent(PAGE)
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

interface Shown {
  animation: string
  shadow: string
  cardAnimation: string
  outline: string
  rows: [number, number]
}
const shown = (): Promise<Shown> =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
    const height = (id: string) => document.getElementById(id)!.getBoundingClientRect().height
    return {
      animation: style('#marked > td').animationName,
      shadow: style('#marked > td').boxShadow,
      cardAnimation: style('#cell > .pk-card').animationName,
      outline: `${style('#marked').outlineStyle} ${style('#marked').outlineWidth}`,
      rows: [height('marked'), height('plain')],
    }
  })

describe('Live.css in Chromium', () => {
  test('reduced motion: a still highlight, no animation', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'none' })
    const s = await shown()
    expect(s.animation).toBe('none')
    expect(s.cardAnimation).toBe('none')
    expect(s.shadow).toMatch(/inset/)
    expect(s.shadow).not.toMatch(/rgba\(0, 0, 0, 0\)/)
    expect(s.rows[0]).toBe(s.rows[1])
  })

  test('no preference: the highlight fades out', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'none' })
    const s = await shown()
    expect(s.animation).toBe('pk-live-row')
    expect(s.cardAnimation).toBe('pk-live-card')
    expect(s.rows[0]).toBe(s.rows[1])
  })

  test('forced colours: an outline that takes no room', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' })
    const s = await shown()
    expect(s.outline).toBe('solid 2px')
    expect(s.rows[0]).toBe(s.rows[1])
  })
})
