/**
 * The browser project of the test suite: components in real Chromium
 * (Vitest's browser mode), against the emulator behind msw's service worker
 * and an anvil chain started in the global setup.
 */
import { defineProject } from 'vitest/config'
import { chromiumProvider } from './test/support/chromium.js'

export default defineProject({
  test: {
    name: 'browser',
    include: ['test/browser/**/*.test.tsx'],
    globalSetup: ['test/support/anvil.global.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
})
