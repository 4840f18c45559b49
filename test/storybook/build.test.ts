/**
 * The kit's own Storybook builds without a warning about module directives
 * (issue 12: it printed 108 "use client" warnings, one per React module, that
 * hid any warning worth reading).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const run = promisify(execFile)

test('storybook build: no MODULE_LEVEL_DIRECTIVE warning', async () => {
  const out = await mkdtemp(join(tmpdir(), 'pk-storybook-'))
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        'node_modules/storybook/dist/bin/dispatcher.js',
        'build',
        '--output-dir',
        out,
        '--disable-telemetry',
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
    )
    const log = `${stdout}\n${stderr}`
    expect(log).toMatch(/build completed successfully/i)
    expect(log).not.toMatch(/MODULE_LEVEL_DIRECTIVE|directive "use client"/)
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}, 240_000)
