/**
 * A real local EVM node for the wallet and webhook tests: anvil from the npm
 * package `@foundry-rs/anvil` (which ships the binary), on 127.0.0.1 only,
 * started by the kit's own launcher (`platform-kit/emulator/node`).
 */
import { inject } from 'vitest'
import { type AnvilNode, startAnvil as startAnvilNode } from '../../src/emulator/chain/anvil.js'

export type Anvil = AnvilNode

/** Starts anvil (chain 31337, its ten funded development accounts) and waits until it answers. */
export const startAnvil = (): Promise<Anvil> => startAnvilNode()

/**
 * The anvil of this test file: the one of the worker slot it runs in
 * (anvil.global.ts starts one per slot), which no file running beside it uses.
 */
export function anvilRpcUrl(): string {
  const urls = inject('anvilRpcUrls')
  const slot = Number(process.env.VITEST_POOL_ID ?? '1')
  const url = urls[slot - 1]
  if (!url) throw new Error(`no anvil for worker slot ${slot} (${urls.length} started)`)
  return url
}

export { revertChain, snapshotChain } from './chainRpc.js'
