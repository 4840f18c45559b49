/**
 * Where Sequence Market runs: the address the platform publishes for every
 * network of its stack, apart from the networks table so that only the trade
 * flows carry it.
 */
import { NETWORK_EXPLORERS } from '../transport/explorers.js'
import type { Network } from '../transport/networks.js'

/**
 * Sequence Market v2's address, the same on every network the platform
 * supports (0xsequence/docs, "Sequence Market").
 */
export const SEQUENCE_MARKET_V2_ADDRESS = '0xfdb42A198a932C8D3B506Ffa5e855bC4b348a712'

/**
 * The Sequence Market of a network: the one its configuration names
 * (`sequenceMarket`), else the platform's on the kit's public networks, else
 * `undefined` (a local chain, a network the platform does not run on).
 *
 * @example
 * ```ts
 * sequenceMarketOf({ chainId: 137, name: 'polygon' }) // '0xfdb42A198a932C8D3B506Ffa5e855bC4b348a712'
 * sequenceMarketOf({ chainId: 31337, name: 'anvil' }) // undefined
 * ```
 */
export const sequenceMarketOf = (
  network: Pick<Network, 'chainId' | 'sequenceMarket'>,
): string | undefined =>
  network.sequenceMarket ??
  (NETWORK_EXPLORERS[network.chainId] ? SEQUENCE_MARKET_V2_ADDRESS : undefined)
