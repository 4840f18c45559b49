/**
 * The Vite adapter: mounts an emulator in the dev server (and `vite preview`),
 * so that a demo app talks to it at `/__platform` with no other process.
 */
import type { Plugin } from 'vite'
import { createEmulator, type Emulator, type EmulatorOptions } from '../emulator.js'
import { createNodeHandler } from './node.js'

export interface PlatformEmulatorPluginOptions extends EmulatorOptions {
  /** Where to mount it (default `/__platform`); use the same path in `emulatorConfig`. */
  readonly path?: string
  /** An emulator to serve instead of a new one. */
  readonly emulator?: Emulator
}

/**
 * A Vite plugin that serves an emulator inside the dev server. The emulator's
 * clock is live (it follows `Date.now`) unless `now` is given.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * export default defineConfig({ plugins: [platformEmulator()] })
 * // app
 * <PlatformProvider config={emulatorConfig('/__platform')}>
 * ```
 */
export function platformEmulator(options: PlatformEmulatorPluginOptions = {}): Plugin {
  const path = (options.path ?? '/__platform').replace(/\/+$/, '')
  let emulator = options.emulator
  const mount = (middlewares: {
    use(path: string, fn: ReturnType<typeof createNodeHandler>): void
  }) => {
    emulator ??= createEmulator({ now: Date.now, ...options })
    middlewares.use(path, createNodeHandler(emulator, { basePath: path }))
  }
  return {
    name: 'platform-kit:emulator',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  }
}
