/**
 * A real local EVM node for the wallet and webhook tests: anvil from the npm
 * package `@foundry-rs/anvil` (which ships the binary), on 127.0.0.1 only,
 * started by the kit's own launcher (`platform-kit/emulator/node`).
 */
import { type AnvilNode, startAnvil as startAnvilNode } from '../../src/emulator/chain/anvil.js'

export type Anvil = AnvilNode

/** Starts anvil (chain 31337, its ten funded development accounts) and waits until it answers. */
export const startAnvil = (): Promise<Anvil> => startAnvilNode()

export { revertChain, snapshotChain } from './chainRpc.js'
