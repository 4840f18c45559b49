'use client'
/** The React contexts of the kit: the platform client, the locale numbers and dates are written in, and currencies. */
import { createContext, useContext } from 'react'
import type { Client } from 'viem'
import type { CurrencyOverrides } from '../core/currency/currency.js'
import type { BaseClient } from '../core/transport/client.js'
import { DEFAULT_LOCALE } from './locale.js'

export const PlatformContext = createContext<BaseClient | undefined>(undefined)

/** A viem client to read token currencies with: one, or one per chain id (undefined: none for that chain). */
export type ChainClientSource = Client | ((chainId: number) => Client | undefined)

/** What the nearest `PlatformProvider` says of currencies: the app's overrides and chain client. */
export interface CurrencySource {
  readonly overrides: CurrencyOverrides | undefined
  readonly publicClient: ChainClientSource | undefined
}

/** The currencies of the nearest `PlatformProvider`; undefined without one. */
export const PlatformCurrencyContext = createContext<CurrencySource | undefined>(undefined)

/** The locale of the nearest `PlatformProvider` that sets one; undefined without one. */
export const PlatformLocaleContext = createContext<string | undefined>(undefined)

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

/**
 * The locale the kit's components write numbers and dates in: the `locale`
 * of the nearest `PlatformProvider` that sets one, else `DEFAULT_LOCALE`
 * (`en-US`) — never the runtime's own, which differs between a server and
 * its visitors' browsers and would break hydration. Works outside a provider.
 *
 * @example
 * ```tsx
 * const locale = usePlatformLocale()
 * <p>{formatUSD(order, locale)}</p>
 * ```
 */
export function usePlatformLocale(): string {
  return useContext(PlatformLocaleContext) ?? DEFAULT_LOCALE
}
