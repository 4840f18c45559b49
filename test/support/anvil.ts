/**
 * A real local EVM node for the wallet and webhook tests: anvil from the npm
 * package `@foundry-rs/anvil` (which ships the binary), on 127.0.0.1 only,
 * started by the kit's own launcher (`platform-kit/emulator/node`).
 */
import { type AnvilNode, startAnvil as startAnvilNode } from '../../src/emulator/chain/anvil.js'

export type Anvil = AnvilNode

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Starts anvil (chain 31337, its ten funded development accounts) and waits until it answers. */
export const startAnvil = (): Promise<Anvil> => startAnvilNode()

/** `evm_snapshot`: the chain's state now, to return to with `revertChain`. */
export const snapshotChain = (rpcUrl: string) => rpc(rpcUrl, 'evm_snapshot') as Promise<string>

/** `evm_revert`: back to a snapshot. */
export const revertChain = (rpcUrl: string, id: string) => rpc(rpcUrl, 'evm_revert', [id])
