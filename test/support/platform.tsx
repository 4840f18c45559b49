/**
 * Hook and component tests against the emulator: msw's Node interceptor
 * answers every request to the emulator's loopback URL with the real msw
 * adapter, and counts what it answers.
 */
import { QueryClient } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { emulatorHandlers } from '../../src/emulator/adapters/msw.js'
import {
  createEmulator,
  DEFAULT_EMULATOR_URL,
  type Emulator,
  type EmulatorOptions,
} from '../../src/emulator/index.js'
import { TestProviders } from './providers.js'

export interface RecordedCall {
  /** `Group/Operation`, e.g. `Marketplace/GetFloorOrder`. */
  readonly operation: string
  readonly body: unknown
}

export interface TestPlatform {
  readonly emulator: Emulator
  /** Every request the emulator answered, in order. */
  readonly calls: RecordedCall[]
  /** Calls of one operation. */
  count(operation: string): number
  /** A fresh QueryClient and a `wrapper` (for render/renderHook) that provides it and the platform. */
  providers(queryClient?: QueryClient): {
    queryClient: QueryClient
    wrapper: (props: { children: ReactNode }) => ReactNode
  }
}

/**
 * Starts msw with the emulator for the current test file and resets the call
 * log after each test. Call it at the top level of a test file.
 */
export function setupTestPlatform(options: EmulatorOptions = { size: 300 }): TestPlatform {
  const emulator = createEmulator(options)
  const calls: RecordedCall[] = []
  const server = setupServer(...emulatorHandlers(emulator))
  server.events.on('request:start', async ({ request }) => {
    const operation = new URL(request.url).pathname.split('/').slice(-2).join('/')
    const body = await request
      .clone()
      .json()
      .catch(() => undefined)
    calls.push({ operation, body })
  })
  // A request to the emulator that no handler takes is an error; others (a local chain's RPC) go through.
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (request.url.startsWith(DEFAULT_EMULATOR_URL)) print.error()
      },
    }),
  )
  afterEach(() => {
    calls.length = 0
  })
  afterAll(() => server.close())
  return {
    emulator,
    calls,
    count: (operation) => calls.filter((c) => c.operation === operation).length,
    providers(queryClient = new QueryClient()) {
      return {
        queryClient,
        wrapper: ({ children }: { children: ReactNode }) => (
          <TestProviders queryClient={queryClient}>{children}</TestProviders>
        ),
      }
    },
  }
}
