'use client'
/** The currencies of what a component shows, named without configuration. */
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Client } from 'viem'
import { WagmiContext } from 'wagmi'
import type { CurrencyInfo, CurrencyMap } from '../../core/currency/currency.js'
import { type CurrencyResolver, createCurrencyResolver } from '../../core/currency/resolver.js'
import type { BaseClient } from '../../core/transport/client.js'
import { NETWORKS, type NetworkRef } from '../../core/transport/networks.js'
import { type CurrencySource, PlatformContext, PlatformCurrencyContext } from '../context.js'

/** Something priced: an order, or just a currency address and its chain. */
export interface CurrencyRef {
  readonly chainId?: number | undefined
  readonly priceCurrencyAddress?: string | undefined
}

/** Options of {@link useCurrencies}. */
export interface UseCurrenciesOptions {
  /** The network of the refs that do not say their `chainId` (a name or a chain id). */
  readonly network?: NetworkRef | undefined
  /** A component's own map, by lower-case address: it wins over everything else. */
  readonly currencies?: CurrencyMap | undefined
}

/** Outside a `PlatformProvider`: no overrides, and no chain client but wagmi's. */
const ALONE: CurrencySource = { overrides: undefined, publicClient: undefined }

/**
 * One resolver per platform client, made when first asked: a currency is
 * read once per session whichever component shows it, and an app that shows
 * no price pays nothing for it. Outside a provider, one for the kit's networks.
 */
const RESOLVERS = new WeakMap<object, CurrencyResolver>()
const ANY_CLIENT = {}
function resolverOf(client: BaseClient | undefined): CurrencyResolver {
  let resolver = RESOLVERS.get(client ?? ANY_CLIENT)
  if (!resolver) {
    resolver = createCurrencyResolver(client)
    RESOLVERS.set(client ?? ANY_CLIENT, resolver)
  }
  return resolver
}

/** Stands for a symbol being read from its contract: nothing, rather than an address that flashes. */
const READING: CurrencyInfo = { symbol: '' }

/**
 * The currencies of what a component shows — orders, or `{ chainId,
 * priceCurrencyAddress }` — as a map for `priceParts`/`formatPrice`, with no
 * configuration: the component's `currencies`, then the `PlatformProvider`'s,
 * over what the kit finds (the config's `currencies`, as `emulatorConfig`
 * gives them; the network's native currency; the token contract's `symbol()`
 * and `decimals()`, read through the provider's `publicClient` or the app's
 * wagmi config, batched with every other component's reads of that moment
 * and kept for the session). A currency being read maps to an empty symbol; one
 * nobody can name is left out, and shows as its shortened address.
 *
 * @example
 * ```tsx
 * const currencies = useCurrencies(listings, { network: 'polygon' })
 * return listings.map((order) => <li key={order.orderId}>{formatPrice(order, currencies)}</li>)
 * ```
 */
export function useCurrencies(
  refs: readonly (CurrencyRef | undefined)[],
  { network, currencies }: UseCurrenciesOptions = {},
): CurrencyMap {
  const { overrides, publicClient } = useContext(PlatformCurrencyContext) ?? ALONE
  const platform = useContext(PlatformContext)
  const resolver = resolverOf(platform)
  const wagmi = useContext(WagmiContext)
  const fallbackChain = (platform?.networks ?? NETWORKS).find((n) =>
    typeof network === 'number' ? n.chainId === network : n.name === network,
  )?.chainId
  // The distinct (chain, address) pairs, as one stable string.
  const wanted = [
    ...new Set(
      refs.flatMap((ref) =>
        ref?.priceCurrencyAddress
          ? [`${ref.chainId ?? fallbackChain ?? ''}:${ref.priceCurrencyAddress.toLowerCase()}`]
          : [],
      ),
    ),
  ]
    .sort()
    .join(',')
  const version = useSyncExternalStore(
    resolver.subscribe,
    () => resolver.version,
    () => resolver.version,
  )

  useEffect(() => {
    const byChain = new Map<number, string[]>()
    for (const pair of wanted ? wanted.split(',') : []) {
      const [chain = '', address = ''] = pair.split(':')
      if (chain === '') continue
      byChain.set(+chain, [...(byChain.get(+chain) ?? []), address])
    }
    for (const [chainId, addresses] of byChain) {
      const client = chainClient(chainId, publicClient, wagmi)
      if (client) resolver.load(chainId, addresses, client)
    }
  }, [wanted, resolver, publicClient, wagmi])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when the resolver learns something
  return useMemo(() => {
    const map: Record<string, CurrencyInfo> = {}
    for (const pair of wanted ? wanted.split(',') : []) {
      const [chain = '', address = ''] = pair.split(':')
      const found = resolver.lookup(chain === '' ? undefined : +chain, address)
      const base =
        found.state === 'known' ? found.info : found.state === 'reading' ? READING : undefined
      const merged = { ...base, ...ownEntry(overrides, address), ...currencies?.[address] }
      if (merged.symbol !== undefined) map[address] = merged as CurrencyInfo
    }
    return map
  }, [wanted, resolver, overrides, currencies, version])
}

/** An override by address in any case. */
const ownEntry = (
  map: Readonly<Record<string, Partial<CurrencyInfo>>> | undefined,
  lower: string,
) => map && (map[lower] ?? Object.entries(map).find(([key]) => key.toLowerCase() === lower)?.[1])

/** The client that reads `chainId`'s contracts: the provider's, else wagmi's when it has that chain. */
function chainClient(
  chainId: number,
  given: CurrencySource['publicClient'],
  wagmi:
    | { chains: readonly { id: number }[]; getClient(p: { chainId: number }): unknown }
    | undefined,
): Client | undefined {
  if (typeof given === 'function') return given(chainId)
  if (given) return !given.chain || given.chain.id === chainId ? given : undefined
  if (!wagmi?.chains.some((c) => c.id === chainId)) return undefined
  return wagmi.getClient({ chainId }) as Client
}
