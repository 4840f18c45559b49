/**
 * Setup of the projects whose files share a worker (`isolate: false`): after
 * each file, what a file may change in the worker's globals is put back —
 * real timers, stubbed globals and environment variables, spies — so that the
 * next file starts as it would in a worker of its own.
 */
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
