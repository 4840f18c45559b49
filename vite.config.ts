import { defineConfig } from 'vitest/config'

/** Everything the user installs: dependencies and peers stay out of the library bundle. */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\//,
  /^viem($|\/)/,
  /^wagmi($|\/)/,
  /^zod($|\/)/,
  /^node:/,
]

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: {
        core: 'src/core/index.ts',
        server: 'src/server/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: { external, output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
})
