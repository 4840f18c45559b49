/**
 * How the project runs Chromium, for the Vitest browser projects and for the
 * Playwright-driven demo tests and benchmark: the one place that knows where
 * a Chromium comes from. In order: CHROMIUM_PATH; the system's Chromium or
 * Chrome; a Chromium Playwright has already installed
 * (`npx playwright install chromium`); on Linux x64, the one shipped inside the
 * npm package @sparticuz/chromium (scripts/chromium-npm.ts). CHROMIUM_SOURCE
 * (path, system, playwright or npm) takes that one source and no other. A
 * browser is never downloaded. The flags keep it from reaching out to any
 * network service of its own (this machine and CI have no network but
 * loopback).
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { NPM_CHROMIUM_PACKAGE, npmChromium, npmChromiumSupported } from './chromium-npm.js'

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  // Only loopback resolves: a page under test that names another host (hostile metadata's
  // `ipfs://` through a public gateway, an image on the web) fails at once, as the network rule
  // says, instead of waiting on a connection that never comes.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

export const CHROMIUM_SOURCES = ['path', 'system', 'playwright', 'npm'] as const
export type ChromiumSource = (typeof CHROMIUM_SOURCES)[number]

/** A Chromium to launch: where it came from, its binary, and variables it needs besides the caller's. */
export interface FoundChromium {
  readonly source: ChromiumSource
  readonly executablePath: string
  readonly env: Readonly<Record<string, string>>
}

/** No usable Chromium, or a setting that names one that is not there; the message says what to do. */
export class ChromiumNotFound extends Error {
  override readonly name = 'ChromiumNotFound'
}

type Env = Readonly<Record<string, string | undefined>>

/** Where to look; every field defaults to this process and machine (tests narrow them). */
export interface ChromiumSearch {
  readonly env?: Env
  /** The system's browser binaries, first found wins. */
  readonly systemPaths?: readonly string[]
  readonly platform?: NodeJS.Platform
  readonly arch?: string
}

const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, readonly string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
}

const NOTHING_FOUND =
  'No Chromium for the browser tests: install Chromium or Chrome, or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.'

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function fromPath(env: Env): FoundChromium | undefined {
  const path = env.CHROMIUM_PATH
  if (!path) return undefined
  if (!isExecutable(path)) {
    throw new ChromiumNotFound(
      `CHROMIUM_PATH=${path} is not an executable file: point it at a Chromium binary, or unset it to let the tests find one.`,
    )
  }
  return { source: 'path', executablePath: path, env: {} }
}

function fromSystem(paths: readonly string[]): FoundChromium | undefined {
  const path = paths.find(isExecutable)
  return path ? { source: 'system', executablePath: path, env: {} } : undefined
}

/**
 * The Chromium of this Playwright version if it is installed, else the newest
 * chromium-<revision> another version installed beside it (same layout
 * inside). Playwright's browsers directory is PLAYWRIGHT_BROWSERS_PATH, or
 * its per-user cache (~/.cache/ms-playwright on Linux).
 */
function fromPlaywright(env: Env): FoundChromium | undefined {
  let expected: string
  try {
    expected = chromium.executablePath()
  } catch {
    return undefined
  }
  const match = /^(.*)[\\/]chromium-(\d+)[\\/](.+)$/.exec(expected)
  if (!match?.[1] || !match[2] || !match[3]) return undefined
  const [, ownRoot, ownRevision, layout] = match
  const configured = env.PLAYWRIGHT_BROWSERS_PATH
  const root = configured && configured !== '0' ? configured : ownRoot
  let names: string[]
  try {
    names = readdirSync(root)
  } catch {
    return undefined
  }
  const others = names
    .flatMap((name) => /^chromium-(\d+)$/.exec(name)?.[1] ?? [])
    .filter((revision) => revision !== ownRevision)
    .sort((a, b) => Number(b) - Number(a))
  const path = [ownRevision, ...others]
    .map((revision) => join(root, `chromium-${revision}`, layout))
    .find(isExecutable)
  return path ? { source: 'playwright', executablePath: path, env: {} } : undefined
}

function fromNpm(platform: NodeJS.Platform, arch: string): FoundChromium | undefined {
  if (!npmChromiumSupported(platform, arch)) return undefined
  try {
    const npm = npmChromium()
    return npm && { source: 'npm', executablePath: npm.executablePath, env: npm.env }
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n').filter(Boolean).pop() : ''
    throw new ChromiumNotFound(`${NPM_CHROMIUM_PACKAGE} could not be unpacked: ${detail}`)
  }
}

const MISSING: Record<ChromiumSource, string> = {
  path: 'CHROMIUM_SOURCE=path needs CHROMIUM_PATH',
  system: 'CHROMIUM_SOURCE=system, but no system Chromium or Chrome is installed',
  playwright:
    'CHROMIUM_SOURCE=playwright, but Playwright has no Chromium installed (npx playwright install chromium)',
  npm: `CHROMIUM_SOURCE=npm, but ${NPM_CHROMIUM_PACKAGE} is not installed or has no Chromium for this machine (Linux x64 only)`,
}

/**
 * The Chromium the project runs: CHROMIUM_SOURCE's one source when set, else
 * the first of CHROMIUM_PATH, the system's, Playwright's and the npm-shipped
 * one. An explicit setting that finds nothing is an error naming it, never a
 * silent fall-through to another browser.
 *
 * @example
 * const found = findChromium({ env: { ...process.env, CHROMIUM_SOURCE: 'npm' } })
 * const browser = await chromium.launch(chromiumLaunchOptions(found))
 */
export function findChromium(search: ChromiumSearch = {}): FoundChromium {
  const env = search.env ?? process.env
  const platform = search.platform ?? process.platform
  const arch = search.arch ?? process.arch
  const finders: Record<ChromiumSource, () => FoundChromium | undefined> = {
    path: () => fromPath(env),
    system: () => fromSystem(search.systemPaths ?? SYSTEM_PATHS[platform] ?? []),
    playwright: () => fromPlaywright(env),
    npm: () => fromNpm(platform, arch),
  }
  const chosen = env.CHROMIUM_SOURCE
  if (chosen) {
    if (!(CHROMIUM_SOURCES as readonly string[]).includes(chosen)) {
      throw new ChromiumNotFound(
        `CHROMIUM_SOURCE=${chosen} is not one of ${CHROMIUM_SOURCES.join(', ')}.`,
      )
    }
    const source = chosen as ChromiumSource
    const found = finders[source]()
    if (!found) throw new ChromiumNotFound(`${MISSING[source]}.`)
    return found
  }
  for (const source of CHROMIUM_SOURCES) {
    const found = finders[source]()
    if (found) return found
  }
  throw new ChromiumNotFound(NOTHING_FOUND)
}

/**
 * `findChromium`, or, where it finds none, the one line that says what to do
 * on stderr and exit status 1 (no stack trace): for the test configuration
 * and the scripts, which cannot do anything useful without a browser.
 *
 * @example
 * const found = findChromiumOrExit()
 */
export function findChromiumOrExit(search?: ChromiumSearch): FoundChromium {
  try {
    return findChromium(search)
  } catch (error) {
    if (!(error instanceof ChromiumNotFound)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

/** What Playwright's `launch` needs for it: the binary, the project's flags, and its variables if any. */
export interface ChromiumLaunchOptions {
  executablePath: string
  args: string[]
  env?: Record<string, string>
}

/**
 * Playwright launch options for a found Chromium, headless by Playwright's default.
 *
 * @example
 * const browser = await chromium.launch(chromiumLaunchOptions(findChromium()))
 */
export function chromiumLaunchOptions(found: FoundChromium): ChromiumLaunchOptions {
  const options: ChromiumLaunchOptions = {
    executablePath: found.executablePath,
    args: [...CHROMIUM_ARGS],
  }
  if (Object.keys(found.env).length > 0) {
    const inherited = Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    )
    options.env = { ...Object.fromEntries(inherited), ...found.env }
  }
  return options
}
