/**
 * How the project runs Chromium, for the Vitest browser projects and for the
 * Playwright-driven demo tests and benchmark: Debian's /usr/bin/chromium
 * (CHROMIUM_PATH overrides it), headless, never a downloaded browser. The
 * flags keep it from reaching out to any network service of its own (this
 * machine and CI have no network but loopback).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
]
