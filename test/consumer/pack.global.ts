/**
 * The consumer suite's global setup: the kit built (`npm run build`, unless
 * `npm test` has just built it: PLATFORM_KIT_BUILT=1) and packed (`npm pack`)
 * once, as it would be published; every consumer test installs that tarball.
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
  // `npm test` builds the kit in its check-package step just before and says so; run alone, Vitest builds it.
  if (process.env.PLATFORM_KIT_BUILT !== '1') {
    await run('npm', ['run', 'build'], { cwd: KIT, maxBuffer: 64 * 1024 * 1024 })
  }
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
    { cwd: KIT, maxBuffer: 64 * 1024 * 1024 },
  )
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }]
  const file = join(dir, filename)
  const manifest = JSON.parse(
    (await run('tar', ['-xOzf', file, 'package/package.json'])).stdout,
  ) as Record<string, unknown>
  const packed = { file, manifest }
  project.provide('packed', packed)

  return () => rmSync(dir, { recursive: true, force: true })
}
