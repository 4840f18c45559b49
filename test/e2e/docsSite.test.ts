/**
 * The docs site (issue 46), built as `npm run docs:build` builds it
 * (VitePress, which fails the build on a link to a page that is not there)
 * and served from 127.0.0.1: every page opens (from the one before, as a
 * link does) without an error and passes
 * axe (no serious or critical violation) in the light theme, and in the dark
 * one every hand-written page and two of the generated reference's (the
 * reference's other pages, made by the same template, without the rules that
 * judge its CSS, which those two check for it);
 * the sidebar leads to every guide; the search finds a component's guide;
 * the guides' links to a component's stories name stories the Storybook
 * has, and leave the site's router for the Storybook's page.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../../scripts/demo-server.js'
import { newPinnedPage } from '../support/fontPages.js'
import { COLOUR_RULES, collectPageErrors, seriousViolations } from '../support/pageChecks.js'
import { type StaticServer, serveDirectory } from '../support/staticServer.js'

const run = promisify(execFile)
/** The axe rules that judge a page's CSS rather than its content: the same on every reference page. */
const TEMPLATE_RULES = [
  'color-contrast',
  'target-size',
  'link-in-text-block',
  'avoid-inline-spacing',
  'scrollable-region-focusable',
]
let out: string
let server: StaticServer
let browser: Browser
let pages: string[] = []

/** Every HTML page of a built site, as paths from its root. */
async function htmlPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith('stories/'))
    .sort()
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'pk-docs-'))
  await run(
    process.execPath,
    // The Storybook's index only: its stories are drawn, every one, by test/e2e/stories.test.ts.
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/docs-site/build.ts',
      'build',
      out,
      '--stories-index',
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  pages = await htmlPages(out)
  server = await serveDirectory(out)
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (out) await rm(out, { recursive: true, force: true })
})

/** A page of the site at `path`, in the system's `colorScheme` (the site follows it). */
async function open(
  path: string,
  colorScheme: 'light' | 'dark',
): Promise<{ page: Page; errors: string[] }> {
  const page = await newPinnedPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme })
  const errors = collectPageErrors(page)
  await page.goto(`${server.url}/${path}`)
  await page.locator('.VPContent').waitFor()
  return { page, errors }
}

/**
 * Goes to `path` as a reader's click on a link does: the site's router draws
 * the page in place (axe stays injected; a load per page cost each a second),
 * done when the page's content names it (VitePress's `.vp-doc._<path>`). The
 * home page, which has no such content, is loaded.
 */
async function visit(page: Page, path: string) {
  if (path === 'index.html') {
    await page.goto(`${server.url}/${path}`)
    await page.locator('.VPContent').waitFor()
    return
  }
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href })
    document.body.append(link)
    link.click()
    link.remove()
  }, `/${path}`)
  // The router writes a folder's index as the folder (`reference/index.html` → `/reference/`).
  const name = `/${path.replace(/(^|\/)index\.html$/, '$1')}`
    .replace(/[./]+/g, '_')
    .replace(/_html$/, '')
  await page.locator(`.vp-doc.${name}`).waitFor()
}

test('the site has the home page, every guide, the decisions and a reference page per entry', () => {
  for (const page of [
    'index.html',
    'getting-started.html',
    'ui.html',
    'server.html',
    'decisions.html',
  ])
    expect(pages).toContain(page)
  expect(pages.filter((p) => p.startsWith('reference/'))).toHaveLength(12)
})

test('every page, light and dark: no error, no serious or critical axe violation', async () => {
  const problems: string[] = []
  // One page per theme, the two side by side, each going from page to page.
  const check = async (colorScheme: 'light' | 'dark') => {
    const { page, errors } = await open('index.html', colorScheme)
    // The reference's pages are made by one template (scripts/api/render.ts): in the dark theme,
    // its index and one entry's page stand for them; the hand-written pages, each in both.
    const checked = pages.filter(
      (p) =>
        colorScheme === 'light' ||
        !p.startsWith('reference/') ||
        /reference\/(index|wallet)\.html/.test(p),
    )
    for (const path of checked) {
      await visit(page, path)
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
      if (dark !== (colorScheme === 'dark')) problems.push(`${path}: not ${colorScheme}`)
      // The reference's pages are one template's: the rules that judge its CSS (colours, target
      // sizes, link styles, spacing, scroll boxes) are run on two of them, in both themes; on the
      // others the rules that judge their content (axe on core's 22,849 elements: 7.6 → 2 s).
      const skip = /^reference\/(?!index|wallet)/.test(path) ? TEMPLATE_RULES : []
      // The themes differ in colour only: in dark, the rules colours decide.
      const rules = colorScheme === 'dark' ? { only: COLOUR_RULES } : { skip }
      for (const v of await seriousViolations(page, rules)) {
        problems.push(`${path} (${colorScheme}): ${v}`)
      }
      for (const e of errors.splice(0)) problems.push(`${path} (${colorScheme}): ${e}`)
    }
    await page.close()
  }
  const started = performance.now()
  await Promise.all([check('light'), check('dark')])
  console.info(
    `docsSite: ${pages.length} pages × 2 themes in ${Math.round(performance.now() - started)} ms`,
  )
  expect(problems).toEqual([])
}, 300_000)

test('the sidebar leads to every guide, and the search finds ActivityList in the activity guide', async () => {
  const { page } = await open('index.html', 'light')
  await page.goto(`${server.url}/getting-started.html`)
  const links = await page
    .locator('.VPSidebar a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  for (const guide of ['/demo.html', '/ui.html', '/wallet.html', '/server.html', '/activity.html'])
    expect(links.map((l) => `${l.replace(/\.html$/, '')}.html`)).toContain(guide)
  await page.locator('.DocSearch-Button').click()
  await page.locator('.VPLocalSearchBox input').fill('ActivityList')
  const results = page.locator('.VPLocalSearchBox .result')
  await results.first().waitFor()
  const hrefs = await results.evaluateAll((rs) => rs.map((r) => (r as HTMLAnchorElement).href))
  expect(hrefs.some((h) => h.includes('/activity'))).toBe(true)
  await page.close()
})

test("the guides' story links name stories the site's Storybook has, and lead to them", async () => {
  const index = JSON.parse(await readFile(join(out, 'stories', 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string }>
  }
  const linked = new Set<string>()
  for (const path of pages.filter((p) => !p.startsWith('reference/'))) {
    const html = await readFile(join(out, path), 'utf8')
    for (const m of html.matchAll(/href="[./]*stories\/index\.html\?path=\/story\/([\w-]+)"/g))
      linked.add(m[1]!)
  }
  expect(linked.size).toBeGreaterThanOrEqual(15)
  expect([...linked].filter((id) => index.entries[id]?.type !== 'story')).toEqual([])

  // A click leaves the site's router for the Storybook's page: a new document, not the router's
  // 404 at that URL (which it showed without `target="_self"`). The test's site holds the index
  // only: a page of its own stands where the built Storybook's would be.
  await writeFile(join(out, 'stories', 'index.html'), '<!doctype html><title>Storybook</title>')
  const { page, errors } = await open('ui.html', 'light')
  expect(errors).toEqual([])
  await page.evaluate(() => Object.assign(window, { stillTheSite: true }))
  await page.getByRole('link', { name: 'OrderBook', exact: true }).first().click()
  await page.waitForURL(/\/stories\/index\.html\?path=\/story\/components-orderbook--data/, {
    waitUntil: 'commit',
  })
  await page.waitForLoadState('domcontentloaded')
  expect(await page.evaluate(() => 'stillTheSite' in window)).toBe(false)
  await page.close()
})
