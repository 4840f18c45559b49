/**
 * Where the project finds Chromium (scripts/chromium.ts): the order of the
 * sources, one source chosen explicitly, an explicit setting that finds
 * nothing as an error that names it, and `npm test`'s first step stopping at
 * once with one line.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { afterAll, describe, expect, test } from 'vitest'
import { ChromiumNotFound, findChromium } from '../../scripts/chromium.js'

const dir = mkdtempSync(join(tmpdir(), 'platform-kit-chromium-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An executable file at `path` (a stand-in for a browser binary). */
function executable(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, '#!/bin/sh\n')
  chmodSync(path, 0o755)
  return path
}

const system = executable(join(dir, 'system', 'chromium'))
const nowhere = join(dir, 'nowhere', 'chromium')
const emptyBrowsers = join(dir, 'no-browsers')
mkdirSync(emptyBrowsers)
// A Chromium another Playwright version installed: its revision, this version's layout inside.
const browsers = join(dir, 'ms-playwright')
const layout = chromium.executablePath().replace(/^.*[\\/]chromium-\d+[\\/]/, '')
const playwrightChromium = executable(join(browsers, 'chromium-1000', layout))
executable(join(browsers, 'chromium-999', layout))

const linux = { platform: 'linux', arch: 'x64' } as const

describe('findChromium', () => {
  test('takes CHROMIUM_PATH first', () => {
    const found = findChromium({
      ...linux,
      env: { CHROMIUM_PATH: system, PLAYWRIGHT_BROWSERS_PATH: browsers },
      systemPaths: [nowhere],
    })
    expect(found).toEqual({ source: 'path', executablePath: system, env: {} })
  })

  test('a CHROMIUM_PATH that points nowhere is an error naming it, with a browser at hand', () => {
    const search = {
      ...linux,
      env: { CHROMIUM_PATH: nowhere, PLAYWRIGHT_BROWSERS_PATH: browsers },
      systemPaths: [system],
    }
    expect(() => findChromium(search)).toThrow(ChromiumNotFound)
    expect(() => findChromium(search)).toThrow(`CHROMIUM_PATH=${nowhere} is not an executable file`)
  })

  test("then the system's Chromium, then Playwright's newest", () => {
    const env = { PLAYWRIGHT_BROWSERS_PATH: browsers }
    expect(findChromium({ ...linux, env, systemPaths: [nowhere, system] }).executablePath).toBe(
      system,
    )
    expect(findChromium({ ...linux, env, systemPaths: [nowhere] })).toEqual({
      source: 'playwright',
      executablePath: playwrightChromium,
      env: {},
    })
  })

  test('then, on Linux x64, the npm-shipped Chromium with its libraries and font', () => {
    const found = findChromium({
      ...linux,
      env: { PLAYWRIGHT_BROWSERS_PATH: emptyBrowsers },
      systemPaths: [],
    })
    expect(found.source).toBe('npm')
    expect(found.executablePath).toMatch(
      /node_modules\/\.cache\/platform-kit\/chromium-[\d.]+\/chromium$/,
    )
    expect(found.env.LD_LIBRARY_PATH).toContain('/al2023/lib')
    expect(found.env.FONTCONFIG_FILE).toMatch(/fonts\.conf$/)
    expect(
      execFileSync(found.executablePath, ['--version'], { env: found.env }).toString(),
    ).toMatch(/^Chromium \d+\./)
  })

  test('elsewhere, with none of them, says what to do', () => {
    const search = {
      platform: 'darwin',
      arch: 'arm64',
      env: { PLAYWRIGHT_BROWSERS_PATH: emptyBrowsers },
      systemPaths: [],
    } as const
    expect(() => findChromium(search)).toThrow(
      'No Chromium for the browser tests: install Chromium or Chrome, or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    )
  })

  test('CHROMIUM_SOURCE takes that source only, and names itself when it finds nothing', () => {
    const env = { CHROMIUM_PATH: system, PLAYWRIGHT_BROWSERS_PATH: browsers }
    expect(
      findChromium({
        ...linux,
        env: { ...env, CHROMIUM_SOURCE: 'playwright' },
        systemPaths: [system],
      }).executablePath,
    ).toBe(playwrightChromium)
    expect(
      findChromium({ ...linux, env: { ...env, CHROMIUM_SOURCE: 'npm' }, systemPaths: [system] })
        .source,
    ).toBe('npm')
    expect(() =>
      findChromium({ ...linux, env: { ...env, CHROMIUM_SOURCE: 'system' }, systemPaths: [] }),
    ).toThrow('CHROMIUM_SOURCE=system, but no system Chromium or Chrome is installed.')
    expect(() =>
      findChromium({ platform: 'linux', arch: 'arm64', env: { CHROMIUM_SOURCE: 'npm' } }),
    ).toThrow(/^CHROMIUM_SOURCE=npm, but @sparticuz\/chromium /)
    expect(() => findChromium({ ...linux, env: { CHROMIUM_SOURCE: 'chrome' } })).toThrow(
      'CHROMIUM_SOURCE=chrome is not one of path, system, playwright, npm.',
    )
  })
})

test("npm test's first step stops at once with one line naming a CHROMIUM_PATH that points nowhere", () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-chromium.ts'], {
    env: { ...process.env, CHROMIUM_PATH: nowhere, CHROMIUM_SOURCE: '' },
    encoding: 'utf8',
  })
  expect(run.status).toBe(1)
  expect(run.stdout).toBe('')
  expect(run.stderr).toBe(
    `CHROMIUM_PATH=${nowhere} is not an executable file: point it at a Chromium binary, or unset it to let the tests find one.\n`,
  )
})
