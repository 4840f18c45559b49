import { playwright } from '@vitest/browser-playwright'

/**
 * Real Chromium for browser tests: Debian's /usr/bin/chromium, headless, never
 * a downloaded browser. The flags keep it from reaching out to any network
 * service of its own (this machine and CI have no network but loopback).
 */
export const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
    ],
  },
})
