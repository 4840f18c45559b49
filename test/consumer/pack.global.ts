/**
 * The consumer suite's global setup: the kit built (`npm run build`, unless
 * `npm test` has just built it: PLATFORM_KIT_BUILT=1) and packed (`npm pack`)
 * once, as it would be published; every consumer test installs that tarball.
 * Then one locked install of the kit and `SHARED_PACKAGES` starts, and runs
 * beside the first files of the suite: the tests that need the kit's locked
 * versions lay their projects out from it (`linkedProject`), instead of an
 * `npm ci` each.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import {
  KIT,
  lockedProject,
  type Packed,
  type Project,
  SHARED_PACKAGES,
  type SharedInstall,
} from '../support/consumer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed kit. */
    packed: Packed
    /** The run's one locked install (`sharedInstall` waits for it). */
    shared: SharedInstall
  }
}

const run = promisify(execFile)

/** Writes a marker whole or not at all: a test polling for it never reads half of it. */
function settle(marker: string, text: string) {
  writeFileSync(`${marker}.part`, text)
  renameSync(`${marker}.part`, marker)
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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

  // Not awaited: the tests wait for its marker files, the rest of the suite starts meanwhile.
  const done = join(dir, 'shared-install.done')
  const failed = join(dir, 'shared-install.failed')
  const installing: Promise<Project | undefined> = lockedProject('shared', packed, SHARED_PACKAGES)
    .then((installed) => {
      settle(done, installed.dir)
      return installed
    })
    .catch((error: Error) => {
      settle(failed, `the shared install failed: ${error.message}`)
      return undefined
    })
  project.provide('shared', { done, failed })
  return async () => {
    await (await installing)?.remove()
    rmSync(dir, { recursive: true, force: true })
  }
}
