/** The Storybook project of the test suite: every story rendered in real Chromium. */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineProject } from 'vitest/config'
import { chromiumProvider } from './test/support/chromium.js'

export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
})
