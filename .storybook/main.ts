import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const src = (entry: string) => fileURLToPath(new URL(`../src/${entry}`, import.meta.url))

/**
 * Storybook for the UI components, each served by its own emulator through
 * msw (platform-kit/storybook). Vite serves public/, where msw's worker is.
 */
const config: StorybookConfig = {
  // Each component's stories in its folder (src/ui/components/<Name>/), the prototyping ones in src/storybook.
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The preview imports the kit by its public names, as a user's does; here they are the sources.
  viteFinal: (vite) => ({
    ...vite,
    build: {
      ...vite.build,
      rolldownOptions: {
        ...vite.build?.rolldownOptions,
        // The kit's sources mark their React modules 'use client'; a bundle drops the directive,
        // which is right for Storybook's (the library build adds it back per entry). Not a warning.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /use client/.test(log.message)) return
          handler(level, log)
        },
      },
    },
    resolve: {
      ...vite.resolve,
      alias: [
        ...(Array.isArray(vite.resolve?.alias) ? vite.resolve.alias : []),
        { find: 'platform-kit/ui/styles.css', replacement: src('ui/styles.css') },
        { find: /^platform-kit\/(storybook|react|ui|emulator)$/, replacement: src('$1/index.ts') },
      ],
    },
  }),
}

export default config
