/**
 * The README's "Your first page", followed by a newcomer (issue 27): a fresh
 * project as `npm create vite -- --template react-ts` leaves it installs the
 * packed kit and exactly the packages of the section's install line (laid
 * out as `npm ci` would lay them out, linked from the kit's locked install), takes
 * the section's files verbatim (blocks whose first line is `// <path>`),
 * type-checks them strict with `skipLibCheck: false`, and runs on Vite's dev
 * server with the emulator inside. Chromium then checks what the section
 * promises: the collection with its filters, prices that name their
 * currency by symbol with no currency map anywhere, and a card's link to its
 * token's price summary and order book — with no error logged.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from '../../scripts/demo-server.js'
import {
  KIT,
  kitErrors,
  linkedProject,
  type Project,
  REMOVE_TIMEOUT,
  strictTsconfig,
} from '../support/consumer.js'
import { docSection } from '../support/docs.js'
import { layoutUnderEachFont, newPinnedPage } from '../support/fontPages.js'
import { freePort } from '../support/freePort.js'
import { collectPageErrors, seriousViolations } from '../support/pageChecks.js'

const packed = inject('packed')

/** The section: its install line's packages, and its files by path. */
function readmeSection(): { packages: string[]; files: Record<string, string> } {
  const { text: section } = docSection('Your first page')
  const install = /^npm install (.+)$/m.exec(section)?.[1]?.split(/\s+/) ?? []
  const files: Record<string, string> = {}
  for (const [, body] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ (\S+\.tsx?)\n/.exec(body!)?.[1]
    if (path) files[path] = body!
  }
  return { packages: install.filter((p) => p !== 'platform-kit'), files }
}

/** What `npm create vite@latest -- --template react-ts` writes beside App.tsx, in short. */
const TEMPLATE = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>my-market</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
  // The template's own stylesheet, as `npm create vite -- --template react-ts` writes it (from
  // create-vite, pinned by the lock file): a larger root font with its own line height and letter
  // spacing, both colour schemes, a centred #root column, headings with negative tracking.
  'src/index.css': readFileSync(
    join(KIT, 'node_modules', 'create-vite', 'template-react-ts', 'src', 'index.css'),
    'utf8',
  ),
  'tsconfig.json': strictTsconfig('bundler', {
    types: ['vite/client'],
    allowImportingTsExtensions: true,
  }).replace(/\n}$/, ',\n  "include": ["src", "vite.config.ts"]\n}'),
}

let project: Project
let vite: ChildProcess | undefined
let url: string
let browser: Browser
let installed: string[]

beforeAll(async () => {
  const { packages, files } = readmeSection()
  expect(Object.keys(files).sort()).toEqual(['src/App.tsx', 'vite.config.ts'])
  installed = packages
  // The template's own: Vite, its React plugin, TypeScript and React's types.
  project = linkedProject('first-page', packed, [
    ...packages,
    'vite',
    '@vitejs/plugin-react',
    'typescript',
    '@types/react',
    '@types/react-dom',
  ])
  project.write({ ...TEMPLATE, ...files })
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  vite = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: project.dir, stdio: 'pipe' },
  )
  let log = ''
  vite.stdout?.on('data', (chunk) => {
    log += chunk
  })
  vite.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const deadline = Date.now() + 60_000
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || vite.exitCode !== null) throw new Error(`vite:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  vite?.kill('SIGTERM')
  await project?.remove()
}, REMOVE_TIMEOUT)

/** A page of the app, with everything the browser logged as an error or warning. */
async function open(
  width: number,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; errors: string[] }> {
  const page = await newPinnedPage(browser, { viewport: { width, height: 844 }, colorScheme })
  const errors = collectPageErrors(page)
  await page.goto(url)
  return { page, errors }
}

/** A price as the kit writes it, in a currency named by its symbol — never by an address (a table cell may follow it with no space). */
const PRICE = /\d (USDC|WETH)/

describe("the README's first page, copied into a fresh Vite React app", () => {
  test('installs with the packages of its install line, and type-checks strict', async () => {
    expect(installed).toEqual([
      'viem',
      'react',
      'react-dom',
      '@tanstack/react-query',
      '@tanstack/react-virtual',
      'wagmi',
    ])
    expect(await kitErrors(project, 'tsconfig.json')).toEqual([])
  }, 120_000)

  test.each([390, 1280])(
    'at %i px: the collection with filters and prices by symbol; a card opens its price and order book; whole in every test font',
    async (width) => {
      const { page, errors } = await open(width)
      const cards = page.getByRole('gridcell')
      await cards.first().waitFor({ timeout: 60_000 })
      const grid = (await page.locator('.pk-grid').textContent()) ?? ''
      expect(grid).toMatch(PRICE)
      // Whole under the template's CSS in every font of the test set (issue 42).
      expect(await layoutUnderEachFont(page)).toEqual([])
      expect(grid).not.toMatch(/0x[0-9a-f]{4}…/i)

      // A phone opens the filters as a sheet from its button; a wide screen has the panel in place.
      if (width < 800) await page.getByRole('button', { name: /^Filters/ }).click()
      const currencies = page.getByRole('group', { name: 'Currencies' })
      await currencies.waitFor()
      expect(await currencies.getByRole('checkbox').count()).toBe(2)
      await currencies.getByRole('checkbox', { name: 'WETH' }).check()
      await expect.poll(() => page.url()).toMatch(/[?&]c=0x/)
      if (width < 800) {
        // The sheet counts what the grid shows, and its button goes back to the grid.
        const show = page.getByRole('button', { name: /^Show (\d+\+?|[\d,]+) results?$/ })
        await show.waitFor()
        await show.click()
        await page.locator('dialog[open]').waitFor({ state: 'detached' })
      }
      await expect
        .poll(async () => (await page.locator('.pk-grid').textContent()) ?? '')
        .not.toMatch(/\d USDC\b/)

      await cards.first().getByRole('link').first().click()
      await expect.poll(() => page.url()).toMatch(/#\/token\/\d+$/)
      const summary = page.getByRole('region', { name: /price/i }).first()
      await summary.waitFor()
      const book = page.getByRole('region', { name: 'Order book' })
      await expect.poll(async () => (await book.textContent()) ?? '').toMatch(PRICE)
      expect((await summary.textContent()) ?? '').toMatch(PRICE)
      expect(await layoutUnderEachFont(page)).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    },
    120_000,
  )

  test.each([390, 1280])(
    'at %i px on a dark system: the kit draws dark under the host page’s dark background, axe clean',
    async (width) => {
      const { page, errors } = await open(width, 'dark')
      await page.getByRole('gridcell').first().waitFor({ timeout: 60_000 })
      const card = await page
        .locator('.pk-card')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(card).toBe('rgb(31, 35, 41)') // --pk-surface-raised of the dark theme, not white on dark
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('gridcell').first().getByRole('link').first().click()
      await page.getByRole('region', { name: 'Order book' }).waitFor()
      await expect
        .poll(
          async () => (await page.getByRole('region', { name: 'Order book' }).textContent()) ?? '',
        )
        .toMatch(PRICE)
      expect(await seriousViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    },
    120_000,
  )
})
