import { invalidArgument } from './errors.js'

/** A network's own currency (ETH, POL, …): what an order priced at the zero address is paid in. */
export interface NativeCurrency {
  readonly symbol: string
  readonly decimals: number
}

/** A blockchain network: its chain id, the name used in URLs and, when known, its native currency and block explorer. */
export interface Network {
  readonly chainId: number
  readonly name: string
  readonly nativeCurrency?: NativeCurrency
  /**
   * The block explorer's origin (`https://polygonscan.com`), when the network
   * has a public one: a transaction is at `${explorerUrl}/tx/${hash}`. The
   * kit's own networks leave it out and `explorerUrlOf` (explorers.ts) knows
   * theirs, so that a client that shows no transaction does not carry them.
   */
  readonly explorerUrl?: string
  /**
   * The address of the network's Sequence Market (v2), where native orders
   * are made and taken. The kit's public networks leave it out and
   * `sequenceMarketOf` (core/market/deployments.ts) knows theirs; a local
   * chain has one only when its configuration names it (the emulator's does).
   */
  readonly sequenceMarket?: string
}

/** A network named by its chain id (`137`) or its name (`'polygon'`). */
export type NetworkRef = number | string

/**
 * The networks the kit knows without configuration (decisions.md §1), with
 * their native currencies (18 decimals each); the local `anvil` chain
 * included. More can be added with `networks` in the client's configuration.
 */
export const NETWORKS: readonly Network[] =
  'mainnet:1:ETH optimism:10:ETH bsc:56:BNB polygon:137:POL base:8453:ETH arbitrum:42161:ETH avalanche:43114:AVAX sepolia:11155111:ETH base-sepolia:84532:ETH amoy:80002:POL anvil:31337:ETH'
    .split(' ')
    .map((entry) => {
      const [name, chainId, symbol] = entry.split(':') as [string, string, string]
      return { name, chainId: +chainId, nativeCurrency: { symbol, decimals: 18 } }
    })

/**
 * The kit's one network lookup: the network a reference names — its chain id,
 * its name, or its chain id's decimal string — or `undefined` when none of
 * `networks` is it. `findNetwork` and `chainIdOf` both read networks through it.
 *
 * @example
 * ```ts
 * lookupNetwork(NETWORKS, 'polygon')?.chainId // 137
 * lookupNetwork(NETWORKS, '137')?.name        // 'polygon'
 * lookupNetwork(NETWORKS, 'nowhere')          // undefined
 * ```
 */
export const lookupNetwork = (networks: readonly Network[], ref: unknown): Network | undefined =>
  networks.find((n) => n.chainId === ref || n.name === ref || String(n.chainId) === ref)

/**
 * The chain id a network reference names (a name, a chain id, or its decimal
 * string), if any: a network the networks know (`lookupNetwork`), else a
 * chain id as given; `undefined` for a name they do not know. Query keys,
 * invalidation and the live feed's followers all turn a network into a
 * chain id here.
 *
 * @example
 * ```ts
 * chainIdOf('polygon', NETWORKS) // 137
 * chainIdOf('31337', NETWORKS)   // 31337
 * chainIdOf('nowhere', NETWORKS) // undefined
 * ```
 */
export const chainIdOf = (ref: unknown, networks: readonly Network[]): number | undefined => {
  const found = lookupNetwork(networks, ref)
  if (found) return found.chainId
  if (typeof ref === 'number') return ref
  return typeof ref === 'string' && /^\d{1,15}$/.test(ref) ? Number(ref) : undefined
}

/**
 * Finds a network by chain id or name; an unknown one is an `InvalidArgument`
 * naming `field`, raised before anything is sent.
 *
 * @example
 * ```ts
 * findNetwork(NETWORKS, 'polygon') // { chainId: 137, name: 'polygon' }
 * findNetwork(NETWORKS, 137)       // the same
 * ```
 */
export function findNetwork(
  networks: readonly Network[],
  ref: NetworkRef | undefined,
  field = 'network',
): Network {
  const found = lookupNetwork(networks, ref)
  if (!found) {
    throw invalidArgument([
      {
        path: field,
        message:
          ref === undefined
            ? 'is required'
            : `unknown network ${JSON.stringify(ref)}; add it to the client's \`networks\``,
      },
    ])
  }
  return found
}
