/**
 * Every story as a user on a phone and on a desktop sees it (issue 12).
 * Storybook is built once for tests (`storybook build --test`, without the
 * "use client" warning it used to print per React module) and served as a
 * static site from 127.0.0.1; each story of its index is shown at 390 px
 * wide, then the same render at 320 and 1280 px: no sideways scroll, every
 * control in reach without a sideways scroll of the page or of a box (at 320
 * and 390 px, issue 27), no axe-core violation in the story and no serious or
 * critical one in the page (at 390 px), its play function passed, the theme
 * it was asked for. A story is checked in the theme its page is in (the two
 * pages start in light and in dark); each component's showcase story (its
 * "Data" story, else its first that is not waiting or empty) in the other
 * theme too, at 1280 px, under axe's colour rules (the themes differ in
 * colour only) — and the page turns to that theme for the
 * stories after it, so every component is seen in both. The themes differ in
 * colour only: the layout is checked in one. A story that pins its theme
 * (`parameters.theme`) is checked in that theme only. Between 390 and 320 px
 * (each width one resize: 390, 320, 1280 px, then back), the same render
 * under each font of the test set wider than the default (`WIDER_FONTS`,
 * test/support/fonts.ts) at 320 px, and the widest of them at 390 px too: no sideways scroll, every control in
 * reach (issue 42). One story per component is screenshotted at 390 and
 * 1280 px in both themes to SHOTS_DIR when it is set, to be looked at.
 *
 * Stories are switched through the preview's channel, as Storybook's own
 * manager does, rather than by reloading the page: a reload costs about two
 * seconds a story, a switch a few hundred milliseconds.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium } from '../../scripts/demo-server.js'
import { newPinnedPage, switchFont } from '../support/fontPages.js'
import { DEFAULT_FONT, FONTS, WIDER_FONTS } from '../support/fonts.js'
import {
  type AxeRules,
  COLOUR_RULES,
  pageWidths,
  storyViolations,
  unreachableControls,
} from '../support/pageChecks.js'
import { type StaticServer, serveDirectory } from '../support/staticServer.js'
import {
  openPreview,
  pinnedTheme,
  type Rendered,
  render,
  settle,
  shownTheme,
  type Theme,
} from '../support/storybookPreview.js'

const run = promisify(execFile)
const PHONE = { width: 390, height: 844 }
/** The narrowest phone: every control in reach there too (issue 27). */
const NARROW = { width: 320, height: 700 }
const DESKTOP = { width: 1280, height: 800 }
/** Pages that check stories side by side, each a share of them: the CI machine has two cores. */
const PAGES = 2
/** The widest font of the set, checked on both phones. */
const WIDEST = FONTS.find((font) => font.name.startsWith('Lexend Giga'))!

interface IndexEntry {
  readonly id: string
  readonly type: 'story' | 'docs'
  readonly title: string
  readonly name: string
}

let out: string
let buildLog = ''
let stories: IndexEntry[] = []
let server: StaticServer
let browser: Browser

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'pk-storybook-'))
  const { stdout, stderr } = await run(
    process.execPath,
    // `--test`: the stories as they are, without the docs pages and the manager's addon panels,
    // which no check here opens (a build of 24 s → 6 s on two cores).
    ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '--test', '--output-dir', out],
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  )
  buildLog = `${stdout}\n${stderr}`
  const index = JSON.parse(await readFile(join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>
  }
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
  server = await serveDirectory(out)
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (out) await rm(out, { recursive: true, force: true })
})

/** Per component, the story screenshotted: its "Data" story, else its first that is not waiting or empty. */
function showcase(all: readonly IndexEntry[]): Set<string> {
  const byComponent = new Map<string, IndexEntry[]>()
  for (const story of all.filter((entry) => entry.title.startsWith('Components/'))) {
    byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story])
  }
  return new Set(
    [...byComponent.values()].map(
      (list) =>
        (
          list.find((story) => story.name === 'Data') ??
          list.find((story) => !/^(Loading|Empty|Skeleton|Error)$/.test(story.name)) ??
          list[0]!
        ).id,
    ),
  )
}

/** The relative luminance of a CSS `rgb()` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

test('the Storybook build prints no warning about module directives', () => {
  expect(buildLog).toMatch(/build completed successfully/i)
  expect(buildLog).not.toMatch(/MODULE_LEVEL_DIRECTIVE|directive "use client"/)
})

test("the built Storybook serves msw's worker, as the dev server does", async () => {
  const served = await fetch(`${server.url}/mockServiceWorker.js`)
  expect(served.headers.get('content-type')).toMatch(/javascript/)
  expect(await served.text()).toBe(await readFile('public/mockServiceWorker.js', 'utf8'))
})

/** What checking a share of the stories found: the problems, and the checks made (story × width × theme). */
interface Found {
  problems: string[]
  checks: number
}

/**
 * Checks `ids` one after another in one page, which starts in the `first`
 * theme: each rendered at 390 px in the theme the page is in and checked
 * there (axe too); then in the wider fonts at 390 px (the widest) and 320 px
 * (each), and in the default font at 320 and 1280 px — each width reached by
 * one resize, in that order; a `pictured` (showcase) one switched to the other
 * theme and checked at 1280 px too; the next story is rendered at 390 px in
 * the theme left (a story that pins its theme: that theme only, axe at 390
 * and 1280 px). Screenshots of the `pictured` ones go to `shots`.
 */
async function checkStories(
  ids: readonly string[],
  pictured: ReadonlySet<string>,
  shots: string | undefined,
  first: Theme,
): Promise<Found> {
  const found: Found = { problems: [], checks: 0 }
  let current = ids[0]!
  let theme: Theme = first
  const page = await newPinnedPage(browser, { viewport: PHONE })
  page.on('pageerror', (error) => found.problems.push(`${current}: page error: ${error.message}`))
  await openPreview(page, server.url, current, theme)
  const check = async (at: string, viewport: Viewport, options: CheckOptions) => {
    found.problems.push(...(await checkPage(page, at, viewport, options)))
    found.checks++
  }
  for (const id of ids) {
    current = id
    const pinned = await pinnedTheme(page, id)
    const rendered: Rendered[] = [await render(page, { storyId: id })]
    const shot = shots !== undefined && pictured.has(id)
    const shoot = (viewport: Viewport, asked: Theme) =>
      shot &&
      page.screenshot({
        path: join(shots, `story-${viewport.width}-${asked}-${id}.png`),
        fullPage: true,
      })
    // A story that pins its theme is shown in it whatever the page's.
    const asked = pinned ?? theme
    problemOfTheme(found, id, asked, await shownTheme(page))
    await check(`${id} at 390 px, ${asked}`, PHONE, { axe: true })
    await shoot(PHONE, asked)
    await checkFonts(page, `${id} at`, asked, check)
    await check(`${id} at 1280 px, ${asked}`, DESKTOP, { axe: pinned !== undefined })
    await shoot(DESKTOP, asked)
    // A component's showcase story in the other theme too, which turns the page's theme for the
    // stories after it: the themes differ in colour only, so axe's colour rules at 1280 px.
    if (!pinned && pictured.has(id)) {
      theme = theme === 'light' ? 'dark' : 'light'
      rendered.push(await render(page, { theme }))
      problemOfTheme(found, id, theme, await shownTheme(page))
      await check(`${id} at 1280 px, ${theme}`, DESKTOP, {
        axe: true,
        rules: { only: COLOUR_RULES },
      })
      await shoot(DESKTOP, theme)
      if (shot) await check(`${id} at 390 px, ${theme}`, PHONE, { axe: false })
      await shoot(PHONE, theme)
    }
    if (page.viewportSize()?.width !== PHONE.width) await page.setViewportSize(PHONE)
    for (const { status, errors } of rendered) {
      if (status !== 'success' || errors.length > 0)
        found.problems.push(`${id}: ${status} ${errors.join('; ')}`.trim())
    }
  }
  await page.close()
  return found
}

type Viewport = { readonly width: number; readonly height: number }
type CheckOptions = { axe: boolean; rules?: AxeRules }

/**
 * The story in each wider font of the set: the widest at 390 px, then each at
 * 320 px, where text has least room; then the default font at 320 px. The
 * page is left at 320 px in the default font.
 */
async function checkFonts(
  page: Page,
  at: string,
  theme: Theme,
  check: (at: string, viewport: Viewport, options: CheckOptions) => Promise<void>,
) {
  const fonts = [WIDEST, ...WIDER_FONTS.filter((font) => font !== WIDEST)]
  for (const [n, font] of fonts.entries()) {
    await switchFont(page, font)
    if (n === 0) await check(`${at} 390 px, ${theme}, in ${font.name}`, PHONE, { axe: false })
    await check(`${at} 320 px, ${theme}, in ${font.name}`, NARROW, { axe: false })
  }
  await switchFont(page, DEFAULT_FONT)
  await check(`${at} 320 px, ${theme}`, NARROW, { axe: false })
}

/** A problem when the story is not shown in the theme asked for, or on a background of the other. */
function problemOfTheme(
  found: Found,
  id: string,
  asked: Theme,
  shown: { theme: string | null; background: string },
) {
  if (shown.theme !== asked || luminance(shown.background) < 0.2 !== (asked === 'dark')) {
    found.problems.push(`${id}: shown ${shown.theme} on ${shown.background}, asked ${asked}`)
  }
}

/**
 * The page at `viewport`: whether it scrolls sideways, its axe violations
 * (`storyViolations`, when `axe`, at 390 px or wider) and, on a
 * phone, the controls out of reach without a sideways scroll; each prefixed `at`.
 */
async function checkPage(
  page: Page,
  at: string,
  viewport: Viewport,
  { axe, rules = {} }: CheckOptions,
): Promise<string[]> {
  if (page.viewportSize()?.width !== viewport.width) {
    await page.setViewportSize(viewport)
    await settle(page)
  }
  const problems: string[] = []
  const { scrollWidth, innerWidth } = await pageWidths(page)
  if (scrollWidth > innerWidth) {
    problems.push(`${at}: scrolls sideways (${scrollWidth} px in ${innerWidth})`)
  }
  if (axe && viewport.width >= PHONE.width) {
    for (const violation of await storyViolations(page, rules)) {
      problems.push(`${at}: ${violation}`)
    }
  }
  if (viewport.width <= PHONE.width) {
    for (const control of await unreachableControls(page)) problems.push(`${at}: ${control}`)
  }
  return problems
}

test('every story at 320, 390 and 1280 px, light and dark: no sideways scroll, no axe violation, every control in reach on a phone', async () => {
  expect(stories.length).toBeGreaterThan(0)
  const ids = stories.map((story) => story.id)
  const shares = Array.from({ length: PAGES }, (_, n) => ids.filter((_, i) => i % PAGES === n))
  const found = await Promise.all(
    shares.map((share, n) =>
      checkStories(share, showcase(stories), process.env.SHOTS_DIR, n % 2 ? 'dark' : 'light'),
    ),
  )
  const checks = found.reduce((sum, f) => sum + f.checks, 0)
  console.info(`stories.test: ${ids.length} stories, ${checks} checks (story × width × theme)`)
  expect(found.flatMap((f) => f.problems).sort()).toEqual([])
}, 300_000)
