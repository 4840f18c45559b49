/**
 * The README's "Prototyping in Storybook", followed by a user: the kit,
 * packed (`npm pack`) once for the consumer tests, is installed from the tarball into a throwaway
 * Storybook 10 project under a temporary directory (from the npm cache only:
 * its lock is cut from the kit's, test/support/lockSubset.ts), set up with
 * the README's commands and files copied verbatim, built with `storybook
 * build`, then opened in Chromium from 127.0.0.1: a story of CollectibleGrid
 * live, then slow, empty, failing and hostile from the toolbar's global. A
 * missing export, a wrong peer range or a README step that does not work
 * fails here.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright'
import { afterAll, expect, inject, test } from 'vitest'
import { launchChromium } from '../../scripts/demo-server.js'
import { REMOVE_TIMEOUT } from '../support/consumer.js'
import { docSection } from '../support/docs.js'
import { newPinnedPage } from '../support/fontPages.js'
import { lockSubset } from '../support/lockSubset.js'
import { serveDirectory } from '../support/staticServer.js'

const run = promisify(execFile)
const KIT = process.cwd()
const dir = mkdtempSync(join(tmpdir(), 'platform-kit-storybook-'))
// The project holds a node_modules: removing it takes a while on a busy machine.
afterAll(() => rm(dir, { recursive: true, force: true, maxRetries: 3 }), REMOVE_TIMEOUT)

/** What an empty Storybook 10 project with React and Vite has (`npm create storybook`). */
const STORYBOOK = ['storybook', '@storybook/react-vite', 'react', 'react-dom', 'vite']
const MAIN = `import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
}

export default config
`

/** The README's section: its shell commands, and its files (blocks whose first line is `// <path>`). */
function readmeSetup(): { commands: string[]; files: Map<string, string> } {
  const { text: section } = docSection('Prototyping in Storybook')
  const commands: string[] = []
  const files = new Map<string, string>()
  for (const [, lang, body] of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    if (lang === 'sh') {
      for (const line of body!.split('\n')) {
        const command = line.replace(/#.*$/, '').trim()
        if (command) commands.push(command)
      }
    }
    const path = /^\/\/ (\S+\.tsx?)\n/.exec(body!)?.[1]
    if (path) files.set(path, body!)
  }
  return { commands, files }
}

/** Runs a command in the throwaway project, with npm kept off the network unless `online`. */
async function sh(
  file: string,
  args: readonly string[],
  cwd = dir,
  online = false,
): Promise<string> {
  const { stdout } = await run(file, args, {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      npm_config_offline: String(!online),
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  })
  return stdout
}

test('the README takes an empty Storybook to CollectibleGrid, live, slow, empty, failing and hostile', async () => {
  const { commands, files } = readmeSetup()
  const install = commands.find((c) => c.startsWith('npm install '))
  expect(install, 'the section says what to install').toBeDefined()
  expect(files.has('.storybook/preview.tsx'), 'the section shows .storybook/preview.tsx').toBe(true)
  const stories = [...files.keys()].find((p) => p.endsWith('.stories.tsx'))
  expect(stories, 'the section shows a story file').toBeDefined()

  // The kit, packed once for the consumer tests (test/consumer/pack.global.ts).
  const packed = inject('packed')
  const tarball = join(dir, basename(packed.file))
  copyFileSync(packed.file, tarball)
  const manifest = packed.manifest

  // The project: Storybook's own packages and the README's, at the kit's versions.
  const app = join(dir, 'app')
  const wanted = install!
    .split(/\s+/)
    .slice(2)
    .filter((name) => name !== manifest.name)
  const { packageJson, lock } = lockSubset(
    join(KIT, 'package-lock.json'),
    [...STORYBOOK, ...wanted],
    {
      path: `../${basename(packed.file)}`,
      file: tarball,
      manifest,
    },
  )
  for (const [path, text] of [
    ['package.json', JSON.stringify(packageJson, null, 2)],
    ['package-lock.json', JSON.stringify(lock, null, 2)],
    ['.storybook/main.ts', MAIN],
    ...files,
  ] as const) {
    mkdirSync(dirname(join(app, path)), { recursive: true })
    writeFileSync(join(app, path), text)
  }
  const ci = ['ci', '--ignore-scripts', '--no-audit', '--no-fund']
  await sh('npm', ci, app).catch(async (e: { stderr?: string }) => {
    // A cache emptied since the kit's own install: the registry, said aloud.
    if (!e.stderr?.includes('ENOTCACHED')) throw e
    console.warn('pack test: the npm cache lacks a package; npm ci fetches it from the registry')
    await sh('npm', ci, app, true)
  })
  // Every peer the kit declares that is installed is in its range.
  await sh('npm', ['ls', '--all'], app).catch((e: { stdout?: string }) => {
    const problems = (e.stdout ?? '').split('\n').filter((l) => /invalid|missing/.test(l))
    throw new Error(`npm ls: ${problems.join('\n') || e}`)
  })
  for (const command of commands.filter((c) => c !== install)) {
    const [file, ...args] = command.split(/\s+/)
    await sh(file!, args, app)
  }
  await sh('npx', ['storybook', 'build', '--test', '--output-dir', 'out'], app)

  // The built Storybook, served from 127.0.0.1 as a static site.
  const out = join(app, 'out')
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, { title: string }>
  }
  const story = Object.keys(index.entries).find((id) => id.endsWith('--live'))
  expect(story, 'a Live story of CollectibleGrid').toMatch(/^collectiblegrid--live$/)
  const server = await serveDirectory(out)
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const page = await newPinnedPage(browser)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const open = (globals?: string) =>
      page.goto(
        `${server.url}/iframe.html?id=${story}&viewMode=story${globals ? `&globals=platform:${globals}` : ''}`,
      )
    const grid = page.getByRole('grid', { name: 'Collectibles' })
    const alert = page.getByRole('alert')

    await open()
    await grid.waitFor({ timeout: 20_000 })
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)

    await open('slow')
    await page.getByRole('status').filter({ hasText: 'Loading collectibles' }).waitFor()
    await grid.waitFor({ timeout: 20_000 })

    await open('empty')
    await page.getByText('No collectibles found').waitFor({ timeout: 20_000 })

    await open('failing')
    await alert.filter({ hasText: 'The collectibles could not be loaded.' }).waitFor()

    await open('hostile')
    await grid.waitFor({ timeout: 20_000 })
    await page.getByText('<script>window.__pwned=1</script>Innocent Cat').first().waitFor()
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  } finally {
    await browser?.close()
    await server.close()
  }
}, 240_000)
