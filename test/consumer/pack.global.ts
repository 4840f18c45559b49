/**
 * The consumer suite's global setup: the kit packed (`npm pack`, whose
 * `prepack` builds it, unless `npm test` has just built it:
 * PLATFORM_KIT_BUILT=1) once, as it would be published; every consumer test
 * installs that tarball.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { KIT, type Packed } from '../support/consumer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed kit. */
    packed: Packed
  }
}

const run = promisify(execFile)

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'platform-kit-packed-'))
  // `npm test` builds the kit in its checks just before and says so: packed as it is. Run alone,
  // `npm pack` builds it first (`prepack`), as it does for anyone who packs a clone.
  const built = process.env.PLATFORM_KIT_BUILT === '1'
  const { stdout } = await run(
    'npm',
    ['pack', '--json', ...(built ? ['--ignore-scripts'] : []), '--pack-destination', dir],
    { cwd: KIT, maxBuffer: 64 * 1024 * 1024 },
  )
  // The build's own output, when prepack ran, comes before npm's JSON.
  const json = stdout.slice(stdout.search(/^\[\s*\{/m))
  const [{ filename }] = JSON.parse(json) as [{ filename: string }]
  const file = join(dir, filename)
  const manifest = JSON.parse(
    (await run('tar', ['-xOzf', file, 'package/package.json'])).stdout,
  ) as Record<string, unknown>
  const packed = { file, manifest }
  project.provide('packed', packed)

  return () => rmSync(dir, { recursive: true, force: true })
}
