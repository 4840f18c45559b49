import { invalidArgument } from './errors.js'

/** A blockchain network: its chain id and the name used in URLs. */
export interface Network {
  readonly chainId: number
  readonly name: string
}

/** A network named by its chain id (`137`) or its name (`'polygon'`). */
export type NetworkRef = number | string

/**
 * The networks the kit knows without configuration (decisions.md §1); the
 * local `anvil` chain included. More can be added with `networks` in the
 * client's configuration.
 */
export const NETWORKS: readonly Network[] =
  'mainnet:1 optimism:10 bsc:56 polygon:137 base:8453 arbitrum:42161 avalanche:43114 sepolia:11155111 base-sepolia:84532 amoy:80002 anvil:31337'
    .split(' ')
    .map((entry) => {
      const [name, chainId] = entry.split(':') as [string, string]
      return { name, chainId: +chainId }
    })

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
  const found = networks.find((n) =>
    typeof ref === 'number' ? n.chainId === ref : n.name === ref || String(n.chainId) === ref,
  )
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
