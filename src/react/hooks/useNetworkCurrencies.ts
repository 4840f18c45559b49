'use client'
/** The currencies a network is known to trade in, for a filter's currency choice. */
import { useContext, useMemo } from 'react'
import type { CurrencyMap } from '../../core/currency/currency.js'
import { NETWORKS, type NetworkRef } from '../../core/transport/networks.js'
import { PlatformContext, PlatformCurrencyContext } from '../context.js'
import { type CurrencyRef, useCurrencies } from './useCurrencies.js'

/**
 * The currencies to offer on `network`, by lower-case address, each with its
 * symbol, in the order of their symbols: the client configuration's currencies of that network (the
 * emulator's USDC and WETH), the `PlatformProvider`'s `currencies`, and the
 * addresses in `chosen` (a filter read from a URL may name any), read on
 * chain as `useCurrencies` reads them. The interface cannot list a
 * collection's currencies, so an app against real servers names the ones it
 * wants offered in the provider's `currencies`.
 *
 * @example
 * ```tsx
 * const currencies = useNetworkCurrencies('polygon', filter.currencies)
 * Object.entries(currencies).map(([address, { symbol }]) => <option key={address}>{symbol}</option>)
 * ```
 */
export function useNetworkCurrencies(
  network: NetworkRef | undefined,
  chosen: readonly string[] = [],
): CurrencyMap {
  const platform = useContext(PlatformContext)
  const overrides = useContext(PlatformCurrencyContext)?.overrides
  const chainId = (platform?.networks ?? NETWORKS).find((n) =>
    typeof network === 'number' ? n.chainId === network : n.name === network,
  )?.chainId
  const addresses = [
    ...(platform?.currencies ?? []).filter((c) => c.chainId === chainId).map((c) => c.address),
    ...Object.keys(overrides ?? {}),
    ...chosen,
  ]
  const key = addresses.map((a) => a.toLowerCase()).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the addresses
  const refs = useMemo<CurrencyRef[]>(
    () => addresses.map((priceCurrencyAddress) => ({ chainId, priceCurrencyAddress })),
    [key, chainId],
  )
  const found = useCurrencies(refs)
  // By symbol, as a list of choices reads.
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(found).sort(([, a], [, b]) => a.symbol.localeCompare(b.symbol, 'en')),
      ),
    [found],
  )
}
