'use client'
/** The provider of the kit: credentials, base URLs, and a QueryClient when the app has none. */
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useMemo, useState } from 'react'
import { type ClientConfig, createBaseClient } from '../core/transport/client.js'
import { PlatformContext } from './context.js'

export interface PlatformProviderProps {
  /**
   * The public access key, the base URLs, and optionally more networks, a
   * `fetch` and a time-out. Keep it stable (define it outside the component
   * or memoise it): a new object makes a new client. There is no place for a
   * secret key: it must never reach a browser.
   */
  readonly config: ClientConfig
  /** The QueryClient to use; by default the app's own (`QueryClientProvider`), or one the provider creates. */
  readonly queryClient?: QueryClient
  readonly children?: ReactNode
}

/**
 * Makes the platform client available to the kit's hooks and components. It
 * uses the app's `QueryClientProvider` when there is one, and creates its own
 * QueryClient otherwise, so that caching and de-duplication work either way.
 *
 * @example
 * ```tsx
 * <PlatformProvider config={{ accessKey: 'pk_…', urls: { marketplace: 'https://marketplace.example.org' } }}>
 *   <App />
 * </PlatformProvider>
 * ```
 */
export function PlatformProvider({ config, queryClient, children }: PlatformProviderProps) {
  if ('secretKey' in (config as object)) {
    throw new Error(
      'PlatformProvider: the config holds a secretKey. A secret key must never reach a browser; use it only on a server (platform-kit/server).',
    )
  }
  const client = useMemo(() => createBaseClient(config), [config])
  const appQueryClient = useContext(QueryClientContext)
  const [ownQueryClient] = useState(() =>
    queryClient || appQueryClient ? undefined : new QueryClient(),
  )
  const content = <PlatformContext.Provider value={client}>{children}</PlatformContext.Provider>
  const provided = queryClient ?? ownQueryClient
  return provided ? <QueryClientProvider client={provided}>{content}</QueryClientProvider> : content
}
