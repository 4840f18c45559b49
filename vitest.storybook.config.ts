/** The Storybook project of the test suite: every story rendered in real Chromium. */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineProject } from 'vitest/config'
import { chromiumProvider } from './test/support/chromium.js'
import { DEFAULT_FONT, fontToApply } from './test/support/fonts.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** What @storybook/addon-vitest's stories run: the a11y addon's check, or not. */
    'storybook/test-provided': { a11y: boolean }
  }
}

export default defineProject({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // The story files share one iframe instead of one each: each iframe loaded the kit's few
    // hundred dev modules again (104 -> 58 s, 167 -> 83 CPU seconds). A story renders afresh and
    // is unmounted after its test; the preview's decorator gives each its own emulator state.
    isolate: false,
    // Every story in the pinned font from npm, whatever fonts the machine has (issue 42).
    setupFiles: ['test/support/browserFonts.ts'],
    // The a11y addon's run is off here but in Storybook's test widget (which runs this project
    // with VITEST_STORYBOOK set and provides its own choice, from its Accessibility box): axe-core
    // checks every story in test/e2e/stories.test.ts, at 390 and 1280 px in both themes, and the
    // addon's run (once, at 1200 px, light) checked a part of that again (22 of the 78 CPU seconds
    // this project took).
    provide: {
      testFonts: [fontToApply(DEFAULT_FONT)],
      ...(process.env.VITEST_STORYBOOK === 'true'
        ? {}
        : { 'storybook/test-provided': { a11y: false } }),
    },
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
    },
  },
})
