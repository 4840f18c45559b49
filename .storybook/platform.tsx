/**
 * The emulator in the browser, for every story: msw's service worker answers
 * the emulator's loopback URL with an in-page emulator, so stories need no
 * server and no network.
 */
import { setupWorker } from 'msw/browser'
import { emulatorHandlers } from '../src/emulator/adapters/msw.js'
import { createEmulator, type Emulator } from '../src/emulator/index.js'

let started: Promise<Emulator> | undefined

/** Starts the worker once; every story shares the emulator (seed 1, 10,000 creatures). */
export function startEmulator(): Promise<Emulator> {
  started ??= (async () => {
    const emulator = createEmulator({ now: Date.now })
    const worker = setupWorker(...emulatorHandlers(emulator))
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
    return emulator
  })()
  return started
}
