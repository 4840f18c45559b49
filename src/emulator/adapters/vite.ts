/**
 * The Vite adapter: mounts an emulator in the dev server (and `vite preview`),
 * so that an app talks to it at `/__platform` with no other process.
 */
import type { Plugin } from 'vite'
import type { ChainOptions } from '../chain/attach.js'
import { createEmulator, type Emulator, type EmulatorOptions } from '../emulator.js'
import { createNodeHandler } from './node.js'

export interface PlatformEmulatorPluginOptions extends EmulatorOptions {
  /** Where to mount it (default `/__platform`); use the same path in `emulatorConfig`. */
  readonly path?: string
  /** An emulator to serve instead of a new one. */
  readonly emulator?: Emulator
  /** A local anvil chain for the emulator to follow (see `Emulator.attachChain`). */
  readonly chain?: ChainOptions
}

/**
 * A Vite plugin that serves an emulator inside the dev server. The emulator's
 * clock is live (it follows `Date.now`) unless `now` is given; with `chain`,
 * it follows a local anvil node, so that cancel transactions mined there
 * cancel their orders.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * export default defineConfig({ plugins: [platformEmulator({ chain: { rpcUrl: 'http://127.0.0.1:8545' } })] })
 * // app
 * <PlatformProvider config={emulatorConfig(`${location.origin}/__platform`)}>
 * ```
 */
export function platformEmulator(options: PlatformEmulatorPluginOptions = {}): Plugin {
  const path = (options.path ?? '/__platform').replace(/\/+$/, '')
  let ready: Promise<Emulator> | undefined
  const start = () => {
    ready ??= (async () => {
      const emulator = options.emulator ?? createEmulator({ now: Date.now, ...options })
      if (options.chain) await emulator.attachChain(options.chain)
      return emulator
    })()
    return ready
  }
  const mount = async (middlewares: {
    use(path: string, fn: ReturnType<typeof createNodeHandler>): void
  }) => {
    middlewares.use(path, createNodeHandler(await start(), { basePath: path }))
  }
  return {
    name: 'platform-kit:emulator',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  }
}
