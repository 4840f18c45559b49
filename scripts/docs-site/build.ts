/**
 * `npm run docs:build`: the docs site (VitePress) built into `docs-site/`
 * from the README and docs/, with the kit's Storybook built into its
 * `stories/` (the guides link a component's stories there); `npm run docs`
 * serves the site on 127.0.0.1 while the pages are edited, its story links
 * going to `npm run storybook` (the source is written again at each start).
 *
 * `build <dir>` builds elsewhere than docs-site/ (the tests build into a
 * directory of their own); `--stories-index` writes only the Storybook's
 * index (`stories/index.json`, 2 s rather than a build's 24): the docs tests
 * check the guides' links against it, and test/e2e/stories.test.ts draws
 * every story in a built Storybook.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { writeSiteSource } from './source.js'

const ROOT = join(import.meta.dirname, '..', '..')
const SOURCE = join(ROOT, 'node_modules', '.cache', 'docs-site-source')
const [mode = 'build', ...rest] = process.argv.slice(2)
const outDir = rest.find((arg) => !arg.startsWith('--')) ?? join(ROOT, 'docs-site')

/** Runs a Node script of a dependency; exits as it did when it fails. */
function node(script: string, args: readonly string[]): void {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

const VITEPRESS = join('vitepress', 'bin', 'vitepress.js')
if (mode === 'dev') {
  writeSiteSource(SOURCE, 'dev')
  node(VITEPRESS, ['dev', SOURCE, '--host', '127.0.0.1'])
} else {
  writeSiteSource(SOURCE, 'site')
  node(VITEPRESS, ['build', SOURCE, '--outDir', outDir])
  const stories = join(outDir, 'stories')
  const storybook = join('storybook', 'dist', 'bin', 'dispatcher.js')
  if (rest.includes('--stories-index')) {
    mkdirSync(stories, { recursive: true })
    node(storybook, ['index', '--loglevel', 'error', '-o', join(stories, 'index.json')])
  } else {
    node(storybook, ['build', '--quiet', '--output-dir', stories])
    // The stories' msw worker is registered at the site's root (the kit's default worker URL).
    copyFileSync(join(stories, 'mockServiceWorker.js'), join(outDir, 'mockServiceWorker.js'))
  }
}
