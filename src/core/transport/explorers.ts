/**
 * The block explorers of the kit's networks, apart from the networks table so
 * that only what links a transaction (the activity list) carries them.
 */
import type { Network } from './networks.js'

/** The explorer's origin of each of the kit's public networks, by chain id (none for the local anvil chain). */
export const NETWORK_EXPLORERS: Readonly<Record<number, string>> = {
  1: 'https://etherscan.io',
  10: 'https://optimistic.etherscan.io',
  56: 'https://bscscan.com',
  137: 'https://polygonscan.com',
  8453: 'https://basescan.org',
  42161: 'https://arbiscan.io',
  43114: 'https://snowtrace.io',
  11155111: 'https://sepolia.etherscan.io',
  84532: 'https://sepolia.basescan.org',
  80002: 'https://amoy.polygonscan.com',
}

/**
 * The block explorer of a network: the one its configuration names
 * (`explorerUrl`), else the kit's for its chain id, else `undefined`. A
 * transaction's page is `${origin}/tx/${hash}`; check the result with
 * `safeUrl` before following it, as it may come from configuration.
 *
 * @example
 * ```ts
 * explorerUrlOf({ chainId: 137, name: 'polygon' }) // 'https://polygonscan.com'
 * explorerUrlOf({ chainId: 31337, name: 'anvil' })  // undefined
 * ```
 */
export const explorerUrlOf = (
  network: Pick<Network, 'chainId' | 'explorerUrl'>,
): string | undefined => network.explorerUrl ?? NETWORK_EXPLORERS[network.chainId]
