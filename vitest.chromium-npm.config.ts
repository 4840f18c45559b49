/**
 * The npm-shipped Chromium chosen explicitly (CHROMIUM_SOURCE=npm), whatever
 * else the machine has: proves that a machine with nothing but Node runs the
 * browser tests. Only where @sparticuz/chromium ships a browser (Linux x64).
 */
import { defineProject } from 'vitest/config'
import { npmChromium } from './scripts/chromium-npm.js'
import { chromiumProvider } from './test/support/chromium.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The major version of the npm-shipped Chromium (the package's own major). */
    npmChromiumMajor: string
  }
}

const provider = chromiumProvider({ env: { ...process.env, CHROMIUM_SOURCE: 'npm' } })

export default defineProject({
  test: {
    name: 'chromium-npm',
    include: ['test/chromium/**/*.test.tsx'],
    provide: { npmChromiumMajor: npmChromium()?.version.split('.')[0] ?? '' },
    browser: {
      enabled: true,
      headless: true,
      provider,
      instances: [{ browser: 'chromium' }],
    },
  },
})
