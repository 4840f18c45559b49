/**
 * Playwright pages in the pinned test fonts (test/support/fonts.ts): every
 * page a test opens starts in the first font of the set, whatever fonts the
 * machine has, and can be switched to another font of the set in place.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright'
import { applyFont } from './applyFont.js'
import { DEFAULT_FONT, FONTS, fontToApply, type TestFont } from './fonts.js'
import { pageWidths, unreachableControls } from './pageChecks.js'

/**
 * A new context of `browser` whose every page starts in the pinned font.
 *
 * @example
 * const tabs = await newPinnedContext(browser)
 */
export async function newPinnedContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript(applyFont, { font: fontToApply(DEFAULT_FONT), as: 'pin' as const })
  return context
}

/**
 * A page in a context of its own, as `browser.newPage` makes one, in the
 * pinned font; closing the page closes its context.
 *
 * @example
 * const page = await newPinnedPage(browser, { viewport: { width: 390, height: 844 } })
 */
export async function newPinnedPage(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<Page> {
  const context = await newPinnedContext(browser, options)
  const page = await context.newPage()
  // Closed with its browser, the context has nothing left to close.
  page.once('close', () => void context.close().catch(() => undefined))
  return page
}

/**
 * Switches an open page to `font` of the set and waits until it is laid out in it.
 *
 * @example
 * for (const font of FONTS) { await switchFont(page, font); … }
 */
export async function switchFont(page: Page, font: TestFont): Promise<void> {
  // A face's bytes (100–300 kB a font) cross to the page only when it has not added it yet: a
  // story switched six times a story sent 150 MB over the protocol before.
  const added = await page.evaluate(() => [
    ...((window as { __pkTestFaces?: Map<string, unknown> }).__pkTestFaces?.keys() ?? []),
  ])
  const toApply = fontToApply(font)
  const faces = toApply.faces.map((face) =>
    added.includes(`${face.family} ${face.weight}`) ? { ...face, base64: '' } : face,
  )
  return page.evaluate(applyFont, { font: { ...toApply, faces }, as: 'switch' as const })
}

/**
 * Under each font of the set in turn, whether `page` scrolls sideways at its
 * width and, on a phone (390 px or less), the controls out of reach without a
 * sideways scroll: one line each, naming the font. The page is left in the
 * pinned font.
 *
 * @example
 * expect(await layoutUnderEachFont(page)).toEqual([])
 */
export async function layoutUnderEachFont(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const font of FONTS) {
    await switchFont(page, font)
    const { scrollWidth, innerWidth } = await pageWidths(page)
    if (scrollWidth > innerWidth) {
      problems.push(`in ${font.name}: scrolls sideways (${scrollWidth} px in ${innerWidth})`)
    }
    if (innerWidth <= 390) {
      for (const control of await unreachableControls(page)) {
        problems.push(`in ${font.name}: ${control}`)
      }
    }
  }
  await switchFont(page, DEFAULT_FONT)
  return problems
}
