/**
 * The msw adapter: request handlers that answer with an emulator, for the
 * browser (Storybook, a dev app) and for Node tests (`setupServer`). No logic
 * of its own.
 */
import { http, type RequestHandler } from 'msw'
import { DEFAULT_EMULATOR_URL } from '../config.js'
import type { Emulator } from '../emulator.js'

/**
 * The msw handlers of an emulator: every request under `baseUrl` is answered
 * by `emulator.handle`. Use the same `baseUrl` in `emulatorConfig(baseUrl)`.
 * The default, `http://127.0.0.1:4010`, is a loopback address: a request the
 * worker misses goes nowhere else.
 *
 * @example
 * ```ts
 * import { setupWorker } from 'msw/browser'
 * const emulator = createEmulator()
 * await setupWorker(...emulatorHandlers(emulator)).start()
 * ```
 */
export function emulatorHandlers(
  emulator: Emulator,
  baseUrl: string = DEFAULT_EMULATOR_URL,
): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  return [http.all(`${base}/*`, ({ request }) => emulator.handle(request))]
}
