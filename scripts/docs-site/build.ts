/**
 * `npm run docs:build`: the docs site (VitePress) built into `docs-site/`
 * from the README and docs/; `npm run docs` serves it on 127.0.0.1 while
 * the pages are edited (the source is written again at each start).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { writeSiteSource } from './source.js'

const ROOT = join(import.meta.dirname, '..', '..')
const SOURCE = join(ROOT, 'node_modules', '.cache', 'docs-site-source')
const mode = process.argv[2] === 'dev' ? 'dev' : 'build'
// `build <dir>`: elsewhere than docs-site/ (the tests build into a directory of their own).
const outDir = process.argv[3] ?? join(ROOT, 'docs-site')

writeSiteSource(SOURCE)
const args =
  mode === 'dev' ? ['dev', SOURCE, '--host', '127.0.0.1'] : ['build', SOURCE, '--outDir', outDir]
const run = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'vitepress', 'bin', 'vitepress.js'), ...args],
  {
    stdio: 'inherit',
  },
)
process.exit(run.status ?? 1)
