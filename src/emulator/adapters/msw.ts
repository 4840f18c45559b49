/**
 * The msw adapter: request handlers that answer with an emulator, for the
 * browser (Storybook, a dev app) and for Node tests (`setupServer`). No logic
 * of its own beyond msw's form of a failed connection.
 */
import { HttpResponse, http, type RequestHandler } from 'msw'
import { DEFAULT_EMULATOR_URL } from '../config.js'
import { isConnectionFailure } from '../controls.js'
import type { Emulator } from '../emulator.js'

/**
 * The msw handlers of an emulator: every request under `baseUrl` is answered
 * by `emulator.handle`. Use the same `baseUrl` in `emulatorConfig(baseUrl)`.
 * The default, `http://127.0.0.1:4010`, is a loopback address: a request the
 * worker misses goes nowhere else. A connection the emulator's controls make
 * fail (`'network-error'`) is msw's `HttpResponse.error()`. `emulator` may be
 * a function that returns the emulator, called on each request: to create it
 * on first use, or to switch emulators without touching the handlers.
 *
 * @example
 * ```ts
 * import { setupWorker } from 'msw/browser'
 * const emulator = createEmulator()
 * await setupWorker(...emulatorHandlers(emulator)).start()
 * emulator.controls.set({ latency: 500 }) // every answer half a second late
 * ```
 */
export function emulatorHandlers(
  emulator: Emulator | (() => Emulator),
  baseUrl: string = DEFAULT_EMULATOR_URL,
): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  const current = typeof emulator === 'function' ? emulator : () => emulator
  return [http.all(`${base}/*`, ({ request }) => answer(current(), request))]
}

/** `emulator.handle`, with a simulated connection failure as msw's network error. */
async function answer(emulator: Emulator, request: Request): Promise<Response> {
  try {
    return await emulator.handle(request)
  } catch (e) {
    if (isConnectionFailure(e)) return HttpResponse.error()
    throw e
  }
}
