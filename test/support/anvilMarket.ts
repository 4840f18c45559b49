/**
 * Anvil as the emulator lays it out for the market's tests: the network's
 * row, its Sequence Market, WETH and the creatures collection, and clients
 * that read the chain (no cache, quick polling) and send from its unlocked
 * development accounts.
 */
import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'

/** The emulator's anvil network. */
export const ANVIL = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!
/** Its Sequence Market. */
export const MARKET = ANVIL.marketplaceContract as Address
/** Its WETH currency's contract. */
export const WETH = ANVIL.currencies.find((c) => c.symbol === 'WETH')!.address as Address
/** The creatures collection (ERC-721) there. */
export const CREATURES = EMULATOR_COLLECTION.creatures.address as Address

/**
 * A reader and a sender on the anvil at `rpcUrl`.
 *
 * @example
 * const { chain, wallet } = anvilClients(anvilRpcUrl())
 */
export function anvilClients(rpcUrl: string) {
  return {
    chain: createPublicClient({
      chain: foundry,
      transport: http(rpcUrl),
      cacheTime: 0,
      pollingInterval: 20,
    }),
    wallet: createWalletClient({ chain: foundry, transport: http(rpcUrl) }),
  }
}
