/**
 * The browser project of the test suite: components in real Chromium
 * (Vitest's browser mode), against the emulator behind msw's service worker
 * and an anvil chain started in the global setup.
 */
import { defineProject } from 'vitest/config'
import { chromiumProvider } from './test/support/chromium.js'
import { FONTS, fontToApply } from './test/support/fonts.js'

export default defineProject({
  test: {
    name: 'browser',
    include: ['test/browser/**/*.test.tsx'],
    globalSetup: ['test/support/anvil.global.ts'],
    testTimeout: 30_000,
    // The files share one iframe instead of one each: each iframe loaded the kit's dev modules
    // again (35 -> 23 CPU seconds for this project alone). What a file may change in the page is put
    // back after it (browserLeaveAsFound.ts), and in the modules' globals (leaveAsFound.ts).
    isolate: false,
    setupFiles: [
      'test/support/leaveAsFound.ts',
      'test/support/browserLeaveAsFound.ts',
      'test/support/browserFonts.ts',
    ],
    // The fonts from npm that the page is pinned to and the layout checks run under (issue 42).
    provide: { testFonts: FONTS.map(fontToApply) },
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
})
