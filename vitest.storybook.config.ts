/** The Storybook project of the test suite: every story rendered in real Chromium. */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineProject } from 'vitest/config'
import { chromiumProvider } from './test/support/chromium.js'

export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // The story files share one iframe instead of one each: each iframe loaded the kit's few
    // hundred dev modules again (104 -> 58 s, 167 -> 83 CPU seconds). A story renders afresh and
    // is unmounted after its test; the preview's decorator gives each its own emulator state.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
})
