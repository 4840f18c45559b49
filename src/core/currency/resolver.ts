/**
 * What each currency of a page is called, found once per session: from the
 * client's configuration, the network's native currency, or the token
 * contract itself — the contract reads of one moment batched into one call.
 */
import type { Client } from 'viem'
import { NETWORKS, type Network } from '../transport/networks.js'
import { type Currency, type CurrencyInfo, isNativeCurrency } from './currency.js'
import { readCurrencies } from './readCurrencies.js'

/** What a resolver knows of one currency now. */
export type CurrencyLookup =
  | { readonly state: 'known'; readonly info: CurrencyInfo }
  /** Asked of the chain; the answer is on its way. */
  | { readonly state: 'reading' }
  /** Nothing to go by: show the address. */
  | { readonly state: 'unknown' }

/** Options of {@link createCurrencyResolver}. */
export interface CurrencyResolverOptions {
  /** Currencies known without asking (a client's `currencies`, as `emulatorConfig` gives them). */
  readonly currencies?: readonly Currency[]
  /** The networks whose native currencies are known (default the kit's `NETWORKS`). */
  readonly networks?: readonly Network[]
  /** How long requests are gathered into one read, in ms (default 10). */
  readonly batchMs?: number
  /** After a read that failed as a whole (the node did not answer), how long before asking again, in ms (default 30 000). */
  readonly retryMs?: number
  /** Reads token currencies on chain (default `readCurrencies`). */
  readonly read?: (
    client: Client,
    addresses: readonly string[],
  ) => Promise<(CurrencyInfo | undefined)[]>
}

/** Finds currencies, reading the unknown ones on chain; see {@link createCurrencyResolver}. */
export interface CurrencyResolver {
  /** What is known now of `address` on `chainId` (any chain when undefined). Synchronous. */
  lookup(chainId: number | undefined, address: string): CurrencyLookup
  /**
   * Asks the chain, through `client`, for the currencies of `chainId` not
   * known yet. Requests of one moment (`batchMs`) make one read per chain;
   * a currency is read once per resolver.
   */
  load(chainId: number, addresses: readonly string[], client: Client): void
  /** Called after each read's answer; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /** Grows with every answer: a snapshot for `useSyncExternalStore`. */
  readonly version: number
}

/** The most contracts asked in one call. */
const PER_READ = 100

type Cached = CurrencyLookup | { readonly state: 'failed'; readonly retryAt: number }

/**
 * A currency resolver for one session (a `PlatformProvider` makes one).
 * `lookup` answers at once from what is known: the configured currencies
 * (by chain and address, or by address alone when the chain is not given),
 * the network's native currency for the zero address, then what the chain
 * answered. `load` asks the chain for the rest: the contracts asked within
 * `batchMs` of each other are read in one batched call per chain, each at most
 * once (a read that fails as a whole is asked again after `retryMs`);
 * subscribers hear of each answer.
 *
 * @example
 * ```ts
 * const currencies = createCurrencyResolver({ currencies: config.currencies })
 * currencies.load(137, [usdc], publicClient)
 * currencies.subscribe(() => console.log(currencies.lookup(137, usdc))) // { state: 'known', info: { symbol: 'USDC', decimals: 6 } }
 * ```
 */
export function createCurrencyResolver(options: CurrencyResolverOptions = {}): CurrencyResolver {
  const { networks = NETWORKS, batchMs = 10, retryMs = 30_000, read = readCurrencies } = options
  const r: Resolving = {
    networks,
    batchMs,
    retryMs,
    read,
    known: new Map(),
    byAddress: new Map(),
    cache: new Map(),
    pending: new Map(),
    listeners: new Set(),
    scheduled: false,
    version: 0,
  }
  for (const { chainId, address, ...info } of options.currencies ?? []) {
    r.known.set(key(chainId, address), info)
    if (!r.byAddress.has(address.toLowerCase())) r.byAddress.set(address.toLowerCase(), info)
  }
  return {
    lookup: (chainId, address) => lookup(r, chainId, address),
    load: (chainId, addresses, client) => load(r, chainId, addresses, client),
    subscribe(listener) {
      r.listeners.add(listener)
      return () => r.listeners.delete(listener)
    },
    get version() {
      return r.version
    },
  }
}

/** A resolver's settings, what it knows, and the reads it gathers. */
interface Resolving {
  readonly networks: readonly Network[]
  readonly batchMs: number
  readonly retryMs: number
  readonly read: NonNullable<CurrencyResolverOptions['read']>
  /** The configured currencies, by chain and address. */
  readonly known: Map<string, CurrencyInfo>
  /** The configured currencies by address alone (the first of an address). */
  readonly byAddress: Map<string, CurrencyInfo>
  /** What the chain answered, or is being asked, by chain and address. */
  readonly cache: Map<string, Cached>
  /** The addresses to read at the next flush, per chain. */
  readonly pending: Map<number, { client: Client; addresses: Set<string> }>
  readonly listeners: Set<() => void>
  /** A flush is on its way. */
  scheduled: boolean
  version: number
}

/** A currency's key: its chain and lower-case address. */
const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/** Notes a read's answer (undefined: the read failed as a whole) and tells the subscribers. */
function settle(
  r: Resolving,
  chainId: number,
  addresses: readonly string[],
  found: (CurrencyInfo | undefined)[] | undefined,
): void {
  for (const [i, address] of addresses.entries()) {
    const info = found?.[i]
    r.cache.set(
      key(chainId, address),
      found === undefined
        ? { state: 'failed', retryAt: Date.now() + r.retryMs }
        : info
          ? { state: 'known', info }
          : { state: 'unknown' },
    )
  }
  r.version++
  for (const listener of [...r.listeners]) listener()
}

/** Reads what is pending: per chain, `PER_READ` contracts a call. */
function flush(r: Resolving): void {
  r.scheduled = false
  const batches = [...r.pending]
  r.pending.clear()
  for (const [chainId, { client, addresses }] of batches) {
    const all = [...addresses]
    for (let start = 0; start < all.length; start += PER_READ) {
      const chunk = all.slice(start, start + PER_READ)
      r.read(client, chunk).then(
        (found) => settle(r, chainId, chunk, found),
        () => settle(r, chainId, chunk, undefined),
      )
    }
  }
}

/** `CurrencyResolver.lookup`: configured, native, read, or configured for any chain — else reading or unknown. */
function lookup(r: Resolving, chainId: number | undefined, address: string): CurrencyLookup {
  const lower = address.toLowerCase()
  const configured = chainId === undefined ? undefined : r.known.get(key(chainId, lower))
  const native =
    chainId !== undefined && isNativeCurrency(lower)
      ? r.networks.find((n) => n.chainId === chainId)?.nativeCurrency
      : undefined
  const cached = chainId === undefined ? undefined : r.cache.get(key(chainId, lower))
  const info =
    configured ??
    native ??
    (cached?.state === 'known' ? cached.info : undefined) ??
    r.byAddress.get(lower)
  if (info) return { state: 'known', info }
  return cached?.state === 'reading' ? cached : { state: 'unknown' }
}

/** `CurrencyResolver.load`: gathers the contracts not known, read or being read (a failed read's after `retryMs`). */
function load(r: Resolving, chainId: number, addresses: readonly string[], client: Client): void {
  for (const address of addresses) {
    const lower = address.toLowerCase()
    if (!/^0x[0-9a-f]{40}$/.test(lower) || isNativeCurrency(lower)) continue
    if (r.known.has(key(chainId, lower))) continue
    const cached = r.cache.get(key(chainId, lower))
    if (cached && (cached.state !== 'failed' || cached.retryAt > Date.now())) continue
    r.cache.set(key(chainId, lower), { state: 'reading' })
    const batch = r.pending.get(chainId) ?? { client, addresses: new Set<string>() }
    batch.addresses.add(lower)
    r.pending.set(chainId, batch)
    if (!r.scheduled) setTimeout(() => flush(r), r.batchMs)
    r.scheduled = true
  }
}
