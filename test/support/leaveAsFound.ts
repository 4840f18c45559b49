/**
 * Setup of the projects whose files share a worker (`isolate: false`): after
 * each file, what a file may change in the worker's globals is put back —
 * TanStack Query's online and focus state, real timers, stubbed globals and
 * environment variables, spies — so that the
 * next file starts as it would in a worker of its own.
 */
import { focusManager, onlineManager } from '@tanstack/query-core'
import { afterAll, vi } from 'vitest'

afterAll(() => {
  // TanStack Query's managers are module singletons: a file that told the page it went offline
  // (src/react/live/live.test.tsx) would leave every later file's queries paused.
  onlineManager.setOnline(true)
  focusManager.setFocused(undefined)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
