'use client'
/** The React context that carries the platform client. */
import { createContext, useContext } from 'react'
import type { BaseClient } from '../core/transport/client.js'

export const PlatformContext = createContext<BaseClient | undefined>(undefined)

/**
 * The platform client of the nearest `PlatformProvider`: a light client
 * (`createBaseClient`) to pass to the standalone operations and the query
 * definitions. Throws outside a provider, so a missing provider is found at
 * once rather than as a request to nowhere.
 *
 * @example
 * ```tsx
 * const client = usePlatformClient()
 * const queryClient = useQueryClient()
 * const prefetch = () => queryClient.prefetchQuery(floorOrderQueryOptions(client, { network, contractAddress }))
 * ```
 */
export function usePlatformClient(): BaseClient {
  const client = useContext(PlatformContext)
  if (!client) throw new Error('usePlatformClient: no <PlatformProvider> above this component')
  return client
}
