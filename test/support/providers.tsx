/** The providers a component under test needs: the app's QueryClient and the platform, pointed at the emulator's loopback URL. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../../src/emulator/index.js'
import { PlatformProvider } from '../../src/react/index.js'

const config = emulatorConfig(DEFAULT_EMULATOR_URL)

/** The app's QueryClient and the platform provider, pointed at the emulator's loopback URL. */
export function TestProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider config={config}>{children}</PlatformProvider>
    </QueryClientProvider>
  )
}
