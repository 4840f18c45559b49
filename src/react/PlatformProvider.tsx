'use client'
/** The provider of the kit: credentials, base URLs, the locale, currencies, and a QueryClient when the app has none. */
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useMemo, useState } from 'react'
import type { CurrencyOverrides } from '../core/currency/currency.js'
import { type ClientConfig, createBaseClient } from '../core/transport/client.js'
import {
  type ChainClientSource,
  PlatformContext,
  PlatformCurrencyContext,
  PlatformLocaleContext,
} from './context.js'

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
  /**
   * The locale the kit's components write numbers and dates in (a BCP 47 tag
   * such as `de-DE`); by default that of a `PlatformProvider` around this one,
   * else `DEFAULT_LOCALE` (`en-US`). Never the runtime's own: a server and a
   * visitor's browser would write the same number differently, and the
   * server-rendered markup would not hydrate. Give the visitor's locale here
   * (from the request on the server, the same value in the browser). A
   * component's own `locale` prop wins over it.
   */
  readonly locale?: string
  /**
   * What the app says of currencies, by address (any case): a symbol, decimals,
   * significant digits or a logo, over what the kit finds — the config's
   * `currencies`, the network's native currency, the token contract. Given
   * once here, every component uses it. Keep it stable, as `config`.
   */
  readonly currencies?: CurrencyOverrides
  /**
   * A viem client (or one per chain id) to read the `symbol()` and
   * `decimals()` of the currencies nobody named. By default the app's wagmi
   * config, inside a `WagmiProvider`; without either, an unnamed currency is
   * shown by its address.
   */
  readonly publicClient?: ChainClientSource
  readonly children?: ReactNode
}

/**
 * Makes the platform client available to the kit's hooks and components. It
 * uses the app's `QueryClientProvider` when there is one, and creates its own
 * QueryClient otherwise, so that caching and de-duplication work either way.
 * Its `locale` is the one the components write numbers and dates in
 * (`usePlatformLocale`); its `currencies` and `publicClient` say how prices
 * name their currency (`useCurrencies`).
 *
 * @example
 * ```tsx
 * <PlatformProvider config={{ accessKey: 'pk_…', urls: { marketplace: 'https://marketplace.example.org' } }} locale="de-DE">
 *   <App />
 * </PlatformProvider>
 * ```
 */
export function PlatformProvider({
  config,
  queryClient,
  locale,
  currencies,
  publicClient,
  children,
}: PlatformProviderProps) {
  if ('secretKey' in (config as object)) {
    throw new Error(
      'PlatformProvider: the config holds a secretKey. A secret key must never reach a browser; use it only on a server (platform-kit/server).',
    )
  }
  const client = useMemo(() => createBaseClient(config), [config])
  const currencySource = useMemo(
    () => ({ overrides: currencies, publicClient }),
    [currencies, publicClient],
  )
  const appQueryClient = useContext(QueryClientContext)
  const [ownQueryClient] = useState(() =>
    queryClient || appQueryClient ? undefined : new QueryClient(),
  )
  const outerLocale = useContext(PlatformLocaleContext)
  const content = (
    <PlatformContext.Provider value={client}>
      <PlatformLocaleContext.Provider value={locale ?? outerLocale}>
        <PlatformCurrencyContext.Provider value={currencySource}>
          {children}
        </PlatformCurrencyContext.Provider>
      </PlatformLocaleContext.Provider>
    </PlatformContext.Provider>
  )
  const provided = queryClient ?? ownQueryClient
  return provided ? <QueryClientProvider client={provided}>{content}</QueryClientProvider> : content
}
