/**
 * The README's "Next.js (App Router)" section, followed by a user: a fresh
 * Next.js 16 project installs the packed kit and the README's peers, takes
 * the section's files verbatim (blocks whose first line is `// app/…`), is
 * built with `next build` and served with `next start` on 127.0.0.1, against
 * the emulator's HTTP server on another port (so the browser calls it across
 * origins). Chromium, in a German locale while the server formats in en-US,
 * then checks: the server's HTML has the content, nothing logs an error (a
 * hydration mismatch is React error #418), the filter narrows the grid, a
 * pure `ui` helper ran in a Server Component, and the reads the collectible
 * page prefetched are not requested again by the browser.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from '../../scripts/demo-server.js'
import { createBaseClient, listCollectibles } from '../../src/core/index.js'
import { startEmulatorServer } from '../../src/emulator/adapters/node.js'
import { EMULATOR_COLLECTION, emulatorConfig } from '../../src/emulator/index.js'
import { installedProject, KIT, type Project, REMOVE_TIMEOUT } from '../support/consumer.js'
import { docSection } from '../support/docs.js'
import { layoutUnderEachFont, newPinnedContext } from '../support/fontPages.js'
import { freePort } from '../support/freePort.js'
import { lockedVersion } from '../support/lockSubset.js'
import { collectPageErrors } from '../support/pageChecks.js'

const NEXT = 'next@16.4.6'
const packed = inject('packed')
const at = (name: string) => `${name}@${lockedVersion(join(KIT, 'package-lock.json'), name)}`

/** The section's files: its code blocks whose first line is `// <path>`. */
function readmeFiles(): Record<string, string> {
  const { text: section } = docSection('Next.js (App Router)')
  const files: Record<string, string> = {}
  for (const [, body] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ (app\/\S+\.tsx?)\n/.exec(body!)?.[1]
    if (path) files[path] = body!
  }
  return files
}

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>
let project: Project
let next: ChildProcess | undefined
let nextUrl: string
let browser: Browser
const network = 'anvil'
const contractAddress = EMULATOR_COLLECTION.creatures.address

beforeAll(async () => {
  emulator = await startEmulatorServer({ port: 0 })
  project = await installedProject('next', packed, [
    NEXT,
    at('react'),
    at('react-dom'),
    at('viem'),
    at('wagmi'),
    at('@tanstack/react-query'),
    at('@tanstack/react-virtual'),
    at('typescript'),
    at('@types/react'),
    at('@types/react-dom'),
    at('@types/node'),
  ])
  const files = readmeFiles()
  expect(Object.keys(files).sort()).toEqual([
    'app/collection.tsx',
    'app/floor.tsx',
    'app/layout.tsx',
    'app/page.tsx',
    'app/platform.ts',
    'app/providers.tsx',
    'app/tokens/[tokenId]/page.tsx',
  ])
  project.write(files)
  const env = { NEXT_PUBLIC_PLATFORM_URL: emulator.url, NEXT_TELEMETRY_DISABLED: '1' }
  await project.sh(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)
  const port = await freePort()
  nextUrl = `http://127.0.0.1:${port}`
  next = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: project.dir, env: { ...process.env, ...env }, stdio: 'pipe' },
  )
  let log = ''
  next.stdout?.on('data', (chunk) => {
    log += chunk
  })
  next.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    const ok = await fetch(nextUrl).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline || next.exitCode !== null) throw new Error(`next start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  browser = await launchChromium()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  next?.kill('SIGTERM')
  await emulator?.close()
  await project?.remove()
}, REMOVE_TIMEOUT)

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

/** A page in a German browser, with every console error and the browser's calls to the emulator. */
async function open(path: string) {
  const context = await newPinnedContext(browser, {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: DESKTOP,
  })
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(emulator.url)) calls.push(new URL(request.url()).pathname)
  })
  await page.goto(`${nextUrl}${path}`)
  expect(await page.evaluate(() => navigator.language)).toBe('de-DE')
  return { page, errors, calls, close: () => context.close() }
}

/** What a page shows wrong at 1280 and 390 px, under each font of the test set (issue 42). */
async function layoutAtBothWidths(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport)
    for (const problem of await layoutUnderEachFont(page)) {
      problems.push(`at ${viewport.width} px ${problem}`)
    }
  }
  return problems
}

describe('a Next.js 16 App Router app from the README', () => {
  test('the collection page: server HTML, a helper run on the server, the filter narrows the grid, no error', async () => {
    const html = await (await fetch(nextUrl)).text()
    expect(html).toContain('Creatures')
    // formatPrice ran in the Server Component: a price, formatted in en-US.
    expect(html).toMatch(/Floor on the server: (<!-- -->)?\d[\d,]*(\.\d+)? \S+/)

    const { page, errors, calls, close } = await open('/')
    await page.getByRole('article').first().waitFor({ timeout: 30_000 })
    // The browser reads the grid straight from the emulator, across origins.
    expect(calls.some((path) => path.endsWith('/ListCollectibles'))).toBe(true)
    const before = await page.locator('.pk-grid').textContent()
    const checkbox = page.locator('.pk-filters input[type="checkbox"]').first()
    await checkbox.waitFor({ timeout: 30_000 })
    await checkbox.check()
    // The filter goes into the query string (history.replaceState, no navigation).
    await page.waitForFunction(() => window.location.search.length > 1, undefined, {
      timeout: 10_000,
    })
    await page.waitForFunction(
      (previous) => document.querySelector('.pk-grid')?.textContent !== previous,
      before,
      { timeout: 20_000 },
    )
    expect(await layoutAtBothWidths(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  test('the collectible page: the order book in the server HTML, hydrated in de-DE without a mismatch or a request', async () => {
    const { collectibles } = await listCollectibles(
      createBaseClient(emulatorConfig(emulator.url)),
      {
        network,
        contractAddress,
        side: 'listing',
        page: { pageSize: 20 },
      },
    )
    const tokenId = collectibles.find((c) => c.order)!.metadata.tokenId
    const html = await (await fetch(`${nextUrl}/tokens/${tokenId}`)).text()
    expect(html).toContain('Listings (asks)')
    expect(html).toMatch(/\$\d+\.\d\d/) // USD in en-US, from the server

    const { page, errors, calls, close } = await open(`/tokens/${tokenId}`)
    await page.getByRole('table', { name: 'Listings (asks)' }).waitFor()
    await page.getByText(/^Floor: \d/).waitFor()
    // Hydrated: the order book answers to the user (React attached its handlers).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.pk-orderbook') ?? {}).some((k) =>
        k.startsWith('__react'),
      ),
    )
    await page.waitForTimeout(500)
    expect(await layoutAtBothWidths(page)).toEqual([])
    expect(errors).toEqual([])
    const prefetched = [
      '/GetFloorOrder',
      '/ListListingsForCollectible',
      '/ListOffersForCollectible',
    ]
    expect(calls.filter((path) => prefetched.some((name) => path.endsWith(name)))).toEqual([])
    // The same numbers as the server wrote: en-US, though the browser is German.
    expect(await page.locator('.pk-orderbook').textContent()).toMatch(/\$\d+\.\d\d/)
    await close()
  })
})
