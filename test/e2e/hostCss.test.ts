/**
 * The kit's components under the CSS of the app they are dropped into (issue
 * 45): the demo's pages with a host stylesheet added after the kit's — a
 * fresh Vite app's own `index.css`, read from create-vite's template (an 18 px
 * root font with its own line height and letter spacing, centred text in
 * `#root`, both colour schemes), and a hostile one (letter spacing, centred text,
 * `content-box`, a double line height and a 20 px root font on everything,
 * `all: revert` on buttons and fields, padded table cells, tables as wide as
 * their content). At 390, 320 and 1280 px: no price, amount, symbol or
 * quantity cut short (a cell whose text is wider than its box, which shows
 * `…`), every control inside the window and inside the box that clips it,
 * no sideways scroll — the filter sheet opened on a phone too. One browser,
 * one load per page and stylesheet, the widths by resizing.
 */
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type DemoServer, launchChromium, startDemoPreview } from '../../scripts/demo-server.js'
import { newPinnedPage } from '../support/fontPages.js'
import { pageWidths, settled, unreachableControls } from '../support/pageChecks.js'

/**
 * The stylesheet a fresh Vite React app starts with, as `npm create vite` writes it: the
 * react-ts template's `src/index.css` from create-vite (a devDependency pinned by the lock file).
 */
const TEMPLATE = readFileSync('node_modules/create-vite/template-react-ts/src/index.css', 'utf8')

/** What a careless host page sets on everything. */
const HOSTILE = `* {
  letter-spacing: 0.2em;
  word-spacing: 0.3em;
  text-align: center;
  box-sizing: content-box;
  line-height: 2;
}
html { font-size: 20px; }
button, input, select { all: revert; }
td, th { padding: 12px 16px; }
table { width: auto; border-spacing: 4px; }
p { margin: 1em 0; }
ul, ol { padding-left: 40px; }
label { display: block; }
`

/** The pages of the demo that hold the kit's components with prices and quantities. */
const PAGES = [
  '#/collection/creatures',
  '#/collectible/creatures/1',
  '#/collection/creatures/activity',
  '#/builder',
]
const WIDTHS = [390, 320, 1280]

let demo: DemoServer
let browser: Browser

beforeAll(async () => {
  demo = await startDemoPreview({ outDir: inject('demoOutDir') })
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

/**
 * The price, amount, symbol, US-dollar and quantity boxes of the kit's
 * components whose text is wider than the box (cut, with `…`, or hidden): one
 * line each, with the text and its width.
 */
function cutNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NUMBERS =
      '[class*="__price"], [class*="__amount"], [class*="__symbol"], [class*="__usd"], [class*="__quantity"], [class*="__number"], [class*="__floor"]'
    const cut: string[] = []
    for (const box of document.querySelectorAll<HTMLElement>(NUMBERS)) {
      if (
        !/(^| )pk-/.test(box.className) ||
        box.closest('[aria-hidden="true"], .pk-visually-hidden')
      )
        continue
      for (const el of [box, ...box.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el)
        if (style.display === 'inline' || el.matches('.pk-visually-hidden, .pk-visually-hidden *'))
          continue
        if (el.getClientRects().length === 0) continue
        if (el.scrollWidth > el.clientWidth) {
          cut.push(
            `${el.className || el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${el.scrollWidth} px in ${el.clientWidth}`,
          )
        }
      }
    }
    return cut
  })
}

/** The problems of `page` at its present width, each prefixed `at`. */
async function problemsOf(page: Page, at: string): Promise<string[]> {
  const problems: string[] = []
  const { scrollWidth, innerWidth } = await pageWidths(page)
  if (scrollWidth > innerWidth) problems.push(`${at}: scrolls sideways (${scrollWidth} px)`)
  for (const control of await unreachableControls(page)) problems.push(`${at}: ${control}`)
  for (const cell of await cutNumbers(page)) problems.push(`${at}: cut ${cell}`)
  return problems
}

/** Opens `path` at 390 px with `css` added after the kit's, once its lists and prices settle. */
async function open(path: string, css: string): Promise<Page> {
  const page = await newPinnedPage(browser, { viewport: { width: 390, height: 844 } })
  await page.goto(`${demo.url}/${path}`)
  await page.locator('main h1').first().waitFor()
  await settled(page)
  if (path.startsWith('#/collectible/')) {
    await page.locator('.pk-orderbook__price').first().waitFor()
  } else if (path === '#/collection/creatures') {
    await page.locator('[role="gridcell"]').first().waitFor()
  }
  await page.addStyleTag({ content: css })
  return page
}

/** On the collection page, the filters as a phone shows them: opened from their button. */
async function withFiltersOpen(page: Page, at: string): Promise<string[]> {
  const button = page.getByRole('button', { name: /^Filters/ })
  if (!(await button.isVisible())) return []
  await button.click()
  await page.locator('.pk-filters__group').first().waitFor()
  const problems = await problemsOf(page, `${at}, filters open`)
  await page.keyboard.press('Escape')
  if (await page.locator('.pk-filters__group').first().isVisible()) await button.click()
  return problems
}

describe.each([
  ['the Vite template', TEMPLATE],
  ['a hostile stylesheet', HOSTILE],
])('under %s', (name, css) => {
  test(`${PAGES.length} pages at ${WIDTHS.join(', ')} px: no number cut, every control in reach, no sideways scroll`, async () => {
    const problems: string[] = []
    // Two pages at a time: the machine has two cores.
    const check = async (path: string) => {
      const page = await open(path, css)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 })
        await page.waitForTimeout(100)
        const at = `${path} at ${width} px under ${name}`
        problems.push(...(await problemsOf(page, at)))
        if (path === '#/collection/creatures') problems.push(...(await withFiltersOpen(page, at)))
      }
      await page.close()
    }
    for (let i = 0; i < PAGES.length; i += 2) await Promise.all(PAGES.slice(i, i + 2).map(check))
    expect(problems.sort()).toEqual([])
  }, 60_000)
})
