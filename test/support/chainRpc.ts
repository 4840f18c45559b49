/** JSON-RPC calls to a local chain that tests need (snapshot and revert); fetch only, so browsers can use it too. */

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

/** `evm_snapshot`: the chain's state now, to return to with `revertChain`. */
export const snapshotChain = (rpcUrl: string) => rpc(rpcUrl, 'evm_snapshot') as Promise<string>

/**
 * `evm_revert`: back to a snapshot — then the node's clock set to the wall's
 * (`evm_setTime`): anvil's would otherwise run behind by as long as the
 * snapshot was held, and what the next file signs with the wall's time (an
 * ETHAuth proof) would be in the chain's future.
 */
export async function revertChain(rpcUrl: string, id: string): Promise<void> {
  await rpc(rpcUrl, 'evm_revert', [id])
  await rpc(rpcUrl, 'evm_setTime', [Math.floor(Date.now() / 1000)])
}
