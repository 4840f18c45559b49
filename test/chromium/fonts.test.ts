/**
 * The test fonts (test/support/fonts.ts, issue 42): every page a test opens
 * starts in the pinned font from npm, whatever fonts the machine has; a
 * switch to another font of the set really lays the page out in it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumLaunchOptions, findChromium } from '../../scripts/chromium.js'
import { newPinnedPage, switchFont } from '../support/fontPages.js'
import { DEFAULT_FONT, FONTS, WIDER_FONTS } from '../support/fonts.js'

/** Every letter, both cases, and the words of a price box: what a font's width is judged on. */
const LETTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz Make an offer, Cancel listing, Lowest listing'

/** Every .ts and .tsx file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })

test('no test opens a page or a context but through the pinned fonts (test/support/fontPages.ts)', () => {
  const unpinned = sources('test').flatMap((path) =>
    path.endsWith(join('support', 'fontPages.ts')) ||
    path === join('test', 'chromium', 'fonts.test.ts')
      ? []
      : [...readFileSync(path, 'utf8').matchAll(/\bbrowser\.(newPage|newContext)\(/g)].map(
          (m) => `${relative('.', path)}: browser.${m[1]}`,
        ),
  )
  expect(unpinned).toEqual([])
})

describe('in Chromium', () => {
  let browser: Browser
  let page: Page
  beforeAll(async () => {
    browser = await chromium.launch({ ...chromiumLaunchOptions(findChromium()), headless: true })
    page = await newPinnedPage(browser, { viewport: { width: 390, height: 600 } })
    await page.setContent(
      '<p id="sans" style="font-family: var(--pk-font); display: inline-block; font-weight: 600">999,999,999,999 WETH</p>' +
        '<p id="mono" style="font-family: var(--pk-font-mono); display: inline-block">0xf39F…2266</p>' +
        '<p id="named" style="display: inline-block; font-weight: 600">999,999,999,999 WETH</p>' +
        `<p id="letters" style="font-family: var(--pk-font); display: inline-block; white-space: nowrap">${LETTERS}</p>`,
    )
    await page.evaluate(() => document.fonts.ready)
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })

  /** The families the kit's variables name, whether their faces are loaded, and the two texts' widths. */
  const shown = () =>
    page.evaluate(() => {
      const root = getComputedStyle(document.documentElement)
      const sans = root.getPropertyValue('--pk-font').trim()
      const mono = root.getPropertyValue('--pk-font-mono').trim()
      const width = (id: string) => document.getElementById(id)!.getBoundingClientRect().width
      // The same text in the family named outright, which only the loaded face can draw.
      const named = document.getElementById('named')!
      named.style.fontFamily = sans.split(',')[0]!
      return {
        sans,
        mono,
        letters: width('letters'),
        loaded: document.fonts.check(`600 16px ${sans}`) && document.fonts.check(`16px ${mono}`),
        widths: [width('sans'), width('mono')],
        drawnInIt: width('sans') === width('named'),
      }
    })

  test('a page starts in the pinned font, its faces loaded from npm', async () => {
    const start = await shown()
    expect(start).toMatchObject({
      sans: `"${DEFAULT_FONT.sans}", sans-serif`,
      mono: `"${DEFAULT_FONT.mono}", monospace`,
      loaded: true,
    })
  })

  test('each font of the set lays the text out in its own widths; the pinned one comes back', async () => {
    const widths = new Map<string, number>()
    for (const font of FONTS) {
      await switchFont(page, font)
      const now = await shown()
      expect(now, font.name).toMatchObject({
        sans: `"${font.sans}", sans-serif`,
        loaded: true,
        drawnInIt: true,
      })
      widths.set(font.name, now.widths[0]!)
    }
    // The wide one is wider than the widest common one, which is wider than the npm Chromium's.
    expect(widths.get('Lexend Giga (wide)')).toBeGreaterThan(widths.get('DejaVu Sans')!)
    expect(widths.get('DejaVu Sans')).toBeGreaterThan(widths.get(DEFAULT_FONT.name)!)
    await switchFont(page, DEFAULT_FONT)
    expect((await shown()).widths[0]).toBe(widths.get(DEFAULT_FONT.name))
  })

  // The wide sweeps (every story under WIDER_FONTS) cover a font left out of them only if it is
  // narrower than each of theirs, in digits and in letters, and close to the default's widths.
  // 2.5 %: the npm Chromium rounds each glyph to whole pixels, which makes Arimo's bold digits
  // 1.8 % wider than Open Sans's there (narrower under a system Chromium).
  test('the fonts left out of the wide sweeps draw digits and letters within 2.5 % of the default, narrower than every swept one', async () => {
    const measured = new Map<string, { digits: number; letters: number }>()
    for (const font of FONTS) {
      await switchFont(page, font)
      const now = await shown()
      measured.set(font.name, { digits: now.widths[0]!, letters: now.letters })
    }
    await switchFont(page, DEFAULT_FONT)
    const base = measured.get(DEFAULT_FONT.name)!
    const ratio = (name: string) => {
      const m = measured.get(name)!
      return Math.max(m.digits / base.digits, m.letters / base.letters)
    }
    const left = FONTS.filter((font) => font !== DEFAULT_FONT && !WIDER_FONTS.includes(font))
    expect(left.length).toBeGreaterThan(0)
    for (const font of left) {
      expect(ratio(font.name), font.name).toBeLessThanOrEqual(1.025)
      const own = measured.get(font.name)!
      for (const wide of WIDER_FONTS) {
        const swept = measured.get(wide.name)!
        expect(own.digits, `${font.name} < ${wide.name}`).toBeLessThan(swept.digits)
        expect(own.letters, `${font.name} < ${wide.name}`).toBeLessThan(swept.letters)
      }
    }
    for (const font of WIDER_FONTS) expect(ratio(font.name), font.name).toBeGreaterThan(1.05)
  })
})
